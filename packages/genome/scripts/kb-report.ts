/**
 * `npm run kb:report`: the whole knowledge base on one screen for a reviewer: counts per
 * category against the target, every item with its markers (GRCh37, plus-strand effect
 * allele), evidence level and citations, the audit result, the sample report and the timing.
 */
import { HEALTH_AREAS } from '@xungen/contracts'
import { indexPanel } from '../src/core'
import { isStrandAmbiguousSnp } from '../src/knowledge/strand'
import { checkKnowledgeBase, computeReport, computeSampleReport, generateSampleKit, knowledgeOnlyPanel, knowledgePanelMarkers, loadKnowledgeBase, relativeRisk, resolveLevelText, scoreDistribution } from '../src/knowledge'
import type { ItemDef, ItemResult, ScoreRule } from '../src/knowledge'
import { getReference } from '../src/reference'

/** the report's strand-ambiguous tag: knowledge/strand.ts (by the alleles, not by a note's presence) */
const strandAmbiguous = isStrandAmbiguousSnp

const TARGET: Record<string, number> = { disease: 25, traits: 30, drug: 20, nutrition: 12, fitness: 12, skin: 10, carrier: 25 }
const kb = loadKnowledgeBase()
const out: string[] = []
const p = (s = '') => out.push(s)

/** A score item's model in a few lines: weights, cuts, and the relative-risk range it can give. */
function scoreLines(item: ItemDef, rule: ScoreRule): string[] {
  const dist = scoreDistribution(rule.weights)
  const lo = relativeRisk(dist, dist.values[0])
  const hi = relativeRisk(dist, dist.values[dist.values.length - 1])
  const lines = [`    score: ${rule.weights.length} markers, percentile cuts ${rule.cuts.join('/')} -> ${rule.levels.join('/')}, missing weight up to ${Math.round(rule.maxMissingWeight * 100)}% filled with 2p; relative risk vs EAS average ${lo.toFixed(2)}-${hi.toFixed(2)}`]
  rule.weights.forEach((w, i) => lines.push(`      ${w.rsid.padEnd(12)} effect ${item.markers[i].effectAllele}  OR ${w.or}  EAS eaf ${w.eaf}  (${w.source})`))
  return lines
}

const scoreText = (r: ItemResult) => (r.score ? `  [relative risk ${r.score.relativeRisk.toFixed(2)}, percentile ${r.score.percentile.toFixed(1)}${r.score.markersImputed.length ? `, imputed ${r.score.markersImputed.join(',')}` : ''}]` : '')

p(`基因寻根 health knowledge base ${kb.version}: ${kb.items.length} items, ${kb.markers.size} markers, ${kb.citations.size} citations`)
p()
p('category      items  target')
for (const [cat, area] of Object.entries(HEALTH_AREAS)) {
  const n = kb.items.filter(i => i.category === cat).length
  p(`${(cat + ' ' + area.name).padEnd(14)}${String(n).padStart(4)}  ${String(TARGET[cat]).padStart(6)}`)
}
for (const [cat, area] of Object.entries(HEALTH_AREAS)) {
  const items = kb.items.filter(i => i.category === cat)
  if (items.length === 0) continue
  p()
  p(`== ${cat} (${area.name}, category key ${area.categoryKey}) ==`)
  for (const item of items) {
    const t = kb.texts.get(item.id)!
    p(`- ${item.id}  ${t.title}  [evidence ${item.evidence}; rule ${item.rule.kind}; features ${item.features.join('/')}]`)
    for (const im of item.markers) {
      const m = kb.markers.get(im.rsid)!
      p(`    ${m.gene.padEnd(18)} ${m.rsid.padEnd(12)} chr${m.chrom}:${m.pos} ${m.referenceUnconfirmed ? `${m.ref}/${m.alt} (GRCh37 reference base not stated by the sources)` : `${m.ref}>${m.alt}`} effect ${im.effectAllele}${m.name ? `  ${m.name}` : ''}${m.onCommonChips ? '' : '  (not on common chips)'}${strandAmbiguous(m.ref, m.alt) ? '  (strand-ambiguous)' : ''}`)
    }
    if (item.rule.kind === 'score') for (const l of scoreLines(item, item.rule)) p(l)
    p(`    levels: ${item.levels.map(l => `${l}=${resolveLevelText(kb, item, l).label}`).join('; ')}`)
    for (const c of item.citations.map(id => kb.citations.get(id)!)) p(`    cite: ${c.pmid ? `PMID ${c.pmid}` : c.source} — ${c.authors}. ${c.title}. ${c.journal}, ${c.year}`)
  }
}
const onPanel = new Set(knowledgePanelMarkers(kb).map(m => m.rsid))
const problems = checkKnowledgeBase(kb, r => onPanel.has(r))
p()
p(`audit: ${problems.length === 0 ? 'no problems' : `${problems.length} problems`}`)
for (const x of problems) p(`  ! ${x}`)
const reference = getReference()
const sample = computeSampleReport({ kb, reference })
p()
p(`sample report (seed ${sample.seed}): ${sample.results.length} items computed, statuses ${JSON.stringify(sample.gated.items.reduce<Record<number, number>>((a, i) => ((a[i.status] = (a[i.status] ?? 0) + 1), a), {}))} (0 normal, 1 lock, 3 upgrade)`)
for (const r of sample.results) p(`  ${r.itemId.padEnd(28)} ${r.levelLabel ?? r.status}${scoreText(r)}`)
const index = indexPanel(knowledgeOnlyPanel(kb))
const view = { kit: generateSampleKit(index, kb), index }
computeReport(view, { kb, reference })
const t0 = process.hrtime.bigint()
for (let k = 0; k < 20; k++) computeReport(view, { kb, reference })
p()
p(`timing: ${(Number(process.hrtime.bigint() - t0) / 1e6 / 20).toFixed(2)} ms for all items of one kit (mean of 20)`)
console.log(out.join('\n'))
