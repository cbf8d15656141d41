// /ancestry/reunion/check (spec 2.10): the page stays thin; its code is in src/features/reunion/.
import { definePage } from '@/shell/definePage'
import ContactsPage from '@/features/reunion/components/ContactsPage'

function Page() {
  return <ContactsPage />
}

export default definePage(Page)
