import { isStrandAmbiguous } from '../core'
import type { ItemDef, KnowledgeBase, ScoreRule } from './types'
import { bandOf, percentilesOfValues, scoreDistribution } from './score'
import { resolveLevelText } from './texts'

/** All effect-count vectors of n markers (0..2 each). */
export function allCountVectors(n: number): number[][] {
  let out: number[][] = [[]]
  for (let i = 0; i < n; i++) out = out.flatMap(v => [0, 1, 2].map(c => [...v, c]))
  return out
}

function tableLevel(item: ItemDef, counts: number[]): string | undefined {
  if (item.rule.kind !== 'table') return undefined
  const t = item.rule.table
  if (t[counts.join(',')]) return t[counts.join(',')]
  for (const [k, v] of Object.entries(t)) {
    const parts = k.split(',')
    if (parts.length === counts.length && parts.every((p, i) => p === '*' || Number(p) === counts[i])) return v
  }
  return undefined
}

/** Levels a rule can produce, as declared by the rule itself. */
export function ruleLevels(item: ItemDef): Set<string> {
  const r = item.rule
  switch (r.kind) {
    case 'table': return new Set(Object.values(r.table))
    case 'score': return new Set(r.levels)
    case 'carrier': return new Set(r.inheritance === 'MT' ? ['not_detected', 'detected'] : r.inheritance === 'XL' ? ['not_detected', 'carrier', 'two_variants', 'hemizygous'] : ['not_detected', 'carrier', 'two_variants'])
    case 'pgx': return new Set([...r.recommendations.map(x => x.level), 'indeterminate'])
  }
}

/**
 * A score rule (published per-allele odds ratios placed against East Asians) must be complete and
 * agree with its markers: one weight per marker in marker order, an odds ratio > 0, the East Asian
 * effect-allele frequency in (0, 1) and equal to the marker's cited EAS frequency (of the ALT allele,
 * so 1 - it when the effect allele is the reference), a cited source for every weight, ascending
 * percentile cuts inside (0, 100) with one level more than cuts, a missing-weight share in [0, 1),
 * and every band reachable by some genotype (the score distribution is discrete).
 */
export function checkScoreRule(kb: KnowledgeBase, item: ItemDef, rule: ScoreRule): string[] {
  const problems: string[] = []
  const at = `item ${item.id}`
  if (rule.weights.length !== item.markers.length) return [`${at}: weights do not match markers`]
  rule.weights.forEach((w, i) => {
    const im = item.markers[i]
    if (w.rsid !== im.rsid) problems.push(`${at}: weight ${i} is for ${w.rsid}, marker ${i} is ${im.rsid}`)
    if (!(w.or > 0)) problems.push(`${at}: odds ratio of ${w.rsid} must be > 0`)
    if (!(w.eaf > 0 && w.eaf < 1)) problems.push(`${at}: EAS effect-allele frequency of ${w.rsid} must be in (0, 1)`)
    if (!kb.citations.has(w.source)) problems.push(`${at}: weight source ${w.source} of ${w.rsid} is not a citation`)
    const m = kb.markers.get(im.rsid)
    if (m) {
      if (m.easAltFreq === undefined) problems.push(`${at}: marker ${m.rsid} of a score has no cited EAS frequency`)
      else {
        const effectFreq = im.effectAllele === m.alt ? m.easAltFreq : 1 - m.easAltFreq
        if (Math.abs(effectFreq - w.eaf) > 0.005) problems.push(`${at}: weight eaf ${w.eaf} of ${w.rsid} disagrees with the marker's EAS frequency (effect allele ${im.effectAllele}: ${effectFreq.toFixed(4)})`)
      }
    }
  })
  if (rule.levels.length !== rule.cuts.length + 1) problems.push(`${at}: ${rule.cuts.length} cuts need ${rule.cuts.length + 1} levels`)
  rule.cuts.forEach((c, i) => {
    if (!(c > 0 && c < 100)) problems.push(`${at}: cut ${c} outside (0, 100)`)
    if (i > 0 && !(c > rule.cuts[i - 1])) problems.push(`${at}: cuts not ascending`)
  })
  if (!(rule.maxMissingWeight >= 0 && rule.maxMissingWeight < 1)) problems.push(`${at}: maxMissingWeight must be in [0, 1)`)
  const shapeOk = rule.levels.length === rule.cuts.length + 1 && rule.weights.every(w => w.or > 0 && w.eaf > 0 && w.eaf < 1) &&
    rule.cuts.every((c, i) => c > 0 && c < 100 && (i === 0 || c > rule.cuts[i - 1]))
  if (shapeOk) {
    const reached = new Set<number>()
    for (const p of percentilesOfValues(scoreDistribution(rule.weights))) reached.add(bandOf(rule.cuts, p))
    rule.levels.forEach((l, i) => { if (!reached.has(i)) problems.push(`${at}: no genotype reaches level ${l}`) })
  }
  return problems
}

/**
 * The audit of the base, run in the tests and printed by kb:report. Returns the problems found
 * (empty when the base is consistent):
 *  - markers: known, effect allele is the ref or alt on the plus strand, on the panel or flagged,
 *    and an unconfirmed reference allele only on a strand-unambiguous SNP
 *  - citations: every field filled, a PMID or a guideline/database id, each one cited by something
 *  - Chinese texts: title, summary, detail and every level's wording
 *  - rules: every genotype has a result, every declared level is reachable and vice versa
 *  - evidence C (research-grade) items carry the RESEARCH_LAB_ITEM tag
 *  - no contradiction: every item using a marker counts the same allele of it, and items that
 *    measure the same concept agree on which genotypes deserve attention
 */
export function checkKnowledgeBase(kb: KnowledgeBase, panelHas?: (rsid: string) => boolean): string[] {
  const problems: string[] = []
  for (const c of kb.citations.values()) {
    if (!c.authors || !c.title || !c.journal || !c.year) problems.push(`citation ${c.id}: missing authors/title/journal/year`)
    if (!c.pmid && !c.source) problems.push(`citation ${c.id}: neither PMID nor guideline/database id`)
    if (c.pmid && !/^\d{6,9}$/.test(c.pmid)) problems.push(`citation ${c.id}: malformed PMID ${c.pmid}`)
  }
  for (const m of kb.markers.values()) {
    if (!/^[ACGTID]$/.test(m.ref) || !/^[ACGTID]$/.test(m.alt) || m.ref === m.alt) problems.push(`marker ${m.rsid}: bad alleles ${m.ref}/${m.alt}`)
    if (!(m.pos > 0)) problems.push(`marker ${m.rsid}: bad position`)
    if (m.referenceUnconfirmed && isStrandAmbiguous(m.ref, m.alt)) problems.push(`marker ${m.rsid}: an A/T or C/G SNP needs its confirmed GRCh37 reference allele`)
    if (m.easAltFreq !== undefined && (!(m.easAltFreq >= 0 && m.easAltFreq <= 1) || !m.easAltFreqSource || !kb.citations.has(m.easAltFreqSource))) problems.push(`marker ${m.rsid}: EAS frequency without a valid source`)
    if (panelHas && m.onCommonChips && !panelHas(m.rsid)) problems.push(`marker ${m.rsid}: not in the engine panel and not flagged as off common chips`)
  }
  for (const item of kb.items) {
    const text = kb.texts.get(item.id)
    if (!text || !text.title || !text.summary || !text.detail) problems.push(`item ${item.id}: Chinese title/summary/detail missing`)
    if (item.citations.length === 0) problems.push(`item ${item.id}: no citation`)
    if (item.features.length === 0) problems.push(`item ${item.id}: no feature tag`)
    if (item.evidence === 'C' && !(item.tags ?? []).includes('RESEARCH_LAB_ITEM')) problems.push(`item ${item.id}: evidence C without the research tag`)
    for (const im of item.markers) {
      const m = kb.markers.get(im.rsid)
      if (m && im.effectAllele !== m.ref && im.effectAllele !== m.alt) problems.push(`item ${item.id}: effect allele ${im.effectAllele} of ${im.rsid} is neither ref nor alt`)
    }
    const declared = new Set(item.levels)
    const produced = ruleLevels(item)
    for (const l of produced) if (!declared.has(l)) problems.push(`item ${item.id}: rule level ${l} not declared`)
    for (const l of declared) if (!produced.has(l)) problems.push(`item ${item.id}: declared level ${l} unreachable`)
    for (const l of declared) {
      try { resolveLevelText(kb, item, l) } catch { problems.push(`item ${item.id}: no Chinese wording for level ${l}`) }
    }
    for (const a of item.attention ?? []) if (!declared.has(a)) problems.push(`item ${item.id}: attention level ${a} not declared`)
    if (item.rule.kind === 'table') {
      for (const v of allCountVectors(item.markers.length)) if (!tableLevel(item, v)) problems.push(`item ${item.id}: no result for effect counts ${v.join(',')}`)
    }
    if (item.rule.kind === 'score') problems.push(...checkScoreRule(kb, item, item.rule))
  }
  // every citation backs something: an item, a score weight or a marker's East Asian frequency
  const cited = new Set<string>()
  for (const item of kb.items) {
    item.citations.forEach(c => cited.add(c))
    if (item.rule.kind === 'score') item.rule.weights.forEach(w => cited.add(w.source))
  }
  for (const m of kb.markers.values()) if (m.easAltFreqSource) cited.add(m.easAltFreqSource)
  for (const c of kb.citations.keys()) if (!cited.has(c)) problems.push(`citation ${c}: not cited by any item, weight or frequency`)
  // every item that uses a marker counts the same allele of it (a flipped strand or a typo in one item shows here)
  const countedBy = new Map<string, { allele: string; item: string }>()
  for (const item of kb.items) {
    for (const im of item.markers) {
      const first = countedBy.get(im.rsid)
      if (!first) countedBy.set(im.rsid, { allele: im.effectAllele, item: item.id })
      else if (first.allele !== im.effectAllele) problems.push(`marker ${im.rsid}: ${first.item} counts ${first.allele} but ${item.id} counts ${im.effectAllele}`)
    }
  }
  // no two items contradict each other on the same genotype
  const byConcept = new Map<string, ItemDef[]>()
  for (const item of kb.items) if (item.concept) byConcept.set(item.concept, [...(byConcept.get(item.concept) ?? []), item])
  for (const [concept, items] of byConcept) {
    for (let x = 0; x < items.length; x++) {
      for (let y = x + 1; y < items.length; y++) {
        const a = items[x]
        const b = items[y]
        const shared = a.markers.filter(m => b.markers.some(n => n.rsid === m.rsid))
        if (a.rule.kind !== 'table' || b.rule.kind !== 'table' || shared.length === 0) continue
        // genotypes over the union of both items' markers: attention must agree
        const union = [...new Set([...a.markers, ...b.markers].map(m => m.rsid))]
        for (const v of allCountVectors(union.length)) {
          const pick = (it: ItemDef) => it.markers.map(m => v[union.indexOf(m.rsid)])
          const la = tableLevel(a, pick(a))!
          const lb = tableLevel(b, pick(b))!
          const aa = (a.attention ?? []).includes(la)
          const ab = (b.attention ?? []).includes(lb)
          if (aa !== ab) problems.push(`concept ${concept}: ${a.id}=${la} and ${b.id}=${lb} disagree on attention for counts ${v.join(',')} of ${union.join(',')}`)
        }
      }
    }
  }
  return problems
}
