/**
 * Page navigation in the mini-program: a spec URL becomes its page path with every parameter
 * in the query; tab pages are opened with switchTab, which takes no query, so their query travels
 * through stores/tabQuery; WeChat keeps at most 10 pages. A navigation WeChat refuses (a full page
 * stack, a page that fails to load, a busy router) is retried once as a redirect and otherwise
 * told to the person, never left as an unhandled rejection.
 */
import Taro from '@tarojs/taro'
import { MESSAGES } from '@xungen/contracts'
import type { Route } from '@/routes'
import { locationFromPage, miniProgramUrlOf, parseSearch } from '@/routes/location'
import { resolvePath, routeByPage } from '@/routes'
import { useTabQuery } from '@/stores/tabQuery'
import { copyText } from './clipboard'

export type NavigationMode = 'push' | 'replace' | 'relaunch'

export interface StackEntry {
  url: string
}

/** WeChat's page stack limit */
const MAX_STACK = 10

function tell(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: 3000 }).catch(() => undefined)
}

function errMsgOf(err: unknown): string {
  return String((err as { errMsg?: string } | null)?.errMsg ?? (err as Error | null)?.message ?? err)
}

/** a WeChat navigation call; false (and the person told) when WeChat refused it */
async function attempt(run: () => Promise<unknown>, what: string): Promise<boolean> {
  try {
    await run()
    return true
  } catch (err) {
    console.warn(`${what} refused: ${errMsgOf(err)}`)
    return false
  }
}

export async function openRoute(route: Route, url: string, mode: NavigationMode): Promise<void> {
  const [pathname, search = ''] = url.split('?')
  const params = resolvePath(pathname)?.params ?? {}
  if (route.tab) {
    // tab pages take no query: the tab page reads it from the store (shell/useSpecLocation)
    useTabQuery.getState().open(route.pattern, { ...params, ...parseSearch(search) })
    const page = '/' + route.page
    // reLaunch also empties the page stack ("back to home")
    const ok = mode === 'relaunch' ? await attempt(() => Taro.reLaunch({ url: page }), 'reLaunch') : await attempt(() => Taro.switchTab({ url: page }), 'switchTab')
    if (!ok && !(await attempt(() => Taro.reLaunch({ url: page }), 'reLaunch'))) tell(MESSAGES.miniProgram.navigateFailed)
    return
  }
  const target = miniProgramUrlOf(route, params, search ? '?' + search : '')
  let ok: boolean
  if (mode === 'relaunch') ok = await attempt(() => Taro.reLaunch({ url: target }), 'reLaunch')
  else if (mode === 'replace' || Taro.getCurrentPages().length >= MAX_STACK) ok = await attempt(() => Taro.redirectTo({ url: target }), 'redirectTo')
  // a full stack (another page opened meanwhile) refuses navigateTo: replace the current page instead
  else ok = (await attempt(() => Taro.navigateTo({ url: target }), 'navigateTo')) || (await attempt(() => Taro.redirectTo({ url: target }), 'redirectTo'))
  if (!ok) tell(MESSAGES.miniProgram.navigateFailed)
}

/** The mini-program cannot open web pages itself: the link is copied for the browser. */
export function openLocation(url: string): void {
  void copyText(url, MESSAGES.miniProgram.linkCopied).then(r => tell(r.message))
}

export function pageStack(): StackEntry[] {
  return Taro.getCurrentPages().map(page => {
    const loc = locationFromPage(page.route || '', (page.options || {}) as Record<string, unknown>)
    return { url: loc.path + loc.search }
  })
}

export async function goBack(delta = 1): Promise<void> {
  if (Taro.getCurrentPages().length > delta && (await attempt(() => Taro.navigateBack({ delta }), 'navigateBack'))) return
  if (!(await attempt(() => Taro.reLaunch({ url: '/pages/index/index' }), 'reLaunch'))) tell(MESSAGES.miniProgram.navigateFailed)
}

/**
 * Opens the current page again (the error view's 重新加载). redirectTo cannot open a tab page:
 * a tab page is relaunched (its query stays in stores/tabQuery), any other page redirected to itself.
 */
export async function reloadPage(): Promise<void> {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page) return
  const route = routeByPage(String(page.route || '').replace(/^\//, ''))
  const query = Object.entries(page.options || {}).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')
  const url = '/' + page.route + (query ? '?' + query : '')
  const ok = route?.tab ? await attempt(() => Taro.reLaunch({ url: '/' + route.page }), 'reLaunch') : await attempt(() => Taro.redirectTo({ url }), 'redirectTo')
  if (!ok) tell(MESSAGES.miniProgram.navigateFailed)
}
