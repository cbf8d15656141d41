/**
 * A relationship likelihood fitted on simulated pairs (the training set), as ERSA, Ped-sim and
 * Bonsai-style tools do: for every member relationship of every class, the joint distribution
 * of (sqrt total shared cM, sqrt number of counted segments) over pairs that share at least one
 * counted segment is taken as a bivariate normal, and the share of simulated pairs that match
 * at all is kept as the detection rate.
 *
 * Why these features: the total and the count are the two statistics that carry the signal
 * (under an exponential length model they are sufficient for the lengths, Huff et al. 2011); the
 * simulations give their spread and their correlation, which the Shared cM Project's ranges
 * (real, noisy, partly misreported pairs) and a Poisson count given the total do not. On the
 * validation simulations the longest segment added nothing once both were in the model (it
 * only separates lineal from collateral relatives of the same degree, which share a class).
 * The square roots make both roughly normal and their spread roughly constant.
 *
 * Members with fewer than MIN_DETECTED detected training pairs (the most distant cousins, of
 * whom few share a counted segment) take their mean and covariance from the pooled detected
 * pairs of their class, keeping their own detection rate.
 */

export interface TrainingPair {
  /** Shared cM Project relationship name of the member */
  key: string
  totalCm: number
  segmentCount: number
}

export interface FittedMember {
  /** simulated pairs and those with at least one counted segment */
  pairs: number
  detected: number
  /** mean of [sqrt totalCm, sqrt segmentCount] over detected pairs */
  mean: [number, number]
  /** covariance [var0, cov01, var1] of the same, before the floors below */
  cov: [number, number, number]
  /** true when mean and covariance are the class's pooled ones */
  pooled: boolean
}

export interface FittedRelationshipModel {
  /** what the training simulations were run with; the model applies only to the same panel and threshold */
  context: { genomeCm: number; chromosomes: number; minCm: number; seeds: string[]; description: string }
  members: Record<string, FittedMember>
}

export const MIN_DETECTED = 20

/**
 * Floors on the standard deviations of the two features (sqrt cM, sqrt segments): a parent and
 * child share the whole genome in every simulation, so without a floor its density would be a
 * spike that a few cM of no-calls in a real kit would leave.
 */
export const FEATURE_SD_FLOOR: [number, number] = [0.5, 0.15]

export function featureVector(totalCm: number, segmentCount: number): [number, number] {
  return [Math.sqrt(totalCm), Math.sqrt(segmentCount)]
}

function moments(xs: [number, number][]): { mean: [number, number]; cov: [number, number, number] } {
  const n = xs.length
  const m0 = xs.reduce((s, x) => s + x[0], 0) / n
  const m1 = xs.reduce((s, x) => s + x[1], 0) / n
  let a = 0
  let b = 0
  let c = 0
  for (const [x, y] of xs) {
    a += (x - m0) ** 2
    b += (x - m0) * (y - m1)
    c += (y - m1) ** 2
  }
  const d = Math.max(n - 1, 1)
  return { mean: [m0, m1], cov: [a / d, b / d, c / d] }
}

/** `classes`: the member keys of each class, for pooling sparse members */
export function fitRelationshipModel(samples: TrainingPair[], classes: string[][], context: FittedRelationshipModel['context']): FittedRelationshipModel {
  const byKey = new Map<string, { pairs: number; x: [number, number][] }>()
  for (const s of samples) {
    let e = byKey.get(s.key)
    if (!e) byKey.set(s.key, (e = { pairs: 0, x: [] }))
    e.pairs++
    if (s.segmentCount > 0 && s.totalCm > 0) e.x.push(featureVector(s.totalCm, s.segmentCount))
  }
  const members: Record<string, FittedMember> = {}
  for (const keys of classes) {
    const pool = keys.flatMap(k => byKey.get(k)?.x ?? [])
    for (const k of keys) {
      const e = byKey.get(k)
      if (!e) throw new Error(`no training pairs for ${k}`)
      const own = e.x.length >= MIN_DETECTED
      if (!own && pool.length < MIN_DETECTED) throw new Error(`too few detected training pairs for ${k} and its class`)
      const { mean, cov } = moments(own ? e.x : pool)
      members[k] = { pairs: e.pairs, detected: e.x.length, mean, cov, pooled: !own }
    }
  }
  return { context, members }
}

/** log density of the member's fitted normal at the pair's features, plus log detection rate */
export function logFittedLikelihood(m: FittedMember, totalCm: number, segmentCount: number): number {
  const [x, y] = featureVector(totalCm, segmentCount)
  const a = m.cov[0] + FEATURE_SD_FLOOR[0] ** 2
  const b = m.cov[1]
  const c = m.cov[2] + FEATURE_SD_FLOOR[1] ** 2
  const det = a * c - b * b
  const dx = x - m.mean[0]
  const dy = y - m.mean[1]
  const q = (c * dx * dx - 2 * b * dx * dy + a * dy * dy) / det
  // detection rate smoothed (a member never detected in training is rare, not impossible)
  const detection = (m.detected + 0.5) / (m.pairs + 1)
  return -Math.log(2 * Math.PI) - 0.5 * Math.log(det) - 0.5 * q + Math.log(detection)
}

/** TypeScript source of a fitted model, for relationship-model.ts */
export function renderModelSource(model: FittedRelationshipModel, command: string): string {
  const r = (x: number) => Number(x.toPrecision(6))
  const lines = Object.entries(model.members).map(
    ([k, m]) => `    ${JSON.stringify(k)}: { pairs: ${m.pairs}, detected: ${m.detected}, mean: [${m.mean.map(r).join(', ')}], cov: [${m.cov.map(r).join(', ')}], pooled: ${m.pooled} }`
  )
  return [
    `// Generated by: ${command}`,
    '// Training simulations only (seeds below); the evaluation (eval-relatives, seed eval-relatives-1) never feeds this file.',
    "import type { FittedRelationshipModel } from './relationship-fit'",
    '',
    'export const FITTED_RELATIONSHIP_MODEL: FittedRelationshipModel = {',
    `  context: ${JSON.stringify(model.context)},`,
    '  members: {',
    lines.join(',\n'),
    '  }',
    '}',
    ''
  ].join('\n')
}
