/**
 * The database: SQLite file by default (embedded, nothing to install), PostgreSQL when
 * DATABASE_URL is a postgres:// URL. Both through Kysely; migrations are dialect-neutral.
 */
import fs from 'fs'
import path from 'path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, sql, type Migration, type MigrationResultSet } from 'kysely'
import pg from 'pg'
import { allMigrations, LEGACY_MIGRATION_NAMES } from './migrations'
import type { Database } from './schema'
import type { DialectName } from './dialect'

export type { Database } from './schema'

export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; connectionString: string }

/**
 * sqlite:<path> (also file:<path>, sqlite::memory:) or postgres://… / postgresql://…
 * A bare path is taken as an SQLite file.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', connectionString: url }
  const m = /^(sqlite|file):(.*)$/i.exec(url)
  const file = m ? m[2] : url
  if (!file) throw new Error('DATABASE_URL: an SQLite URL needs a file path (sqlite:/path/to/file.sqlite)')
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(file)) throw new Error(`DATABASE_URL: unsupported database ${url.split(':')[0]}`)
  return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(file.replace(/^\/\/(?=\/)/, '')) }
}

/** A description of the target that is safe to log (no password). */
export function describeTarget(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return `sqlite ${target.file}`
  try {
    const u = new URL(target.connectionString)
    return `postgres ${u.hostname}:${u.port || 5432}${u.pathname}`
  } catch {
    return 'postgres'
  }
}

export interface DatabaseHandle {
  db: Kysely<Database>
  /**
   * a second connection for short reads that must not wait for a transaction in progress on
   * `db` (the per-account keys that open sealed values read inside a transaction: SQLite has one
   * connection, which the transaction holds). Reads what is committed.
   */
  sideReader: Kysely<Database>
  dialect: DialectName
  description: string
  close(): Promise<void>
}

// pg returns BIGINT (int8) as a string because it can exceed 2^53; our BIGINT columns hold epoch
// milliseconds and counters far below that, so they are read as numbers.
const INT8_OID = 20
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser
}

/**
 * Prepared statements on PostgreSQL (issue 30): the server sends a few hundred distinct query
 * texts, each many times, and PostgreSQL parsed and planned each execution anew (a third of the
 * database's time of a signed read, a millisecond of the relatives list's). A text that Kysely
 * compiled (parameters as $n) gets a name the first time; pg then prepares it once on each
 * connection and afterwards only binds and executes it. Bounded: at most PREPARED_MAX names in
 * the process (every connection may hold each of them), and a text with more than
 * PREPARED_MAX_PARAMS parameters (long IN lists, batch inserts) is never named.
 */
const PREPARED_MAX = 400
const PREPARED_MAX_PARAMS = 32
const statementNames = new Map<string, string>()

function statementName(text: string, params: number): string | null {
  const known = statementNames.get(text)
  if (known) return known
  if (params === 0 || params > PREPARED_MAX_PARAMS || statementNames.size >= PREPARED_MAX) return null
  if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) return null
  const name = `xg${statementNames.size + 1}`
  statementNames.set(text, name)
  return name
}

class PreparingClient extends pg.Client {
  // the overloads of pg's query() are many; Kysely calls query(text, values)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    const [text, values] = args
    if (typeof text === 'string' && Array.isArray(values) && args.length === 2) {
      const name = statementName(text, values.length)
      if (name) return (super.query as (config: pg.QueryConfig) => Promise<pg.QueryResult>)({ name, text, values })
    }
    return (super.query as (...a: unknown[]) => unknown)(...args)
  }
}

export interface DatabaseOptions {
  poolSize?: number
  /**
   * An idle pooled PostgreSQL connection failed (server restart, failover, an administrator
   * terminating it). The pool drops that connection and opens a new one when needed; without a
   * listener node-postgres would throw the error and take the whole process down.
   */
  onIdleConnectionError?: (err: Error) => void
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const target = parseDatabaseUrl(url)
  const description = describeTarget(target)
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.connectionString, max: options.poolSize ?? 10, types: pgTypes, Client: PreparingClient })
    pool.on('error', err => (options.onIdleConnectionError ?? (e => process.emitWarning(`database connection lost: ${e.message}`)))(err))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    const sidePool = new pg.Pool({ connectionString: target.connectionString, max: 2, types: pgTypes })
    sidePool.on('error', err => (options.onIdleConnectionError ?? (e => process.emitWarning(`database connection lost: ${e.message}`)))(err))
    const sideReader = new Kysely<Database>({ dialect: new PostgresDialect({ pool: sidePool }) })
    return {
      db,
      sideReader,
      dialect: 'postgres',
      description,
      close: async () => {
        await sideReader.destroy()
        await db.destroy()
      }
    }
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true })
  const sqlite = new SQLite(target.file)
  // WAL: readers do not block the writer; busy_timeout: wait for a lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  // deleted rows are overwritten with zeros, not left readable in free pages (a cancelled
  // account's phone number must not stay in the file); compactAfterPurge() clears the rest
  sqlite.pragma('secure_delete = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  if (target.file === ':memory:') return { db, sideReader: db, dialect: 'sqlite', description, close: () => db.destroy() }
  // WAL lets this connection read committed rows while the main one is inside a transaction
  const side = new SQLite(target.file)
  side.pragma('busy_timeout = 5000')
  const sideReader = new Kysely<Database>({ dialect: new SqliteDialect({ database: side }) })
  return {
    db,
    sideReader,
    dialect: 'sqlite',
    description,
    close: async () => {
      await sideReader.destroy()
      await db.destroy()
    }
  }
}

/**
 * Kysely prepares every query's SQL anew; SQLite compiles it each time (a tenth of a signed
 * read's time in `npm run bench:server`). The queries of a server are a few hundred distinct
 * strings, so their compiled statements are kept (the least recently used dropped beyond
 * STATEMENT_CACHE_SIZE). A statement still being iterated (a streamed query) is not handed out
 * twice: a busy one gets a fresh statement.
 */
const STATEMENT_CACHE_SIZE = 500

function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>()
  const prepare = (source: string): SQLite.Statement => {
    const cached = cache.get(source)
    if (cached && !cached.busy) {
      cache.delete(source)
      cache.set(source, cached)
      return cached
    }
    const statement = sqlite.prepare(source)
    if (!cached) {
      cache.set(source, statement)
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
    }
    return statement
  }
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare
      const value = Reflect.get(target, property, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    }
  })
}

/** how long a process waits for another one's SQLite migrations before giving up */
const SQLITE_MIGRATION_WAIT_MS = 60_000

/**
 * Runs every pending migration (the core's and every domain's, db/migrations); throws (with the
 * failing migration's name) if one fails. Migrations run in the order of their names, and one
 * whose name sorts before one already run still runs (allowUnorderedMigrations: two domains add
 * migrations independently). Before that, a database migrated under the old numbered names gets
 * the new ones (renameLegacyMigrations).
 *
 * PostgreSQL: Kysely runs the migrations in one transaction under an advisory lock, so processes
 * starting together take turns; the renaming takes the same lock, in a transaction of its own
 * just before. SQLite: Kysely's lock is per process and it runs no transaction, so two processes
 * opening one file at once would both migrate (one then fails with "table already exists"). There
 * the renaming and the whole run are wrapped in BEGIN IMMEDIATE: SQLite's write lock, held from
 * before the executed migrations are read until the commit, makes the other process wait and
 * then find nothing to do, and a failing migration leaves no half-applied schema.
 */
export async function migrateToLatest(db: Kysely<Database>, migrations: Record<string, Migration> = allMigrations()): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true })
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter
  if (sqlite) await beginImmediate(db)
  else await withPostgresMigrationLock(db, trx => renameLegacyMigrations(trx, 'postgres'))
  let result: MigrationResultSet
  try {
    if (sqlite) await renameLegacyMigrations(db, 'sqlite')
    result = await migrator.migrateToLatest()
  } catch (err) {
    if (sqlite) await sql`rollback`.execute(db)
    throw err
  }
  if (sqlite) await sql.raw(result.error ? 'rollback' : 'commit').execute(db)
  if (result.error) {
    const failed = result.results?.find(r => r.status === 'Error')
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${(result.error as Error).message ?? result.error}`, { cause: result.error })
  }
  return result
}

/**
 * Gives the migrations recorded under their old numbered names (0001_foundation …) their new
 * names (LEGACY_MIGRATION_NAMES), so that Kysely finds them run and runs nothing again. Safe to
 * repeat: a name already renamed is not found again; a database without kysely_migration (a new
 * one) has nothing to rename. A row whose new name is already recorded is left alone, so a
 * half-renamed table can never lose a row (Kysely then stops on the old name it does not know).
 */
export async function renameLegacyMigrations(db: Kysely<any>, dialect: DialectName): Promise<number> {
  const exists =
    dialect === 'sqlite'
      ? await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db)
      : await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = 'kysely_migration'`.execute(db)
  if (!Number(exists.rows[0]?.n)) return 0
  let renamed = 0
  for (const [old, current] of Object.entries(LEGACY_MIGRATION_NAMES)) {
    const result = await sql`update kysely_migration set name = ${current} where name = ${old}
      and not exists (select 1 from kysely_migration as k where k.name = ${current})`.execute(db)
    renamed += Number(result.numAffectedRows ?? 0)
  }
  return renamed
}

/** Kysely's PostgreSQL migration lock (PostgresAdapter: a session advisory lock with this key) */
const KYSELY_PG_MIGRATION_LOCK = BigInt('3853314791062309107')

/** runs fn in a transaction on one connection that holds the lock Kysely's migrator takes on PostgreSQL */
async function withPostgresMigrationLock(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<unknown>): Promise<void> {
  await db.connection().execute(async conn => {
    await sql`select pg_advisory_lock(${sql.lit(KYSELY_PG_MIGRATION_LOCK)})`.execute(conn)
    try {
      await conn.transaction().execute(fn)
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(KYSELY_PG_MIGRATION_LOCK)})`.execute(conn)
    }
  })
}

/** BEGIN IMMEDIATE, waiting (beyond busy_timeout) while another process holds the write lock */
async function beginImmediate(db: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + SQLITE_MIGRATION_WAIT_MS
  for (;;) {
    try {
      await sql`begin immediate`.execute(db)
      return
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }
}

/**
 * After personal data has been deleted (an account's cancellation): SQLite rebuilds the file
 * (VACUUM) and empties the write-ahead log into it, so no copy of the deleted rows stays in free
 * pages, old page versions in the WAL or the journal. PostgreSQL: a plain VACUUM of the tables
 * that held them lets their dead row versions be overwritten (only VACUUM FULL would rewrite the
 * files at once, under an exclusive lock; backups and WAL archives follow their own retention).
 */
export async function compactAfterPurge(db: Kysely<Database>, tables: ReadonlyArray<keyof Database & string> = []): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`VACUUM`.execute(db)
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)
    return
  }
  for (const table of tables) await sql`VACUUM ${sql.table(table)}`.execute(db)
}
