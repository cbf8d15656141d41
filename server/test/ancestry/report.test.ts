/**
 * The ancestry report's evidence and the chromosome browser against the real pipeline: simulated
 * kits (the engine's pedigree simulator at real positions; father and child on two different
 * chips, so the browser compares across layouts) are imported, analysed and matched; the report recomputes the composition with intervals from the stored kit, and the
 * browser shows the father's segments to the child on every autosome, never a stranger's.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { randomBytes } from 'crypto'
import { AUTH_SAMPLE_VALUE, HEADERS, defaultRelativesName, TEST_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { ANCESTRY, IMPORT_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { Rng, buildFrequencyModel, createMatchPanel, getReference, loadUniverse, readGeneticMap } from '@xungen/genome'
import { chipGenotypes, PopulationSimulator } from '@xungen/genome/simulate/people'
import { writeSimulatedVendorFile } from '@xungen/genome/simulate/vendor-file'
import { multipart } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, type KitApp } from '../kit/helpers'

/**
 * fields that hold names, not words: haplogroups, SNPs, variants, trees, ids; and the haplogroup
 * stories, whose references keep their papers' own language (their sentences are checked in the
 * engine's stories test: Chinese, with author names and clade names only)
 */
const TECHNICAL = new Set(['stories', 'id', 'barcode', 'status', 'haplogroup', 'shortName', 'snp', 'rsid', 'tree', 'path', 'supporting', 'conflicting', 'missing', 'extra', 'ancestral', 'derived', 'observed', 'state', 'personName', 'sampleLabel'])
/** author names of the ancestry marker sets, the genome build */
const ALLOWED = new Set(['Kidd', 'Seldin', 'GRCh37'])
function latinWords(x: unknown, key = ''): string[] {
  if (TECHNICAL.has(key)) return []
  if (typeof x === 'string') return (x.match(/[A-Za-z][A-Za-z0-9-]+/g) ?? []).filter(w => !ALLOWED.has(w))
  if (Array.isArray(x)) return x.flatMap(v => latinWords(v, key))
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => latinWords(v, k))
  return []
}

jest.setTimeout(240_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-ancestry-'))
beforeAll(async () => {
  t = await createKitApp()
  const ref = getReference()
  const { panel } = await loadUniverse({ ref })
  const match = createMatchPanel(panel, readGeneticMap(ref))
  const freq = buildFrequencyModel(panel, ref)
  const sim = new PopulationSimulator(match, [{ population: 'CHS', a2: freq.simulationA2('CHS') }], new Rng('server-ancestry'))
  const father = sim.founder('CHS')
  const child = sim.child(father, sim.founder('CHS'))
  const stranger = sim.founder('CHS')
  for (const [name, p, chip] of [['father', father, 'chip-a'], ['child', child, 'chip-b'], ['stranger', stranger, 'chip-a'], ['sibling', sim.child(father, sim.founder('CHS')), 'chip-a']] as const) {
    writeSimulatedVendorFile(panel, chipGenotypes(match, p, sim.rng), '23andme', path.join(dir, `${name}.txt`), [name], chip)
  }
  // a sparse file: one line in 40 of a half-sibling's chip, far fewer markers than a comparison needs
  const lines = fs.readFileSync(path.join(dir, 'sibling.txt'), 'utf8').split('\n')
  fs.writeFileSync(path.join(dir, 'sparse.txt'), lines.filter((l, i) => l.startsWith('#') || i % 40 === 0).join('\n') + '\n')
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function importAs(token: string, file: string, name: string, birthday = '1970-01-01') {
  const query = { name, gender: 'female', birthday, appellation: 'children', geneRelatives: '1' }
  const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.chip.path, query }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(fs.readFileSync(path.join(dir, file)), { filename: file, contentType: 'text/plain' })
  const r = json<any>(await t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } }))
  if (r.code !== 0) throw new Error(JSON.stringify(r))
  return r.data as { barcode: string; personId: number }
}

const url = (p: string, barcode: string) => p.replace(':barcode', barcode)

it('reports the composition with intervals and the lineages from the stored kit; the browser shows only matched relatives', async () => {
  const a = await t.user()
  const b = await t.user()
  const c = await t.user()
  const father = await importAs(a.token, 'father.txt', '张秀英')
  await t.app.queue.drain(120_000)
  const child = await importAs(b.token, 'child.txt', '张雨桐')
  await t.app.queue.drain(120_000)
  const stranger = await importAs(c.token, 'stranger.txt', '刘丽华')
  await t.app.queue.drain(120_000)

  const rep = await t.get(url(ANCESTRY.report.path, child.barcode), b.token)
  expect(rep.code).toBe(0)
  expect(rep.data.personName).toBe('张雨桐')
  expect(rep.data.sample).toBe(false)
  expect(rep.data.composition.status).toBe('estimated')
  const regions = rep.data.composition.regions as Array<{ id: string; proportion: number; low: number; high: number }>
  expect(regions.length).toBeGreaterThan(0)
  for (const r of regions) expect(r.low <= r.proportion && r.proportion <= r.high).toBe(true)
  // a simulated southern Han kit is East Asian above all
  expect(regions[0].id.startsWith('EAS')).toBe(true)
  expect(rep.data.composition.populations.length).toBeGreaterThan(0)
  // declared and genetically female: no Y
  expect(rep.data.paternal.haplogroup).toBeNull()
  expect(rep.data.paternal.reason).toBeTruthy()
  // every word the pages show is Chinese: reasons, populations, groupings, data sets (item 4)
  expect(latinWords(rep.data)).toEqual([])
  // the maternal line's cited stories (issue 29): every sentence's sources are listed
  if (rep.data.maternal.haplogroup) {
    const st = rep.data.maternal.stories as { items: Array<{ statements: Array<{ sources: number[] }> }>; sources: Array<{ line: string }> }
    expect(st.items.length).toBeGreaterThan(0)
    for (const s of st.items.flatMap(i => i.statements)) for (const n of s.sources) expect(st.sources[n - 1].line).toMatch(/doi:10\.|PMID|https?:/)
  }
  const demo = await t.get(url(ANCESTRY.report.path, 'SAMPLE'), b.token)
  expect(demo.data.composition.resolution.length).toBeGreaterThan(0)
  expect(latinWords(demo.data)).toEqual([])
  // another account's report is not visible
  expect((await t.get(url(ANCESTRY.report.path, child.barcode), c.token)).code).toBe(4004)

  const seg = await t.get(`${url(ANCESTRY.relativeSegments.path, child.barcode)}?personIds=${father.personId},${stranger.personId}`, b.token)
  expect(seg.code).toBe(0)
  expect(seg.data.chromosomes).toHaveLength(22)
  expect(seg.data.relatives.map((r: { personId: number }) => r.personId)).toEqual([father.personId])
  expect(seg.data.relatives[0]).toMatchObject({ status: 'compared' })
  expect(seg.data.relatives[0].comparedMarkers).toBeGreaterThan(20_000)
  const segs = seg.data.relatives[0].segments as Array<{ chrom: number; cm: number }>
  // a parent shares one copy of every autosome
  expect(new Set(segs.map(s => s.chrom)).size).toBe(22)
  expect(segs.reduce((s, x) => s + x.cm, 0)).toBeGreaterThan(3000)
})

it("says so honestly when a relative's kit shares too few markers to compare, drawing no segments", async () => {
  const a = await t.user()
  const b = await t.user()
  const child = await importAs(b.token, 'child.txt', '张雨桐')
  await t.app.queue.drain(120_000)
  const sparse = await importAs(a.token, 'sparse.txt', '张建国')
  await t.app.queue.drain(120_000)
  const idOf = async (barcode: string) => (await t.app.db.selectFrom('detections').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow()).id
  const [dc, ds] = [await idOf(child.barcode), await idOf(sparse.barcode)]
  // the relatives index skips such a pair; a match row kept from an earlier analysis of a denser file still lists it
  expect(await t.app.db.selectFrom('relative_matches').select('detection_a').where(eb => eb.or([eb('detection_a', '=', ds), eb('detection_b', '=', ds)])).execute()).toEqual([])
  await t.app.db.insertInto('relative_matches').values({ detection_a: Math.min(dc, ds), detection_b: Math.max(dc, ds), total_cm: 1700, segments: 20, largest_cm: 90, relationship: 'half-sibling', relationship_label: '半同胞', grade: 2, created_at: t.now() }).execute()

  const seg = await t.get(`${url(ANCESTRY.relativeSegments.path, child.barcode)}?personIds=${sparse.personId}`, b.token)
  expect(seg.code).toBe(0)
  expect(seg.data.relatives).toHaveLength(1)
  const r = seg.data.relatives[0]
  expect(r.status).toBe('too-few-shared-markers')
  expect(r.segments).toEqual([])
  expect(r.comparedMarkers).toBeLessThan(20_000)
  expect(r.message).toContain('无法判断亲缘关系')
})

it("sample mode: an anonymous visitor and the SAMPLE barcode get the demo person's report marked 示例", async () => {
  // spec 6: anonymous viewing carries the auth-sample header; without it the call needs a session
  expect((await t.get(url(ANCESTRY.report.path, 'SAMPLE'))).code).toBe(1001)
  const anon = json<any>(await t.signed({ method: 'GET', url: url(ANCESTRY.report.path, 'SAMPLE'), headers: { [HEADERS.authSample]: AUTH_SAMPLE_VALUE } }))
  expect(anon.code).toBe(0)
  expect(anon.data).toMatchObject({ sample: true, sampleLabel: '示例', barcode: 'SAMPLE' })
  // NA18525, a Han Chinese woman of 1000 Genomes: an estimated composition, an mt call, no Y
  expect(anon.data.composition.status).toBe('estimated')
  expect(anon.data.composition.regions[0].id.startsWith('EAS')).toBe(true)
  expect(anon.data.maternal.status).toBe('called')
  expect(anon.data.paternal.haplogroup).toBeNull()
  const u = await t.user()
  const signedIn = await t.get(url(ANCESTRY.report.path, 'SAMPLE'), u.token)
  expect(signedIn.data.sample).toBe(true)
  // a real barcode the account cannot see is still refused, never answered with the demo
  expect((await t.get(url(ANCESTRY.report.path, 'XG0000000000'), u.token)).code).toBe(4004)
})

it('the parent side of a relative comes from the tested parent\'s own kit: a half-sibling through that parent is on that parent\'s side', async () => {
  const a = await t.user()
  const b = await t.user()
  const c = await t.user()
  // the simulator's files carry no X or Y, so everyone is declared female: the older one of a parent-child pair is the mother
  const parent = await importAs(a.token, 'father.txt', '张秀兰', '1950-01-01')
  const sibling = await importAs(c.token, 'sibling.txt', '张晓雯', '1983-01-01')
  await t.app.queue.drain(120_000)
  const child = await importAs(b.token, 'child.txt', '张雨桐', '1980-01-01')
  await t.app.queue.drain(120_000)
  const t0 = Date.now()
  const r = await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode), b.token)
  const ms = Date.now() - t0
  expect(r.code).toBe(0)
  // (earlier tests' kits of the same simulated people are in the index too: look up by person id)
  const byId = new Map((r.data.list as any[]).map(x => [x.personId, x]))
  expect(byId.get(parent.personId)).toMatchObject({ relationship: 'parent-child', parentSide: 0 })
  const half = byId.get(sibling.personId)
  // another account's person: named by the default 称呼, never by the real name
  expect(half.name).toBe(defaultRelativesName(sibling.personId))
  expect(half.relationship).toBe('second-degree')
  expect(half.parentSide).toBe(0)
  expect(half.parentSideBasis).toContain('根据您母亲的检测数据')
  // one parent's kit, one relative: two pair comparisons on the stored kits
  console.log(`relatives list with the parent side from kits: ${ms} ms`)
  // a page at a time (most shared DNA first): the mother outranks the half-sibling, so with one a
  // page they are on different pages, and the half-sibling's page still knows the side
  const list = r.data.list as any[]
  expect(r.data).toMatchObject({ page: 1, size: 20, total: list.length, isEnd: true })
  const pages: any[] = []
  for (let page = 1; ; page++) {
    const one = await t.get(`${REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode)}?page=${page}&size=1`, b.token)
    expect(one.code).toBe(0)
    expect(one.data).toMatchObject({ page, size: 1, total: list.length })
    pages.push(...one.data.list)
    if (one.data.isEnd) break
  }
  expect(pages).toEqual(list)
  const halfPage = pages.findIndex(x => x.personId === sibling.personId) + 1
  expect(halfPage).toBeGreaterThan(pages.findIndex(x => x.personId === parent.personId) + 1)
  // past the end: nothing, with the count
  const past = await t.get(`${REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode)}?page=${list.length + 1}&size=1`, b.token)
  expect(past.data).toMatchObject({ list: [], total: list.length, isEnd: true })
  // the relative's own page asks for that relative only, with the same side
  const alone = await t.get(`${REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode)}?personId=${sibling.personId}`, b.token)
  expect(alone.data).toMatchObject({ total: 1, isEnd: true, list: [half] })
  const nobody = await t.get(`${REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode)}?personId=999999`, b.token)
  expect(nobody.data).toMatchObject({ total: 0, list: [] })
  expect((await t.get(`${REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode)}?size=101`, b.token)).code).toBe(4006)
})
