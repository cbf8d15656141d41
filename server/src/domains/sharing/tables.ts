/** The sharing tables (migration 2026_11_29_0900_sharing), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface ShareEventsTable {
  id: Generated<number>
  share_id: string
  /** the sharer's account; null for a visitor */
  user_id: number | null
  path: string
  channel: string
  opens: Generated<number>
  created_at: number
}

export interface DownloadTracesTable {
  id: Generated<number>
  trace_id: string
  user_id: number | null
  app: string
  from_path: string
  platform: string
  opens: Generated<number>
  created_at: number
}

declare module '../../db/schema' {
  interface Database {
    share_events: ShareEventsTable
    download_traces: DownloadTracesTable
  }
}
