/** The community tables (migration 2026_11_29_0500_community), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface CommunityPostsTable {
  id: Generated<number>
  user_id: number | null
  author_name: string | null
  module: string
  type: number
  title: string
  content: string
  images: string
  state: string
  example: Generated<number>
  comment_count: Generated<number>
  created_at: number
  reviewed_by: number | null
}

export interface CommunityCommentsTable {
  id: Generated<number>
  post_id: number
  parent_id: number | null
  reply_to_user_id: number | null
  user_id: number | null
  author_name: string | null
  content: string
  state: string
  created_at: number
}

export interface CommunityFeelsTable {
  id: Generated<number>
  user_id: number
  module: string
  relate_id: number
  feel: string
  created_at: number
}

export interface UserInformRecordsTable {
  id: Generated<number>
  user_id: number
  module: string
  relate_id: number
  reason: string
  detail: string
  state: string
  created_at: number
}

export interface FeedArticlesTable {
  id: Generated<number>
  kind: string
  user_id: number | null
  author_name: string
  title: string
  summary: string
  body: string
  cover: string | null
  images: string
  state: string
  example: Generated<number>
  created_at: number
  published_at: number | null
  reviewed_by: number | null
}

declare module '../../db/schema' {
  interface Database {
    community_posts: CommunityPostsTable
    community_comments: CommunityCommentsTable
    community_feels: CommunityFeelsTable
    user_inform_records: UserInformRecordsTable
    feed_articles: FeedArticlesTable
  }
}
