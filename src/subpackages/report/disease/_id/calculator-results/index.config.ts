import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/report/disease/:id/calculator-results'))
