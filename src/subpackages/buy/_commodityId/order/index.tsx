// /buy/:commodityId?/order: a thin page; its code is in src/features/commerce/components/OrderForm.
import { definePage, type PageProps } from '@/shell/definePage'
import OrderForm from '@/features/commerce/components/OrderForm'

export default definePage(({ location }: PageProps) => <OrderForm location={location} />)
