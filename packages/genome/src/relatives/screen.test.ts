import { Rng } from '../core/random'
import { RELATIONSHIPS, simulatePair } from '../simulate/pedigree'
import { chipGenotypes, PopulationSimulator } from '../simulate/people'
import { testPanel } from './__tests__/fixtures'
import { screeningInformativeness } from './context'
import { createScreenLayout, encodeScreen, ScreenLayout, screenCandidates, screenPasses } from './screen'
import { createComparator } from './segments'

const tp = testPanel({ chromosomes: [18, 19, 20, 21, 22], seed: 'screen-panel' })
const info = screeningInformativeness({ simulationA2: g => tp.populations.find(p => p.population === g)!.a2 as Float32Array }, ['POP1', 'POP2'], tp.panel.size)
const layout = createScreenLayout(tp.match, info)
const compare = createComparator(tp.match)
// a sparse chip (25 markers per cM, like the overlap of two chips): bins grow to fill their words
const sparse = testPanel({ chromosomes: [20, 21, 22], markersPerCm: 25, seed: 'screen-sparse' })
const sparseLayout = createScreenLayout(sparse.match)
const sparseCompare = createComparator(sparse.match)

/** the windows' rule, spelled out: the bins [s, e] and their neighbours hold >= 500 markers over >= 7 cM */
function outerFits(l: ScreenLayout, cm: Float64Array, s: number, e: number): boolean {
  const first = l.binFirst[s > l.chromStart[s] ? s - 1 : s]
  const last = l.binLast[e + 1 < l.chromEnd[e] ? e + 1 : e]
  return l.wordChrom[e] === l.wordChrom[s] && cm[last] - cm[first] >= l.params.minCm && last - first + 1 >= l.params.minMarkers
}

describe('screen layout', () => {
  it('cuts bins of at most 0.5 cM and 125 markers (2 cM when they hold at most 32), 32 screening markers a word, in panel order', () => {
    const { cm } = tp.match
    const bad: string[] = []
    for (let w = 0; w < layout.words; w++) {
      const n = layout.binLast[w] - layout.binFirst[w] + 1
      const span = cm[layout.binLast[w]] - cm[layout.binFirst[w]]
      if (n > 125) bad.push(`bin ${w} has too many markers`)
      if (span >= 0.5 && !(n <= 32 && span < 2)) bad.push(`bin ${w} spans ${span} cM with ${n} markers`)
      if (w > 0 && layout.wordChrom[w] === layout.wordChrom[w - 1] && layout.binFirst[w] !== layout.binLast[w - 1] + 1) bad.push(`gap before bin ${w}`)
      for (let k = 0; k < 32; k++) {
        const i = layout.markers[w * 32 + k]
        if (i >= 0 && (i < layout.binFirst[w] || i > layout.binLast[w])) bad.push(`bin ${w} bit ${k} outside the bin`)
      }
    }
    expect(bad).toEqual([])
  })

  it('makes every window the shortest run of bins whose outer stretch spans 7 cM and 500 markers, with k pivots, stored first', () => {
    expect(layout.windowMarkers).toBe(500 - 250)
    expect(layout.pivotsPerWindow).toBeGreaterThanOrEqual(6)
    const isPivot = new Uint8Array(layout.words)
    for (const p of layout.pivotWords) isPivot[p] = 1
    let windows = 0
    const bad: number[] = []
    for (let s = 0; s < layout.words; s++) {
      const e = layout.windowEnd[s]
      if (e < 0) {
        // no window from s: not even the rest of the chromosome fits
        if (outerFits(layout, tp.match.cm, s, layout.chromEnd[s] - 1)) bad.push(s)
        continue
      }
      windows++
      let pivots = 0
      for (let w = s; w <= e; w++) pivots += isPivot[w]
      const ok = outerFits(layout, tp.match.cm, s, e) && (e === s || !outerFits(layout, tp.match.cm, s, e - 1)) && pivots >= layout.pivotsPerWindow && e - s + 1 >= 2
      if (!ok) bad.push(s)
    }
    expect(bad).toEqual([])
    expect(windows).toBeGreaterThan(100)
    const slots = Array.from(layout.pivotWords, w => layout.slotOfWord[w])
    expect(slots).toEqual(slots.map((_, i) => i))
    expect(new Set(Array.from(layout.slotOfWord)).size).toBe(layout.words)
  })

  it('fits a window inside every stretch that could hold a counted segment, on a dense and on a sparse panel', () => {
    for (const l of [layout, sparseLayout]) {
      const { cm, autosomes } = l === layout ? tp.match : sparse.match
      const bad: string[] = []
      let tried = 0
      // every shortest segment [a, b] (>= 7 cM and >= 500 markers) starting at every third marker
      for (const chr of autosomes) {
        let b = chr.start
        for (let a = chr.start; a < chr.end; a += 3) {
          if (b < a) b = a
          while (b < chr.end && !(cm[b] - cm[a] >= 7 && b - a + 1 >= 500)) b++
          if (b === chr.end) break
          tried++
          // bins wholly inside [a, b]
          let s = 0
          while (s < l.words && (l.wordChrom[s] !== chr.chrom || l.binFirst[s] < a)) s++
          let e = s
          while (e + 1 < l.words && l.wordChrom[e + 1] === chr.chrom && l.binLast[e + 1] <= b) e++
          if (l.windowEnd[s] < 0 || l.windowEnd[s] > e || l.binLast[e] > b) bad.push(`segment ${a}-${b}`)
        }
      }
      expect(tried).toBeGreaterThan(1000)
      expect(bad).toEqual([])
    }
  })

  it('prefers the most informative markers of a bin', () => {
    const bad: number[] = []
    let full = 0
    for (let w = 0; w < layout.words; w++) {
      const n = layout.binLast[w] - layout.binFirst[w] + 1
      if (n <= 32) continue
      full++
      let chosenMin = Infinity
      const chosen = new Set<number>()
      for (let k = 0; k < 32; k++) {
        chosen.add(layout.markers[w * 32 + k])
        chosenMin = Math.min(chosenMin, info[layout.markers[w * 32 + k]])
      }
      for (let i = layout.binFirst[w]; i <= layout.binLast[w]; i++) if (!chosen.has(i) && info[i] > chosenMin) bad.push(i)
    }
    expect(full).toBeGreaterThan(100)
    expect(bad).toEqual([])
  })
})

describe('screen', () => {
  const sim = new PopulationSimulator(tp.match, tp.populations, new Rng('screen'))
  const noisy = { noCallRate: 0.02, errorRate: 0.002 }

  it('never rejects a pair that shares a counted segment, and flags the chromosomes it is on', () => {
    let pairs = 0
    for (const spec of [RELATIONSHIPS.secondCousins, RELATIONSHIPS.halfSecondCousins, RELATIONSHIPS.secondCousinsOnceRemoved, RELATIONSHIPS.thirdCousins]) {
      for (let k = 0; k < 8; k++) {
        const [a, b] = simulatePair(sim, spec, 'POP1')
        const ga = chipGenotypes(tp.match, a, sim.rng, noisy)
        const gb = chipGenotypes(tp.match, b, sim.rng, noisy)
        const r = compare(ga, gb)
        if (r.segmentCount === 0) continue
        pairs++
        const mask = screenCandidates(layout, encodeScreen(layout, ga), encodeScreen(layout, gb), 0)
        for (const s of r.segments) if (s.kind === 'half') expect(mask & (1 << s.chrom)).not.toBe(0)
        expect(screenPasses(layout, encodeScreen(layout, ga), encodeScreen(layout, gb), 0)).toBe(true)
      }
    }
    expect(pairs).toBeGreaterThan(15)
  })

  it('flags exactly the chromosomes where a brute-force scan of every window finds one clean enough', () => {
    const brute = (q: Int32Array, d: Int32Array) => {
      let mask = 0
      const events = (w: number) => {
        const o = layout.slotOfWord[w] << 1
        let x = q[o] & d[o] & (q[o + 1] ^ d[o + 1])
        let n = 0
        for (; x !== 0; n++) x &= x - 1
        return n
      }
      for (let s = 0; s < layout.words; s++) {
        const e = layout.windowEnd[s]
        if (e < 0) continue
        let sum = 0
        for (let w = s; w <= e; w++) sum += events(w)
        if (sum <= layout.params.maxEvents) mask |= 1 << layout.wordChrom[s]
      }
      return mask
    }
    // unrelated pairs at high no-call rates pass now and then: both outcomes get exercised
    const own = new PopulationSimulator(tp.match, tp.populations, new Rng('screen-brute'))
    let passed = 0
    for (let k = 0; k < 40; k++) {
      // no-call rates from 35 % to 65 %: few pairs pass at the low end, most at the high end
      const sparse = { noCallRate: 0.35 + 0.1 * (k % 4), errorRate: 0.001 }
      const a = encodeScreen(layout, chipGenotypes(tp.match, own.founder('POP1'), own.rng, sparse))
      const b = encodeScreen(layout, chipGenotypes(tp.match, own.founder('POP1'), own.rng, sparse))
      const mask = screenCandidates(layout, a, b, 0)
      expect(mask).toBe(brute(a, b))
      if (mask) passed++
    }
    expect(passed).toBeGreaterThan(2)
    expect(passed).toBeLessThan(38)
  })

  it('rejects almost every unrelated pair', () => {
    const people = Array.from({ length: 30 }, () => encodeScreen(layout, chipGenotypes(tp.match, sim.founder('POP1'), sim.rng)))
    let passed = 0
    let pairs = 0
    for (let i = 0; i < people.length; i++) for (let j = i + 1; j < people.length; j++, pairs++) if (screenPasses(layout, people[i], people[j], 0)) passed++
    expect(passed / pairs).toBeLessThan(0.03)
  })

  it('on a sparse panel: fills words with 2 cM bins, keeps every counted segment and rejects unrelated pairs', () => {
    // 0.5 cM bins would hold ~12 markers each
    expect(sparseLayout.words).toBeLessThan((sparse.panel.size / 32) * 1.3)
    const own = new PopulationSimulator(sparse.match, sparse.populations, new Rng('screen-sparse'))
    let pairs = 0
    for (const spec of [RELATIONSHIPS.firstCousins, RELATIONSHIPS.secondCousins, RELATIONSHIPS.halfFirstCousins]) {
      for (let k = 0; k < 8; k++) {
        const [a, b] = simulatePair(own, spec, 'POP1')
        const ga = chipGenotypes(sparse.match, a, own.rng, noisy)
        const gb = chipGenotypes(sparse.match, b, own.rng, noisy)
        const r = sparseCompare(ga, gb)
        if (r.segmentCount === 0) continue
        pairs++
        const mask = screenCandidates(sparseLayout, encodeScreen(sparseLayout, ga), encodeScreen(sparseLayout, gb), 0)
        for (const seg of r.segments) if (seg.kind === 'half') expect(mask & (1 << seg.chrom)).not.toBe(0)
      }
    }
    expect(pairs).toBeGreaterThan(10)
    const people = Array.from({ length: 30 }, () => encodeScreen(sparseLayout, chipGenotypes(sparse.match, own.founder('POP1'), own.rng)))
    let passed = 0
    let all = 0
    for (let i = 0; i < people.length; i++) for (let j = i + 1; j < people.length; j++, all++) if (screenPasses(sparseLayout, people[i], people[j], 0)) passed++
    expect(passed / all).toBeLessThan(0.03)
  })

  it('lets a kit with no calls through rather than reject it (missing data never hides a relative)', () => {
    const a = encodeScreen(layout, chipGenotypes(tp.match, sim.founder('POP1'), sim.rng))
    expect(screenPasses(layout, a, new Int32Array(a.length), 0)).toBe(true)
  })

  it('reads a kit at an offset inside a larger buffer', () => {
    const [x, y] = simulatePair(sim, RELATIONSHIPS.firstCousins, 'POP1')
    const gx = encodeScreen(layout, chipGenotypes(tp.match, x, sim.rng))
    const db = new Int32Array(gx.length * 3)
    encodeScreen(layout, chipGenotypes(tp.match, y, sim.rng), db, gx.length * 2)
    encodeScreen(layout, chipGenotypes(tp.match, sim.founder('POP2'), sim.rng), db, 0)
    expect(screenPasses(layout, gx, db, gx.length * 2)).toBe(true)
  })
})
