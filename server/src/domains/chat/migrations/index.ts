/** The chat domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as chat from './2026_11_29_0130_chat'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_29_0130_chat': chat
}
