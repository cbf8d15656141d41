import * as fs from 'fs'
import * as path from 'path'
import type { PackedKit } from '../core/packed'
import { deserializeLayout, KitLayout, mergeLayoutAlleles, serializeLayout } from '../layout/layout'
import type { ChromosomeMap } from '../reference/readers'
import { cachedLayoutPairMap, detectableMinCm, MIN_SHARED_MARKERS, projectKit } from './cross-layout'
import { appendKits, createMatchIndex, MatchIndex, OpenOptions, QueryOptions, QueryResult, RelativeMatch, removeKits } from './match-index'
import { createMatchPanel, MatchPanel, X_CHROMOSOME_STATUS } from './match-panel'
import { planesFromPackedKit } from './planes'
import { createScreenLayout } from './screen'
import { DEFAULT_SEGMENT_PARAMS } from './segments'

/**
 * One-to-many matching over kits of mixed layouts: one match-index shard per layout
 * (`<dir>/shards/<layout id>/`, match-index.ts) and the layouts themselves (`<dir>/layouts/`).
 * A query kit is compared with each shard in that shard's frame: its calls are moved onto the
 * shard's layout through the cached pair map (cross-layout.ts), no-calls where the shard's chip
 * has no marker, so the segment thresholds count the markers both kits were really typed at.
 * A shard whose layout shares fewer than MIN_SHARED_MARKERS autosomal positions with the query's
 * is not scanned and is reported as such (`skipped`), never as "no relatives".
 *
 * The screen of each shard is chosen without allele frequencies (markers spread evenly through
 * each bin), so no modelled frequency enters matching.
 */
export interface LayoutMatch extends RelativeMatch {
  layoutId: string
  /** autosomal positions the query's layout and this kit's layout share */
  sharedMarkers: number
  /** the shortest segment the overlap lets the marker threshold see (cM) */
  detectableMinCm: number
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
  kit: PackedKit
  layout: KitLayout
}

const layoutFile = (dir: string, id: string) => path.join(dir, 'layouts', `${id}.xgl`)
const shardDir = (dir: string, id: string) => path.join(dir, 'shards', id)

export class LayoutMatchIndex {
  private readonly open = new Map<string, { index: MatchIndex; layout: KitLayout; match: MatchPanel }>()

  constructor(readonly dir: string, private readonly geneticMap: Map<number, ChromosomeMap>, private readonly options: OpenOptions = {}) {}

  layoutIds(): string[] {
    const d = path.join(this.dir, 'shards')
    return fs.existsSync(d) ? fs.readdirSync(d).filter(f => fs.existsSync(path.join(d, f, 'index.json'))).sort() : []
  }

  layout(id: string): KitLayout {
    return deserializeLayout(fs.readFileSync(layoutFile(this.dir, id)))
  }

  /** adds kits (grouped by layout; a new layout gets its shard) */
  add(kits: readonly KitForIndex[]): number {
    const groups = new Map<string, KitForIndex[]>()
    for (const k of kits) {
      if (k.kit.panelId !== k.layout.id) throw new Error(`kit ${k.id} is on ${k.kit.panelId}, not on layout ${k.layout.id}`)
      const g = groups.get(k.layout.id)
      if (g) g.push(k)
      else groups.set(k.layout.id, [k])
    }
    let added = 0
    for (const [id, g] of groups) {
      fs.mkdirSync(path.join(this.dir, 'layouts'), { recursive: true })
      const file = layoutFile(this.dir, id)
      let layout = g[0].layout
      for (const k of g.slice(1)) if (k.layout.allelesKnown > layout.allelesKnown) layout = mergeLayoutAlleles(k.layout, layout)
      if (fs.existsSync(file)) layout = mergeLayoutAlleles(deserializeLayout(fs.readFileSync(file)), layout)
      fs.writeFileSync(file, serializeLayout(layout))
      const match = createMatchPanel(layout, this.geneticMap)
      const sd = shardDir(this.dir, id)
      if (!fs.existsSync(path.join(sd, 'index.json'))) createMatchIndex(sd, match, createScreenLayout(match))
      added += appendKits(sd, match, g.map(k => ({ id: k.id, planes: planesFromPackedKit(k.kit) })))
      this.open.delete(id)
    }
    return added
  }

  remove(ids: readonly string[]): number {
    let n = 0
    for (const l of this.layoutIds()) n += removeKits(shardDir(this.dir, l), ids)
    return n
  }

  private shard(id: string): { index: MatchIndex; layout: KitLayout; match: MatchPanel } {
    let s = this.open.get(id)
    if (!s) {
      const layout = this.layout(id)
      const match = createMatchPanel(layout, this.geneticMap)
      s = { index: MatchIndex.open(shardDir(this.dir, id), match, this.options), layout, match }
      this.open.set(id, s)
    }
    return s
  }

  /** opens every shard and starts its workers */
  async warmUp(): Promise<void> {
    for (const id of this.layoutIds()) await this.shard(id).index.warmUp()
  }

  get kitCount(): number {
    return this.layoutIds().reduce((s, id) => s + this.shard(id).index.kitCount, 0)
  }

  async query(kit: PackedKit, layout: KitLayout, options: QueryOptions = {}): Promise<LayoutQueryResult> {
    const t0 = performance.now()
    const matches: LayoutMatch[] = []
    const shards: LayoutQueryResult['shards'] = []
    let compared = 0
    const params = { ...DEFAULT_SEGMENT_PARAMS, ...options.segmentParams }
    let x: QueryResult['xChromosome'] | undefined
    for (const id of this.layoutIds()) {
      const s = this.shard(id)
      const t = performance.now()
      let projected: PackedKit
      let shared: number
      if (id === layout.id) {
        projected = kit
        shared = s.match.autosomes.reduce((a, c) => a + c.end - c.start, 0)
      } else {
        const map = cachedLayoutPairMap(s.layout, layout)
        shared = map.autosomal
        if (shared < MIN_SHARED_MARKERS) {
          shards.push({ layoutId: id, kits: s.index.kitCount, sharedMarkers: shared, status: 'too-few-shared-markers', wallMillis: performance.now() - t, screenPassed: 0, fullScans: 0 })
          continue
        }
        projected = projectKit(kit, map, s.layout)
      }
      const r = await s.index.query(planesFromPackedKit(projected), { ...options, limit: undefined })
      x = r.xChromosome
      compared += s.index.kitCount
      const detect = detectableMinCm(shared / s.match.genomeCm, params)
      for (const m of r.matches) matches.push({ ...m, layoutId: id, sharedMarkers: shared, detectableMinCm: detect })
      shards.push({ layoutId: id, kits: s.index.kitCount, sharedMarkers: shared, status: 'scanned', wallMillis: performance.now() - t, screenPassed: r.stats.screenPassed, fullScans: r.stats.fullScans })
    }
    matches.sort((a, b) => b.totalCm - a.totalCm || b.largestCm - a.largestCm || (a.kitId < b.kitId ? -1 : 1))
    return {
      matches: options.limit !== undefined ? matches.slice(0, options.limit) : matches,
      shards,
      compared,
      wallMillis: performance.now() - t0,
      xChromosome: x ?? X_CHROMOSOME_STATUS
    }
  }

  async close(): Promise<void> {
    for (const s of this.open.values()) await s.index.close()
    this.open.clear()
  }
}
