import { reconcile } from './allele-orientation'
import type { ScreenBase } from './prepared-shard'
import { createPlanes, GenotypePlanes } from './planes'
import { BinCm, encodeScreen, finishLayout, ScreenLayout, screenCandidates, screenLayoutOf, SharedScreenLayout } from './screen'

/**
 * The screen pass of the layout index (layout-index.ts), the same code in a worker thread and
 * in-process: every kit of one layout's shard in a range of ordinals against a query whose
 * screen words were encoded on that layout's screen, with windows derived either from the
 * layout's own bins or (a query on another layout) from the markers the two layouts share.
 * Returns the kits that pass and the chromosomes they pass on; the segment comparison of those
 * kits runs in the index's thread.
 *
 * Everything a worker needs travels in the request as typed arrays over SharedArrayBuffers, so a
 * request costs no copy of the shard: the screen words, and the shard's screen layout (or the
 * stored columns it is derived from, which the worker derives and keeps by key). A query on
 * another layout arrives as its own planes with its markers by frame slot (`QueryOnFrame`): the
 * worker makes the overlap with the shard's layout from the layout's stored frame slots, its
 * windows, the query's projection and screen words, and sends the overlap's map back only when
 * a kit passed, so the index's thread does no per-layout work for a layout none of whose kits
 * passes. A layout without frame slots gets the overlap's map and windows from the index's
 * thread (`QueryOnOverlap`), as before.
 */
export interface ScreenShard {
  /** changes whenever the shard's kits change (kits added or removed) */
  key: string
  screenChunks: SharedArrayBuffer[]
  kitsPerChunk: number
  kitCount: number
  removed: Uint8Array
  /** the layout's markers */
  markerCount: number
  /** the layout's own screen, derived once by the index's thread */
  own?: SharedScreenLayout
  /** or the stored columns it is derived from (prepared-shard.ts), derived by each scan thread */
  base?: ScreenBase
}

export interface ScreenRequest {
  shard: ScreenShard
  /** identifies the overlap (the query layout and the alleles both layouts know); absent for a
   * query on the shard's own layout */
  overlapKey?: string
  /** the overlap's screen windows on the shard's bins (with overlapKey), derived once by the index's thread */
  overlapLayout?: SharedScreenLayout
  /** the query's screen words, in the shard's storage order (a query on the shard's own layout) */
  screen?: Int32Array
  /** or the query on its own layout, projected and encoded by the scanner */
  query?: QueryOnOverlap
  /** or the query on its own layout with its markers' frame slots: the scanner works out the
   * overlap with the shard's layout itself (`frame` then gives the shard's slots) */
  onFrame?: QueryOnFrame
  frame?: ShardOnFrame
  from: number
  to: number
}

/** a query kit on layout Q and the overlap of Q with the shard's layout L (SharedArrayBuffers) */
export interface QueryOnOverlap {
  /** identifies the query kit (with overlapKey, its screen words on this shard) */
  key: string
  /** the query's genotype planes on Q */
  lo: Int32Array
  hi: Int32Array
  /** the overlap (cross-layout.ts LayoutPairMap): marker ia[k] of Q is marker ib[k] of L, alleles swapped where swap[k] */
  ia: Int32Array
  ib: Int32Array
  swap: Uint8Array
}

/**
 * A query kit on layout Q read through the index's position frame (position-frame.ts): for each
 * shard the scanner makes the overlap of Q with the shard's layout L as PositionFrame.pairMap
 * does (one pass over L's markers), projecting the query and counting the overlap's markers in
 * each screen bin in the same pass, so that the index's thread makes no overlap map, windows or
 * shared memory for a layout none of whose kits passes (SharedArrayBuffers)
 */
export interface QueryOnFrame {
  /** identifies the query kit (with overlapKey, its screen words on this shard) */
  key: string
  lo: Int32Array
  hi: Int32Array
  /** frame slot -> Q's marker there, -1 where Q has none */
  markerAt: Int32Array
  /** Q's alleles */
  allele1: Uint8Array
  allele2: Uint8Array
  /** 1 where Q's marker is on an autosome */
  autosome: Uint8Array
  /** identifies Q (and the alleles it knows): the scan thread keeps the overlaps of the last query layout */
  layoutKey: string
  /** an overlap with fewer autosomal markers is not screened (MIN_SHARED_MARKERS) */
  minAutosomal: number
}

/** the shard's layout L in the same frame (SharedArrayBuffers) */
export interface ShardOnFrame {
  /** frame slot of each of L's markers */
  slots: Int32Array
  allele1: Uint8Array
  allele2: Uint8Array
  /** the cM of L's screen bins' first and last markers */
  bins: BinCm
}

/** an overlap's map as the scan threads found it: PositionFrame.pairMap's arrays (in shared memory when returned) */
export interface FrameOverlapMap {
  ia: Int32Array
  ib: Int32Array
  swap: Uint8Array
  alleleConflicts: number
}

/** an overlap the scan thread keeps (the last query layout's), and the query restricted to it when a kit passed */
interface KeptOverlap extends FrameOverlapMap {
  autosomal: number
}

/** kit planes on L -> planes on the pair's shared markers in Q's orientation, for markers k in [k0, k1) */
export function restrictRange(planes: Pick<GenotypePlanes, 'lo' | 'hi'>, idx: Int32Array, swap: Uint8Array | undefined, out: Pick<GenotypePlanes, 'lo' | 'hi'>, k0: number, k1: number): void {
  const plo = planes.lo
  const phi = planes.hi
  const lo = out.lo
  const hi = out.hi
  // one output word at a time, its bits gathered in locals and or-ed in once (ranges that share
  // a word at their ends each add their own bits)
  let k = k0
  while (k < k1) {
    const wk = k >>> 5
    const end = Math.min(k1, (wk + 1) << 5)
    let wl = 0
    let wh = 0
    if (swap) {
      for (; k < end; k++) {
        const i = idx[k]
        const w = i >>> 5
        const b = i & 31
        const l = (plo[w] >>> b) & 1
        // swapped alleles: a1/a1 (lo 1 hi 0) <-> a2/a2 (lo 1 hi 1); het and no-call unchanged
        const h = ((phi[w] >>> b) & 1) ^ (swap[k] & l)
        wl |= l << (k & 31)
        wh |= h << (k & 31)
      }
    } else {
      for (; k < end; k++) {
        const i = idx[k]
        const w = i >>> 5
        const b = i & 31
        wl |= ((plo[w] >>> b) & 1) << (k & 31)
        wh |= ((phi[w] >>> b) & 1) << (k & 31)
      }
    }
    lo[wk] |= wl
    hi[wk] |= wh
  }
}

/** the query's planes on the overlap's markers in Q's orientation (restrictRange), in shared memory */
export function restrictQuery(q: Pick<GenotypePlanes, 'lo' | 'hi'>, ia: Int32Array): { lo: Int32Array; hi: Int32Array } {
  const words = (ia.length + 31) >>> 5
  const out = { lo: new Int32Array(new SharedArrayBuffer(4 * words)), hi: new Int32Array(new SharedArrayBuffer(4 * words)) }
  restrictRange(q, ia, undefined, out, 0, ia.length)
  return out
}

/**
 * The query projected onto L through the frame (what projectPlanes gives for pairMap's map),
 * the overlap's map into `map` (arrays of at least L's size; its first `shared` entries), its
 * autosomal markers and, with `counts`, its markers in each screen bin (overlapBins)
 */
export function projectOnFrame(q: QueryOnFrame, l: ShardOnFrame, size: number, binFirst: Int32Array, binLast: Int32Array, map: FrameOverlapMap, counts?: Int32Array): { planes: GenotypePlanes; autosomal: number; shared: number } {
  const out = createPlanes(size)
  const lo = out.lo
  const hi = out.hi
  const { markerAt, allele1: a1s, allele2: a2s, autosome, lo: qlo, hi: qhi } = q
  const { slots, allele1: b1s, allele2: b2s } = l
  const { ia, ib, swap } = map
  const words = binFirst.length
  let autosomal = 0
  let conflicts = 0
  let n = 0
  let w = 0
  let outWord = -1
  let wl = 0
  let wh = 0
  for (let j = 0; j < size; j++) {
    const i = markerAt[slots[j]]
    if (!(i >= 0)) continue
    const x1 = a1s[i]
    const x2 = a2s[i]
    const y1 = b1s[j]
    const y2 = b2s[j]
    const r = x1 === y1 && x2 === y2 ? 0 : reconcile(x1, x2, y1, y2)
    if (r < 0) {
      conflicts++
      continue
    }
    const bit = (qlo[i >>> 5] >>> (i & 31)) & 1
    const h = ((qhi[i >>> 5] >>> (i & 31)) & 1) ^ (r & bit)
    ia[n] = i
    ib[n] = j
    swap[n++] = r
    autosomal += autosome[i]
    // the output word's bits gathered in locals, stored when the next word starts
    const wj = j >>> 5
    if (wj !== outWord) {
      if (outWord >= 0) {
        lo[outWord] = wl
        hi[outWord] = wh
      }
      outWord = wj
      wl = 0
      wh = 0
    }
    wl |= bit << (j & 31)
    wh |= h << (j & 31)
    if (counts) {
      while (w < words && binLast[w] < j) w++
      if (w < words && binFirst[w] <= j) counts[w]++
    }
  }
  if (outWord >= 0) {
    lo[outWord] = wl
    hi[outWord] = wh
  }
  map.alleleConflicts = conflicts
  return { planes: out, autosomal, shared: n }
}

/** query planes on Q -> planes on L's markers (no-calls where Q has none) in L's orientation */
export function projectPlanes(planes: Pick<GenotypePlanes, 'lo' | 'hi'>, map: Pick<QueryOnOverlap, 'ia' | 'ib' | 'swap'>, size: number): GenotypePlanes {
  const out = createPlanes(size)
  const { ia, ib, swap } = map
  const qlo = planes.lo
  const qhi = planes.hi
  const lo = out.lo
  const hi = out.hi
  for (let k = 0; k < ia.length; k++) {
    const i = ia[k]
    const l = (qlo[i >>> 5] >>> (i & 31)) & 1
    let h = (qhi[i >>> 5] >>> (i & 31)) & 1
    if (swap[k] && l) h ^= 1
    const j = ib[k]
    lo[j >>> 5] |= l << (j & 31)
    hi[j >>> 5] |= h << (j & 31)
  }
  return out
}

export interface ScreenResponse {
  /** ordinal and chromosome mask of every kit that passed, flattened */
  passed: Int32Array
  kits: number
  millis: number
  /** (onFrame) the overlap's autosomal markers; none screened when fewer than minAutosomal */
  sharedAutosomal?: number
  /** (onFrame) the overlap's map and the query restricted to it, when a kit passed */
  map?: FrameOverlapMap & { lo: Int32Array; hi: Int32Array }
}

/** a copy of a's first n entries in shared memory (for the worker threads, without a copy per message) */
export function sharedCopy<T extends Int32Array | Uint8Array | Float64Array>(a: T, n = a.length): T {
  const C = a.constructor as { new (b: SharedArrayBuffer): T }
  const out = new C(new SharedArrayBuffer(n * a.BYTES_PER_ELEMENT))
  out.set(a.subarray(0, n) as never)
  return out
}

/**
 * Ranges of several shards in one message: with a hundred layouts of a few kits each, a message
 * per shard range cost more than screening its kits; a query now sends a few batches of about
 * equal kit counts (answered item by item, in order).
 */
export interface ScreenBatch {
  items: ScreenRequest[]
}

export interface ScreenBatchResponse {
  results: ScreenResponse[]
}

/** markers of the overlap in each word (bin) of the shard's screen; ib: the overlap's markers on the shard's layout, ascending */
export function overlapBins(binFirst: Int32Array, binLast: Int32Array, ib: Int32Array): Int32Array {
  const words = binFirst.length
  const counts = new Int32Array(words)
  let w = 0
  for (let k = 0; k < ib.length; k++) {
    const j = ib[k]
    while (w < words && binLast[w] < j) w++
    if (w === words) break
    if (binFirst[w] <= j) counts[w]++
  }
  return counts
}

export class ScreenScanner {
  private readonly layouts = new Map<string, { own: ScreenLayout; overlaps: Map<string, ScreenLayout>; onFrame: Map<string, ScreenLayout | null> }>()
  private readonly views = new Map<string, Int32Array[]>()
  /** the last query screen encoded here (the ranges of one shard share it); undefined screen: too few shared markers */
  private encoded: { key: string; screen?: Int32Array; autosomal?: number; overlap?: KeptOverlap } | undefined
  /** the overlap map of the last query screen encoded through the frame (its first encoded.shared entries) */
  private map: FrameOverlapMap = { ia: new Int32Array(0), ib: new Int32Array(0), swap: new Uint8Array(0), alleleConflicts: 0 }
  /** the overlaps of the last query layout with the layouts screened here (in shared memory: sent
   * back without a copy), so that a server's next query on that layout only projects through them */
  private kept: { layout: string; overlaps: Map<string, KeptOverlap> } = { layout: '', overlaps: new Map() }

  private layoutFor(req: ScreenRequest): ScreenLayout {
    const s = req.shard
    let entry = this.layouts.get(s.key)
    if (!entry) {
      // a shard's earlier snapshots are dropped
      const base = s.key.slice(0, s.key.lastIndexOf('#'))
      for (const k of [...this.layouts.keys()]) if (k.slice(0, k.lastIndexOf('#')) === base) this.layouts.delete(k)
      for (const k of [...this.views.keys()]) if (k.slice(0, k.lastIndexOf('#')) === base) this.views.delete(k)
      const b = s.base
      const own = s.own ? screenLayoutOf(s.own) : b ? finishLayout(b.bins, b.params, b.markers, b.binFirst, b.binLast, b.wordChrom) : undefined
      if (!own) throw new Error('a screen shard needs its screen layout (own) or its columns (base)')
      entry = { own, overlaps: new Map(), onFrame: new Map() }
      this.layouts.set(s.key, entry)
    }
    if (!req.overlapKey || req.onFrame) return entry.own
    let l = entry.overlaps.get(req.overlapKey)
    if (!l) {
      if (!req.overlapLayout) throw new Error('a screen request on an overlap needs its windows (overlapLayout)')
      l = screenLayoutOf(req.overlapLayout)
      entry.overlaps.set(req.overlapKey, l)
    }
    return l
  }

  /**
   * The query's screen words on the shard and the overlap's windows, the overlap worked out
   * through the frame (kept by overlapKey: they do not depend on the query kit); no screen when
   * the layouts share fewer autosomal markers than the minimum
   */
  private onFrame(req: ScreenRequest, own: ScreenLayout): { screen?: Int32Array; layout?: ScreenLayout; autosomal: number } {
    const q = req.onFrame!
    const l = req.frame
    if (!l || !req.overlapKey) throw new Error('a screen request through the frame needs the shard\'s slots (frame) and overlapKey')
    const s = req.shard
    const entry = this.layouts.get(s.key)!
    const key = `frame|${q.key}|${req.overlapKey}|${s.key}`
    let windows = entry.onFrame.get(req.overlapKey)
    if (this.encoded?.key !== key) {
      if (this.kept.layout !== q.layoutKey) this.kept = { layout: q.layoutKey, overlaps: new Map() }
      let overlap = this.kept.overlaps.get(req.overlapKey)
      let counts: Int32Array | undefined
      let planes: GenotypePlanes
      if (overlap) {
        planes = projectPlanes(q, overlap, s.markerCount)
        if (windows === undefined) counts = overlapBins(own.binFirst, own.binLast, overlap.ib)
      } else {
        if (windows === undefined) counts = new Int32Array(own.words)
        if (this.map.ia.length < s.markerCount) this.map = { ia: new Int32Array(s.markerCount), ib: new Int32Array(s.markerCount), swap: new Uint8Array(s.markerCount), alleleConflicts: 0 }
        const made = projectOnFrame(q, l, s.markerCount, own.binFirst, own.binLast, this.map, counts)
        planes = made.planes
        const m = this.map
        overlap = { ia: sharedCopy(m.ia, made.shared), ib: sharedCopy(m.ib, made.shared), swap: sharedCopy(m.swap, made.shared), alleleConflicts: m.alleleConflicts, autosomal: made.autosomal }
        this.kept.overlaps.set(req.overlapKey, overlap)
      }
      const autosomal = overlap.autosomal
      if (counts) {
        windows = autosomal < q.minAutosomal ? null : finishLayout(l.bins, own.params, own.markers, own.binFirst, own.binLast, own.wordChrom, { binMarkers: counts, slotOfWord: own.slotOfWord })
        entry.onFrame.set(req.overlapKey, windows)
      }
      this.encoded = { key, screen: windows ? encodeScreen(own, planes) : undefined, autosomal, overlap }
    }
    return { screen: this.encoded.screen, layout: windows ?? undefined, autosomal: this.encoded.autosomal! }
  }

  /** the query's screen words on the shard: given, or projected from the query's layout and encoded */
  private screenOf(req: ScreenRequest): Int32Array {
    if (req.screen) return req.screen
    const q = req.query
    if (!q) throw new Error('a screen request needs the query\'s screen words or its planes')
    const key = `${q.key}|${req.overlapKey}|${req.shard.key}`
    if (this.encoded?.key === key && this.encoded.screen) return this.encoded.screen
    const own = this.layouts.get(req.shard.key)!.own
    const screen = encodeScreen(own, projectPlanes(q, q, req.shard.markerCount))
    this.encoded = { key, screen }
    return screen
  }

  scan(req: ScreenRequest): ScreenResponse {
    const t = performance.now()
    let layout = this.layoutFor(req)
    let screen: Int32Array
    let sharedAutosomal: number | undefined
    if (req.onFrame) {
      const f = this.onFrame(req, layout)
      sharedAutosomal = f.autosomal
      if (!f.screen || !f.layout) return { passed: new Int32Array(0), kits: 0, millis: performance.now() - t, sharedAutosomal }
      screen = f.screen
      layout = f.layout
    } else screen = this.screenOf(req)
    const s = req.shard
    let chunks = this.views.get(s.key)
    if (!chunks) this.views.set(s.key, (chunks = s.screenChunks.map(b => new Int32Array(b))))
    const ints = layout.words * 2
    const out: number[] = []
    let kits = 0
    const per = s.kitsPerChunk
    for (let k = req.from; k < req.to; k++) {
      if (s.removed[k]) continue
      kits++
      const mask = screenCandidates(layout, screen, chunks[(k / per) | 0], (k % per) * ints)
      if (mask !== 0) out.push(k, mask)
    }
    // a kit passed on an overlap worked out here: its map goes back (shared memory, no copy) so
    // that the index's thread need not make it again
    let map: ScreenResponse['map']
    if (req.onFrame && out.length) {
      const { ia, ib, swap, alleleConflicts } = this.encoded!.overlap!
      map = { ia, ib, swap, alleleConflicts, ...restrictQuery(req.onFrame, ia) }
    }
    return { passed: Int32Array.from(out), kits, millis: performance.now() - t, sharedAutosomal, map }
  }

  scanBatch(batch: ScreenBatch): ScreenBatchResponse {
    return { results: batch.items.map(r => this.scan(r)) }
  }
}
