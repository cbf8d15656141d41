// /inform (spec 2.13): the genetic test's informed consent, to read at any time; the text is content/agreements/inform.
import AgreementView from '@/features/consent/AgreementView'
import INFORM_TEXT from '@/features/consent/agreements/inform'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={INFORM_TEXT} />)
