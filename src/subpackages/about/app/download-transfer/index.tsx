// /app/download-transfer (spec 2.7): the download page links lead to; every app for this device.
import { definePage } from '@/shell/definePage'
import { AppsOverview } from '@/features/content/components/Apps'

export default definePage(() => <AppsOverview title='下载 App' />)
