// /buy/express/return-shipping-reselect (spec 2.3, form): the return-shipping form with the pickups already booked.
import { definePage } from '@/shell/definePage'
import ExpressReturnShippingForm from '@/features/commerce/components/ExpressReturnShippingForm'

function Page() {
  return <ExpressReturnShippingForm reselect />
}

export default definePage(Page)
