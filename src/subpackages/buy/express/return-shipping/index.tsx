// /buy/express/return-shipping (spec 2.3, form): the page stays thin; its code is in src/features/buy/.
import { definePage } from '@/shell/definePage'
import ExpressReturnShippingForm from '@/features/buy/components/ExpressReturnShippingForm'

function Page() {
  return <ExpressReturnShippingForm />
}

export default definePage(Page)
