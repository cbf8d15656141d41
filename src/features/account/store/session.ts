/**
 * The session flows of spec 4 on top of the session store: signing in with a session the server
 * issued, loading the user info lazily once, logging out through the server, and the sign-out
 * codes (the request layer signs out on 1001/1003/2102; see services/request.ts).
 */
import { USER_STATE, isGuestState, type SessionData, type UserInfoData } from '@xungen/contracts'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { wechatLoginCode } from '@/platform/wechatLogin'
import { useSession } from '@/stores/session'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { recordTickedAgreements } from '@/features/consent/record'

/**
 * Set when the person logs out; the mini-program then does not sign them in again silently with
 * WeChat at the next launch (they sign in themselves). Cleared by any sign-in.
 */
export const LOGGED_OUT_KEY = 'loggedOut'

export function loggedOutByChoice(): boolean {
  return readStored<boolean>(LOGGED_OUT_KEY) === true
}

/**
 * Keeps the session the server issued (sign-in, sign-up, mini-program login, phone binding) and
 * loads the user info that goes with it. Resolves with the info, or null when it could not be
 * loaded (the token is kept: the next page load tries again).
 */
export async function startSession(session: SessionData): Promise<UserInfoData | null> {
  const store = useSession.getState()
  // a guest of the messaging app (3) or the app (2) has no phone yet; registered states have one
  const hasPhone = session.userState === USER_STATE.REGISTERED || session.userState === USER_STATE.REGISTERED_WITH_LOGOUT
  store.signIn(session.token, { userId: String(session.userId), userState: session.userState, hasPhone }, session.expiresAt)
  removeStored(LOGGED_OUT_KEY)
  // the agreements ticked on the form that led here, in the versions it showed
  await recordTickedAgreements()
  loaded = null
  return loadCurrentUser(true)
}

let loaded: Promise<UserInfoData | null> | null = null

/**
 * spec 4: "User, sct and share state are initialised lazily once." The first caller loads the
 * user info (GET user/info); later callers share that answer unless `force` asks again (after a
 * change). A sign-out code signs the user out in the request layer and resolves with null.
 */
export function loadCurrentUser(force = false): Promise<UserInfoData | null> {
  if (!useSession.getState().token) return Promise.resolve(null)
  if (loaded && !force) return loaded
  const attempt = call(ACCOUNTS.userInfo)
    .then(info => {
      // a sign-out while the call was under way wins
      if (useSession.getState().token) useSession.getState().setProfile(info)
      return info
    })
    .catch(() => {
      // a failure is not remembered: the next caller asks again
      if (loaded === attempt) loaded = null
      return null
    })
  loaded = attempt
  return attempt
}

/** Replaces the stored user info with the answer of a change (PUT user/info answers the user). */
export function updateProfile(info: UserInfoData): void {
  useSession.getState().setProfile(info)
  loaded = Promise.resolve(info)
}

/**
 * Ends the session here and on the server (POST logout ends it and clears the token cookie),
 * then forgets the user and starts a new anonymous id (spec 4: "Unauthenticating clears the user,
 * token and cookie"; "An anonymous id is created when there is no token"). The server's answer
 * is not waited on for long: a person who logs out offline is logged out here anyway.
 */
export async function logout(): Promise<void> {
  const store = useSession.getState()
  if (store.token) {
    try {
      await call(ACCOUNTS.logout)
    } catch {
      // offline, or the session was already gone: nothing more to end on the server
    }
  }
  store.signOut()
  loaded = null
  writeStored(LOGGED_OUT_KEY, true, null)
  await store.resetAnonymousId().catch(() => undefined)
}

/**
 * spec 7.3 app bridge updateToken: "stores the token, marks the user authed and sets a cookie for
 * 7 days". The server sets the cookie (HttpOnly, 7 days) for the token it is shown; a token it
 * refuses signs the person out again (the request layer's sign-out codes) and rejects.
 */
export async function acceptAppToken(token: string): Promise<void> {
  const store = useSession.getState()
  store.signIn(token, null)
  loaded = null
  await call(ACCOUNTS.tokenCookie)
  removeStored(LOGGED_OUT_KEY)
  void loadCurrentUser(true)
}

/**
 * The mini-program's WeChat login (Taro.login → code → the server): a person WeChat has not seen
 * before becomes a messaging-app guest (state 3) who can bind a phone later.
 */
export async function signInWithWechat(): Promise<UserInfoData | null> {
  const code = await wechatLoginCode()
  return startSession(await call(ACCOUNTS.wechatLogin, { body: { code } }))
}

/** spec 6: guests (states 2 and 3) are in guest mode. */
export function isGuest(): boolean {
  return isGuestState(useSession.getState().user?.userState)
}

/** for tests: forget the lazily loaded user */
export function resetLoadedUser(): void {
  loaded = null
}
