/** spec 2.15 header menus and spec 2.11/6 logout rules. */
import { detectDevice } from '@xungen/contracts'
import { ALL_ROUTES } from '@/routes'
import { resolveTarget } from '@/routes/target'
import { MAIN_MENU, avatarMenu, logoutLinkOf, logoutUrlOf } from '../menus'

const pc = detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')
const wechat = detectDevice('Mozilla/5.0 (Linux; Android 14; wv) Mobile Safari/537.36 MicroMessenger/8.0.49')
const origin = 'https://www.xungen.example'

describe('header menus (2.15)', () => {
  it('health, ancestry, user stories, blog, community and buy, in that order', () => {
    expect(MAIN_MENU.map(m => m.label)).toEqual(['健康', '祖源', '用户故事', '博客', '社区', '购买'])
  })
  it('every menu link opens a route of the table', () => {
    const links = MAIN_MENU.flatMap(m => (m.items ? m.items.map(i => i.to) : [m.to!]))
    for (const to of links) expect(resolveTarget(to).kind).toBe('route')
    expect(ALL_ROUTES.length).toBeGreaterThan(300)
  })
  it('the avatar menu offers: switch tested person, personal center, import data, log out', () => {
    expect(avatarMenu(pc, 1, origin).map(i => i.label)).toEqual(['切换检测人', '个人中心', '导入数据', '退出登录'])
  })
})

describe('logout link (2.11, 6)', () => {
  it('goes to /user/logout with a redirect to the site origin', () => {
    expect(logoutLinkOf(pc, 1, origin)).toEqual({ label: '退出登录', to: '/user/logout?redirect=https%3A%2F%2Fwww.xungen.example%2F' })
  })
  it('goes to /wechat/logout inside the messaging-app browser', () => {
    expect(logoutUrlOf(wechat, origin)).toBe('/wechat/logout?redirect=https%3A%2F%2Fwww.xungen.example%2F')
  })
  it('the link shows outside the messaging app only (6)', () => {
    expect(logoutLinkOf(wechat, 1, origin)).toBeNull()
  })
  it('shows for user states 1 and 4 only: guests (2, 3) and unknown users (-1) get none', () => {
    expect(logoutLinkOf(pc, 4, origin)).not.toBeNull()
    for (const state of [2, 3, -1, undefined]) expect(logoutLinkOf(pc, state, origin)).toBeNull()
    expect(avatarMenu(pc, 2, origin).map(i => i.label)).not.toContain('退出登录')
  })
})
