/**
 * Page navigation on H5: the spec URL is the browser URL (history mode, base '/'). The
 * mini-program variant is router.weapp.ts.
 */
import Taro from '@tarojs/taro'
import type { Route } from '@/routes'
import { locationFromUrl } from '@/routes/location'

export type NavigationMode = 'push' | 'replace' | 'relaunch'

export interface StackEntry {
  /** spec URL of a page in the stack */
  url: string
}

/** Opens a resolved route. `url` is the spec URL with its query. */
export async function openRoute(_route: Route, url: string, mode: NavigationMode): Promise<void> {
  if (mode === 'replace') await Taro.redirectTo({ url })
  else if (mode === 'relaunch') await Taro.reLaunch({ url })
  else await Taro.navigateTo({ url })
}

/** Leaves the app for another URL (a server page on this host, or another site). */
export function openLocation(url: string, replace = false): void {
  if (replace) window.location.replace(url)
  else window.location.assign(url)
}

/** The page stack, oldest first, as spec URLs. */
export function pageStack(): StackEntry[] {
  let pages: Taro.Page[] = []
  try {
    pages = Taro.getCurrentPages()
  } catch {
    // the router is not running (before the app mounts, in component tests)
    return []
  }
  return pages.map(page => {
    const path = String((page as { path?: string }).path || '')
    const [pathname, search = ''] = path.split('?')
    const loc = locationFromUrl(pathname, search ? '?' + search : '')
    delete loc.query.stamp
    const query = Object.entries(loc.query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
    return { url: pathname + (query ? '?' + query : '') }
  })
}

export async function goBack(delta = 1): Promise<void> {
  if (Taro.getCurrentPages().length > delta) await Taro.navigateBack({ delta })
  else window.history.back()
}

export function reloadPage(): void {
  window.location.reload()
}
