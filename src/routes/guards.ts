/**
 * Route guards of spec 2.18, as data plus one engine. Pure functions: the page shell and the
 * navigation helper feed them the session, the device context and the environment.
 */
import { LOGIN_PATH, SIGNIN_PATH, isSafeRedirectPath, safeRedirectPath, type DeviceContext } from '@xungen/contracts'

// spec 2.18: "Login-required prefixes redirect to sign-in when not logged in"
export const LOGIN_REQUIRED_PREFIXES = [
  '/auth/modify',
  '/user',
  '/buy/invoice',
  '/buy/speed-package',
  '/buy/upgrade',
  '/buy/express',
  '/notice',
  '/ancestry/reunion/list',
  '/ancestry/reunion/edit',
  '/import/chip',
  '/import/yfull',
  '/ancestry/family-tree'
] as const

// spec 2.18: "Public exceptions: /user/orders/ and /user/persons/bind/instructions."
// The trailing slash is the spec's: pages below /user/orders/ are public, the list itself is not.
export const PUBLIC_EXCEPTIONS = ['/user/orders/', '/user/persons/bind/instructions'] as const

// spec 2.18: "The family-tree path is stored as its base path."
export const FAMILY_TREE_BASE = '/ancestry/family-tree'

export { SIGNIN_PATH }

/**
 * A prefix ending in '/' covers what is below it; any other prefix covers itself and what is
 * below it, by whole segments (/user covers /user and /user/info, not /user-guide). Compared
 * case-insensitively, as the router matches URLs case-insensitively.
 */
export function hasPrefix(path: string, prefix: string): boolean {
  const p = path.toLowerCase()
  const x = prefix.toLowerCase()
  if (x.endsWith('/')) return p.startsWith(x)
  return p === x || p.startsWith(x + '/')
}

function normalisePath(path: string): string {
  const p = path.replace(/[?#].*$/, '').replace(/\/{2,}/g, '/')
  return p.length > 1 ? p.replace(/\/$/, '') : p || '/'
}

/** spec 2.18: is this path behind the login guard */
export function requiresLogin(path: string): boolean {
  const p = normalisePath(path)
  // '/user/orders/' must also cover '/user/orders/x' after normalisation removed nothing
  if (PUBLIC_EXCEPTIONS.some(e => hasPrefix(p, e))) return false
  return LOGIN_REQUIRED_PREFIXES.some(prefix => hasPrefix(p, prefix))
}

// spec 2.18 internal redirect paths: one rule in contracts, shared with the server
export { isSafeRedirectPath, safeRedirectPath }

/** spec 2.18: what the sign-in page returns to: the original path, or the family tree's base path. */
export function returnPathOf(path: string, search = ''): string {
  const p = normalisePath(path)
  if (hasPrefix(p, FAMILY_TREE_BASE)) return FAMILY_TREE_BASE
  return p + search
}

export interface GuardEnv {
  /** build environment name; 'local' skips the guard (spec 2.18) */
  env: string
  /** current host name, e.g. www.xungen.example */
  host: string
  /** current origin, e.g. https://www.xungen.example (for the messaging-app login URL) */
  origin: string
  /** host names of the reunion site, where the guard is skipped (spec 2.18) */
  reunionHosts: readonly string[]
}

export interface GuardInput extends GuardEnv {
  path: string
  /** the raw query string with its '?', or '' */
  search: string
  authed: boolean
  device: DeviceContext
}

export type GuardResult =
  | { kind: 'allow'; reason?: 'public' | 'authed' | 'local' | 'reunion-domain' | 'share' }
  /** navigate inside the app (replace the current entry) */
  | { kind: 'redirect'; to: string }
  /** leave the single-page app: a server page on the same host */
  | { kind: 'location'; url: string }

function queryParam(search: string, name: string): string | null {
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const key = decodeURIComponentSafe(eq < 0 ? part : part.slice(0, eq))
    if (key === name) return decodeURIComponentSafe(eq < 0 ? '' : part.slice(eq + 1))
  }
  return null
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

/** spec 2.18 skip rules: local environment, the reunion domain, a share link with authorize=0. */
export function guardSkipped(input: Pick<GuardInput, 'env' | 'host' | 'reunionHosts' | 'search'>): GuardResult | null {
  if (input.env === 'local') return { kind: 'allow', reason: 'local' }
  if (input.reunionHosts.some(h => h.toLowerCase() === input.host.toLowerCase())) return { kind: 'allow', reason: 'reunion-domain' }
  const shareId = queryParam(input.search, 'shareId')
  if (shareId && queryParam(input.search, 'authorize') === '0') return { kind: 'allow', reason: 'share' }
  return null
}

/** Where an unauthenticated user is sent (spec 2.18). */
export function signInTarget(input: Pick<GuardInput, 'path' | 'search' | 'device' | 'origin'>, extra: Record<string, string> = {}): GuardResult {
  const from = encodeURIComponent(returnPathOf(input.path, input.search))
  const more = Object.entries(extra).map(([k, v]) => `&${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('')
  // spec 2.18: "In a messaging-app mobile browser, unauthenticated users go to {host}/login?from=... instead."
  if (input.device.kind === 'wechat' && input.device.isMobile) return { kind: 'location', url: `${input.origin}${LOGIN_PATH}?from=${from}${more}` }
  return { kind: 'redirect', to: `${SIGNIN_PATH}?from=${from}${more}` }
}

/** spec 2.18: the login guard. */
export function loginGuard(input: GuardInput): GuardResult {
  if (!requiresLogin(input.path)) return { kind: 'allow', reason: 'public' }
  const skipped = guardSkipped(input)
  if (skipped) return skipped
  if (input.authed) return { kind: 'allow', reason: 'authed' }
  return signInTarget(input)
}

// --- spec 2.18: bind layout guard --------------------------------------------------------

/** Bind sub-pages that work without barcode info: start, barcode, instructions, online-search, saliva. */
export const BIND_PAGES_WITHOUT_BARCODE = ['start', 'barcode', 'instructions', 'online-search', 'saliva'] as const

export const BIND_START_PATH = '/user/persons/bind'

/** The bind sub-page name of a path: /user/persons/bind -> 'start', /user/persons/bind/sex -> 'sex', /protocol/saliva -> 'saliva'. */
export function bindPageOf(path: string): string {
  const p = normalisePath(path).toLowerCase()
  if (p === BIND_START_PATH) return 'start'
  return p.split('/').pop() || 'start'
}

export interface BindGuardInput extends GuardInput {
  inApp: boolean
  hasPhone: boolean
  /** arrived from /user/persons/detection-status */
  fromDetectionStatus: boolean
  /** bind state holds barcode info (spec 3.4) */
  hasBarcodeInfo: boolean
}

export type BindGuardResult = GuardResult | { kind: 'error'; message: string; rebindTo: string }

/** spec 8.2: "Bind guard: 'current bind barcode info not obtained, please go back and rebind'" */
export const BIND_GUARD_MESSAGE = '未获取到当前绑定的采样器信息，请返回重新绑定'

/**
 * spec 2.18: "outside the app, unauthenticated or phoneless users are redirected to sign-in with
 * from and return=true. Otherwise, unless arrived from detection-status, if no barcode info is
 * held on any bind sub-page other than start, barcode, instructions, online-search and saliva,
 * an error is shown with a rebind button that clears bind data and returns to /user/persons/bind."
 * DECISION (ADR 0007): the sign-in part applies where 2.18 requires login, so the public
 * exception /user/persons/bind/instructions and the agreements stay readable without an account.
 */
export function bindGuard(input: BindGuardInput): BindGuardResult {
  if (!input.inApp && requiresLogin(input.path) && !guardSkipped(input) && (!input.authed || !input.hasPhone)) {
    return signInTarget(input, { return: 'true' })
  }
  const page = bindPageOf(input.path)
  if (!input.fromDetectionStatus && !input.hasBarcodeInfo && !(BIND_PAGES_WITHOUT_BARCODE as readonly string[]).includes(page)) {
    return { kind: 'error', message: BIND_GUARD_MESSAGE, rebindTo: BIND_START_PATH }
  }
  return { kind: 'allow' }
}
