/**
 * Navigation in the mini-program (issue 23 items 2 and 6): a tab page's query travels through
 * stores/tabQuery (switchTab takes none); WeChat's refusals are retried or told, never thrown;
 * reloading a tab page relaunches it (redirectTo cannot open a tab page).
 */
import Taro from '@tarojs/taro'
import { routeByPattern } from '@/routes'
import { useTabQuery } from '@/stores/tabQuery'
import { openRoute, reloadPage } from '../router.weapp'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { switchTab: jest.fn(), reLaunch: jest.fn(), navigateTo: jest.fn(), redirectTo: jest.fn(), navigateBack: jest.fn(), showToast: jest.fn(), getCurrentPages: jest.fn(), setClipboardData: jest.fn() }
}))

const wx = jest.mocked(Taro)
const ok = () => Promise.resolve({ errMsg: 'ok' } as never)
const refused = (errMsg: string) => () => Promise.reject({ errMsg })

beforeEach(() => {
  for (const fn of Object.values(wx)) if (typeof fn === 'function' && 'mockReset' in fn) (fn as jest.Mock).mockReset()
  for (const k of ['switchTab', 'reLaunch', 'navigateTo', 'redirectTo', 'navigateBack', 'showToast'] as const) (wx[k] as jest.Mock).mockImplementation(ok)
  wx.getCurrentPages.mockReturnValue([] as never)
  useTabQuery.setState({ queries: {} })
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

const report = () => routeByPattern('/report')!

test('a tab page opened with a query: switchTab without it, the query kept for the tab page', async () => {
  await openRoute(report(), '/report?barcode=XG0000000028', 'push')
  expect(wx.switchTab).toHaveBeenCalledWith({ url: '/pages/report/index' })
  expect(useTabQuery.getState().queries['/report']).toEqual({ barcode: 'XG0000000028' })
  // opened again without a query: the old one does not linger
  await openRoute(report(), '/report', 'push')
  expect(useTabQuery.getState().queries['/report']).toEqual({})
})

test('every tab page carries its query the same way', async () => {
  for (const pattern of ['/', '/report', '/shop/gene', '/user'] as const) {
    const route = routeByPattern(pattern)!
    expect(route.tab).toBeTruthy()
    await openRoute(route, `${pattern === '/' ? '' : pattern}?from=share`, 'push')
    expect(useTabQuery.getState().queries[pattern]).toEqual({ from: 'share' })
  }
})

test('a refused navigateTo (a full stack) is retried as a redirect', async () => {
  wx.navigateTo.mockImplementation(refused('navigateTo:fail webview count limit exceed'))
  await openRoute(routeByPattern('/report/overview')!, '/report/overview?barcode=X', 'push')
  expect(wx.redirectTo).toHaveBeenCalledWith({ url: '/subpackages/report/overview/index?barcode=X' })
  expect(wx.showToast).not.toHaveBeenCalled()
})

test('when WeChat refuses every way, the person is told and nothing is thrown', async () => {
  wx.navigateTo.mockImplementation(refused('navigateTo:fail'))
  wx.redirectTo.mockImplementation(refused('redirectTo:fail'))
  await expect(openRoute(routeByPattern('/report/overview')!, '/report/overview', 'push')).resolves.toBeUndefined()
  expect(wx.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '页面打开失败，请稍后再试' }))
  wx.switchTab.mockImplementation(refused('switchTab:fail'))
  wx.reLaunch.mockImplementation(refused('reLaunch:fail'))
  await expect(openRoute(report(), '/report', 'push')).resolves.toBeUndefined()
})

test('reloading a tab page relaunches it (redirectTo cannot open a tab page); another page is redirected to itself', async () => {
  wx.getCurrentPages.mockReturnValue([{ route: 'pages/report/index', options: {} }] as never)
  await reloadPage()
  expect(wx.redirectTo).not.toHaveBeenCalled()
  expect(wx.reLaunch).toHaveBeenCalledWith({ url: '/pages/report/index' })

  wx.getCurrentPages.mockReturnValue([{ route: 'subpackages/report/disease/detail/_id/index', options: { id: '12', from: 'a b' } }] as never)
  await reloadPage()
  expect(wx.redirectTo).toHaveBeenCalledWith({ url: '/subpackages/report/disease/detail/_id/index?id=12&from=a%20b' })
})
