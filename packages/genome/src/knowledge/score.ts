/**
 * Placing a person against East Asians with an additive score of published per-allele effects.
 *
 * Model (the usual multiplicative model of polygenic risk, e.g. Pharoah et al. 2002 Nat Genet,
 * PMID 11984562): the score S = sum_i x_i * ln(OR_i), with x_i the effect-allele count. Under
 * Hardy-Weinberg equilibrium and independent markers (the markers of one item are chosen at
 * separate loci) with East Asian effect-allele frequency p_i,
 *   E[exp(S)] = prod_i ( (1-p_i)^2 + 2 p_i (1-p_i) OR_i + p_i^2 OR_i^2 ),
 * so the relative risk against the East Asian average is exp(S) / E[exp(S)]. The percentile is
 * the exact distribution of S (dynamic programming over markers, on a 1e-4 log grid), as the
 * share of East Asians with a lower score plus half of those with the same score.
 * A missing marker is filled with its expected count 2 p_i (its contribution is then the mean).
 */

export interface ScoreMarker {
  or: number
  eaf: number
}

export interface ScoreDistribution {
  /** sorted distinct scores (log scale) and their probabilities */
  values: Float64Array
  probs: Float64Array
  meanExp: number
}

const GRID = 1e4

export function scoreDistribution(markers: ScoreMarker[]): ScoreDistribution {
  let dist = new Map<number, number>([[0, 1]])
  let meanExp = 1
  for (const m of markers) {
    const b = Math.round(Math.log(m.or) * GRID)
    const p = m.eaf
    const g = [(1 - p) * (1 - p), 2 * p * (1 - p), p * p]
    meanExp *= g[0] + g[1] * m.or + g[2] * m.or * m.or
    const next = new Map<number, number>()
    for (const [v, pr] of dist) {
      for (let k = 0; k < 3; k++) {
        if (g[k] === 0) continue
        const key = v + k * b
        next.set(key, (next.get(key) ?? 0) + pr * g[k])
      }
    }
    dist = next
  }
  const keys = [...dist.keys()].sort((a, b) => a - b)
  return {
    values: Float64Array.from(keys, k => k / GRID),
    probs: Float64Array.from(keys, k => dist.get(k)!),
    meanExp
  }
}

/** percentile (0-100) of a log score within the distribution: share below plus half of ties */
export function percentileOf(dist: ScoreDistribution, score: number): number {
  const s = Math.round(score * GRID) / GRID
  let below = 0
  let tie = 0
  for (let i = 0; i < dist.values.length; i++) {
    const v = dist.values[i]
    if (Math.abs(v - s) < 0.5 / GRID) tie += dist.probs[i]
    else if (v < s) below += dist.probs[i]
  }
  return 100 * (below + tie / 2)
}

/** index of the band a percentile falls in, for ascending percentile cuts (cuts.length + 1 bands) */
export function bandOf(cuts: number[], percentile: number): number {
  const band = cuts.findIndex(c => percentile < c)
  return band < 0 ? cuts.length : band
}

/** the percentile (as percentileOf defines it) of every distinct score of the distribution, in order */
export function percentilesOfValues(dist: ScoreDistribution): number[] {
  const out: number[] = []
  let below = 0
  for (let i = 0; i < dist.values.length; i++) {
    out.push(100 * (below + dist.probs[i] / 2))
    below += dist.probs[i]
  }
  return out
}

export function relativeRisk(dist: ScoreDistribution, score: number): number {
  return Math.exp(score) / dist.meanExp
}
