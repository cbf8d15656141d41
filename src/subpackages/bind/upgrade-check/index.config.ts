import { pageConfig } from '@/routes/page-config'

export default definePageConfig(pageConfig('/user/persons/bind/upgrade-check'))
