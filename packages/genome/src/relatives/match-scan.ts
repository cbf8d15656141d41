import * as fs from 'fs'
import type { AutosomeRange, MatchPanel } from './match-panel'
import { createPlanes, GenotypePlanes } from './planes'
import { finishLayout, ScreenLayout, ScreenParams, screenCandidates } from './screen'
import { createComparator, PairComparator, PairComparison, SegmentParams } from './segments'

/**
 * The work of one-to-many matching over a range of kits of one index shard, the same code in
 * a worker thread and in-process: screen every kit, check the chromosomes the screen flagged
 * with the full segment scan, and scan the whole genome of the kits that do share a counted
 * segment. Pure apart from reading the shard's full genotypes file.
 */

/** plain-data description of a shard, sent once to each worker */
export interface ShardData {
  /** screen data, KITS_PER_CHUNK kits a buffer (SharedArrayBuffer in workers) */
  screenChunks: (SharedArrayBuffer | ArrayBuffer)[]
  kitsPerChunk: number
  kitCount: number
  /** 1 for kits removed from the index */
  removed: Uint8Array
  fullPath: string
  layout: { params: ScreenParams; markers: Int32Array; binFirst: Int32Array; binLast: Int32Array; wordChrom: Uint8Array }
  panel: { panelId: string; panelChecksum: string; markerCount: number; words: number; pos: Int32Array; cm: Float64Array; autosomes: AutosomeRange[]; genomeCm: number }
}

export interface ScanRequest {
  /** the query's screen words (storage order) and full planes */
  screen: Int32Array
  lo: Int32Array
  hi: Int32Array
  from: number
  to: number
  segmentParams: Partial<SegmentParams>
  includeSegments: boolean
}

export interface ScanStats {
  kits: number
  /** kits that passed the screen */
  screenPassed: number
  /** kits whose flagged chromosomes held a counted segment: scanned genome-wide */
  fullScans: number
  matches: number
  screenMillis: number
  verifyMillis: number
}

export interface RawMatch {
  ordinal: number
  comparison: Omit<PairComparison, 'xChromosome'>
}

export interface ScanResult {
  matches: RawMatch[]
  stats: ScanStats
}

export class ShardScanner {
  readonly layout: ScreenLayout
  readonly panel: MatchPanel
  private readonly chunks: Int32Array[]
  private readonly fd: number
  private readonly ints: number
  private readonly kit: GenotypePlanes
  private readonly comparators = new Map<string, PairComparator>()

  constructor(readonly shard: ShardData) {
    this.panel = shard.panel
    this.layout = finishLayout(shard.panel.cm, shard.layout.params, shard.layout.markers, shard.layout.binFirst, shard.layout.binLast, shard.layout.wordChrom)
    this.chunks = shard.screenChunks.map(b => new Int32Array(b))
    this.ints = this.layout.words * 2
    this.fd = fs.openSync(shard.fullPath, 'r')
    this.kit = createPlanes(shard.panel.markerCount)
  }

  close(): void {
    fs.closeSync(this.fd)
  }

  private comparator(params: Partial<SegmentParams>): PairComparator {
    const key = JSON.stringify(params)
    let c = this.comparators.get(key)
    if (!c) this.comparators.set(key, (c = createComparator(this.panel, params)))
    return c
  }

  /** reads a kit's full planes: all words, or only those of the chromosomes in `mask` */
  private readKit(ordinal: number, mask: number): void {
    readKitPlanes(this.fd, this.panel, this.kit, ordinal, mask)
  }

  scan(req: ScanRequest): ScanResult {
    const compare = this.comparator(req.segmentParams)
    const q: GenotypePlanes = { markerCount: this.panel.markerCount, lo: req.lo, hi: req.hi }
    const stats: ScanStats = { kits: 0, screenPassed: 0, fullScans: 0, matches: 0, screenMillis: 0, verifyMillis: 0 }
    const matches: RawMatch[] = []
    const { kitsPerChunk, removed } = this.shard
    const ints = this.ints
    const layout = this.layout
    const qs = req.screen
    let t = performance.now()
    for (let k = req.from; k < req.to; k++) {
      if (removed[k]) continue
      stats.kits++
      const mask = screenCandidates(layout, qs, this.chunks[(k / kitsPerChunk) | 0], (k % kitsPerChunk) * ints)
      if (mask === 0) continue
      stats.screenPassed++
      const t1 = performance.now()
      stats.screenMillis += t1 - t
      this.readKit(k, mask)
      let r = compare(q, this.kit, mask)
      if (r.segmentCount > 0) {
        stats.fullScans++
        this.readKit(k, 0)
        r = compare(q, this.kit)
        stats.matches++
        const { xChromosome: _x, ...rest } = r
        matches.push({ ordinal: k, comparison: req.includeSegments ? rest : { ...rest, segments: [], smallSegments: [] } })
      }
      t = performance.now()
      stats.verifyMillis += t - t1
    }
    stats.screenMillis += performance.now() - t
    return { matches, stats }
  }
}

/**
 * Reads a stored kit's genotype planes (full.bin: lo then hi, `panel.words` 32-bit words each)
 * into `kit`: all words, or only those of the chromosomes in `mask` (a bit per chromosome).
 */
export function readKitPlanes(fd: number, panel: MatchPanel, kit: GenotypePlanes, ordinal: number, mask: number): void {
  const words = panel.words
  const base = ordinal * words * 8
  const read = (plane: Int32Array, planeOffset: number, w0: number, w1: number) => {
    const bytes = (w1 - w0) * 4
    const target = new Uint8Array(plane.buffer, plane.byteOffset + w0 * 4, bytes)
    const got = fs.readSync(fd, target, 0, bytes, base + planeOffset + w0 * 4)
    if (got !== bytes) throw new Error(`match index: short read of kit ${ordinal} (${got} of ${bytes} bytes); full genotypes file truncated?`)
  }
  if (mask === 0) {
    read(kit.lo, 0, 0, words)
    read(kit.hi, words * 4, 0, words)
    return
  }
  for (const chr of panel.autosomes) {
    if ((mask & (1 << chr.chrom)) === 0) continue
    const w0 = chr.start >>> 5
    const w1 = ((chr.end - 1) >>> 5) + 1
    read(kit.lo, 0, w0, w1)
    read(kit.hi, words * 4, w0, w1)
  }
}
