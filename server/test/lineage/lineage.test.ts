/**
 * The Y tree, clan relations, surname statistics, remarks and 寻根登记 (issue 16 items 4-6)
 * through the real app. Tested persons with published reports are written as the pipeline
 * leaves them (a detection with has_report and an analysis result naming the Y haplogroup),
 * which is all these lists read; the haplogroups are real nodes of the ISOGG tree.
 */
import path from 'path'
import { CLAN_SORT_BY_DEPTH, CODES, LEAD_MAX_PER_USER, MIN_GROUP_SIZE, SMALL_GROUP_LABEL } from '@xungen/contracts'
import { LINEAGE } from '@xungen/contracts/endpoints'
import { json } from '../helpers/app'
import { useTestApp, signedInUser } from '../helpers/fixture'

process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')
jest.setTimeout(60_000)

const t = useTestApp()
let serial = 0

interface PersonSpec {
  userId: number
  surname: string | null
  sex?: 'male' | 'female'
  haplogroup?: string | null
  ancestralCode?: string | null
  origin?: boolean
  relatives?: boolean
  published?: boolean
}

/** a tested person with one detection and its analysis result, as the pipeline stores them */
async function person(spec: PersonSpec): Promise<{ personId: number; barcode: string }> {
  const now = Date.now()
  const db = t.app.db
  const p = await db
    .insertInto('tested_persons')
    .values({
      user_id: spec.userId, name: `${spec.surname ?? '无'}测试${++serial}`, surname: spec.surname, sex: spec.sex ?? 'male', birthday: '1980-01-01', birthplace: null, birthplace_code: null,
      ancestral_place: spec.ancestralCode ? '祖籍' : null, ancestral_place_code: spec.ancestralCode ?? null, nation: null, appellation: 'me', ancestry_features: null,
      relatives_opt_in: spec.relatives === false ? 0 : 1, gene_origin_opt_in: spec.origin === false ? 0 : 1, base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const barcode = `XG${String(9_000_000_000 + serial)}`
  const d = await db
    .insertInto('detections')
    .values({ barcode, person_id: p.id, user_id: spec.userId, sku: 'standard', product_type: 'CHIP', submodules: '[]', collected: 1, collect_date: '2026-11-20', research_agree: 0, open_ancestry: 1, source: 'kit', has_report: spec.published === false ? 0 : 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  const hg = spec.sex === 'female' ? null : spec.haplogroup ?? null
  await db
    .insertInto('analysis_results')
    .values({ detection_id: d.id, raw_file_id: 0, engine_version: 'test', kb_version: 'test', panel_id: 'test', qc_verdict: 'pass', sex: spec.sex ?? 'male', y_haplogroup: hg, y_short: null, mt_haplogroup: null, summary: '{}', health: '[]', timings: '{}', created_at: now })
    .execute()
  return { personId: p.id, barcode }
}

const get = async (url: string, query: Record<string, string> = {}, token?: string) => json<any>(await t.signed({ method: 'GET', url, query, headers: token ? { token } : {} }))
const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, token: string) => json<any>(await t.signed({ method, url, body, headers: { token } }))
const at = (p: string, params: Record<string, string | number>) => p.replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(String(params[k])))

describe('the Y tree', () => {
  it('browses from the root down: path, children with their sizes, the representative SNP', async () => {
    const root = await get(at(LINEAGE.ytreeNode.path, { id: 'Y-Adam' }))
    expect(root.code).toBe(0)
    expect(root.data.path).toEqual([])
    expect(root.data.children.map((c: any) => c.id).sort()).toEqual(['A0000', 'A000T'])
    expect(root.data.descendantCount).toBeGreaterThan(9000)
    const m117 = await get(at(LINEAGE.ytreeNode.path, { id: 'O2a2b1a1' }))
    expect(m117.data.shortName).toBe('O-M117')
    expect(m117.data.path.map((p: any) => p.id)).toContain('O2a2b1')
    expect(m117.data.path[0].id).toBe('Y-Adam')
    expect(m117.data.children.map((c: any) => c.id)).toEqual(['O2a2b1a1a', 'O2a2b1a1b'])
    expect(m117.data.representativeSnp.name).toBe('M117')
    // a short form reaches the same node; an unknown one is 404
    expect((await get(at(LINEAGE.ytreeNode.path, { id: 'O-M117' }))).data.id).toBe('O2a2b1a1')
    expect((await get(at(LINEAGE.ytreeNode.path, { id: 'Q9z9z9' }))).code).toBe(CODES.NOT_FOUND)
    expect((await get(at(LINEAGE.ytreeNode.path, { id: 'O2<script>' }))).code).toBe(CODES.ARG_ERROR)
  })

  it('lists a branch’s descendants a page at a time and its defining SNPs with positions and alleles', async () => {
    const b1 = await get(at(LINEAGE.ytreeBranch.path, { id: 'O2a2b1a1' }), { page: '1', size: '5' })
    expect(b1.data.total).toBeGreaterThan(5)
    expect(b1.data.list).toHaveLength(5)
    expect(b1.data.list[0]).toMatchObject({ id: 'O2a2b1a1a', depth: 1 })
    const last = await get(at(LINEAGE.ytreeBranch.path, { id: 'O2a2b1a1' }), { page: String(Math.ceil(b1.data.total / 5)), size: '5' })
    expect(last.data.isEnd).toBe(true)
    const snps = await get(at(LINEAGE.ytreeSnps.path, { id: 'O2a' }), { page: '1', size: '50' })
    expect(snps.data.total).toBeGreaterThan(0)
    for (const s of snps.data.list) expect(s.pos).toBeGreaterThan(0)
    const m122 = (await get(at(LINEAGE.ytreeSnps.path, { id: 'O2' }), { size: '50' })).data.list.find((s: any) => s.name === 'M122')
    // ISOGG / the reference README: M122 at chrY:21764674 A->G
    expect(m122).toMatchObject({ pos: 21764674, ancestral: 'A', derived: 'G' })
  })

  it('searches by SNP name, short form, haplogroup name and prefix', async () => {
    const bySnp = await get(LINEAGE.ytreeSearch.path, { keyword: 'M117' })
    expect(bySnp.data.list[0]).toMatchObject({ id: 'O2a2b1a1', matchedBy: 'snp', snp: 'M117' })
    expect((await get(LINEAGE.ytreeSearch.path, { keyword: 'O-M122' })).data.list[0].id).toBe('O2')
    expect((await get(LINEAGE.ytreeSearch.path, { keyword: 'O2a2b1a1' })).data.list[0]).toMatchObject({ id: 'O2a2b1a1', matchedBy: 'haplogroup' })
    const prefix = await get(LINEAGE.ytreeSearch.path, { keyword: 'O2a2b1' })
    expect(prefix.data.list.length).toBe(20)
    expect(prefix.data.truncated).toBe(true)
    expect((await get(LINEAGE.ytreeSearch.path, { keyword: 'ZZZ999' })).data.list).toEqual([])
    expect((await get(LINEAGE.ytreeSearch.path, { keyword: '' })).code).toBe(CODES.ARG_ERROR)
  })

  it('names the tree version and its source files; says there is no dating and no earlier version', async () => {
    const info = await get(LINEAGE.ytreeInfo.path)
    expect(info.data.version).toMatch(/ISOGG 2019-2020/)
    expect(info.data.datasets.map((d: any) => d.repo)).toEqual(['Shuhua-Group/Y-LineageTracker', 'Shuhua-Group/Y-LineageTracker'])
    expect(info.data.datasets[0].commit).toBe('82b14c74be95ef2d4d929ce20bf7436869f163ea')
    expect(info.data.notes.join('')).toMatch(/没有分支的年代测定/)
  })
})

describe('opt-in and the anonymity threshold (the statistics rule of issue 20 item 8)', () => {
  it('counts on a branch only men whose owner turned 基因溯源 on, and shows 少于5人 below five', async () => {
    const u = await signedInUser(t.app)
    // four opted-in men under O2a1, one who did not opt in, one whose report is not published
    for (let i = 0; i < 4; i++) await person({ userId: u.id, surname: '甲', haplogroup: 'O2a1a' })
    await person({ userId: u.id, surname: '甲', haplogroup: 'O2a1a', origin: false })
    await person({ userId: u.id, surname: '甲', haplogroup: 'O2a1a', published: false })
    const before = await get(at(LINEAGE.ytreeNode.path, { id: 'O2a1' }))
    expect(before.data.members).toEqual({ count: null, label: SMALL_GROUP_LABEL })
    await person({ userId: u.id, surname: '甲', haplogroup: 'O2a1b' })
    const after = await get(at(LINEAGE.ytreeNode.path, { id: 'O2a1' }))
    expect(after.data.members).toEqual({ count: 5, label: '5人以上' })
    // O2a1a has 4 and O2a1b 1: both below five
    expect(after.data.children.map((c: any) => c.members.label)).toEqual([SMALL_GROUP_LABEL, SMALL_GROUP_LABEL])
  })

  it('a surname’s provinces: named from five, rounded down to a multiple of five; a smaller place is not named but counted in 其他', async () => {
    const u = await signedInUser(t.app)
    for (let i = 0; i < 6; i++) await person({ userId: u.id, surname: '乙', haplogroup: 'O1b1a1a', ancestralCode: '440306' })
    for (let i = 0; i < 5; i++) await person({ userId: u.id, surname: '乙', haplogroup: 'O1b1a1a', ancestralCode: '350100' })
    await person({ userId: u.id, surname: '乙', haplogroup: 'O1b1a1a', ancestralCode: '110101' })
    // not opted in: never counted
    for (let i = 0; i < 3; i++) await person({ userId: u.id, surname: '乙', haplogroup: 'O1b1a1a', ancestralCode: '110101', origin: false })
    const d = await get(LINEAGE.surnameDistribution.path, { surname: '乙' })
    expect(d.code).toBe(0)
    expect(d.data.total).toEqual({ count: 10, label: '10人以上' })
    // Beijing has 1: not named; 12 − 5 − 5 says nothing exact about it either
    // ordered by the shown count, then by code (never by the exact counts, 6 and 5)
    expect(d.data.list.map((g: any) => [g.name, g.label])).toEqual([['福建省', '5人以上'], ['广东省', '5人以上']])
    expect(d.data.other).toEqual({ count: null, label: SMALL_GROUP_LABEL })
    expect(JSON.stringify(d.data)).not.toContain('北京')
    const gd = await get(LINEAGE.surnameDistribution.path, { surname: '乙', provinceCode: '440000' })
    expect(gd.data.list).toEqual([{ code: '440300', name: '深圳市', count: 5, label: '5人以上' }])
    // a province of fewer than five shows nothing inside
    const bj = await get(LINEAGE.surnameDistribution.path, { surname: '乙', provinceCode: '110000' })
    expect(bj.data).toMatchObject({ total: { count: null, label: SMALL_GROUP_LABEL }, list: [], other: { count: null } })
    expect((await get(LINEAGE.surnameDistribution.path, { surname: 'abc' })).code).toBe(CODES.ARG_ERROR)
  })

  it('a surname’s haplogroups and gene families count opted-in men only; a clade of fewer than five is not named', async () => {
    const u = await signedInUser(t.app)
    for (let i = 0; i < 5; i++) await person({ userId: u.id, surname: '丙', haplogroup: i < 3 ? 'O2a2b1a1a' : 'O2a2b1a1b' })
    await person({ userId: u.id, surname: '丙', haplogroup: 'C2', origin: false })
    await person({ userId: u.id, surname: '丙', haplogroup: 'Q1a' })
    await person({ userId: u.id, surname: '丙', sex: 'female' })
    // seven persons, six men: both shown as 5人以上, so the men's count says nothing of the women
    const h = await get(LINEAGE.surnameHaplogroups.path, { surname: '丙' })
    expect(h.data.men).toEqual({ count: 5, label: '5人以上' })
    expect(h.data.clades).toEqual([{ clade: 'O', count: 5, label: '5人以上', subclades: [{ id: 'O2', shortName: expect.any(String), count: 5, label: '5人以上' }] }])
    // the one man of Q is in 其他, unnamed
    expect(h.data.other).toEqual({ count: null, label: SMALL_GROUP_LABEL })
    expect(JSON.stringify(h.data.clades)).not.toContain('Q')
    const f = await get(LINEAGE.surnameGeneFamilies.path, { surname: '丙' })
    // the deepest branch all five share
    expect(f.data.list.map((x: any) => [x.id, x.label])).toEqual([['O2a2b1a1', '5人以上']])
    expect(f.data.minGroupSize).toBe(MIN_GROUP_SIZE)
  })

  it('a surname of fewer than five names nothing', async () => {
    const u = await signedInUser(t.app)
    for (let i = 0; i < 4; i++) await person({ userId: u.id, surname: '卯', haplogroup: 'O2a2b1a1a', ancestralCode: '440306' })
    const d = await get(LINEAGE.surnameDistribution.path, { surname: '卯' })
    expect(d.data).toMatchObject({ total: { count: null }, list: [], other: { count: null } })
    const h = await get(LINEAGE.surnameHaplogroups.path, { surname: '卯' })
    expect(h.data).toMatchObject({ men: { count: null }, clades: [] })
  })

  it('a branch page and its parent’s page: shown counts are rounded, so one page minus another gives no small group', async () => {
    const u = await signedInUser(t.app)
    // under Q: seven men in Q1 and two in Q2 (the Q1a man of the test above is there too)
    for (let i = 0; i < 7; i++) await person({ userId: u.id, surname: '午', haplogroup: 'Q1a' })
    for (let i = 0; i < 2; i++) await person({ userId: u.id, surname: '午', haplogroup: 'Q2' })
    const q = await get(at(LINEAGE.ytreeNode.path, { id: 'Q' }))
    expect(q.data.members).toEqual({ count: 10, label: '10人以上' })
    expect(Object.fromEntries(q.data.children.map((c: any) => [c.id, c.members.label]))).toMatchObject({ Q1: '5人以上', Q2: SMALL_GROUP_LABEL })
    const q1 = await get(at(LINEAGE.ytreeNode.path, { id: 'Q1' }))
    expect(q1.data.members).toEqual({ count: 5, label: '5人以上' })
    expect(q1.data.children.find((c: any) => c.id === 'Q1a').members).toEqual({ count: 5, label: '5人以上' })
  })

  it('the library has the surnames of 百家姓 with pinyin and finds them by character or pinyin', async () => {
    const first = await get(LINEAGE.surnames.path, { page: '1', size: '4' })
    expect(first.data.list.map((s: any) => s.surname)).toEqual(['赵', '钱', '孙', '李'])
    expect(first.data.total).toBe(503)
    const shan = await get(LINEAGE.surnames.path, { keyword: '单' })
    expect(shan.data.list.find((s: any) => s.surname === '单').pinyin).toBe('shàn')
    const ouyang = await get(LINEAGE.surnames.path, { keyword: 'ouyang' })
    expect(ouyang.data.list.map((s: any) => s.surname)).toEqual(['欧阳'])
    const zhang = await get(at(LINEAGE.surname.path, { id: first.data.total }))
    expect(zhang.code).toBe(0)
    expect((await get(at(LINEAGE.surname.path, { id: 9999 }))).code).toBe(CODES.NOT_FOUND)
  })
})

describe('clan relations', () => {
  it('lists opted-in men of the same surname and clade, nearest shared branch first, and says what the order means', async () => {
    const me = await signedInUser(t.app)
    const other = await signedInUser(t.app)
    const mine = await person({ userId: me.id, surname: '丁', haplogroup: 'O2a2b1a1a1', ancestralCode: '440306' })
    const near = await person({ userId: other.id, surname: '丁', haplogroup: 'O2a2b1a1a1b', ancestralCode: '350100' })
    const mid = await person({ userId: other.id, surname: '丁', haplogroup: 'O2a2b1a1b' })
    const far = await person({ userId: other.id, surname: '丁', haplogroup: 'O1b1a1a' })
    // not listed: another surname, another clade, 寻亲 off, not published
    await person({ userId: other.id, surname: '戊', haplogroup: 'O2a2b1a1a1' })
    await person({ userId: other.id, surname: '丁', haplogroup: 'C2' })
    const hidden = await person({ userId: other.id, surname: '丁', haplogroup: 'O2a2b1a1a1', relatives: false })
    await person({ userId: other.id, surname: '丁', haplogroup: 'O2a2b1a1a1', published: false })
    const r = await get(LINEAGE.clanRelations.path, { barcode: mine.barcode }, me.token)
    expect(r.code).toBe(0)
    expect(r.data.list.map((m: any) => m.personId)).toEqual([near.personId, mid.personId, far.personId])
    expect(r.data.list.map((m: any) => m.sharedBranch)).toEqual(['O2a2b1a1a1', 'O2a2b1a1', 'O'])
    expect(r.data.list[0]).toMatchObject({ displayName: '丁先生', ancestralProvince: '福建省' })
    expect(r.data.requestedSort).toBe('COMMON_ANCESTOR_YEAR_ASC')
    expect(r.data.sortType).toBe(CLAN_SORT_BY_DEPTH)
    expect(r.data.maxClanYearApplied).toBe(false)
    expect(r.data.sortNote).toMatch(/没有分支年代测定/)
    // the other men's given names never leave the server (the viewer's own person is named)
    expect(JSON.stringify(r.data.list)).not.toMatch(/丁测试/)
    // pages of the spec's size
    const p2 = await get(LINEAGE.clanRelations.path, { barcode: mine.barcode, page: '2', size: '2' }, me.token)
    expect(p2.data.list.map((m: any) => m.personId)).toEqual([far.personId])
    expect(p2.data.isEnd).toBe(true)
    // the member page: shared path and each man's own steps
    const detail = await get(at(LINEAGE.clanMember.path, { personId: mid.personId }), { barcode: mine.barcode }, me.token)
    expect(detail.data.sharedPath.at(-1).id).toBe('O2a2b1a1')
    expect(detail.data.mine.map((n: any) => n.id)).toEqual(['O2a2b1a1a', 'O2a2b1a1a1'])
    expect(detail.data.theirs.map((n: any) => n.id)).toEqual(['O2a2b1a1b'])
    // someone not on the list answers like no one
    expect((await get(at(LINEAGE.clanMember.path, { personId: hidden.personId }), { barcode: mine.barcode }, me.token)).code).toBe(CODES.REPORT_NOT_FOUND)
  })

  it('needs the viewer’s own person to have 基因寻亲 on, a published report, and to be the viewer’s', async () => {
    const me = await signedInUser(t.app)
    const stranger = await signedInUser(t.app)
    const off = await person({ userId: me.id, surname: '己', haplogroup: 'O2a1', relatives: false })
    expect((await get(LINEAGE.clanRelations.path, { barcode: off.barcode }, me.token)).code).toBe(CODES.MUST_SHARE)
    const waiting = await person({ userId: me.id, surname: '己', haplogroup: 'O2a1', published: false })
    expect((await get(LINEAGE.clanRelations.path, { barcode: waiting.barcode }, me.token)).code).toBe(CODES.NOT_PUBLISHED)
    const mine = await person({ userId: me.id, surname: '己', haplogroup: 'O2a1' })
    expect((await get(LINEAGE.clanRelations.path, { barcode: mine.barcode }, stranger.token)).code).toBe(CODES.REPORT_NOT_FOUND)
    expect((await get(LINEAGE.clanRelations.path, { barcode: mine.barcode })).code).toBe(CODES.SESSION_INVALID)
    const woman = await person({ userId: me.id, surname: '己', sex: 'female' })
    const w = await get(LINEAGE.clanRelations.path, { barcode: woman.barcode }, me.token)
    expect(w.data.list).toEqual([])
    expect(w.data.reason).toMatch(/女性没有 Y 染色体/)
  })

  it('remarks are the viewer’s own: stored for members of their list only, never shown to anyone else', async () => {
    const me = await signedInUser(t.app)
    const cousin = await signedInUser(t.app)
    const mine = await person({ userId: me.id, surname: '庚', haplogroup: 'O2a2b1a1a1' })
    const theirs = await person({ userId: cousin.id, surname: '庚', haplogroup: 'O2a2b1a1a1a' })
    const third = await signedInUser(t.app)
    const thirdPerson = await person({ userId: third.id, surname: '庚', haplogroup: 'O2a2b1a1a' })
    const put = await send('PUT', at(LINEAGE.clanRemark.path, { personId: theirs.personId }), { barcode: mine.barcode, remark: '  三房的堂叔  ' }, me.token)
    expect(put.data).toEqual({ personId: theirs.personId, remark: '三房的堂叔' })
    const list = await get(LINEAGE.clanRelations.path, { barcode: mine.barcode }, me.token)
    expect(list.data.list.find((m: any) => m.personId === theirs.personId).remark).toBe('三房的堂叔')
    // the third man sees the same member without my remark
    const theirView = await get(LINEAGE.clanRelations.path, { barcode: thirdPerson.barcode }, third.token)
    expect(theirView.data.list.find((m: any) => m.personId === theirs.personId).remark).toBeNull()
    // another user cannot write through my barcode, and nobody can remark on someone off their list
    expect((await send('PUT', at(LINEAGE.clanRemark.path, { personId: theirs.personId }), { barcode: mine.barcode, remark: '入侵' }, third.token)).code).toBe(CODES.REPORT_NOT_FOUND)
    const outsider = await person({ userId: third.id, surname: '辛', haplogroup: 'O2a2b1a1a1' })
    expect((await send('PUT', at(LINEAGE.clanRemark.path, { personId: outsider.personId }), { barcode: mine.barcode, remark: '不在名单' }, me.token)).code).toBe(CODES.REPORT_NOT_FOUND)
    expect((await send('PUT', at(LINEAGE.clanRemark.path, { personId: theirs.personId }), { barcode: mine.barcode, remark: '长'.repeat(51) }, me.token)).code).toBe(CODES.ARG_ERROR)
    // an empty remark removes it
    expect((await send('PUT', at(LINEAGE.clanRemark.path, { personId: theirs.personId }), { barcode: mine.barcode, remark: '' }, me.token)).data.remark).toBeNull()
    expect(await t.app.db.selectFrom('clan_remarks').selectAll().where('user_id', '=', me.id).execute()).toEqual([])
  })

  it('the men on a branch: 寻亲 on, for a viewer whose person has it on, without given names', async () => {
    const me = await signedInUser(t.app)
    const mine = await person({ userId: me.id, surname: '壬', haplogroup: 'N1a1' })
    const other = await signedInUser(t.app)
    const on = await person({ userId: other.id, surname: '癸', haplogroup: 'N1a1a' })
    await person({ userId: other.id, surname: '癸', haplogroup: 'N1a1a', relatives: false })
    const r = await get(at(LINEAGE.ytreePeople.path, { id: 'N1a1' }), { barcode: mine.barcode }, me.token)
    expect(r.data.list.map((m: any) => m.personId)).toEqual([on.personId])
    expect(r.data.list[0].displayName).toBe('癸先生')
  })
})

describe('寻根登记', () => {
  const body = { surname: '欧阳', ancestralPlace: '江西省 吉安市', ancestralPlaceCode: '360800', residence: '广东省 深圳市', residenceCode: '440300', contactPreference: 'notification' }

  it('stores, lists, changes and deletes the owner’s registrations; another user sees none of them', async () => {
    const me = await signedInUser(t.app)
    const other = await signedInUser(t.app)
    const created = await send('POST', LINEAGE.createLead.path, body, me.token)
    expect(created.code).toBe(0)
    expect(created.data).toMatchObject({ surname: '欧阳', ancestralPlaceCode: '360800', contactPreference: 'notification' })
    const id = created.data.id
    expect((await get(LINEAGE.leads.path, {}, me.token)).data.list.map((l: any) => l.id)).toEqual([id])
    expect((await get(LINEAGE.leads.path, {}, other.token)).data.list).toEqual([])
    expect((await get(at(LINEAGE.lead.path, { id }), {}, other.token)).code).toBe(CODES.NOT_FOUND)
    expect((await send('PUT', at(LINEAGE.updateLead.path, { id }), { ...body, surname: '入侵' }, other.token)).code).toBe(CODES.NOT_FOUND)
    expect((await send('DELETE', at(LINEAGE.deleteLead.path, { id }), undefined, other.token)).code).toBe(CODES.NOT_FOUND)
    const changed = await send('PUT', at(LINEAGE.updateLead.path, { id }), { ...body, contactPreference: 'none', residence: '', residenceCode: '' }, me.token)
    expect(changed.data).toMatchObject({ contactPreference: 'none', residence: null })
    expect((await send('DELETE', at(LINEAGE.deleteLead.path, { id }), undefined, me.token)).data).toEqual({ deleted: true })
    expect((await get(LINEAGE.leads.path, {}, me.token)).data.list).toEqual([])
  })

  it('refuses a surname that is not 1-4 Chinese characters, an unknown place code and a missing preference, storing nothing', async () => {
    const me = await signedInUser(t.app)
    const bad = async (b: unknown) => send('POST', LINEAGE.createLead.path, b, me.token)
    const s = await bad({ ...body, surname: 'Smith' })
    expect(s.code).toBe(CODES.ARG_ERROR)
    expect(s.data.fields[0]).toEqual({ field: 'surname', message: '姓氏应为 1–4 个汉字' })
    expect((await bad({ ...body, ancestralPlaceCode: '999999' })).data.fields[0]).toEqual({ field: 'ancestralPlaceCode', message: '请从列表中选择祖籍' })
    expect((await bad({ ...body, contactPreference: 'carrier-pigeon' })).code).toBe(CODES.ARG_ERROR)
    expect((await bad({ ...body, extra: 1 })).code).toBe(CODES.ARG_ERROR)
    expect((await bad({ ...body, residence: '某地', residenceCode: '' })).data.fields[0].field).toBe('residenceCode')
    expect((await get(LINEAGE.leads.path, {}, me.token)).data.list).toEqual([])
  })

  it('keeps at most 20 registrations an account', async () => {
    const me = await signedInUser(t.app)
    for (let i = 0; i < LEAD_MAX_PER_USER; i++) expect((await send('POST', LINEAGE.createLead.path, body, me.token)).code).toBe(0)
    const over = await send('POST', LINEAGE.createLead.path, body, me.token)
    expect(over.code).toBe(CODES.ARG_ERROR)
    expect(over.message).toMatch(/最多保存 20 条/)
    expect((await get(LINEAGE.leads.path, {}, me.token)).data.list).toHaveLength(LEAD_MAX_PER_USER)
  })
})

describe('account cancellation', () => {
  it('deletes the account’s 寻根登记 and remarks, and every remark others wrote about its persons', async () => {
    const me = await signedInUser(t.app)
    const cousin = await signedInUser(t.app)
    const mine = await person({ userId: me.id, surname: '冼', haplogroup: 'O2a2b1a1a1' })
    const theirs = await person({ userId: cousin.id, surname: '冼', haplogroup: 'O2a2b1a1a1a' })
    await send('PUT', at(LINEAGE.clanRemark.path, { personId: theirs.personId }), { barcode: mine.barcode, remark: '我写的' }, me.token)
    await send('PUT', at(LINEAGE.clanRemark.path, { personId: mine.personId }), { barcode: theirs.barcode, remark: '写我的' }, cousin.token)
    await send('POST', LINEAGE.createLead.path, { surname: '冼', ancestralPlace: '广东省', ancestralPlaceCode: '440000', contactPreference: 'none' }, me.token)
    const handler = t.app.accounts.personalData.list().find(h => h.name === 'lineage')!
    await t.app.db.transaction().execute(db => handler.delete({ userId: me.id, phone: null, db, storage: t.app.storage, log: t.app.log }))
    expect(await t.app.db.selectFrom('lead_infos').selectAll().where('user_id', '=', me.id).execute()).toEqual([])
    expect(await t.app.db.selectFrom('clan_remarks').selectAll().where(eb => eb.or([eb('user_id', '=', me.id), eb('person_id', '=', mine.personId)])).execute()).toEqual([])
  })
})
