/**
 * SQL of the users table (accounts). The phone and the name are sealed under the account's own
 * key (security/personalFields.ts, migration 0017); the phone is looked up by its blind index
 * (phone_index), the name's uniqueness by the blind index of the folded name (name_key). Callers
 * pass and read plain values: this repository seals what it writes, app.db opens what is read.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../../../db'
import type { UsersTable } from '../../../db/schema'
import type { PersonalFields } from '../../../security/personalFields'

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
  phone_index: null,
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

/** what callers write: plain values; the index columns are the repository's */
export type UserValues = Omit<UsersTable, 'id' | 'phone_index'>

export class UsersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly personal: PersonalFields
  ) {}

  /** the blind index of a folded name (nameKey) */
  nameIndex(name: string): string {
    return this.personal.index('name', nameKey(name))
  }

  /** the sealed and indexed columns of plain values (a userId is needed to seal) */
  private async sealed(userId: number, values: Partial<UserValues>, db: Db): Promise<Partial<Omit<UsersTable, 'id'>>> {
    const out: Partial<Omit<UsersTable, 'id'>> = { ...values }
    if ('phone' in values) {
      out.phone = values.phone == null ? null : await this.personal.seal(userId, values.phone, db)
      out.phone_index = values.phone == null ? null : this.personal.phoneIndex(values.nation_code ?? (await this.nationOf(userId, db)), values.phone)
    }
    if ('name' in values) out.name = values.name == null ? null : await this.personal.seal(userId, values.name, db)
    // callers give the folded name (nameKey); the column keeps its blind index
    if ('name_key' in values) out.name_key = values.name_key == null ? null : this.personal.index('name', values.name_key)
    return out
  }

  private async nationOf(userId: number, db: Db): Promise<string> {
    const row = await db.selectFrom('users').select('nation_code').where('id', '=', userId).executeTakeFirst()
    return row?.nation_code ?? '86'
  }

  async findById(id: number, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** an account that is not cancelled */
  async findActiveById(id: number, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
  }

  async findByPhone(nationCode: string, phone: string, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('phone_index', '=', this.personal.phoneIndex(nationCode, phone)).where('deleted_at', 'is', null).executeTakeFirst()
  }

  async findByOpenid(openid: string, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('wechat_openid', '=', openid).where('deleted_at', 'is', null).executeTakeFirst()
  }

  async isNameTaken(name: string, exceptUserId: number | null, db: Db = this.db): Promise<boolean> {
    let q = db.selectFrom('users').select('id').where('name_key', '=', this.nameIndex(name))
    if (exceptUserId !== null) q = q.where('id', '<>', exceptUserId)
    return (await q.executeTakeFirst()) !== undefined
  }

  /**
   * A new account. The row is inserted with the indexes (which keep phone and name unique) and
   * without the plain values, then sealed under the new account's key: the key needs the id.
   * Call it inside a transaction so that nobody sees the row in between.
   */
  async insert(values: UserValues, db: Db = this.db): Promise<number> {
    const indexes = {
      phone_index: values.phone == null ? null : this.personal.phoneIndex(values.nation_code ?? '86', values.phone),
      name_key: values.name_key == null ? null : this.personal.index('name', values.name_key)
    }
    const row = await db
      .insertInto('users')
      .values({ ...values, ...indexes, phone: null, name: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(row.id)
    if (values.phone != null || values.name != null) {
      await db
        .updateTable('users')
        .set({ phone: values.phone == null ? null : await this.personal.seal(id, values.phone, db), name: values.name == null ? null : await this.personal.seal(id, values.name, db) })
        .where('id', '=', id)
        .execute()
    }
    return id
  }

  async update(id: number, values: Partial<UserValues>, db: Db = this.db): Promise<void> {
    await db.updateTable('users').set(await this.sealed(id, values, db)).where('id', '=', id).execute()
  }
}

/** A unique-constraint violation on either database (a race another request won). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
}
