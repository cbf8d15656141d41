/** The health questionnaire (issue 26 item 8): one row per account, its agreement and answers; personal data, exported and deleted with the account. */
import { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('questionnaire_answers')
    .addColumn('user_id', 'integer', c => c.primaryKey())
    .addColumn('agreed_version', 'integer', c => c.notNull())
    .addColumn('agreed_at', 'bigint', c => c.notNull())
    .addColumn('answers', 'text')
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('questionnaire_answers').execute()
}
