// /ancestry/ancestor/:id? (spec 2.10): src/features/families.
import { definePage, type PageProps } from '@/shell/definePage'
import { Ancestor } from '@/features/families/components/Info'

function Page({ location }: PageProps) {
  return <Ancestor id={location.params.id} />
}

export default definePage(Page)
