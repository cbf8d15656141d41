import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/report/carrier-status/detail/:id'))
