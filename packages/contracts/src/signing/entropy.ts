/**
 * A pool of random bytes for platforms whose secure random source is asynchronous.
 * wx.getRandomValues (the mini-program's only secure source; crypto-js has none there) answers
 * through a callback, while signRequest needs its bytes synchronously. The request layer keeps
 * one pool, awaits `ensure(12)` before signing (it refills in the background when low) and
 * passes `pool.randomBytes` to signRequest. On H5 and Node, pass crypto.getRandomValues /
 * crypto.randomBytes directly instead.
 */
import type { RandomBytes } from './sign'

export class EntropyPool {
  private buffer = new Uint8Array(0)
  private refilling: Promise<void> | null = null

  /**
   * @param fill  the platform source: resolves with n fresh random bytes
   * @param size  bytes fetched per refill (a request takes 12)
   */
  constructor(
    private readonly fill: (n: number) => Promise<Uint8Array>,
    private readonly size = 1200
  ) {}

  get available(): number {
    return this.buffer.length
  }

  /** Resolves once at least n bytes are in the pool; starts a background refill when it runs low. */
  async ensure(n: number): Promise<void> {
    while (this.buffer.length < n) await this.refill()
    if (this.buffer.length < this.size / 4) void this.refill().catch(() => undefined)
  }

  private refill(): Promise<void> {
    this.refilling ??= (async () => {
      try {
        const fresh = await this.fill(this.size)
        if (!(fresh instanceof Uint8Array) || fresh.length !== this.size) throw new Error('the random source returned the wrong number of bytes')
        const merged = new Uint8Array(this.buffer.length + fresh.length)
        merged.set(this.buffer)
        merged.set(fresh, this.buffer.length)
        this.buffer = merged
      } finally {
        this.refilling = null
      }
    })()
    return this.refilling
  }

  /** Takes n bytes, each used once. Throws if the pool holds fewer (await ensure(n) first). */
  readonly randomBytes: RandomBytes = (n: number) => {
    if (this.buffer.length < n) throw new Error(`entropy pool has ${this.buffer.length} bytes, ${n} needed: await ensure() first`)
    const out = this.buffer.slice(0, n)
    this.buffer = this.buffer.slice(n)
    return out
  }
}
