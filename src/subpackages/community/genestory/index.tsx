// /genestory (spec 2.1): people's stories, reviewed before publication: src/features/community/components/ArticleList.
import { definePage } from '@/shell/definePage'
import { GeneStories } from '@/features/community/components/ArticleList'

export default definePage(() => <GeneStories />)
