/**
 * A fresh database for each test app: an SQLite file in a temporary directory, or, when
 * XUNGEN_TEST_DB=postgres, a new PostgreSQL database created on the local server and dropped
 * afterwards (scripts/test.js runs the suite once each way).
 */
import { randomBytes } from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import pg from 'pg'

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

export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'postgres') {
    const name = `xungen_test_${process.pid}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    try {
      await sweepAbandoned(admin)
      await admin.query(`CREATE DATABASE ${name}`)
    } finally {
      await admin.end()
    }
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${name}`
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
