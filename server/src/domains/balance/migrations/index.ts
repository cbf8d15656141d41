/** The balance domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as money from './2026_11_25_2333_money'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_25_2333_money': money
}
