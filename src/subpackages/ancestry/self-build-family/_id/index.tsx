// /ancestry/self-build-family/:id (spec 2.10): src/features/families.
import { definePage, type PageProps } from '@/shell/definePage'
import { SelfBuiltFamily } from '@/features/families/components/SelfBuilt'

function Page({ location }: PageProps) {
  return <SelfBuiltFamily id={location.params.id ?? ''} />
}

export default definePage(Page)
