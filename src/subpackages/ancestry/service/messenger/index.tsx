// /ancestry/service/messenger (spec 2.10): src/features/families.
import { definePage } from '@/shell/definePage'
import { ServiceMessenger } from '@/features/families/components/Info'

export default definePage(() => <ServiceMessenger />)
