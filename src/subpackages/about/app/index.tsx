// /app (spec 2.1, 2.7): the apps and where each downloads (configuration staff set).
import { definePage } from '@/shell/definePage'
import { AppsOverview } from '@/features/content/components/Apps'

export default definePage(() => <AppsOverview title='下载 App' />)
