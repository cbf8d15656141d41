/**
 * Page navigation in the mini-program: a spec URL becomes its page path with every parameter
 * in the query; tab pages are opened with switchTab; WeChat keeps at most 10 pages.
 */
import Taro from '@tarojs/taro'
import type { Route } from '@/routes'
import { locationFromPage, miniProgramUrlOf } from '@/routes/location'
import { resolvePath } from '@/routes'

export type NavigationMode = 'push' | 'replace' | 'relaunch'

export interface StackEntry {
  url: string
}

/** WeChat's page stack limit */
const MAX_STACK = 10

export async function openRoute(route: Route, url: string, mode: NavigationMode): Promise<void> {
  const [pathname, search = ''] = url.split('?')
  const params = resolvePath(pathname)?.params ?? {}
  if (route.tab) {
    // tab pages take no query; reLaunch also empties the page stack ("back to home")
    if (mode === 'relaunch') await Taro.reLaunch({ url: '/' + route.page })
    else await Taro.switchTab({ url: '/' + route.page })
    return
  }
  const target = miniProgramUrlOf(route, params, search ? '?' + search : '')
  if (mode === 'relaunch') await Taro.reLaunch({ url: target })
  else if (mode === 'replace' || Taro.getCurrentPages().length >= MAX_STACK) await Taro.redirectTo({ url: target })
  else await Taro.navigateTo({ url: target })
}

/** The mini-program cannot open web pages itself: the link is copied for the browser. */
export function openLocation(url: string): void {
  Taro.setClipboardData({ data: url }).then(() => Taro.showToast({ title: '链接已复制，请在浏览器中打开', icon: 'none', duration: 3000 }))
}

export function pageStack(): StackEntry[] {
  return Taro.getCurrentPages().map(page => {
    const loc = locationFromPage(page.route || '', (page.options || {}) as Record<string, unknown>)
    return { url: loc.path + loc.search }
  })
}

export async function goBack(delta = 1): Promise<void> {
  if (Taro.getCurrentPages().length > delta) await Taro.navigateBack({ delta })
  else await Taro.reLaunch({ url: '/pages/index/index' })
}

export function reloadPage(): void {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page) return
  const query = Object.entries(page.options || {}).map(([k, v]) => `${k}=${v}`).join('&')
  Taro.redirectTo({ url: '/' + page.route + (query ? '?' + query : '') })
}

