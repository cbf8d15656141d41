// /protocol/buy (spec 2.6): the purchase agreement the order page links to (content/agreements/purchase).
import AgreementView from '@/features/consent/AgreementView'
import PURCHASE_AGREEMENT from '@/features/consent/agreements/purchase'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={PURCHASE_AGREEMENT} />)
