// /app/reunion (spec 2.7): the relatives (reunion) app, its text (app/reunion) and download.
import { definePage } from '@/shell/definePage'
import { AppPage } from '@/features/content/components/Apps'

export default definePage(() => <AppPage id='relatives' contentKey='app/reunion' />)
