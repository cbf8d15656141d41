/**
 * Relatives reunion (寻亲, issue 24 item 7, spec 3.14 "Reunion relative info"): an account's
 * searches (one of its tested persons, the parting's place and time; notes and contact sealed
 * under the account's key), the contacts asked of candidates (the relative's consent and contact
 * sealed under the relative's account key), and reunion tests given and received. Epoch ms.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('reunion_searches')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('person_id', 'integer', c => c.notNull())
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    .addColumn('sought', 'varchar(40)', c => c.notNull())
    .addColumn('seeker_appellation', 'varchar(40)', c => c.notNull())
    .addColumn('province_code', 'varchar(6)', c => c.notNull())
    .addColumn('city_code', 'varchar(6)')
    .addColumn('area_code', 'varchar(6)')
    .addColumn('lost_year', 'integer', c => c.notNull())
    .addColumn('lost_date', 'varchar(80)')
    .addColumn('sought_birth_year', 'integer')
    .addColumn('notes', 'text', c => c.notNull())
    .addColumn('contact_name', 'text', c => c.notNull())
    .addColumn('contact_phone', 'text', c => c.notNull())
    .addColumn('open', 'integer', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('reunion_searches_user').on('reunion_searches').column('user_id').execute()

  await db.schema
    .createTable('reunion_contacts')
    .addColumn('id', id, pk)
    .addColumn('search_id', 'integer', c => c.notNull())
    .addColumn('seeker_user_id', 'integer', c => c.notNull())
    .addColumn('relative_user_id', 'integer', c => c.notNull())
    .addColumn('relative_person_id', 'integer', c => c.notNull())
    .addColumn('relationship_label', 'varchar(40)', c => c.notNull())
    .addColumn('total_cm', 'real', c => c.notNull())
    .addColumn('seeker_message', 'text', c => c.notNull())
    .addColumn('relative_contact_name', 'text')
    .addColumn('relative_contact_phone', 'text')
    .addColumn('relative_message', 'text')
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute()
  await db.schema.createIndex('reunion_contacts_search_person').on('reunion_contacts').columns(['search_id', 'relative_person_id']).unique().execute()
  await db.schema.createIndex('reunion_contacts_relative').on('reunion_contacts').column('relative_user_id').execute()
  await db.schema.createIndex('reunion_contacts_seeker').on('reunion_contacts').column('seeker_user_id').execute()

  await db.schema
    .createTable('reunion_gifts')
    .addColumn('id', id, pk)
    .addColumn('giver_user_id', 'integer', c => c.notNull())
    .addColumn('barcode', 'varchar(32)', c => c.notNull().unique())
    .addColumn('code', 'varchar(8)', c => c.notNull().unique())
    .addColumn('message', 'text', c => c.notNull())
    .addColumn('receiver_user_id', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('received_at', 'bigint')
    .execute()
  await db.schema.createIndex('reunion_gifts_giver').on('reunion_gifts').column('giver_user_id').execute()
  await db.schema.createIndex('reunion_gifts_receiver').on('reunion_gifts').column('receiver_user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['reunion_gifts', 'reunion_contacts', 'reunion_searches']) await db.schema.dropTable(t).execute()
}
