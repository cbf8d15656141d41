// /ancestry/project/:id/announcement-detail (spec 2.10): the page stays thin; its code is in src/features/project/.
import { definePage, type PageProps } from '@/shell/definePage'
import { PostDetail } from '@/features/project/components/PostPages'

function Page({ location }: PageProps) {
  return <PostDetail id={location.params.id ?? ''} postId={location.query.postId ?? ''} kind='announcement' />
}

export default definePage(Page)
