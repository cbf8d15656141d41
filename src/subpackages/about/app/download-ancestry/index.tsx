// /app/download-ancestry (spec 2.7): downloading the ancestry app.
import { definePage } from '@/shell/definePage'
import { AppPage } from '@/features/content/components/Apps'

export default definePage(() => <AppPage id='ancestry' contentKey='app/download-ancestry' />)
