/**
 * Canonical form of a request for the signature of spec 7.1. Pure string handling, no crypto,
 * no platform APIs: it runs unchanged in the browser, the mini-program and Node.
 *
 * The canonical string is five lines joined by '\n':
 *   XG-HMAC-SHA256
 *   <METHOD upper-case>
 *   <path: each segment percent-decoded, then RFC 3986 encoded>
 *   <query: every parameter except _sign, RFC 3986 encoded, sorted by key then value, k=v joined by &>
 *   <hex SHA-256 of the exact body bytes; of the empty string when there is no body or it is multipart>
 * See docs/adr/0002-request-signing.md.
 */

export const SIGNATURE_ALGORITHM = 'XG-HMAC-SHA256'
/** The version tag added to the query (spec 7.1: "query params get a version tag"). */
export const SIGNATURE_VERSION = '1'
/** Names of the query parameters the signature adds. Underscored so that they never clash with a call's own parameters. */
export const SIGNATURE_PARAMS = {
  version: '_v',
  timestamp: '_ts',
  nonce: '_nonce',
  keyId: '_kid',
  signature: '_sign'
} as const
/** A time-stamp more than this many seconds away from the server's clock is refused. */
export const SIGNATURE_WINDOW_SECONDS = 300

export type QueryPair = readonly [key: string, value: string]
export type QueryScalar = string | number | boolean
/** A call's own query parameters: null and undefined are left out, an array repeats its key. */
export type QueryInput = Readonly<Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>>

/** encodeURIComponent plus the four characters RFC 3986 reserves that it leaves alone. */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, c => '%' + c.charCodeAt(0).toString(16).toUpperCase())
}

/** Percent-decoding that never throws: a malformed escape stays as it was written. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(/%([0-9A-Fa-f]{2})/g, (m, hex: string) => {
      const code = parseInt(hex, 16)
      return code < 0x80 ? String.fromCharCode(code) : m
    })
  }
}

export function canonicalPath(path: string): string {
  if (path === '' || path === '/') return '/'
  return path.split('/').map(segment => encodeRfc3986(safeDecode(segment))).join('/')
}

/** Parses a raw query string (without '?') the way forms encode it: '+' is a space. */
export function parseQueryString(query: string): QueryPair[] {
  const pairs: QueryPair[] = []
  for (const part of query.split('&')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    const rawKey = eq < 0 ? part : part.slice(0, eq)
    const rawValue = eq < 0 ? '' : part.slice(eq + 1)
    pairs.push([safeDecode(rawKey.replace(/\+/g, ' ')), safeDecode(rawValue.replace(/\+/g, ' '))])
  }
  return pairs
}

export function queryInputToPairs(query: QueryInput | undefined): QueryPair[] {
  const pairs: QueryPair[] = []
  if (!query) return pairs
  for (const key of Object.keys(query)) {
    const value = query[key]
    if (value === undefined || value === null) continue
    const values = Array.isArray(value) ? value : [value as QueryScalar]
    for (const v of values) pairs.push([key, String(v)])
  }
  return pairs
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Sorted by key, then by value, both compared as encoded strings so that every platform sorts alike. */
export function canonicalQuery(pairs: readonly QueryPair[]): string {
  return pairs
    .filter(([key]) => key !== SIGNATURE_PARAMS.signature)
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort((x, y) => compareCodeUnits(x[0], y[0]) || compareCodeUnits(x[1], y[1]))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
}

export interface CanonicalInput {
  method: string
  path: string
  pairs: readonly QueryPair[]
  bodySha256Hex: string
}

export function canonicalString(input: CanonicalInput): string {
  return [SIGNATURE_ALGORITHM, input.method.toUpperCase(), canonicalPath(input.path), canonicalQuery(input.pairs), input.bodySha256Hex].join('\n')
}

/** Splits '/a/b?x=1#frag' into its path and raw query. */
export function splitUrl(url: string): { path: string; query: string } {
  const hash = url.indexOf('#')
  const noHash = hash < 0 ? url : url.slice(0, hash)
  const q = noHash.indexOf('?')
  return q < 0 ? { path: noHash, query: '' } : { path: noHash.slice(0, q), query: noHash.slice(q + 1) }
}
