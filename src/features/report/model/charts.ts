/**
 * The numbers behind the report's charts, pure so they are tested alone. The charts themselves
 * are plain views (no charting library: nothing to add to either package).
 */

// the genotype shares and score bands are drawn by the pages and the electronic report (server): one arithmetic in contracts
export { hweGenotypeShares, scoreBands, type GenotypeShare } from '@xungen/contracts'

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
