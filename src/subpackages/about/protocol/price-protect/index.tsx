// /protocol/price-protect (spec 2.6): the price-protection note (content/agreements/price-protect).
import AgreementView from '@/features/consent/AgreementView'
import PRICE_PROTECTION from '@/features/consent/agreements/price-protect'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={PRICE_PROTECTION} />)
