/** Genetic-counselling bookings (/consult; issue 26 item 4): personal data, deleted with the account. */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('consult_bookings')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('day', 'varchar(10)', c => c.notNull())
    .addColumn('period', 'varchar(10)', c => c.notNull())
    .addColumn('topic', 'varchar(200)', c => c.notNull())
    .addColumn('status', 'varchar(10)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .execute()
  await db.schema.createIndex('consult_bookings_user').on('consult_bookings').columns(['user_id', 'day']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consult_bookings').execute()
}
