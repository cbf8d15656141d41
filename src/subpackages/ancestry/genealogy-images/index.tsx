// /ancestry/genealogy-images (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { GenealogyImages } from '@/features/families/components/Genealogy'

export default definePage(() => <GenealogyImages />)
