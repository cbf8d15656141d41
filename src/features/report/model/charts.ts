/**
 * The numbers behind the report's charts, pure so they are tested alone. The charts themselves
 * are plain views (no charting library: nothing to add to either package).
 */

export interface GenotypeShare {
  genotype: string
  /** 0..1 */
  share: number
  mine: boolean
}

/**
 * Genotype shares in East Asians from the frequency of one allele, under Hardy-Weinberg
 * equilibrium (p², 2pq, q²). Only the allele frequency is data; the shares are derived and the
 * page says so.
 */
export function hweGenotypeShares(ref: string, alt: string, altFreq: number, mine: string | null): GenotypeShare[] {
  const q = Math.min(1, Math.max(0, altFreq))
  const p = 1 - q
  const sorted = (g: string) => g.split('').sort().join('')
  const mineKey = mine ? sorted(mine) : null
  return [
    { genotype: ref + ref, share: p * p },
    { genotype: ref + alt, share: 2 * p * q },
    { genotype: alt + alt, share: q * q }
  ].map(g => ({ ...g, mine: mineKey !== null && sorted(g.genotype) === mineKey }))
}

/** a share as a percentage with one decimal below 10 % ('0.4%', '12%') */
export function percentText(share: number): string {
  const pct = share * 100
  if (pct > 0 && pct < 10) return `${pct.toFixed(1)}%`
  return `${Math.round(pct)}%`
}

/** where a percentile sits on a 0-100 bar, clamped so the marker stays visible */
export function markerLeft(percentile: number): number {
  return Math.min(98, Math.max(2, percentile))
}

/**
 * Shares of people carrying 2, 1 or 0 copies of an allele, from its frequency under
 * Hardy-Weinberg equilibrium (q², 2pq, p²): a topic page has no reader's genotype, only the allele.
 */
export function alleleCountShares(allele: string, freq: number): { key: string; label: string; share: number }[] {
  const q = Math.min(1, Math.max(0, freq))
  const p = 1 - q
  return [
    { key: '2', label: `2 个 ${allele}`, share: q * q },
    { key: '1', label: `1 个 ${allele}`, share: 2 * p * q },
    { key: '0', label: `0 个 ${allele}`, share: p * p }
  ]
}

/**
 * The bands of a score chart: the rule's percentile cuts with the wording of each band's level
 * (from the item's levels); null when the report carries no bands or they do not fit the levels.
 */
export function scoreBands(bands: { cuts: number[]; levels: string[] } | undefined, levels: { key: string; label: string }[]): { cuts: number[]; bands: { key: string; label: string }[] } | null {
  if (!bands || bands.levels.length !== bands.cuts.length + 1) return null
  const out = bands.levels.map(key => ({ key, label: levels.find(l => l.key === key)?.label ?? '' }))
  if (out.some(b => !b.label)) return null
  return { cuts: bands.cuts, bands: out }
}
