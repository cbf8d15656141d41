/**
 * MATCHER_SHARDS lowered (issue 27 item 3): the kits of the shards no longer there are given to
 * the remaining shards (balanced, under their capacity, each moved once however many processes
 * start at once), and a relatives job never asks a removed shard: a kit still on one is appended
 * to a remaining shard first. The matcher processes then add the moved kits from storage at their
 * next sync (relativesIndex.ts). SQLite and PostgreSQL (XUNGEN_TEST_DB=postgres).
 */
import { sql } from 'kysely'
import { rehomeKits, ShardedMatcher, shardQueue, type ShardRequest } from '../../src/domains/analysis/shardedMatcher'
import { createAccountsApp, type AccountsTestApp } from '../helpers/accounts'
import { people } from '../helpers/publishedPeople'

let t: AccountsTestApp
let p: ReturnType<typeof people>
beforeAll(async () => {
  t = await createAccountsApp()
  p = people(t)
})
afterAll(async () => t.close())

const silent = { debug() {}, info() {}, warn() {}, error() {} }

/** kits on the given shards (each a published person's detection) */
async function kits(shards: Array<number | null>): Promise<number[]> {
  const u = await p.user('分片')
  const ids: number[] = []
  for (const shard of shards) {
    const d = await p.tested(u.id, { name: '分片' })
    await t.app.db.insertInto('relative_kits').values({ detection_id: d.detectionId, panel_id: 'test', panel_checksum: 'test', kit_key: `kits/test/${d.detectionId}.xgk`, created_at: t.now(), matcher_shard: shard }).execute()
    ids.push(d.detectionId)
  }
  return ids
}

async function perShard(): Promise<Record<string, number>> {
  const rows = await t.app.db.selectFrom('relative_kits').select(['matcher_shard', sql<number>`count(*)`.as('n')]).groupBy('matcher_shard').execute()
  return Object.fromEntries(rows.map(r => [String(r.matcher_shard), Number(r.n)]))
}

beforeEach(async () => {
  await t.app.db.deleteFrom('relative_kits').execute()
})

it('3 → 2 shards: the third shard\'s kits go to the other two, balanced', async () => {
  await kits([0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 2])
  expect(await rehomeKits(t.app.db, { shards: 2, shardCapacity: 1_000_000 }, silent)).toBe(7)
  const after = await perShard()
  expect(after['0'] + after['1']).toBe(11)
  expect(Math.abs(after['0'] - after['1'])).toBeLessThanOrEqual(1)
})

it('two processes starting at once: each kit moves once', async () => {
  await kits([0, 0, 0, 1, 2, 2, 2, 2, 2, null])
  // two processes starting at once (a matcher and a worker)
  const moved = await Promise.all([rehomeKits(t.app.db, { shards: 2, shardCapacity: 1_000_000 }, silent), rehomeKits(t.app.db, { shards: 2, shardCapacity: 1_000_000 }, silent)])
  expect(moved[0] + moved[1]).toBe(5)
  const after = await perShard()
  expect(after['2']).toBeUndefined()
  expect(after['0'] + after['1']).toBe(9)
  // a kit not yet in any shard stays so (its relatives job appends it)
  expect(after.null).toBe(1)
  expect(await rehomeKits(t.app.db, { shards: 2, shardCapacity: 1_000_000 }, silent)).toBe(0)
})

it('the remaining shards take the moved kits up to their capacity first', async () => {
  await kits([0, 0, 0, 1, 2, 2, 2, 3])
  // capacity 4: shard 1 has room for 3, shard 0 for 1
  expect(await rehomeKits(t.app.db, { shards: 2, shardCapacity: 4 }, silent)).toBe(4)
  expect(await perShard()).toEqual({ '0': 4, '1': 4 })
})

it('1 shard: every kit on it; 0 (the embedded index): nothing to do', async () => {
  await kits([0, 1, 1, 3])
  expect(await rehomeKits(t.app.db, { shards: 0, shardCapacity: 10 }, silent)).toBe(0)
  expect(await rehomeKits(t.app.db, { shards: 1, shardCapacity: 10 }, silent)).toBe(3)
  expect(await perShard()).toEqual({ '0': 4 })
})

it('a relatives job of a kit still on a removed shard appends it to a remaining one and asks only the remaining shards', async () => {
  const [onRemoved, other] = await kits([2, 0])
  const asked: string[] = []
  const transport = {
    async call<P, R>(name: string, payload: P): Promise<R> {
      asked.push(name)
      expect((payload as ShardRequest).op).toBe('query')
      return [] as R
    },
    async send() {
      return null
    }
  }
  const matcher = new ShardedMatcher(t.app.db, transport, { shards: 2, shardCapacity: 1_000_000, timeoutMs: 1000 }, silent)
  expect(await matcher.match(onRemoved)).toEqual([])
  expect(asked.sort()).toEqual([shardQueue(0), shardQueue(1)])
  const row = await t.app.db.selectFrom('relative_kits').select('matcher_shard').where('detection_id', '=', onRemoved).executeTakeFirstOrThrow()
  // shard 1 had none: the emptiest
  expect(row.matcher_shard).toBe(1)
  expect((await t.app.db.selectFrom('relative_kits').select('matcher_shard').where('detection_id', '=', other).executeTakeFirstOrThrow()).matcher_shard).toBe(0)
})
