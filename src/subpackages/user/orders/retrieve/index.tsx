// /user/orders/retrieve: a thin page; its code is in src/features/buy/components/OrderRetrieve.
import { definePage } from '@/shell/definePage'
import OrderRetrieve from '@/features/buy/components/OrderRetrieve'

export default definePage(OrderRetrieve)
