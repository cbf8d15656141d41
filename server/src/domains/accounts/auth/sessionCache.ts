/**
 * Resolved sessions kept in memory for a few seconds (issue 30): a signed call's preamble then
 * needs no database round trip for its session and roles. Kept only where every change is
 * known at once, so that a revoked session, a cancelled account or a role taken away stops
 * working promptly, whoever made the change:
 *
 *  - this process's own writes (app.tableWrites: sessions revoked or deleted, an account's state
 *    or deletion, any role change) drop the cache before the write's query returns, and nothing
 *    is kept for a second after (the write may be inside a transaction that commits later), so
 *    the next request after a logout, a cancellation or a role change reads the database;
 *  - every other writer (another API process, the worker, a script, SQL by hand) is announced by
 *    PostgreSQL triggers on the channel xungen_auth (migration 2026_11_28_2230_session_notifications),
 *    which this process LISTENs to: the account's entries are dropped when the notification
 *    arrives, milliseconds after the writer's commit;
 *  - while that LISTEN connection is down nothing is kept or answered from memory (a notification
 *    could be missed), and everything kept is dropped when it breaks and when it comes back;
 *  - each entry lives at most SESSION_CACHE_MS (default 5 s) whatever happens, and never past the
 *    session's own expiry (checked on the app's clock on every use);
 *  - a lookup that was running when an invalidation came is not kept (it may have read the row
 *    just before the change).
 *
 * The bound: a change by another process is seen by this one when its notification arrives
 * (one network hop after the commit), and in no case later than SESSION_CACHE_MS. Refusals and
 * unknown tokens are never kept. SQLite has no notifications: there every request reads the
 * database (an in-process call, not a round trip over the network).
 */
import { CODES } from '@xungen/contracts'
import type { TableWrite } from '../../../db/tableWrites'
import type { ResolvedSession } from './sessions'

/** the channel of the triggers (migration 2026_11_28_2230_session_notifications): the account id, or '*' for all */
export const SESSION_CHANNEL = 'xungen_auth'

/** the tables whose rows a resolved session is made of */
export const SESSION_TABLES = ['sessions', 'users', 'user_roles'] as const

/** whether a write of this process can change a resolved session (a sign-in or the hourly last-seen time cannot) */
export function changesSessions(w: TableWrite): boolean {
  if (w.kind === 'insert') return w.table === 'user_roles'
  if (w.kind === 'delete') return true
  if (w.table === 'sessions') return w.columns.some(c => c !== 'last_seen_at')
  if (w.table === 'users') return w.columns.some(c => c === 'id' || c === 'user_state' || c === 'deleted_at')
  return true
}

interface Entry {
  session: ResolvedSession
  /** the session's own end (app clock, ms) */
  expiresAt: number
  /** when this copy is dropped (real time, ms) */
  until: number
}

/** after a write of this process, how long nothing is kept (a transaction's commit comes within it) */
const QUIET_MS = 1000

export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private live = false
  /** bumped by every invalidation: a lookup that saw another generation at its start is not kept */
  private generation = 0
  /** nothing is kept before this time (real clock): a write of this process may still be uncommitted */
  private quietUntil = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now
  ) {}

  /** whether entries are kept and answered: only while invalidations are known to arrive */
  get enabled(): boolean {
    return this.live && this.ttlMs > 0
  }

  get size(): number {
    return this.entries.size
  }

  /** the LISTEN connection is up (true) or down (false); either way what is kept is dropped */
  setLive(live: boolean): void {
    this.live = live
    this.invalidate()
  }

  /** the generation a lookup starts in (hand it to put()) */
  begin(): number {
    return this.generation
  }

  /** the kept session of a token hash, a refusal if it has ended since (app clock), or null */
  get(tokenHash: string, appNow: number): ResolvedSession | { refused: number } | null {
    if (!this.enabled) return null
    const e = this.entries.get(tokenHash)
    if (!e) return null
    if (e.until <= this.now()) {
      this.entries.delete(tokenHash)
      return null
    }
    if (e.expiresAt <= appNow) return { refused: CODES.SESSION_EXPIRED }
    return e.session
  }

  put(tokenHash: string, session: ResolvedSession, expiresAt: number, generation: number): void {
    if (!this.enabled || generation !== this.generation || this.now() < this.quietUntil) return
    if (this.entries.size >= this.maxEntries) {
      // the oldest go first (a Map keeps insertion order)
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.delete(tokenHash)
    this.entries.set(tokenHash, { session: Object.freeze({ ...session, staffRoles: Object.freeze([...session.staffRoles]) as string[] }), expiresAt, until: this.now() + this.ttlMs })
  }

  /**
   * A write of this process ran (app.tableWrites), perhaps inside a transaction not committed
   * yet: everything is dropped and nothing is kept for QUIET_MS, so that a lookup reading the
   * row before the commit cannot keep it (the commit's notification drops it too).
   */
  ownWrite(): void {
    this.quietUntil = this.now() + QUIET_MS
    this.invalidate()
  }

  /** drops what is kept of one account, or of every account */
  invalidate(userId?: number): void {
    this.generation++
    if (userId === undefined || !Number.isFinite(userId)) {
      this.entries.clear()
      return
    }
    for (const [key, e] of this.entries) if (e.session.id === userId) this.entries.delete(key)
  }
}
