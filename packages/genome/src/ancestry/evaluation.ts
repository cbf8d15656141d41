import type { Rng } from '../core/random'
import type { GenotypeMatrix } from './genotype-sources'
import { fitLatentComponents, frequencyFromCounts } from './model'
import { AncestryReferencePanel, ComponentModel, componentModel, LatentFitDetails } from './reference-panel'

/**
 * Tools of the accuracy evaluation (scripts/eval-ancestry.ts) and of the accuracy tests:
 * leave-one-out reference models and simulated admixed people made from real genotypes.
 */

/**
 * The component model without person `row` of `matrix`: their alleles are taken out of their
 * population's counts, and when they belong to a population a latent component was estimated
 * from, that component is refitted without them (warm start from the full fit). The fixed
 * reference frequencies inside a latent refit keep everyone: one person moves them by at
 * most 1/(2n) of a count, far below the 4-decimal precision of the panel.
 */
export function leaveOneOutModel(panel: AncestryReferencePanel, latentFits: LatentFitDetails[], matrix: GenotypeMatrix, row: number, labels: Map<string, string>, options: { regionsOnly?: boolean } = {}): ComponentModel {
  const M = matrix.markers.length
  const sample = matrix.samples[row]
  const population = labels.get(sample) ?? ''
  const dosages = matrix.dosages.subarray(row * M, row * M + M)
  const role = panel.config.populations[population]?.role
  const exclude = role === 'reference' ? [{ population, dosages }] : []
  const latentFrequencies = new Map<string, Float64Array>()
  for (const fit of latentFits) {
    const at = fit.samples.indexOf(sample)
    if (at < 0) continue
    latentFrequencies.set(fit.region, refitLatentWithout(panel, fit, matrix, labels, at))
  }
  return componentModel(panel, { exclude, latentFrequencies, regionsOnly: options.regionsOnly })
}

function refitLatentWithout(panel: AncestryReferencePanel, fit: LatentFitDetails, matrix: GenotypeMatrix, labels: Map<string, string>, leaveOut: number): Float64Array {
  const M = matrix.markers.length
  const K = fit.components.length
  const rowOf = new Map(matrix.samples.map((s, i) => [s, i]))
  const people = fit.samples.filter((_, i) => i !== leaveOut)
  const n = people.length
  const G = new Int8Array(n * M)
  const initQ = new Float64Array(n * K)
  const sourceMask = new Uint8Array(n * K)
  let j = 0
  fit.samples.forEach((s, i) => {
    if (i === leaveOut) return
    const r = rowOf.get(s) as number
    G.set(matrix.dosages.subarray(r * M, r * M + M), j * M)
    const src = new Set(panel.config.populations[labels.get(s) ?? '']?.sources ?? [])
    for (let k = 0; k < K; k++) {
      initQ[j * K + k] = fit.Q[i * K + k]
      sourceMask[j * K + k] = src.has(fit.components[k]) ? 1 : 0
    }
    j++
  })
  const lat = panel.latent.find(l => l.region === fit.region)
  if (!lat) throw new Error(`panel has no latent component ${fit.region}`)
  const F = new Float64Array(K * M)
  fit.components.forEach((c, k) => {
    for (let m = 0; m < M; m++) {
      if (c === fit.region) F[k * M + m] = frequencyFromCounts(lat.altCount[m], lat.alleleCount[m])
      else {
        let a = 0
        let t = 0
        for (const p of panel.populations) {
          if (p.region !== c || p.role !== 'reference') continue
          a += p.altCount[m]
          t += p.alleleCount[m]
        }
        F[k * M + m] = frequencyFromCounts(a, t)
      }
    }
  })
  const r = fitLatentComponents({ genotypes: G, n, M, F, K, latent: fit.components.map(c => c === fit.region), sourceMask, initQ, maxIterations: 100 })
  const kL = fit.components.indexOf(fit.region)
  return r.F.slice(kL * M, kL * M + M)
}

/**
 * An admixed person made from real genotypes: each of their two allele copies at each marker
 * comes from source person k with probability `proportions[k]`, and is one of that person's
 * two alleles at random (for a heterozygote, either with probability ½). Returns the dosages
 * and the realised share of allele copies drawn from each source (the truth to compare with:
 * with a few hundred allele copies it differs from `proportions` by a few percent).
 */
export function simulateAdmixedDosages(sources: ArrayLike<number>[], proportions: number[], rng: Rng): { dosages: Int8Array; realised: number[] } {
  const M = sources[0].length
  const dosages = new Int8Array(M)
  const copies = new Array<number>(sources.length).fill(0)
  let total = 0
  const cum: number[] = []
  proportions.reduce((a, p, k) => (cum[k] = a + p), 0)
  for (let m = 0; m < M; m++) {
    let d = 0
    const drawn: number[] = []
    for (let c = 0; c < 2; c++) {
      const u = rng.next() * cum[cum.length - 1]
      let k = 0
      while (k < cum.length - 1 && u >= cum[k]) k++
      const g = sources[k][m]
      if (g < 0) {
        d = -1
        break
      }
      d += rng.next() < g / 2 ? 1 : 0
      drawn.push(k)
    }
    dosages[m] = d
    if (d >= 0) {
      for (const k of drawn) copies[k]++
      total += 2
    }
  }
  return { dosages, realised: copies.map(c => (total ? c / total : 0)) }
}

/**
 * Per-person Cramér-Rao bound on the mean absolute error of the proportions, for an oracle
 * that knows which components are present: a floor no unbiased estimator beats with these
 * markers, printed next to the measured error.
 */
export function oracleMae(q: number[], model: ComponentModel, present: number[], dosagesMask?: ArrayLike<number>): number {
  const M = model.M
  const S = present
  if (S.length < 2) return 0
  const dim = S.length - 1
  const I = Array.from({ length: dim }, () => new Float64Array(dim))
  for (let m = 0; m < M; m++) {
    if (dosagesMask && dosagesMask[m] < 0) continue
    let p = 0
    for (let k = 0; k < q.length; k++) p += q[k] * model.F[k * M + m]
    const last = model.F[S[dim] * M + m]
    const w = 2 / (p * (1 - p))
    for (let a = 0; a < dim; a++) {
      const da = model.F[S[a] * M + m] - last
      for (let b = 0; b < dim; b++) I[a][b] += w * da * (model.F[S[b] * M + m] - last)
    }
  }
  const C = invert(I)
  let sdSum = 0
  let all = 0
  for (let a = 0; a < dim; a++) {
    sdSum += Math.sqrt(Math.max(0, C[a][a]))
    for (let b = 0; b < dim; b++) all += C[a][b]
  }
  sdSum += Math.sqrt(Math.max(0, all))
  // E|N(0, σ²)| = σ √(2/π); averaged over every component of the model (absent ones: error 0)
  return (Math.sqrt(2 / Math.PI) * sdSum) / q.length
}

function invert(A: Float64Array[]): Float64Array[] {
  const n = A.length
  const M = A.map((row, i) => {
    const r = new Float64Array(2 * n)
    r.set(row)
    r[n + i] = 1
    return r
  })
  for (let c = 0; c < n; c++) {
    let piv = c
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[piv][c])) piv = r
    ;[M[c], M[piv]] = [M[piv], M[c]]
    const d = M[c][c]
    for (let j = 0; j < 2 * n; j++) M[c][j] /= d
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = M[r][c]
      for (let j = 0; j < 2 * n; j++) M[r][j] -= f * M[c][j]
    }
  }
  return M.map(r => r.slice(n))
}
