/** The chat tables (migration 2026_11_29_0130_chat), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface ChatThreadsTable {
  id: Generated<number>
  kind: string
  pair_key: string
  last_message_id: number | null
  last_message_at: number | null
  created_at: number
}

export interface ChatMembersTable {
  thread_id: number
  user_id: number
  peer_label: string
  unread: Generated<number>
  shielded: Generated<number>
  cleared_through: Generated<number>
  hidden: Generated<number>
  read_through: Generated<number>
  read_at: number | null
}

export interface ChatMessagesTable {
  id: Generated<number>
  thread_id: number
  sender_id: number
  from_staff: Generated<number>
  content: string
  client_id: string | null
  created_at: number
}

export interface UgcBansTable {
  user_id: number
  reason: string
  banned_by: number | null
  created_at: number
}

declare module '../../db/schema' {
  interface Database {
    chat_threads: ChatThreadsTable
    chat_members: ChatMembersTable
    chat_messages: ChatMessagesTable
    ugc_bans: UgcBansTable
  }
}
