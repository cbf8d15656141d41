// /user/orders/retrieve: a thin page; its code is in src/features/commerce/components/OrderRetrieve.
import { definePage } from '@/shell/definePage'
import OrderRetrieve from '@/features/commerce/components/OrderRetrieve'

export default definePage(OrderRetrieve)
