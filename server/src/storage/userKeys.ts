/**
 * Crypto-shredding: each account's genetic and personal files are encrypted under a data key of
 * its own (32 random bytes), kept in the user_keys table wrapped with the storage master key
 * (AES-256-GCM, the user id as associated data, so a wrapped key cannot be moved to another
 * account). Deleting that row at cancellation makes every file of the account unreadable,
 * including copies in storage backups that the deletion itself cannot reach.
 *
 * A stored file names its key in its header (storage/encryption.ts): `u<userId>` for a user key,
 * the master key id otherwise; LocalFileStorage asks resolve() for keys it does not hold.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db'
import type { StorageKey, StorageKeyring } from './encryption'

const USER_KEY_ID = /^u(\d{1,10})$/
/** keys stay in memory this long after use (a cancellation elsewhere evicts at the latest then) */
const CACHE_MS = 5 * 60 * 1000

export function userKeyId(userId: number): string {
  return `u${userId}`
}

export class UserKeyDestroyedError extends Error {
  constructor(userId: number) {
    super(`the data key of user ${userId} has been destroyed`)
    this.name = 'UserKeyDestroyedError'
  }
}

export class UserKeys {
  private readonly cache = new Map<number, { key: StorageKey; until: number }>()
  /** a creation in progress per user, so two parallel uploads of a new account share one key */
  private readonly creating = new Map<number, Promise<StorageKey>>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly master: StorageKeyring,
    /** reads keys without waiting for a transaction in progress on `db` (db/index.ts sideReader) */
    private readonly reader: Kysely<Database> = db
  ) {}

  private aad(userId: number): Buffer {
    return Buffer.from(`xungen-user-key:${userId}`)
  }

  private wrap(userId: number, key: Buffer): { master_key_id: string; wrapped_key: string } {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.master.current.key, iv)
    cipher.setAAD(this.aad(userId))
    const sealed = Buffer.concat([cipher.update(key), cipher.final()])
    return { master_key_id: this.master.current.id, wrapped_key: Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64') }
  }

  private unwrap(userId: number, row: { master_key_id: string; wrapped_key: string }): Buffer {
    const master = this.master.byId.get(row.master_key_id)
    if (!master) throw new Error(`user key ${userId} is wrapped with unknown master key ${row.master_key_id}`)
    const raw = Buffer.from(row.wrapped_key, 'base64')
    const decipher = createDecipheriv('aes-256-gcm', master.key, raw.subarray(0, 12))
    decipher.setAAD(this.aad(userId))
    decipher.setAuthTag(raw.subarray(raw.length - 16))
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()])
  }

  private remember(userId: number, key: StorageKey): StorageKey {
    this.cache.set(userId, { key, until: Date.now() + CACHE_MS })
    return key
  }

  /**
   * The account's key, made on first use. Inside a transaction pass it as `trx`: the key is then
   * read or made in that transaction (a new account's key commits or rolls back with the account)
   * and is not cached until it is known to be committed.
   */
  async keyFor(userId: number, trx?: Kysely<Database> | Transaction<Database>): Promise<StorageKey> {
    const cached = this.cache.get(userId)
    if (cached && cached.until > Date.now()) return cached.key
    if (trx) {
      const inTrx = await trx.selectFrom('user_keys').select(['master_key_id', 'wrapped_key']).where('user_id', '=', userId).executeTakeFirst()
      if (inTrx) return { id: userKeyId(userId), key: this.unwrap(userId, inTrx) }
      await trx
        .insertInto('user_keys')
        .values({ user_id: userId, ...this.wrap(userId, randomBytes(32)), created_at: Date.now() })
        .onConflict(oc => oc.column('user_id').doNothing())
        .execute()
      const made = await trx.selectFrom('user_keys').select(['master_key_id', 'wrapped_key']).where('user_id', '=', userId).executeTakeFirstOrThrow()
      return { id: userKeyId(userId), key: this.unwrap(userId, made) }
    }
    const pending = this.creating.get(userId)
    if (pending) return pending
    const work = (async () => {
      const existing = await this.reader.selectFrom('user_keys').select(['master_key_id', 'wrapped_key']).where('user_id', '=', userId).executeTakeFirst()
      if (existing) return this.remember(userId, { id: userKeyId(userId), key: this.unwrap(userId, existing) })
      const key = randomBytes(32)
      // a parallel process may have made one a moment ago: its key wins, ours is dropped
      await this.db
        .insertInto('user_keys')
        .values({ user_id: userId, ...this.wrap(userId, key), created_at: Date.now() })
        .onConflict(oc => oc.column('user_id').doNothing())
        .execute()
      const row = await this.db.selectFrom('user_keys').select(['master_key_id', 'wrapped_key']).where('user_id', '=', userId).executeTakeFirstOrThrow()
      return this.remember(userId, { id: userKeyId(userId), key: this.unwrap(userId, row) })
    })()
    this.creating.set(userId, work)
    try {
      return await work
    } finally {
      this.creating.delete(userId)
    }
  }

  /** The key a stored file names, or null when it is not a user key; throws when it was destroyed. */
  async resolve(keyId: string): Promise<StorageKey | null> {
    const m = USER_KEY_ID.exec(keyId)
    if (!m) return null
    const userId = Number(m[1])
    const cached = this.cache.get(userId)
    if (cached && cached.until > Date.now()) return cached.key
    const row = await this.reader.selectFrom('user_keys').select(['master_key_id', 'wrapped_key']).where('user_id', '=', userId).executeTakeFirst()
    if (!row) throw new UserKeyDestroyedError(userId)
    return this.remember(userId, { id: keyId, key: this.unwrap(userId, row) })
  }

  /** Destroys the account's key (inside the deletion's transaction); its files can never be read again. */
  async destroy(userId: number, db: Kysely<Database> | Transaction<Database> = this.db): Promise<void> {
    this.cache.delete(userId)
    await db.deleteFrom('user_keys').where('user_id', '=', userId).execute()
  }
}
