/**
 * The analysis domain's migrations, by name (db/migrations/index.ts gathers every domain's).
 * `2026_11_25_2327_relatives_index` was listed by the reports domain until the analysis domain
 * was split from it: only its folder changed, its name (what a database records) did not.
 */
import type { Migration } from 'kysely'
import * as relativesIndex from './2026_11_25_2327_relatives_index'
import * as matcherShards from './2026_11_29_0500_matcher_shards'
import * as relativeMatchKits from './2026_11_29_0815_relative_match_kits'
import * as relativeMatchOptIn from './2026_11_29_1600_relative_match_opt_in'
import * as relativeMatchRankIndexes from './2026_11_29_1900_relative_match_rank_indexes'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_25_2327_relatives_index': relativesIndex,
  '2026_11_29_0500_matcher_shards': matcherShards,
  '2026_11_29_0815_relative_match_kits': relativeMatchKits,
  '2026_11_29_1600_relative_match_opt_in': relativeMatchOptIn,
  '2026_11_29_1900_relative_match_rank_indexes': relativeMatchRankIndexes
}
