/**
 * Issue 24 items 7 and 10: WeChat's server-side messages of the mini-program
 * (server/src/domains/accounts/wechatApi).
 *  - wechat_subscriptions: each acceptance of a one-time subscription message (one row = one send allowed)
 *  - wechat_messages: subscription messages queued with the change they tell of, sent after it
 *  - wechat_sandbox_messages: what the sandbox would have sent (the development outbox)
 *  - wechat_media_checks: images submitted to mediaCheckAsync, until the verdict is pushed
 * Time-stamps epoch ms in BIGINT, as in 0002-0016.
 */
import type { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  await db.schema
    .createTable('wechat_subscriptions')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('template_key', 'varchar(32)', c => c.notNull())
    .addColumn('template_id', 'varchar(128)', c => c.notNull())
    .addColumn('accepted_at', 'bigint', c => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute()
  await db.schema.createIndex('wechat_subscriptions_user').on('wechat_subscriptions').columns(['user_id', 'template_key', 'consumed_at']).execute()

  await db.schema
    .createTable('wechat_messages')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('template_key', 'varchar(32)', c => c.notNull())
    .addColumn('template_id', 'varchar(128)', c => c.notNull())
    .addColumn('page', 'varchar(512)', c => c.notNull())
    .addColumn('values_json', 'text', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('attempts', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('error', 'varchar(255)')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute()
  await db.schema.createIndex('wechat_messages_state').on('wechat_messages').columns(['state', 'id']).execute()
  await db.schema.createIndex('wechat_messages_user').on('wechat_messages').column('user_id').execute()

  await db.schema
    .createTable('wechat_sandbox_messages')
    .addColumn('id', id, pk)
    .addColumn('openid', 'varchar(128)', c => c.notNull())
    .addColumn('template_id', 'varchar(128)', c => c.notNull())
    .addColumn('page', 'varchar(512)', c => c.notNull())
    .addColumn('data', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('wechat_media_checks')
    .addColumn('id', id, pk)
    .addColumn('trace_id', 'varchar(128)', c => c.notNull().unique())
    .addColumn('upload_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    .addColumn('state', 'varchar(16)', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wechat_media_checks').execute()
  await db.schema.dropTable('wechat_sandbox_messages').execute()
  await db.schema.dropTable('wechat_messages').execute()
  await db.schema.dropTable('wechat_subscriptions').execute()
}
