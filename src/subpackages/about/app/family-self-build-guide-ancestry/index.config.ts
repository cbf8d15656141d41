import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/app/family-self-build-guide-ancestry'))
