// /buy/paypal-success?orderNo=&token=&PayerID= (spec 2.3): PayPal returns the buyer here after approval;
// the order is captured, then its result shown once the webhook has credited it (features/commerce/components/PurchaseResult).
import PurchaseResult from '@/features/commerce/components/PurchaseResult'
import { definePage, type PageProps } from '@/shell/definePage'

export default definePage(({ location }: PageProps) => <PurchaseResult orderNo={location.query.orderNo ?? ''} paypalToken={location.query.token || undefined} />)
