/** The reports domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as reportShares from './2026_11_25_2041_report_shares'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_25_2041_report_shares': reportShares
}
