/**
 * The in-memory session cache (issue 30, domains/accounts/auth/sessionCache.ts): a signed call
 * finds its session and roles without a database round trip, and yet a revoked session, a
 * cancelled account or a changed role stops working promptly, whoever changed it. On PostgreSQL
 * changes by other connections arrive as notifications; this process's own writes drop the cache
 * before they return; while notifications cannot arrive nothing is kept; and every entry lives at
 * most SESSION_CACHE_MS. SQLite keeps nothing.
 */
import pg from 'pg'
import { CODES } from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { NOTIFICATIONS_APPLICATION_NAME } from '../../src/db/notifications'
import { SessionCache, changesSessions } from '../../src/domains/accounts/auth/sessionCache'
import { json } from '../helpers/app'
import { TEST_DB } from '../helpers/database'
import { countQueries } from '../helpers/queryCounter'
import { auth, newName, newPhone } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'

const TTL_MS = 1500

/** waits until `check` holds, at most `ms` */
async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const t0 = Date.now()
  for (;;) {
    if (await check()) return Date.now() - t0
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms`)
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

describe('SessionCache (unit)', () => {
  const session = { id: 7, userState: 1, sessionId: 70, staffRoles: ['lab'] }

  it('keeps and answers nothing until its notifications are up, and drops everything when they go down', () => {
    const cache = new SessionCache(5000)
    cache.put('h', session, Number.MAX_SAFE_INTEGER, cache.begin())
    expect(cache.get('h', 0)).toBeNull()
    cache.setLive(true)
    cache.put('h', session, Number.MAX_SAFE_INTEGER, cache.begin())
    expect(cache.get('h', 0)).toEqual(session)
    cache.setLive(false)
    expect(cache.get('h', 0)).toBeNull()
    cache.setLive(true)
    expect(cache.get('h', 0)).toBeNull()
  })

  it('does not keep a lookup that an invalidation overtook, drops one account or all, and never past the session or its ttl', () => {
    let now = 1000
    const cache = new SessionCache(100, 2, () => now)
    cache.setLive(true)
    const started = cache.begin()
    cache.invalidate(99)
    cache.put('h', session, 5000, started)
    expect(cache.get('h', 0)).toBeNull()
    cache.put('h', session, 5000, cache.begin())
    cache.put('other', { ...session, id: 8 }, 5000, cache.begin())
    cache.invalidate(7)
    expect(cache.get('h', 0)).toBeNull()
    expect(cache.get('other', 0)).not.toBeNull()
    cache.put('h', session, 5000, cache.begin())
    // the session's own end, on the app's clock
    expect(cache.get('h', 5000)).toEqual({ refused: CODES.SESSION_EXPIRED })
    now += 100
    expect(cache.get('h', 0)).toBeNull()
    cache.invalidate()
    expect(cache.size).toBe(0)
  })

  it('keeps nothing for a second after a write of this process (its transaction may commit later)', () => {
    let now = 1000
    const cache = new SessionCache(5000, 10, () => now)
    cache.setLive(true)
    cache.ownWrite()
    cache.put('h', session, Number.MAX_SAFE_INTEGER, cache.begin())
    expect(cache.get('h', 0)).toBeNull()
    now += 1000
    cache.put('h', session, Number.MAX_SAFE_INTEGER, cache.begin())
    expect(cache.get('h', 0)).toEqual(session)
  })

  it('is frozen: one request cannot change what the next one reads', () => {
    const cache = new SessionCache(5000)
    cache.setLive(true)
    cache.put('h', { ...session, staffRoles: ['lab'] }, Number.MAX_SAFE_INTEGER, cache.begin())
    const got = cache.get('h', 0) as typeof session
    expect(() => (got.staffRoles as string[]).push('finance')).toThrow()
  })

  it('knows which writes change a session: not a sign-in nor the last-seen time', () => {
    expect(changesSessions({ table: 'sessions', kind: 'insert', columns: [] })).toBe(false)
    expect(changesSessions({ table: 'sessions', kind: 'update', columns: ['last_seen_at'] })).toBe(false)
    expect(changesSessions({ table: 'sessions', kind: 'update', columns: ['revoked_at', 'revoked_reason'] })).toBe(true)
    expect(changesSessions({ table: 'users', kind: 'update', columns: ['name', 'updated_at'] })).toBe(false)
    expect(changesSessions({ table: 'users', kind: 'update', columns: ['user_state'] })).toBe(true)
    expect(changesSessions({ table: 'users', kind: 'delete', columns: [] })).toBe(true)
    expect(changesSessions({ table: 'user_roles', kind: 'insert', columns: [] })).toBe(true)
  })
})

describe('sessions kept in memory (issue 30)', () => {
  /** a connection of its own: what another server process, the worker or an administrator writes */
  let other: pg.Client | null = null
  // closed before the app's database is dropped (afterAll hooks run in the order they are declared)
  afterAll(async () => {
    await other?.end()
  })
  const t = useAccountsApp({ env: { SESSION_CACHE_MS: String(TTL_MS) } })
  const info = (token: string) => t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(token) })
  beforeAll(async () => {
    if (TEST_DB !== 'postgres') return
    other = new pg.Client({ connectionString: t.config.databaseUrl })
    await other.connect()
  })
  const cache = () => t.app.accounts.sessions.cache

  if (TEST_DB === 'sqlite') {
    it('SQLite keeps nothing: every request reads its session', async () => {
      expect(cache()).toBeNull()
      const s = await t.signUp(newPhone(), newName())
      const counter = countQueries()
      try {
        counter.start()
        expect(json(await info(s.token)).code).toBe(0)
        expect(counter.stop().some(q => q.includes('from "sessions"'))).toBe(true)
      } finally {
        counter.restore()
      }
    })
    return
  }

  /** the session is in memory (a write of this process a moment ago keeps nothing for a second) */
  const kept = async (token: string) => {
    await until(() => cache()!.enabled, 5000)
    await until(async () => {
      expect(json(await info(token)).code).toBe(0)
      return cache()!.size > 0
    }, 3000)
  }

  it('answers a signed call without reading the session again', async () => {
    const s = await t.signUp(newPhone(), newName())
    await kept(s.token)
    const counter = countQueries()
    try {
      counter.start()
      expect(json(await info(s.token)).code).toBe(0)
      expect(counter.stop().filter(q => q.includes('from "sessions"'))).toEqual([])
    } finally {
      counter.restore()
    }
  })

  it('a logout in this process ends the session for the very next request', async () => {
    const s = await t.signUp(newPhone(), newName())
    await kept(s.token)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.logout.path, headers: auth(s.token) })).code).toBe(0)
    expect(json(await info(s.token)).code).toBe(CODES.SESSION_REVOKED)
  })

  it('a session revoked by another process stops working when its notification arrives, far within the ttl', async () => {
    const s = await t.signUp(newPhone(), newName())
    await kept(s.token)
    await other!.query('update sessions set revoked_at = $1, revoked_reason = $2 where user_id = $3', [t.now(), 'logout', s.userId])
    const waited = await until(async () => json(await info(s.token)).code === CODES.SESSION_REVOKED, TTL_MS)
    expect(waited).toBeLessThan(TTL_MS / 2)
  })

  it('a role given or taken by another process is seen when its notification arrives; a cancelled account too', async () => {
    const s = await t.signUp(newPhone(), newName())
    const userId = s.userId
    await kept(s.token)
    const roles = async () => (await t.app.accounts.sessions.resolve(s.token)) as { staffRoles?: string[] }
    await other!.query('insert into user_roles (user_id, role, created_at) values ($1, $2, $3)', [userId, 'finance', Date.now()])
    expect(await until(async () => (await roles()).staffRoles?.includes('finance') === true, TTL_MS)).toBeLessThan(TTL_MS / 2)
    await other!.query('delete from user_roles where user_id = $1', [userId])
    expect(await until(async () => (await roles()).staffRoles?.length === 0, TTL_MS)).toBeLessThan(TTL_MS / 2)
    await other!.query('update users set deleted_at = $1, user_state = -1 where id = $2', [t.now(), userId])
    expect(await until(async () => json(await info(s.token)).code === CODES.SESSION_REVOKED, TTL_MS)).toBeLessThan(TTL_MS / 2)
  })

  it('keeps nothing while its notifications are down, and works again once they are back', async () => {
    const s = await t.signUp(newPhone(), newName())
    await kept(s.token)
    await other!.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1', [NOTIFICATIONS_APPLICATION_NAME])
    await until(() => !cache()!.enabled, 5000)
    expect(cache()!.size).toBe(0)
    // nothing kept: a change the notifications would have missed is read at once
    expect(json(await info(s.token)).code).toBe(0)
    expect(cache()!.size).toBe(0)
    await until(() => cache()!.enabled, 5000)
    await kept(s.token)
  })

  it('the bound: a change nobody announces (triggers switched off for that connection) lives at most SESSION_CACHE_MS', async () => {
    const s = await t.signUp(newPhone(), newName())
    await kept(s.token)
    const t0 = Date.now()
    await other!.query("set session_replication_role = 'replica'")
    try {
      await other!.query('update sessions set revoked_at = $1, revoked_reason = $2 where user_id = $3', [t.now(), 'logout', s.userId])
    } finally {
      await other!.query("set session_replication_role = 'origin'")
    }
    await until(async () => json(await info(s.token)).code === CODES.SESSION_REVOKED, TTL_MS + 1000)
    expect(Date.now() - t0).toBeLessThanOrEqual(TTL_MS + 200)
  })

  it('never answers from memory past the session\'s own end', async () => {
    const s = await t.signUp(newPhone(), newName())
    await kept(s.token)
    t.advance(8 * 24 * 3600_000)
    expect(json(await info(s.token)).code).toBe(CODES.SESSION_EXPIRED)
  })
})
