/**
 * spec 3.1 userState and spec 6 roles: 1 registered, 2 app guest, 3 messaging-app guest,
 * 4 registered (also shows logout), -1 unknown.
 */
import { USER_STATE } from '../entities/user'

/** spec 6: "The logout link shows for states 1 and 4 outside the messaging app. Guest users (states 2, 3) see no logout link." */
export function showLogoutLink(state: number | null | undefined, inMessagingApp: boolean): boolean {
  return !inMessagingApp && (state === USER_STATE.REGISTERED || state === USER_STATE.REGISTERED_WITH_LOGOUT)
}

export function isGuestState(state: number | null | undefined): boolean {
  return state === USER_STATE.APP_GUEST || state === USER_STATE.WECHAT_GUEST
}

/** spec 2.11: "Logout goes to /user/logout, or /wechat/logout inside the messaging-app browser, each with a redirect to the site origin." */
export const LOGOUT_PATHS = { web: '/user/logout', wechat: '/wechat/logout' } as const

export function logoutUrl(inMessagingApp: boolean, origin: string): string {
  return `${inMessagingApp ? LOGOUT_PATHS.wechat : LOGOUT_PATHS.web}?redirect=${encodeURIComponent(origin.replace(/\/+$/, '') + '/')}`
}

/**
 * spec 5: "User info counts as present only if there is a user id and the check result has not
 * succeeded." checkResult is the server's "profile incomplete" check: succeeded = true means the
 * account still lacks its name or avatar (an account made by mini-program login), so the
 * profile step of spec 4 must be shown.
 */
export function hasUserInfo(user: { userId?: number | null; checkResult?: { succeeded: boolean } | null } | null | undefined): boolean {
  return Boolean(user && user.userId) && !user!.checkResult?.succeeded
}
