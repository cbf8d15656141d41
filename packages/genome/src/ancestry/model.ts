/**
 * The admixture model with known ancestral allele frequencies (the supervised model of
 * frappe, Tang et al. 2005, Genet Epidemiol 28:289, and ADMIXTURE, Alexander et al. 2009):
 * each of a person's allele copies at marker m comes from component k with probability q_k,
 * and carries the alternative allele with probability F[k][m]. With p_m = Σ_k q_k F[k][m] the
 * alt-allele dosage g_m ∈ {0, 1, 2} is Binomial(2, p_m), markers independent:
 *     ℓ(q) = Σ_m w_m [ g_m ln p_m + (2 - g_m) ln(1 - p_m) ]
 * (w_m: bootstrap weights, 1 otherwise). q is found by the EM update of frappe,
 *     q_k ← q_k Σ_m w_m [ g_m F_km / p_m + (2 - g_m)(1 - F_km)/(1 - p_m) ] / Σ_m 2 w_m
 * accelerated with SQUAREM (Varadhan & Roland 2008, Scand J Stat 35:335, scheme S3), which
 * keeps EM's monotone ascent and simplex constraint while cutting the iterations from
 * thousands to tens.
 */
// Math's functions as module constants: fast in hot loops under a test runner's sandbox too (core/random.ts)
const { abs, log, max, min, sqrt } = Math

export interface AdmixtureData {
  /** alt-allele dosage per observed marker */
  g: Float64Array
  /** K rows of M frequencies, row-major: F[k * M + m] */
  F: Float64Array
  K: number
  M: number
  /** per-marker weights (bootstrap); all 1 when absent */
  w?: Float64Array
}

/** frequencies are kept away from 0 and 1: a genotyping error must not make a likelihood zero */
export const FREQUENCY_FLOOR = 1e-4

export function logLikelihood(q: Float64Array, d: AdmixtureData): number {
  const { g, F, K, M, w } = d
  let ll = 0
  for (let m = 0; m < M; m++) {
    let p = 0
    for (let k = 0; k < K; k++) p += q[k] * F[k * M + m]
    const wm = w ? w[m] : 1
    if (wm === 0) continue
    const gm = g[m]
    ll += wm * (gm === 0 ? 2 * log(1 - p) : gm === 2 ? 2 * log(p) : gm * log(p) + (2 - gm) * log(1 - p))
  }
  return ll
}

/**
 * The E-step shared by every proportion fit: the expected allele copies of each component,
 * out[k] = q_k * sum_m w_m (g_m f_km / p_m + (2 - g_m)(1 - f_km) / (1 - p_m)), not normalised.
 */
export function expectedCopies(q: Float64Array, d: AdmixtureData, out: Float64Array): void {
  const { g, F, K, M, w } = d
  out.fill(0)
  for (let m = 0; m < M; m++) {
    const wm = w ? w[m] : 1
    if (wm === 0) continue
    let p = 0
    for (let k = 0; k < K; k++) p += q[k] * F[k * M + m]
    const a = (wm * g[m]) / p
    const b = (wm * (2 - g[m])) / (1 - p)
    for (let k = 0; k < K; k++) {
      const f = F[k * M + m]
      out[k] += a * f + b * (1 - f)
    }
  }
  for (let k = 0; k < K; k++) out[k] *= q[k]
}

/** one EM update of q into `out`: the expected copies, normalised */
export function emUpdate(q: Float64Array, d: AdmixtureData, out: Float64Array): void {
  expectedCopies(q, d, out)
  let s = 0
  for (let k = 0; k < d.K; k++) s += out[k]
  // renormalising every step matters: without it rounding drift along the sum grows geometrically
  for (let k = 0; k < d.K; k++) out[k] /= s
}

export interface FitResult {
  q: Float64Array
  logLikelihood: number
  iterations: number
  converged: boolean
}

function projectToSimplex(x: Float64Array): void {
  let s = 0
  for (let k = 0; k < x.length; k++) {
    if (!(x[k] > 0)) x[k] = 0
    s += x[k]
  }
  if (s <= 0) x.fill(1 / x.length)
  else for (let k = 0; k < x.length; k++) x[k] /= s
}

/**
 * Proportions by EM + SQUAREM: maximum likelihood, or with `prior` < 1 the posterior mode
 * under a symmetric Dirichlet(prior) (see mapProportions). Starts from `init` or the uniform
 * mixture.
 */
export function fitProportions(d: AdmixtureData, init?: Float64Array, options: { tol?: number; maxIterations?: number; prior?: number } = {}): FitResult {
  const prior = options.prior ?? 1
  if (prior === 1) return maximumLikelihood(d, init, options)
  return mapProportions(d, init ?? new Float64Array(d.K).fill(1 / d.K), prior, options)
}

/**
 * Posterior mode of the proportions under a symmetric Dirichlet(α) prior, α < 1, by EM whose
 * M-step is the mode of Dirichlet(n + α) given the expected allele copies n_k of each
 * component: q_k ∝ max(0, n_k + α - 1). With α = ½ (the Jeffreys prior of a categorical
 * distribution) a component is dropped when fewer than half an allele copy supports it; it is
 * the annihilation rule of Figueiredo & Jain 2002 (IEEE TPAMI 24:381) for mixture weights.
 * People descend from few regions, and without such a prior a weakly identified component
 * (Indigenous American next to East Asian, South Asian next to European) soaks up noise.
 * The prior weighs half an allele copy per component: with the 169 AIMs it matters, with a
 * chip's hundreds of thousands of markers it vanishes. The truncated update has several fixed
 * points, so the estimator is defined with its start: the uniform mixture, as EM for
 * admixture is usually started (the maximum-likelihood solution as a start keeps more
 * spurious small components).
 */
export function mapProportions(d: AdmixtureData, start: Float64Array, alpha: number, options: { tol?: number; maxIterations?: number } = {}): FitResult {
  const { K } = d
  const tol = options.tol ?? 1e-9
  const maxIt = options.maxIterations ?? 20000
  const q = Float64Array.from(start)
  const c = new Float64Array(K)
  let it = 0
  let converged = false
  for (; it < maxIt; it++) {
    expectedCopies(q, d, c)
    let s = 0
    for (let k = 0; k < K; k++) s += (c[k] = max(0, c[k] + alpha - 1))
    let delta = 0
    for (let k = 0; k < K; k++) {
      const v = c[k] / s
      delta = max(delta, abs(v - q[k]))
      q[k] = v
    }
    if (delta < tol) {
      converged = true
      it++
      break
    }
  }
  return { q, logLikelihood: logLikelihood(q, d), iterations: it, converged }
}

function maximumLikelihood(d: AdmixtureData, init?: Float64Array, options: { tol?: number; maxIterations?: number } = {}): FitResult {
  const { K } = d
  const tol = options.tol ?? 1e-9
  const maxIt = options.maxIterations ?? 5000
  let q = init ? Float64Array.from(init) : new Float64Array(K).fill(1 / K)
  // an exact zero is a fixed point of EM: start strictly inside the simplex
  for (let k = 0; k < K; k++) q[k] = max(q[k], 1e-6)
  projectToSimplex(q)
  const q1 = new Float64Array(K)
  const q2 = new Float64Array(K)
  const qa = new Float64Array(K)
  const qn = new Float64Array(K)
  let ll = logLikelihood(q, d)
  let it = 0
  for (; it < maxIt; it++) {
    emUpdate(q, d, q1)
    emUpdate(q1, d, q2)
    let rr = 0
    let vv = 0
    for (let k = 0; k < K; k++) {
      const r = q1[k] - q[k]
      const v = q2[k] - 2 * q1[k] + q[k]
      rr += r * r
      vv += v * v
    }
    if (rr < tol * tol) {
      q.set(q2)
      ll = logLikelihood(q, d)
      return { q, logLikelihood: ll, iterations: it + 1, converged: true }
    }
    const alpha = vv > 0 ? min(-1, -sqrt(rr / vv)) : -1
    for (let k = 0; k < K; k++) {
      const r = q1[k] - q[k]
      const v = q2[k] - 2 * q1[k] + q[k]
      qa[k] = q[k] - 2 * alpha * r + alpha * alpha * v
    }
    projectToSimplex(qa)
    emUpdate(qa, d, qn)
    const lln = logLikelihood(qn, d)
    const ll2 = logLikelihood(q2, d)
    if (Number.isFinite(lln) && lln >= ll2) {
      q.set(qn)
      ll = lln
    } else {
      q.set(q2)
      ll = ll2
    }
  }
  return { q, logLikelihood: ll, iterations: it, converged: false }
}

/**
 * Semi-supervised fit of latent components: people of admixed populations, each a mixture of
 * their `sources` components, where the frequencies of some components are fixed (references)
 * and those of the latent ones are estimated from these people (EM over the latent allele
 * ancestries; ADMIXTURE's model with P partly known). Returns the latent frequencies as
 * expected allele counts (alt, total) so that they are stored like any reference population.
 */
export interface LatentFitInput {
  /** dosages of the admixed people, row-major n × M, -1 = missing */
  genotypes: Int8Array
  n: number
  M: number
  /** K component frequency rows (row-major K × M); latent rows are initial values */
  F: Float64Array
  K: number
  /** which of the K components are latent (estimated) */
  latent: boolean[]
  /** per person and component: 1 when the component is one of the person's sources (n × K) */
  sourceMask: Uint8Array
  /** warm start: per-person proportions (n × K) */
  initQ?: Float64Array
  tol?: number
  maxIterations?: number
  /** pseudo-counts of the latent frequencies (default 0.5 alt, 0.5 ref, as for references) */
  prior?: number
}

export interface LatentFitResult {
  F: Float64Array
  Q: Float64Array
  /** expected alt-allele and total allele copies of each latent component, K × M (0 for fixed rows) */
  altCount: Float64Array
  totalCount: Float64Array
  iterations: number
  converged: boolean
  logLikelihood: number
}

export function fitLatentComponents(input: LatentFitInput): LatentFitResult {
  const { genotypes, n, M, K, latent, sourceMask } = input
  // 1e-5 on the largest change of any proportion or frequency: the stored values have 4 decimals
  const tol = input.tol ?? 1e-5
  const maxIt = input.maxIterations ?? 2000
  const prior = input.prior ?? 0.5
  // parameters θ = (Q: n × K, F: K × M, of which only latent rows move)
  const Q0 = new Float64Array(n * K)
  for (let i = 0; i < n; i++) {
    let s = 0
    for (let k = 0; k < K; k++) s += sourceMask[i * K + k] ? (Q0[i * K + k] = input.initQ ? max(input.initQ[i * K + k], 1e-6) : 1) : 0
    for (let k = 0; k < K; k++) Q0[i * K + k] /= s
  }
  const F0 = Float64Array.from(input.F)
  const altCount = new Float64Array(K * M)
  const totalCount = new Float64Array(K * M)

  /** one EM step from (Q, F) into (outQ, outF); returns the log-likelihood of (Q, F) */
  const em = (Q: Float64Array, F: Float64Array, outQ: Float64Array, outF: Float64Array): number => {
    altCount.fill(0)
    totalCount.fill(0)
    outQ.fill(0)
    let ll = 0
    for (let i = 0; i < n; i++) {
      const row = i * M
      const qi = i * K
      for (let m = 0; m < M; m++) {
        const g = genotypes[row + m]
        if (g < 0) continue
        let p = 0
        for (let k = 0; k < K; k++) p += Q[qi + k] * F[k * M + m]
        // one logarithm per genotype: p^g (1-p)^(2-g)
        ll += g === 0 ? 2 * log(1 - p) : g === 2 ? 2 * log(p) : log(p * (1 - p))
        const a = g / p
        const b = (2 - g) / (1 - p)
        for (let k = 0; k < K; k++) {
          const q = Q[qi + k]
          if (q === 0) continue
          const f = F[k * M + m]
          const ca = a * q * f
          const c = ca + b * q * (1 - f)
          outQ[qi + k] += c
          if (latent[k]) {
            altCount[k * M + m] += ca
            totalCount[k * M + m] += c
          }
        }
      }
    }
    normaliseRows(outQ, n, K)
    outF.set(F)
    for (let k = 0; k < K; k++) {
      if (!latent[k]) continue
      for (let m = 0; m < M; m++) outF[k * M + m] = clampFrequency((altCount[k * M + m] + prior) / (totalCount[k * M + m] + 2 * prior))
    }
    return ll
  }
  const project = (Q: Float64Array, F: Float64Array) => {
    for (let j = 0; j < Q.length; j++) if (!(Q[j] > 0) || !sourceMask[j]) Q[j] = 0
    normaliseRows(Q, n, K)
    for (let k = 0; k < K; k++) if (latent[k]) for (let m = 0; m < M; m++) F[k * M + m] = clampFrequency(F[k * M + m])
  }

  // EM accelerated by SQUAREM (scheme S3, with the usual monotonicity safeguard)
  const Q1 = new Float64Array(n * K), F1 = new Float64Array(K * M)
  const Q2 = new Float64Array(n * K), F2 = new Float64Array(K * M)
  const Qa = new Float64Array(n * K), Fa = new Float64Array(K * M)
  const Qn = new Float64Array(n * K), Fn = new Float64Array(K * M)
  let it = 0
  let converged = false
  let ll = -Infinity
  for (; it < maxIt; it++) {
    em(Q0, F0, Q1, F1)
    const ll1 = em(Q1, F1, Q2, F2)
    let rr = 0
    let vv = 0
    const acc = (x0: Float64Array, x1: Float64Array, x2: Float64Array) => {
      for (let j = 0; j < x0.length; j++) {
        const r = x1[j] - x0[j]
        const v = x2[j] - 2 * x1[j] + x0[j]
        rr += r * r
        vv += v * v
      }
    }
    acc(Q0, Q1, Q2)
    acc(F0, F1, F2)
    const alpha = vv > 0 ? min(-1, -sqrt(rr / vv)) : -1
    const step = (x0: Float64Array, x1: Float64Array, x2: Float64Array, out: Float64Array) => {
      for (let j = 0; j < x0.length; j++) out[j] = x0[j] - 2 * alpha * (x1[j] - x0[j]) + alpha * alpha * (x2[j] - 2 * x1[j] + x0[j])
    }
    step(Q0, Q1, Q2, Qa)
    step(F0, F1, F2, Fa)
    project(Qa, Fa)
    const llA = em(Qa, Fa, Qn, Fn)
    let delta = 0
    const take = (from: Float64Array, to: Float64Array) => {
      for (let j = 0; j < to.length; j++) {
        delta = max(delta, abs(from[j] - to[j]))
        to[j] = from[j]
      }
    }
    if (Number.isFinite(llA) && llA >= ll1) {
      take(Qn, Q0)
      take(Fn, F0)
      ll = llA
    } else {
      take(Q2, Q0)
      take(F2, F0)
      ll = ll1
    }
    if (delta < tol) {
      converged = true
      it++
      break
    }
  }
  // expected counts at the final parameters
  const ll0 = em(Q0, F0, Qn, Fn)
  return { F: F0, Q: Q0, altCount: Float64Array.from(altCount), totalCount: Float64Array.from(totalCount), iterations: it, converged, logLikelihood: Number.isFinite(ll0) ? ll0 : ll }
}

function normaliseRows(Q: Float64Array, n: number, K: number): void {
  for (let i = 0; i < n; i++) {
    let s = 0
    for (let k = 0; k < K; k++) s += Q[i * K + k]
    if (s > 0) for (let k = 0; k < K; k++) Q[i * K + k] /= s
  }
}

export function clampFrequency(f: number): number {
  return min(1 - FREQUENCY_FLOOR, max(FREQUENCY_FLOOR, f))
}

/** frequency from allele counts with half a pseudo-count each side (a Jeffreys-like prior) */
export function frequencyFromCounts(alt: number, total: number): number {
  return clampFrequency((alt + 0.5) / (total + 1))
}
