// /gene-club (spec 2.1, the blog): src/features/community/components/ArticleList.
import { definePage } from '@/shell/definePage'
import { GeneClub } from '@/features/community/components/ArticleList'

export default definePage(() => <GeneClub />)
