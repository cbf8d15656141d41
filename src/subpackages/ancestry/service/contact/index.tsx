// /ancestry/service/contact (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { ServiceContact } from '@/features/families/components/Info'

export default definePage(() => <ServiceContact />)
