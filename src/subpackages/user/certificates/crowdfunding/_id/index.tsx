// /user/certificates/crowdfunding/:id? (spec 2.11, detail): the page stays thin; its code is in src/features/activities/.
import { definePage, type PageProps } from '@/shell/definePage'
import { CrowdfundingCertificates } from '@/features/activities/components/Crowdfunding'

function Page({ location }: PageProps) {
  return <CrowdfundingCertificates id={location.params.id} path={location.path} />
}

export default definePage(Page)
