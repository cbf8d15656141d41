/**
 * A fresh database for each test app: an SQLite file in a temporary directory, or, when
 * XUNGEN_TEST_DB=postgres, a new PostgreSQL database created on the local server and dropped
 * afterwards (scripts/test.js runs the suite once each way).
 *
 * PostgreSQL: running every migration for each of the suite's apps took 1–2 s an app (DDL of
 * every table, then a checkpoint-heavy DROP DATABASE). An app's database is instead copied
 * from a template that holds the migrated schema (`CREATE DATABASE … TEMPLATE`), made once per
 * set of migrations (its name carries a hash of their code, so a changed migration makes a new
 * one) by whichever test process needs it first, under an advisory lock. The app still runs
 * its migrations at start and finds them all applied, exactly like a server restarting on a
 * database at today's schema; tests of the migrations themselves ask for an empty database.
 * Its commits do not wait for the WAL flush (`synchronous_commit=off`, a setting of the
 * connection, not of the server): a test database need not survive a crash of the machine.
 */
import { createHash, randomBytes } from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import pg from 'pg'
import { createDatabase, migrateToLatest } from '../../src/db'
import { allMigrations } from '../../src/db/migrations'

export const TEST_DB = process.env.XUNGEN_TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
const PG_ADMIN_URL = process.env.XUNGEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

let swept = false

/** A test run lasts minutes; a database this old was left behind by a run that died. */
const ABANDONED_AFTER_MS = 2 * 3600_000

/**
 * Drops test databases left behind by test processes that died before their cleanup ran.
 * A dead pid alone is not proof: test runs in another PID namespace (a second checkout, a
 * container, another sandbox) look dead from here, so the database must also be old.
 */
async function sweepAbandoned(admin: pg.Client): Promise<void> {
  if (swept) return
  swept = true
  const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'xungen\\_test\\_%'")
  for (const { datname } of rows) {
    const m = /^xungen_test_(\d+)_(\d{10})_/.exec(datname)
    if (!m) continue
    const [pid, createdMs] = [Number(m[1]), Number(m[2]) * 1000]
    if (!alive(pid) && Date.now() - createdMs > ABANDONED_AFTER_MS) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  }
}

/** the migrations' names and code: a template made from other migrations is never used */
const MIGRATIONS_HASH = createHash('sha256')
  .update(Object.entries(allMigrations()).sort(([a], [b]) => a.localeCompare(b)).map(([name, m]) => `${name}\n${String(m.up)}\n${String(m.down ?? '')}`).join('\n'))
  .digest('hex')
  .slice(0, 12)
const TEMPLATE_PREFIX = `xungen_tmpl_${MIGRATIONS_HASH}_`

function databaseUrl(name: string, settings = false): string {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  if (settings) url.searchParams.set('options', '-c synchronous_commit=off')
  return url.toString()
}

let template: Promise<string> | null = null

/** the migrated template of today's migrations, made if no test process has made it yet */
function migratedTemplate(admin: pg.Client): Promise<string> {
  template ??= (async () => {
    const find = async () =>
      (await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 AND datistemplate', [TEMPLATE_PREFIX.replace(/_/g, '\\_') + '%'])).rows[0]?.datname
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [TEMPLATE_PREFIX])
    try {
      const found = await find()
      if (found) return found
      // built under another name and renamed when complete: a process killed half-way leaves
      // an abandoned database for the sweep, never a half-migrated template
      const building = `xungen_test_${process.pid}_${Math.floor(Date.now() / 1000)}_tmpl`
      await admin.query(`CREATE DATABASE ${building}`)
      const handle = createDatabase(databaseUrl(building))
      try {
        await migrateToLatest(handle.db)
      } finally {
        await handle.close()
      }
      const name = `${TEMPLATE_PREFIX}${Math.floor(Date.now() / 1000)}`
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`)
      return name
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [TEMPLATE_PREFIX])
    }
  })().catch(err => {
    template = null
    throw err
  })
  return template
}

async function adminStatement(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL })
  try {
    await c.connect()
    await c.query(sql)
  } finally {
    await c.end().catch(() => undefined)
  }
}

/** templates of other migrations, unused for two hours (another checkout may still use a newer one) */
async function sweepTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'xungen\\_tmpl\\_%' AND datistemplate")
  for (const { datname } of rows) {
    const m = /^xungen_tmpl_[0-9a-f]{12}_(\d{10})$/.exec(datname)
    if (!m || datname.startsWith(TEMPLATE_PREFIX) || Date.now() - Number(m[1]) * 1000 < ABANDONED_AFTER_MS) continue
    // each statement on a connection of its own: when another test process (a shard beside this
    // one) is dropping the same old template, PostgreSQL may answer with a FATAL error, which ends
    // the connection, and `admin` must live on; a half-dropped (invalid) database refuses the
    // ALTER and is ended by the DROP alone
    await adminStatement(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`).catch(() => undefined)
    await adminStatement(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined)
  }
}

/**
 * A file that npm test runs on one database only because it opens none (sharding/databases.js)
 * must really open none: otherwise it would silently lose its PostgreSQL run.
 */
function refuseInFilesWithoutDatabase() {
  const testPath = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath
  if (!testPath) return
  const rel = path.relative(path.resolve(__dirname, '../..'), testPath).split(path.sep).join('/')
  const { noDatabase } = require('../sharding/databases') as { noDatabase: string[] }
  if (noDatabase.includes(rel)) throw new Error(`${rel} opens a test database but is listed in test/sharding/databases.js as opening none: take it off that list`)
}

/**
 * `migrated`: the database starts at today's schema (every test app); without it, empty (the
 * tests of the migrations and of the database layer).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  refuseInFilesWithoutDatabase()
  if (TEST_DB === 'postgres') {
    const name = `xungen_test_${process.pid}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    try {
      if (!swept) await sweepTemplates(admin)
      await sweepAbandoned(admin)
      if (options.migrated) await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin)}`)
      else await admin.query(`CREATE DATABASE ${name}`)
    } finally {
      await admin.end()
    }
    const url = new URL(databaseUrl(name, true))
    return {
      url: url.toString(),
      async drop() {
        const c = new pg.Client({ connectionString: PG_ADMIN_URL })
        await c.connect()
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        } finally {
          await c.end()
        }
      }
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-test-db-'))
  return {
    url: `sqlite:${path.join(dir, 'test.sqlite')}`,
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}
