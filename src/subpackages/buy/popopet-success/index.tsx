/**
 * /buy/popopet-success?orderNo= (spec 2.3 下单成功): the result of a partner's merchandise order.
 * The spec names the page only; the catalogue holds no partner merchandise of that brand, so the
 * page shows what the server has of the order (paid or not, what happens next, the summary), as
 * /buy/merchandise-success does (features/commerce/components/PurchaseResult), and claims nothing else.
 */
import PurchaseResult from '@/features/commerce/components/PurchaseResult'
import { definePage, type PageProps } from '@/shell/definePage'

export default definePage(({ location }: PageProps) => <PurchaseResult orderNo={location.query.orderNo ?? ''} />)
