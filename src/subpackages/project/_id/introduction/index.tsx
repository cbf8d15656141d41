// /ancestry/project/:id/introduction (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import { IntroductionPage } from '@/features/project/components/ProjectDetail'

function Page({ location }: PageProps) {
  return <IntroductionPage id={location.params.id ?? ''} />
}

export default definePage(Page)
