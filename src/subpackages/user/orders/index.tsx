// /user/orders: a thin page; its code is in src/features/buy/components/OrderList.
import { definePage } from '@/shell/definePage'
import OrderList from '@/features/buy/components/OrderList'

export default definePage(OrderList)
