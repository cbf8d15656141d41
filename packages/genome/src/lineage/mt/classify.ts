import { isMtHotspot, MtVariant } from './variants'
import { MtTree, mtPath, mtVariantWeight } from './tree'

/**
 * Weighted classification against PhyloTree in the manner of haplogrep 2 (Kloss-Brandstätter
 * et al. 2011, Hum Mutat 32:25; Weissensteiner et al. 2016, NAR 44:W58). For a haplogroup h
 * with expected variants E_h and a sample with variants S, within the range the data covers:
 *     found F = E_h ∩ S,  expected-but-missing M = E_h \ S,  unexpected U = S \ E_h
 *     quality(h) = ½ · ( W(F)/W(E_h) + W(F)/W(S) )          (Kulczynski measure)
 * W sums haplogrep's phylogenetic weights (stable mutations count more than recurrent ones).
 * The range matters for arrays: an expected variant at a position the chip does not type, or
 * where this kit has a no-call, is neither found nor missing; it is reported as `notTyped`.
 * For arrays only substitutions are in range (a probe does not read an indel). Hotspots are
 * left out on both sides (variants.ts). Ties (haplogroups whose distinguishing variants are
 * all out of range) go to the shallower haplogroup: the data cannot place the sample deeper.
 */

export interface MtProfile {
  /** sample variants relative to the rCRS */
  variants: MtVariant[]
  /** typed[pos] = 1 when the data covers rCRS position pos (1-based; length 16570) */
  typed: Uint8Array
  /** score substitutions only (array data) */
  snvOnly: boolean
}

export interface MtVariantEvidence {
  variant: string
  pos: number
  /** haplogrep phylogenetic weight */
  weight: number
}

export interface MtHaplogroupCall {
  status: 'called'
  haplogroup: string
  /** Kulczynski quality in [0, 1] */
  quality: number
  /** leading letters of the name ('D' for D4a1, 'HV' for HV0a, 'L3' for L3e2) */
  majorClade: string
  /** mt-MRCA → haplogroup */
  path: string[]
  found: MtVariantEvidence[]
  expectedMissing: MtVariantEvidence[]
  unexpected: MtVariantEvidence[]
  /** expected variants the data does not cover (not on the chip, no-call, or an indel on an array) */
  notTyped: MtVariantEvidence[]
  /** the next best haplogroups */
  alternatives: { haplogroup: string; quality: number }[]
  counts: { typedPositions: number; sampleVariants: number; hotspotsIgnored: number }
  reference: { tree: string; source: MtTree['source']; metric: string }
}

export function mtMajorClade(name: string): string {
  const l = /^L\d/.exec(name)
  if (l) return l[0]
  return /^[A-Z]+/.exec(name)?.[0] ?? name
}

export function classifyMtProfile(tree: MtTree, profile: MtProfile, options: { alternatives?: number } = {}): MtHaplogroupCall {
  const { typed, snvOnly } = profile
  const inRange = (v: MtVariant) => v.pos > 0 && v.pos < typed.length && typed[v.pos] === 1 && (!snvOnly || v.kind === 'snv')
  // the sample in range, by key, hotspots out
  const sample = new Map<string, MtVariant>()
  let hotspots = 0
  for (const v of profile.variants) {
    if (v.kind === 'ambiguous' || !inRange(v)) continue
    if (isMtHotspot(v)) {
      hotspots++
      continue
    }
    sample.set(v.key, v)
  }
  let wSample = 0
  for (const v of sample.values()) wSample += mtVariantWeight(tree, v)
  const present = new Uint8Array(tree.variants.length)
  for (const v of sample.values()) {
    const id = tree.variantId.get(v.key)
    if (id !== undefined) present[id] = 1
  }
  const covered = new Uint8Array(tree.variants.length)
  tree.variants.forEach((v, id) => (covered[id] = inRange(v) ? 1 : 0))

  const n = tree.haplogroups.length
  const quality = new Float64Array(n)
  for (let h = 0; h < n; h++) {
    let wE = 0
    let wF = 0
    for (const id of tree.expected[h]) {
      if (!covered[id]) continue
      const w = tree.weight[id]
      wE += w
      if (present[id]) wF += w
    }
    quality[h] = 0.5 * ((wE > 0 ? wF / wE : 1) + (wSample > 0 ? wF / wSample : 1))
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => quality[b] - quality[a] || tree.depth[a] - tree.depth[b] || a - b)
  // ties within rounding noise: the shallowest of them
  let best = order[0]
  for (const h of order) {
    if (quality[best] - quality[h] > 1e-12) break
    if (tree.depth[h] < tree.depth[best]) best = h
  }

  const found: MtVariantEvidence[] = []
  const missing: MtVariantEvidence[] = []
  const notTyped: MtVariantEvidence[] = []
  const expectedKeys = new Set<string>()
  for (const id of tree.expected[best]) {
    const v = tree.variants[id]
    expectedKeys.add(v.key)
    const e = { variant: v.label, pos: v.pos, weight: tree.weight[id] }
    if (!covered[id]) notTyped.push(e)
    else if (present[id]) found.push(e)
    else missing.push(e)
  }
  const unexpected: MtVariantEvidence[] = []
  for (const v of sample.values()) if (!expectedKeys.has(v.key)) unexpected.push({ variant: v.label, pos: v.pos, weight: mtVariantWeight(tree, v) })
  const byPos = (a: MtVariantEvidence, b: MtVariantEvidence) => a.pos - b.pos || a.variant.localeCompare(b.variant)
  let typedPositions = 0
  for (let p = 1; p < typed.length; p++) typedPositions += typed[p]
  const name = tree.haplogroups[best]
  return {
    status: 'called',
    haplogroup: name,
    quality: round(quality[best]),
    majorClade: mtMajorClade(name),
    path: mtPath(tree, best).map(i => tree.haplogroups[i]),
    found: found.sort(byPos),
    expectedMissing: missing.sort(byPos),
    unexpected: unexpected.sort(byPos),
    notTyped: notTyped.sort(byPos),
    alternatives: order
      .filter(h => h !== best)
      .slice(0, options.alternatives ?? 5)
      .map(h => ({ haplogroup: tree.haplogroups[h], quality: round(quality[h]) })),
    counts: { typedPositions, sampleVariants: sample.size, hotspotsIgnored: hotspots },
    reference: { tree: tree.version, source: tree.source, metric: 'Kulczynski quality over haplogrep phylogenetic weights (haplogrep 2)' }
  }
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4
}
