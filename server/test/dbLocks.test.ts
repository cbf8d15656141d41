/**
 * Named locks across processes (db/locks.ts): two database handles on one database stand for
 * two processes (their in-process queues are apart). Work under one name never overlaps; other
 * names do not wait; a failed work lets the lock go; on SQLite a dead holder's lease runs out.
 * SQLite and PostgreSQL (XUNGEN_TEST_DB=postgres).
 */
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../src/db'
import { withNamedLock } from '../src/db/locks'
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/database'

let testDb: TestDatabase
let a: DatabaseHandle
let b: DatabaseHandle
beforeAll(async () => {
  testDb = await createTestDatabase()
  a = createDatabase(testDb.url)
  b = createDatabase(testDb.url)
  await migrateToLatest(a.db)
})
afterAll(async () => {
  await a.close()
  await b.close()
  await testDb.drop()
})

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

it('runs the works of one name one at a time, across handles, and those of other names at once', async () => {
  let inside = 0
  let most = 0
  const log: string[] = []
  const work = (who: string) => async () => {
    inside++
    most = Math.max(most, inside)
    log.push(`${who} in`)
    await sleep(60)
    log.push(`${who} out`)
    inside--
    return who
  }
  const done = await Promise.all([
    withNamedLock(a.db, 'layout:x', work('a1')),
    withNamedLock(b.db, 'layout:x', work('b1')),
    withNamedLock(a.db, 'layout:x', work('a2')),
    withNamedLock(b.db, 'layout:x', work('b2'))
  ])
  expect(done).toEqual(['a1', 'b1', 'a2', 'b2'])
  expect(most).toBe(1)
  for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i].replace(' in', ' out'))

  // another name does not wait for a held one
  let release!: () => void
  const held = withNamedLock(a.db, 'layout:y', () => new Promise<void>(resolve => (release = resolve)))
  await sleep(50)
  const t0 = Date.now()
  await withNamedLock(b.db, 'layout:z', async () => undefined)
  expect(Date.now() - t0).toBeLessThan(2000)
  release()
  await held
})

it('a failed work lets the lock go', async () => {
  await expect(withNamedLock(a.db, 'layout:f', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
  expect(await withNamedLock(b.db, 'layout:f', async () => 'next')).toBe('next')
})

if (TEST_DB === 'sqlite') {
  it("a dead holder's lease runs out", async () => {
    // a row left by a process that died holding the lock
    await a.db.insertInto('named_locks').values({ name: 'layout:dead', holder: 'gone', expires_at: Date.now() + 300 }).execute()
    const t0 = Date.now()
    expect(await withNamedLock(b.db, 'layout:dead', async () => 'taken', { pollMs: 20 })).toBe('taken')
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250)
    expect(await a.db.selectFrom('named_locks').selectAll().execute()).toEqual([])
  })
}
