/**
 * Where the account pages send a person (spec 2.18 and 4). Pure functions over the page's query
 * and the device context, so every rule is tested without rendering.
 */
import { safeRedirectPath, SIGNIN_PATH } from '@/routes/guards'

export const SIGNUP_PATH = '/auth/signup'
export const RESET_PATH = '/auth/reset'
/** spec 4: a messaging-app browser without the return flag lands on the shop */
export const MESSAGING_APP_LANDING = '/shop/gene'

/** The query the guards give the account pages: from (the encoded original path) and return=true (spec 2.18). */
export type ReturnQuery = {
  from?: string
  return?: string
}

export function wantsReturn(query: ReturnQuery): boolean {
  return query.return === 'true'
}

/** Adds (or replaces) one query parameter of an internal path. */
export function withQueryParam(path: string, name: string, value: string): string {
  const hashAt = path.indexOf('#')
  const hash = hashAt >= 0 ? path.slice(hashAt) : ''
  const withoutHash = hashAt >= 0 ? path.slice(0, hashAt) : path
  const q = withoutHash.indexOf('?')
  const pathname = q >= 0 ? withoutHash.slice(0, q) : withoutHash
  const search = q >= 0 ? withoutHash.slice(q + 1) : ''
  const kept = search.split('&').filter(p => p && decodeURIComponent(p.split('=')[0]) !== name)
  kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
  return `${pathname}?${kept.join('&')}${hash}`
}

/**
 * spec 4: "After successful signup the user is marked authed. In a messaging-app browser without
 * the return flag, the user goes to /shop/gene. Otherwise the user goes to the from target
 * (adding return=true if requested), or /."
 * DECISION (ADR 0013): sign-in ends the same way, so that a person who signs in or signs up from
 * the same page lands in the same place. `from` must be an internal path (spec 2.18); anything
 * else counts as missing.
 */
export function afterAuthTarget(query: ReturnQuery, inMessagingApp: boolean): string {
  const back = wantsReturn(query)
  if (inMessagingApp && !back) return MESSAGING_APP_LANDING
  const from = safeRedirectPath(query.from, '')
  // the account pages themselves are no place to return to (a loop back into sign-in)
  if (!from || isAuthPath(from)) return '/'
  return back ? withQueryParam(from, 'return', 'true') : from
}

function isAuthPath(path: string): boolean {
  const p = path.toLowerCase().split(/[?#]/)[0].replace(/\/+$/, '')
  return p === SIGNIN_PATH || p === SIGNUP_PATH || p === RESET_PATH
}

/** A link between the account pages that keeps from and return (sign-in ⇄ sign-up ⇄ reset). */
export function authPageUrl(path: string, query: ReturnQuery, extra: Record<string, string> = {}): string {
  const params: string[] = []
  const from = safeRedirectPath(query.from, '')
  if (from) params.push(`from=${encodeURIComponent(from)}`)
  if (wantsReturn(query)) params.push('return=true')
  for (const [k, v] of Object.entries(extra)) params.push(`${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
  return params.length ? `${path}?${params.join('&')}` : path
}
