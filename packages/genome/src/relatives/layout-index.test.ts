import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { Rng } from '../core/random'
import { planesOnChip } from '../generate/chips'
import { createLayout, deserializeLayout, KitLayout, serializeLayout } from '../layout/layout'
import { RELATIONSHIPS, simulatePair } from '../simulate/pedigree'
import { chipGenotypes, PopulationSimulator } from '../simulate/people'
import { geneticMap, testPanel } from './__tests__/fixtures'
import { compareAcrossLayouts } from './cross-layout'
import { KitForIndex, LAYOUT_INDEX_VERSION, LayoutMatchIndex } from './layout-index'
import { GenotypePlanes, packedKitFromPlanes } from './planes'
import { PREPARED_SHARD_FILE, PREPARED_SHARD_VERSION } from './prepared-shard'

// chips cut from one test panel (chromosomes 18-22, ~108,000 markers): A and B share half of the
// panel, C shares 30 % of it with each; D (a tenth) shares too few markers with any to be compared
const tp = testPanel({ chromosomes: [18, 19, 20, 21, 22], seed: 'layout-index-panel' })
const sim = new PopulationSimulator(tp.match, tp.populations, new Rng('layout-index'))
const g = (p: Parameters<typeof chipGenotypes>[1]) => chipGenotypes(tp.match, p, sim.rng)

function chip(keep: (i: number) => boolean, swapAlleles: boolean): { layout: KitLayout; index: Int32Array } {
  const idx: number[] = []
  for (let i = 0; i < tp.panel.size; i++) if (keep(i)) idx.push(i)
  const index = Int32Array.from(idx)
  const n = index.length
  // alleles A/G (codes 1/3); C lists them the other way round, so its calls are swapped against A's and B's
  const layout = createLayout({
    chrom: Uint8Array.from(index, i => tp.panel.chrom[i]),
    pos: Int32Array.from(index, i => tp.panel.pos[i]),
    idKind: new Uint8Array(n).fill(2),
    idNum: Int32Array.from(index, i => i + 1),
    allele1: new Uint8Array(n).fill(swapAlleles ? 3 : 1),
    allele2: new Uint8Array(n).fill(swapAlleles ? 1 : 3),
    source: new Uint8Array(n),
    sources: ['test']
  })
  return { layout, index }
}
const chips = [chip(i => i % 4 !== 0, false), chip(i => i % 4 !== 1, false), chip(i => i % 5 < 2, true), chip(i => i % 10 === 3, false)]

/** universe planes -> a kit on chip c (allele-swapped chips read a1/a1 as a2/a2) */
function onChip(planes: GenotypePlanes, c: number): { kit: ReturnType<typeof packedKitFromPlanes>; layout: KitLayout } {
  const p = planesOnChip(planes, chips[c].index)
  if (c === 2) for (let w = 0; w < p.lo.length; w++) p.hi[w] ^= p.lo[w]
  return { kit: packedKitFromPlanes(p, chips[c].layout), layout: chips[c].layout }
}

// relatives of a query person on every chip, among unrelated kits
const [query, parent] = simulatePair(sim, RELATIONSHIPS.parentChild, 'POP1').reverse()
const [s1, s2] = simulatePair(sim, RELATIONSHIPS.fullSiblings, 'POP1')
const [c1, c2] = simulatePair(sim, RELATIONSHIPS.firstCousins, 'POP1')
void s1
void c1
const people: { id: string; planes: GenotypePlanes; chip: number }[] = [
  { id: 'parent-on-b', planes: g(parent), chip: 1 },
  { id: 'sibling-on-a', planes: g(s2), chip: 0 },
  { id: 'cousin-on-c', planes: g(c2), chip: 2 }
]
for (let k = 0; k < 24; k++) people.push({ id: `u${k}`, planes: g(sim.founder(k % 2 ? 'POP1' : 'POP2')), chip: k % 3 })
people.push({ id: 'sparse', planes: g(sim.founder('POP1')), chip: 3 })
const queryPlanes = g(query)
const kits: KitForIndex[] = people.map(p => ({ id: p.id, ...onChip(p.planes, p.chip) }))

let dir: string
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-layout-index-test-'))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** what the index must report: every kit with a counted segment one to one (compareAcrossLayouts) */
function oneToOne(q: { kit: ReturnType<typeof packedKitFromPlanes>; layout: KitLayout }) {
  return kits
    .map(k => ({ id: k.id, r: compareAcrossLayouts(q, { kit: k.kit!, layout: k.layout }, geneticMap()) }))
    .filter(x => x.r.comparison && x.r.comparison.segmentCount > 0)
    .map(x => ({ kitId: x.id, totalCm: x.r.comparison!.totalCm, segmentCount: x.r.comparison!.segmentCount, comparedMarkers: x.r.comparison!.comparedMarkers, segments: x.r.comparison!.segments }))
    .sort((a, b) => b.totalCm - a.totalCm)
}

jest.setTimeout(120_000)

/** [offset, bytes] of a section of a prepared.bin (prepared-shard.ts) */
function section(b: Buffer, name: string): [number, number] {
  return JSON.parse(b.toString('utf8', 16, 16 + b.readUInt32LE(8))).sections[name]
}

describe('layout match index (format 2: every kit once, in its own layout)', () => {
  it('finds exactly the relatives one-to-one comparison finds, on every query layout, in-process and on workers', async () => {
    const index = new LayoutMatchIndex(dir, geneticMap(), { threads: 0 })
    index.add(kits)
    // each kit stored once: one shard per layout, no copies per layout pair
    expect(fs.readdirSync(path.join(dir, 'kits')).sort()).toEqual(chips.map(c => c.layout.id).sort())
    expect(kits.filter(k => k.layout === chips[2].layout).length).toBeGreaterThan(3)
    expect(fs.existsSync(path.join(dir, 'pairs'))).toBe(false)
    const pooled = new LayoutMatchIndex(dir, geneticMap(), { threads: 2 })
    try {
      for (let c = 0; c < 3; c++) {
        const q = onChip(queryPlanes, c)
        const want = oneToOne(q)
        expect(want.length).toBeGreaterThan(0)
        for (const ix of [index, pooled]) {
          const r = await ix.query(q.kit, q.layout)
          expect(r.matches.map(m => ({ kitId: m.kitId, totalCm: m.totalCm, segmentCount: m.segmentCount, comparedMarkers: m.comparedMarkers, segments: m.segments }))).toEqual(want)
          expect(r.compared + r.shards.filter(s => s.status !== 'scanned').reduce((n, s) => n + s.kits, 0)).toBe(kits.length)
          // D shares too few markers: reported as such, never as "no relatives"
          const tooFew = r.shards.filter(s => s.status === 'too-few-shared-markers').map(s => s.layoutId)
          expect(tooFew).toEqual([chips[3].layout.id])
          // the screen lets few unrelated kits through
          expect(r.shards.reduce((n, s) => n + s.screenPassed, 0)).toBeLessThan(kits.length / 2)
        }
      }
      const parentMatch = (await index.query(onChip(queryPlanes, 0).kit, chips[0].layout)).matches.find(m => m.kitId === 'parent-on-b')!
      expect(parentMatch.layoutId).toBe(chips[1].layout.id)
      expect(parentMatch.totalCm).toBeGreaterThan(tp.match.genomeCm * 0.9)
    } finally {
      await index.close()
      await pooled.close()
    }
  })

  it('migrates a format-1 directory (a shard per layout pair) and refuses an unknown format', async () => {
    new LayoutMatchIndex(dir, geneticMap(), { threads: 0 }).add(kits)
    const q = onChip(queryPlanes, 1)
    const before = await (async () => {
      const ix = new LayoutMatchIndex(dir, geneticMap(), { threads: 0 })
      const r = await ix.query(q.kit, q.layout)
      await ix.close()
      return r.matches
    })()
    // format 1: pairs/<L>/<L>/ held each layout's kits, pairs/<Q>/<L>/ copies; no index.json
    for (const l of fs.readdirSync(path.join(dir, 'kits'))) {
      fs.mkdirSync(path.join(dir, 'pairs', l), { recursive: true })
      fs.renameSync(path.join(dir, 'kits', l), path.join(dir, 'pairs', l, l))
      fs.mkdirSync(path.join(dir, 'pairs', l, 'some-other-layout'))
    }
    fs.rmSync(path.join(dir, 'kits'), { recursive: true })
    fs.rmSync(path.join(dir, 'index.json'))
    const migrated = new LayoutMatchIndex(dir, geneticMap(), { threads: 0 })
    expect(fs.existsSync(path.join(dir, 'pairs'))).toBe(false)
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')).version).toBe(LAYOUT_INDEX_VERSION)
    expect(migrated.kitIds().sort()).toEqual(kits.map(k => k.id).sort())
    expect((await migrated.query(q.kit, q.layout)).matches).toEqual(before)
    await migrated.close()
    fs.writeFileSync(path.join(dir, 'index.json'), JSON.stringify({ format: 'xungen-layout-match-index', version: LAYOUT_INDEX_VERSION + 1 }))
    expect(() => new LayoutMatchIndex(dir, geneticMap(), { threads: 0 })).toThrow(/rebuild/)
  })

  it('a new layout costs its layout file; removed kits are not reported', async () => {
    const index = new LayoutMatchIndex(dir, geneticMap(), { threads: 0 })
    index.add(kits.filter(k => k.layout === chips[0].layout))
    const layoutsBefore = fs.readdirSync(path.join(dir, 'kits')).length
    index.add(kits.filter(k => k.layout === chips[1].layout))
    expect(fs.readdirSync(path.join(dir, 'kits')).length).toBe(layoutsBefore + 1)
    const q = onChip(queryPlanes, 0)
    expect((await index.query(q.kit, q.layout)).matches.map(m => m.kitId)).toContain('parent-on-b')
    expect(index.remove(['parent-on-b'])).toBe(1)
    expect((await index.query(q.kit, q.layout)).matches.map(m => m.kitId)).not.toContain('parent-on-b')
    await index.close()
  })

  it('a shard opens from its prepared file; a missing, damaged, other-version or stale one is rebuilt, never read', async () => {
    const index = new LayoutMatchIndex(dir, geneticMap(), { threads: 0 })
    index.add(kits)
    await index.close()
    const q = onChip(queryPlanes, 2)
    const query = async () => {
      const ix = new LayoutMatchIndex(dir, geneticMap(), { threads: 0 })
      try {
        return (await ix.query(q.kit, q.layout)).matches
      } finally {
        await ix.close()
      }
    }
    const prepared = fs.readdirSync(path.join(dir, 'kits')).map(l => path.join(dir, 'kits', l, PREPARED_SHARD_FILE))
    expect(prepared.every(f => fs.existsSync(f))).toBe(true)
    const inodes = prepared.map(f => fs.statSync(f).ino)
    const want = await query()
    expect(want.map(m => m.kitId)).toContain('parent-on-b')
    // read as they are, not written again
    expect(prepared.map(f => fs.statSync(f).ino)).toEqual(inodes)
    const [first, second, third] = prepared
    // a column read only when needed (the cM, for the comparison of a kit that passed the
    // screen), damaged in every file: taken from the layout, never from the file
    for (const f of prepared) {
      const b = fs.readFileSync(f)
      const [at, len] = section(b, 'cm')
      for (let k = at; k < at + len; k += 8) b[k + 6] ^= 0x10
      fs.writeFileSync(f, b)
    }
    expect(await query()).toEqual(want)
    // the index's position frame lost (or damaged): the slots stored with the shards belong to
    // a state of it no longer there, and are worked out again
    fs.rmSync(path.join(dir, 'frame.bin'))
    expect(await query()).toEqual(want)
    fs.writeFileSync(path.join(dir, 'frame.bin'), 'XGPF damaged')
    expect(await query()).toEqual(want)
    // an index written before the files existed: rebuilt from the layouts, written again
    for (const f of prepared) fs.rmSync(f)
    expect(await query()).toEqual(want)
    expect(prepared.every(f => fs.existsSync(f))).toBe(true)
    // damaged (one byte of the cM column), another format version, and made from another copy
    // of the layout (the layout file written again after it learned alleles): each would give
    // wrong cM or wrong overlaps if read
    const bytes = fs.readFileSync(first)
    bytes[section(bytes, 'allele1')[0] + 7] ^= 0xff
    fs.writeFileSync(first, bytes)
    const other = fs.readFileSync(second)
    other.writeUInt32LE(PREPARED_SHARD_VERSION + 1, 4)
    fs.writeFileSync(second, other)
    // the layout file written again (as when it learns alleles): same layout, other bytes
    const layoutOfThird = path.join(dir, 'layouts', `${path.basename(path.dirname(third))}.xgl`)
    fs.writeFileSync(layoutOfThird, serializeLayout(deserializeLayout(fs.readFileSync(layoutOfThird)), { level: 9 }))
    const stale = fs.readFileSync(third)
    expect(await query()).toEqual(want)
    expect(fs.readFileSync(first).equals(bytes)).toBe(false)
    expect(fs.readFileSync(second).readUInt32LE(4)).toBe(PREPARED_SHARD_VERSION)
    expect(fs.readFileSync(third).equals(stale)).toBe(false)
  })
})
