// /buy/express/delivery?orderNo=: a thin page; its code is in src/features/commerce/components/ExpressDelivery.
import { definePage, type PageProps } from '@/shell/definePage'
import ExpressDelivery from '@/features/commerce/components/ExpressDelivery'

export default definePage(({ location }: PageProps) => <ExpressDelivery orderNo={location.query.orderNo} />)
