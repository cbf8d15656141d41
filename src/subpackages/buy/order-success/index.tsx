// /buy/order-success?orderNo=: a thin page; its code is in src/features/commerce/components/OrderSuccess.
import { definePage, type PageProps } from '@/shell/definePage'
import OrderSuccess from '@/features/commerce/components/OrderSuccess'

export default definePage(({ location }: PageProps) => <OrderSuccess orderNo={location.query.orderNo ?? ''} />)
