// /feed/detail/:id? (spec 2.8): one article, story or blog post with its share info: src/features/community/components/ArticleDetail.
import { definePage } from '@/shell/definePage'
import ArticleDetail from '@/features/community/components/ArticleDetail'

export default definePage(() => <ArticleDetail />, { share: { timeline: true } })
