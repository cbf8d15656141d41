// /ancestry/genealogy-images/all (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { GenealogyImagesAll } from '@/features/families/components/Genealogy'

export default definePage(() => <GenealogyImagesAll />)
