import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/ancestry/family/family-match-detail'))
