/**
 * The community (issue 25 items 5-7): posts (posts, questions, discussions) and their comments and
 * replies, reactions (spec 3.14 Feel), reports of content (spec 7.3 user_inform_records), and the
 * feed's articles, cards, stories and blog posts. What people write carries a state: published,
 * pending (held for staff's review), hidden (by staff) or rejected. Seeded demo rows have no
 * author account (user_id null) and example = 1 (shown with 示例).
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('community_posts')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer')
    .addColumn('author_name', 'varchar(60)')
    // 'community' or 'health' (spec 2.1 /community?module=health)
    .addColumn('module', 'varchar(16)', c => c.notNull())
    // spec 3.14: COMMENT_POST 1, COMMENT_ANSWER 2, COMMENT_DISCUSS 3
    .addColumn('type', 'integer', c => c.notNull())
    .addColumn('title', 'varchar(120)', c => c.notNull())
    .addColumn('content', 'text', c => c.notNull())
    // JSON array of image paths (/files/images/<id>.jpg), uploads of the author's
    .addColumn('images', 'text', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('example', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('reviewed_by', 'integer')
    .execute()
  await db.schema.createIndex('community_posts_board').on('community_posts').columns(['module', 'state', 'id']).execute()
  await db.schema.createIndex('community_posts_user').on('community_posts').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('community_comments')
    .addColumn('id', id, pk)
    .addColumn('post_id', 'integer', c => c.notNull())
    // the comment a reply belongs to (null: a comment on the post)
    .addColumn('parent_id', 'integer')
    .addColumn('reply_to_user_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('author_name', 'varchar(60)')
    .addColumn('content', 'text', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('community_comments_post').on('community_comments').columns(['post_id', 'id']).execute()

  await db.schema
    .createTable('community_feels')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    // 'post' or 'comment'
    .addColumn('module', 'varchar(16)', c => c.notNull())
    .addColumn('relate_id', 'integer', c => c.notNull())
    .addColumn('feel', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('community_feels_once').on('community_feels').columns(['user_id', 'module', 'relate_id']).unique().execute()
  await db.schema.createIndex('community_feels_item').on('community_feels').columns(['module', 'relate_id']).execute()

  await db.schema
    .createTable('user_inform_records')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('module', 'varchar(16)', c => c.notNull())
    .addColumn('relate_id', 'integer', c => c.notNull())
    .addColumn('reason', 'varchar(20)', c => c.notNull())
    .addColumn('detail', 'varchar(400)', c => c.notNull())
    // 'open' until staff decide on the item
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('user_inform_records_once').on('user_inform_records').columns(['user_id', 'module', 'relate_id']).unique().execute()

  await db.schema
    .createTable('feed_articles')
    .addColumn('id', id, pk)
    // 'article', 'card' (staff, /feed), 'story' (users, /genestory), 'blog' (staff, /gene-club)
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('author_name', 'varchar(60)', c => c.notNull())
    .addColumn('title', 'varchar(120)', c => c.notNull())
    .addColumn('summary', 'varchar(400)', c => c.notNull())
    .addColumn('body', 'text', c => c.notNull())
    .addColumn('cover', 'varchar(300)')
    .addColumn('images', 'text', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('example', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('reviewed_by', 'integer')
    .execute()
  await db.schema.createIndex('feed_articles_kind').on('feed_articles').columns(['kind', 'state', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['feed_articles', 'user_inform_records', 'community_feels', 'community_comments', 'community_posts']) await db.schema.dropTable(t).ifExists().execute()
}
