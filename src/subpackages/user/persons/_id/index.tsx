// /user/persons/:id (spec 2.11): one tested person (features/persons/components/PersonDetail).
import { definePage, type PageProps } from '@/shell/definePage'
import PersonDetail from '@/features/persons/components/PersonDetail'

function Page({ location }: PageProps) {
  return <PersonDetail id={location.params.id ?? ''} />
}

export default definePage(Page)
