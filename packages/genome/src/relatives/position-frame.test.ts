import { Rng } from '../core/random'
import { createLayout, KitLayout } from '../layout/layout'
import { layoutPairMap } from './cross-layout'
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
      // each new layout brings positions the union lacks: the slots of the others are renumbered
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

  it('maps each marker to the slot of its position', () => {
    const ls = [layout(0.5, 6), layout(0.5, 7)]
    const frame = new PositionFrame()
    const before = frame.slots(ls[0])!.slice()
    const at0 = frame.slots(ls[0])!
    const at1 = frame.slots(ls[1])!
    // the first layout's slots were renumbered when the second joined, to the same positions
    expect(at0.some((u, i) => u !== before[i])).toBe(true)
    const key = (l: KitLayout, i: number) => `${l.chrom[i]}:${l.pos[i]}`
    const bySlot = new Map<number, string>()
    for (const [l, at] of [[ls[0], at0], [ls[1], at1]] as const) {
      for (let i = 0; i < l.size; i++) {
        const k = bySlot.get(at[i])
        if (k !== undefined) expect(k).toBe(key(l, i))
        else bySlot.set(at[i], key(l, i))
        if (i > 0) expect(at[i]).toBeGreaterThan(at[i - 1])
      }
    }
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
