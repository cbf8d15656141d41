import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { Rng } from '../core/random'
import { RELATIONSHIPS, simulatePair } from '../simulate/pedigree'
import { chipGenotypes, PopulationSimulator } from '../simulate/people'
import { testPanel } from './__tests__/fixtures'
import { screeningInformativeness } from './context'
import { appendKits, createMatchIndex, indexedKitIds, KitToIndex, MatchIndex, removeKits } from './match-index'
import { createScreenLayout } from './screen'

const tp = testPanel({ chromosomes: [18, 19, 20, 21, 22], seed: 'index-panel' })
const info = screeningInformativeness({ simulationA2: g => tp.populations.find(p => p.population === g)!.a2 as Float32Array }, ['POP1'], tp.panel.size)
const layout = createScreenLayout(tp.match, info)
const sim = new PopulationSimulator(tp.match, tp.populations, new Rng('index'))
const g = (p: Parameters<typeof chipGenotypes>[1]) => chipGenotypes(tp.match, p, sim.rng)

// a query person and relatives of known kinds, hidden among unrelated kits
const [query, parent] = simulatePair(sim, RELATIONSHIPS.parentChild, 'POP1').reverse()
const [c1, c2] = simulatePair(sim, RELATIONSHIPS.firstCousins, 'POP1')
const [s1, s2] = simulatePair(sim, RELATIONSHIPS.fullSiblings, 'POP1')
const queryKit = g(query)
const cousinQuery = g(c1)
const siblingQuery = g(s1)
const kits: KitToIndex[] = []
for (let k = 0; k < 40; k++) kits.push({ id: `u${k}`, planes: g(sim.founder(k % 2 ? 'POP1' : 'POP2')) })
kits.splice(7, 0, { id: 'parent', planes: g(parent) })
kits.splice(19, 0, { id: 'cousin', planes: g(c2) })
kits.splice(30, 0, { id: 'sibling', planes: g(s2) })

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-index-test-'))
  createMatchIndex(dir, tp.match, layout)
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('relatives match index', () => {
  it('finds the relatives of a new kit among all kits, most shared cM first, with their relationship', async () => {
    appendKits(dir, tp.match, kits)
    const index = MatchIndex.open(dir, tp.match, { threads: 0 })
    try {
      const r = await index.query(queryKit)
      expect(r.matches.map(m => m.kitId)).toEqual(['parent'])
      // a parent shares every chromosome end to end (the test panel has 8 chromosomes, so the
      // relationship predicted from genome-wide cM is not asserted here; relationship.test.ts is)
      expect(r.matches[0].totalCm).toBeGreaterThan(tp.match.genomeCm * 0.97)
      expect(r.matches[0].relationship.classes.length).toBeGreaterThan(1)
      expect(r.stats.kits).toBe(kits.length)
      expect(r.stats.screenPassed).toBeLessThan(kits.length / 4)
      const c = await index.query(cousinQuery)
      expect(c.matches.map(m => m.kitId)).toEqual(['cousin'])
      expect(c.matches[0].segments.every(s => s.counted)).toBe(true)
      const both = await index.query(siblingQuery)
      expect(both.matches[0].kitId).toBe('sibling')
      expect(both.matches[0].fullFraction).toBeGreaterThan(0.1)
    } finally {
      await index.close()
    }
  })

  it('gives the same answer from worker threads as in the calling thread', async () => {
    appendKits(dir, tp.match, kits)
    const local = MatchIndex.open(dir, tp.match, { threads: 0 })
    const pooled = MatchIndex.open(dir, tp.match, { threads: 2 })
    try {
      for (const q of [queryKit, cousinQuery, siblingQuery]) {
        const a = await local.query(q)
        const b = await pooled.query(q)
        expect(b.matches).toEqual(a.matches)
        expect(b.stats.kits).toBe(a.stats.kits)
        expect(b.stats.screenPassed).toBe(a.stats.screenPassed)
      }
    } finally {
      await local.close()
      await pooled.close()
    }
  }, 60_000)

  it('sorts by shared cM, leaves out excluded kits and honours the limit', async () => {
    appendKits(dir, tp.match, [...kits, { id: 'self', planes: siblingQuery }])
    const index = MatchIndex.open(dir, tp.match, { threads: 0 })
    try {
      const all = await index.query(siblingQuery)
      expect(all.matches[0]).toMatchObject({ kitId: 'self', relationship: { key: 'identical' } })
      for (let i = 1; i < all.matches.length; i++) expect(all.matches[i].totalCm).toBeLessThanOrEqual(all.matches[i - 1].totalCm)
      const r = await index.query(siblingQuery, { exclude: ['self'], limit: 1, includeSegments: false })
      expect(r.matches.map(m => m.kitId)).toEqual(['sibling'])
      expect(r.matches[0].segments).toEqual([])
    } finally {
      await index.close()
    }
  })

  it('erases a removed kit and no longer reports it; appending after that keeps ordinals', async () => {
    appendKits(dir, tp.match, kits)
    expect(removeKits(dir, ['parent', 'nobody'])).toBe(1)
    expect(removeKits(dir, ['parent'])).toBe(0)
    appendKits(dir, tp.match, [{ id: 'parent-again', planes: g(parent) }])
    // the ids a caller keeps level with its database: removed ones left out, in the order added
    const ids = indexedKitIds(dir)
    expect(ids).not.toContain('parent')
    expect(ids.at(-1)).toBe('parent-again')
    expect(ids).toHaveLength(kits.length)
    const index = MatchIndex.open(dir, tp.match, { threads: 0 })
    try {
      const r = await index.query(queryKit)
      expect(r.matches.map(m => m.kitId)).toEqual(['parent-again'])
      expect(index.kitCount).toBe(kits.length + 1)
      // the removed kit's genotype bytes are zero on disk
      const ordinal = index.ids.indexOf('parent')
      const fd = fs.openSync(path.join(dir, 'full.bin'), 'r')
      const buf = Buffer.alloc(tp.match.words * 8)
      fs.readSync(fd, buf, 0, buf.length, ordinal * buf.length)
      fs.closeSync(fd)
      expect(buf.every(b => b === 0)).toBe(true)
    } finally {
      await index.close()
    }
  })

  it('recovers from a writer that died half-way, and refuses duplicate ids, a second writer and another panel', () => {
    appendKits(dir, tp.match, kits.slice(0, 5))
    fs.appendFileSync(path.join(dir, 'screen.bin'), Buffer.alloc(100, 7))
    fs.appendFileSync(path.join(dir, 'kits.tsv'), 'half-written\n')
    appendKits(dir, tp.match, kits.slice(5, 8))
    expect(fs.statSync(path.join(dir, 'screen.bin')).size).toBe(8 * layout.words * 8)
    expect(fs.readFileSync(path.join(dir, 'kits.tsv'), 'utf8').split('\n').filter(Boolean)).toEqual(kits.slice(0, 8).map(k => k.id))
    expect(() => appendKits(dir, tp.match, [kits[0]])).toThrow(/already/)
    fs.writeFileSync(path.join(dir, 'index.lock'), '1\n')
    expect(() => appendKits(dir, tp.match, [kits[9]])).toThrow(/locked/)
    fs.unlinkSync(path.join(dir, 'index.lock'))
    const other = testPanel({ chromosomes: [20, 21, 22], seed: 'other' })
    expect(() => MatchIndex.open(dir, other.match)).toThrow(/panel/)
    expect(() => createMatchIndex(dir, tp.match, layout)).toThrow(/already/)
  })
})
