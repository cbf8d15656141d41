import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/ancestry/self-build-family/edit-history-line'))
