// /buy/express/return-shipping (spec 2.3, form): the page stays thin; its code is in src/features/commerce/.
import { definePage, type PageProps } from '@/shell/definePage'
import ExpressReturnShippingForm from '@/features/commerce/components/ExpressReturnShippingForm'

// ?barcode=: the sample the detection-status page booked the pickup for, chosen already
function Page({ location }: PageProps) {
  return <ExpressReturnShippingForm preselect={location.query.barcode} />
}

export default definePage(Page)
