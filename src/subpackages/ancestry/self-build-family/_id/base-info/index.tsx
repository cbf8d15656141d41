// /ancestry/self-build-family/:id?/base-info (spec 2.10): src/features/families.
import { definePage, type PageProps } from '@/shell/definePage'
import { SelfBuildBaseInfo } from '@/features/families/components/SelfBuilt'

function Page({ location }: PageProps) {
  return <SelfBuildBaseInfo id={location.params.id} />
}

export default definePage(Page)
