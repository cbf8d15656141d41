/** The inputs of the entry decision (routes/entry.ts), read from the stores and the platform. */
import { APP_ENV, REUNION_HOSTS } from '@/config/env'
import { currentDevice } from '@/platform/device'
import { pageStack } from '@/platform/router'
import { resolvePath } from '@/routes'
import type { EntryContext } from '@/routes/entry'
import { useBindStore } from '@/stores/bind'
import { useSession } from '@/stores/session'
import { currentOrigin } from '@/platform/currentLocation'

const DETECTION_STATUS = '/user/persons/detection-status/:barcode?'

export function entryContext(): EntryContext {
  const session = useSession.getState()
  const stack = pageStack()
  // the page before this one (this page is already on the stack when it renders)
  const previous = stack.length >= 2 ? stack[stack.length - 2] : null
  const previousRoute = previous ? resolvePath(previous.url.replace(/\?.*$/, ''))?.route : null
  const { origin, host } = currentOrigin()
  return {
    env: APP_ENV,
    host,
    origin,
    reunionHosts: REUNION_HOSTS,
    authed: Boolean(session.token),
    hasPhone: Boolean(session.user?.hasPhone),
    device: currentDevice(),
    fromDetectionStatus: previousRoute?.pattern === DETECTION_STATUS,
    hasBarcodeInfo: Boolean(useBindStore.getState().barcodeInfo)
  }
}
