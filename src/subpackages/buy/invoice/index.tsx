// /buy/invoice (spec 2.3, form): the page stays thin; its code is in src/features/invoices/.
import { definePage, type PageProps } from '@/shell/definePage'
import InvoiceRequest from '@/features/invoices/components/InvoiceRequest'

function Page({ location }: PageProps) {
  return <InvoiceRequest orderNo={location.query.orderNo} path={location.path + location.search} />
}

export default definePage(Page)
