// /report/gene-origin/sponsor (spec 2.9): origin-research sponsorship; not open, and the page says so (no product, no payment).
import { definePage } from '@/shell/definePage'
import { SponsorView } from '@/features/geneOrigin/components/OriginSections'

export default definePage(() => <SponsorView />)
