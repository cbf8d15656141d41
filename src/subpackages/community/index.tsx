// /community (spec 2.1; ?module=health): a thin page; its code is in src/features/community/components/CommunityBoard.
import { definePage } from '@/shell/definePage'
import CommunityBoard from '@/features/community/components/CommunityBoard'

export default definePage(() => <CommunityBoard />)
