/** The lineage domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as lineage from './2026_11_25_2330_lineage'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_25_2330_lineage': lineage
}
