import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/ancestry/ytree/people/:person_id'))
