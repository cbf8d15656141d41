/**
 * The launch part of the session that differs by target (features/account/bootstrap.ts calls it).
 * In the browser: the user info when a token is held, the app bridge inside our apps. Both load
 * their code when needed, so that a visitor's first page does not carry the request layer.
 */
import { currentDevice } from '@/platform/device'

export function startPlatformSession(hasToken: boolean): void {
  if (hasToken) void import('./session').then(m => m.loadCurrentUser())
  if (currentDevice().kind === 'app') void import('@/features/appBridge/install').then(m => m.installAppBridge())
}

/** Loads the user info once (spec 4), without making the caller's chunk carry the request layer. */
export function loadCurrentUserLater(): void {
  void import('./session').then(m => m.loadCurrentUser())
}
