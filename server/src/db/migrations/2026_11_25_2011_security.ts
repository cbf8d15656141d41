/**
 * Security and consent (issue 12):
 *  - user_keys: each account's data key for its genetic and personal files, stored wrapped
 *    (AES-256-GCM) under the storage master key. Deleting the row at cancellation makes every
 *    file encrypted under it unreadable, in backups too (crypto-shredding).
 *  - consent_acceptances: which version of which agreement (user agreement, privacy policy, the
 *    separate consent for sensitive personal information, research use) an account accepted and
 *    when; a withdrawal (research use may be withdrawn at any time) is recorded, not deleted.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('user_keys')
    .addColumn('user_id', 'integer', c => c.primaryKey())
    .addColumn('master_key_id', 'varchar(32)', c => c.notNull())
    .addColumn('wrapped_key', 'varchar(255)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('consent_acceptances')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('document', 'varchar(32)', c => c.notNull())
    .addColumn('version', 'varchar(32)', c => c.notNull())
    .addColumn('accepted_at', 'bigint', c => c.notNull())
    .addColumn('withdrawn_at', 'bigint')
    .execute()
  await db.schema.createIndex('consent_acceptances_user').on('consent_acceptances').columns(['user_id', 'document']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_acceptances').execute()
  await db.schema.dropTable('user_keys').execute()
}
