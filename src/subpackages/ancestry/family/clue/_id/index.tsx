// /ancestry/family/clue/:id? (spec 2.10): src/features/families.
import { definePage, type PageProps } from '@/shell/definePage'
import { FamilyClues } from '@/features/families/components/Mine'

function Page({ location }: PageProps) {
  return <FamilyClues id={location.params.id} />
}

export default definePage(Page)
