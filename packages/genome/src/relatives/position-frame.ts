import { isAutosome } from '../core/chromosome'
import type { KitLayout } from '../layout/layout'
import { LayoutPairMap, reconcile } from './cross-layout'

/** what the frame reads of a layout (a stored layout's columns are read from its shard's prepared file) */
export type FrameLayout = Pick<KitLayout, 'id' | 'size' | 'chrom' | 'pos' | 'allele1' | 'allele2' | 'allelesKnown'>

/**
 * The common position frame of the layout index (issue 28 item 2): the sorted union of the
 * (chromosome, position) of every layout the index has met, and for each layout the frame slot
 * of each of its markers, worked out once when the layout joins (one merge with the union).
 * The overlap of a query layout Q with a stored layout L is then one pass over L's markers,
 * reading Q's marker at each frame slot from an array (Q's slots inverted once per query),
 * instead of a merge of the two sorted marker lists for every pair (`layoutPairMap`: ~500,000
 * comparisons of chromosome and position a pair, 10-20 ms; the pass is a few ms). Alleles are
 * reconciled exactly as layoutPairMap does, so the map is layoutPairMap's, slot for slot
 * (position-frame.test.ts).
 *
 * Held in memory (a layout's slots: 4 bytes a marker) and rebuilt when the index is opened; it
 * changes nothing on disk. A layout whose markers are not strictly sorted by (chromosome,
 * position) (a layout is; see layout.ts) gets no slots, and its overlaps fall back to the merge.
 * When a layout brings positions the union lacks the union grows and the slots of every layout
 * already in the frame are renumbered (one pass over them).
 */
export class PositionFrame {
  /** the union, sorted by (chromosome, position) */
  private chrom = new Uint8Array(0)
  private pos = new Int32Array(0)
  private readonly slotsOf = new Map<string, Int32Array>()
  private inverse: { id: string; version: number; marker: Int32Array } | undefined
  /** changes whenever slots are renumbered */
  private version = 0
  /** pairMap's working arrays, kept between calls */
  private scratch = { ia: new Int32Array(0), ib: new Int32Array(0), swap: new Uint8Array(0) }

  /** positions in the union */
  get size(): number {
    return this.pos.length
  }

  get layouts(): number {
    return this.slotsOf.size
  }

  /** the frame slot of each of the layout's markers (the layout joins the frame if new); undefined when it is not strictly sorted */
  slots(layout: FrameLayout): Int32Array | undefined {
    const hit = this.slotsOf.get(layout.id)
    if (hit && hit.length === layout.size) return hit
    if (!strictlySorted(layout)) return undefined
    const { chrom, pos } = this
    const n = pos.length
    const m = layout.size
    const lc = layout.chrom
    const lp = layout.pos
    const at = new Int32Array(m)
    // most layouts bring no new position (a chip version, a partial file): one walk assigns the
    // slots, and stops at the first position the union lacks
    let i = 0
    let j = 0
    for (; j < m; j++) {
      const d = lc[j]
      const p = lp[j]
      while (i < n && (chrom[i] < d || (chrom[i] === d && pos[i] < p))) i++
      if (i === n || chrom[i] !== d || pos[i] !== p) break
      at[j] = i
    }
    if (j < m) {
      // the union grows: merge, and renumber the slots of the layouts already in the frame
      const uc = new Uint8Array(n + m)
      const up = new Int32Array(n + m)
      const renumber = new Int32Array(n)
      let k = 0
      i = 0
      j = 0
      while (i < n || j < m) {
        const takeU = j === m || (i < n && (chrom[i] < lc[j] || (chrom[i] === lc[j] && pos[i] <= lp[j])))
        const takeL = i === n || (j < m && (lc[j] < chrom[i] || (lc[j] === chrom[i] && lp[j] <= pos[i])))
        if (takeU) {
          uc[k] = chrom[i]
          up[k] = pos[i]
          renumber[i++] = k
        } else {
          uc[k] = lc[j]
          up[k] = lp[j]
        }
        if (takeL) at[j++] = k
        k++
      }
      for (const s of this.slotsOf.values()) for (let x = 0; x < s.length; x++) s[x] = renumber[s[x]]
      this.chrom = uc.slice(0, k)
      this.pos = up.slice(0, k)
      this.version++
      this.inverse = undefined
    }
    this.slotsOf.set(layout.id, at)
    return at
  }

  /** frame slot -> the layout's marker there, -1 where it has none (the last one asked for is kept) */
  markerAt(layout: FrameLayout): Int32Array | undefined {
    const at = this.slots(layout)
    if (!at) return undefined
    const inv = this.inverse
    if (inv && inv.id === layout.id && inv.version === this.version) return inv.marker
    const marker = new Int32Array(this.size).fill(-1)
    for (let i = 0; i < at.length; i++) marker[at[i]] = i
    this.inverse = { id: layout.id, version: this.version, marker }
    return marker
  }

  /**
   * layoutPairMap(a, b) read from the frame: b's markers in order, each paired with a's marker
   * at the same slot. undefined when either layout has no slots (not strictly sorted).
   */
  pairMap(a: FrameLayout, b: FrameLayout, alloc: Allocate = plain): LayoutPairMap | undefined {
    const bAt = this.slots(b)
    const aMarker = bAt && this.markerAt(a)
    if (!bAt || !aMarker) return undefined
    const cap = Math.min(a.size, b.size)
    if (this.scratch.ib.length < cap) this.scratch = { ia: new Int32Array(cap), ib: new Int32Array(cap), swap: new Uint8Array(cap) }
    const { ia, ib, swap: sw } = this.scratch
    let n = 0
    let conflicts = 0
    let autosomal = 0
    const aChrom = a.chrom
    const a1s = a.allele1
    const a2s = a.allele2
    const b1s = b.allele1
    const b2s = b.allele2
    const m = b.size
    for (let j = 0; j < m; j++) {
      const i = aMarker[bAt[j]]
      if (i < 0) continue
      const x1 = a1s[i]
      const x2 = a2s[i]
      const y1 = b1s[j]
      const y2 = b2s[j]
      // the same pair in the same order (most shared markers): reconcile's answer is 0
      const r = x1 === y1 && x2 === y2 ? 0 : reconcile(x1, x2, y1, y2)
      if (r < 0) conflicts++
      else {
        ia[n] = i
        ib[n] = j
        sw[n++] = r
        const c = aChrom[i]
        if (isAutosome(c)) autosomal++
      }
    }
    const out = { ia: alloc(Int32Array, n), ib: alloc(Int32Array, n), swap: alloc(Uint8Array, n) }
    out.ia.set(ia.subarray(0, n))
    out.ib.set(ib.subarray(0, n))
    out.swap.set(sw.subarray(0, n))
    return { aId: a.id, bId: b.id, ...out, alleleConflicts: conflicts, autosomal }
  }
}

/** how pairMap allocates its arrays (in shared memory for the layout index's workers) */
export type Allocate = <T extends Int32Array | Uint8Array>(type: { new (n: number): T; BYTES_PER_ELEMENT: number }, n: number) => T
const plain: Allocate = (type, n) => new type(n)
/** typed arrays over SharedArrayBuffers */
export const sharedMemory: Allocate = <T extends Int32Array | Uint8Array>(type: { new (n: number): T; BYTES_PER_ELEMENT: number }, n: number): T =>
  new (type as unknown as { new (b: SharedArrayBuffer): T })(new SharedArrayBuffer(n * type.BYTES_PER_ELEMENT))

/** sorted by (chromosome, position) with no position twice */
function strictlySorted(l: FrameLayout): boolean {
  const c = l.chrom
  const p = l.pos
  for (let i = 1; i < l.size; i++) if (c[i] < c[i - 1] || (c[i] === c[i - 1] && p[i] <= p[i - 1])) return false
  return true
}
