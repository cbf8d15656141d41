/** The nonchip domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as nonchipResults from './2026_11_25_2320_nonchip_results'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_25_2320_nonchip_results': nonchipResults
}
