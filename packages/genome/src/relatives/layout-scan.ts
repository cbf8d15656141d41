import { finishLayout, ScreenLayout, ScreenParams, screenCandidates } from './screen'

/**
 * The screen pass of the layout index (layout-index.ts), the same code in a worker thread and
 * in-process: every kit of one layout's shard in a range of ordinals against a query whose
 * screen words were encoded on that layout's screen, with windows derived either from the
 * layout's own bins or (a query on another layout) from the markers the two layouts share.
 * Returns the kits that pass and the chromosomes they pass on; the segment comparison of those
 * kits runs in the index's thread, which holds the layout-pair maps.
 *
 * Everything a worker needs travels in the request as typed arrays over SharedArrayBuffers, so a
 * request costs no copy of the shard; a worker keeps the layouts it derived, by key.
 */
export interface ScreenShard {
  /** changes whenever the shard's kits change (kits added or removed) */
  key: string
  screenChunks: SharedArrayBuffer[]
  kitsPerChunk: number
  kitCount: number
  removed: Uint8Array
  params: ScreenParams
  markers: Int32Array
  binFirst: Int32Array
  binLast: Int32Array
  wordChrom: Uint8Array
  cm: Float64Array
}

export interface ScreenRequest {
  shard: ScreenShard
  /** identifies `binMarkers` (the query layout and the alleles both layouts know); absent for a
   * query on the shard's own layout */
  overlapKey?: string
  binMarkers?: Int32Array
  /** the query's screen words, in the shard's storage order */
  screen: Int32Array
  from: number
  to: number
}

export interface ScreenResponse {
  /** ordinal and chromosome mask of every kit that passed, flattened */
  passed: Int32Array
  kits: number
  millis: number
}

export class ScreenScanner {
  private readonly layouts = new Map<string, { own: ScreenLayout; overlaps: Map<string, ScreenLayout> }>()
  private readonly views = new Map<string, Int32Array[]>()

  private layoutFor(req: ScreenRequest): ScreenLayout {
    const s = req.shard
    let entry = this.layouts.get(s.key)
    if (!entry) {
      // a shard's earlier snapshots are dropped
      const base = s.key.slice(0, s.key.lastIndexOf('#'))
      for (const k of [...this.layouts.keys()]) if (k.slice(0, k.lastIndexOf('#')) === base) this.layouts.delete(k)
      for (const k of [...this.views.keys()]) if (k.slice(0, k.lastIndexOf('#')) === base) this.views.delete(k)
      entry = { own: finishLayout(s.cm, s.params, s.markers, s.binFirst, s.binLast, s.wordChrom), overlaps: new Map() }
      this.layouts.set(s.key, entry)
    }
    if (!req.overlapKey) return entry.own
    let l = entry.overlaps.get(req.overlapKey)
    if (!l) {
      l = finishLayout(s.cm, s.params, s.markers, s.binFirst, s.binLast, s.wordChrom, { binMarkers: req.binMarkers!, slotOfWord: entry.own.slotOfWord })
      entry.overlaps.set(req.overlapKey, l)
    }
    return l
  }

  scan(req: ScreenRequest): ScreenResponse {
    const t = performance.now()
    const layout = this.layoutFor(req)
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
      const mask = screenCandidates(layout, req.screen, chunks[(k / per) | 0], (k % per) * ints)
      if (mask !== 0) out.push(k, mask)
    }
    return { passed: Int32Array.from(out), kits, millis: performance.now() - t }
  }
}
