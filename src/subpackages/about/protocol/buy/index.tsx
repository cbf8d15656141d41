// /protocol/buy (spec 2.6): the purchase agreement the order page links to (features/consent/purchaseTexts.ts).
import AgreementView from '@/features/consent/AgreementView'
import { PURCHASE_AGREEMENT } from '@/features/consent/purchaseTexts'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={PURCHASE_AGREEMENT} />)
