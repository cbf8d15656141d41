import { isAutosome } from '../core/chromosome'
import type { KitLayout } from '../layout/layout'
import { crc32 } from '../core/kit-file'
import { reconcile } from './allele-orientation'
import type { LayoutPairMap } from './cross-layout'

/** what the frame reads of a layout (a stored layout's columns are read from its shard's prepared file) */
export type FrameLayout = Pick<KitLayout, 'id' | 'size' | 'chrom' | 'pos' | 'allele1' | 'allele2' | 'allelesKnown'>

/**
 * The common position frame of the layout index (issue 28 item 2): every (chromosome, position)
 * any layout of the index has has a slot number, and each layout the slot of each of its
 * markers (4 bytes a marker). The overlap of a query layout Q with a stored layout L is then one
 * pass over L's markers, reading Q's marker at each slot from an array (Q's slots inverted once
 * per query), instead of a merge of the two sorted marker lists for every pair (`layoutPairMap`).
 * Alleles are reconciled exactly as layoutPairMap does, so the map is layoutPairMap's, slot for
 * slot (position-frame.test.ts).
 *
 * Slot numbers are given once and never change: a position new to the frame gets the next
 * number, so a layout's slots stay valid while others join, and they are worked out when the
 * layout's kits are added and stored with its shard (prepared-shard.ts). The index keeps the
 * frame in `frame.bin` (the union sorted by position with each position's slot, for layouts
 * that join later) and names each state of it by a token: the stored slots of a layout are used
 * only when the frame the process read lists the token they were made against (two writers that
 * extended the frame at once leave one of their states out; that layout's slots are then worked
 * out again in memory). A layout whose markers are not strictly sorted by (chromosome,
 * position) (a layout is; see layout.ts) gets no slots, and its overlaps fall back to the merge.
 */
export class PositionFrame {
  /** the union, sorted by (chromosome, position), and the slot of each of its positions */
  private chrom = new Uint8Array(0)
  private pos = new Int32Array(0)
  private slotOf = new Int32Array(0)
  private readonly slotsOf = new Map<string, Int32Array>()
  private inverse: { id: string; version: number; marker: Int32Array } | undefined
  /** changes whenever slots are added */
  private version = 0
  /** the stored states this frame contains: [token, slots] (frame.bin's, when read from it) */
  private chain: [string, number][] = []
  /** pairMap's working arrays, kept between calls */
  private scratch = { ia: new Int32Array(0), ib: new Int32Array(0), swap: new Uint8Array(0) }

  /** slots given (positions in the union) */
  get size(): number {
    return this.pos.length
  }

  get layouts(): number {
    return this.slotsOf.size
  }

  /** the stored states this frame contains, oldest first */
  get tokens(): readonly (readonly [string, number])[] {
    return this.chain
  }

  /** a frame read from its stored form (frameBytes) */
  static fromBytes(bytes: Uint8Array): PositionFrame {
    const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    if (b.length < 16 || b.toString('latin1', 0, 4) !== FRAME_MAGIC) throw new Error('not a position frame (no XGPF signature)')
    if (b.readUInt32LE(4) !== FRAME_VERSION) throw new Error(`position frame format ${b.readUInt32LE(4)}, this engine reads ${FRAME_VERSION}`)
    if (crc32(bytes.subarray(16)) !== b.readUInt32LE(12)) throw new Error('position frame is damaged (CRC-32 mismatch)')
    const hlen = b.readUInt32LE(8)
    const header = JSON.parse(b.toString('utf8', 16, 16 + hlen)) as { size: number; chain: [string, number][] }
    const n = header.size
    const at = 16 + ((hlen + 7) & ~7)
    if (at + 9 * n !== b.length) throw new Error('position frame length does not match its header')
    const f = new PositionFrame()
    f.slotOf = new Int32Array(n)
    f.pos = new Int32Array(n)
    new Uint8Array(f.slotOf.buffer).set(b.subarray(at, at + 4 * n))
    new Uint8Array(f.pos.buffer).set(b.subarray(at + 4 * n, at + 8 * n))
    f.chrom = Uint8Array.from(b.subarray(at + 8 * n, at + 9 * n))
    f.chain = header.chain
    return f
  }

  /** the stored form: header (slots, the chain of states), the slot, position and chromosome of every position in order */
  toBytes(): Uint8Array {
    const n = this.size
    const json = Buffer.from(JSON.stringify({ size: n, chain: this.chain }))
    const at = 16 + ((json.length + 7) & ~7)
    const out = Buffer.alloc(at + 9 * n)
    out.write(FRAME_MAGIC, 0, 'latin1')
    out.writeUInt32LE(FRAME_VERSION, 4)
    out.writeUInt32LE(json.length, 8)
    json.copy(out, 16)
    out.set(new Uint8Array(this.slotOf.buffer, this.slotOf.byteOffset, 4 * n), at)
    out.set(new Uint8Array(this.pos.buffer, this.pos.byteOffset, 4 * n), at + 4 * n)
    out.set(this.chrom, at + 8 * n)
    out.writeUInt32LE(crc32(out.subarray(16)), 12)
    return new Uint8Array(out.buffer, out.byteOffset, out.length)
  }

  /** names the frame's current state (after slots were added) and returns its token */
  seal(token: string): string {
    const last = this.chain[this.chain.length - 1]
    if (last && last[1] === this.size) return last[0]
    this.chain.push([token, this.size])
    return token
  }

  /** the layout's slots as stored with it, made against state `token`: taken when this frame contains that state */
  adopt(id: string, slots: Int32Array, token: string, size: number): boolean {
    if (!this.chain.some(([t, s]) => t === token && s === size)) return false
    this.slotsOf.set(id, slots)
    return true
  }

  /** the frame slot of each of the layout's markers (the layout joins the frame if new); undefined when it is not strictly sorted */
  slots(layout: FrameLayout): Int32Array | undefined {
    const hit = this.slotsOf.get(layout.id)
    if (hit && hit.length === layout.size) return hit
    if (!strictlySorted(layout)) return undefined
    const { chrom, pos, slotOf } = this
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
      at[j] = slotOf[i]
    }
    if (j < m) {
      // new positions take the next slot numbers; the sorted union is merged again
      const uc = new Uint8Array(n + m)
      const up = new Int32Array(n + m)
      const us = new Int32Array(n + m)
      let next = n
      let k = 0
      i = 0
      j = 0
      while (i < n || j < m) {
        const takeU = j === m || (i < n && (chrom[i] < lc[j] || (chrom[i] === lc[j] && pos[i] <= lp[j])))
        const takeL = i === n || (j < m && (lc[j] < chrom[i] || (lc[j] === chrom[i] && lp[j] <= pos[i])))
        if (takeU) {
          uc[k] = chrom[i]
          up[k] = pos[i]
          us[k] = slotOf[i++]
        } else {
          uc[k] = lc[j]
          up[k] = lp[j]
          us[k] = next++
        }
        if (takeL) at[j++] = us[k]
        k++
      }
      this.chrom = uc.slice(0, k)
      this.pos = up.slice(0, k)
      this.slotOf = us.slice(0, k)
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

const FRAME_MAGIC = 'XGPF'
const FRAME_VERSION = 1

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
