// /ancestry/service/genealogy (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { ServiceGenealogy } from '@/features/families/components/Info'

export default definePage(() => <ServiceGenealogy />)
