/** spec 2.15 site header, as a visitor and as a signed-in user. */
import TestUtils from '@tarojs/test-utils-react'
import { detectDevice, LOCAL_STORAGE_KEYS } from '@xungen/contracts'
import SiteHeader from '@/components/SiteHeader'
import { DRAWER_RESTORED_MARK } from '@/components/SiteHeader/drawerMark'
import { useSession } from '@/stores/session'

const testUtils = new TestUtils()
const pc = detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')

function Header() {
  return <SiteHeader device={pc} />
}

beforeEach(() => {
  useSession.getState().signOut()
  window.localStorage.clear()
  document.body.innerHTML = ''
})

function labels(selector: string): string[] {
  return [...document.querySelectorAll(selector)].map(e => e.textContent || '')
}

it('logged out: menus, import-data and login/register buttons; no "my results"', async () => {
  await testUtils.mount(Header, {})
  await testUtils.queries.waitForQuerySelector('.xg-header__login')
  expect(labels('.xg-header__nav > .xg-header__item > .xg-header__trigger, .xg-header__nav > a.xg-header__item')).toEqual(['健康', '祖源', '用户故事', '博客', '社区', '购买'])
  expect(document.querySelector('.xg-header__login')?.getAttribute('href')).toBe('/auth/signin')
  expect(document.querySelector('.xg-header__import')?.getAttribute('href')).toBe('/import')
  expect(document.querySelector('.xg-header__results')).toBeNull()
})

it('logged in: "my results", notifications and messages with "view all", and the avatar menu', async () => {
  useSession.getState().signIn('t', { userId: 'u', userState: 1, hasPhone: true })
  await testUtils.mount(Header, {})
  await testUtils.queries.waitForQuerySelector('.xg-header__results')
  expect(document.querySelector('.xg-header__login')).toBeNull()
  expect(labels('.xg-header__inbox-all')).toEqual(['查看全部', '查看全部'])
  expect([...document.querySelectorAll('.xg-header__inbox-all')].map(a => a.getAttribute('href'))).toEqual(['/user/notices', '/user/messages'])
  expect(labels('.xg-header__item--avatar .xg-header__menu-label')).toEqual(['切换检测人', '个人中心', '导入数据', '退出登录'])
})

it('the mobile drawer\'s open state is kept in local storage and restored', async () => {
  await testUtils.mount(Header, {})
  const burger = await testUtils.queries.waitForQuerySelector('.xg-header__burger')
  testUtils.act(() => { testUtils.fireEvent.click(burger) })
  expect(document.querySelector('.xg-drawer')).not.toBeNull()
  expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.drawerOpened)).toBe('1')

  // a reload: a new window, whose header restores the drawer from the storage
  document.body.innerHTML = ''
  delete (window as unknown as Record<string, unknown>)[DRAWER_RESTORED_MARK]
  await testUtils.mount(Header, {})
  await testUtils.queries.waitForQuerySelector('.xg-drawer')
  testUtils.act(() => { testUtils.fireEvent.click(document.querySelector('.xg-header__burger')!) })
  expect(document.querySelector('.xg-drawer')).toBeNull()
  expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.drawerOpened)).toBe('0')
})

it('a page opened by a navigation inside the app starts with the drawer closed, even when the drawer was open', async () => {
  await testUtils.mount(Header, {})
  const burger = await testUtils.queries.waitForQuerySelector('.xg-header__burger')
  testUtils.act(() => { testUtils.fireEvent.click(burger) })
  expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.drawerOpened)).toBe('1')
  // the next page's header (same window: a navigation, not a reload)
  document.body.innerHTML = ''
  await testUtils.mount(Header, {})
  await testUtils.queries.waitForQuerySelector('.xg-header__burger')
  expect(document.querySelector('.xg-drawer')).toBeNull()
  expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.drawerOpened)).toBe('0')
})

it('turns opaque once the page scrolls past the threshold', async () => {
  function OverHero() {
    return <SiteHeader device={pc} overHero />
  }
  await testUtils.mount(OverHero, {})
  const header = await testUtils.queries.waitForQuerySelector('.xg-header')
  expect(header.className).toContain('xg-header--clear')
  testUtils.act(() => {
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
  expect(document.querySelector('.xg-header')!.className).toContain('xg-header--opaque')
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})
