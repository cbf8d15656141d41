/**
 * Gene origin (issue 16 item 3): common origins on the Y and mt trees with other persons whose
 * owners turned gene origin on. Others are seeded as published results (the pipeline's columns:
 * haplogroup names, surname, ancestral place); the endpoints must count only opted-in, living,
 * published persons, never send a count below the minimum, never send anything else about them,
 * refuse another account (even one the person is shared with) and refuse others' counts until
 * the person's own switch is on.
 */
import path from 'path'
import { GENE_ORIGIN, GENE_ORIGIN_MIN_COUNT, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, type KitApp } from '../kit/helpers'

jest.setTimeout(120_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
let seq = 0
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(async () => t.close())

interface Seed {
  userId: number
  name?: string
  surname?: string | null
  sex?: 'male' | 'female'
  y?: string | null
  mt?: string | null
  optIn?: boolean
  place?: string | null
  published?: boolean
  deleted?: boolean
}

/** a tested person with one detection and a stored result, as the pipeline leaves them */
async function seed(s: Seed): Promise<{ personId: number; barcode: string; name: string }> {
  const db = t.app.db
  const now = t.now()
  const name = s.name ?? `测试者${++seq}`
  const person = await db
    .insertInto('tested_persons')
    .values({
      user_id: s.userId, name, surname: s.surname === undefined ? '王' : s.surname, sex: s.sex ?? 'male', birthday: '1980-01-01', birthplace: null, birthplace_code: null,
      ancestral_place: s.place ? '广东省广州市' : null, ancestral_place_code: s.place ?? null, nation: '汉族', appellation: null, ancestry_features: null,
      relatives_opt_in: 0, gene_origin_opt_in: s.optIn === false ? 0 : 1, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: s.deleted ? now : null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const barcode = `GO${String(100000 + ++seq)}`
  const d = await db
    .insertInto('detections')
    .values({ barcode, person_id: person.id, user_id: s.userId, sku: 'import', product_type: 'GENETIC', submodules: '["ancestor","standard"]', collected: 0, collect_date: null, research_agree: 0, open_ancestry: 0, source: 'import', has_report: s.published === false ? 0 : 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  const y = s.y === undefined ? (s.sex === 'female' ? null : 'O2a2b1a1a1') : s.y
  const mt = s.mt === undefined ? 'D4a1' : s.mt
  await db
    .insertInto('analysis_results')
    .values({
      detection_id: d.id, raw_file_id: 0, engine_version: 'test', kb_version: 'test', panel_id: 'test', qc_verdict: 'pass', sex: s.sex ?? 'male', y_haplogroup: y, y_short: null, mt_haplogroup: mt,
      summary: JSON.stringify({ yReason: y ? null : '女性没有 Y 染色体', mtReason: null }), health: '[]', timings: '{}', created_at: now
    })
    .execute()
  return { personId: person.id, barcode, name }
}

const get = (endpoint: { path: string }, barcode: string, token: string, query: Record<string, string> = {}) => t.get(endpoint.path.replace(':barcode', barcode), token, query)
const privacy = async (token: string, personId: number, open: boolean) =>
  json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', String(personId)), body: { feature: 'geneOrigin', open }, headers: auth(token) }))

it('counts only opted-in others, hides counts below the minimum, sends nothing personal and is owner-only', async () => {
  expect(GENE_ORIGIN_MIN_COUNT).toBe(5)
  const me = await t.user()
  const others = await t.user()
  const stranger = await t.user()
  const mine = await seed({ userId: me.userId, name: '王建国', surname: '王', y: 'O2a2b1a1a1', mt: 'D4a1', optIn: false, place: '440104' })
  const seeded = []
  // six on the same Y clade and surname, three who join the line one level higher (another surname)
  for (let i = 0; i < 6; i++) seeded.push(await seed({ userId: others.userId, surname: '王', y: 'O2a2b1a1a1', mt: 'B4', place: '440106' }))
  for (let i = 0; i < 3; i++) seeded.push(await seed({ userId: others.userId, surname: '李', y: 'O2a2b1a1', mt: 'M7b', place: '350102' }))
  // four women of the same mt haplogroup: fewer than the minimum
  for (let i = 0; i < 4; i++) seeded.push(await seed({ userId: others.userId, surname: '陈', sex: 'female', mt: 'D4a1' }))
  // never counted: switch off, deleted, not published
  const hidden = [
    await seed({ userId: others.userId, name: '关闭者', y: 'O2a2b1a1a1', optIn: false }),
    await seed({ userId: others.userId, name: '已删除', y: 'O2a2b1a1a1', deleted: true }),
    await seed({ userId: others.userId, name: '未发布', y: 'O2a2b1a1a1', published: false })
  ]

  // switch off: the person's own lines, no one else's
  const before = await get(GENE_ORIGIN.summary, mine.barcode, me.token)
  expect(before.code).toBe(0)
  expect(before.data).toMatchObject({ optedIn: false, counts: null, anonymityMin: 5, paternal: { status: 'called', haplogroup: 'O2a2b1a1a1' }, maternal: { status: 'called', haplogroup: 'D4a1' } })
  expect((await get(GENE_ORIGIN.commonList, mine.barcode, me.token, { line: 'paternal' })).code).toBe(2701)
  expect((await get(GENE_ORIGIN.common, mine.barcode, me.token, { line: 'paternal', clade: 'O2' })).code).toBe(2701)
  const own = await get(GENE_ORIGIN.mine, mine.barcode, me.token)
  expect(own.code).toBe(0)
  expect(own.data.paternal.path[0]).toBe('Y-Adam')
  expect(own.data.paternal.path.at(-1)).toBe('O2a2b1a1a1')
  expect(own.data.paternal.tree).toContain('ISOGG')
  expect(own.data.maternal.path.slice(-3)).toEqual(['D', 'D4', 'D4a', 'D4a1'].slice(-3))
  expect(own.data.maternal.populations).toEqual([])
  expect(own.data.maternal.populationsNote).toContain('参考数据中没有')
  // a clade of the line: where the 1000 Genomes men carry it (real reference data)
  const o2 = await get(GENE_ORIGIN.clade, mine.barcode, me.token, { line: 'paternal', clade: 'O2' })
  expect(o2.code).toBe(0)
  expect(o2.data.levelsAbove).toBe(own.data.paternal.path.length - 1 - own.data.paternal.path.indexOf('O2'))
  // populations in Chinese (1000 Genomes codes never shown)
  const chb = o2.data.populations.find((p: { population: string }) => p.population === '北京汉族')
  expect(o2.data.populations.every((p: { population: string; group: string }) => !/[A-Za-z]/.test(p.population + p.group))).toBe(true)
  expect(o2.data.indexPopulations.every((p: string) => !/[A-Za-z]{2,}/.test(p))).toBe(true)
  expect(chb.inClade).toBeGreaterThan(0)
  expect(chb.inClade).toBeLessThanOrEqual(chb.men)
  expect((await get(GENE_ORIGIN.clade, mine.barcode, me.token, { line: 'paternal', clade: 'R1b' })).code).toBe(4006)

  // switch on
  expect((await privacy(me.token, mine.personId, true)).code).toBe(0)
  const on = await get(GENE_ORIGIN.summary, mine.barcode, me.token)
  expect(on.data.optedIn).toBe(true)
  // 13 others, 6 of them 王 on his clade: shown rounded down to a multiple of 5 (issue 20 item 8)
  expect(on.data.counts).toEqual({
    participants: { count: 10, text: '10人以上' },
    sameSurname: { count: 5, text: '5人以上' },
    paternal: { count: 5, text: '5人以上' },
    paternalSameSurname: { count: 5, text: '5人以上' },
    maternal: { count: null, text: '少于5人' }
  })

  const list = await get(GENE_ORIGIN.commonList, mine.barcode, me.token, { line: 'paternal' })
  expect(list.code).toBe(0)
  const byClade = new Map(list.data.clades.map((c: { clade: string }) => [c.clade, c]))
  expect(list.data.clades[0].clade).toBe('O2a2b1a1a1')
  expect(byClade.get('O2a2b1a1a1')).toMatchObject({ people: { count: 5 }, sameSurname: { count: 5 } })
  // 9 on O2a2b1a1, 6 below it: the difference of two shown counts gives no small group
  expect(byClade.get('O2a2b1a1')).toMatchObject({ people: { count: 5 }, sameSurname: { count: 5 } })
  expect(byClade.get('Y-Adam')).toMatchObject({ people: { count: 5 } })

  const maternal = await get(GENE_ORIGIN.commonList, mine.barcode, me.token, { line: 'maternal' })
  const d4a1 = maternal.data.clades.find((c: { clade: string }) => c.clade === 'D4a1')
  expect(d4a1.people).toEqual({ count: null, text: '少于5人' })
  // M: the four D4a1 women and the three M7b carriers (seven); B4 is on another branch
  expect(maternal.data.clades.find((c: { clade: string }) => c.clade === 'M').people).toEqual({ count: 5, text: '5人以上' })

  const common = await get(GENE_ORIGIN.common, mine.barcode, me.token, { line: 'paternal', clade: 'O2a2b1a1' })
  expect(common.code).toBe(0)
  expect(common.data).toMatchObject({
    clade: 'O2a2b1a1', levelsAbove: 2, people: { count: 5 }, sameSurname: { count: 5 },
    surnames: [{ name: '王', people: { count: 5, text: '5人以上' } }], otherSurnames: { count: null, text: '少于5人' },
    provinces: [{ name: '广东省', people: { count: 5 } }], otherProvinces: { count: null, text: '少于5人' }
  })
  expect((await get(GENE_ORIGIN.common, mine.barcode, me.token, { line: 'paternal', clade: 'R1b' })).code).toBe(4006)

  // nothing personal about anyone else, anywhere
  const everything = JSON.stringify([on.data, list.data, maternal.data, common.data, own.data, o2.data])
  for (const s of [...seeded, ...hidden]) {
    expect(everything).not.toContain(s.barcode)
    expect(everything).not.toContain(s.name)
    expect(everything).not.toContain(`"personId":${s.personId},`)
  }
  expect(everything).not.toContain('李')
  expect(everything).not.toContain('福建')

  // owner only: another account, and an account the person is shared with, get 4004
  for (const e of [GENE_ORIGIN.summary, GENE_ORIGIN.mine]) expect((await get(e, mine.barcode, stranger.token)).code).toBe(4004)
  expect((await get(GENE_ORIGIN.commonList, mine.barcode, stranger.token, { line: 'paternal' })).code).toBe(4004)
  await t.app.db.insertInto('person_shares').values({ person_id: mine.personId, user_id: stranger.userId, created_at: t.now() }).execute()
  expect((await get(GENE_ORIGIN.summary, mine.barcode, stranger.token)).code).toBe(4004)
  expect((await get(GENE_ORIGIN.common, mine.barcode, stranger.token, { line: 'paternal', clade: 'O2' })).code).toBe(4004)

  // another owner turns the switch off: out of every count at once
  expect((await privacy(others.token, seeded[0].personId, false)).code).toBe(0)
  const after = await get(GENE_ORIGIN.summary, mine.barcode, me.token)
  expect(after.data.counts.paternal).toEqual({ count: 5, text: '5人以上' })
  expect((await privacy(others.token, seeded[1].personId, false)).code).toBe(0)
  expect((await get(GENE_ORIGIN.summary, mine.barcode, me.token)).data.counts.paternal).toEqual({ count: null, text: '少于5人' })

  // and the person's own switch off: others' counts are refused again
  expect((await privacy(me.token, mine.personId, false)).code).toBe(0)
  expect((await get(GENE_ORIGIN.commonList, mine.barcode, me.token, { line: 'paternal' })).code).toBe(2701)
})

it('a woman has no paternal line; an unpublished detection and an unknown barcode are refused', async () => {
  const me = await t.user()
  const woman = await seed({ userId: me.userId, sex: 'female', surname: '陈', optIn: true })
  const s = await get(GENE_ORIGIN.summary, woman.barcode, me.token)
  expect(s.data.paternal).toMatchObject({ status: 'not-applicable', haplogroup: null })
  expect(s.data.counts.paternal).toBeNull()
  const list = await get(GENE_ORIGIN.commonList, woman.barcode, me.token, { line: 'paternal' })
  expect(list.data.clades).toEqual([])
  expect(list.data.reason).toContain('女性')
  const pending = await seed({ userId: me.userId, published: false })
  expect((await get(GENE_ORIGIN.summary, pending.barcode, me.token)).code).toBe(2200)
  expect((await get(GENE_ORIGIN.summary, 'NOPE0000', me.token)).code).toBe(4004)
  expect((await t.get(GENE_ORIGIN.summary.path.replace(':barcode', woman.barcode))).code).toBe(1001)
})
