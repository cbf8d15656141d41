/**
 * The mini-program's launch: the user info when a token is held; otherwise a silent WeChat login
 * (a new person becomes a guest, state 3) unless the person logged out by choice, and only once
 * they have accepted the current service agreement and privacy policy on this device: the login
 * makes an account from their WeChat identity, which is personal information (issue 23; PIPL art. 13).
 * Until then the app runs signed out and the sign-in page asks for the agreements first.
 */
import { signinAgreementsAcceptedOnDevice } from '@/features/consent/record'
import { loadCurrentUser, loggedOutByChoice, signInWithWechat } from './session'

export function startPlatformSession(hasToken: boolean): void {
  if (hasToken) void loadCurrentUser()
  else if (!loggedOutByChoice() && signinAgreementsAcceptedOnDevice()) void signInWithWechat().catch(() => undefined)
}

export function loadCurrentUserLater(): void {
  void loadCurrentUser()
}
