import { randomBytes } from 'crypto'
import { EntropyPool } from './entropy'
import { TEST_SIGNING_KEYS } from './keys'
import { signRequest } from './sign'

/** An asynchronous source, like wx.getRandomValues, that counts its calls. */
function asyncSource() {
  const source = { calls: 0, fill: async (n: number) => (source.calls++, Uint8Array.from(randomBytes(n))) }
  return source
}

describe('entropy pool for asynchronous random sources (WeChat mini-program)', () => {
  it('feeds signRequest synchronously once ensured', async () => {
    const source = asyncSource()
    const pool = new EntropyPool(source.fill, 120)
    await pool.ensure(12)
    const signed = signRequest({ method: 'GET', url: '/proxy/x' }, { keys: TEST_SIGNING_KEYS, nowMs: Date.now(), randomBytes: pool.randomBytes })
    expect(signed.nonce).toMatch(/^[0-9a-f]{16}$/)
    expect(pool.available).toBe(108)
  })

  it('never hands out the same bytes twice', async () => {
    const pool = new EntropyPool(asyncSource().fill, 64)
    await pool.ensure(64)
    const a = pool.randomBytes(32)
    const b = pool.randomBytes(32)
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false)
    expect(pool.available).toBe(0)
  })

  it('throws rather than sign with missing randomness', () => {
    const pool = new EntropyPool(asyncSource().fill, 64)
    expect(() => pool.randomBytes(12)).toThrow(/ensure/)
  })

  it('refills in the background when low, with one fetch at a time', async () => {
    const source = asyncSource()
    const pool = new EntropyPool(source.fill, 48)
    await Promise.all([pool.ensure(12), pool.ensure(12), pool.ensure(12)])
    expect(source.calls).toBe(1)
    pool.randomBytes(40)
    await pool.ensure(8)
    await new Promise(r => setTimeout(r, 0))
    expect(source.calls).toBe(2)
    expect(pool.available).toBe(56)
  })

  it('refuses a source that returns the wrong number of bytes', async () => {
    const pool = new EntropyPool(async () => new Uint8Array(3), 48)
    await expect(pool.ensure(12)).rejects.toThrow(/wrong number/)
  })
})
