/**
 * The one way pages move between routes: `navigate('/report/disease/detail/123')` on both
 * targets. Spec URLs in, the platform's navigation out (platform/router*.ts). Legacy URLs of
 * spec 2.19 are rewritten first; guards run again on the page that opens (shell/definePage).
 */
import { HOME_ROUTE, NOT_FOUND_ROUTE } from '@/routes'
import { resolveTarget } from '@/routes/target'
import { goBack, openLocation, openRoute, pageStack, type NavigationMode } from '@/platform/router'

export interface NavigateOptions {
  /** replace the current page instead of adding one (redirects, guards) */
  replace?: boolean
}

/**
 * Opens a spec URL. spec 2.14 keep-alive: a kept-alive page that is already open further down
 * the stack is returned to (with its state) instead of being opened again.
 */
export async function navigate(url: string, options: NavigateOptions = {}): Promise<void> {
  const target = resolveTarget(url, typeof location !== 'undefined' && location.origin ? location.origin : '')
  if (target.kind === 'external') {
    openLocation(target.url)
    return
  }
  if (target.kind === 'not-found') {
    await openRoute(NOT_FOUND_ROUTE, target.url, options.replace ? 'replace' : 'push')
    return
  }
  if (target.route.keepAlive && !options.replace) {
    const stack = pageStack()
    const index = stack.map(e => e.url).lastIndexOf(target.url)
    if (index >= 0 && index < stack.length - 1) {
      await goBack(stack.length - 1 - index)
      return
    }
  }
  const mode: NavigationMode = options.replace ? 'replace' : 'push'
  await openRoute(target.route, target.url, mode)
}

export function redirect(url: string): Promise<void> {
  return navigate(url, { replace: true })
}

/** spec 2.20: "back to home" */
export function goHome(): Promise<void> {
  return openRoute(HOME_ROUTE, '/', 'relaunch')
}

export { goBack, openLocation, resolveTarget }
export type { Target } from '@/routes/target'
