/**
 * The migrations: the core's below (tables every domain stands on, and the security columns that
 * cross them), each domain's in its own folder (server/src/domains/<area>/migrations/, listed by
 * its defineDomain({ migrations })). allMigrations() gathers them; Kysely runs them in the order
 * of their names with unordered migrations allowed, so two domains adding migrations at once never
 * collide or renumber (docs/adr/0018-migrations-per-domain.md).
 *
 * Names: `YYYY_MM_DD_HHMM_<subject>` (UTC, the time it was written), unique across the server.
 * Never rename or edit a migration that has shipped: add one. The only renaming ever done is
 * LEGACY_MIGRATION_NAMES, applied by migrateToLatest before the migrator runs.
 */
import type { Migration } from 'kysely'
import { loadDomains } from '../../domains/load'
import type { Domain } from '../../domains/domain'
import * as foundation from './2026_11_22_0330_foundation'
import * as security from './2026_11_25_2011_security'
import * as kitToReport from './2026_11_25_2012_kit_to_report'
import * as linkSecurity from './2026_11_28_1233_link_security'
import * as personalEncryption from './2026_11_28_1510_personal_encryption'
import * as outbox from './2026_11_28_1930_outbox'
import * as namedLocks from './2026_11_29_1145_named_locks'

export const CORE_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2026_11_22_0330_foundation': foundation,
  '2026_11_25_2011_security': security,
  '2026_11_25_2012_kit_to_report': kitToReport,
  '2026_11_28_1233_link_security': linkSecurity,
  '2026_11_28_1510_personal_encryption': personalEncryption,
  // the transactional outbox of domain events (server/src/events): every domain publishes through it
  '2026_11_28_1930_outbox': outbox,
  // locks across processes on SQLite (db/locks.ts; PostgreSQL takes advisory locks)
  '2026_11_29_1145_named_locks': namedLocks
}

/**
 * The numbered names the migrations had until they moved into the domains (0001-0019; 0011,
 * 0012 and 0015 were never shipped). A database migrated before the move has these in
 * kysely_migration; migrateToLatest renames them to the new names first. The new names keep the
 * old order, so a fresh database runs the same migrations in the same order as before. Closed:
 * no entry is ever added.
 */
export const LEGACY_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  '0001_foundation': '2026_11_22_0330_foundation',
  '0002_accounts': '2026_11_22_0425_accounts',
  '0003_security': '2026_11_25_2011_security',
  '0004_kit_to_report': '2026_11_25_2012_kit_to_report',
  '0005_commerce': '2026_11_25_2030_commerce',
  '0006_report_shares': '2026_11_25_2041_report_shares',
  '0007_nonchip_results': '2026_11_25_2320_nonchip_results',
  '0008_commerce_upgrades': '2026_11_25_2321_commerce_upgrades',
  '0009_relatives_index': '2026_11_25_2327_relatives_index',
  '0010_lineage': '2026_11_25_2330_lineage',
  '0013_money': '2026_11_25_2333_money',
  '0014_sales_channels': '2026_11_26_0043_sales_channels',
  '0016_link_security': '2026_11_28_1233_link_security',
  '0017_personal_encryption': '2026_11_28_1510_personal_encryption',
  '0018_relatives_name_and_review': '2026_11_28_1520_relatives_name_and_review',
  '0019_wechat_messages': '2026_11_28_1536_wechat_messages'
}

export const MIGRATION_NAME = /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+$/

/** The core's migrations and every domain's, by name; throws on a malformed or repeated name. */
export function allMigrations(domains: readonly Domain[] = loadDomains()): Record<string, Migration> {
  const all: Record<string, Migration> = {}
  const owner = new Map<string, string>()
  const add = (from: string, migrations: Readonly<Record<string, Migration>>) => {
    for (const [name, migration] of Object.entries(migrations)) {
      if (!MIGRATION_NAME.test(name)) throw new Error(`migration ${name} (${from}): names are YYYY_MM_DD_HHMM_subject`)
      if (owner.has(name)) throw new Error(`migration ${name} is listed by both ${owner.get(name)} and ${from}`)
      owner.set(name, from)
      all[name] = migration
    }
  }
  add('the core', CORE_MIGRATIONS)
  for (const domain of domains) if (domain.migrations) add(`domain ${domain.name}`, domain.migrations)
  return all
}
