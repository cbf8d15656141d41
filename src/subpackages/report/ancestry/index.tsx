// /report/ancestry (spec 2.9): the ancestry report's home; its code is in src/features/ancestry/.
import { definePage } from '@/shell/definePage'
import { AncestryHome } from '@/features/ancestry/components/AncestryReport'

export default definePage(() => <AncestryHome />)
