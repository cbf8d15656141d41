/**
 * Issue 20 item 8: statistics cannot be differenced. An attack on the running server found that a
 * city with one opted-in person was listed by name, that its disappearance when that person opted
 * out was visible, and that the total moved from 8 to 7. The attack here is the same: read every
 * statistic that counts other people (gene origin, the Y tree's branch counts, a surname's
 * provinces, cities, haplogroups and gene families, the surname page, where one's relatives come
 * from) with one person X opted in, opt X out, read them again, and compare. X is alone in a city
 * (梅州市) and makes totals of 8 and 9. Every answer must be the same in both states, and X's
 * city must never be named.
 */
import path from 'path'
import { ANCESTRY, GENE_ORIGIN, LINEAGE } from '@xungen/contracts/endpoints'
import { createKitApp, type KitApp } from '../kit/helpers'

jest.setTimeout(120_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
let seq = 0
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

const Y = 'O2a2b1a1a1'
const MT = 'D4a1'

/** a tested person with a published result, as the pipeline leaves them; both privacy switches on */
async function seed(userId: number, place: string): Promise<{ personId: number; detectionId: number; barcode: string }> {
  const db = t.app.db
  const now = t.now()
  const person = await db
    .insertInto('tested_persons')
    .values({
      user_id: userId, name: `差分者${++seq}`, surname: '王', sex: 'male', birthday: '1980-01-01', birthplace: null, birthplace_code: null,
      ancestral_place: '广东省', ancestral_place_code: place, nation: '汉族', appellation: null, ancestry_features: null,
      relatives_opt_in: 1, gene_origin_opt_in: 1, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const barcode = `DF${String(100000 + ++seq)}`
  const d = await db
    .insertInto('detections')
    .values({ barcode, person_id: person.id, user_id: userId, sku: 'import', product_type: 'GENETIC', submodules: '["ancestor","standard"]', collected: 0, collect_date: null, research_agree: 0, open_ancestry: 0, source: 'import', has_report: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('analysis_results')
    .values({ detection_id: d.id, raw_file_id: 0, engine_version: 'test', kb_version: 'test', panel_id: 'test', qc_verdict: 'pass', sex: 'male', y_haplogroup: Y, y_short: null, mt_haplogroup: MT, summary: '{}', health: '[]', timings: '{}', created_at: now })
    .execute()
  return { personId: person.id, detectionId: d.id, barcode }
}

async function match(a: number, b: number) {
  const [x, y] = a < b ? [a, b] : [b, a]
  await t.app.db.insertInto('relative_matches').values({ detection_a: x, detection_b: y, total_cm: 120, segments: 5, largest_cm: 40, relationship: 'fifth-degree', relationship_label: '二代堂表亲', grade: null, created_at: t.now() }).execute()
}

it('opting one person in and out changes no statistic, and a place of one is never named', async () => {
  const viewer = await t.user()
  const others = await t.user()
  const xOwner = await t.user()
  // the viewer (广州市越秀区); seven others: six in 广州市越秀区, one in 广州市天河区; X alone in 梅州市
  const me = await seed(viewer.userId, '440104')
  const seven = []
  for (let i = 0; i < 7; i++) seven.push(await seed(others.userId, i < 6 ? '440104' : '440106'))
  const x = await seed(xOwner.userId, '441400')
  for (const o of [...seven, x]) await match(me.detectionId, o.detectionId)
  const wang = (await t.get(LINEAGE.surnames.path, undefined, { keyword: '王' })).data.list.find((s: { surname: string }) => s.surname === '王')

  const reads: Array<[string, () => Promise<{ code: number; data: unknown }>]> = [
    ['gene origin summary', () => t.get(GENE_ORIGIN.summary.path.replace(':barcode', me.barcode), viewer.token)],
    ['gene origin common list (paternal)', () => t.get(GENE_ORIGIN.commonList.path.replace(':barcode', me.barcode), viewer.token, { line: 'paternal' })],
    ['gene origin common list (maternal)', () => t.get(GENE_ORIGIN.commonList.path.replace(':barcode', me.barcode), viewer.token, { line: 'maternal' })],
    ['gene origin common origin (paternal)', () => t.get(GENE_ORIGIN.common.path.replace(':barcode', me.barcode), viewer.token, { line: 'paternal', clade: Y })],
    ['gene origin common origin (maternal)', () => t.get(GENE_ORIGIN.common.path.replace(':barcode', me.barcode), viewer.token, { line: 'maternal', clade: MT })],
    ['Y tree branch', () => t.get(LINEAGE.ytreeNode.path.replace(':id', Y))],
    ['Y tree major clade', () => t.get(LINEAGE.ytreeNode.path.replace(':id', 'O2'))],
    ['surname', () => t.get(LINEAGE.surname.path.replace(':id', String(wang.id)))],
    ['surname provinces', () => t.get(LINEAGE.surnameDistribution.path, undefined, { surname: '王' })],
    ['surname cities of 广东', () => t.get(LINEAGE.surnameDistribution.path, undefined, { surname: '王', provinceCode: '440000' })],
    ['surname haplogroups', () => t.get(LINEAGE.surnameHaplogroups.path, undefined, { surname: '王' })],
    ['surname gene families', () => t.get(LINEAGE.surnameGeneFamilies.path, undefined, { surname: '王' })],
    ['ancestry surname page', () => t.get(ANCESTRY.surname.path.replace(':barcode', me.barcode), viewer.token)],
    ['relatives by province', () => t.get(ANCESTRY.relativesDistribution.path.replace(':barcode', me.barcode), viewer.token)],
    ['relatives by city of 广东', () => t.get(ANCESTRY.relativesDistribution.path.replace(':barcode', me.barcode), viewer.token, { countyCode: '440000' })]
  ]
  const readAll = async () => {
    const out: Record<string, string> = {}
    for (const [name, read] of reads) {
      const r = await read()
      expect({ name, code: r.code }).toEqual({ name, code: 0 })
      out[name] = JSON.stringify(r.data)
    }
    return out
  }

  const withX = await readAll()
  // X turns both switches off (the privacy page's switches write these two columns)
  await t.app.db.updateTable('tested_persons').set({ gene_origin_opt_in: 0, relatives_opt_in: 0 }).where('id', '=', x.personId).execute()
  const withoutX = await readAll()
  for (const [name] of reads) expect({ name, answer: withoutX[name] }).toEqual({ name, answer: withX[name] })
  // X's city is named nowhere, in either state
  for (const answers of [withX, withoutX]) for (const [name, body] of Object.entries(answers)) expect({ name, named: body.includes('梅州') }).toEqual({ name, named: false })
  // and the counts are real: the rounded total of eight others is shown, not hidden
  expect(JSON.parse(withX['gene origin summary']).counts.participants).toEqual({ count: 5, text: '5人以上' })
})
