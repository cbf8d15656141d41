// /feed/topics (spec 2.8): staff's articles and cards: src/features/community/components/ArticleList.
import { definePage } from '@/shell/definePage'
import { FeedTopics } from '@/features/community/components/ArticleList'

export default definePage(() => <FeedTopics />)
