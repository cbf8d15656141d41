/** The tracking table (migration 2026_11_29_0540_tracking), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface TrackingEventsTable {
  id: Generated<number>
  user_id: number
  event: string
  router: string
  button: string | null
  site_id: number
  /** China date of receipt, YYYY-MM-DD (the roll-up's day) */
  day: string
  created_at: number
}

declare module '../../db/schema' {
  interface Database {
    tracking_events: TrackingEventsTable
  }
}
