/** spec 2.18 route guards, row by row. */
import { detectDevice } from '@xungen/contracts'
import {
  BIND_GUARD_MESSAGE, LOGIN_REQUIRED_PREFIXES, PUBLIC_EXCEPTIONS, bindGuard, bindPageOf, isSafeRedirectPath, loginGuard,
  requiresLogin, returnPathOf, safeRedirectPath, type BindGuardInput, type GuardInput
} from '../guards'

const pc = detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')
const iphone = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1')
const wechatPhone = detectDevice('Mozilla/5.0 (Linux; Android 14; wv) Mobile Safari/537.36 MicroMessenger/8.0.49')
const wechatDesktop = detectDevice('Mozilla/5.0 (Windows NT 10.0; WOW64) Chrome/107.0 wxwork/4.1.22 MicroMessenger/7.0.1')
const app = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 XungenApp/3.4.0')

function input(path: string, over: Partial<GuardInput> = {}): GuardInput {
  return { path, search: '', authed: false, device: pc, env: 'prod', host: 'www.xungen.example', origin: 'https://www.xungen.example', reunionHosts: ['xunqin.example'], ...over }
}

describe('login-required prefixes (2.18)', () => {
  it.each([
    ['/auth/modify'], ['/user'], ['/user/info'], ['/user/orders'], ['/buy/invoice'], ['/buy/speed-package'], ['/buy/upgrade'],
    ['/buy/express'], ['/buy/express/delivery'], ['/buy/express/SF1234'], ['/notice'], ['/notice/msg'],
    ['/ancestry/reunion/list'], ['/ancestry/reunion/edit'], ['/ancestry/reunion/edit/7'], ['/import/chip'], ['/import/yfull'],
    ['/ancestry/family-tree'], ['/ancestry/family-tree/person/9'], ['/user/persons/bind/name']
  ])('%s requires login', path => expect(requiresLogin(path)).toBe(true))

  it.each([
    ['/'], ['/auth/signin'], ['/auth/signup'], ['/buy/order'], ['/buy/standard/order'], ['/import'], ['/ancestry/reunion'],
    ['/ancestry/reunion/platform'], ['/ancestry/family'], ['/ancestry/family/42'], ['/report/disease/detail/1'], ['/user-guide']
  ])('%s is public', path => expect(requiresLogin(path)).toBe(false))

  it('the public exceptions: below /user/orders/ and the bind instructions', () => {
    expect(requiresLogin('/user/orders/retrieve')).toBe(false)
    expect(requiresLogin('/user/orders/123')).toBe(false)
    expect(requiresLogin('/user/orders')).toBe(true) // the list itself stays behind login
    expect(requiresLogin('/user/persons/bind/instructions')).toBe(false)
    expect(requiresLogin('/user/persons/bind/barcode')).toBe(true)
  })

  it('matches the way the router does: letter case and a trailing slash change nothing', () => {
    expect(requiresLogin('/USER/info')).toBe(true)
    expect(requiresLogin('/user/info/')).toBe(true)
    expect(requiresLogin('/User/Orders/5')).toBe(false)
  })

  it('the lists are the spec\'s', () => {
    expect(LOGIN_REQUIRED_PREFIXES).toHaveLength(12)
    expect(PUBLIC_EXCEPTIONS).toEqual(['/user/orders/', '/user/persons/bind/instructions'])
  })
})

describe('redirect target (2.18)', () => {
  it('an unauthenticated visitor goes to /auth/signin?from={encoded original path}, query kept', () => {
    expect(loginGuard(input('/user/info', { search: '?tab=avatar' }))).toEqual({ kind: 'redirect', to: '/auth/signin?from=%2Fuser%2Finfo%3Ftab%3Davatar' })
  })

  it('the family-tree path is stored as its base path', () => {
    expect(loginGuard(input('/ancestry/family-tree/person/9', { search: '?x=1' }))).toEqual({ kind: 'redirect', to: '/auth/signin?from=%2Fancestry%2Ffamily-tree' })
    expect(returnPathOf('/ancestry/family-tree/gallery/photos')).toBe('/ancestry/family-tree')
  })

  it('in the messaging-app mobile browser: {host}/login?from=...', () => {
    expect(loginGuard(input('/user/orders', { device: wechatPhone }))).toEqual({ kind: 'location', url: 'https://www.xungen.example/login?from=%2Fuser%2Forders' })
  })

  it('a plain mobile browser uses the sign-in page', () => {
    expect(loginGuard(input('/user/orders', { device: iphone }))).toEqual({ kind: 'redirect', to: '/auth/signin?from=%2Fuser%2Forders' })
  })

  it('the messaging-app browser on a desktop (WeCom) uses the normal sign-in page', () => {
    expect(loginGuard(input('/user/orders', { device: wechatDesktop }))).toEqual({ kind: 'redirect', to: '/auth/signin?from=%2Fuser%2Forders' })
  })

  it('a signed-in user passes; a public page passes everyone', () => {
    expect(loginGuard(input('/user/orders', { authed: true }))).toEqual({ kind: 'allow', reason: 'authed' })
    expect(loginGuard(input('/shop/gene'))).toEqual({ kind: 'allow', reason: 'public' })
  })
})

describe('skip rules (2.18)', () => {
  it('skipped in the local environment', () => {
    expect(loginGuard(input('/user', { env: 'local' }))).toEqual({ kind: 'allow', reason: 'local' })
  })
  it('skipped on the reunion domain', () => {
    expect(loginGuard(input('/ancestry/reunion/list', { host: 'XunQin.example' }))).toEqual({ kind: 'allow', reason: 'reunion-domain' })
  })
  it('skipped when a shareId is present with authorize=0, not with authorize=1', () => {
    expect(loginGuard(input('/user/persons/5', { search: '?shareId=ab12&authorize=0' }))).toEqual({ kind: 'allow', reason: 'share' })
    expect(loginGuard(input('/user/persons/5', { search: '?shareId=ab12&authorize=1' })).kind).toBe('redirect')
    expect(loginGuard(input('/user/persons/5', { search: '?authorize=0' })).kind).toBe('redirect')
  })
})

describe('internal redirect paths (2.18)', () => {
  it.each([['/'], ['/user/info'], ['/report?x=//y']])('%s is accepted', p => expect(isSafeRedirectPath(p)).toBe(true))
  it.each([['//evil.example/x'], ['/\\evil.example'], ['https://evil.example'], ['user'], [''], ['/a\nb']])('%j is refused', p => expect(isSafeRedirectPath(p)).toBe(false))
  it('falls back when refused', () => {
    expect(safeRedirectPath('//evil.example', '/')).toBe('/')
    expect(safeRedirectPath(null, '/report')).toBe('/report')
    expect(safeRedirectPath('/user', '/')).toBe('/user')
  })
})

describe('bind layout guard (2.18)', () => {
  function bind(path: string, over: Partial<BindGuardInput> = {}): BindGuardInput {
    return { ...input(path), inApp: false, hasPhone: true, authed: true, fromDetectionStatus: false, hasBarcodeInfo: true, ...over }
  }

  it('outside the app, unauthenticated users go to sign-in with from and return=true', () => {
    expect(bindGuard(bind('/user/persons/bind/name', { authed: false }))).toEqual({ kind: 'redirect', to: '/auth/signin?from=%2Fuser%2Fpersons%2Fbind%2Fname&return=true' })
  })

  it('outside the app, phoneless users go to sign-in too', () => {
    expect(bindGuard(bind('/user/persons/bind', { hasPhone: false }))).toEqual({ kind: 'redirect', to: '/auth/signin?from=%2Fuser%2Fpersons%2Fbind&return=true' })
  })

  it('in the messaging-app mobile browser the sign-in goes through {host}/login', () => {
    expect(bindGuard(bind('/user/persons/bind/name', { authed: false, device: wechatPhone }))).toEqual({ kind: 'location', url: 'https://www.xungen.example/login?from=%2Fuser%2Fpersons%2Fbind%2Fname&return=true' })
  })

  it('inside the app there is no sign-in check', () => {
    expect(bindGuard(bind('/user/persons/bind/name', { authed: false, inApp: true, device: app }))).toEqual({ kind: 'allow' })
  })

  it('the public instructions and the agreements stay readable without an account', () => {
    expect(bindGuard(bind('/user/persons/bind/instructions', { authed: false, hasBarcodeInfo: false }))).toEqual({ kind: 'allow' })
    expect(bindGuard(bind('/protocol/saliva', { authed: false, hasBarcodeInfo: false }))).toEqual({ kind: 'allow' })
  })

  it('without barcode info, a sub-page shows the error with a rebind button to /user/persons/bind', () => {
    expect(bindGuard(bind('/user/persons/bind/sex', { hasBarcodeInfo: false }))).toEqual({ kind: 'error', message: BIND_GUARD_MESSAGE, rebindTo: '/user/persons/bind' })
  })

  it.each([['/user/persons/bind'], ['/user/persons/bind/barcode'], ['/user/persons/bind/instructions'], ['/protocol/online-search'], ['/protocol/saliva']])(
    '%s works without barcode info', path => expect(bindGuard(bind(path, { hasBarcodeInfo: false }))).toEqual({ kind: 'allow' })
  )

  it('arriving from detection-status skips the barcode check', () => {
    expect(bindGuard(bind('/user/persons/bind/sex', { hasBarcodeInfo: false, fromDetectionStatus: true }))).toEqual({ kind: 'allow' })
  })

  it('names bind sub-pages', () => {
    expect(bindPageOf('/user/persons/bind')).toBe('start')
    expect(bindPageOf('/user/persons/bind/')).toBe('start')
    expect(bindPageOf('/user/persons/bind/collect-date')).toBe('collect-date')
    expect(bindPageOf('/protocol/online-search')).toBe('online-search')
  })
})
