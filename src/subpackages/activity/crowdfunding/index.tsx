// /crowdfunding (spec 2.13, web-view): the page stays thin; its code is in src/features/activities/.
import { definePage, type PageProps } from '@/shell/definePage'
import { CrowdfundingLanding } from '@/features/activities/components/Crowdfunding'

function Page({ location }: PageProps) {
  const id = Number(location.query.id)
  return <CrowdfundingLanding id={Number.isSafeInteger(id) && id > 0 ? id : undefined} />
}

export default definePage(Page, { share: { timeline: true } })
