/**
 * Transport conventions of spec 7.1 shared by the request layer and the server: path prefixes
 * and header names. The spec describes these headers without naming them; the names are ours.
 */

/** spec 7: "All are prefixed /proxy in the main call groups." */
export const API_PREFIX = '/proxy'
/** spec 7.2: the direct paths */
export const DIRECT_API_PREFIX = '/web/api/new'

export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(API_PREFIX + '/') || path === DIRECT_API_PREFIX || path.startsWith(DIRECT_API_PREFIX + '/')
}

export const HEADERS = {
  /** spec 7.1: the current page path */
  originUri: 'origin-uri',
  /** spec 4 (Session): "The token comes from a header or the token cookie." */
  token: 'token',
  /** spec 6: share mode sends a share token header */
  shareToken: 'share-token',
  /** spec 6: sample-report mode is set by this header equal to AUTH_SAMPLE_VALUE */
  authSample: 'auth-sample',
  /** spec 6: "Guest mode can also be set by a header" (value '1') */
  guest: 'guest-mode',
  /** spec 7.2: the description call sends a Chinese language header */
  language: 'accept-language',
  /** set by the server on every answer, accepted from a trusted proxy */
  requestId: 'x-request-id'
} as const

/** spec 6: "Sample-report mode is set by an auth header equal to sample-report." */
export const AUTH_SAMPLE_VALUE = 'sample-report'
