/** The arithmetic of the charts, pure (tested in __tests__/scale.test.ts). */

/** a 0..1 share as a percentage: one decimal below 10 % ('0.4%', '12%'), '<0.1%' for tiny non-zero shares */
export function shareText(share: number): string {
  const pct = share * 100
  if (pct > 0 && pct < 0.1) return '<0.1%'
  if (pct > 0 && pct < 10) return `${pct.toFixed(1)}%`
  return `${Math.round(pct)}%`
}

/** bar width in percent of the track: proportional, but a non-zero share stays visible (at least 1 %) */
export function barWidth(share: number): number {
  const pct = Math.min(100, Math.max(0, share * 100))
  return pct > 0 ? Math.max(1, pct) : 0
}

/** a marker position on 0..100, kept inside the track so it stays visible at the ends */
export function clampPosition(value: number): number {
  if (!Number.isFinite(value)) return 50
  return Math.min(98, Math.max(2, value))
}

/** the bands between ascending cuts on 0..100 */
export function bandsOf(cuts: readonly number[]): { from: number; to: number }[] {
  const edges = [0, ...cuts.filter(c => c > 0 && c < 100), 100]
  const out: { from: number; to: number }[] = []
  for (let i = 0; i < edges.length - 1; i++) if (edges[i + 1] > edges[i]) out.push({ from: edges[i], to: edges[i + 1] })
  return out
}
