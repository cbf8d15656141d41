/**
 * Database round trips per request (issue 30): what a signed read, a signed write and the
 * relatives list send to the database, counted at the drivers (helpers/queryCounter.ts). The
 * request's preamble (signature, replay guard, session with its roles, rate limit) takes at most
 * one round trip, and none while the session is in the short in-process cache.
 */
import { ACCOUNTS, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { apiPath } from '@xungen/contracts'
import { auth } from './helpers/accounts'
import { json } from './helpers/app'
import { TEST_DB } from './helpers/database'
import { countQueries, type QueryCounter } from './helpers/queryCounter'
import { createKitApp, type KitApp } from './kit/helpers'

jest.setTimeout(120_000)

let t: KitApp
let counter: QueryCounter
beforeAll(async () => {
  t = await createKitApp()
  counter = countQueries()
})
afterAll(async () => {
  counter?.restore()
  await t?.close()
})

/** the statements sent while fn ran, but the outbox's poll (a timer of the process, not the request's) */
async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  counter.start()
  try {
    const result = await fn()
    return { result, queries: counter.stop().filter(q => !q.startsWith('select "id", "name", "dispatched_at" from "outbox_events"')) }
  } finally {
    counter.stop()
  }
}

/**
 * Repeats a request until its session comes from memory (PostgreSQL keeps nothing for a second
 * after a write of the process to sessions, accounts or roles: the set-up just made some).
 */
async function warm(fn: () => Promise<unknown>): Promise<void> {
  if (TEST_DB !== 'postgres') return
  const t0 = Date.now()
  while ((await counted(fn)).queries.some(q => q.includes('from "sessions"'))) {
    if (Date.now() - t0 > 5000) throw new Error('the session was not kept within 5 s')
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

/** the session and its roles: from memory on PostgreSQL (domains/accounts/auth/sessionCache.ts), read on SQLite (an in-process call) */
const PREAMBLE = TEST_DB === 'postgres' ? 0 : 1
const sessionReads = (queries: string[]) => queries.filter(q => q.includes('from "sessions"')).length

const ADDRESS = { receiverName: '张三', mobile: '13800138000', nationCode: '86', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '东华门大街 1 号' }

describe('database round trips per request', () => {
  it('a signed read (user info) and a signed write (a delivery address)', async () => {
    const u = await t.user()
    // the first call after sign-in may find the session only in the database
    const first = await counted(() => t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(u.token) }))
    expect(json(first.result).code).toBe(0)
    await warm(() => t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(u.token) }))
    const read = await counted(() => t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(u.token) }))
    expect(json(read.result).code).toBe(0)
    const added = json<{ id: number }>(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: ADDRESS, headers: auth(u.token) }))
    expect(added.code).toBe(0)
    const write = await counted(() => t.signed({ method: 'PUT', url: apiPath(ACCOUNTS.updateDeliveryAddress.path, { id: added.data.id }), body: { ...ADDRESS, detail: '东华门大街 2 号' }, headers: auth(u.token) }))
    expect(json(write.result).code).toBe(0)
    // the preamble (signature, replay guard, session with roles, rate limit) reads the session at most once
    expect(sessionReads(first.queries)).toBeLessThanOrEqual(1)
    expect(sessionReads(read.queries)).toBe(PREAMBLE)
    // the read: the user's row; the write: one UPDATE … RETURNING, no transaction, no read before or after
    expect(read.queries).toHaveLength(PREAMBLE + 1)
    expect(write.queries).toHaveLength(PREAMBLE + 1)
    expect(write.queries[write.queries.length - 1]).toMatch(/^update "delivery_addresses" .* returning "id", /)
    // the answer gives the sealed fields as written, without reading them back
    expect(json(write.result).data).toMatchObject({ detail: '东华门大街 2 号', receiverName: ADDRESS.receiverName, mobile: ADDRESS.mobile })
  })

  it('the relatives list', async () => {
    const me = await t.user()
    const [barcode] = await t.produce()
    expect((await t.bind(me.token, barcode)).code).toBe(0)
    const d = await t.app.db.selectFrom('detections').select(['id', 'person_id']).where('barcode', '=', barcode).executeTakeFirstOrThrow()
    await t.app.db.updateTable('detections').set({ has_report: 1 }).where('id', '=', d.id).execute()
    const others: number[] = []
    for (let i = 0; i < 3; i++) {
      const o = await t.user()
      const [b] = await t.produce()
      expect((await t.bind(o.token, b)).code).toBe(0)
      const od = await t.app.db.selectFrom('detections').select(['id', 'person_id']).where('barcode', '=', b).executeTakeFirstOrThrow()
      await t.app.db.updateTable('detections').set({ has_report: 1 }).where('id', '=', od.id).execute()
      const open = await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', String(od.person_id)), body: { feature: 'geneRelatives', open: true }, headers: auth(o.token) })
      expect(json(open).code).toBe(0)
      const [a, b2] = d.id < od.id ? [d.id, od.id] : [od.id, d.id]
      await t.app.db.insertInto('relative_matches').values({ detection_a: a, detection_b: b2, total_cm: 100 + i, segments: 5, largest_cm: 40, relationship: 'fifth-degree', relationship_label: '二代堂表亲', grade: null, created_at: t.now() }).execute()
      others.push(od.id)
    }
    expect(json(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', String(d.person_id)), body: { feature: 'geneRelatives', open: true }, headers: auth(me.token) })).code).toBe(0)
    await t.app.events.settle()
    const url = REPORT_ENDPOINTS.relatives.path.replace(':barcode', barcode)
    await t.get(url, me.token)
    await warm(() => t.get(url, me.token))
    const list = await counted(() => t.get(url, me.token))
    expect(list.result.code).toBe(0)
    expect(list.result.data.list).toHaveLength(3)
    // the viewer's detection with its person (one query), then the list (one query); no name of another account's person is read
    expect(list.queries).toHaveLength(PREAMBLE + 2)
    expect(list.queries.filter(q => /from "?relative_matches"?/.test(q))).toHaveLength(1)
  })
})
