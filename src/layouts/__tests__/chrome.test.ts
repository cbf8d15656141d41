/** spec 2.14 layouts and 2.15 header rules, by device context. */
import { detectDevice } from '@xungen/contracts'
import { chromeOf } from '../chrome'
import { activeMenuLink, REPORT_SIDE_NAV, USER_MENU } from '../menus'

const pc = detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')
const mobile = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1')
const wechat = detectDevice('Mozilla/5.0 (Linux; Android 14; wv) Mobile Safari/537.36 MicroMessenger/8.0.49')
const app = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 XungenApp/3.4.0')
const mini = detectDevice('', { miniProgram: true })

describe('site header (2.15): desktop and plain browsers only', () => {
  it.each([
    ['PC', pc, true], ['mobile browser', mobile, true], ['messaging-app browser', wechat, false], ['app', app, false], ['mini-program', mini, false]
  ] as const)('%s: %s', (_name, device, shown) => {
    expect(chromeOf({ layout: 'default', device, shareMode: false }).siteHeader).toBe(shown)
  })
})

describe('footer (2.14): only outside the app and the messaging-app web views; not in share mode (6)', () => {
  it.each([
    ['PC', pc, true], ['mobile browser', mobile, true], ['messaging-app browser', wechat, false], ['app', app, false], ['mini-program', mini, false]
  ] as const)('%s: %s', (_name, device, shown) => {
    expect(chromeOf({ layout: 'default', device, shareMode: false }).footer).toBe(shown)
  })
  it('share mode hides it', () => {
    expect(chromeOf({ layout: 'report', device: pc, shareMode: true }).footer).toBe(false)
  })
})

describe('layouts (2.14)', () => {
  it('user-home: side menu plus header and footer', () => {
    expect(chromeOf({ layout: 'user-home', device: pc, shareMode: false })).toMatchObject({ userMenu: true, siteHeader: true, footer: true })
  })
  it('report: side navigation, skipped in the app and the mini-program (2.9)', () => {
    expect(chromeOf({ layout: 'report', device: pc, shareMode: false })).toMatchObject({ reportFrame: true, reportSideNav: true })
    expect(chromeOf({ layout: 'report', device: app, shareMode: false }).reportSideNav).toBe(false)
    expect(chromeOf({ layout: 'report', device: mini, shareMode: false }).reportSideNav).toBe(false)
    expect(chromeOf({ layout: 'report', device: wechat, shareMode: false }).reportSideNav).toBe(true)
  })
  it('mobile-only and bind pages are phone-width everywhere', () => {
    expect(chromeOf({ layout: 'mobile-only', device: pc, shareMode: false }).phoneWidth).toBe(true)
    expect(chromeOf({ layout: 'bind', device: pc, shareMode: false }).phoneWidth).toBe(true)
    expect(chromeOf({ layout: 'default', device: pc, shareMode: false }).phoneWidth).toBe(false)
  })
  it('default-gray has the gray background', () => {
    expect(chromeOf({ layout: 'default-gray', device: pc, shareMode: false }).grayBackground).toBe(true)
    expect(chromeOf({ layout: 'default', device: pc, shareMode: false }).grayBackground).toBe(false)
  })
  it('blank shows no frame at all', () => {
    expect(chromeOf({ layout: 'blank', device: pc, shareMode: false })).toMatchObject({ siteHeader: false, footer: false })
  })
})

describe('side menus', () => {
  it('the report side navigation lists ancestry and every health area, fitness and skin included, by its one name', () => {
    expect(REPORT_SIDE_NAV.map(l => l.to)).toEqual(['/report/ancestry', '/report/disease', '/report/carrier-status', '/report/drug', '/report/traits', '/report/nutrition', '/report/fitness/classify', '/report/skin/classify'])
    expect(REPORT_SIDE_NAV.slice(1).map(l => l.label)).toEqual(['遗传风险', '遗传病携带', '药物反应', '遗传特征', '营养需求', '运动健身', '皮肤特质'])
  })
  it('marks the entry a page belongs to', () => {
    expect(activeMenuLink('/report/disease/detail/3', REPORT_SIDE_NAV)).toBe('/report/disease')
    expect(activeMenuLink('/user/orders/12', USER_MENU)).toBe('/user/orders')
    expect(activeMenuLink('/user', USER_MENU)).toBe('/user')
    expect(activeMenuLink('/user/unknown', USER_MENU)).toBeNull()
  })
})
