// /feed/detail/card (spec 2.8; ?id=): one card with its share info: src/features/community/components/ArticleDetail.
import { definePage } from '@/shell/definePage'
import ArticleDetail from '@/features/community/components/ArticleDetail'

export default definePage(() => <ArticleDetail />, { share: { timeline: true } })
