// /ops/commerce (issue 17 item 1; the website only): features/commerceOps/components/CatalogueConsole.
import CatalogueConsole from '@/features/commerceOps/components/CatalogueConsole'
import { definePage } from '@/shell/definePage'

export default definePage(() => <CatalogueConsole />)
