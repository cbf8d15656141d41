import pg from 'pg'
import { sql } from 'kysely'
import { createDatabase } from '../src/db'
import { createTestDatabase, TEST_DB } from './helpers/database'

const PG_ADMIN_URL = process.env.XUNGEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

// PostgreSQL only: SQLite has no connections to lose.
const onPostgres = TEST_DB === 'postgres' ? describe : describe.skip

onPostgres('a lost PostgreSQL connection', () => {
  it('is reported, does not crash the process, and the next query reconnects', async () => {
    const target = await createTestDatabase()
    const lost: Error[] = []
    const handle = createDatabase(target.url, { onIdleConnectionError: err => lost.push(err) })
    try {
      await sql`select 1`.execute(handle.db)
      const dbName = new URL(target.url).pathname.slice(1)
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
      await admin.connect()
      try {
        // what a server restart or an administrator does to the idle pooled connection
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName])
      } finally {
        await admin.end()
      }
      for (let i = 0; i < 50 && lost.length === 0; i++) await new Promise(r => setTimeout(r, 20))
      expect(lost.length).toBeGreaterThan(0)
      expect(lost[0].message).toMatch(/terminat/i)
      const { rows } = await sql<{ n: number }>`select 2 as n`.execute(handle.db)
      expect(rows[0].n).toBe(2)
    } finally {
      await handle.close()
      await target.drop()
    }
  })
})
