// /user/orders: a thin page; its code is in src/features/commerce/components/OrderList.
import { definePage } from '@/shell/definePage'
import OrderList from '@/features/commerce/components/OrderList'

export default definePage(OrderList)
