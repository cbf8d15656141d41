import type { EngineMessage } from '@xungen/contracts'
import { CHROM_Y } from '../../core/chromosome'
import { HET, HOM_A1, HOM_A2, NO_CALL } from '../../core/genotype'
import type { PackedKit } from '../../core/packed'
import { getCall, isPackedFor } from '../../core/packed'
import type { MarkerPanel, PanelIndex } from '../../core/panel'
import { isAncestorOrSelf, majorClade, pathTo, shortName, YTree } from './tree'

/**
 * Y haplogroup calling: a likelihood walk over the whole tree.
 *
 * Every typed SNP is evidence for or against each node of the tree: a person in haplogroup h
 * carries the derived allele at the SNPs of h and of its ancestors and the ancestral allele
 * everywhere else. With a per-call error rate ε, the log-likelihood of "the person is in h"
 * differs from that of "the person is at the root" by the sum, over the nodes on the path
 * root → h, of each node's log-likelihood ratios:
 *     firm SNP:       derived  ln((1-ε)/ε)     ancestral  ln(ε/(1-ε))
 *     tentative SNP:  derived  ln(½/ε)         ancestral  ln(½/(1-ε))
 * (a tentative SNP, ISOGG '~' or '*', may sit on an unnamed sub-branch, so a member of its
 * node carries the derived allele with probability ½). One pass from the root gives every
 * node's score; with a uniform prior over the nodes the kit has evidence for (a typed SNP),
 * the scores become posterior probabilities, and each subtree's probability is the sum over
 * its nodes. The call is the deepest node reached by always stepping into the most probable
 * child subtree while that subtree holds at least `minPosterior` of the probability.
 *
 * Why this is robust: a single wrong derived call lifts one node by ln((1-ε)/ε) but the same
 * node's other SNPs and its ancestors' SNPs pull it down; a no-call is simply not evidence; a
 * wrong ancestral call on the true path costs one term while the other SNPs of the path keep
 * it ahead. Only where one SNP alone separates two branches can one error move the call, and
 * then the posterior says so. This follows the idea of Poznik et al. 2016 (Nat Genet 48:593,
 * Methods: traverse the tree scoring derived and ancestral calls); it is our own formulation.
 */

export interface YCallOptions {
  /** assumed genotyping error rate of a Y call (default 0.01, above chip rates of ~0.1-0.5 %) */
  errorRate?: number
  /** probability the called subtree must reach (default 0.95) */
  minPosterior?: number
  /** fewer typed Y-SNPs than this: no call (default 10) */
  minTypedMarkers?: number
  /** longest evidence lists returned (default 200) */
  maxListed?: number
}

export const Y_CALL_DEFAULTS: Required<YCallOptions> = { errorRate: 0.01, minPosterior: 0.95, minTypedMarkers: 10, maxListed: 200 }

export interface YMarkerEvidence {
  /** SNP name with synonyms as ISOGG lists them ('M9/PF5506') */
  snp: string
  rsid: string
  /** GRCh37 chrY position */
  pos: number
  /** node the SNP defines (long form) */
  haplogroup: string
  ancestral: string
  derived: string
  /** allele read from the kit */
  observed: string
  state: 'derived' | 'ancestral'
  tentative: boolean
}

export interface YPathStep {
  haplogroup: string
  shortName: string
  /** typed SNPs of this node read derived / ancestral */
  derived: number
  ancestral: number
}

export interface YHaplogroupCall {
  status: 'called'
  /** deepest confident haplogroup, ISOGG long form ('O2a2b1a1') */
  haplogroup: string
  /** short form ('O-M117') */
  shortName: string
  /** letter clade ('O') */
  majorClade: string
  /** posterior probability that the person is in the called clade (its subtree) */
  posterior: number
  /** the called node only has ISOGG tentative ('~') or paragroup ('*') SNPs */
  tentative: boolean
  /** root → call */
  path: YPathStep[]
  /** the single most probable node; deeper than the call when the evidence below is not confident */
  mostLikely: { haplogroup: string; shortName: string; posterior: number }
  /** derived calls at SNPs of the path */
  supporting: YMarkerEvidence[]
  /** ancestral calls at SNPs of the path, and derived calls outside the called clade */
  conflicting: YMarkerEvidence[]
  /** derived calls below the call that did not reach confidence */
  unresolved: YMarkerEvidence[]
  counts: YCounts
  reference: { tree: string; source: YTree['source']; errorRate: number; minPosterior: number }
}

export interface YCounts {
  /** Y markers of the panel that the tree knows */
  panelMarkers: number
  typed: number
  noCall: number
  /** heterozygous calls on Y: impossible in a male, treated as no-calls */
  heterozygous: number
  /** calls whose allele is neither the ancestral nor the derived allele of any SNP there */
  otherAllele: number
  derived: number
  ancestral: number
  /** lengths of the evidence lists before truncation */
  supporting: number
  conflicting: number
  unresolved: number
}

export interface YNoCall {
  status: 'no-call'
  /** English, for logs and the CLI; pages word `message` (its code and numbers) in Chinese */
  reason: string
  message: EngineMessage
  counts: YCounts
}

interface YBinding {
  /** panel indexes of Y markers the tree knows */
  markers: Int32Array
  /** per marker: SNP indexes (a site ISOGG lists on several nodes has several) */
  snps: number[][]
  /** per marker: panel alleles */
  a1: string[]
  a2: string[]
}

function bind(tree: YTree, panel: MarkerPanel, index: PanelIndex): YBinding {
  const cached = tree.bindings.get(panel) as YBinding | undefined
  if (cached) return cached
  const [start, end] = index.chromRange(CHROM_Y)
  const markers: number[] = []
  const snps: number[][] = []
  const a1: string[] = []
  const a2: string[] = []
  for (let i = start; i < end; i++) {
    const at = tree.snpsByPos.get(panel.pos[i])
    if (!at) continue
    const alleles = new Set([panel.a1[i], panel.a2[i]])
    // SNPs whose alleles the probe reads; a site listed twice on one lineage (a node and its
    // descendant, a duplicate entry) counts once, at the upper node
    const usable = at.filter(s => alleles.has(tree.snps[s].ancestral) || alleles.has(tree.snps[s].derived))
    const kept = usable.filter(s => !usable.some(o => o !== s && tree.snps[o].derived === tree.snps[s].derived && tree.snps[o].node !== tree.snps[s].node && isAncestorOrSelf(tree, tree.snps[o].node, tree.snps[s].node)))
    if (!kept.length) continue
    markers.push(i)
    snps.push(kept)
    a1.push(panel.a1[i])
    a2.push(panel.a2[i])
  }
  const b: YBinding = { markers: Int32Array.from(markers), snps, a1, a2 }
  tree.bindings.set(panel, b)
  return b
}

interface Observation {
  snp: number
  /** index into the binding's markers */
  marker: number
  observed: string
  derived: boolean
}

/** Calls the Y haplogroup of a packed kit. Haploid calls are stored homozygous (core/genotype.ts). */
export function callYHaplogroup(kit: PackedKit, index: PanelIndex, tree: YTree, options: YCallOptions = {}): YHaplogroupCall | YNoCall {
  const opt = { ...Y_CALL_DEFAULTS, ...options }
  const panel = index.panel
  if (!isPackedFor(kit, panel)) throw new Error(`kit packed for panel ${kit.panelId} cannot be read with panel ${panel.id}`)
  const binding = bind(tree, panel, index)
  const counts: YCounts = { panelMarkers: binding.markers.length, typed: 0, noCall: 0, heterozygous: 0, otherAllele: 0, derived: 0, ancestral: 0, supporting: 0, conflicting: 0, unresolved: 0 }

  const nNodes = tree.nodes.length
  const own = new Float64Array(nNodes)
  const typedAt = new Int32Array(nNodes)
  const obs: Observation[] = []
  const eps = opt.errorRate
  const firmD = Math.log((1 - eps) / eps)
  const firmA = Math.log(eps / (1 - eps))
  const tentD = Math.log(0.5 / eps)
  const tentA = Math.log(0.5 / (1 - eps))
  for (let k = 0; k < binding.markers.length; k++) {
    const code = getCall(kit, binding.markers[k])
    if (code === NO_CALL) {
      counts.noCall++
      continue
    }
    if (code === HET) {
      counts.heterozygous++
      continue
    }
    const allele = code === HOM_A1 ? binding.a1[k] : code === HOM_A2 ? binding.a2[k] : ''
    let used = false
    for (const s of binding.snps[k]) {
      const snp = tree.snps[s]
      const derived = allele === snp.derived
      if (!derived && allele !== snp.ancestral) continue
      used = true
      own[snp.node] += derived ? (snp.tentative ? tentD : firmD) : snp.tentative ? tentA : firmA
      typedAt[snp.node]++
      obs.push({ snp: s, marker: k, observed: allele, derived })
    }
    if (!used) {
      counts.otherAllele++
      continue
    }
    counts.typed++
  }
  for (const o of obs) {
    if (o.derived) counts.derived++
    else counts.ancestral++
  }
  if (counts.typed < opt.minTypedMarkers) {
    return { status: 'no-call', reason: `only ${counts.typed} Y-SNPs typed (at least ${opt.minTypedMarkers} needed)`, message: { code: 'y.too-few-snps', params: { typed: counts.typed, min: opt.minTypedMarkers } }, counts }
  }

  // scores down the tree, posterior over nodes with evidence, subtree sums back up
  const score = new Float64Array(nNodes)
  const order = tree.preorder
  let max = -Infinity
  for (let k = 0; k < nNodes; k++) {
    const n = order[k]
    const p = tree.nodes[n].parent
    score[n] = (p >= 0 ? score[p] : 0) + own[n]
    if ((typedAt[n] > 0 || n === tree.root) && score[n] > max) max = score[n]
  }
  const post = new Float64Array(nNodes)
  let z = 0
  for (let n = 0; n < nNodes; n++) {
    if (typedAt[n] > 0 || n === tree.root) {
      post[n] = Math.exp(score[n] - max)
      z += post[n]
    }
  }
  const sub = new Float64Array(nNodes)
  let mostLikely = tree.root
  for (let k = nNodes - 1; k >= 0; k--) {
    const n = order[k]
    post[n] /= z
    if (post[n] > post[mostLikely]) mostLikely = n
    sub[n] += post[n]
    const p = tree.nodes[n].parent
    if (p >= 0) sub[p] += sub[n]
  }
  let call = tree.root
  for (;;) {
    let best = -1
    for (const c of tree.nodes[call].children) if (best < 0 || sub[c] > sub[best]) best = c
    if (best < 0 || sub[best] < opt.minPosterior) break
    call = best
  }

  const path = pathTo(tree, call)
  const onPath = new Set(path)
  const derivedSnps = new Set(obs.filter(o => o.derived).map(o => o.snp))
  const prefer = (s: number) => derivedSnps.has(s)
  const steps: YPathStep[] = path.map(n => ({ haplogroup: tree.nodes[n].name, shortName: shortName(tree, n, prefer), derived: 0, ancestral: 0 }))
  const stepOf = new Map(path.map((n, i) => [n, i]))
  const supporting: YMarkerEvidence[] = []
  const conflicting: YMarkerEvidence[] = []
  const unresolved: YMarkerEvidence[] = []
  const evidence = (o: Observation): YMarkerEvidence => {
    const s = tree.snps[o.snp]
    return { snp: s.names, rsid: s.rsid, pos: s.pos, haplogroup: tree.nodes[s.node].name, ancestral: s.ancestral, derived: s.derived, observed: o.observed, state: o.derived ? 'derived' : 'ancestral', tentative: s.tentative }
  }
  // a recurrent site (one position, the same derived allele on two branches) read derived is
  // explained by the branch on the path: its other listing is not a conflict
  const explained = new Set(obs.filter(o => o.derived && onPath.has(tree.snps[o.snp].node)).map(o => o.marker))
  for (const o of obs) {
    const node = tree.snps[o.snp].node
    if (onPath.has(node)) {
      const step = steps[stepOf.get(node) as number]
      if (o.derived) {
        step.derived++
        supporting.push(evidence(o))
      } else {
        step.ancestral++
        conflicting.push(evidence(o))
      }
    } else if (o.derived && !explained.has(o.marker)) {
      if (isAncestorOrSelf(tree, call, node)) unresolved.push(evidence(o))
      else if (!tree.snps[o.snp].tentative) conflicting.push(evidence(o))
    }
  }
  counts.supporting = supporting.length
  counts.conflicting = conflicting.length
  counts.unresolved = unresolved.length
  const node = tree.nodes[call]
  return {
    status: 'called',
    haplogroup: node.name,
    shortName: shortName(tree, call, prefer),
    majorClade: majorClade(node.name),
    posterior: round(sub[call]),
    tentative: node.tentativeOnly,
    path: steps,
    mostLikely: { haplogroup: tree.nodes[mostLikely].name, shortName: shortName(tree, mostLikely, prefer), posterior: round(post[mostLikely]) },
    supporting: supporting.slice(0, opt.maxListed),
    conflicting: conflicting.slice(0, opt.maxListed),
    unresolved: unresolved.slice(0, opt.maxListed),
    counts,
    reference: { tree: tree.version, source: tree.source, errorRate: eps, minPosterior: opt.minPosterior }
  }
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4
}
