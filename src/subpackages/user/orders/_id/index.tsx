// /user/orders/:id: a thin page; its code is in src/features/buy/components/OrderDetail.
import { definePage, type PageProps } from '@/shell/definePage'
import OrderDetail from '@/features/buy/components/OrderDetail'

export default definePage(({ location }: PageProps) => <OrderDetail orderNo={location.params.id} path={location.path} />)
