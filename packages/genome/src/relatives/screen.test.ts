import { Rng } from '../core/random'
import { RELATIONSHIPS, simulatePair } from '../simulate/pedigree'
import { chipGenotypes, PopulationSimulator } from '../simulate/people'
import { testPanel } from './__tests__/fixtures'
import { screeningInformativeness } from './context'
import { createScreenLayout, encodeScreen, screenCandidates, screenPasses } from './screen'
import { createComparator } from './segments'

const tp = testPanel({ chromosomes: [18, 19, 20, 21, 22], seed: 'screen-panel' })
const info = screeningInformativeness({ simulationA2: g => tp.populations.find(p => p.population === g)!.a2 as Float32Array }, ['POP1', 'POP2'], tp.panel.size)
const layout = createScreenLayout(tp.match, info)
const compare = createComparator(tp.match)

describe('screen layout', () => {
  it('cuts bins of at most 0.5 cM and 125 markers, 32 screening markers a word, in panel order', () => {
    const { cm } = tp.match
    const bad: string[] = []
    for (let w = 0; w < layout.words; w++) {
      if (layout.binLast[w] - layout.binFirst[w] + 1 > 125) bad.push(`bin ${w} has too many markers`)
      if (cm[layout.binLast[w]] - cm[layout.binFirst[w]] >= 0.5) bad.push(`bin ${w} spans 0.5 cM or more`)
      if (w > 0 && layout.wordChrom[w] === layout.wordChrom[w - 1] && layout.binFirst[w] !== layout.binLast[w - 1] + 1) bad.push(`gap before bin ${w}`)
      for (let k = 0; k < 32; k++) {
        const i = layout.markers[w * 32 + k]
        if (i >= 0 && (i < layout.binFirst[w] || i > layout.binLast[w])) bad.push(`bin ${w} bit ${k} outside the bin`)
      }
    }
    expect(bad).toEqual([])
  })

  it('makes every window span the derived cM and markers and hold six pivots, stored first', () => {
    expect(layout.windowCm).toBeCloseTo(7 - 2 * (0.5 + 0.25), 9)
    expect(layout.windowMarkers).toBe(500 - 250)
    const isPivot = new Uint8Array(layout.words)
    for (const p of layout.pivotWords) isPivot[p] = 1
    let windows = 0
    const bad: number[] = []
    for (let s = 0; s < layout.words; s++) {
      const e = layout.windowEnd[s]
      if (e < 0) continue
      windows++
      let pivots = 0
      for (let w = s; w <= e; w++) pivots += isPivot[w]
      const ok =
        layout.wordChrom[e] === layout.wordChrom[s] &&
        tp.match.cm[layout.binLast[e]] - tp.match.cm[layout.binFirst[s]] >= layout.windowCm &&
        layout.binLast[e] - layout.binFirst[s] + 1 >= layout.windowMarkers &&
        pivots >= 6
      if (!ok) bad.push(s)
    }
    expect(bad).toEqual([])
    expect(windows).toBeGreaterThan(100)
    const slots = Array.from(layout.pivotWords, w => layout.slotOfWord[w])
    expect(slots).toEqual(slots.map((_, i) => i))
    expect(new Set(Array.from(layout.slotOfWord)).size).toBe(layout.words)
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
