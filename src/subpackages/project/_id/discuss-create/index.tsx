// /ancestry/project/:id/discuss-create (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import { PostCreate } from '@/features/project/components/PostPages'

function Page({ location }: PageProps) {
  return <PostCreate id={location.params.id ?? ''} kind='discussion' />
}

export default definePage(Page)
