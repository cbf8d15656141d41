// /report/gene-relatives (spec 2.9, 3.10): relatives by shared DNA and the chromosome browser.
import { definePage } from '@/shell/definePage'
import Relatives from '@/features/ancestry/components/Relatives'

export default definePage(() => <Relatives />)
