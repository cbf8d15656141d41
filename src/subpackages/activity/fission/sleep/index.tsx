// /fission/sleep (spec 2.13, web-view): the demo fission activity of this page; its code is in src/features/activities/.
import { definePage, type PageProps } from '@/shell/definePage'
import { FissionLanding } from '@/features/activities/components/Fission'

function Page({ location }: PageProps) {
  return <FissionLanding activityKey='sleep' path={location.path} />
}

export default definePage(Page)
