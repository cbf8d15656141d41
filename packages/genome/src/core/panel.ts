import { ChromCode } from './chromosome'

/**
 * A fixed, versioned list of biallelic markers on GRCh37. Every kit is packed against one
 * panel, so that kits can be compared position by position (relative matching) and
 * knowledge-base rules can address a marker by index.
 *
 * Markers are sorted by (chrom, pos); index i addresses the same marker in every array and
 * in every PackedKit built on this panel.
 */
export interface MarkerPanel {
  /** e.g. 'xg-grch37-v1' */
  readonly id: string
  /** hex digest over the marker definitions; stored with every packed kit */
  readonly checksum: string
  readonly size: number
  readonly rsid: readonly string[]
  readonly chrom: Uint8Array
  /** 1-based GRCh37 position (rCRS position for MT) */
  readonly pos: Int32Array
  /** allele 1 (reference where known) on the plus strand: 'A' | 'C' | 'G' | 'T' | 'I' | 'D' */
  readonly a1: readonly string[]
  /** allele 2 (alternative) on the plus strand */
  readonly a2: readonly string[]
  /** where a marker came from (reference dataset name, or 'synthetic'), by index into `sources` */
  readonly source: Uint8Array
  readonly sources: readonly string[]
}

/** Lookups over a panel, built once per panel. */
export interface PanelIndex {
  readonly panel: MarkerPanel
  byRsid(rsid: string): number
  byPosition(chrom: ChromCode, pos: number): number
  /** [start, end) marker index range of a chromosome */
  chromRange(chrom: ChromCode): [number, number]
}

export function positionKey(chrom: ChromCode, pos: number): number {
  return chrom * 1_000_000_000 + pos
}

export function indexPanel(panel: MarkerPanel): PanelIndex {
  const rsids = new Map<string, number>()
  const positions = new Map<number, number>()
  const ranges = new Map<number, [number, number]>()
  for (let i = 0; i < panel.size; i++) {
    const id = panel.rsid[i]
    if (id && !rsids.has(id)) rsids.set(id, i)
    const key = positionKey(panel.chrom[i], panel.pos[i])
    if (!positions.has(key)) positions.set(key, i)
    const c = panel.chrom[i]
    const r = ranges.get(c)
    if (r) r[1] = i + 1
    else ranges.set(c, [i, i + 1])
  }
  return {
    panel,
    byRsid: rsid => rsids.get(rsid) ?? -1,
    byPosition: (chrom, pos) => positions.get(positionKey(chrom, pos)) ?? -1,
    chromRange: chrom => ranges.get(chrom) ?? [0, 0]
  }
}
