/** SQL of the users table (accounts). */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../../../db'
import type { UsersTable } from '../../../db/schema'

export type UserRow = Selectable<UsersTable>
type Db = Kysely<Database> | Transaction<Database>

/** The key a name is unique by: NFKC-folded and lower-cased ('Ｔｏｍ' and 'tom' are the same name). */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase()
}

/**
 * Every column of users that says something about the person, emptied: a guest account starts
 * from it, and a cancelled account's tombstone is set to it (so a column added here is cleared
 * by the deletion too).
 */
export const NO_PERSONAL_DATA = {
  nation_code: null,
  phone: null,
  name: null,
  name_key: null,
  avatar_start_color: null,
  avatar_end_color: null,
  avatar_upload_id: null,
  pending_avatar_upload_id: null,
  password_hash: null,
  wechat_openid: null,
  wechat_unionid: null,
  name_changed_at: null
} as const

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: number, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** an account that is not cancelled */
  async findActiveById(id: number, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
  }

  async findByPhone(nationCode: string, phone: string, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('nation_code', '=', nationCode).where('phone', '=', phone).where('deleted_at', 'is', null).executeTakeFirst()
  }

  async findByOpenid(openid: string, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('wechat_openid', '=', openid).where('deleted_at', 'is', null).executeTakeFirst()
  }

  async isNameTaken(name: string, exceptUserId: number | null, db: Db = this.db): Promise<boolean> {
    let q = db.selectFrom('users').select('id').where('name_key', '=', nameKey(name))
    if (exceptUserId !== null) q = q.where('id', '<>', exceptUserId)
    return (await q.executeTakeFirst()) !== undefined
  }

  async insert(values: Omit<UsersTable, 'id'>, db: Db = this.db): Promise<number> {
    const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()
    return Number(row.id)
  }

  async update(id: number, values: Partial<Omit<UsersTable, 'id'>>, db: Db = this.db): Promise<void> {
    await db.updateTable('users').set(values).where('id', '=', id).execute()
  }
}

/** A unique-constraint violation on either database (a race another request won). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
}
