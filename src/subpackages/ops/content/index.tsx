// /ops/content (issue 26 item 2; the website only): features/content/components/ContentConsole.
import { definePage } from '@/shell/definePage'
import ContentConsole from '@/features/content/components/ContentConsole'

export default definePage(() => <ContentConsole />)
