/**
 * The name other accounts see (称呼): tested_persons.relatives_name, chosen by the owner in the
 * binding wizard, the import page or the person page. Null means the default 称呼 of
 * @xungen/contracts (寻根用户 and a short id); the full name never reaches another account.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tested_persons').addColumn('relatives_name', 'varchar(32)').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tested_persons').dropColumn('relatives_name').execute()
}
