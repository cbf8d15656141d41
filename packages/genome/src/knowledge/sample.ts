import * as crypto from 'crypto'
import { createPackedKit, indexPanel, parseChrom, setCall } from '../core'
import type { CallCode, MarkerPanel, PackedKit, PanelIndex } from '../core'
import type { Reference } from '../reference'
import { computeReport, ItemResult } from './compute'
import { DetectionProduct, gateReport, GatedReport } from './gating'
import { loadKnowledgeBase } from './load'
import type { KnowledgeBase } from './types'

/** A small deterministic generator (mulberry32) so that the sample kit is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A panel of exactly the knowledge-base markers, sorted by (chrom, pos): for tests and the sample kit. */
export function knowledgeOnlyPanel(kb: KnowledgeBase = loadKnowledgeBase()): MarkerPanel {
  const ms = [...kb.markers.values()].sort((a, b) => parseChrom(a.chrom) - parseChrom(b.chrom) || a.pos - b.pos)
  const checksum = crypto.createHash('sha256').update(ms.map(m => `${m.rsid}:${m.chrom}:${m.pos}:${m.ref}:${m.alt}`).join('\n')).digest('hex')
  return {
    id: `xg-knowledge-${kb.version}`,
    checksum,
    size: ms.length,
    rsid: ms.map(m => m.rsid),
    chrom: Uint8Array.from(ms, m => parseChrom(m.chrom)),
    pos: Int32Array.from(ms, m => m.pos),
    a1: ms.map(m => m.ref),
    a2: ms.map(m => m.alt),
    source: new Uint8Array(ms.length),
    sources: ['knowledge']
  }
}

export const SAMPLE_SEED = 20261122

/**
 * The sample (demo) person of spec 4's sample mode: genotypes drawn with a fixed seed from the
 * East Asian (1000 Genomes EAS) allele frequency of each marker where the base has one, under
 * Hardy-Weinberg proportions. Markers without a stated EAS frequency (rare pathogenic variants
 * and pharmacogenes) are given the reference genotype, which is what nearly every East Asian
 * carries there; the sample report therefore never shows an invented carrier finding.
 */
export function generateSampleKit(index: PanelIndex, kb: KnowledgeBase = loadKnowledgeBase(), seed = SAMPLE_SEED): PackedKit {
  const rnd = seededRandom(seed)
  const kit = createPackedKit(index.panel)
  for (const m of kb.markers.values()) {
    let i = index.byRsid(m.rsid)
    if (i < 0) i = index.byPosition(parseChrom(m.chrom), m.pos)
    if (i < 0) continue
    const p = m.easAltFreq ?? 0
    const alts = (rnd() < p ? 1 : 0) + (rnd() < p ? 1 : 0)
    const altIsA2 = index.panel.a2[i] === m.alt
    const code = (altIsA2 ? 1 + alts : 3 - alts) as CallCode
    setCall(kit, i, code)
  }
  return kit
}

export interface SampleReport {
  /** the person is a generated sample, never a customer */
  sample: true
  seed: number
  knowledgeBaseVersion: string
  results: ItemResult[]
  gated: GatedReport
}

/** spec 4 sample mode: the whole result set for anonymous visitors, computed from the generated sample kit. */
export function computeSampleReport(options: { kb?: KnowledgeBase; reference?: Reference; product?: DetectionProduct; index?: PanelIndex } = {}): SampleReport {
  const kb = options.kb ?? loadKnowledgeBase()
  const index = options.index ?? indexPanel(knowledgeOnlyPanel(kb))
  const kit = generateSampleKit(index, kb)
  const results = computeReport({ kit, index, sex: 'female' }, { kb, reference: options.reference })
  const product = options.product ?? { type: 'HEALTH_ANCESTRY_V3', supportSubmodules: [], isOnlineProduct: true }
  return { sample: true, seed: SAMPLE_SEED, knowledgeBaseVersion: kb.version, results, gated: gateReport(kb, results, product) }
}
