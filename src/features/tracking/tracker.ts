/**
 * The tracker (issue 26 item 10; spec 7.3 "Tracking", 9): VIEW_PAGE_EVENT per page shown and
 * CLICK_BUTTON per named button press, batched (sent at TRACKING_BATCH.count events or every
 * TRACKING_BATCH.intervalSeconds) to the product's own endpoint with the analytics site id of the
 * device context. On only for a signed-in account (the sign-in documents accepted: no event before
 * consent; the server checks again) while IS_OPEN_PIWIK is 'true'; never in the mini-program
 * (spec 9 names no site id for it). An event names the route pattern, never the URL's values.
 */
import { analyticsSiteId, type DeviceKind } from '@xungen/contracts'
import { COMMON, TRACKING } from '@xungen/contracts/endpoints'
import { onButtonPress } from '@/lib/buttonPresses'
import { call } from '@/services/call'
import { TrackingQueue } from './queue'


let queue: TrackingQueue | null = null
let switchChecked: Promise<boolean> | null = null
let lastRouter = ''

function isOn(): Promise<boolean> {
  switchChecked ??= call(COMMON.descriptionByKey, { params: { key: 'IS_OPEN_PIWIK' } })
    .then(d => d.content === 'true')
    .catch(() => false)
  return switchChecked
}

/** a page was shown: counted when the account is signed in and the switch is on */
export async function trackPageView(router: string, device: DeviceKind, signedIn: boolean): Promise<void> {
  const siteId = analyticsSiteId(device)
  if (!signedIn || siteId === null) {
    onButtonPress(null)
    return
  }
  if (!(await isOn())) return
  queue ??= new TrackingQueue(siteId, {
    send: (site, events) => call(TRACKING.events, { body: { siteId: site, events } }),
    now: () => Date.now(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: t => clearTimeout(t as ReturnType<typeof setTimeout>)
  })
  lastRouter = router
  const q = queue
  onButtonPress(button => q.add({ event: 'CLICK_BUTTON', router: lastRouter, button }))
  q.add({ event: 'VIEW_PAGE_EVENT', router })
}

/** signing out: what waits is sent, then nothing more */
export function stopTracking(): void {
  queue?.flush()
  queue = null
  onButtonPress(null)
}
