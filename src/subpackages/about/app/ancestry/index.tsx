// /app/ancestry (spec 2.7): the ancestry app, its text (app/ancestry) and download.
import { definePage } from '@/shell/definePage'
import { AppPage } from '@/features/content/components/Apps'

export default definePage(() => <AppPage id='ancestry' contentKey='app/ancestry' />)
