// /protocol/online-search (spec 2.6, 2.12): the relatives-finding consent of the wizard and the privacy page.
import { definePage } from '@/shell/definePage'
import AgreementView from '@/features/consent/AgreementView'
import ONLINE_SEARCH_CONSENT from '@/features/consent/agreements/online-search'

export default definePage(() => <AgreementView text={ONLINE_SEARCH_CONSENT} />)
