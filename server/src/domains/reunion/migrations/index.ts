/** The reunion domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as reunion from './2026_11_29_0440_reunion'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0440_reunion': reunion
}
