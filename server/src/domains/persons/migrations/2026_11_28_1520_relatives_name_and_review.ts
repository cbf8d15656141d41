/**
 * - tested_persons.relatives_name: the name other accounts see (称呼), chosen by the owner in the
 *   binding wizard, the import page or the person page. Null means the default 称呼 of
 *   @xungen/contracts (寻根用户 and a short id); the full name never reaches another account.
 * - sample_events.owner_note: what the laboratory tells the owner with a state change (the
 *   conclusion of a review after a sex mismatch, and why), beside `note`, which is staff's own.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tested_persons').addColumn('relatives_name', 'varchar(32)').execute()
  await db.schema.alterTable('sample_events').addColumn('owner_note', 'varchar(600)').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sample_events').dropColumn('owner_note').execute()
  await db.schema.alterTable('tested_persons').dropColumn('relatives_name').execute()
}
