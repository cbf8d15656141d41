import { Rng } from '../core/random'
import { createLayout, KitLayout } from '../layout/layout'
import { isAutosome } from '../core/chromosome'
import { layoutPairMap } from './cross-layout'
import { overlapBins, projectOnFrame, projectPlanes, restrictQuery } from './layout-scan'
import { createPlanes } from './planes'
import { PositionFrame } from './position-frame'

// layouts drawn from one pool of positions on autosomes, X and MT, each keeping its own share of
// them, with alleles that agree, are listed the other way round, are not known yet (0) or
// conflict (a third allele), so that every branch of the allele reconciliation is met
const rng = new Rng('position-frame')
const CHROMS = [1, 2, 7, 22, 23, 26]
const pool: { chrom: number; pos: number; a1: number; a2: number }[] = []
for (const c of CHROMS) {
  let p = 1000
  for (let k = 0; k < 600; k++) {
    p += 1 + Math.floor(rng.next() * 400)
    const a1 = 1 + Math.floor(rng.next() * 4)
    pool.push({ chrom: c, pos: p, a1, a2: 1 + ((a1 + Math.floor(rng.next() * 3)) % 4) })
  }
}

function layout(keep: number, tag: number): KitLayout {
  const picked = pool.filter(() => rng.next() < keep)
  const n = picked.length
  const allele1 = new Uint8Array(n)
  const allele2 = new Uint8Array(n)
  picked.forEach((m, i) => {
    const r = rng.next()
    if (r < 0.1) return // no kit of the layout has a call here yet
    if (r < 0.2) allele1[i] = m.a1 // one allele seen
    else if (r < 0.4) {
      allele1[i] = m.a2 // the other way round
      allele2[i] = m.a1
    } else if (r < 0.43) {
      allele1[i] = m.a1 // a third allele
      allele2[i] = [1, 2, 3, 4].find(x => x !== m.a1 && x !== m.a2)!
    } else {
      allele1[i] = m.a1
      allele2[i] = m.a2
    }
  })
  return createLayout({
    chrom: Uint8Array.from(picked, m => m.chrom),
    pos: Int32Array.from(picked, m => m.pos),
    idKind: new Uint8Array(n).fill(2),
    idNum: Int32Array.from(picked, (_, i) => tag * 100_000 + i + 1),
    allele1,
    allele2,
    source: new Uint8Array(n),
    sources: ['test']
  })
}

describe('common position frame', () => {
  it('gives the overlap of every pair of layouts exactly as the merge of their marker lists does, while the union grows', () => {
    const layouts = [layout(0.6, 1), layout(0.3, 2), layout(0.9, 3), layout(0.05, 4), layout(0.6, 5)]
    const frame = new PositionFrame()
    let conflicts = 0
    let swaps = 0
    for (let joined = 1; joined <= layouts.length; joined++) {
      // each new layout brings positions the union lacks: they take the next slot numbers
      frame.slots(layouts[joined - 1])
      for (let a = 0; a < joined; a++) {
        for (let b = 0; b < joined; b++) {
          const merged = layoutPairMap(layouts[a], layouts[b])
          expect(frame.pairMap(layouts[a], layouts[b])).toEqual(merged)
          conflicts += merged.alleleConflicts
          for (const s of merged.swap) swaps += s
        }
      }
    }
    expect(frame.layouts).toBe(layouts.length)
    expect(frame.size).toBeLessThanOrEqual(pool.length)
    expect(frame.size).toBeGreaterThan(0.95 * pool.length)
    // the reconciliation's branches were exercised
    expect(conflicts).toBeGreaterThan(0)
    expect(swaps).toBeGreaterThan(0)
  })

  it('the scan threads\' overlap through the frame projects the query, maps and counts bins as pairMap, projectPlanes and overlapBins do, also for a layout that joined after the query\'s markers were read', () => {
    const q = layout(0.6, 13)
    const frame = new PositionFrame()
    const before = layout(0.5, 14)
    frame.slots(before)
    const qAt = frame.slots(q)!
    // the query's markers by slot, read before the last layout joins (its new slots lie beyond)
    const markerAt = new Int32Array(frame.size).fill(-1)
    qAt.forEach((slot, i) => (markerAt[slot] = i))
    const after = layout(0.7, 15)
    frame.slots(after)
    expect(frame.size).toBeGreaterThan(markerAt.length)
    const planes = createPlanes(q.size)
    for (let w = 0; w < planes.lo.length; w++) {
      planes.lo[w] = Math.floor(rng.next() * 2 ** 32) | 0
      planes.hi[w] = Math.floor(rng.next() * 2 ** 32) & planes.lo[w]
    }
    const query = { key: 'q', lo: planes.lo, hi: planes.hi, markerAt, allele1: q.allele1, allele2: q.allele2, autosome: Uint8Array.from(q.chrom, c => (isAutosome(c) ? 1 : 0)), minAutosomal: 0, layoutKey: 'q' }
    for (const l of [before, after, q]) {
      const expected = frame.pairMap(q, l)!
      // screen bins of 7 markers with gaps, as a screen's bins leave markers out
      const binFirst = Int32Array.from({ length: Math.floor(l.size / 9) }, (_, w) => 9 * w)
      const binLast = binFirst.map(f => f + 6)
      const map = { ia: new Int32Array(l.size), ib: new Int32Array(l.size), swap: new Uint8Array(l.size), alleleConflicts: 0 }
      const counts = new Int32Array(binFirst.length)
      const got = projectOnFrame(query, { slots: frame.slots(l)!, allele1: l.allele1, allele2: l.allele2, bins: { first: new Float64Array(0), last: new Float64Array(0) } }, l.size, binFirst, binLast, map, counts)
      const n = got.shared
      expect(n).toBe(expected.ia.length)
      expect(got.autosomal).toBe(expected.autosomal)
      expect(map.alleleConflicts).toBe(expected.alleleConflicts)
      expect(map.ia.subarray(0, n)).toEqual(expected.ia)
      expect(map.ib.subarray(0, n)).toEqual(expected.ib)
      expect(map.swap.subarray(0, n)).toEqual(expected.swap)
      expect(got.planes).toEqual(projectPlanes(planes, expected, l.size))
      expect(counts).toEqual(overlapBins(binFirst, binLast, expected.ib))
      // the query restricted to the overlap, in its own orientation
      const restricted = restrictQuery(planes, expected.ia)
      for (let k = 0; k < n; k++) {
        const i = expected.ia[k]
        expect([(restricted.lo[k >>> 5] >>> (k & 31)) & 1, (restricted.hi[k >>> 5] >>> (k & 31)) & 1]).toEqual([(planes.lo[i >>> 5] >>> (i & 31)) & 1, (planes.hi[i >>> 5] >>> (i & 31)) & 1])
      }
    }
  })

  it('maps each marker to the slot of its position; a layout\'s slots never change when others join', () => {
    const ls = [layout(0.5, 6), layout(0.5, 7)]
    const frame = new PositionFrame()
    const before = frame.slots(ls[0])!.slice()
    const at1 = frame.slots(ls[1])!
    const at0 = frame.slots(ls[0])!
    expect(at0).toEqual(before)
    const key = (l: KitLayout, i: number) => `${l.chrom[i]}:${l.pos[i]}`
    const bySlot = new Map<number, string>()
    for (const [l, at] of [[ls[0], at0], [ls[1], at1]] as const) {
      for (let i = 0; i < l.size; i++) {
        const k = bySlot.get(at[i])
        if (k !== undefined) expect(k).toBe(key(l, i))
        else bySlot.set(at[i], key(l, i))
      }
    }
    // every slot number below the frame's size names one position
    expect([...bySlot.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: frame.size }, (_, i) => i))
  })

  it('stored slots are taken only by a frame that contains the state they were made against', () => {
    const [a, b, c, d] = [layout(0.4, 9), layout(0.4, 10), layout(0.4, 11), layout(0.4, 12)]
    // writer 1 stores a, then b (each brings new positions: two states)
    const w1 = new PositionFrame()
    const slotsA = w1.slots(a)!
    const tokenA = w1.seal('state-a')
    const sizeA = w1.size
    const slotsB = w1.slots(b)!
    const tokenB = w1.seal('state-b')
    const stored = w1.toBytes()
    // writer 2 read the frame after a, and stored c at the same time as writer 1 stored b: its
    // frame leaves writer 1's state-b out, and c's slots reuse the numbers b's took
    const w2 = PositionFrame.fromBytes(new PositionFrame().toBytes())
    w2.slots(a)
    w2.seal('state-a')
    const slotsC = w2.slots(c)!
    const tokenC = w2.seal('state-c')
    const reader = PositionFrame.fromBytes(w2.toBytes())
    expect(reader.adopt(a.id, slotsA, tokenA, sizeA)).toBe(true)
    expect(reader.adopt(b.id, slotsB, tokenB, w1.size)).toBe(false)
    expect(reader.adopt(c.id, slotsC, tokenC, reader.size)).toBe(true)
    // b is worked out again in memory; every overlap is the merge's
    for (const x of [a, b, c, d]) for (const y of [a, b, c, d]) expect(reader.pairMap(x, y)).toEqual(layoutPairMap(x, y))
    // a damaged stored frame is refused, never read
    const damaged = Buffer.from(stored)
    damaged[damaged.length - 3] ^= 1
    expect(() => PositionFrame.fromBytes(damaged)).toThrow(/damaged/)
    expect(PositionFrame.fromBytes(stored).tokens).toEqual([['state-a', sizeA], ['state-b', w1.size]])
  })

  it('gives no slots to a layout that is not strictly sorted, so its overlaps fall back to the merge', () => {
    const l = layout(0.2, 8)
    const chrom = l.chrom.slice()
    const pos = l.pos.slice()
    pos[11] = pos[10] // a position twice
    const dup = createLayout({ chrom, pos, idKind: l.idKind, idNum: l.idNum, allele1: l.allele1, allele2: l.allele2, source: l.source, sources: [...l.sources] })
    const frame = new PositionFrame()
    expect(frame.slots(dup)).toBeUndefined()
    expect(frame.pairMap(l, dup)).toBeUndefined()
    expect(frame.pairMap(dup, l)).toBeUndefined()
  })
})
