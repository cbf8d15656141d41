/**
 * Sessions (spec 4 Session, spec 9 token cookie): a random token the client sends in the `token`
 * header (the mini-program) or the `token` cookie (H5); the server keeps only its SHA-256, so a
 * session can be listed and revoked but a copy of the table gives nobody a token.
 *
 * Lifetime: 7 days from sign-in (spec 9: TOKEN_COOKIE_MAX_AGE_MS), fixed, the same as the cookie.
 * Refusals (spec 8.1, sign-out codes): unknown token → 1001; past its lifetime → 1003; ended by
 * logout, a password reset, a phone binding or the cancellation of the account → 2102.
 */
import { createHash, randomBytes } from 'crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import { dialectOf } from '../../../db/dialect'
import { CODES, TOKEN_COOKIE_MAX_AGE_MS, USER_STATE } from '@xungen/contracts'
import type { Database } from '../../../db'
import type { SessionCache } from './sessionCache'

type Db = Kysely<Database> | Transaction<Database>

export const SESSION_REVOKE_REASONS = {
  LOGOUT: 'logout',
  PASSWORD_RESET: 'password_reset',
  PASSWORD_CHANGED: 'password_changed',
  PHONE_BOUND: 'phone_bound',
  ACCOUNT_MERGED: 'account_merged',
  ACCOUNT_CANCELLED: 'account_cancelled'
} as const

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface ResolvedSession {
  id: number
  userState: number
  sessionId: number
  /** staff roles of the account (table user_roles; endpoint auth `{staff: [...]}`) */
  staffRoles: string[]
}

export interface IssuedSession {
  sessionId: number
  token: string
  expiresAt: number
}

/** last_seen_at is written at most this often (a write per request would be wasteful) */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000

export class SessionService {
  /** the account's staff roles as one text column of the session row (one round trip per request) */
  private readonly rolesColumn

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    /** resolved sessions kept for a few seconds where every change is announced (PostgreSQL; sessionCache.ts) */
    readonly cache: SessionCache | null = null
  ) {
    this.rolesColumn =
      dialectOf(db) === 'postgres'
        ? sql<string | null>`(select string_agg(role, ',') from user_roles where user_roles.user_id = users.id)`.as('roles')
        : sql<string | null>`(select group_concat(role, ',') from user_roles where user_roles.user_id = users.id)`.as('roles')
  }

  async issue(userId: number, client: string, db: Db = this.db): Promise<IssuedSession> {
    const token = 'xg_' + randomBytes(32).toString('base64url')
    const now = this.clock()
    const expiresAt = now + TOKEN_COOKIE_MAX_AGE_MS
    const row = await db
      .insertInto('sessions')
      .values({ user_id: userId, token_hash: hashToken(token), client, created_at: now, expires_at: expiresAt, last_seen_at: now, revoked_at: null, revoked_reason: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { sessionId: Number(row.id), token, expiresAt }
  }

  /** The session resolver (plugins/session.ts): the user, a refusal with its sign-out code, or null for an unknown token. */
  async resolve(token: string): Promise<ResolvedSession | { refused: number } | null> {
    const tokenHash = hashToken(token)
    const kept = this.cache?.get(tokenHash, this.clock())
    if (kept) return kept
    const generation = this.cache?.begin() ?? 0
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id as sessionId', 'sessions.expires_at', 'sessions.revoked_at', 'sessions.last_seen_at', 'users.id as userId', 'users.user_state', 'users.deleted_at'])
      .select(this.rolesColumn)
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst()
    if (!row) return null
    const now = this.clock()
    if (row.revoked_at !== null || row.deleted_at !== null) return { refused: CODES.SESSION_REVOKED }
    if (row.expires_at <= now) return { refused: CODES.SESSION_EXPIRED }
    if (now - row.last_seen_at > TOUCH_INTERVAL_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute()
    }
    const staffRoles = row.roles ? row.roles.split(',').sort() : []
    const session = { id: Number(row.userId), userState: row.user_state ?? USER_STATE.UNKNOWN, sessionId: Number(row.sessionId), staffRoles }
    this.cache?.put(tokenHash, session, row.expires_at, generation)
    return session
  }

  async revoke(sessionId: number, reason: string, db: Db = this.db): Promise<void> {
    await db.updateTable('sessions').set({ revoked_at: this.clock(), revoked_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute()
  }

  async revokeByToken(token: string, reason: string): Promise<boolean> {
    const result = await this.db.updateTable('sessions').set({ revoked_at: this.clock(), revoked_reason: reason }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  /** Ends every session of an account, but the one given (the device that made the change stays signed in). */
  async revokeAll(userId: number, reason: string, db: Db = this.db, exceptSessionId?: number): Promise<void> {
    let q = db.updateTable('sessions').set({ revoked_at: this.clock(), revoked_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null)
    if (exceptSessionId !== undefined) q = q.where('id', '<>', exceptSessionId)
    await q.execute()
  }

  /** Drops sessions that ended more than the cookie's lifetime ago (nobody can present them usefully any more). */
  async sweep(): Promise<number> {
    const before = this.clock() - TOKEN_COOKIE_MAX_AGE_MS
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst()
    return Number(result.numDeletedRows ?? 0)
  }

  /** When a session ends (the token cookie set for it lasts as long), or null when it does not exist. */
  async expiresAt(sessionId: number): Promise<number | null> {
    const row = await this.db.selectFrom('sessions').select('expires_at').where('id', '=', sessionId).executeTakeFirst()
    return row ? row.expires_at : null
  }
}
