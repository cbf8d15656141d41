import { isAutosome } from '../core/chromosome'
import { createPackedKit, getCall, PackedKit, setCall } from '../core/packed'
import type { MarkerPanel } from '../core/panel'
import { absorbAlleles, KitLayout, mergeLayoutAlleles, sameAlleles } from '../layout/layout'
import type { ChromosomeMap } from '../reference/readers'
import { reconcile } from './allele-orientation'
import { createMatchPanel, MatchPanel, X_CHROMOSOME_STATUS } from './match-panel'
import { planesFromPackedKit } from './planes'
import { createRelationshipPredictor, RelationshipPrediction } from './relationship'
import { createComparator, DEFAULT_SEGMENT_PARAMS, PairComparison, SegmentParams } from './segments'

/**
 * Relatives across chips. Two kits are compared on the markers both layouts carry: the two
 * sorted layouts are merged on (chromosome, position) once per pair of layouts (the map is
 * cached), the second kit's calls are moved into the first's frame (alleles reconciled), and the
 * segment finder runs as for two kits of one chip. Its thresholds (7 cM, 500 markers, evidence)
 * count only markers called in BOTH kits (segments.ts), so they keep their meaning on a partial
 * overlap: a 7 cM segment needs 500 compared markers whatever the chips.
 *
 * Minimum overlap. Below MIN_SHARED_MARKERS compared autosomal markers the result is
 * 'too-few-shared-markers', never "unrelated". Why 20,000: the 500-marker threshold then needs
 * segments of about 500 / (20,000 / 3,500 cM) ≈ 90 cM, still reachable for parent-child and
 * full siblings (whose segments are whole chromosome arms) but not below; with fewer markers
 * even first-degree relatives break into pieces under the threshold (measured: eval-relatives,
 * cross-layout rows). Between the minimum and full density the result states the shortest
 * segment it could have seen (`detectableMinCm`), so "no match" is never read beyond what the
 * overlap allows.
 */
export const MIN_SHARED_MARKERS = 20_000

/**
 * Below this many compared markers the degree of relationships beyond the first is not reliable
 * (segments break up and total cM is underestimated): measured with two simulated chips sharing
 * ~20,900 markers, parent-child and full siblings 10/10 at the right degree but half siblings
 * 0/10 and grandparents 6/10; at ~63,000 (chip-b x chip-c) second-degree relatives 85-100 %.
 */
export const RELIABLE_DEGREE_MARKERS = 60_000

/** markers a comparison needs per cM to see a segment of minCm with minMarkers compared markers */
export function detectableMinCm(markersPerCm: number, params: Pick<SegmentParams, 'minCm' | 'minMarkers'> = DEFAULT_SEGMENT_PARAMS): number {
  return markersPerCm > 0 ? Math.max(params.minCm, params.minMarkers / markersPerCm) : Infinity
}

/** The markers two layouts share, and how the second's calls read in the first's alleles. */
export interface LayoutPairMap {
  aId: string
  bId: string
  /** marker index in a and in b of each shared marker, in position order */
  ia: Int32Array
  ib: Int32Array
  /** 1 where b's a1 is a's a2 (b's codes 1 and 3 swap) */
  swap: Uint8Array
  /** shared positions left out: the two layouts know three or more alleles there */
  alleleConflicts: number
  /** shared markers on autosomes */
  autosomal: number
}

export { reconcile } from './allele-orientation'

export function layoutPairMap(a: KitLayout, b: KitLayout): LayoutPairMap {
  const cap = Math.min(a.size, b.size)
  const ia = new Int32Array(cap)
  const ib = new Int32Array(cap)
  const sw = new Uint8Array(cap)
  let n = 0
  let conflicts = 0
  let autosomal = 0
  let i = 0
  let j = 0
  const [aChrom, aPos, a1s, a2s, aSize] = [a.chrom, a.pos, a.allele1, a.allele2, a.size]
  const [bChrom, bPos, b1s, b2s, bSize] = [b.chrom, b.pos, b.allele1, b.allele2, b.size]
  while (i < aSize && j < bSize) {
    const ca = aChrom[i]
    const cb = bChrom[j]
    if (ca !== cb) {
      if (ca < cb) i++
      else j++
      continue
    }
    const pa = aPos[i]
    const pb = bPos[j]
    if (pa < pb) i++
    else if (pb < pa) j++
    else {
      const r = reconcile(a1s[i], a2s[i], b1s[j], b2s[j])
      if (r < 0) conflicts++
      else {
        ia[n] = i
        ib[n] = j
        sw[n++] = r
        if (isAutosome(ca)) autosomal++
      }
      i++
      j++
    }
  }
  return { aId: a.id, bId: b.id, ia: ia.slice(0, n), ib: ib.slice(0, n), swap: sw.slice(0, n), alleleConflicts: conflicts, autosomal }
}

const pairCache = new Map<string, LayoutPairMap>()
const PAIR_CACHE_MAX = 64

/** layoutPairMap, cached by the two ids (a process sees few layouts) */
export function cachedLayoutPairMap(a: KitLayout, b: KitLayout): LayoutPairMap {
  const key = `${a.id}|${b.id}|${a.allelesKnown}|${b.allelesKnown}`
  let m = pairCache.get(key)
  if (!m) {
    m = layoutPairMap(a, b)
    if (pairCache.size >= PAIR_CACHE_MAX) pairCache.delete(pairCache.keys().next().value as string)
    pairCache.set(key, m)
  }
  return m
}

/** kit b's calls in layout a's frame: a's marker count, no-calls where b has no marker */
export function projectKit(kitB: PackedKit, map: LayoutPairMap, a: Pick<MarkerPanel, 'id' | 'checksum' | 'size'>): PackedKit {
  const out = createPackedKit(a)
  const { ia, ib, swap } = map
  for (let k = 0; k < ia.length; k++) {
    let c = getCall(kitB, ib[k])
    if (c === 0) continue
    if (swap[k] && c !== 2) c = c === 1 ? 3 : 1
    setCall(out, ia[k], c)
  }
  return out
}

/** what a store keeps of one analysis's copy of a layout, and that analysis's kit in its frame */
export interface SettledLayout {
  /** the layout to keep: the stored copy with what the analysis learned added */
  layout: KitLayout
  /** the analysis's kit, coded on `layout` */
  kit: PackedKit
  /** false when the stored copy already knows everything (nothing to write) */
  changed: boolean
  /** true when the kit had to be coded anew: its copy taught a slot other alleles than the stored one */
  recoded: boolean
}

/**
 * Brings one analysis's copy of a layout (`fresh`, with the kit coded on it) together with the
 * copy a store holds now, which may have learned alleles meanwhile from another analysis of the
 * same new chip (two processes, each starting from no stored copy or from an older one). Call it
 * while no other writer can change the stored copy (a lock), and store `layout` when `changed`.
 *
 * - No stored copy: `fresh` is kept as it is.
 * - The copies agree on every slot both know (mergeLayoutAlleles): their union is kept and the
 *   kit keeps its codes (its alleles sit in the same slots).
 * - They disagree (the two first files taught a slot different alleles, e.g. one file GG and the
 *   other TT at a marker the reference does not know): the stored copy wins, for kits were coded
 *   on it already. What `fresh` learned beyond it fills its free slots (absorbAlleles) and the
 *   kit's calls are moved into that frame marker by marker (layoutPairMap, projectKit): the
 *   same calls an analysis of the file against the stored copy would code, as that analysis
 *   would learn the same alleles into the same free slots; a marker where the two copies know
 *   three alleles is a no-call, as it would be there (the file's allele has no slot left).
 */
export function settleOnStoredLayout(stored: KitLayout | undefined, fresh: KitLayout, kit: PackedKit): SettledLayout {
  if (!stored) return { layout: fresh, kit, changed: true, recoded: false }
  let merged: KitLayout | undefined
  try {
    merged = mergeLayoutAlleles(stored, fresh)
  } catch (err) {
    if (stored.id !== fresh.id) throw err
  }
  if (merged) return { layout: merged, kit, changed: !sameAlleles(merged, stored), recoded: false }
  const layout = absorbAlleles(stored, fresh)
  return { layout, kit: projectKit(kit, layoutPairMap(layout, fresh), layout), changed: layout !== stored, recoded: true }
}

/** kit a's calls restricted to the shared markers (the frame of sharedPanel) */
function restrict(kit: PackedKit, idx: Int32Array, swap: Uint8Array | undefined, panel: Pick<MarkerPanel, 'id' | 'checksum' | 'size'>): PackedKit {
  const out = createPackedKit(panel)
  for (let k = 0; k < idx.length; k++) {
    let c = getCall(kit, idx[k])
    if (c === 0) continue
    if (swap && swap[k] && c !== 2) c = c === 1 ? 3 : 1
    setCall(out, k, c)
  }
  return out
}

const panelCache = new Map<string, { sub: MarkerPanel; match: MatchPanel; idx: Int32Array }>()

/** the shared markers of two layouts as a panel (a's positions), with cM; cached per pair */
function sharedPanel(a: KitLayout, b: KitLayout, map: LayoutPairMap | undefined, geneticMap: Map<number, ChromosomeMap>): { sub: MarkerPanel; match: MatchPanel; idx: Int32Array } {
  const key = `${a.id}|${b.id}|${a.allelesKnown}|${b.allelesKnown}|${map ? 'map' : 'same'}`
  const hit = panelCache.get(key)
  if (hit) return hit
  const idx = map ? map.ia : Int32Array.from({ length: a.size }, (_, i) => i)
  const sub: MarkerPanel = {
    id: `${a.id}~${b.id}`,
    checksum: `${a.id}~${b.id}`,
    size: idx.length,
    rsid: [],
    chrom: Uint8Array.from(idx, i => a.chrom[i]),
    pos: Int32Array.from(idx, i => a.pos[i]),
    a1: [],
    a2: [],
    source: new Uint8Array(idx.length),
    sources: []
  }
  const r = { sub, match: createMatchPanel(sub, geneticMap), idx }
  if (panelCache.size >= PAIR_CACHE_MAX) panelCache.delete(panelCache.keys().next().value as string)
  panelCache.set(key, r)
  return r
}

export interface KitOnLayout {
  kit: PackedKit
  layout: KitLayout
}

export interface CrossComparison {
  status: 'compared' | 'too-few-shared-markers'
  /** plain sentence for the report */
  message: string
  layouts: { a: string; b: string; same: boolean }
  /** positions both layouts carry (autosomal), and of them the markers called in both kits */
  sharedMarkers: number
  comparedMarkers: number
  /** compared markers per cM of the autosomal length they span */
  markersPerCm: number
  /** the shortest segment this overlap can show with the marker threshold (cM) */
  detectableMinCm: number
  minSharedMarkers: number
  /** false below RELIABLE_DEGREE_MARKERS: only a first-degree prediction can be trusted */
  degreeReliable: boolean
  comparison?: PairComparison
  /** null when no segment reaches the thresholds */
  relationship?: RelationshipPrediction | null
  xChromosome: typeof X_CHROMOSOME_STATUS
}

/**
 * One-to-one comparison of two kits on any layouts. The comparison runs on the shared markers
 * only (a sub-panel of a), so genome length, segment positions and marker counts are those of
 * what was really compared.
 */
export function compareAcrossLayouts(x: KitOnLayout, y: KitOnLayout, geneticMap: Map<number, ChromosomeMap>, params: Partial<SegmentParams> = {}): CrossComparison {
  return compareWithPanel(x, y, geneticMap, params).result
}

/** compareAcrossLayouts with the sub-panel it compared on (for chromosome pictures) */
export function compareWithPanel(x: KitOnLayout, y: KitOnLayout, geneticMap: Map<number, ChromosomeMap>, params: Partial<SegmentParams> = {}): { result: CrossComparison; match: MatchPanel } {
  const same = x.layout.id === y.layout.id
  // one chip, but two copies of its layout that learned alleles separately (files analysed
  // without a shared store) may order a marker's alleles differently: reconcile them too
  const map = sameAlleles(x.layout, y.layout) ? undefined : cachedLayoutPairMap(x.layout, y.layout)
  const { sub, match, idx } = sharedPanel(x.layout, y.layout, map, geneticMap)
  const ka = restrict(x.kit, idx, undefined, sub)
  const kb = restrict(y.kit, map ? map.ib : idx, map?.swap, sub)
  const pa = planesFromPackedKit(ka)
  const pb = planesFromPackedKit(kb)
  // compared = autosomal markers called in both
  let compared = 0
  let shared = 0
  for (const chr of match.autosomes) {
    shared += chr.end - chr.start
    for (let i = chr.start; i < chr.end; i++) if (getCall(ka, i) && getCall(kb, i)) compared++
  }
  const density = match.genomeCm > 0 ? compared / match.genomeCm : 0
  const p = { ...DEFAULT_SEGMENT_PARAMS, ...params }
  const detect = detectableMinCm(density, p)
  const degreeReliable = compared >= RELIABLE_DEGREE_MARKERS
  const base = { layouts: { a: x.layout.id, b: y.layout.id, same }, sharedMarkers: shared, comparedMarkers: compared, markersPerCm: density, detectableMinCm: detect, minSharedMarkers: MIN_SHARED_MARKERS, degreeReliable, xChromosome: X_CHROMOSOME_STATUS }
  if (compared < MIN_SHARED_MARKERS) {
    const result: CrossComparison = {
      ...base,
      status: 'too-few-shared-markers',
      message: `两份数据共同检测的位点只有 ${compared.toLocaleString('en-US')} 个，少于比对所需的 ${MIN_SHARED_MARKERS.toLocaleString('en-US')} 个，无法判断亲缘关系（不等于没有亲缘关系）。`
    }
    return { result, match }
  }
  const comparison = createComparator(match, params)(pa, pb)
  const relationship = createRelationshipPredictor({ genomeCm: match.genomeCm, chromosomes: match.autosomes.length, minCm: p.minCm })(comparison)
  const limited = detect > p.minCm + 0.05
  const message = relationship
    ? `在 ${compared.toLocaleString('en-US')} 个共同位点上比对：共享 ${comparison.totalCm.toFixed(1)} cM。${degreeReliable ? '' : '共同位点较少，只有父母子女和亲兄弟姐妹的判断可靠，更远的亲缘等级仅供参考。'}`
    : limited
      ? `在 ${compared.toLocaleString('en-US')} 个共同位点上没有找到共享片段；这两种芯片的共同位点只够发现约 ${detect.toFixed(0)} cM 以上的片段，更远的亲缘关系无法排除。`
      : `在 ${compared.toLocaleString('en-US')} 个共同位点上没有找到达到阈值的共享片段：没有可检测的近亲关系。`
  return { result: { ...base, status: 'compared', message, comparison, relationship }, match }
}
