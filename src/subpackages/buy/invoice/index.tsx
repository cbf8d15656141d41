// /buy/invoice (spec 2.3, form): the page stays thin; its code is in src/features/invoice/.
import { definePage, type PageProps } from '@/shell/definePage'
import InvoiceRequest from '@/features/invoice/components/InvoiceRequest'

function Page({ location }: PageProps) {
  return <InvoiceRequest orderNo={location.query.orderNo} path={location.path + location.search} />
}

export default definePage(Page)
