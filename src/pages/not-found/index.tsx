// spec 2.20: the not-found page. On H5 it also serves every URL no route matches (the shell
// first tries the legacy redirects of 2.19, then shows the not-found texts at the same URL).
import NotFound from '@/components/NotFound'
import { currentDevice } from '@/platform/device'
import { definePage } from '@/shell/definePage'

function NotFoundPage() {
  // spec 2.20: no back-to-home button inside the app
  return <NotFound showHome={currentDevice().kind !== 'app'} />
}

export default definePage(NotFoundPage)
