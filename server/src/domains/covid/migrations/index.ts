/** The covid domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as covid from './2026_11_29_0830_covid'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0830_covid': covid
}
