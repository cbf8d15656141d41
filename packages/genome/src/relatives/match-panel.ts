import { isAutosome } from '../core/chromosome'
import type { MarkerPanel } from '../core/panel'
import { ChromosomeMap, interpolateCm } from '../reference/readers'

/**
 * What relative matching needs to know about a marker panel: the genetic position (cM) of
 * every autosomal marker and the marker range of each autosome.
 *
 * Genetic positions come from the HapMap II GRCh37 map (International HapMap Consortium 2007,
 * lifted to GRCh37 by A. Auton; `genetic-map-grch37` in the reference manifest), interpolated
 * linearly in bp and clamped at the chromosome ends, as the map's README prescribes.
 *
 * The X chromosome is NOT matched: the public map has no chrX, and X segments measured on the
 * autosomal scale would be wrong (X recombines only in females). Results say so
 * (`X_CHROMOSOME_STATUS`) until a chrX map is added to the reference data.
 */

export interface AutosomeRange {
  chrom: number
  /** first marker index of the chromosome on the panel */
  start: number
  /** one past the last marker index */
  end: number
  /** cM of the first and last marker */
  startCm: number
  endCm: number
}

export interface MatchPanel {
  readonly panelId: string
  readonly panelChecksum: string
  readonly markerCount: number
  /** 32-bit words per genotype plane: ceil(markerCount / 32) */
  readonly words: number
  /** GRCh37 position of every marker (the panel's array) */
  readonly pos: Int32Array
  /** genetic position of every marker in cM; NaN off the autosomes */
  readonly cm: Float64Array
  /** autosomes that have markers, in panel order */
  readonly autosomes: readonly AutosomeRange[]
  /** sum over autosomes of (endCm - startCm): the genome length a comparison can cover */
  readonly genomeCm: number
  /**
   * pos[k] and cm[k] read one at a time, for a panel that makes its arrays only when they are
   * read whole (an overlap of two layouts, layout-index.ts: its markers' positions and cM are
   * its layout's, read through the overlap's map); the comparator reads a marker's position and
   * cM only at a segment's ends
   */
  readonly posAt?: (k: number) => number
  readonly cmAt?: (k: number) => number
}

export const X_CHROMOSOME_STATUS = {
  analysed: false,
  reason:
    'X 染色体暂未比对：公共遗传图谱（HapMap II GRCh37）只覆盖 1-22 号常染色体，X 的重组率与常染色体不同，没有 X 图谱就无法把片段换算成厘摩。 / chrX is not matched: the public GRCh37 genetic map covers autosomes 1-22 only.'
} as const

/**
 * cm[k] = interpolateCm(map, pos[k]) for k in [from, to), the same numbers, by one walk along the
 * map while the positions ascend (a binary search of the map for every marker took ~40 ms for
 * a 600,000-marker layout, paid by every query process for every layout it opens)
 */
export function interpolateRun(map: ChromosomeMap, pos: Int32Array, from: number, to: number, cm: Float64Array): void {
  const p = map.pos
  const c = map.cM
  const last = p.length - 1
  let lo = 0
  let prev = -Infinity
  for (let k = from; k < to; k++) {
    const x = pos[k]
    if (x < prev || x <= p[0] || x >= p[last]) {
      cm[k] = interpolateCm(map, x)
      prev = x
      lo = 0
      continue
    }
    prev = x
    // the last map row at or before x (p[lo] <= x < p[lo + 1], as interpolateCm's search ends)
    while (p[lo + 1] <= x) lo++
    cm[k] = c[lo] + ((c[lo + 1] - c[lo]) * (x - p[lo])) / (p[lo + 1] - p[lo])
  }
}

export function createMatchPanel(panel: MarkerPanel, geneticMap: Map<number, ChromosomeMap>): MatchPanel {
  const n = panel.size
  const cm = new Float64Array(n).fill(NaN)
  const autosomes: AutosomeRange[] = []
  let i = 0
  while (i < n) {
    const chrom = panel.chrom[i]
    let j = i
    while (j < n && panel.chrom[j] === chrom) j++
    const map = geneticMap.get(chrom)
    if (isAutosome(chrom) && map) {
      interpolateRun(map, panel.pos, i, j, cm)
      // the panel is sorted by position, so cM never decreases along a chromosome
      autosomes.push({ chrom, start: i, end: j, startCm: cm[i], endCm: cm[j - 1] })
    }
    i = j
  }
  for (let k = 1; k < autosomes.length; k++) {
    if (autosomes[k].chrom <= autosomes[k - 1].chrom) throw new Error('panel is not sorted by chromosome')
  }
  const genomeCm = autosomes.reduce((s, a) => s + (a.endCm - a.startCm), 0)
  return { panelId: panel.id, panelChecksum: panel.checksum, markerCount: n, words: (n + 31) >>> 5, pos: panel.pos, cm, autosomes, genomeCm }
}
