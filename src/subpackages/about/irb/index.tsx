// /irb (spec 2.1): ethics review of research use; the text is content/agreements/irb.
import AgreementView from '@/features/consent/AgreementView'
import IRB_TEXT from '@/features/consent/agreements/irb'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={IRB_TEXT} />)
