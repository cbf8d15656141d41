/** The activity participation table (migration 0013_money), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface ActivityParticipationsTable {
  id: Generated<number>
  activity_id: number
  user_id: number
  /** INVITER (holds the invite code) | HELPER (helped inviter_id) */
  role: string
  invite_code: string | null
  inviter_id: number | null
  /** INVITER: how many helped (raised by one conditional-free UPDATE … RETURNING per helper) */
  helpers: Generated<number>
  created_at: number
}

declare module '../../db/schema' {
  interface Database {
    activity_participations: ActivityParticipationsTable
  }
}
