// /crowdfunding (spec 2.13, web-view): the page stays thin; its code is in src/features/activity/.
import { definePage, type PageProps } from '@/shell/definePage'
import { CrowdfundingLanding } from '@/features/activity/components/Crowdfunding'

function Page({ location }: PageProps) {
  const id = Number(location.query.id)
  return <CrowdfundingLanding id={Number.isSafeInteger(id) && id > 0 ? id : undefined} />
}

export default definePage(Page, { share: { timeline: true } })
