// /user/notices (spec 2.11): a thin page; its code is in src/features/notice/components/NotificationCenter.
import { definePage } from '@/shell/definePage'
import NotificationCenter from '@/features/notice/components/NotificationCenter'

export default definePage(() => <NotificationCenter initial='notices' />)
