import * as fs from 'fs'
import * as path from 'path'
import { isAutosome } from '../core/chromosome'
import type { PackedKit } from '../core/packed'
import type { MarkerPanel } from '../core/panel'
import { absorbAlleles, deserializeLayout, KitLayout, sameAlleles, serializeLayout } from '../layout/layout'
import type { ChromosomeMap } from '../reference/readers'
import { detectableMinCm, LayoutPairMap, layoutPairMap, MIN_SHARED_MARKERS, projectKit, RELIABLE_DEGREE_MARKERS } from './cross-layout'
import { appendKits, createMatchIndex, indexedKitIds, KitToIndex, MatchIndex, OpenOptions, QueryOptions, QueryResult, readIndexedKits, RelativeMatch, removeKits } from './match-index'
import { createMatchPanel, MatchPanel, X_CHROMOSOME_STATUS } from './match-panel'
import { GenotypePlanes, packedKitFromPlanes, planesFromPackedKit } from './planes'
import { createScreenLayout } from './screen'
import { DEFAULT_SEGMENT_PARAMS } from './segments'

/**
 * One-to-many matching over kits of mixed layouts (chips).
 *
 * For every ordered pair of layouts (Q, L) that share at least MIN_SHARED_MARKERS autosomal
 * positions, the index keeps a shard `pairs/<Q>/<L>/` (match-index.ts) of the kits of layout L
 * restricted to the positions Q and L share, in Q's allele orientation: the cached layout-pair
 * map made permanent. A query kit on Q scans the shards of row Q only, each on exactly the
 * markers both chips carry, so the screen's pivots are markers the query has and one-to-many
 * speed does not fall with the overlap. The shard (L, L) is a layout's own full kits; a new
 * layout's row is filled from them. Storage grows with the number of layouts a kit shares
 * enough markers with (each kit is kept once per such layout, restricted to the shared part).
 *
 * Pairs below the minimum have no shard and are reported per query as 'too-few-shared-markers'
 * (never as "no relatives"). The segment thresholds count markers called in both kits, so they
 * keep their meaning on a partial overlap; `detectableMinCm` says what the overlap could show.
 * Screens are chosen without allele frequencies (markers spread evenly through each bin).
 */
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

interface PairInfo {
  q: string
  l: string
  /** index in Q, in L, and swap flags of each shared marker (all chromosomes) */
  map: LayoutPairMap
  /** autosomal shared positions */
  autosomal: number
  panel: MarkerPanel
  match: MatchPanel
}

const layoutFile = (dir: string, id: string) => path.join(dir, 'layouts', `${id}.xgl`)
const pairDir = (dir: string, q: string, l: string) => path.join(dir, 'pairs', q, l)

/** kit planes on L -> planes on the pair's shared markers in Q's orientation */
function restrictPlanes(planes: GenotypePlanes, idx: Int32Array, swap: Uint8Array | undefined): GenotypePlanes {
  const n = idx.length
  const words = (n + 31) >>> 5
  const lo = new Int32Array(words)
  const hi = new Int32Array(words)
  for (let k = 0; k < n; k++) {
    const i = idx[k]
    const w = i >>> 5
    const b = i & 31
    const l = (planes.lo[w] >>> b) & 1
    let h = (planes.hi[w] >>> b) & 1
    // swapped alleles: a1/a1 (lo 1 hi 0) <-> a2/a2 (lo 1 hi 1); het and no-call unchanged
    if (swap && swap[k] && l) h ^= 1
    lo[k >>> 5] |= l << (k & 31)
    hi[k >>> 5] |= h << (k & 31)
  }
  return { markerCount: n, lo, hi }
}

export class LayoutMatchIndex {
  private readonly open = new Map<string, { index: MatchIndex; pair: PairInfo }>()
  private readonly layouts = new Map<string, KitLayout>()
  private readonly pairs = new Map<string, PairInfo | null>()

  constructor(readonly dir: string, private readonly geneticMap: Map<number, ChromosomeMap>, private readonly options: OpenOptions = {}) {}

  /** layouts that have kits in the index */
  layoutIds(): string[] {
    const d = path.join(this.dir, 'pairs')
    return fs.existsSync(d) ? fs.readdirSync(d).filter(q => fs.existsSync(path.join(d, q, q, 'index.json'))).sort() : []
  }

  layout(id: string): KitLayout {
    let l = this.layouts.get(id)
    if (!l) {
      l = deserializeLayout(fs.readFileSync(layoutFile(this.dir, id)))
      this.layouts.set(id, l)
    }
    return l
  }

  private pair(q: KitLayout, l: KitLayout): PairInfo | null {
    const key = `${q.id}|${l.id}`
    if (this.pairs.has(key)) return this.pairs.get(key)!
    let info: PairInfo | null = null
    const map = q.id === l.id ? undefined : layoutPairMap(q, l)
    let ia: Int32Array
    if (map) ia = map.ia
    else {
      ia = new Int32Array(q.size)
      for (let i = 0; i < q.size; i++) ia[i] = i
    }
    let autosomal = 0
    const chrom = new Uint8Array(ia.length)
    const pos = new Int32Array(ia.length)
    for (let k = 0; k < ia.length; k++) {
      const i = ia[k]
      chrom[k] = q.chrom[i]
      pos[k] = q.pos[i]
      if (isAutosome(chrom[k])) autosomal++
    }
    if (autosomal >= MIN_SHARED_MARKERS || q.id === l.id) {
      const panel: MarkerPanel = {
        id: q.id === l.id ? q.id : `${q.id}~${l.id}`,
        checksum: q.id === l.id ? q.id : `${q.id}~${l.id}`,
        size: ia.length,
        rsid: [],
        chrom,
        pos,
        a1: [],
        a2: [],
        source: new Uint8Array(ia.length),
        sources: []
      }
      info = { q: q.id, l: l.id, map: map ?? { aId: q.id, bId: l.id, ia, ib: ia, swap: new Uint8Array(ia.length), alleleConflicts: 0, autosomal }, autosomal, panel, match: createMatchPanel(panel, this.geneticMap) }
    }
    this.pairs.set(key, info)
    return info
  }

  private ensureShard(p: PairInfo): string {
    const d = pairDir(this.dir, p.q, p.l)
    if (!fs.existsSync(path.join(d, 'index.json'))) createMatchIndex(d, p.match, createScreenLayout(p.match))
    return d
  }

  /** stores a layout (merging alleles with a stored copy) and makes its row and column of pair shards */
  private ensureLayout(layout: KitLayout): KitLayout {
    fs.mkdirSync(path.join(this.dir, 'layouts'), { recursive: true })
    const file = layoutFile(this.dir, layout.id)
    const stored = fs.existsSync(file) ? this.layout(layout.id) : undefined
    const merged = stored ? absorbAlleles(stored, layout) : layout
    if (!stored || stored.allelesKnown !== merged.allelesKnown) {
      // the index's own copy: fast compression (written again whenever alleles are learned)
      fs.writeFileSync(file, serializeLayout(merged, { level: 1 }))
      this.layouts.set(merged.id, merged)
      // allele orientation of pairs may change when alleles are learned: recompute lazily
      for (const k of [...this.pairs.keys()]) if (k.includes(merged.id)) this.pairs.delete(k)
    }
    // the layout's row: every existing layout's kits, restricted to the shared markers (built
    // once per pair; afterwards add() keeps it current through the other layout's column)
    for (const other of this.layoutIds()) {
      if (other === merged.id) continue
      const p = this.pair(merged, this.layout(other))
      if (p && !fs.existsSync(path.join(pairDir(this.dir, p.q, p.l), 'index.json'))) this.buildRowShard(p)
    }
    return merged
  }

  /** the pair shard (q, l) filled with every kit of l's own shard */
  private buildRowShard(p: PairInfo): void {
    const d = this.ensureShard(p)
    const o = this.layout(p.l)
    const self = this.pair(o, o)!
    const batch: KitToIndex[] = []
    for (const k of readIndexedKits(pairDir(this.dir, p.l, p.l), self.match)) {
      batch.push({ id: k.id, planes: restrictPlanes(k.planes, p.map.ib, p.map.swap) })
      if (batch.length === 1000) appendKits(d, p.match, batch.splice(0))
    }
    if (batch.length) appendKits(d, p.match, batch)
  }

  /** every stored layout, with kits or not (a layout only queried from has a row and no kits) */
  private storedLayoutIds(): string[] {
    const d = path.join(this.dir, 'layouts')
    return fs.existsSync(d) ? fs.readdirSync(d).filter(f => f.endsWith('.xgl')).map(f => f.slice(0, -4)).sort() : []
  }

  /** adds kits (any layouts); a new layout gets its pair shards */
  add(kits: readonly KitForIndex[]): number {
    const groups = new Map<string, KitForIndex[]>()
    for (const k of kits) {
      if (k.kit && k.kit.panelId !== k.layout.id) throw new Error(`kit ${k.id} is on ${k.kit.panelId}, not on layout ${k.layout.id}`)
      if ((k.kit?.markerCount ?? k.planes?.markerCount) !== k.layout.size) throw new Error(`kit ${k.id} does not have the ${k.layout.size} markers of layout ${k.layout.id}`)
      const g = groups.get(k.layout.id)
      if (g) g.push(k)
      else groups.set(k.layout.id, [k])
    }
    let added = 0
    for (const g of groups.values()) {
      let layout = g[0].layout
      for (const k of g.slice(1)) if (k.layout !== layout) layout = absorbAlleles(layout, k.layout)
      const isNew = !this.layoutIds().includes(layout.id)
      layout = this.ensureLayout(layout)
      // a kit coded on a copy of the layout that learned alleles in another order is moved into
      // the stored layout's frame (files analysed without a shared layout store)
      const planes = g.map(k => {
        const own = k.planes ?? planesFromPackedKit(k.kit!)
        if (sameAlleles(layout, k.layout)) return own
        const kit = k.kit ?? packedKitFromPlanes(own, k.layout)
        return planesFromPackedKit(projectKit(kit, layoutPairMap(layout, k.layout), layout))
      })
      // the layout's own shard, then its column: every layout sharing enough markers
      const self = this.pair(layout, layout)!
      added += appendKits(this.ensureShard(self), self.match, g.map((k, i) => ({ id: k.id, planes: planes[i] })))
      // (the rows of layouts only queried from, holding no kits of their own, included: a matcher
      // shard is asked about kits on layouts it may not hold)
      for (const other of this.storedLayoutIds()) {
        if (other === layout.id) continue
        const p = this.pair(this.layout(other), layout)
        if (!p) continue
        // a pair shard not made yet is built whole from this layout's own shard (the new kits are in it already)
        if (!fs.existsSync(path.join(pairDir(this.dir, p.q, p.l), 'index.json'))) this.buildRowShard(p)
        else appendKits(this.ensureShard(p), p.match, g.map((k, i) => ({ id: k.id, planes: restrictPlanes(planes[i], p.map.ib, p.map.swap) })))
      }
      // opened shards hold a snapshot: reopen those that changed on their next query
      this.invalidate(k => k.endsWith(`|${layout.id}`) || (isNew && k.startsWith(`${layout.id}|`)))
    }
    return added
  }

  remove(ids: readonly string[]): number {
    let n = 0
    const pd = path.join(this.dir, 'pairs')
    if (!fs.existsSync(pd)) return 0
    for (const q of fs.readdirSync(pd)) {
      for (const l of fs.readdirSync(path.join(pd, q))) {
        const k = removeKits(pairDir(this.dir, q, l), ids)
        if (q === l) n += k
      }
    }
    return n
  }

  private invalidate(which: (key: string) => boolean): void {
    for (const [k, s] of [...this.open]) {
      if (!which(k)) continue
      this.open.delete(k)
      void s.index.close()
    }
  }

  private shard(p: PairInfo): MatchIndex {
    const key = `${p.q}|${p.l}`
    let s = this.open.get(key)
    if (!s) {
      s = { index: MatchIndex.open(pairDir(this.dir, p.q, p.l), p.match, this.options), pair: p }
      this.open.set(key, s)
    }
    return s.index
  }

  /** opens the shards a query from `layoutId` scans and starts their workers */
  async warmUp(layoutId?: string): Promise<void> {
    for (const q of layoutId ? [layoutId] : this.layoutIds()) {
      const ql = this.layout(q)
      for (const l of this.layoutIds()) {
        const p = this.pair(ql, this.layout(l))
        if (p && fs.existsSync(path.join(pairDir(this.dir, p.q, p.l), 'index.json'))) await this.shard(p).warmUp()
      }
    }
  }

  /** the ids of every kit in the index (each layout's own shard, removed kits left out) */
  kitIds(): string[] {
    return this.layoutIds().flatMap(id => indexedKitIds(pairDir(this.dir, id, id)))
  }

  get kitCount(): number {
    return this.layoutIds().reduce((s, id) => s + JSON.parse(fs.readFileSync(path.join(pairDir(this.dir, id, id), 'index.json'), 'utf8')).kitCount, 0)
  }

  /** compares one kit (any layout; a layout new to the index gets its row first) with every kit */
  async query(kit: PackedKit, layout: KitLayout, options: QueryOptions = {}): Promise<LayoutQueryResult> {
    const t0 = performance.now()
    const ids = this.layoutIds()
    const q = ids.includes(layout.id) ? this.layout(layout.id) : this.ensureLayout(layout)
    const matches: LayoutMatch[] = []
    const shards: LayoutQueryResult['shards'] = []
    let compared = 0
    const params = { ...DEFAULT_SEGMENT_PARAMS, ...options.segmentParams }
    // a kit coded on a copy of its layout that learned alleles in another order than the index's
    // copy is moved into the index's frame first, as add() does (else some genotypes read flipped)
    const planes = sameAlleles(q, layout) ? planesFromPackedKit(kit) : planesFromPackedKit(projectKit(kit, layoutPairMap(q, layout), q))
    for (const id of ids) {
      const t = performance.now()
      const l = this.layout(id)
      const p = this.pair(q, l)
      if (!p) {
        const kitsThere = JSON.parse(fs.readFileSync(path.join(pairDir(this.dir, id, id), 'index.json'), 'utf8')).kitCount
        shards.push({ layoutId: id, kits: kitsThere, sharedMarkers: layoutPairMap(q, l).autosomal, status: 'too-few-shared-markers', wallMillis: performance.now() - t, screenPassed: 0, fullScans: 0 })
        continue
      }
      const index = this.shard(p)
      const qPlanes = id === q.id ? planes : restrictPlanes(planes, p.map.ia, undefined)
      const r = await index.query(qPlanes, { ...options, limit: undefined })
      compared += index.kitCount
      const detect = detectableMinCm(p.autosomal / p.match.genomeCm, params)
      for (const m of r.matches) matches.push({ ...m, layoutId: id, sharedMarkers: p.autosomal, detectableMinCm: detect, degreeReliable: p.autosomal >= RELIABLE_DEGREE_MARKERS })
      shards.push({ layoutId: id, kits: index.kitCount, sharedMarkers: p.autosomal, status: 'scanned', wallMillis: performance.now() - t, screenPassed: r.stats.screenPassed, fullScans: r.stats.fullScans })
    }
    matches.sort((a, b) => b.totalCm - a.totalCm || b.largestCm - a.largestCm || (a.kitId < b.kitId ? -1 : 1))
    return {
      matches: options.limit !== undefined ? matches.slice(0, options.limit) : matches,
      shards,
      compared,
      wallMillis: performance.now() - t0,
      xChromosome: X_CHROMOSOME_STATUS
    }
  }

  async close(): Promise<void> {
    for (const s of this.open.values()) await s.index.close()
    this.open.clear()
  }
}
