/**
 * Request signing of spec 7.1, for the client's request layer (signRequest) and the server
 * (verifySignature). What it protects and what it does not: docs/adr/0002-request-signing.md.
 *
 * No platform API is touched here. The caller passes the clock and the random source: the
 * WeChat mini-program has no secure random source in crypto-js, so the request layer hands in
 * wx.getRandomValues / crypto.getRandomValues, and the server node:crypto.
 */
import {
  QueryInput,
  QueryPair,
  SIGNATURE_PARAMS,
  SIGNATURE_VERSION,
  SIGNATURE_WINDOW_SECONDS,
  canonicalPath,
  canonicalQuery,
  canonicalString,
  encodeRfc3986,
  parseQueryString,
  queryInputToPairs,
  splitUrl
} from './canonical'
import { Hasher, constantTimeEqual, cryptoJsHasher } from './hasher'
import { SigningKey, SigningKeySet } from './keys'

/** Fills a new array with n random bytes. */
export type RandomBytes = (n: number) => Uint8Array

export interface RequestToSign {
  method: string
  /** path on our API, optionally with a query string: '/web/api/new/common/upload/image?type=avatar' */
  url: string
  /** more query parameters, merged with those of `url` */
  query?: QueryInput
  /**
   * The exact body as it goes on the wire: a string (hashed as UTF-8) or bytes. Leave it out for
   * calls without a body and for multipart uploads (the platform builds those bodies, so they
   * cannot be hashed in advance; the server then hashes the empty string too).
   */
  body?: string | Uint8Array | null
}

export interface SignOptions {
  keys: SigningKeySet | readonly SigningKey[]
  /** the current time in milliseconds (Date.now() corrected by any known server offset) */
  nowMs: number
  randomBytes: RandomBytes
  hasher?: Hasher
}

export interface SignedRequest {
  /** the encoded path plus the full, encoded query string, ready to send */
  url: string
  /** the encoded path */
  path: string
  /** the encoded query string (without '?'), signature parameters included */
  query: string
  keyId: string
  timestamp: number
  nonce: string
  signature: string
  /** the string that was signed, for debugging signature mismatches */
  canonical: string
}

function keyList(keys: SigningKeySet | readonly SigningKey[]): readonly SigningKey[] {
  return Array.isArray(keys) ? (keys as readonly SigningKey[]) : (keys as SigningKeySet).keys
}

function hex(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes) out += (b < 16 ? '0' : '') + b.toString(16)
  return out
}

/** Hex SHA-256 of a body; no body and multipart bodies hash as the empty string. */
export function bodyHash(body: string | Uint8Array | null | undefined, hasher: Hasher = cryptoJsHasher): string {
  return hasher.sha256Hex(body ?? '')
}

export function signRequest(request: RequestToSign, options: SignOptions): SignedRequest {
  const keys = keyList(options.keys)
  if (keys.length === 0) throw new Error('no signing keys')
  const { path, query } = splitUrl(request.url)
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`only paths on our API are signed, got ${request.url}`)
  const hasher = options.hasher ?? cryptoJsHasher

  const random = options.randomBytes(12)
  if (!(random instanceof Uint8Array) || random.length < 12) throw new Error('randomBytes must return the requested number of bytes')
  // spec 7.1: "one of several keys is chosen at random"
  const keyIndex = (((random[0] << 24) | (random[1] << 16) | (random[2] << 8) | random[3]) >>> 0) % keys.length
  const key = keys[keyIndex]
  const nonce = hex(random.subarray(4, 12))
  const timestamp = Math.floor(options.nowMs / 1000)

  const own: QueryPair[] = [...parseQueryString(query), ...queryInputToPairs(request.query)]
  for (const [name] of own) {
    if ((Object.values(SIGNATURE_PARAMS) as string[]).includes(name)) throw new Error(`query parameter ${name} is reserved for the signature`)
  }
  const pairs: QueryPair[] = [
    ...own,
    [SIGNATURE_PARAMS.version, SIGNATURE_VERSION],
    [SIGNATURE_PARAMS.timestamp, String(timestamp)],
    [SIGNATURE_PARAMS.nonce, nonce],
    [SIGNATURE_PARAMS.keyId, key.id]
  ]
  const canonical = canonicalString({ method: request.method, path, pairs, bodySha256Hex: bodyHash(request.body, hasher) })
  const signature = hasher.hmacSha256Hex(key.secret, canonical)
  // The wire query is the canonical query itself, so what is sent is exactly what was signed.
  const wireQuery = `${canonicalQuery(pairs)}&${SIGNATURE_PARAMS.signature}=${encodeRfc3986(signature)}`
  const wirePath = canonicalPath(path)
  return { url: `${wirePath}?${wireQuery}`, path: wirePath, query: wireQuery, keyId: key.id, timestamp, nonce, signature, canonical }
}

export type VerifyFailure =
  /** no signature parameters at all */
  | 'missing'
  /** a signature parameter is missing, repeated or malformed */
  | 'malformed'
  /** a version tag this server does not know */
  | 'version'
  | 'unknownKey'
  /** time-stamp outside the window */
  | 'expired'
  /** the signature does not match the request */
  | 'mismatch'

export type VerifyResult =
  | { ok: true; keyId: string; timestamp: number; nonce: string; signature: string }
  | { ok: false; reason: VerifyFailure }

export interface RequestToVerify {
  method: string
  /** the path as received (percent-encoded) */
  path: string
  /** the raw query string as received, without '?' */
  rawQuery: string
  /** the raw body bytes; null when there is none or it is multipart */
  body: string | Uint8Array | null
}

export interface VerifyOptions {
  keys: SigningKeySet | readonly SigningKey[]
  nowSeconds: number
  windowSeconds?: number
  hasher?: Hasher
}

const NONCE = /^[0-9a-f]{16,64}$/
const SIGNATURE = /^[0-9a-f]{64}$/
const TIMESTAMP = /^[0-9]{1,12}$/

/**
 * Checks a request's signature. It does not check for replays: that needs shared state, which
 * the server keeps (a used signature is remembered for the length of the window).
 */
export function verifySignature(request: RequestToVerify, options: VerifyOptions): VerifyResult {
  const pairs = parseQueryString(request.rawQuery)
  const names = Object.values(SIGNATURE_PARAMS) as string[]
  const found = new Map<string, string[]>()
  for (const [key, value] of pairs) if (names.includes(key)) found.set(key, [...(found.get(key) ?? []), value])
  if (found.size === 0) return { ok: false, reason: 'missing' }
  const single = (name: string): string | null => {
    const values = found.get(name)
    return values && values.length === 1 ? values[0] : null
  }
  const version = single(SIGNATURE_PARAMS.version)
  const ts = single(SIGNATURE_PARAMS.timestamp)
  const nonce = single(SIGNATURE_PARAMS.nonce)
  const keyId = single(SIGNATURE_PARAMS.keyId)
  const signature = single(SIGNATURE_PARAMS.signature)
  if (version === null || ts === null || nonce === null || keyId === null || signature === null) return { ok: false, reason: 'malformed' }
  if (version !== SIGNATURE_VERSION) return { ok: false, reason: 'version' }
  if (!TIMESTAMP.test(ts) || !NONCE.test(nonce) || !SIGNATURE.test(signature)) return { ok: false, reason: 'malformed' }
  const key = keyList(options.keys).find(k => k.id === keyId)
  if (!key) return { ok: false, reason: 'unknownKey' }
  const timestamp = Number(ts)
  const window = options.windowSeconds ?? SIGNATURE_WINDOW_SECONDS
  if (Math.abs(options.nowSeconds - timestamp) > window) return { ok: false, reason: 'expired' }
  const hasher = options.hasher ?? cryptoJsHasher
  const canonical = canonicalString({ method: request.method, path: request.path, pairs, bodySha256Hex: bodyHash(request.body, hasher) })
  const expected = hasher.hmacSha256Hex(key.secret, canonical)
  if (!constantTimeEqual(expected, signature)) return { ok: false, reason: 'mismatch' }
  return { ok: true, keyId, timestamp, nonce, signature }
}
