/**
 * Fixed-window counters shared by every server process: SMS limits per phone and per address,
 * wrong passwords per phone. In the database by default (one upsert per hit, atomic on SQLite
 * and PostgreSQL), in Redis when REDIS_URL is set (INCR + PEXPIRE in one script). Keys are
 * hashed: a counter never shows which phone number or address it counts.
 */
import { createHash } from 'crypto'
import { sql, type Kysely } from 'kysely'
import type { Redis } from 'ioredis'
import type { Database } from '../db'

export interface CounterState {
  /** hits in the current window, this one included */
  count: number
  /** when the window ends (ms) */
  resetAt: number
}

export interface RateCounter {
  readonly kind: 'database' | 'redis'
  /** counts one hit in the window that contains now (a new window starts when the last one ended) */
  hit(key: string, windowMs: number): Promise<CounterState>
  /** the current window without counting, or null when there is none */
  peek(key: string): Promise<CounterState | null>
  reset(key: string): Promise<void>
  /** removes ended windows (database only; Redis expires them itself) */
  sweep(): Promise<number>
}

export function counterKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 43)
}

export class DatabaseCounter implements RateCounter {
  readonly kind = 'database' as const
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = this.clock()
    const ends = now + windowMs
    // one statement: a concurrent hit from another process waits for the row lock and counts on
    const row = await this.db
      .insertInto('rate_counters')
      .values({ key, count: 1, window_ends_at: ends })
      .onConflict(oc =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN rate_counters.window_ends_at <= ${now} THEN 1 ELSE rate_counters.count + 1 END`,
          window_ends_at: sql<number>`CASE WHEN rate_counters.window_ends_at <= ${now} THEN ${ends} ELSE rate_counters.window_ends_at END`
        })
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow()
    return { count: Number(row.count), resetAt: Number(row.window_ends_at) }
  }

  async peek(key: string): Promise<CounterState | null> {
    const row = await this.db.selectFrom('rate_counters').select(['count', 'window_ends_at']).where('key', '=', key).executeTakeFirst()
    if (!row || Number(row.window_ends_at) <= this.clock()) return null
    return { count: Number(row.count), resetAt: Number(row.window_ends_at) }
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('key', '=', key).execute()
  }

  async sweep(): Promise<number> {
    const result = await this.db.deleteFrom('rate_counters').where('window_ends_at', '<=', this.clock()).executeTakeFirst()
    return Number(result.numDeletedRows ?? 0)
  }
}

// INCR, and start the window on the first hit (or if an earlier PEXPIRE was lost)
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if c == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {c, ttl}
`

export class RedisCounter implements RateCounter {
  readonly kind = 'redis' as const
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly clock: () => number = Date.now
  ) {}

  private k(key: string): string {
    return `${this.prefix}:counter:${key}`
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.k(key), String(Math.max(1, Math.round(windowMs))))) as [number, number]
    return { count: Number(count), resetAt: this.clock() + Number(ttl) }
  }

  async peek(key: string): Promise<CounterState | null> {
    const [count, ttl] = await Promise.all([this.redis.get(this.k(key)), this.redis.pttl(this.k(key))])
    if (count === null || ttl <= 0) return null
    return { count: Number(count), resetAt: this.clock() + ttl }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.k(key))
  }

  async sweep(): Promise<number> {
    return 0
  }
}
