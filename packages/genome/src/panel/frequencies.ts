import { complement, isStrandAmbiguous } from '../core/genotype'
import type { MarkerPanel } from '../core/panel'
import { hash32, Rng, seedFromString } from '../core/random'
import type { Reference } from '../reference'
import {
  AimFrequencyTable,
  HAPMAP3_POPULATIONS,
  POPULATIONS,
  POPULATIONS_BY_SUPER,
  readAimFrequencies,
  readHapMap3,
  SUPER_OF,
  SUPER_POPULATIONS,
  SuperPopulation
} from '../reference/readers'
import { indexPanelFast } from './lookup'
// Math's functions as module constants: fast in hot loops under a test runner's sandbox too (core/random.ts)
const { max, min, sqrt } = Math

/**
 * Population allele frequencies for every panel marker: the frequency of the panel's a2 allele
 * in each of the 26 1000 Genomes phase 3 populations and the 5 super-populations.
 *
 * REAL values come from the reference: the Kidd-55 and Seldin-128 AIM tables (1000 Genomes
 * phase 3, all 31 groups) and HapMap 3 chr1 (YRI, LWK, CEU, TSI, CHB, JPT; CHD and MKK are not
 * 1000 Genomes populations and are not used).
 *
 * SYNTHETIC values fill the rest from a Balding-Nichols model (Balding & Nichols 1995,
 * Genetica 96:3): a population's frequency is Beta(p(1-F)/F, (1-p)(1-F)/F) around its parent's
 * p, on a two-level tree ancestral -> super-population -> population. Branch lengths F are fitted
 * to pairwise Hudson F_ST (estimator of Bhatia et al. 2013, Genome Res 23:1514) measured on the
 * real 1000 Genomes AIM frequencies, rescaled to genome-wide level by the ratio of HapMap 3 chr1
 * F_ST to AIM F_ST over the population pairs both datasets have (AIMs are chosen for being
 * differentiated, so their F_ST is inflated). The ancestral frequency of a marker is drawn from
 * the spectrum of HapMap 3 chr1 frequencies. Where a marker has real values for some
 * populations, synthetic ones are drawn around them. Draws are counter-based: the value for
 * (marker, population) does not depend on which populations were asked for first.
 *
 * Synthetic values exist for the generators and the relatives simulator ONLY. Inference
 * (ancestry composition, health, QC) must use realA2(), which is NaN wherever the value is
 * synthetic; simulationA2() says in its name what it is for.
 */

export const FREQUENCY_MODEL_VERSION = 1
export const FREQUENCY_GROUPS: readonly string[] = [...SUPER_POPULATIONS, ...POPULATIONS]

/** where a real value came from, per marker (0: none, the marker's values are all synthetic) */
export const REAL_SOURCES = ['', 'kidd55', 'seldin128', 'hapmap3-chr1'] as const

export interface FrequencyModelParameters {
  seed: string
  /** F_ST(AIM) -> genome-wide scale factor and the pairs it was measured on */
  aimToGenomeScale: number
  scalePairs: string[]
  /** fitted branch lengths (drift F) */
  superBranch: Record<SuperPopulation, number>
  populationBranch: Record<string, number>
  /** pairwise F_ST used for the fit (already rescaled), populations in POPULATIONS order */
  fst: number[][]
  /** root-mean-square error of the tree fit to 2 F_ST (path drift) */
  fitRmse: number
}

export interface FrequencyModel {
  readonly panel: MarkerPanel
  readonly groups: readonly string[]
  readonly parameters: FrequencyModelParameters
  /** per marker, index into REAL_SOURCES */
  readonly realSource: Uint8Array
  /** a2 frequency where it is real, NaN where it would be synthetic: the accessor for inference */
  realA2(group: string): Float32Array
  /** 1 where the value of simulationA2(group) is real */
  realMask(group: string): Uint8Array
  /** a2 frequency, real where known and synthetic elsewhere: for generators and simulators only */
  simulationA2(group: string): Float32Array
}

/** Hudson F_ST as a ratio of averages (Bhatia et al. 2013, eq. 10), with sample-size correction
 * when chromosome counts are known */
export function hudsonFst(p1: ArrayLike<number>, p2: ArrayLike<number>, n1 = Infinity, n2 = Infinity): number {
  let num = 0
  let den = 0
  for (let k = 0; k < p1.length; k++) {
    const a = p1[k]
    const b = p2[k]
    if (Number.isNaN(a) || Number.isNaN(b)) continue
    num += (a - b) ** 2 - (a * (1 - a)) / (n1 - 1) - (b * (1 - b)) / (n2 - 1)
    den += a * (1 - b) + b * (1 - a)
  }
  return den > 0 ? max(0, num / den) : 0
}

/**
 * Least-squares fit, non-negative, of the two-level tree to pairwise F_ST. Under
 * Balding-Nichols, Hudson's F_ST between two leaves is half the drift along the path joining
 * them (E[(p1-p2)^2] = p(1-p)(F1+F2), E[p1(1-p2)+p2(1-p1)] = 2p(1-p)), so the fit is of
 * 2 F_ST(i,j) = b_i + b_j within a super-population, b_i + B_S(i) + B_S(j) + b_j across.
 * Cyclic coordinate descent; each coordinate has a closed-form update.
 */
function fitTree(fst: number[][]): { pop: number[]; sup: number[]; rmse: number } {
  const n = POPULATIONS.length
  const sIdx = POPULATIONS.map(p => SUPER_POPULATIONS.indexOf(SUPER_OF[p]))
  const pop = new Array(n).fill(0.005)
  const sup = new Array(SUPER_POPULATIONS.length).fill(0.05)
  const predict = (i: number, j: number) => pop[i] + pop[j] + (sIdx[i] === sIdx[j] ? 0 : sup[sIdx[i]] + sup[sIdx[j]])
  for (let iter = 0; iter < 400; iter++) {
    for (let i = 0; i < n; i++) {
      let acc = 0
      let cnt = 0
      for (let j = 0; j < n; j++) if (j !== i) (acc += fst[i][j] - (predict(i, j) - pop[i])), cnt++
      pop[i] = max(0, acc / cnt)
    }
    for (let s = 0; s < sup.length; s++) {
      let acc = 0
      let cnt = 0
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (sIdx[i] === sIdx[j] || (sIdx[i] !== s && sIdx[j] !== s)) continue
          acc += fst[i][j] - (predict(i, j) - sup[s])
          cnt++
        }
      }
      sup[s] = max(0, acc / cnt)
    }
  }
  let se = 0
  let m = 0
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) (se += (fst[i][j] - predict(i, j)) ** 2), m++
  return { pop, sup, rmse: sqrt(se / m) }
}

/** a2 frequency for the panel's orientation from a source's (allele, frequency of that allele) */
function orient(a1: string, a2: string, srcAllele: string, otherAllele: string, freqOfSrcAllele: number): number {
  if (a2 === srcAllele && a1 === otherAllele) return freqOfSrcAllele
  if (a1 === srcAllele && a2 === otherAllele) return 1 - freqOfSrcAllele
  if (!isStrandAmbiguous(a1, a2)) {
    const c = complement(srcAllele)
    const o = complement(otherAllele)
    if (a2 === c && a1 === o) return freqOfSrcAllele
    if (a1 === c && a2 === o) return 1 - freqOfSrcAllele
  }
  return NaN
}

const MIN_ANCESTRAL = 0.005

export function buildFrequencyModel(panel: MarkerPanel, ref: Reference, seed = `xg-frequencies-v${FREQUENCY_MODEL_VERSION}`): FrequencyModel {
  const index = indexPanelFast(panel)
  const n = panel.size
  const realSource = new Uint8Array(n)
  // real values: group -> marker -> a2 frequency (NaN when not real)
  const real = new Map<string, Float32Array>(FREQUENCY_GROUPS.map(g => [g, new Float32Array(n).fill(NaN)]))
  const aims: AimFrequencyTable[] = [readAimFrequencies(ref, 'kidd55'), readAimFrequencies(ref, 'seldin128')]
  aims.forEach((table, t) => {
    for (const row of table.rows) {
      const i = index.byRsid(row.rsid)
      if (i < 0 || realSource[i] !== 0 || panel.chrom[i] !== row.chrom || panel.pos[i] !== row.pos) continue
      if (Number.isNaN(orient(panel.a1[i], panel.a2[i], row.alt, row.ref, 0.5))) continue
      realSource[i] = t + 1
      for (const g of FREQUENCY_GROUPS) real.get(g)![i] = orient(panel.a1[i], panel.a2[i], row.alt, row.ref, row.altFreq[g])
    }
  })
  const hm3 = readHapMap3(ref)
  const hm3Pops = HAPMAP3_POPULATIONS.filter(p => POPULATIONS.includes(p))
  const spectrum: number[] = []
  for (let k = 0; k < hm3.rsid.length; k++) {
    let mean = 0
    for (const p of hm3Pops) mean += hm3.freqA1[p][k] / hm3Pops.length
    spectrum.push(min(1 - MIN_ANCESTRAL, max(MIN_ANCESTRAL, mean)))
    const i = index.byRsid(hm3.rsid[k])
    if (i < 0 || realSource[i] !== 0 || panel.pos[i] !== hm3.pos[k]) continue
    if (Number.isNaN(orient(panel.a1[i], panel.a2[i], hm3.a1[k], hm3.a2[k], 0.5))) continue
    realSource[i] = 3
    for (const p of hm3Pops) real.get(p)![i] = orient(panel.a1[i], panel.a2[i], hm3.a1[k], hm3.a2[k], hm3.freqA1[p][k])
  }

  // --- fit the drift tree ------------------------------------------------------------------
  const popFreqs = (table: AimFrequencyTable, p: string) => table.rows.map(r => r.altFreq[p])
  const aimFst = POPULATIONS.map(a =>
    POPULATIONS.map(b => (a === b ? 0 : hudsonFst(aims.flatMap(t => popFreqs(t, a)), aims.flatMap(t => popFreqs(t, b)), aims[0].nChrom[a], aims[0].nChrom[b])))
  )
  let hmSum = 0
  let aimSum = 0
  const scalePairs: string[] = []
  for (let x = 0; x < hm3Pops.length; x++) {
    for (let y = x + 1; y < hm3Pops.length; y++) {
      hmSum += hudsonFst(hm3.freqA1[hm3Pops[x]], hm3.freqA1[hm3Pops[y]])
      aimSum += aimFst[POPULATIONS.indexOf(hm3Pops[x])][POPULATIONS.indexOf(hm3Pops[y])]
      scalePairs.push(`${hm3Pops[x]}-${hm3Pops[y]}`)
    }
  }
  const scale = aimSum > 0 ? hmSum / aimSum : 1
  const fst = aimFst.map(row => row.map(v => v * scale))
  const fit = fitTree(fst.map(row => row.map(v => 2 * v)))
  const parameters: FrequencyModelParameters = {
    seed,
    aimToGenomeScale: scale,
    scalePairs,
    superBranch: Object.fromEntries(SUPER_POPULATIONS.map((s, k) => [s, fit.sup[k]])) as Record<SuperPopulation, number>,
    populationBranch: Object.fromEntries(POPULATIONS.map((p, k) => [p, fit.pop[k]])),
    fst,
    fitRmse: fit.rmse
  }

  // --- synthetic draws ----------------------------------------------------------------------
  const seedNum = seedFromString(seed)
  const rng = new Rng(0)
  const bn = (p: number, F: number, key: number, node: number): number => {
    if (F <= 0) return p
    rng.reseed(hash32(seedNum, key, node))
    const k = (1 - F) / F
    return rng.beta(max(p, 1e-6) * k, max(1 - p, 1e-6) * k)
  }
  const realOf = (pops: readonly string[]) => pops.map(p => real.get(p)!)
  const meanOfReal = (arrays: Float32Array[], i: number) => {
    let sum = 0
    let cnt = 0
    for (let k = 0; k < arrays.length; k++) {
      const v = arrays[k][i]
      if (v === v) (sum += v), cnt++ // v === v: not NaN
    }
    return cnt ? sum / cnt : NaN
  }
  const allReal = realOf(POPULATIONS)
  const simulatedPop = (p: string): Float32Array => {
    const S = SUPER_OF[p]
    const sNode = SUPER_POPULATIONS.indexOf(S) + 1
    const pNode = 100 + POPULATIONS.indexOf(p)
    const superReal = realOf(POPULATIONS_BY_SUPER[S])
    const fSuper = parameters.superBranch[S]
    const fPop = parameters.populationBranch[p]
    const out = new Float32Array(n)
    const r = real.get(p)!
    for (let i = 0; i < n; i++) {
      const own = r[i]
      if (own === own) {
        out[i] = own
        continue
      }
      // markers without any real value (nearly all synthetic ones) skip straight to the spectrum
      let pS = realSource[i] ? meanOfReal(superReal, i) : NaN
      if (pS !== pS) {
        let root = realSource[i] ? meanOfReal(allReal, i) : NaN
        if (root !== root) root = spectrum[hash32(seedNum, i, 0) % spectrum.length]
        pS = bn(root, fSuper, i, sNode)
      }
      out[i] = bn(pS, fPop, i, pNode)
    }
    return out
  }
  const simCache = new Map<string, Float32Array>()
  const simulationA2 = (g: string): Float32Array => {
    checkGroup(g)
    let v = simCache.get(g)
    if (v) return v
    if (POPULATIONS.includes(g)) v = simulatedPop(g)
    else {
      // a super-population is its populations pooled by chromosome count, unless real
      const members = POPULATIONS_BY_SUPER[g as SuperPopulation]
      const weights = members.map(p => aims[0].nChrom[p])
      const total = weights.reduce((a, b) => a + b, 0)
      const arrays = members.map(p => simulationA2(p))
      const r = real.get(g)!
      v = new Float32Array(n)
      for (let i = 0; i < n; i++) {
        if (!Number.isNaN(r[i])) v[i] = r[i]
        else {
          let s = 0
          for (let k = 0; k < members.length; k++) s += arrays[k][i] * weights[k]
          v[i] = s / total
        }
      }
    }
    simCache.set(g, v)
    return v
  }
  return {
    panel,
    groups: FREQUENCY_GROUPS,
    parameters,
    realSource,
    realA2: g => (checkGroup(g), real.get(g)!),
    realMask: g => {
      checkGroup(g)
      const r = real.get(g)!
      return Uint8Array.from(r, v => (Number.isNaN(v) ? 0 : 1))
    },
    simulationA2
  }
}

function checkGroup(g: string): void {
  if (!FREQUENCY_GROUPS.includes(g)) throw new Error(`unknown population '${g}'; expected one of ${FREQUENCY_GROUPS.join(', ')}`)
}
