/**
 * Covid test appointments (spec 3.14 Covid, 7.3 covid19): the sampling suppliers staff keep
 * (demo ones seeded as 示例), the sample codes accounts bind (one code, one person: unique), and
 * the appointments. `open_sample_id` is the sample's id while the appointment is not cancelled
 * and null once it is: its unique index lets a sample have one open appointment at a time,
 * whatever requests race. The person's name and the result are sealed under the owner's key.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('covid_suppliers')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(40)', c => c.notNull())
    .addColumn('province_code', 'varchar(6)', c => c.notNull())
    .addColumn('city_code', 'varchar(6)', c => c.notNull())
    .addColumn('address', 'varchar(100)', c => c.notNull())
    .addColumn('phone', 'varchar(20)', c => c.notNull())
    .addColumn('demo', 'smallint', c => c.notNull())
    .addColumn('active', 'smallint', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('covid_suppliers_city').on('covid_suppliers').columns(['province_code', 'city_code']).execute()
  await db.schema
    .createTable('covid_samples')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('sample_code', 'varchar(12)', c => c.notNull().unique())
    .addColumn('person_name', 'varchar(400)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('covid_samples_user').on('covid_samples').columns(['user_id']).execute()
  await db.schema
    .createTable('covid_appointments')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('sample_id', 'integer', c => c.notNull())
    .addColumn('open_sample_id', 'integer')
    .addColumn('supplier_id', 'integer', c => c.notNull())
    .addColumn('province_code', 'varchar(6)', c => c.notNull())
    .addColumn('city_code', 'varchar(6)', c => c.notNull())
    .addColumn('day', 'varchar(10)', c => c.notNull())
    .addColumn('status', 'varchar(10)', c => c.notNull())
    .addColumn('result', 'varchar(400)')
    .addColumn('note', 'varchar(1200)')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .addColumn('sampled_at', 'bigint')
    .addColumn('reported_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .execute()
  await db.schema.createIndex('covid_appointments_open').on('covid_appointments').columns(['open_sample_id']).unique().execute()
  await db.schema.createIndex('covid_appointments_user').on('covid_appointments').columns(['user_id']).execute()
  await db.schema.createIndex('covid_appointments_sample').on('covid_appointments').columns(['sample_id']).execute()
  await db.schema.createIndex('covid_appointments_status').on('covid_appointments').columns(['status', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('covid_appointments').execute()
  await db.schema.dropTable('covid_samples').execute()
  await db.schema.dropTable('covid_suppliers').execute()
}
