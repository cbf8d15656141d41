// /protocol/online-search (spec 2.6, 2.12): the relatives-finding consent of the wizard and the privacy page.
import { definePage } from '@/shell/definePage'
import AgreementDocument from '@/features/protocol/components/AgreementDocument'
import { ONLINE_SEARCH_CONSENT } from '@/features/protocol/texts'

export default definePage(() => <AgreementDocument text={ONLINE_SEARCH_CONSENT} />)
