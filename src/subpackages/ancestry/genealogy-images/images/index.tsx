// /ancestry/genealogy-images/images (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { GenealogyPages } from '@/features/families/components/Genealogy'

export default definePage(() => <GenealogyPages />)
