// /user/orders/:id: a thin page; its code is in src/features/commerce/components/OrderDetail.
import { definePage, type PageProps } from '@/shell/definePage'
import OrderDetail from '@/features/commerce/components/OrderDetail'

export default definePage(({ location }: PageProps) => <OrderDetail orderNo={location.params.id} path={location.path} />)
