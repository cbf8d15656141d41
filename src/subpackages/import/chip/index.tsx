// /import/chip (spec 2.5): features/import/components/ImportChip.
import { definePage } from '@/shell/definePage'
import ImportChip from '@/features/import/components/ImportChip'

export default definePage(() => <ImportChip />)
