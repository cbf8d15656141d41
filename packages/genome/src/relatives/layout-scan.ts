import { createPlanes, GenotypePlanes } from './planes'
import { encodeScreen, ScreenLayout, screenCandidates, screenLayoutOf, SharedScreenLayout } from './screen'

/**
 * The screen pass of the layout index (layout-index.ts), the same code in a worker thread and
 * in-process: every kit of one layout's shard in a range of ordinals against a query whose
 * screen words were encoded on that layout's screen, with windows derived either from the
 * layout's own bins or (a query on another layout) from the markers the two layouts share.
 * Returns the kits that pass and the chromosomes they pass on; the segment comparison of those
 * kits runs in the index's thread, which holds the layout-pair maps.
 *
 * Everything a worker needs travels in the request as typed arrays over SharedArrayBuffers, so a
 * request costs no copy of the shard: the screen words, and the shard's screen layout and an
 * overlap's windows as the index's thread derived them (a worker adds its scratch and keeps
 * them by key). A query on
 * another layout arrives as its own planes and the overlap's map (also shared): the worker
 * projects it onto the shard's markers and encodes its screen words (`QueryOnOverlap`), so the
 * index's thread does no per-layout work for a layout pair it has met before.
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
  own: SharedScreenLayout
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
  private readonly layouts = new Map<string, { own: ScreenLayout; overlaps: Map<string, ScreenLayout> }>()
  private readonly views = new Map<string, Int32Array[]>()
  /** the last query screen encoded here (the ranges of one shard share it) */
  private encoded: { key: string; screen: Int32Array } | undefined

  private layoutFor(req: ScreenRequest): ScreenLayout {
    const s = req.shard
    let entry = this.layouts.get(s.key)
    if (!entry) {
      // a shard's earlier snapshots are dropped
      const base = s.key.slice(0, s.key.lastIndexOf('#'))
      for (const k of [...this.layouts.keys()]) if (k.slice(0, k.lastIndexOf('#')) === base) this.layouts.delete(k)
      for (const k of [...this.views.keys()]) if (k.slice(0, k.lastIndexOf('#')) === base) this.views.delete(k)
      entry = { own: screenLayoutOf(s.own), overlaps: new Map() }
      this.layouts.set(s.key, entry)
    }
    if (!req.overlapKey) return entry.own
    let l = entry.overlaps.get(req.overlapKey)
    if (!l) {
      if (!req.overlapLayout) throw new Error('a screen request on an overlap needs its windows (overlapLayout)')
      l = screenLayoutOf(req.overlapLayout)
      entry.overlaps.set(req.overlapKey, l)
    }
    return l
  }

  /** the query's screen words on the shard: given, or projected from the query's layout and encoded */
  private screenOf(req: ScreenRequest): Int32Array {
    if (req.screen) return req.screen
    const q = req.query
    if (!q) throw new Error('a screen request needs the query\'s screen words or its planes')
    const key = `${q.key}|${req.overlapKey}|${req.shard.key}`
    if (this.encoded?.key === key) return this.encoded.screen
    const own = this.layouts.get(req.shard.key)!.own
    const screen = encodeScreen(own, projectPlanes(q, q, req.shard.markerCount))
    this.encoded = { key, screen }
    return screen
  }

  scan(req: ScreenRequest): ScreenResponse {
    const t = performance.now()
    const layout = this.layoutFor(req)
    const screen = this.screenOf(req)
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
    return { passed: Int32Array.from(out), kits, millis: performance.now() - t }
  }

  scanBatch(batch: ScreenBatch): ScreenBatchResponse {
    return { results: batch.items.map(r => this.scan(r)) }
  }
}
