import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/report/ngs/gene'))
