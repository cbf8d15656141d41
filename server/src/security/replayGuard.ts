/**
 * Remembers used request signatures for a while, so that a captured request cannot be sent
 * again (spec 7.1, docs/adr/0002-request-signing.md). In memory for one process; in Redis when
 * several server processes share the traffic.
 */
import type { Redis } from 'ioredis'

export interface ReplayGuard {
  /** true the first time a signature is seen within ttlSeconds, false for a replay */
  claim(signature: string, ttlSeconds: number): Promise<boolean>
  close(): Promise<void>
}

/**
 * In-process guard. Every entry lives for the same ttl, so a Map (which keeps insertion order)
 * expires from its front: a sweep costs only the entries that expired.
 */
export class MemoryReplayGuard implements ReplayGuard {
  private readonly seen = new Map<string, number>()

  constructor(
    private readonly maxEntries = 1_000_000,
    private readonly now: () => number = Date.now
  ) {}

  async claim(signature: string, ttlSeconds: number): Promise<boolean> {
    const now = this.now()
    for (const [key, expiresAt] of this.seen) {
      if (expiresAt > now) break
      this.seen.delete(key)
    }
    const expiresAt = this.seen.get(signature)
    if (expiresAt !== undefined && expiresAt > now) return false
    if (this.seen.size >= this.maxEntries) {
      // Full of live entries: refuse rather than forget signatures that are still replayable.
      throw new Error('replay guard is full')
    }
    this.seen.set(signature, now + ttlSeconds * 1000)
    return true
  }

  get size(): number {
    return this.seen.size
  }

  async close(): Promise<void> {
    this.seen.clear()
  }
}

/** Shared guard: SET NX with an expiry is atomic, so two processes can never both accept one signature. */
export class RedisReplayGuard implements ReplayGuard {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string
  ) {}

  async claim(signature: string, ttlSeconds: number): Promise<boolean> {
    const result = await this.redis.set(`${this.prefix}:sig:${signature}`, '1', 'EX', ttlSeconds, 'NX')
    return result === 'OK'
  }

  async close(): Promise<void> {
    // the Redis connection belongs to the app and is closed there
  }
}
