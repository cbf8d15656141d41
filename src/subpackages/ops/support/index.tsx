// /ops/support (issue 25 item 4; the website only): features/notice/components/SupportConsole.
import { definePage } from '@/shell/definePage'
import SupportConsole from '@/features/notice/components/SupportConsole'

export default definePage(() => <SupportConsole />)
