/** The community domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as community from './2026_11_29_0500_community'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0500_community': community
}
