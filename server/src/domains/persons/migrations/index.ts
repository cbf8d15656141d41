/** The persons domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as relativesNameAndReview from './2026_11_28_1520_relatives_name_and_review'
import * as originNotifications from './2026_11_28_2300_origin_notifications'
import * as rawFileWholeGenome from './2026_11_29_1200_raw_file_whole_genome'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_28_1520_relatives_name_and_review': relativesNameAndReview,
  '2026_11_28_2300_origin_notifications': originNotifications,
  '2026_11_29_1200_raw_file_whole_genome': rawFileWholeGenome
}
