import { REPORT_ITEM_NOTES } from '@xungen/contracts'
import { countAllele, genotypeText, KitView, MarkerRead, readMarker } from './genotype'
import { loadKnowledgeBase } from './load'
import { getReference } from '../reference'
import type { Reference } from '../reference'
import { callGene, loadGenePgx, PgxCall, PgxGenotypes } from './pgx'
import { bandOf, percentileOf, relativeRisk, scoreDistribution, ScoreDistribution } from './score'
import { resolveLevelText } from './texts'
import type { Category, Citation, EvidenceLevel, ItemDef, KnowledgeBase, MarkerDef, PgxRule, ScoreRule, TableRule } from './types'

/** spec 8.2: normal, undetected (markers missing), or needs retest (the chip typed the marker but the call failed) */
export type ItemComputeStatus = 'normal' | 'undetected' | 'retest'

export interface GenotypeUsed {
  rsid: string
  gene: string
  chrom: string
  /** GRCh37 */
  pos: number
  ref: string
  alt: string
  /** false when no source states which allele is the GRCh37 reference (MarkerDef.referenceUnconfirmed) */
  referenceConfirmed: boolean
  effectAllele: string
  /** 'AG' on the plus strand, ref first; null when not read */
  genotype: string | null
  effectCount: number | null
  state: MarkerRead['state']
}

export interface ScoreResult {
  /** relative risk against the East Asian average (1 = average) */
  relativeRisk: number
  /** 0-100: share of East Asians with a lower genetic score */
  percentile: number
  markersUsed: number
  /** markers missing and filled with the East Asian expected count */
  markersImputed: string[]
  /** the rule's percentile cuts and the level of each band (levels.length === cuts.length + 1), for the chart of the bands */
  bands: { cuts: number[]; levels: string[] }
}

export interface PgxResult {
  calls: PgxCall[]
  /** PharmCAT data version (ClinPGx) */
  dataVersion: string
}

export interface ConfirmationFlag {
  required: true
  /** Chinese wording shown with the result */
  text: string
  citation: string
}

export interface ItemResult {
  itemId: string
  category: Category
  title: string
  summary: string
  status: ItemComputeStatus
  /** level key; null unless status is normal */
  level: string | null
  levelLabel: string | null
  levelText: string | null
  /** spec 8.2 note for undetected / retest */
  note: string | null
  genotypes: GenotypeUsed[]
  evidence: { level: EvidenceLevel; citations: Citation[] }
  score?: ScoreResult
  pgx?: PgxResult
  /** rare pathogenic variant seen on a chip: needs a clinical test before anything is concluded */
  confirmation?: ConfirmationFlag
  attention: boolean
}

export interface ComputeOptions {
  kb?: KnowledgeBase
  /** reference data (PharmCAT tables); defaults to getReference() */
  reference?: Reference
  /** compute only these items */
  itemIds?: string[]
}

/** Weedon et al. 2021: SNP-chip calls of very rare variants are mostly false positives. */
export const CONFIRMATION_TEXT =
  '芯片检测对极罕见变异的判读存在较高的假阳性率。本结果不是诊断，请携带报告咨询医生或遗传咨询师，并通过临床级基因检测（如一代测序）确认后再作任何医疗决定。'

const distCache = new WeakMap<ScoreRule, ScoreDistribution>()

function distributionFor(rule: ScoreRule): ScoreDistribution {
  let d = distCache.get(rule)
  if (!d) {
    d = scoreDistribution(rule.weights)
    distCache.set(rule, d)
  }
  return d
}

function missingStatus(reads: MarkerRead[]): ItemComputeStatus {
  return reads.some(r => r.state === 'nocall') ? 'retest' : 'undetected'
}

function tableLookup(rule: TableRule, counts: number[]): string | undefined {
  const exact = rule.table[counts.join(',')]
  if (exact) return exact
  for (const [key, level] of Object.entries(rule.table)) {
    const parts = key.split(',')
    if (parts.length === counts.length && parts.every((p, i) => p === '*' || Number(p) === counts[i])) return level
  }
  return undefined
}

function pgxPhenotypeKeys(call: PgxCall): string[] {
  const keys: string[] = []
  if (call.phenotype) keys.push(call.phenotype)
  if (call.activityScore) keys.push(`AS:${Number(call.activityScore).toFixed(1)}`)
  return keys
}

function pgxLevel(rule: PgxRule, calls: Map<string, PgxCall>): string {
  for (const gene of rule.genes) {
    const c = calls.get(gene)!
    if (!c.phenotype) return 'indeterminate'
  }
  for (const rec of rule.recommendations) {
    const ok = Object.entries(rec.when).every(([gene, accepted]) => {
      if (accepted.includes('*')) return true
      return pgxPhenotypeKeys(calls.get(gene)!).some(k => accepted.includes(k))
    })
    if (ok) return rec.level
  }
  return 'indeterminate'
}

export function computeItem(view: KitView, item: ItemDef, kb: KnowledgeBase, reference: () => Reference): ItemResult {
  const text = kb.texts.get(item.id)
  if (!text) throw new Error(`knowledge base: no Chinese text for ${item.id}`)
  const base = {
    itemId: item.id,
    category: item.category,
    title: text.title,
    summary: text.summary,
    evidence: { level: item.evidence, citations: item.citations.map(c => kb.citations.get(c)!) }
  }
  const defs: MarkerDef[] = item.markers.map(m => kb.markers.get(m.rsid)!)
  const reads = defs.map(m => readMarker(view, m))
  const genotypes: GenotypeUsed[] = item.markers.map((im, i) => {
    const m = defs[i]
    const r = reads[i]
    const called = r.state === 'called'
    return {
      rsid: m.rsid, gene: m.gene, chrom: m.chrom, pos: m.pos, ref: m.ref, alt: m.alt, referenceConfirmed: !m.referenceUnconfirmed, effectAllele: im.effectAllele,
      genotype: called ? genotypeText(r.alleles, m) : null,
      effectCount: called ? countAllele(r.alleles, im.effectAllele) : null,
      state: r.state
    }
  })
  const finish = (level: string, extra: Partial<ItemResult> = {}): ItemResult => {
    const lt = resolveLevelText(kb, item, level)
    return {
      ...base, status: 'normal', level, levelLabel: lt.label, levelText: lt.text, note: null, genotypes,
      attention: (item.attention ?? []).includes(level), ...extra
    }
  }
  const missing = (status: ItemComputeStatus, extra: Partial<ItemResult> = {}): ItemResult => ({
    ...base, status, level: null, levelLabel: null, levelText: null,
    note: status === 'retest' ? REPORT_ITEM_NOTES.undetectedRetest : REPORT_ITEM_NOTES.undetected,
    genotypes, attention: false, ...extra
  })
  const rule = item.rule
  switch (rule.kind) {
    case 'table': {
      if (genotypes.some(g => g.effectCount === null)) return missing(missingStatus(reads.filter(r => r.state !== 'called')))
      const level = tableLookup(rule, genotypes.map(g => g.effectCount!))
      if (!level) throw new Error(`knowledge base: ${item.id} has no table row for ${genotypes.map(g => g.effectCount).join(',')}`)
      const positive = item.confirmRare && genotypes.some(g => g.effectCount! > 0)
      return finish(level, positive ? { confirmation: { required: true, text: CONFIRMATION_TEXT, citation: 'weedon2021' } } : {})
    }
    case 'score': {
      const dist = distributionFor(rule)
      let s = 0
      let missingWeight = 0
      let total = 0
      const imputed: string[] = []
      rule.weights.forEach((w, i) => {
        const b = Math.log(w.or)
        total += Math.abs(b)
        const c = genotypes[i].effectCount
        if (c === null) {
          missingWeight += Math.abs(b)
          imputed.push(w.rsid)
          s += 2 * w.eaf * b
        } else s += c * b
      })
      if (missingWeight > rule.maxMissingWeight * total) return missing(missingStatus(reads.filter(r => r.state !== 'called')))
      const percentile = percentileOf(dist, s)
      const rr = relativeRisk(dist, s)
      return finish(rule.levels[bandOf(rule.cuts, percentile)], { score: { relativeRisk: rr, percentile, markersUsed: rule.weights.length - imputed.length, markersImputed: imputed, bands: { cuts: [...rule.cuts], levels: [...rule.levels] } } })
    }
    case 'carrier': {
      const called = genotypes.filter(g => g.effectCount !== null)
      if (called.length === 0) return missing(missingStatus(reads))
      const total = called.reduce((a, g) => a + g.effectCount!, 0)
      let level: string
      if (total === 0) level = 'not_detected'
      else if (rule.inheritance === 'MT') level = 'detected'
      else if (rule.inheritance === 'XL') {
        const homo = called.some(g => g.effectCount === 2)
        if (view.sex === 'male') level = 'hemizygous'
        else level = total >= 2 || homo ? 'two_variants' : 'carrier'
      } else level = total >= 2 ? 'two_variants' : 'carrier'
      const confirmation: ConfirmationFlag | undefined = total > 0 ? { required: true, text: CONFIRMATION_TEXT, citation: 'weedon2021' } : undefined
      return finish(level, confirmation ? { confirmation } : {})
    }
    case 'pgx': {
      const calls = new Map<string, PgxCall>()
      let version = ''
      for (const gene of rule.genes) {
        const data = loadGenePgx(gene, reference())
        version = data.definition.version
        const gts: PgxGenotypes = new Map()
        const geneReads: MarkerRead[] = []
        defs.forEach((m, i) => {
          if (m.gene !== gene) return
          geneReads.push(reads[i])
          const r = reads[i]
          gts.set(m.rsid, r.state === 'called' ? r.alleles : null)
        })
        const call = callGene(data, gts)
        if (call.typed.length === 0) return missing(missingStatus(geneReads))
        calls.set(gene, call)
      }
      const level = pgxLevel(rule, calls)
      return finish(level, { pgx: { calls: [...calls.values()], dataVersion: version } })
    }
  }
}

/** Computes every item of the knowledge base (or the chosen ones) for one kit. */
export function computeReport(view: KitView, options: ComputeOptions = {}): ItemResult[] {
  const kb = options.kb ?? loadKnowledgeBase()
  let ref = options.reference
  const reference = () => (ref ??= getReference())
  const wanted = options.itemIds ? new Set(options.itemIds) : null
  return kb.items.filter(i => !wanted || wanted.has(i.id)).map(item => computeItem(view, item, kb, reference))
}
