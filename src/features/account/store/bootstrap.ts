/**
 * The session at launch (spec 4): the user info is loaded once when a token is held (a token the
 * server no longer knows signs out with 1001/1003/2102); an anonymous id exists whenever there is
 * no token or the user is a guest; the mini-program signs in silently with WeChat (a new person
 * becomes a guest, state 3) unless the person logged out; the app bridge is installed in our
 * apps. A forced sign-out on a page that needs login sends the person to sign-in (spec 2.18).
 */
import { isGuestState } from '@xungen/contracts'
import { redirect } from '@/navigation'
import { openLocation } from '@/platform/router'
import { startPlatformSession } from '@/features/account/store/sessionStart'
import { decideEntry } from '@/routes/entry'
import { currentLocation } from '@/platform/currentLocation'
import { entryContext } from '@/shell/entryContext'
import { useSession } from '@/stores/session'

/** Pages that sign out themselves and then leave on their own. */
const LEAVES_BY_ITSELF = ['/user/logout', '/wechat/logout']

/** After a sign-out: the page shown sends its visitor where its guard says (sign-in with from), if it needs login. */
export function leaveGuardedPage(): void {
  let loc
  try {
    loc = currentLocation()
  } catch {
    return
  }
  if (!loc.route || LEAVES_BY_ITSELF.includes(loc.route.pattern)) return
  const decision = decideEntry(loc, entryContext())
  if (decision.kind === 'redirect') void redirect(decision.to)
  else if (decision.kind === 'location') openLocation(decision.url, true)
}

let started = false

export function bootstrapSession(): void {
  if (started) return
  started = true
  const store = useSession.getState()
  // the user info, the mini-program's WeChat login, the app bridge (sessionStart*.ts)
  startPlatformSession(Boolean(store.token))
  // spec 4: "An anonymous id is created when there is no token or in guest mode."
  if (!store.token || isGuestState(store.user?.userState)) void store.ensureAnonymousId().catch(() => undefined)
  useSession.subscribe((now, before) => {
    if (before.token && !now.token) leaveGuardedPage()
    if (isGuestState(now.user?.userState) && !now.anonymousId) void now.ensureAnonymousId().catch(() => undefined)
  })
}
