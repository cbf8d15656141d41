import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import type { MatchPanel } from './match-panel'
import { X_CHROMOSOME_STATUS } from './match-panel'
import { RawMatch, ScanRequest, ScanResult, ScanStats, ShardData, ShardScanner } from './match-scan'
import { GenotypePlanes } from './planes'
import { createRelationshipPredictor, RelationshipPrediction } from './relationship'
import { deserializeScreenLayout, encodeScreen, ScreenLayout, SCREEN_FORMAT_VERSION, serializeScreenLayout } from './screen'
import { DEFAULT_SEGMENT_PARAMS, SegmentParams, SharedSegment } from './segments'
import { startWorker, WorkerPool } from './worker-pool'
import { writeFileAtomic } from '../core/atomic-file'

/**
 * The relative-match index: one directory per shard, holding many kits compactly and compared
 * against a new kit with every core.
 *
 *   index.json   manifest: format, panel id and checksum, screen parameters, kit count
 *   layout.bin   the screen's bins (which panel markers fill which screen word): a query is
 *                encoded with the layout the shard was built with, whatever the code default
 *   kits.tsv     kit ids, one a line; line n is kit ordinal n
 *   removed.tsv  ordinals of removed kits (their genotype bytes are overwritten with zeros)
 *   screen.bin   per kit: the screen words, 2 x 32 bits per bin (~60 KB), held in RAM
 *   full.bin     per kit: the full genotype planes, 2 bits a marker (160 KB for 640,000
 *                markers), read from disk (the page cache) only for kits that pass the screen
 *
 * A shard is appended to by one writer at a time (index.lock); readers open a snapshot (the kit
 * count of index.json, which is written last). Shards are independent: a database is split
 * into shards by kit, each shard is queried where it lives (another process or machine), and
 * the per-shard match lists are merged by shared cM. See docs/relatives-scaling.md.
 */

export const MATCH_INDEX_FORMAT = 'xungen-relatives-index'
export const MATCH_INDEX_VERSION = 1
/** kits per shared screen buffer (60 KB each: ~500 MB a buffer) */
export const KITS_PER_CHUNK = 8192

/**
 * A shard's screen words (screen.bin, `ints` 32-bit words a kit) read into shared memory, in
 * chunks of KITS_PER_CHUNK kits, for the scan threads; `label` names the index in errors.
 */
export function readScreenChunks(file: string, kitCount: number, ints: number, label: string): SharedArrayBuffer[] {
  const chunks: SharedArrayBuffer[] = []
  const fd = fs.openSync(file, 'r')
  try {
    for (let from = 0; from < kitCount; from += KITS_PER_CHUNK) {
      const n = Math.min(KITS_PER_CHUNK, kitCount - from)
      const sab = new SharedArrayBuffer(n * ints * 4)
      const view = new Uint8Array(sab)
      let done = 0
      while (done < view.length) {
        const got = fs.readSync(fd, view, done, Math.min(1 << 30, view.length - done), from * ints * 4 + done)
        if (got <= 0) throw new Error(`${label}: screen.bin is shorter than ${kitCount} kits`)
        done += got
      }
      chunks.push(sab)
    }
  } finally {
    fs.closeSync(fd)
  }
  return chunks
}

export interface MatchIndexManifest {
  format: typeof MATCH_INDEX_FORMAT
  version: number
  panelId: string
  panelChecksum: string
  markerCount: number
  /** 32-bit words per full genotype plane */
  fullWords: number
  screen: { version: number; words: number; params: ScreenLayout['params'] }
  kitCount: number
  updatedAt: string
}

const files = (dir: string) => ({
  manifest: path.join(dir, 'index.json'),
  layout: path.join(dir, 'layout.bin'),
  kits: path.join(dir, 'kits.tsv'),
  removed: path.join(dir, 'removed.tsv'),
  screen: path.join(dir, 'screen.bin'),
  full: path.join(dir, 'full.bin'),
  lock: path.join(dir, 'index.lock')
})

function readManifest(dir: string): MatchIndexManifest {
  const f = files(dir).manifest
  if (!fs.existsSync(f)) throw new Error(`${dir} is not a relatives match index (no index.json)`)
  const m = JSON.parse(fs.readFileSync(f, 'utf8')) as MatchIndexManifest
  if (m.format !== MATCH_INDEX_FORMAT || m.version !== MATCH_INDEX_VERSION) throw new Error(`${dir}: unsupported index format ${m.format} v${m.version}`)
  if (m.screen.version !== SCREEN_FORMAT_VERSION) throw new Error(`${dir}: screen format v${m.screen.version}, this engine reads v${SCREEN_FORMAT_VERSION}; rebuild the index`)
  return m
}

/** a shard's manifest (format and screen version checked) */
export function readMatchIndexManifest(dir: string): MatchIndexManifest {
  return readManifest(dir)
}

function writeManifest(dir: string, m: MatchIndexManifest): void {
  const f = files(dir).manifest
  writeFileAtomic(f, JSON.stringify(m, null, 2) + '\n')
}

function checkPanel(m: MatchIndexManifest, panel: MatchPanel, dir: string): void {
  if (m.panelId !== panel.panelId || m.panelChecksum !== panel.panelChecksum || m.markerCount !== panel.markerCount) {
    throw new Error(`${dir} was built on panel ${m.panelId} (${m.panelChecksum.slice(0, 12)}), not on ${panel.panelId} (${panel.panelChecksum.slice(0, 12)})`)
  }
}

/** Creates an empty index shard in `dir` (which must not hold one already). */
export function createMatchIndex(dir: string, panel: MatchPanel, layout: ScreenLayout): MatchIndexManifest {
  fs.mkdirSync(dir, { recursive: true })
  const f = files(dir)
  if (fs.existsSync(f.manifest)) throw new Error(`${dir} already holds a match index`)
  fs.writeFileSync(f.layout, serializeScreenLayout(layout))
  for (const x of [f.kits, f.removed, f.screen, f.full]) fs.writeFileSync(x, '')
  const m: MatchIndexManifest = {
    format: MATCH_INDEX_FORMAT,
    version: MATCH_INDEX_VERSION,
    panelId: panel.panelId,
    panelChecksum: panel.panelChecksum,
    markerCount: panel.markerCount,
    fullWords: panel.words,
    screen: { version: SCREEN_FORMAT_VERSION, words: layout.words, params: layout.params },
    kitCount: 0,
    updatedAt: new Date().toISOString()
  }
  writeManifest(dir, m)
  return m
}

export function readScreenLayout(dir: string, panel: MatchPanel): ScreenLayout {
  return deserializeScreenLayout(fs.readFileSync(files(dir).layout), panel.cm)
}

function readIds(dir: string): string[] {
  const text = fs.readFileSync(files(dir).kits, 'utf8')
  return text.length ? text.replace(/\n$/, '').split('\n') : []
}

function readRemoved(dir: string, count: number): Uint8Array {
  const out = new Uint8Array(count)
  for (const line of fs.readFileSync(files(dir).removed, 'utf8').split('\n')) {
    const n = Number(line)
    if (line && Number.isInteger(n) && n >= 0 && n < count) out[n] = 1
  }
  return out
}

/** Holds the shard's writer lock while `fn` runs. */
function withLock<T>(dir: string, fn: () => T): T {
  const lock = files(dir).lock
  let fd: number
  try {
    fd = fs.openSync(lock, 'wx')
  } catch {
    throw new Error(`${dir} is locked by another writer (${lock}); remove the file if no writer is running`)
  }
  try {
    fs.writeSync(fd, `${process.pid}\n`)
    return fn()
  } finally {
    fs.closeSync(fd)
    fs.unlinkSync(lock)
  }
}

export interface KitToIndex {
  id: string
  planes: GenotypePlanes
}

/**
 * Appends kits to a shard. Data files are cut back to the manifest's count first (a writer
 * that died half-way leaves bytes the manifest does not count), then extended; the manifest is
 * written last, so readers never see a kit whose bytes are incomplete.
 */
export function appendKits(dir: string, panel: MatchPanel, kits: Iterable<KitToIndex>): number {
  return withLock(dir, () => {
    const m = readManifest(dir)
    checkPanel(m, panel, dir)
    const f = files(dir)
    const layout = readScreenLayout(dir, panel)
    const screenBytes = m.screen.words * 8
    const fullBytes = m.fullWords * 8
    fs.truncateSync(f.screen, m.kitCount * screenBytes)
    fs.truncateSync(f.full, m.kitCount * fullBytes)
    // ids beyond the manifest's count belong to a writer that died: cut them off too
    const listed = readIds(dir)
    const ids = listed.slice(0, m.kitCount)
    if (listed.length > ids.length) fs.writeFileSync(f.kits, ids.length ? ids.join('\n') + '\n' : '')
    const known = new Set(ids)
    const added: string[] = []
    const screenFd = fs.openSync(f.screen, 'a')
    const fullFd = fs.openSync(f.full, 'a')
    const screen = new Int32Array(m.screen.words * 2)
    try {
      for (const kit of kits) {
        if (!kit.id || /[\t\n\r]/.test(kit.id)) throw new Error(`bad kit id '${kit.id}'`)
        if (known.has(kit.id)) throw new Error(`kit '${kit.id}' is already in ${dir}`)
        if (kit.planes.markerCount !== panel.markerCount) throw new Error(`kit '${kit.id}' has ${kit.planes.markerCount} markers, the panel ${panel.markerCount}`)
        encodeScreen(layout, kit.planes, screen)
        fs.writeSync(screenFd, new Uint8Array(screen.buffer))
        fs.writeSync(fullFd, new Uint8Array(kit.planes.lo.buffer, kit.planes.lo.byteOffset, fullBytes / 2))
        fs.writeSync(fullFd, new Uint8Array(kit.planes.hi.buffer, kit.planes.hi.byteOffset, fullBytes / 2))
        known.add(kit.id)
        added.push(kit.id)
      }
      fs.fsyncSync(screenFd)
      fs.fsyncSync(fullFd)
    } finally {
      fs.closeSync(screenFd)
      fs.closeSync(fullFd)
    }
    if (added.length) fs.appendFileSync(f.kits, added.join('\n') + '\n')
    writeManifest(dir, { ...m, kitCount: ids.length + added.length, updatedAt: new Date().toISOString() })
    return added.length
  })
}

/**
 * Removes kits (a user withdrew consent or deleted the account): their screen and genotype
 * bytes are overwritten with zeros, so the genetic data is gone from the shard, and their
 * ordinals are listed in removed.tsv so that queries skip them. Returns how many were removed.
 */
export function removeKits(dir: string, ids: Iterable<string>): number {
  return withLock(dir, () => {
    const m = readManifest(dir)
    const f = files(dir)
    const all = readIds(dir).slice(0, m.kitCount)
    const removed = readRemoved(dir, m.kitCount)
    const byId = new Map(all.map((id, i) => [id, i]))
    const screenFd = fs.openSync(f.screen, 'r+')
    const fullFd = fs.openSync(f.full, 'r+')
    const zeroScreen = new Uint8Array(m.screen.words * 8)
    const zeroFull = new Uint8Array(m.fullWords * 8)
    let n = 0
    try {
      for (const id of ids) {
        const k = byId.get(id)
        if (k === undefined || removed[k]) continue
        fs.writeSync(screenFd, zeroScreen, 0, zeroScreen.length, k * zeroScreen.length)
        fs.writeSync(fullFd, zeroFull, 0, zeroFull.length, k * zeroFull.length)
        fs.appendFileSync(f.removed, `${k}\n`)
        removed[k] = 1
        n++
      }
      fs.fsyncSync(screenFd)
      fs.fsyncSync(fullFd)
    } finally {
      fs.closeSync(screenFd)
      fs.closeSync(fullFd)
    }
    return n
  })
}

export interface QueryOptions {
  /** segment thresholds (defaults: 7 cM, 500 markers, evidence 20) */
  segmentParams?: Partial<SegmentParams>
  /** return each match's segment list (default true) */
  includeSegments?: boolean
  /** kit ids not to report (the query's own kit, its duplicates) */
  exclude?: Iterable<string>
  /** at most this many matches, highest shared cM first (default: all) */
  limit?: number
}

export interface RelativeMatch {
  kitId: string
  totalCm: number
  segmentCount: number
  largestCm: number
  fullCm: number
  fullFraction: number
  comparedMarkers: number
  segments: SharedSegment[]
  relationship: RelationshipPrediction
}

export interface QueryResult {
  /** sorted by shared cM, largest first (spec 9: the gene relatives list sorts by similarity) */
  matches: RelativeMatch[]
  stats: ScanStats & { threads: number; wallMillis: number }
  xChromosome: typeof X_CHROMOSOME_STATUS
}

export interface OpenOptions {
  /** worker threads; 0 scans in the calling thread (default: os.availableParallelism()) */
  threads?: number
}

/**
 * An opened shard: screen data in shared memory, one worker per thread. Call close() when done
 * (it stops the workers).
 */
export class MatchIndex {
  private pool: WorkerPool<ScanRequest, ScanResult> | undefined
  private local: ShardScanner | undefined
  private readonly predictors = new Map<number, ReturnType<typeof createRelationshipPredictor>>()

  private constructor(
    readonly dir: string,
    readonly manifest: MatchIndexManifest,
    readonly panel: MatchPanel,
    readonly layout: ScreenLayout,
    readonly ids: readonly string[],
    private readonly shard: ShardData,
    readonly threads: number
  ) {}

  static open(dir: string, panel: MatchPanel, options: OpenOptions = {}): MatchIndex {
    const m = readManifest(dir)
    checkPanel(m, panel, dir)
    const f = files(dir)
    const layout = readScreenLayout(dir, panel)
    const ids = readIds(dir).slice(0, m.kitCount)
    if (ids.length !== m.kitCount) throw new Error(`${dir}: kits.tsv lists ${ids.length} kits, index.json ${m.kitCount}`)
    const ints = m.screen.words * 2
    const chunks = readScreenChunks(f.screen, m.kitCount, ints, dir)
    const shard: ShardData = {
      screenChunks: chunks,
      kitsPerChunk: KITS_PER_CHUNK,
      kitCount: m.kitCount,
      removed: readRemoved(dir, m.kitCount),
      fullPath: f.full,
      layout: { params: layout.params, markers: layout.markers, binFirst: layout.binFirst, binLast: layout.binLast, wordChrom: layout.wordChrom },
      panel: { panelId: panel.panelId, panelChecksum: panel.panelChecksum, markerCount: panel.markerCount, words: panel.words, pos: panel.pos, cm: panel.cm, autosomes: [...panel.autosomes], genomeCm: panel.genomeCm }
    }
    const threads = options.threads ?? (os.availableParallelism?.() ?? os.cpus().length)
    return new MatchIndex(dir, m, panel, layout, ids, shard, Math.max(0, threads))
  }

  get kitCount(): number {
    return this.manifest.kitCount
  }

  /** bytes of screen data held in memory */
  get screenBytes(): number {
    return this.manifest.kitCount * this.manifest.screen.words * 8
  }

  private scanners(): { pool?: WorkerPool<ScanRequest, ScanResult>; local?: ShardScanner } {
    if (this.threads === 0) return { local: (this.local ??= new ShardScanner(this.shard)) }
    if (!this.pool) {
      const workers = Array.from({ length: this.threads }, () => startWorker(__dirname, 'match-worker', this.shard))
      this.pool = new WorkerPool<ScanRequest, ScanResult>(workers)
    }
    return { pool: this.pool }
  }

  /** starts the workers now rather than on the first query (they take ~100 ms to load) */
  async warmUp(): Promise<void> {
    const { pool } = this.scanners()
    if (pool) await Promise.all(pool.workers.map(() => pool.run(this.emptyRequest())))
  }

  private emptyRequest(): ScanRequest {
    return { screen: new Int32Array(this.layout.words * 2), lo: new Int32Array(this.panel.words), hi: new Int32Array(this.panel.words), from: 0, to: 0, segmentParams: {}, includeSegments: false }
  }

  /** compares one kit against every kit of the shard */
  async query(planes: GenotypePlanes, options: QueryOptions = {}): Promise<QueryResult> {
    if (planes.markerCount !== this.panel.markerCount) throw new Error(`query kit has ${planes.markerCount} markers, the index's panel ${this.panel.markerCount}`)
    const t0 = performance.now()
    const segmentParams = options.segmentParams ?? {}
    const base = { screen: encodeScreen(this.layout, planes), lo: planes.lo, hi: planes.hi, segmentParams, includeSegments: options.includeSegments ?? true }
    const { pool, local } = this.scanners()
    const n = this.kitCount
    let results: ScanResult[]
    if (local) {
      results = [local.scan({ ...base, from: 0, to: n })]
    } else {
      // a few ranges per worker, so that a worker slowed by a busy core does not hold the rest up
      const parts = Math.min(n, pool!.size * 4) || 1
      const step = Math.ceil(n / parts)
      const jobs: Promise<ScanResult>[] = []
      for (let from = 0; from < n; from += step) jobs.push(pool!.run({ ...base, from, to: Math.min(n, from + step) }))
      results = await Promise.all(jobs)
    }
    const exclude = new Set(options.exclude ?? [])
    const minCm = segmentParams.minCm ?? DEFAULT_SEGMENT_PARAMS.minCm
    let predict = this.predictors.get(minCm)
    if (!predict) this.predictors.set(minCm, (predict = createRelationshipPredictor({ genomeCm: this.panel.genomeCm, chromosomes: this.panel.autosomes.length, minCm })))
    const raw: RawMatch[] = results.flatMap(r => r.matches)
    let matches: RelativeMatch[] = raw
      .filter(r => !exclude.has(this.ids[r.ordinal]))
      .map(r => {
        const c = r.comparison
        return {
          kitId: this.ids[r.ordinal],
          totalCm: c.totalCm,
          segmentCount: c.segmentCount,
          largestCm: c.largestCm,
          fullCm: c.fullCm,
          fullFraction: c.fullFraction,
          comparedMarkers: c.comparedMarkers,
          segments: c.segments,
          relationship: predict!(c)!
        }
      })
      .sort((a, b) => b.totalCm - a.totalCm || b.largestCm - a.largestCm || (a.kitId < b.kitId ? -1 : 1))
    if (options.limit !== undefined) matches = matches.slice(0, options.limit)
    const stats = results.reduce<ScanStats>(
      (s, r) => ({
        kits: s.kits + r.stats.kits,
        screenPassed: s.screenPassed + r.stats.screenPassed,
        fullScans: s.fullScans + r.stats.fullScans,
        matches: s.matches + r.stats.matches,
        screenMillis: s.screenMillis + r.stats.screenMillis,
        verifyMillis: s.verifyMillis + r.stats.verifyMillis
      }),
      { kits: 0, screenPassed: 0, fullScans: 0, matches: 0, screenMillis: 0, verifyMillis: 0 }
    )
    return { matches, stats: { ...stats, threads: Math.max(1, this.threads), wallMillis: performance.now() - t0 }, xChromosome: X_CHROMOSOME_STATUS }
  }

  async close(): Promise<void> {
    this.local?.close()
    this.local = undefined
    await this.pool?.close()
    this.pool = undefined
  }
}

/** The ids of a shard's kits that were not removed, in the order they were added. */
export function indexedKitIds(dir: string): string[] {
  const m = readManifest(dir)
  const ids = readIds(dir).slice(0, m.kitCount)
  const removed = readRemoved(dir, m.kitCount)
  return ids.filter((_, k) => !removed[k])
}

/** Every kit of a shard that was not removed, with its full genotype planes (read from full.bin). */
export function* readIndexedKits(dir: string, panel: MatchPanel): Generator<KitToIndex> {
  const m = readManifest(dir)
  checkPanel(m, panel, dir)
  const f = files(dir)
  const ids = readIds(dir).slice(0, m.kitCount)
  const removed = readRemoved(dir, m.kitCount)
  const bytes = m.fullWords * 8
  const fd = fs.openSync(f.full, 'r')
  try {
    const buf = new Uint8Array(bytes)
    for (let k = 0; k < m.kitCount; k++) {
      if (removed[k]) continue
      fs.readSync(fd, buf, 0, bytes, k * bytes)
      const lo = new Int32Array(m.fullWords)
      const hi = new Int32Array(m.fullWords)
      lo.set(new Int32Array(buf.buffer, 0, m.fullWords))
      hi.set(new Int32Array(buf.buffer, m.fullWords * 4, m.fullWords))
      yield { id: ids[k], planes: { markerCount: m.markerCount, lo, hi } }
    }
  } finally {
    fs.closeSync(fd)
  }
}
