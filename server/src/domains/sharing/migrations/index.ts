/** The sharing domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as sharing from './2026_11_29_0900_sharing'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0900_sharing': sharing
}
