// /buy/merchandise-success?orderNo= (spec 2.3): the result of an upgrade or a speed package (features/commerce/components/PurchaseResult).
import PurchaseResult from '@/features/commerce/components/PurchaseResult'
import { definePage, type PageProps } from '@/shell/definePage'

export default definePage(({ location }: PageProps) => <PurchaseResult orderNo={location.query.orderNo ?? ''} />)
