/**
 * Clan remarks and 寻根登记 (issue 16 items 4 and 6): a user's private remark on a clan member
 * (one per user and member, owner-only) and the lead infos of spec 3.12 (surname, ancestral
 * place, residence, contact preference). Time-stamps epoch ms in BIGINT, as in 0002-0006.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('clan_remarks')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('person_id', 'integer', c => c.notNull())
    .addColumn('remark', 'varchar(200)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('clan_remarks_user_person').on('clan_remarks').columns(['user_id', 'person_id']).unique().execute()
  await db.schema.createIndex('clan_remarks_person').on('clan_remarks').column('person_id').execute()

  await db.schema
    .createTable('lead_infos')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('surname', 'varchar(16)', c => c.notNull())
    .addColumn('ancestral_place', 'varchar(200)', c => c.notNull())
    .addColumn('ancestral_place_code', 'varchar(12)', c => c.notNull())
    .addColumn('residence', 'varchar(200)')
    .addColumn('residence_code', 'varchar(12)')
    .addColumn('contact_preference', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('lead_infos_user').on('lead_infos').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_infos').execute()
  await db.schema.dropTable('clan_remarks').execute()
}
