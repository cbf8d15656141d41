/**
 * Research projects (issue 24 item 6, spec 3.12): a project on a surname or a Y haplogroup branch,
 * started by an account (or seeded as 示例: user_id null, demo 1); its members (one tested person of
 * an account each, with what the member lets the project show), posts (announcements and
 * discussions) and their comments. Time-stamps epoch ms in BIGINT.
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('research_projects')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer')
    .addColumn('name', 'varchar(60)', c => c.notNull())
    .addColumn('type', 'varchar(16)', c => c.notNull())
    .addColumn('surname', 'varchar(8)')
    .addColumn('haplogroup', 'varchar(40)')
    .addColumn('introduction', 'text', c => c.notNull())
    .addColumn('demo', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('research_projects_user').on('research_projects').column('user_id').execute()

  await db.schema
    .createTable('research_project_members')
    .addColumn('id', id, pk)
    .addColumn('project_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('person_id', 'integer', c => c.notNull())
    .addColumn('detection_id', 'integer', c => c.notNull())
    .addColumn('show_haplogroup', 'integer', c => c.notNull())
    .addColumn('show_place', 'integer', c => c.notNull())
    .addColumn('joined_at', 'bigint', c => c.notNull())
    .execute()
  // one membership per account and project
  await db.schema.createIndex('research_project_members_project_user').on('research_project_members').columns(['project_id', 'user_id']).unique().execute()
  await db.schema.createIndex('research_project_members_user').on('research_project_members').column('user_id').execute()

  await db.schema
    .createTable('research_project_posts')
    .addColumn('id', id, pk)
    .addColumn('project_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    .addColumn('title', 'varchar(100)', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('research_project_posts_project').on('research_project_posts').columns(['project_id', 'kind']).execute()

  await db.schema
    .createTable('research_project_comments')
    .addColumn('id', id, pk)
    .addColumn('post_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('research_project_comments_post').on('research_project_comments').column('post_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['research_project_comments', 'research_project_posts', 'research_project_members', 'research_projects']) await db.schema.dropTable(t).execute()
}
