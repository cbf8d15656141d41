/** The tracking domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as tracking from './2026_11_29_0540_tracking'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0540_tracking': tracking
}
