/**
 * The mini-program's launch: the user info when a token is held; otherwise a silent WeChat login
 * (a new person becomes a guest, state 3) unless the person logged out by choice.
 */
import { loadCurrentUser, loggedOutByChoice, signInWithWechat } from './session'

export function startPlatformSession(hasToken: boolean): void {
  if (hasToken) void loadCurrentUser()
  else if (!loggedOutByChoice()) void signInWithWechat().catch(() => undefined)
}

export function loadCurrentUserLater(): void {
  void loadCurrentUser()
}
