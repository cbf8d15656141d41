/**
 * Tables of the database as Kysely sees them. Time-stamps are epoch milliseconds in BIGINT
 * columns: one representation on SQLite and PostgreSQL (pg's int8 is parsed to a number, see
 * db/index.ts).
 */

/** Which versioned seed ran last (seed/index.ts). */
export interface SeedRunsTable {
  name: string
  version: number
  applied_at: number
}

/** spec 3.14: description configs (key, name, content, contentType), read by the common calls of 7.2/7.3. */
export interface DescriptionConfigsTable {
  key: string
  name: string
  content: string
  content_type: string
  updated_at: number
}

export interface Database {
  seed_runs: SeedRunsTable
  description_configs: DescriptionConfigsTable
}
