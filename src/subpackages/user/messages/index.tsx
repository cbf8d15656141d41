// /user/messages (spec 2.11; ?id= opens a thread): a thin page; its code is in src/features/notice/components/MessageCenter.
import { definePage } from '@/shell/definePage'
import MessageCenter from '@/features/notice/components/MessageCenter'

export default definePage(() => <MessageCenter />)
