// /community/comment-detail (spec 2.1; ?id=, &kind=post for a post): src/features/community/components/PostDetail.
import { definePage } from '@/shell/definePage'
import PostDetail from '@/features/community/components/PostDetail'

export default definePage(() => <PostDetail />)
