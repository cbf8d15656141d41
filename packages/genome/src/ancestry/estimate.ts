import type { EngineMessage } from '@xungen/contracts'
import { HET, HOM_A1, HOM_A2 } from '../core/genotype'
import type { PackedKit } from '../core/packed'
import { getCall, isPackedFor } from '../core/packed'
import type { MarkerPanel, PanelIndex } from '../core/panel'
import { Rng, seedFromString } from '../core/random'
import { AdmixtureData, fitProportions } from './model'
import { AncestryComponent, AncestryReferencePanel, componentModel, ComponentModel } from './reference-panel'

/**
 * Ancestry composition of one person: maximum-likelihood admixture proportions over the
 * reference panel's components (model.ts), with 95 % confidence intervals from a block
 * bootstrap: the genome is cut into blocks of `blockSizeBp` (5 Mb, about 5 cM, the block size
 * of the ADMIXTOOLS jackknife; Patterson et al. 2012, Genetics 192:1065), blocks are drawn
 * with replacement and the proportions refitted; the interval is the 2.5-97.5 percentile
 * range of the replicates. Blocks keep linked markers together, so that the intervals stay
 * honest on dense chip data where neighbouring markers are in linkage disequilibrium.
 */

export interface AncestryOptions {
  /** bootstrap replicates for the intervals (default 200; 0: no intervals) */
  bootstrap?: number
  blockSizeBp?: number
  /** fewer usable markers than this: no estimate (default 50) */
  minMarkers?: number
  /** markers listed as evidence (default 20) */
  evidenceMarkers?: number
  /** ignore accepted sub-regions, report regions only */
  regionsOnly?: boolean
  /** replaces the components (leave-one-out evaluation); default: componentModel(panel) */
  model?: ComponentModel
  /** seed of the bootstrap; default: derived from the kit's calls, so a kit always gets the same intervals */
  seed?: string
  /** Dirichlet prior of the proportions (default ½, the Jeffreys prior; 1 = maximum likelihood), see model.ts */
  prior?: number
}

export const ANCESTRY_DEFAULTS = { bootstrap: 200, blockSizeBp: 5_000_000, minMarkers: 50, evidenceMarkers: 20, prior: 0.5 }

export interface AncestryComponentEstimate extends AncestryComponent {
  proportion: number
  /** 95 % bootstrap interval; [proportion, proportion] without bootstrap */
  ci95: [number, number]
}

export interface AncestryMarkerEvidence {
  rsid: string
  chrom: number
  pos: number
  /** the person's genotype, e.g. 'CT' */
  genotype: string
  ref: string
  alt: string
  /** alt-allele frequency of each component */
  altFrequency: Record<string, number>
  /** log-likelihood gain of the genotype under the estimate over the components' average frequency */
  support: number
}

export interface AncestryEstimate {
  status: 'estimated'
  components: AncestryComponentEstimate[]
  /** components rolled up to regions (identical to components when no sub-region is reported) */
  regions: { id: string; label: string; labelZh: string; proportion: number; ci95: [number, number] }[]
  /** how finely each region is reported, and why (measured when the panel was built) */
  resolution: { region: string; reportedAs: string; reason: string; message: EngineMessage }[]
  markers: { reference: number; used: number; notOnPanel: number; noCall: number; alleleMismatch: number }
  evidence: AncestryMarkerEvidence[]
  model: { method: string; logLikelihood: number; iterations: number; converged: boolean; bootstrap: { replicates: number; blockSizeBp: number; blocks: number } }
  reference: { panelId: string; config: string; sources: string[]; populations: { name: string; region: string; role: string; samples: number }[] }
}

export interface AncestryNoEstimate {
  status: 'insufficient-data'
  /** English, for logs and the CLI; pages word `message` in Chinese */
  reason: string
  message: EngineMessage
  markers: AncestryEstimate['markers']
}

interface Mapping {
  /** per reference marker: panel index or -1 */
  index: Int32Array
  /** 1 when the panel's a2 is the reference's alt allele, -1 when it is the ref allele, 0 unusable */
  orient: Int8Array
}

const mappings = new WeakMap<AncestryReferencePanel, WeakMap<MarkerPanel, Mapping>>()

function mapMarkers(ref: AncestryReferencePanel, index: PanelIndex): Mapping {
  let byPanel = mappings.get(ref)
  if (!byPanel) mappings.set(ref, (byPanel = new WeakMap()))
  const cached = byPanel.get(index.panel)
  if (cached) return cached
  const p = index.panel
  const M = ref.markers.length
  const idx = new Int32Array(M).fill(-1)
  const orient = new Int8Array(M)
  ref.markers.forEach((m, j) => {
    let i = index.byPosition(m.chrom, m.pos)
    if (i < 0 && /^rs\d+$/.test(m.id)) {
      const k = index.byRsid(m.id)
      if (k >= 0 && p.chrom[k] === m.chrom && p.pos[k] === m.pos) i = k
    }
    if (i < 0) return
    idx[j] = i
    if (p.a1[i] === m.ref && p.a2[i] === m.alt) orient[j] = 1
    else if (p.a1[i] === m.alt && p.a2[i] === m.ref) orient[j] = -1
  })
  const out = { index: idx, orient }
  byPanel.set(index.panel, out)
  return out
}

/** the person's alt-allele dosages at the reference markers (-1: missing) and the marker counts */
export function referenceDosages(kit: PackedKit, index: PanelIndex, ref: AncestryReferencePanel): { dosages: Int8Array; markers: AncestryEstimate['markers'] } {
  const map = mapMarkers(ref, index)
  const M = ref.markers.length
  const dosages = new Int8Array(M).fill(-1)
  const counts = { reference: M, used: 0, notOnPanel: 0, noCall: 0, alleleMismatch: 0 }
  for (let j = 0; j < M; j++) {
    const i = map.index[j]
    if (i < 0) {
      counts.notOnPanel++
      continue
    }
    if (map.orient[j] === 0) {
      counts.alleleMismatch++
      continue
    }
    const code = getCall(kit, i)
    if (code !== HOM_A1 && code !== HET && code !== HOM_A2) {
      counts.noCall++
      continue
    }
    const a2 = code - 1
    dosages[j] = map.orient[j] === 1 ? a2 : 2 - a2
    counts.used++
  }
  return { dosages, markers: counts }
}

/** Estimates the ancestry composition of a packed kit against a reference panel. */
export function estimateAncestry(kit: PackedKit, index: PanelIndex, refPanel: AncestryReferencePanel, options: AncestryOptions = {}): AncestryEstimate | AncestryNoEstimate {
  if (!isPackedFor(kit, index.panel)) throw new Error(`kit packed for panel ${kit.panelId} cannot be read with panel ${index.panel.id}`)
  const { dosages, markers } = referenceDosages(kit, index, refPanel)
  return estimateFromDosages(dosages, refPanel, options, markers)
}

/** The same estimate from dosages at the panel's reference markers (-1 missing). */
export function estimateFromDosages(dosages: ArrayLike<number>, refPanel: AncestryReferencePanel, options: AncestryOptions = {}, markerCounts?: AncestryEstimate['markers']): AncestryEstimate | AncestryNoEstimate {
  const opt = { ...ANCESTRY_DEFAULTS, ...options }
  const model = options.model ?? componentModel(refPanel, { regionsOnly: options.regionsOnly })
  const Mref = refPanel.markers.length
  const used: number[] = []
  for (let j = 0; j < Mref; j++) if (dosages[j] >= 0) used.push(j)
  const markers = markerCounts ?? { reference: Mref, used: used.length, notOnPanel: 0, noCall: Mref - used.length, alleleMismatch: 0 }
  if (used.length < opt.minMarkers) {
    return { status: 'insufficient-data', reason: `only ${used.length} of the ${Mref} ancestry markers were typed (at least ${opt.minMarkers} needed)`, message: { code: 'ancestry.too-few-markers', params: { used: used.length, total: Mref, min: opt.minMarkers } }, markers }
  }
  const K = model.components.length
  const M = used.length
  const g = new Float64Array(M)
  const F = new Float64Array(K * M)
  used.forEach((j, m) => {
    g[m] = dosages[j]
    for (let k = 0; k < K; k++) F[k * M + m] = model.F[k * model.M + j]
  })
  const data: AdmixtureData = { g, F, K, M }
  const fit = fitProportions(data, undefined, { prior: opt.prior })

  // block bootstrap
  const blockOf = new Int32Array(M)
  const blockIds = new Map<string, number>()
  used.forEach((j, m) => {
    const mk = refPanel.markers[j]
    const key = `${mk.chrom}:${Math.floor(mk.pos / opt.blockSizeBp)}`
    let b = blockIds.get(key)
    if (b === undefined) blockIds.set(key, (b = blockIds.size))
    blockOf[m] = b
  })
  const B = blockIds.size
  const reps = opt.bootstrap
  const samples: Float64Array[] = Array.from({ length: K }, () => new Float64Array(reps))
  if (reps > 0) {
    let h = 0
    for (let m = 0; m < M; m++) h = (Math.imul(h, 31) + g[m] * 7 + m) | 0
    const rng = new Rng(options.seed ?? seedFromString(`${refPanel.id}:${h}`))
    const draws = new Float64Array(B)
    const w = new Float64Array(M)
    for (let r = 0; r < reps; r++) {
      draws.fill(0)
      for (let b = 0; b < B; b++) draws[rng.int(B)]++
      for (let m = 0; m < M; m++) w[m] = draws[blockOf[m]]
      // replicates run the same estimator (for a prior < 1 its start is part of its definition)
      const rf = fitProportions({ ...data, w }, opt.prior === 1 ? fit.q : undefined, { tol: 1e-7, prior: opt.prior })
      for (let k = 0; k < K; k++) samples[k][r] = rf.q[k]
    }
  }
  const interval = (xs: Float64Array, point: number): [number, number] => {
    if (!xs.length) return [round(point), round(point)]
    const s = Float64Array.from(xs).sort()
    const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.round(p * (s.length - 1))))]
    return [round(Math.min(at(0.025), point)), round(Math.max(at(0.975), point))]
  }
  const components: AncestryComponentEstimate[] = model.components.map((c, k) => ({ ...c, proportion: round(fit.q[k]), ci95: interval(samples[k], fit.q[k]) }))
  const regions = refPanel.config.regions.map(r => {
    const ks = model.components.map((c, k) => (c.region === r.id ? k : -1)).filter(k => k >= 0)
    let point = 0
    for (const k of ks) point += fit.q[k]
    const rep = new Float64Array(reps)
    for (let i = 0; i < reps; i++) for (const k of ks) rep[i] += samples[k][i]
    return { id: r.id, label: r.label, labelZh: r.labelZh, proportion: round(point), ci95: interval(rep, point) }
  })

  // evidence: the markers whose genotype the estimate explains best against an average human
  const evidence: AncestryMarkerEvidence[] = []
  for (let m = 0; m < M; m++) {
    let p = 0
    let avg = 0
    for (let k = 0; k < K; k++) {
      p += fit.q[k] * F[k * M + m]
      avg += F[k * M + m] / K
    }
    const ll = (f: number) => g[m] * Math.log(f) + (2 - g[m]) * Math.log(1 - f)
    const mk = refPanel.markers[used[m]]
    evidence.push({
      rsid: mk.id,
      chrom: mk.chrom,
      pos: mk.pos,
      genotype: mk.ref.repeat(2 - g[m]) + mk.alt.repeat(g[m]),
      ref: mk.ref,
      alt: mk.alt,
      altFrequency: Object.fromEntries(model.components.map((c, k) => [c.id, round(F[k * M + m])])),
      support: round(ll(p) - ll(avg))
    })
  }
  evidence.sort((a, b) => b.support - a.support)

  return {
    status: 'estimated',
    components,
    regions,
    resolution: refPanel.resolution.map(r => ({ region: r.region, reportedAs: !options.regionsOnly && r.chosen ? r.chosen : 'region', reason: r.reason, message: r.message })),
    markers,
    evidence: evidence.slice(0, opt.evidenceMarkers),
    model: {
      method: opt.prior === 1 ? 'supervised admixture, maximum likelihood (frappe/ADMIXTURE model, EM with SQUAREM), block bootstrap intervals' : `supervised admixture (frappe/ADMIXTURE model), posterior mode under a Dirichlet(${opt.prior}) prior (EM after an EM+SQUAREM maximum-likelihood start), block bootstrap intervals`,
      logLikelihood: round(fit.logLikelihood),
      iterations: fit.iterations,
      converged: fit.converged,
      bootstrap: { replicates: reps, blockSizeBp: opt.blockSizeBp, blocks: B }
    },
    reference: {
      panelId: refPanel.id,
      config: refPanel.config.name,
      sources: refPanel.sources.map(s => s.name),
      populations: refPanel.populations.filter(p => p.samples > 0).map(p => ({ name: p.name, region: p.region, role: p.role, samples: p.samples }))
    }
  }
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4
}
