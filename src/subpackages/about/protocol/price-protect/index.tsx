// /protocol/price-protect (spec 2.6): the price-protection note (features/consent/purchaseTexts.ts).
import AgreementView from '@/features/consent/AgreementView'
import { PRICE_PROTECTION } from '@/features/consent/purchaseTexts'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={PRICE_PROTECTION} />)
