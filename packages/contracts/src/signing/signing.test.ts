import { createHash, createHmac, randomBytes } from 'crypto'
import vectors from './test-vectors.json'
import {
  Hasher,
  SIGNATURE_WINDOW_SECONDS,
  TEST_SIGNING_KEYS,
  DEVELOPMENT_SIGNING_KEYS,
  canonicalPath,
  canonicalQuery,
  cryptoJsHasher,
  parseQueryString,
  parseSigningKeys,
  resolveSigningKeys,
  signRequest,
  verifySignature
} from '.'

const nodeHasher: Hasher = {
  sha256Hex: data => createHash('sha256').update(typeof data === 'string' ? Buffer.from(data, 'utf8') : data).digest('hex'),
  hmacSha256Hex: (key, message) => createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex')
}

const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
const fixedRandom = (hex: string) => (n: number) => fromHex(hex).subarray(0, n)

type SignVector = (typeof vectors.sign)[number] & { input: { query?: Record<string, unknown>; body?: string; bodyHex?: string } }
type VerifyVector = (typeof vectors.verify)[number] & { request: { body?: string; bodyHex?: string } }

describe('shared signing test vectors', () => {
  it('use the committed test keys', () => {
    expect(vectors.keys).toEqual(TEST_SIGNING_KEYS.keys)
    expect(vectors.windowSeconds).toBe(SIGNATURE_WINDOW_SECONDS)
  })

  for (const [hasherName, hasher] of [['crypto-js', cryptoJsHasher], ['node:crypto', nodeHasher]] as const) {
    describe(`signing with ${hasherName}`, () => {
      for (const v of vectors.sign as SignVector[]) {
        it(v.name, () => {
          const body = v.input.body ?? (v.input.bodyHex !== undefined ? fromHex(v.input.bodyHex) : undefined)
          const signed = signRequest(
            { method: v.input.method, url: v.input.url, query: v.input.query as never, body },
            { keys: TEST_SIGNING_KEYS, nowMs: v.input.nowMs, randomBytes: fixedRandom(v.input.randomBytesHex), hasher }
          )
          expect(signed.canonical).toBe(v.expected.canonical)
          expect(signed.signature).toBe(v.expected.signature)
          expect(signed.keyId).toBe(v.expected.keyId)
          expect(signed.timestamp).toBe(v.expected.timestamp)
          expect(signed.nonce).toBe(v.expected.nonce)
          expect(signed.query).toBe(v.expected.query)
          expect(signed.url).toBe(v.expected.url)
        })
      }
    })

    describe(`verifying with ${hasherName}`, () => {
      for (const v of vectors.verify as VerifyVector[]) {
        it(v.name, () => {
          const body = v.request.body ?? (v.request.bodyHex !== undefined ? fromHex(v.request.bodyHex) : null)
          const result = verifySignature(
            { method: v.request.method, path: v.request.path, rawQuery: v.request.rawQuery, body },
            { keys: TEST_SIGNING_KEYS, nowSeconds: v.nowSeconds, hasher }
          )
          if (v.expected.ok) expect(result).toMatchObject({ ok: true, keyId: (v.expected as { keyId: string }).keyId })
          else expect(result).toEqual({ ok: false, reason: (v.expected as { reason: string }).reason })
        })
      }
    })
  }
})

describe('signRequest', () => {
  const options = { keys: TEST_SIGNING_KEYS, nowMs: Date.now(), randomBytes: (n: number) => Uint8Array.from(randomBytes(n)) }

  it('round-trips through verifySignature with a real random source', () => {
    const signed = signRequest({ method: 'POST', url: '/proxy/order', body: '{"a":1}' }, options)
    const { path, query } = { path: signed.url.split('?')[0], query: signed.url.split('?')[1] }
    expect(verifySignature({ method: 'POST', path, rawQuery: query, body: '{"a":1}' }, { keys: TEST_SIGNING_KEYS, nowSeconds: signed.timestamp })).toMatchObject({ ok: true })
  })

  it('gives two calls in the same second different signatures (the nonce), so neither is taken for a replay', () => {
    const a = signRequest({ method: 'GET', url: '/proxy/user/info' }, options)
    const b = signRequest({ method: 'GET', url: '/proxy/user/info' }, options)
    expect(a.nonce).not.toBe(b.nonce)
    expect(a.signature).not.toBe(b.signature)
  })

  it('chooses among all keys of the set', () => {
    const used = new Set<string>()
    for (let i = 0; i < 64; i++) used.add(signRequest({ method: 'GET', url: '/proxy/x' }, options).keyId)
    expect([...used].sort()).toEqual(TEST_SIGNING_KEYS.keys.map(k => k.id).sort())
  })

  it('refuses absolute and protocol-relative URLs (spec 7: absolute URLs are not signed)', () => {
    expect(() => signRequest({ method: 'GET', url: 'https://example.com/x' }, options)).toThrow(/only paths/)
    expect(() => signRequest({ method: 'GET', url: '//example.com/x' }, options)).toThrow(/only paths/)
  })

  it("refuses a call's own parameter named like a signature parameter", () => {
    expect(() => signRequest({ method: 'GET', url: '/proxy/x?_ts=1' }, options)).toThrow(/reserved/)
    expect(() => signRequest({ method: 'GET', url: '/proxy/x', query: { _sign: 'a' } }, options)).toThrow(/reserved/)
  })

  it('refuses a random source that returns too few bytes', () => {
    expect(() => signRequest({ method: 'GET', url: '/proxy/x' }, { ...options, randomBytes: () => new Uint8Array(4) })).toThrow(/randomBytes/)
  })

  it('leaves the hash fragment out', () => {
    const signed = signRequest({ method: 'GET', url: '/proxy/x?a=1#top' }, options)
    expect(signed.url).not.toContain('#')
    expect(signed.query.startsWith('_kid=')).toBe(true)
    expect(signed.query).toContain('&a=1&')
  })
})

describe('canonical form', () => {
  it('re-encodes path segments the same whether they arrive raw or percent-encoded', () => {
    expect(canonicalPath('/proxy/surname/张')).toBe(canonicalPath('/proxy/surname/%E5%BC%A0'))
    expect(canonicalPath('/proxy/a%2Fb')).toBe('/proxy/a%2Fb')
  })

  it('keeps a malformed escape instead of throwing', () => {
    expect(canonicalPath('/proxy/%E5%BC')).toBe('/proxy/%25E5%25BC')
    expect(parseQueryString('a=%ZZ&b=%41')).toEqual([['a', '%ZZ'], ['b', 'A']])
  })

  it('sorts repeated keys by value and leaves out the signature itself', () => {
    expect(canonicalQuery([['b', '2'], ['a', 'z'], ['a', 'y'], ['_sign', 'x']])).toBe('a=y&a=z&b=2')
  })
})

describe('key sets', () => {
  it('parses configured keys in the form id:secret,id:secret', () => {
    const set = parseSigningKeys(' k1:' + 'a'.repeat(43) + ',\nk2:' + 'b'.repeat(43) + ' ')
    expect(set.keys.map(k => k.id)).toEqual(['k1', 'k2'])
  })

  it.each([
    ['', /no signing keys/],
    ['k1', /form id:secret/],
    ['bad id:' + 'a'.repeat(43), /invalid id/],
    ['k1:short', /shorter than/],
    ['k1:' + 'a'.repeat(43) + ',k1:' + 'b'.repeat(43), /appears twice/]
  ])('refuses %j', (text, message) => {
    expect(() => parseSigningKeys(text)).toThrow(message)
  })

  it('never puts the secret in an error message', () => {
    expect(() => parseSigningKeys('k1:secretsecret')).toThrow(expect.objectContaining({ message: expect.not.stringContaining('secretsecret') }))
  })

  it('uses the committed sets for development and test, and configured keys when given', () => {
    expect(resolveSigningKeys('development')).toBe(DEVELOPMENT_SIGNING_KEYS)
    expect(resolveSigningKeys('test')).toBe(TEST_SIGNING_KEYS)
    expect(resolveSigningKeys('development', 'x:' + 'c'.repeat(40)).keys).toEqual([{ id: 'x', secret: 'c'.repeat(40) }])
  })

  it('refuses to run production without configured keys or with a committed key', () => {
    expect(() => resolveSigningKeys('production')).toThrow(/not configured/)
    expect(() => resolveSigningKeys('production', `p1:${DEVELOPMENT_SIGNING_KEYS.keys[0].secret}`)).toThrow(/public/)
    expect(resolveSigningKeys('production', 'p1:' + 'd'.repeat(43)).env).toBe('production')
  })

  it('has distinct ids and secrets across the committed sets', () => {
    const all = [...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys]
    expect(new Set(all.map(k => k.id)).size).toBe(all.length)
    expect(new Set(all.map(k => k.secret)).size).toBe(all.length)
  })
})
