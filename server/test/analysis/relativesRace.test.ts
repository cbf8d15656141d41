/**
 * Two relatives jobs of different kits committing out of order (issue 27 item 4). Kit A's job
 * queries the index before kit B is in it (it finds nobody); kit B's job then queries, finds A and
 * stores the pair; A's job commits last. The commit must not delete the pair B's job stored.
 * The order is forced: A's query answers only when the test lets it, after B's job is done. The
 * matcher answers what the index answers in that order (A: nobody; B: A); the commit code under
 * test is the pipeline's. Also: what a job may still delete (pairs of a replaced kit, a person
 * who left), a job whose kit was replaced while it ran, a pair whose other kit was replaced, and
 * one "new relative" notice per pair when both jobs find it. SQLite and PostgreSQL
 * (XUNGEN_TEST_DB=postgres).
 */
import { REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { AnalysisPipeline } from '../../src/domains/analysis/pipeline'
import { kitIndexId, type KitMatcher } from '../../src/domains/analysis/relativesIndex'
import type { IndexedKinMatch } from '../../src/domains/analysis/genome'
import { createAccountsApp, type AccountsTestApp } from '../helpers/accounts'
import { people } from '../helpers/publishedPeople'

let t: AccountsTestApp
let p: ReturnType<typeof people>
beforeAll(async () => {
  t = await createAccountsApp()
  p = people(t)
})
afterAll(async () => t.close())

/** answers each detection's query with a scripted list, when the test opens its gate */
class ScriptedMatcher implements KitMatcher {
  readonly answers = new Map<number, { list: Array<IndexedKinMatch & { detectionId: number }>; gate: Promise<void>; asked: () => void; wasAsked: Promise<void> }>()
  script(detectionId: number, list: Array<IndexedKinMatch & { detectionId: number }>, gate: Promise<void> = Promise.resolve()) {
    let asked!: () => void
    const wasAsked = new Promise<void>(r => (asked = r))
    this.answers.set(detectionId, { list, gate, asked, wasAsked })
  }
  async match(detectionId: number) {
    const a = this.answers.get(detectionId)
    if (!a) return []
    a.asked()
    await a.gate
    return a.list
  }
  async remove() {
    return 0
  }
  async ids() {
    return []
  }
  async close() {}
}

const matcher = new ScriptedMatcher()
const pipeline = () => new AnalysisPipeline(t.app.db, t.app.storage, { analysis: async () => {}, relatives: async () => {} }, () => t.now(), t.app.log, matcher)

/** a published, opted-in person with a stored kit (relative_kits row) */
async function kit(name: string) {
  const u = await p.user(name)
  const d = await p.tested(u.id, { name })
  const at = t.now() + Math.floor(Math.random() * 1e6)
  await t.app.db.insertInto('relative_kits').values({ detection_id: d.detectionId, panel_id: 'test', panel_checksum: 'test', kit_key: `kits/test/${d.detectionId}-${at}.xgk`, created_at: at }).execute()
  return { ...d, token: u.token, userId: u.id, at }
}

/** what the index answers for a kit matched with `other` (kit id `<detection>.<kit created_at>`) */
function found(other: { detectionId: number; at: number }, totalCm = 3400): IndexedKinMatch & { detectionId: number } {
  return {
    id: kitIndexId(other.detectionId, other.at), detectionId: other.detectionId, totalCm, segments: 2, largestCm: 280, relationship: 'parent-child', label: '父母/子女', grade: null,
    segmentList: [
      { chrom: 1, startPos: 1_000_000, endPos: 240_000_000, startCm: 0.5, endCm: 280, cm: 279.5, markers: 40_000, fullyIdentical: false },
      { chrom: 2, startPos: 2_000_000, endPos: 200_000_000, startCm: 1, endCm: 250, cm: 249, markers: 36_000, fullyIdentical: false }
    ],
    sharedMarkers: 600_000, degreeReliable: true
  }
}

const pair = (x: number, y: number) => (x < y ? [x, y] : [y, x])
async function stored(x: number, y: number) {
  const [a, b] = pair(x, y)
  const row = await t.app.db.selectFrom('relative_matches').selectAll().where('detection_a', '=', a).where('detection_b', '=', b).executeTakeFirst()
  const segments = await t.app.db.selectFrom('relative_segments').select(eb => eb.fn.countAll<number>().as('n')).where('detection_a', '=', a).where('detection_b', '=', b).executeTakeFirstOrThrow()
  return { row, segments: Number(segments.n) }
}
async function notices(a: number, b: number) {
  const rows = await t.app.db.selectFrom('outbox_events').select('payload').where('name', '=', 'relative.matched').execute()
  const [x, y] = pair(a, b)
  return rows.map(r => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload)).filter(e => e.detectionA === x && e.detectionB === y).length
}

it('two kits analysed at once: the job that committed last keeps the pair the other stored', async () => {
  const a = await kit('甲')
  const b = await kit('乙')
  let open!: () => void
  // A's query saw an index without B (it finds nobody); it answers only after B's job is done
  matcher.script(a.detectionId, [], new Promise<void>(r => (open = r)))
  matcher.script(b.detectionId, [found(a)])
  const jobA = pipeline().matchRelatives(a.detectionId)
  await matcher.answers.get(a.detectionId)!.wasAsked
  expect(await pipeline().matchRelatives(b.detectionId)).toBe(1)
  expect((await stored(a.detectionId, b.detectionId)).row).toBeDefined()
  open()
  expect(await jobA).toBe(0)
  // the pair, its segments and its kits are still there after A's late commit
  const s = await stored(a.detectionId, b.detectionId)
  expect(s.row).toMatchObject({ relationship: 'parent-child', segments: 2 })
  expect(s.segments).toBe(2)
  const [first] = pair(a.detectionId, b.detectionId)
  expect(Number(s.row!.kit_a_at)).toBe(first === a.detectionId ? a.at : b.at)
  // and each sees the other in the list the app answers
  const list = await p.call(a.token, { method: 'GET', path: REPORT_ENDPOINTS.relatives.path }, { barcode: a.barcode } as any)
  expect(list.code).toBe(0)
  expect(list.data.list.map((x: any) => x.personId)).toEqual([(await t.app.db.selectFrom('detections').select('person_id').where('id', '=', b.detectionId).executeTakeFirstOrThrow()).person_id])
  expect(await notices(a.detectionId, b.detectionId)).toBe(1)
})

it('both jobs find the pair: it is stored once, with the later answer, and told once', async () => {
  const a = await kit('丙')
  const b = await kit('丁')
  matcher.script(a.detectionId, [found(b, 3300)])
  matcher.script(b.detectionId, [found(a, 3350)])
  await Promise.all([pipeline().matchRelatives(a.detectionId), pipeline().matchRelatives(b.detectionId)])
  const s = await stored(a.detectionId, b.detectionId)
  expect([3300, 3350]).toContain(Number(s.row!.total_cm))
  expect(s.segments).toBe(2)
  expect(await notices(a.detectionId, b.detectionId)).toBe(1)
  // run again: updated, not told again
  matcher.script(a.detectionId, [found(b, 3310)])
  await pipeline().matchRelatives(a.detectionId)
  expect(Number((await stored(a.detectionId, b.detectionId)).row!.total_cm)).toBe(3310)
  expect((await stored(a.detectionId, b.detectionId)).segments).toBe(2)
  expect(await notices(a.detectionId, b.detectionId)).toBe(1)
})

it('a re-analysed kit: its job drops the pairs of its old kit it no longer finds; a job of a replaced kit stores nothing', async () => {
  const a = await kit('戊')
  const b = await kit('己')
  const c = await kit('庚')
  matcher.script(a.detectionId, [found(b), found(c)])
  expect(await pipeline().matchRelatives(a.detectionId)).toBe(2)
  // A is analysed again (a new kit); its job's query, from the new kit, finds only C
  const newAt = a.at + 1
  await t.app.db.updateTable('relative_kits').set({ created_at: newAt }).where('detection_id', '=', a.detectionId).execute()
  matcher.script(a.detectionId, [found(c)])
  expect(await pipeline().matchRelatives(a.detectionId)).toBe(1)
  expect((await stored(a.detectionId, b.detectionId)).row).toBeUndefined()
  expect((await stored(a.detectionId, b.detectionId)).segments).toBe(0)
  const ac = (await stored(a.detectionId, c.detectionId)).row!
  expect(Number(a.detectionId < c.detectionId ? ac.kit_a_at : ac.kit_b_at)).toBe(newAt)

  // a job that queried A's kit, whose kit is replaced before it commits: nothing stored, nothing deleted
  let open!: () => void
  matcher.script(a.detectionId, [], new Promise<void>(r => (open = r)))
  const late = pipeline().matchRelatives(a.detectionId)
  await matcher.answers.get(a.detectionId)!.wasAsked
  await t.app.db.updateTable('relative_kits').set({ created_at: newAt + 1 }).where('detection_id', '=', a.detectionId).execute()
  open()
  expect(await late).toBe(0)
  expect((await stored(a.detectionId, c.detectionId)).row).toBeDefined()

  // B's query found A's kit as it was before the last re-analysis: that pair is left to A's new job
  matcher.script(b.detectionId, [{ ...found({ detectionId: a.detectionId, at: newAt }) }])
  expect(await pipeline().matchRelatives(b.detectionId)).toBe(0)
  expect((await stored(a.detectionId, b.detectionId)).row).toBeUndefined()
})

it('a person who no longer takes part leaves the lists at the next job of the other, even from the same kits', async () => {
  const a = await kit('辛')
  const b = await kit('壬')
  matcher.script(a.detectionId, [found(b)])
  await pipeline().matchRelatives(a.detectionId)
  expect((await stored(a.detectionId, b.detectionId)).row).toBeDefined()
  // B's report is withdrawn (no longer published): A's next job, which no longer finds B, deletes the pair
  await t.app.db.updateTable('detections').set({ has_report: 0 }).where('id', '=', b.detectionId).execute()
  matcher.script(a.detectionId, [])
  await pipeline().matchRelatives(a.detectionId)
  expect((await stored(a.detectionId, b.detectionId)).row).toBeUndefined()
})
