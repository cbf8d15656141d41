/**
 * SQL of delivery addresses. Every query is scoped by the owner's id: one user never reaches
 * another's rows. The receiver's name, mobile and street address are sealed under the owner's key
 * (security/personalFields.ts); app.db opens them on reading.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../../../db'
import type { DeliveryAddressesTable } from '../../../db/schema'
import type { PersonalFields } from '../../../security/personalFields'

const SEALED = ['receiver_name', 'mobile', 'detail'] as const
const UNSEALED = ['id', 'user_id', 'nation_code', 'province_code', 'city_code', 'district_code', 'street_code', 'is_default', 'created_at', 'updated_at'] as const

export type AddressRow = Selectable<DeliveryAddressesTable>
type Db = Kysely<Database> | Transaction<Database>

export class AddressRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly personal: PersonalFields
  ) {}

  list(userId: number, db: Db = this.db): Promise<AddressRow[]> {
    // the default first, then the most recently changed
    return db.selectFrom('delivery_addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('updated_at', 'desc').orderBy('id', 'desc').execute()
  }

  find(userId: number, id: number, db: Db = this.db): Promise<AddressRow | undefined> {
    return db.selectFrom('delivery_addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
  }

  async count(userId: number, db: Db = this.db): Promise<number> {
    const row = await db.selectFrom('delivery_addresses').select(eb => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async insert(values: Omit<DeliveryAddressesTable, 'id'>, db: Db = this.db): Promise<number> {
    const row = await db
      .insertInto('delivery_addresses')
      .values(await this.personal.sealColumns(values.user_id, values, SEALED, db))
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }

  /** the row as written (its sealed values opened), or undefined when the user has no such address */
  async update(userId: number, id: number, values: Partial<Omit<DeliveryAddressesTable, 'id' | 'user_id'>>, db: Db = this.db): Promise<AddressRow | undefined> {
    const update = db
      .updateTable('delivery_addresses')
      .set(await this.personal.sealColumns(userId, values, SEALED, db))
      .where('user_id', '=', userId)
      .where('id', '=', id)
    const { receiver_name, mobile, detail } = values
    if (receiver_name === undefined || mobile === undefined || detail === undefined) return update.returningAll().executeTakeFirst()
    // every sealed column was just written: the row reads back the others, and the sealed ones are
    // the values in hand (issue 30: no decryption of what was encrypted a moment ago)
    const row = await update.returning(UNSEALED).executeTakeFirst()
    return row && { ...row, receiver_name, mobile, detail }
  }

  async delete(userId: number, id: number, db: Db = this.db): Promise<boolean> {
    const result = await db.deleteFrom('delivery_addresses').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async clearDefault(userId: number, db: Db): Promise<void> {
    await db.updateTable('delivery_addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute()
  }
}
