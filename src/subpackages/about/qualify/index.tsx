// /qualify (spec 2.1): the laws followed, the laboratory's conditions, what a report is; the text is content/agreements/qualify.
import AgreementView from '@/features/consent/AgreementView'
import QUALIFY_TEXT from '@/features/consent/agreements/qualify'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={QUALIFY_TEXT} />)
