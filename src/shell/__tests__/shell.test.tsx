/**
 * Pages as a visitor sees them (H5 runtime in jsdom): the shared "not built yet" page inside
 * its layout, the not-found page, the guard sending a visitor to sign-in, and the route
 * parameters hook.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import NotBuiltPage from '@/shell/NotBuiltPage'
import NotFoundPage from '@/pages/not-found'
import { definePage, type PageProps } from '@/shell/definePage'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSession } from '@/stores/session'
import { NOT_BUILT_SENTENCE } from '@/components/NotBuilt'
import { NOT_FOUND_TEXTS } from '@/components/NotFound'

const testUtils = new TestUtils()

function visit(url: string) {
  window.history.replaceState({}, '', url)
}

function text(): string {
  return document.body.textContent || ''
}

beforeEach(() => {
  useSession.getState().signOut()
  document.body.innerHTML = ''
})

describe('not built yet', () => {
  it('shows the route\'s title, the sentence and a way home, inside the report layout', async () => {
    visit('/report/disease/detail/123')
    await testUtils.mount(NotBuiltPage, {})
    await testUtils.queries.waitForQuerySelector('.xg-not-built__title')
    expect(document.querySelector('.xg-not-built__title')?.textContent).toBe('遗传风险详情')
    expect(text()).toContain(NOT_BUILT_SENTENCE)
    expect(text()).toContain('返回首页')
    // the report layout: its side navigation and the site header (a desktop browser)
    expect(document.querySelector('.xg-frame--report')).not.toBeNull()
    expect(document.querySelector('.xg-frame__menu-link--active')?.textContent).toBe('遗传风险')
    expect(document.querySelector('.xg-header')).not.toBeNull()
    expect(document.title).toBe('遗传风险详情 - 基因寻根')
  })
})

describe('not found (2.20)', () => {
  it('an unknown URL shows the not-found texts and a back-to-home button', async () => {
    visit('/no/such/page')
    await testUtils.mount(NotFoundPage, {})
    await testUtils.queries.waitForQuerySelector('.xg-not-found__title')
    expect(text()).toContain(NOT_FOUND_TEXTS.title)
    for (const reason of NOT_FOUND_TEXTS.reasons) expect(text()).toContain(reason)
    expect(text()).toContain('返回首页')
  })
})

describe('guards (2.18)', () => {
  it('a guarded page shows nothing of itself to a visitor and sends them to sign-in', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'redirectTo:ok' }))
    visit('/user/orders?tab=paid')
    await testUtils.mount(NotBuiltPage, {})
    await testUtils.queries.waitForQuerySelector('.xg-page-leaving')
    expect(document.querySelector('.xg-not-built')).toBeNull()
    await new Promise(r => setTimeout(r, 0))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/auth/signin?from=%2Fuser%2Forders%3Ftab%3Dpaid' })
    redirectTo.mockRestore()
  })

  it('a signed-in user sees the page', async () => {
    // the account centre's side menu loads the user info (GET user/info): answered here as the server would
    const info = { id: 1, userId: 1, userName: '林晓', phoneNumber: '138****8000', nationCode: '86', isWechat: false, userState: 1, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' }, avatarUrl: null, avatarReview: null, hasPassword: false, checkResult: { succeeded: false }, createdAt: 1 }
    // the website's transport is the browser's fetch (platform/http.ts)
    const request = jest.fn(async (url: string) => {
      // and the agreements' status the page frame asks for (nothing to accept again)
      const data = url.includes('/agreements') ? { list: [], pending: [] } : info
      return { status: 200, text: async () => JSON.stringify({ code: 0, message: '', data }) }
    })
    const fetchBefore = globalThis.fetch
    globalThis.fetch = request as unknown as typeof fetch
    useSession.getState().signIn('token-1', { userId: '1', userState: 1, hasPhone: true })
    visit('/user/orders')
    await testUtils.mount(NotBuiltPage, {})
    await testUtils.queries.waitForQuerySelector('.xg-not-built__title')
    expect(document.querySelector('.xg-not-built__title')?.textContent).toBe('我的订单')
    // the user-home layout's side menu marks the page, under the signed-in person
    expect(document.querySelector('.xg-frame__menu-link--active')?.textContent).toBe('我的订单')
    await testUtils.queries.waitForQuerySelector('.xg-user-card__meta')
    await new Promise(r => setTimeout(r, 20))
    expect(document.querySelector('.xg-user-card__name')?.textContent).toBe('林晓')
    expect(document.querySelector('.xg-user-card__meta')?.textContent).toBe('+86 138****8000')
    expect(request.mock.calls.map(c => String(c[0]))).toContainEqual(expect.stringMatching(/^\/web\/api\/new\/user\/info\?/))
    globalThis.fetch = fetchBefore
  })
})

describe('useRouteParams', () => {
  function Params(_props: PageProps) {
    const params = useRouteParams<{ id?: string; from?: string }>()
    return <div className='params'>{`${params.id}|${params.from}`}</div>
  }
  const ParamsPage = definePage(Params)

  it('path parameters from the URL path, query parameters from the query, decoded', async () => {
    visit('/ancestry/family/42?from=%E5%AE%B6%E8%B0%B1')
    await testUtils.mount(ParamsPage, {})
    const el = await testUtils.queries.waitForQuerySelector('.params')
    expect(el.textContent).toBe('42|家谱')
  })
})
