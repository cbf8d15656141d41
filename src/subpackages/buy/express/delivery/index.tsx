// /buy/express/delivery?orderNo=: a thin page; its code is in src/features/buy/components/ExpressDelivery.
import { definePage, type PageProps } from '@/shell/definePage'
import ExpressDelivery from '@/features/buy/components/ExpressDelivery'

export default definePage(({ location }: PageProps) => <ExpressDelivery orderNo={location.query.orderNo} />)
