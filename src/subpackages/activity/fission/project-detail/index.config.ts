import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/fission/project-detail'))
