import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { randomBytes } from 'crypto'
import { isAutosome } from '../core/chromosome'
import type { PackedKit } from '../core/packed'
import type { MarkerPanel } from '../core/panel'
import { absorbAlleles, deserializeLayout, KitLayout, sameAlleles, serializeLayout } from '../layout/layout'
import type { ChromosomeMap } from '../reference/readers'
import { detectableMinCm, LayoutPairMap, layoutPairMap, MIN_SHARED_MARKERS, projectKit, RELIABLE_DEGREE_MARKERS } from './cross-layout'
import { appendKits, createMatchIndex, indexedKitIds, KITS_PER_CHUNK, MatchIndexManifest, OpenOptions, QueryOptions, QueryResult, readMatchIndexManifest, readScreenChunks, readScreenLayout, RelativeMatch, removeKits } from './match-index'
import { AutosomeRange, createMatchPanel, MatchPanel, X_CHROMOSOME_STATUS } from './match-panel'
import { overlapBins, QueryOnFrame, restrictRange, sharedCopy, QueryOnOverlap, ScreenBatch, ScreenBatchResponse, ScreenRequest, ScreenResponse, ScreenScanner, ScreenShard, ShardOnFrame } from './layout-scan'
import { FrameLayout, PositionFrame, sharedMemory } from './position-frame'
import { autosomalMarkers, FrameSlots, PreparedShard, readPreparedShard, writePreparedShard } from './prepared-shard'
import { readKitPlanes } from './match-scan'
import { createPlanes, GenotypePlanes, packedKitFromPlanes, planesFromPackedKit } from './planes'
import { createRelationshipPredictor } from './relationship'
import { BinCm, binCmOf, createScreenLayout, encodeScreen, finishLayout, ScreenLayout, shareScreenLayout, SharedScreenLayout } from './screen'
import { createComparator, DEFAULT_SEGMENT_PARAMS, PairComparator, SegmentParams } from './segments'
import { startWorker, WorkerPool } from './worker-pool'
import { writeFileAtomic } from '../core/atomic-file'

/**
 * One-to-many matching over kits of mixed layouts (chips, chip versions, partial files).
 *
 * Format 2 (2026-11-29). Every kit is stored ONCE, whole, in the shard of its own layout
 * (`kits/<L>/`, match-index.ts: screen words in RAM, genotype planes on disk). A query kit on
 * layout Q is compared with the kits of L on exactly the markers Q and L share, as before:
 *
 *   screen   the query is projected into L's frame (L's markers; no-calls where Q has no marker;
 *            alleles moved into L's orientation) and encoded on L's own screen words; the
 *            windows are derived for the overlap (screen.ts `OverlapWindows`: a window must hold
 *            500 markers Q shares with L, not 500 of L's), so the screen keeps its guarantee and
 *            its strength on a partial overlap, and the stored screens serve every query layout;
 *   compare  a kit that passes is restricted to the shared markers in Q's allele orientation and
 *            compared on the overlap's panel, the same inputs the former pair shards gave the
 *            segment finder, so results are those of format 1 (the screen only decides which
 *            kits are compared and never rejects one with a counted segment).
 *
 * So a layout costs its own shard and, per query layout, one pass over its markers read from the
 * common position frame (position-frame.ts: every position of the index has a slot number, each
 * layout the slot of each of its markers; the result is layoutPairMap's, without merging the
 * two marker lists; the frame is kept in `frame.bin`, a layout's slots with its shard):
 * nothing is stored per layout pair, a new layout is a layout file, and memory per kit is its
 * own screen. What opening a shard needs (the layout's columns, its markers' cM, the screen
 * bins, the frame slots) is stored with it when kits are added (`kits/<L>/prepared.bin`,
 * prepared-shard.ts), so a query process rebuilds almost nothing per layout. The workers make
 * the query layout's overlap with each layout from the stored frame slots, project the query and
 * encode its screen words (layout-scan.ts), so a layout costs the index's thread nothing until a
 * kit passes the screen. Format 1 kept a shard per
 * ordered pair of layouts (`pairs/<Q>/<L>/`, each kit once per layout it overlapped: 4.4x its
 * screen in RAM at 5 layouts, ~100x at 100); it is migrated on open (each layout's own shard
 * `pairs/L/L` becomes `kits/L`, the pair shards are deleted: they held copies only).
 *
 * Pairs below the minimum are reported per query as 'too-few-shared-markers' (never as "no
 * relatives"). The segment thresholds count markers called in both kits, so they keep their
 * meaning on a partial overlap; `detectableMinCm` says what the overlap could show. Screens are
 * chosen without allele frequencies (markers spread evenly through each bin).
 */
export const LAYOUT_INDEX_FORMAT = 'xungen-layout-match-index'
export const LAYOUT_INDEX_VERSION = 2
export interface LayoutMatch extends RelativeMatch {
  layoutId: string
  /** autosomal positions the query's layout and this kit's layout share */
  sharedMarkers: number
  /** the shortest segment the overlap lets the marker threshold see (cM) */
  detectableMinCm: number
  /** false when the layouts share fewer than RELIABLE_DEGREE_MARKERS: trust only a first-degree call */
  degreeReliable: boolean
}

export interface LayoutQueryResult {
  matches: LayoutMatch[]
  shards: { layoutId: string; kits: number; sharedMarkers: number; status: 'scanned' | 'too-few-shared-markers'; wallMillis: number; screenPassed: number; fullScans: number }[]
  /** kits compared (in scanned shards) */
  compared: number
  wallMillis: number
  xChromosome: QueryResult['xChromosome']
}

export interface KitForIndex {
  id: string
  /** the kit, or its genotype planes (planes.ts) on the same layout */
  kit?: PackedKit
  planes?: GenotypePlanes
  layout: KitLayout
}


/** the overlap of a query layout Q with a stored layout L */
interface Overlap {
  key: string
  /** ia: index in Q, ib: index in L, swap: 1 where L's a1 is Q's a2 */
  map: LayoutPairMap
  autosomal: number
  /** the comparison's panel (Q's positions of the shared markers), made when a kit passes */
  panel?: MatchPanel
  /** the screen's windows on the overlap (made here once rather than by every scan thread) */
  screen?: SharedScreenLayout
  /** the query's planes restricted to the overlap, as the scan thread made them (this query only) */
  restricted?: { query: string; planes: GenotypePlanes }
}

interface OpenShard {
  id: string
  manifest: MatchIndexManifest
  ids: string[]
  /** the layout's columns the overlaps read (from the shard's prepared file) */
  layout: FrameLayout
  panel: MatchPanel
  /** L's own screen layout (derived on first use) */
  readonly screen: ScreenLayout
  data: ScreenShard
  fd: number
  /** scratch planes of one stored kit (L's markers) */
  kit: GenotypePlanes
  /** L's autosomal markers */
  autosomal: number
  /** L's slots in the index's position frame, as stored with the shard */
  frame?: FrameSlots
  /** the cM of L's screen bins' ends */
  bins: BinCm
  prepared: PreparedShard
  /** L's slots and alleles in shared memory for the scan threads, in the frame they were read from */
  onFrame?: { frame: PositionFrame; data: ShardOnFrame }
}

/** the query layout's markers by frame slot, alleles and autosomes in shared memory (QueryOnFrame) */
type QueryLayoutOnFrame = Omit<QueryOnFrame, 'key' | 'lo' | 'hi'>

const layoutFile = (dir: string, id: string) => path.join(dir, 'layouts', `${id}.xgl`)
const kitsDir = (dir: string, l: string) => path.join(dir, 'kits', l)
const manifestFile = (dir: string) => path.join(dir, 'index.json')
const frameFile = (dir: string) => path.join(dir, 'frame.bin')
/** kits a screen request covers at most (requests balance over the workers) */
const REQUEST_KITS = 1024
const OVERLAP_CACHE_MAX = 256

/** keeps value under key in a cache of at most OVERLAP_CACHE_MAX entries (the oldest goes first) */
function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= OVERLAP_CACHE_MAX) cache.delete(cache.keys().next().value as string)
  cache.set(key, value)
  return value
}

/** a itself when already in shared memory, else a shared copy */
function sharedView<T extends Uint8Array | Int32Array | Float64Array>(a: T): T {
  return a.buffer instanceof SharedArrayBuffer ? a : sharedCopy(a)
}

/** kit planes on L -> planes on the pair's shared markers in Q's orientation */
function restrictPlanes(planes: GenotypePlanes, idx: Int32Array, swap: Uint8Array | undefined): GenotypePlanes {
  const out = createPlanes(idx.length)
  restrictRange(planes, idx, swap, out, 0, idx.length)
  return out
}

/** the overlap's panel: Q's positions of the shared markers, their cM taken from L's panel
 * (the same positions on the same map: what createMatchPanel computes, without interpolating).
 * A first query on a layout makes one for nearly every layout (~200,000 markers each), and the
 * comparator reads a marker's cM and position only at a segment's ends: the panel reads them
 * through the map (posAt, cmAt) and makes its arrays only if they are read whole. */
function overlapPanel(q: FrameLayout, l: OpenShard, map: LayoutPairMap): MatchPanel {
  const n = map.ia.length
  const mapped = new Set(l.panel.autosomes.map(a => a.chrom))
  const { ia, ib } = map
  const qChrom = q.chrom
  const lCm = l.panel.cm
  const autosomes: AutosomeRange[] = []
  let i = 0
  while (i < n) {
    const c = qChrom[ia[i]]
    let j = i + 1
    while (j < n && qChrom[ia[j]] === c) j++
    if (isAutosome(c) && mapped.has(c)) autosomes.push({ chrom: c, start: i, end: j, startCm: lCm[ib[i]], endCm: lCm[ib[j - 1]] })
    i = j
  }
  const genomeCm = autosomes.reduce((s, a) => s + (a.endCm - a.startCm), 0)
  const id = `${q.id}~${l.id}`
  const qPos = q.pos
  let pos: Int32Array | undefined
  let cm: Float64Array | undefined
  return {
    panelId: id,
    panelChecksum: id,
    markerCount: n,
    words: (n + 31) >>> 5,
    get pos() {
      if (!pos) {
        pos = new Int32Array(n)
        for (let k = 0; k < n; k++) pos[k] = qPos[ia[k]]
      }
      return pos
    },
    get cm() {
      if (!cm) {
        // NaN off the mapped autosomes, as createMatchPanel gives
        cm = new Float64Array(n).fill(NaN)
        for (const a of autosomes) for (let k = a.start; k < a.end; k++) cm[k] = lCm[ib[k]]
      }
      return cm
    },
    posAt: k => qPos[ia[k]],
    cmAt: k => lCm[ib[k]],
    autosomes,
    genomeCm
  }
}

export class LayoutMatchIndex {
  private readonly shards = new Map<string, OpenShard>()
  private readonly layouts = new Map<string, KitLayout>()
  private readonly overlaps = new Map<string, Overlap>()
  /** every layout's markers on the union of positions: overlaps without merging (position-frame.ts);
   * read from frame.bin when first needed, the stored layouts' slots taken from their shards */
  private frameInMemory: PositionFrame | undefined
  private readonly comparators = new Map<string, PairComparator>()
  private readonly predictors = new Map<string, ReturnType<typeof createRelationshipPredictor>>()
  private pool: WorkerPool<ScreenBatch, ScreenBatchResponse> | undefined
  private local: ScreenScanner | undefined
  private generation = 0
  private queries = 0
  private readonly threads: number
  private queryFrame: { frame: PositionFrame; slots: Int32Array; size: number; key: string; data: QueryLayoutOnFrame } | undefined
  private mapRead: Map<number, ChromosomeMap> | undefined

  /** geneticMap: the map, or how to read it (read only when a layout's panel is made: adding kits, a shard without its prepared file) */
  constructor(readonly dir: string, private readonly geneticMapSource: Map<number, ChromosomeMap> | (() => Map<number, ChromosomeMap>), options: OpenOptions = {}) {
    this.threads = Math.max(0, options.threads ?? (os.availableParallelism?.() ?? os.cpus().length))
    this.checkFormat()
  }

  /** reads the format of the directory; format 1 (a shard per layout pair) is migrated */
  private checkFormat(): void {
    const f = manifestFile(this.dir)
    if (fs.existsSync(f)) {
      const m = JSON.parse(fs.readFileSync(f, 'utf8')) as { format?: string; version?: number }
      if (m.format !== LAYOUT_INDEX_FORMAT || m.version !== LAYOUT_INDEX_VERSION) throw new Error(`${this.dir}: relatives index format ${m.format} v${m.version}, this engine reads ${LAYOUT_INDEX_FORMAT} v${LAYOUT_INDEX_VERSION}; rebuild it`)
      return
    }
    const pairs = path.join(this.dir, 'pairs')
    if (fs.existsSync(pairs)) {
      // format 1: each layout's own shard pairs/L/L holds its kits whole; the others are copies
      fs.mkdirSync(path.join(this.dir, 'kits'), { recursive: true })
      for (const q of fs.readdirSync(pairs)) {
        const own = path.join(pairs, q, q)
        if (fs.existsSync(path.join(own, 'index.json')) && !fs.existsSync(kitsDir(this.dir, q))) fs.renameSync(own, kitsDir(this.dir, q))
      }
      this.writeFormat()
      fs.rmSync(pairs, { recursive: true, force: true })
    } else if (fs.existsSync(path.join(this.dir, 'layouts')) || fs.existsSync(path.join(this.dir, 'kits'))) {
      this.writeFormat()
    }
  }

  private writeFormat(): void {
    fs.mkdirSync(this.dir, { recursive: true })
    writeFileAtomic(manifestFile(this.dir), JSON.stringify({ format: LAYOUT_INDEX_FORMAT, version: LAYOUT_INDEX_VERSION }, null, 2) + '\n')
  }

  /** layouts that have kits in the index */
  layoutIds(): string[] {
    const d = path.join(this.dir, 'kits')
    return fs.existsSync(d) ? fs.readdirSync(d).filter(l => fs.existsSync(path.join(d, l, 'index.json'))).sort() : []
  }

  layout(id: string): KitLayout {
    let l = this.layouts.get(id)
    if (!l) {
      l = deserializeLayout(fs.readFileSync(layoutFile(this.dir, id)))
      this.layouts.set(id, l)
    }
    return l
  }

  /** the layout's own panel (all its markers) */
  private ownPanel(l: KitLayout): MatchPanel {
    const src = this.geneticMapSource
    this.mapRead ??= typeof src === 'function' ? src() : src
    return createMatchPanel(l, this.mapRead)
  }

  /** stores a layout, merging alleles with a stored copy (a new layout costs this file only) */
  private ensureLayout(layout: KitLayout): KitLayout {
    if (!fs.existsSync(manifestFile(this.dir))) this.writeFormat()
    fs.mkdirSync(path.join(this.dir, 'layouts'), { recursive: true })
    const file = layoutFile(this.dir, layout.id)
    const stored = fs.existsSync(file) ? this.layout(layout.id) : undefined
    const merged = stored ? absorbAlleles(stored, layout) : layout
    if (!stored || stored.allelesKnown !== merged.allelesKnown) {
      // the index's own copy: fast compression (written again whenever alleles are learned)
      fs.writeFileSync(file, serializeLayout(merged, { level: 1 }))
      this.layouts.set(merged.id, merged)
    }
    return merged
  }

  /** adds kits (any layouts), each to its own layout's shard */
  add(kits: readonly KitForIndex[]): number {
    const groups = new Map<string, KitForIndex[]>()
    for (const k of kits) {
      if (k.kit && k.kit.panelId !== k.layout.id) throw new Error(`kit ${k.id} is on ${k.kit.panelId}, not on layout ${k.layout.id}`)
      if ((k.kit?.markerCount ?? k.planes?.markerCount) !== k.layout.size) throw new Error(`kit ${k.id} does not have the ${k.layout.size} markers of layout ${k.layout.id}`)
      const g = groups.get(k.layout.id)
      if (g) g.push(k)
      else groups.set(k.layout.id, [k])
    }
    // the stored layouts first, and their slots in the stored frame (one read and at most one
    // write of frame.bin for all of them)
    const stored = [...groups.values()].map(g => {
      let layout = g[0].layout
      for (const k of g.slice(1)) if (k.layout !== layout) layout = absorbAlleles(layout, k.layout)
      return this.ensureLayout(layout)
    })
    if (!stored.length) return 0
    const frame = this.readStoredFrame()
    const slots = stored.map(l => frame.slots(l))
    const state = this.sealStoredFrame(frame)
    // this process's frame does not know the state just stored: read it again when next needed
    this.frameInMemory = undefined
    let added = 0
    ;[...groups.values()].forEach((g, x) => {
      const layout = stored[x]
      // a kit coded on a copy of the layout that learned alleles in another order is moved into
      // the stored layout's frame (files analysed without a shared layout store)
      const planes = g.map(k => {
        const own = k.planes ?? planesFromPackedKit(k.kit!)
        if (sameAlleles(layout, k.layout)) return own
        const kit = k.kit ?? packedKitFromPlanes(own, k.layout)
        return planesFromPackedKit(projectKit(kit, layoutPairMap(layout, k.layout), layout))
      })
      const d = kitsDir(this.dir, layout.id)
      const panel = this.ownPanel(layout)
      if (!fs.existsSync(path.join(d, 'index.json'))) createMatchIndex(d, panel, createScreenLayout(panel))
      added += appendKits(d, panel, g.map((k, i) => ({ id: k.id, planes: planes[i] })))
      // what a query process needs to open the shard, made now rather than by every query
      const at = slots[x]
      writePreparedShard(d, layoutFile(this.dir, layout.id), layout, panel, readScreenLayout(d, panel), at ? { slots: at, ...state } : undefined)
      // an opened shard holds a snapshot: reopen it on its next query
      this.invalidate(layout.id)
    })
    return added
  }

  remove(ids: readonly string[]): number {
    let n = 0
    for (const l of this.layoutIds()) {
      const k = removeKits(kitsDir(this.dir, l), ids)
      if (k) this.invalidate(l)
      n += k
    }
    return n
  }

  private invalidate(id: string): void {
    const s = this.shards.get(id)
    if (!s) return
    this.shards.delete(id)
    fs.closeSync(s.fd)
    s.prepared.close()
  }

  /** a layout's shard, opened: screen words in shared memory, genotype file open */
  private shard(id: string): OpenShard {
    let s = this.shards.get(id)
    if (s) return s
    const d = kitsDir(this.dir, id)
    const m = readMatchIndexManifest(d)
    const p = this.prepared(id, d, m)
    const { panel } = p
    if (m.panelId !== panel.panelId || m.markerCount !== panel.markerCount) throw new Error(`${d} was built on ${m.panelId}, not on layout ${id}`)
    const ids = fs.readFileSync(path.join(d, 'kits.tsv'), 'utf8').split('\n').slice(0, m.kitCount)
    if (ids.length !== m.kitCount) throw new Error(`${d}: kits.tsv lists ${ids.length} kits, index.json ${m.kitCount}`)
    const ints = m.screen.words * 2
    const chunks = readScreenChunks(path.join(d, 'screen.bin'), m.kitCount, ints, d)
    const removed = sharedCopy(new Uint8Array(m.kitCount))
    for (const line of fs.readFileSync(path.join(d, 'removed.tsv'), 'utf8').split('\n')) {
      const n = Number(line)
      if (line && Number.isInteger(n) && n >= 0 && n < m.kitCount) removed[n] = 1
    }
    const data: ScreenShard = {
      key: `${id}#${++this.generation}`,
      screenChunks: chunks,
      kitsPerChunk: KITS_PER_CHUNK,
      kitCount: m.kitCount,
      removed,
      markerCount: m.markerCount,
      // the bins are views of the prepared file's shared memory (copied only when rebuilt from the
      // layout); read from the file, the scan threads derive the screen layout from them
      ...(p.screenBase ? { base: p.screenBase } : { own: shareScreenLayout(p.screen, sharedCopy) })
    }
    s = {
      id,
      manifest: m,
      ids,
      layout: p.layout,
      panel,
      get screen() {
        return p.screen
      },
      bins: p.bins,
      data,
      fd: fs.openSync(path.join(d, 'full.bin'), 'r'),
      kit: createPlanes(panel.markerCount),
      autosomal: p.autosomal,
      frame: p.frame,
      prepared: p
    }
    if (p.frame) this.frameInMemory?.adopt(id, p.frame.slots, p.frame.token, p.frame.size)
    this.shards.set(id, s)
    return s
  }

  /**
   * The shard's layout columns, panel and screen layout from its prepared file; when that is
   * absent, of another version, damaged or stale (an index written before it existed, a layout
   * that learned alleles), rebuilt from the layout and written again
   */
  private prepared(id: string, d: string, m: MatchIndexManifest): PreparedShard {
    const file = layoutFile(this.dir, id)
    const read = readPreparedShard(d, file, { layoutId: id, markerCount: m.markerCount, screenWords: m.screen.words }, () => {
      const l = this.layout(id)
      return { layout: l, panel: this.ownPanel(l) }
    })
    if (read) return read
    const l = this.layout(id)
    const panel = this.ownPanel(l)
    if (m.panelId !== panel.panelId || m.markerCount !== panel.markerCount) throw new Error(`${d} was built on ${m.panelId}, not on layout ${id}`)
    const screen = readScreenLayout(d, panel)
    try {
      writePreparedShard(d, file, l, panel, screen, this.storedFrameSlots(l))
    } catch {
      // a read-only index is still queried, rebuilding this in every process
    }
    return { layout: l, panel, screen, bins: binCmOf(panel.cm, screen.binFirst, screen.binLast), autosomal: autosomalMarkers(l), shared: false, close: () => undefined }
  }

  /** the index's frame as stored (a fresh one when frame.bin is absent or damaged) */
  private readStoredFrame(): PositionFrame {
    const f = frameFile(this.dir)
    if (!fs.existsSync(f)) return new PositionFrame()
    try {
      return PositionFrame.fromBytes(fs.readFileSync(f))
    } catch {
      // a new chain of states: no stored slots made against the damaged one are taken
      return new PositionFrame()
    }
  }

  /**
   * The layout's slots in the stored frame, which it joins (frame.bin is written again when the
   * layout brings positions it lacks); undefined when the layout is not strictly sorted
   */
  private storedFrameSlots(layout: FrameLayout): FrameSlots | undefined {
    const frame = this.readStoredFrame()
    const slots = frame.slots(layout)
    return slots && { slots, ...this.sealStoredFrame(frame) }
  }

  /** names the frame's current state, writing frame.bin when slots were added since it was read */
  private sealStoredFrame(frame: PositionFrame): { token: string; size: number } {
    const known = frame.tokens[frame.tokens.length - 1]
    if (known && known[1] === frame.size) return { token: known[0], size: frame.size }
    const token = frame.seal(`${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`)
    writeFileAtomic(frameFile(this.dir), frame.toBytes())
    return { token, size: frame.size }
  }

  /** the frame of this process: the stored one, with the opened shards' stored slots */
  private get frame(): PositionFrame {
    if (!this.frameInMemory) {
      this.frameInMemory = this.readStoredFrame()
      for (const s of this.shards.values()) if (s.frame) this.frameInMemory.adopt(s.id, s.frame.slots, s.frame.token, s.frame.size)
    }
    return this.frameInMemory
  }

  private overlapKey(q: FrameLayout, l: OpenShard): string {
    return `${q.id}|${l.id}|${q.allelesKnown}|${l.layout.allelesKnown}`
  }

  /** share: in shared memory (the workers project the query through it) */
  private overlap(q: FrameLayout, l: OpenShard, share = true): Overlap {
    const lay = l.layout
    const key = this.overlapKey(q, l)
    let o = this.overlaps.get(key)
    if (!o) {
      let map = this.frame.pairMap(q, lay, share ? sharedMemory : undefined)
      if (!map) {
        const m = layoutPairMap(this.layout(q.id), this.layout(l.id))
        map = { ...m, ia: sharedCopy(m.ia), ib: sharedCopy(m.ib), swap: sharedCopy(m.swap) }
      }
      o = remember(this.overlaps, key, { key, map, autosomal: map.autosomal })
    }
    return o
  }

  /**
   * L's frame slots, alleles and screen bins' cM in shared memory, for the scan threads to work
   * out the overlap of a query layout with L (the prepared file's own shared views when L's
   * stored slots are in the frame read); undefined when L has no slots (not strictly sorted)
   */
  private shardOnFrame(s: OpenShard): ShardOnFrame | undefined {
    const frame = this.frame
    if (s.onFrame?.frame === frame) return s.onFrame.data
    const slots = frame.slots(s.layout)
    if (!slots) return undefined
    const data = { slots: sharedView(slots), allele1: sharedView(s.layout.allele1), allele2: sharedView(s.layout.allele2), bins: { first: sharedView(s.bins.first), last: sharedView(s.bins.last) } }
    s.onFrame = { frame, data }
    return data
  }

  /**
   * The query layout read through the frame; undefined when Q has no slots. A layout that joins
   * the frame later (in memory) takes new slot numbers only, positions Q does not have, which
   * markerAt does not reach (the scan threads read them as -1)
   */
  private queryOnFrame(q: FrameLayout): QueryLayoutOnFrame | undefined {
    const frame = this.frame
    const slots = frame.slots(q)
    if (!slots) return undefined
    const key = `${q.id}|${q.allelesKnown}`
    const hit = this.queryFrame
    if (hit && hit.frame === frame && hit.slots === slots && hit.size === frame.size && hit.key === key) return hit.data
    const markerAt = new Int32Array(new SharedArrayBuffer(4 * frame.size)).fill(-1)
    for (let i = 0; i < slots.length; i++) markerAt[slots[i]] = i
    const chrom = q.chrom
    const autosome = new Uint8Array(new SharedArrayBuffer(q.size))
    for (let i = 0; i < q.size; i++) autosome[i] = isAutosome(chrom[i]) ? 1 : 0
    const data = { markerAt, allele1: sharedView(q.allele1), allele2: sharedView(q.allele2), autosome, minAutosomal: MIN_SHARED_MARKERS, layoutKey: key }
    this.queryFrame = { frame, slots, size: frame.size, key, data }
    return data
  }

  /** the overlap as a scan thread found it (a kit passed in its range), kept as overlap() keeps its own */
  private frameOverlap(q: FrameLayout, l: OpenShard, results: ScreenResponse[], token: string): Overlap | undefined {
    const key = this.overlapKey(q, l)
    const hit = this.overlaps.get(key)
    if (hit) return hit
    const r = results.find(x => x.map)
    if (!r) return undefined
    const { ia, ib, swap, alleleConflicts } = r.map!
    const { lo, hi } = r.map!
    return remember(this.overlaps, key, { key, map: { aId: q.id, bId: l.id, ia, ib, swap, alleleConflicts, autosomal: r.sharedAutosomal! }, autosomal: r.sharedAutosomal!, restricted: { query: token, planes: { markerCount: ia.length, lo, hi } } })
  }

  private scanners(): { pool?: WorkerPool<ScreenBatch, ScreenBatchResponse>; local?: ScreenScanner } {
    if (this.threads === 0) return { local: (this.local ??= new ScreenScanner()) }
    this.pool ??= new WorkerPool<ScreenBatch, ScreenBatchResponse>(Array.from({ length: this.threads }, () => startWorker(__dirname, 'layout-scan-worker', undefined)))
    return { pool: this.pool }
  }

  /** opens the shards and starts the workers now rather than on the first query */
  async warmUp(_layoutId?: string): Promise<void> {
    for (const id of this.layoutIds()) this.shard(id)
    const { pool } = this.scanners()
    if (pool) {
      const s = this.shards.values().next().value as OpenShard | undefined
      if (s) await Promise.all(pool.workers.map((_, w) => pool.run({ items: [{ shard: s.data, screen: new Int32Array(s.screen.words * 2), from: 0, to: 0 }] }, w)))
    }
  }

  /** the ids of every kit in the index (each layout's shard, removed kits left out) */
  kitIds(): string[] {
    return this.layoutIds().flatMap(id => indexedKitIds(kitsDir(this.dir, id)))
  }

  get kitCount(): number {
    return this.layoutIds().reduce((s, id) => s + readMatchIndexManifest(kitsDir(this.dir, id)).kitCount, 0)
  }

  /** bytes of screen data the opened shards hold in memory (every kit once) */
  get screenBytes(): number {
    let b = 0
    for (const s of this.shards.values()) b += s.manifest.kitCount * s.manifest.screen.words * 8
    return b
  }

  private comparator(panel: MatchPanel, params: Partial<SegmentParams>): PairComparator {
    const key = `${panel.panelId}|${JSON.stringify(params)}`
    const c = this.comparators.get(key)
    return c ?? remember(this.comparators, key, createComparator(panel, params))
  }

  /** reads a stored kit's planes into s.kit: all words, or only those of the chromosomes in `mask` */
  private readKit(s: OpenShard, ordinal: number, mask: number): void {
    readKitPlanes(s.fd, s.panel, s.kit, ordinal, mask)
  }

  /** compares one kit (any layout; a layout new to the index is stored first) with every kit */
  async query(kit: PackedKit, layout: KitLayout, options: QueryOptions = {}): Promise<LayoutQueryResult> {
    const t0 = performance.now()
    const ids = this.layoutIds()
    // the index's copy of the query's layout: the caller's own when it knows the same alleles
    // (read from the shard's prepared file: the layout file is not inflated)
    let q: KitLayout
    if (ids.includes(layout.id)) {
      const own = this.shard(layout.id).layout
      q = own.allelesKnown === layout.allelesKnown && sameAlleles(own, layout) ? layout : this.layout(layout.id)
    } else q = this.ensureLayout(layout)
    const params = { ...DEFAULT_SEGMENT_PARAMS, ...options.segmentParams }
    const segmentParams = options.segmentParams ?? {}
    const includeSegments = options.includeSegments ?? true
    // a kit coded on a copy of its layout that learned alleles in another order than the index's
    // copy is moved into the index's frame first, as add() does (else some genotypes read flipped)
    const planes = sameAlleles(q, layout) ? planesFromPackedKit(kit) : planesFromPackedKit(projectKit(kit, layoutPairMap(q, layout), q))
    // the query's planes in shared memory, projected onto each other layout by the scanners
    const token = `${process.pid}.${++this.queries}`
    const qShared = { lo: sharedCopy(planes.lo), hi: sharedCopy(planes.hi) }
    const shards: LayoutQueryResult['shards'] = []
    // own: a query on the shard's own layout; o: the overlap made here (a layout without frame
    // slots), else the scan threads work it out through the frame and it is made here only for a
    // layout with a kit that passed
    const jobs: { s: OpenShard; own: boolean; o?: Overlap; t: number; results: ScreenResponse[]; batches: Promise<void>[] }[] = []
    const { pool, local } = this.scanners()
    // 1. the screen of every layout's kits, all layouts at once on the workers: ranges of about
    // `step` kits, gathered into batches of about `step` kits (a message per small shard cost
    // more than its screen), each batch sent as soon as it is full
    // the shards are opened one by one, each one's kits sent as it opens: the workers screen
    // while the index's thread reads the next shards' prepared files
    const onFrame = this.queryOnFrame(q)
    const qFrame: QueryOnFrame | undefined = onFrame && { key: token, lo: qShared.lo, hi: qShared.hi, ...onFrame }
    const kitCounts = ids.map(id => (this.shards.get(id)?.manifest ?? readMatchIndexManifest(kitsDir(this.dir, id))).kitCount)
    const total = kitCounts.reduce((a, n) => a + n, 0)
    const threads = pool?.size ?? 1
    const step = pool ? Math.max(1, Math.min(REQUEST_KITS, Math.ceil(total / (threads * 4)))) : Infinity
    // each layout's ranges are meant for one scan thread, the same for every query while the
    // layouts and their kit counts stay (layouts dealt to the least loaded thread in order): the
    // thread keeps the overlaps and windows of the last query layout, so a server's next query
    // on that layout finds them there; a thread without work left takes another's ranges
    const threadOf = new Map<string, number>()
    {
      const load = new Array<number>(threads).fill(0)
      ids.forEach((id, x) => {
        const w = load.indexOf(Math.min(...load))
        threadOf.set(id, w)
        load[w] += kitCounts[x]
      })
    }
    const batches: { job: number; req: ScreenRequest }[][] = Array.from({ length: threads }, () => [])
    const batchKits = new Array<number>(threads).fill(0)
    const send = (w: number) => {
      if (!batches[w].length) return
      const items = batches[w]
      batches[w] = []
      batchKits[w] = 0
      const put = (r: ScreenBatchResponse) => items.forEach((x, k) => jobs[x.job].results.push(r.results[k]))
      const done = pool ? pool.run({ items: items.map(x => x.req) }, w).then(put) : Promise.resolve(put(local!.scanBatch({ items: items.map(x => x.req) })))
      // awaited layout by layout below: a failure is reported there, not as an unhandled rejection meanwhile
      done.catch(() => undefined)
      for (const job of new Set(items.map(x => x.job))) jobs[job].batches.push(done)
    }
    for (const id of ids) {
      const t = performance.now()
      const s = this.shard(id)
      let o: Overlap | undefined
      let screen: Int32Array | undefined
      let query: QueryOnOverlap | undefined
      const sFrame = onFrame && id !== q.id ? this.shardOnFrame(s) : undefined
      if (id === q.id) screen = encodeScreen(s.screen, planes)
      else if (!sFrame) {
        o = this.overlap(q, s)
        if (o.autosomal < MIN_SHARED_MARKERS) {
          shards.push({ layoutId: id, kits: s.manifest.kitCount, sharedMarkers: o.autosomal, status: 'too-few-shared-markers', wallMillis: performance.now() - t, screenPassed: 0, fullScans: 0 })
          continue
        }
        query = { key: token, lo: qShared.lo, hi: qShared.hi, ia: o.map.ia, ib: o.map.ib, swap: o.map.swap }
        o.screen ??= shareScreenLayout(finishLayout(s.bins, s.screen.params, s.screen.markers, s.screen.binFirst, s.screen.binLast, s.screen.wordChrom, { binMarkers: overlapBins(s.screen.binFirst, s.screen.binLast, o.map.ib), slotOfWord: s.screen.slotOfWord }), sharedCopy)
      }
      const job = jobs.length
      const n = s.manifest.kitCount
      const own = id === q.id
      jobs.push({ s, own, o, t: 0, results: [], batches: [] })
      const viaFrame = !own && !o
      const overlapKey = viaFrame ? this.overlapKey(q, s) : o?.key
      const w = threadOf.get(id)!
      for (let from = 0; from < n; from += step) {
        const to = Math.min(n, from + step)
        batches[w].push({ job, req: viaFrame ? { shard: s.data, overlapKey, onFrame: qFrame, frame: sFrame, from, to } : { shard: s.data, overlapKey, overlapLayout: o?.screen, screen, query, from, to } })
        batchKits[w] += to - from
        if (batchKits[w] >= step) send(w)
      }
      jobs[job].t = performance.now() - t
    }
    for (let w = 0; w < threads; w++) send(w)
    // 2. the kits that passed, compared on the markers both layouts share (the overlap's panel,
    // comparator and the query restricted to it are made only for a layout with such kits)
    const exclude = new Set(options.exclude ?? [])
    const matches: LayoutMatch[] = []
    let compared = 0
    for (const { s, own, o: made, t: setup, results, batches } of jobs) {
      // a layout's kits are compared as soon as its screen is back, while the workers screen the next
      await Promise.all(batches)
      const t = performance.now()
      let o = made
      let autosomal = own ? s.autosomal : o ? o.autosomal : (results[0]?.sharedAutosomal ?? this.overlap(q, s, false).autosomal)
      if (autosomal < MIN_SHARED_MARKERS) {
        const screenMillis = results.reduce((a, r) => a + r.millis, 0)
        shards.push({ layoutId: s.id, kits: s.manifest.kitCount, sharedMarkers: autosomal, status: 'too-few-shared-markers', wallMillis: setup + screenMillis + performance.now() - t, screenPassed: 0, fullScans: 0 })
        continue
      }
      let screenPassed = 0
      let fullScans = 0
      const found: RelativeMatch[] = []
      let panel: MatchPanel | undefined
      let qPlanes: GenotypePlanes | undefined
      let other: GenotypePlanes | undefined
      let compare: PairComparator | undefined
      for (const r of results) {
        for (let x = 0; x < r.passed.length; x += 2) {
          const ordinal = r.passed[x]
          const mask = r.passed[x + 1]
          screenPassed++
          if (!panel) {
            if (!own) {
              o ??= this.frameOverlap(q, s, results, token) ?? this.overlap(q, s, false)
              autosomal = o.autosomal
              panel = o.panel ??= overlapPanel(q, s, o.map)
              qPlanes = o.restricted?.query === token ? o.restricted.planes : restrictPlanes(planes, o.map.ia, undefined)
              o.restricted = undefined
              other = createPlanes(panel.markerCount)
            } else {
              panel = s.panel
              qPlanes = planes
              other = s.kit
            }
            compare = this.comparator(panel, segmentParams)
          }
          this.readKit(s, ordinal, mask)
          if (o) {
            other!.lo.fill(0)
            other!.hi.fill(0)
            for (const chr of panel.autosomes) if (mask & (1 << chr.chrom)) restrictRange(s.kit, o.map.ib, o.map.swap, other!, chr.start, chr.end)
          }
          let c = compare!(qPlanes!, other!, mask)
          if (c.segmentCount === 0) continue
          fullScans++
          this.readKit(s, ordinal, 0)
          if (o) {
            other!.lo.fill(0)
            other!.hi.fill(0)
            restrictRange(s.kit, o.map.ib, o.map.swap, other!, 0, o.map.ib.length)
          }
          c = compare!(qPlanes!, other!)
          const kitId = s.ids[ordinal]
          if (exclude.has(kitId)) continue
          const pkey = `${panel.genomeCm}|${params.minCm}`
          let predict = this.predictors.get(pkey)
          if (!predict) this.predictors.set(pkey, (predict = createRelationshipPredictor({ genomeCm: panel.genomeCm, chromosomes: panel.autosomes.length, minCm: params.minCm })))
          found.push({ kitId, totalCm: c.totalCm, segmentCount: c.segmentCount, largestCm: c.largestCm, fullCm: c.fullCm, fullFraction: c.fullFraction, comparedMarkers: c.comparedMarkers, segments: includeSegments ? c.segments : [], relationship: predict(c)! })
        }
      }
      if (found.length) {
        const detect = detectableMinCm(autosomal / panel!.genomeCm, params)
        for (const m of found) matches.push({ ...m, layoutId: s.id, sharedMarkers: autosomal, detectableMinCm: detect, degreeReliable: autosomal >= RELIABLE_DEGREE_MARKERS })
      }
      compared += s.manifest.kitCount
      const screenMillis = results.reduce((a, r) => a + r.millis, 0)
      shards.push({ layoutId: s.id, kits: s.manifest.kitCount, sharedMarkers: autosomal, status: 'scanned', wallMillis: setup + screenMillis + performance.now() - t, screenPassed, fullScans })
    }
    matches.sort((a, b) => b.totalCm - a.totalCm || b.largestCm - a.largestCm || (a.kitId < b.kitId ? -1 : 1))
    shards.sort((a, b) => (a.layoutId < b.layoutId ? -1 : a.layoutId > b.layoutId ? 1 : 0))
    return {
      matches: options.limit !== undefined ? matches.slice(0, options.limit) : matches,
      shards,
      compared,
      wallMillis: performance.now() - t0,
      xChromosome: X_CHROMOSOME_STATUS
    }
  }

  async close(): Promise<void> {
    for (const id of [...this.shards.keys()]) this.invalidate(id)
    await this.pool?.close()
    this.pool = undefined
    this.local = undefined
  }
}
