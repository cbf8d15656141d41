// /interlocution/qualification (spec 2.13): questions and answers (staff's published text, else the product's documents summarised); its code is in src/features/webview/.
import { definePage } from '@/shell/definePage'
import Interlocution from '@/features/webview/components/Interlocution'

export default definePage(() => <Interlocution topic='qualification' />)
