// /protocol/dynamic-privacy (spec 2.6): who sees community posts, how they are kept and deleted; the text is content/agreements/dynamic-privacy.
import AgreementView from '@/features/consent/AgreementView'
import DYNAMIC_PRIVACY_TEXT from '@/features/consent/agreements/dynamic-privacy'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={DYNAMIC_PRIVACY_TEXT} />)
