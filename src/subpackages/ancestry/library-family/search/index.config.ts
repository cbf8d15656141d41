import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/ancestry/library-family/search'))
