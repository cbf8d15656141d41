/**
 * Private messages and customer service (issue 25 items 2-4): threads (a pair of accounts, or an
 * account and customer service), each member's side of a thread (unread count, shield, what they
 * deleted), the messages, and the accounts barred from posting and sending (3601 UGC_BAN).
 */
import { Kysely } from 'kysely'
import { dialectOf } from '../../../db/dialect'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('chat_threads')
    .addColumn('id', id, pk)
    // 'private' (two accounts) or 'support' (an account and customer service)
    .addColumn('kind', 'varchar(16)', c => c.notNull())
    // one thread per pair ('<low id>-<high id>') or per account with customer service ('support-<id>')
    .addColumn('pair_key', 'varchar(40)', c => c.notNull().unique())
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', 'bigint')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()

  await db.schema
    .createTable('chat_members')
    .addColumn('thread_id', 'integer', c => c.notNull())
    .addColumn('user_id', 'integer', c => c.notNull())
    // how this member sees the other side (a relative's 称呼 and relationship; never a real name)
    .addColumn('peer_label', 'varchar(100)', c => c.notNull())
    .addColumn('unread', 'integer', c => c.notNull().defaultTo(0))
    // this member blocked the other side
    .addColumn('shielded', 'integer', c => c.notNull().defaultTo(0))
    // the member deleted the thread: messages up to this id are gone for them
    .addColumn('cleared_through', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('read_through', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('read_at', 'bigint')
    .addPrimaryKeyConstraint('chat_members_pk', ['thread_id', 'user_id'])
    .execute()
  await db.schema.createIndex('chat_members_user').on('chat_members').columns(['user_id', 'thread_id']).execute()

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', id, pk)
    .addColumn('thread_id', 'integer', c => c.notNull())
    // the sending account (a staff member's for customer service's answers)
    .addColumn('sender_id', 'integer', c => c.notNull())
    .addColumn('from_staff', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('content', 'text', c => c.notNull())
    // the sender's id of the message: a retry after a lost answer finds the stored one
    .addColumn('client_id', 'varchar(40)')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
  await db.schema.createIndex('chat_messages_thread').on('chat_messages').columns(['thread_id', 'id']).execute()
  await db.schema.createIndex('chat_messages_client').on('chat_messages').columns(['sender_id', 'client_id']).unique().execute()

  await db.schema
    .createTable('ugc_bans')
    .addColumn('user_id', 'integer', c => c.primaryKey())
    .addColumn('reason', 'varchar(200)', c => c.notNull())
    .addColumn('banned_by', 'integer')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ugc_bans', 'chat_messages', 'chat_members', 'chat_threads']) await db.schema.dropTable(t).ifExists().execute()
}
