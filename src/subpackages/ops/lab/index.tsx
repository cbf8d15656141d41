// /ops/lab (issue "From kit to report" item 4; the website only): features/lab/components/LabConsole.
import { definePage } from '@/shell/definePage'
import LabConsole from '@/features/lab/components/LabConsole'
import '@/features/import/components/import.scss'

export default definePage(() => <LabConsole />)
