/**
 * The opted-in persons the statistics count, read once and kept (issue 30,
 * persons/originMembers.ts): gene origin's counts and the surname pages no longer read every
 * opted-in person per call, and yet a change counts at once, whoever makes it: this process
 * (the switch), another connection (another server process, a script: PostgreSQL notifies,
 * SQLite's data_version tells), and on PostgreSQL nothing is kept while notifications cannot
 * arrive. The counts themselves are tested in geneOrigin.test.ts and lineage.test.ts.
 */
import path from 'path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { GENE_ORIGIN, LINEAGE, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { NOTIFICATIONS_APPLICATION_NAME } from '../../src/db/notifications'
import { surnameLibrary } from '../../src/domains/lineage/surnames'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { TEST_DB } from '../helpers/database'
import { countQueries } from '../helpers/queryCounter'
import { createKitApp, type KitApp } from '../kit/helpers'

jest.setTimeout(120_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
let seq = 0
/** another connection to the same database: what another process or a script writes */
let other: { query(text: string, values: unknown[]): Promise<unknown>; close(): Promise<void> }
beforeAll(async () => {
  t = await createKitApp()
  if (TEST_DB === 'postgres') {
    const c = new pg.Client({ connectionString: t.config.databaseUrl })
    await c.connect()
    other = { query: (text, values) => c.query(text, values), close: () => c.end() }
  } else {
    const c = new SQLite(t.config.databaseUrl.replace(/^sqlite:/, ''))
    c.pragma('busy_timeout = 5000')
    other = { query: async (text, values) => c.prepare(text.replace(/\$\d+/g, '?')).run(...values), close: async () => void c.close() }
  }
})
afterAll(async () => {
  await other?.close()
  await t?.close()
})

/** a tested person with a published result on O2a2b1a1a1, surname 王 (as the pipeline leaves them) */
async function seed(userId: number, optIn = true): Promise<{ personId: number; barcode: string }> {
  const db = t.app.db
  const now = t.now()
  const person = await db
    .insertInto('tested_persons')
    .values({
      user_id: userId, name: `测试者${++seq}`, surname: '王', sex: 'male', birthday: '1980-01-01', birthplace: null, birthplace_code: null, ancestral_place: null, ancestral_place_code: '440104',
      nation: '汉族', appellation: null, ancestry_features: null, relatives_opt_in: 0, gene_origin_opt_in: optIn ? 1 : 0, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const barcode = `OC${String(100000 + ++seq)}`
  const d = await db
    .insertInto('detections')
    .values({ barcode, person_id: person.id, user_id: userId, sku: 'import', product_type: 'GENETIC', submodules: '["ancestor","standard"]', collected: 0, collect_date: null, research_agree: 0, open_ancestry: 0, source: 'import', has_report: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('analysis_results')
    .values({ detection_id: d.id, raw_file_id: 0, engine_version: 'test', kb_version: 'test', panel_id: 'test', qc_verdict: 'pass', sex: 'male', y_haplogroup: 'O2a2b1a1a1', y_short: null, mt_haplogroup: 'D4a1', summary: '{}', health: '[]', timings: '{}', created_at: now })
    .execute()
  return { personId: person.id, barcode }
}

/** waits until `check` holds (PostgreSQL: a notification is one network hop after the commit) */
async function until(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const t0 = Date.now()
  while (!(await check())) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms`)
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

const WANG = surnameLibrary().find(s => s.surname === '王')!.id
const summary = async (barcode: string, token: string) => (await t.get(GENE_ORIGIN.summary.path.replace(':barcode', barcode), token)).data.counts
const surnamePage = async () => (await t.get(LINEAGE.surname.path.replace(':id', String(WANG)))).data.persons

describe('the counted persons kept between calls', () => {
  let me: { token: string; userId: number }
  let mine: { personId: number; barcode: string }
  const theirs: Array<{ personId: number }> = []
  beforeAll(async () => {
    me = await t.user()
    const others = await t.user()
    mine = await seed(me.userId)
    for (let i = 0; i < 9; i++) theirs.push(await seed(others.userId))
    await until(async () => t.app.originMembers.enabled)
    // PostgreSQL: the seed's own notifications heard before the measured calls (one arriving
    // late would drop the kept persons the first call has just read)
    if (t.app.dbNotifications) expect(await t.app.dbNotifications.heard()).toBe(true)
  })

  it('are read once: the next summary and surname page read none of them', async () => {
    expect((await summary(mine.barcode, me.token)).paternal).toEqual({ count: 5, text: '5人以上' })
    expect(await surnamePage()).toEqual({ count: 10, label: '10人以上' })
    const counter = countQueries()
    try {
      counter.start()
      expect((await summary(mine.barcode, me.token)).paternal).toEqual({ count: 5, text: '5人以上' })
      expect(await surnamePage()).toEqual({ count: 10, label: '10人以上' })
      expect(counter.stop().filter(q => /from "analysis_results" as "r"|from "tested_persons" as "p"/.test(q))).toEqual([])
    } finally {
      counter.restore()
    }
  })

  it('an opt-out by its owner counts at once', async () => {
    const off = await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', String(mine.personId)), body: { feature: 'geneOrigin', open: false }, headers: auth(me.token) })
    expect(json(off).code).toBe(0)
    // 9 others, the person no longer among the 王
    expect(await surnamePage()).toEqual({ count: 5, label: '5人以上' })
    const on = await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', String(mine.personId)), body: { feature: 'geneOrigin', open: true }, headers: auth(me.token) })
    expect(json(on).code).toBe(0)
    expect(await surnamePage()).toEqual({ count: 10, label: '10人以上' })
  })

  it('a change written by another connection (another process, a script) counts as soon as it is known', async () => {
    // five of the nine others switched off by hand: four left on the person's clade
    for (const p of theirs.slice(0, 5)) await other.query('update tested_persons set gene_origin_opt_in = 0 where id = $1', [p.personId])
    await until(async () => (await summary(mine.barcode, me.token)).paternal.count === null)
    expect(await surnamePage()).toEqual({ count: 5, label: '5人以上' })
    for (const p of theirs.slice(0, 5)) await other.query('update tested_persons set gene_origin_opt_in = 1 where id = $1', [p.personId])
    await until(async () => (await summary(mine.barcode, me.token)).paternal.count === 5)
    // a result deleted by hand: its person no longer counts
    const d = await t.app.db.selectFrom('detections').select('id').where('person_id', '=', theirs[0].personId).executeTakeFirstOrThrow()
    await other.query('delete from analysis_results where detection_id = $1', [d.id])
    await until(async () => (await surnamePage()).count === 5)
  })

  if (TEST_DB === 'postgres') {
    it('keeps nothing while its notifications are down', async () => {
      await other.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1', [NOTIFICATIONS_APPLICATION_NAME])
      await until(async () => !t.app.originMembers.enabled)
      const counter = countQueries()
      try {
        counter.start()
        await surnamePage()
        await surnamePage()
        expect(counter.stop().filter(q => q.includes('from "analysis_results" as "r"'))).toHaveLength(2)
      } finally {
        counter.restore()
      }
      await until(async () => t.app.originMembers.enabled)
    })
  }
})
