import type { ItemResult } from '../knowledge'
import type { AnalysisReport, PartStatus } from '../pipeline'
import { thousands } from '../core/thousands'

const n = thousands
const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : 'n/a')
const mb = (b: number) => (b >= 1 << 20 ? `${(b / (1 << 20)).toFixed(1)} MB` : `${(b / 1024).toFixed(1)} KB`)

type Loose = Record<string, unknown> & { [k: string]: any } // eslint-disable-line @typescript-eslint/no-explicit-any

const len = (x: unknown) => (Array.isArray(x) ? x.length : 0)

/** one line per part; the JSON report has the full evidence */
function part(p: PartStatus): string {
  if (p.status === 'no-call') return `no call: ${p.reason}`
  if (p.status !== 'called') return `${p.status.replace('-', ' ')}: ${p.reason}`
  const r = (p.result ?? {}) as Loose
  if (typeof r.haplogroup === 'string' && r.posterior !== undefined) {
    // Y: ISOGG long and short names, posterior, markers for and against
    return `${r.haplogroup}${r.shortName ? ` (${r.shortName})` : ''}${r.tentative ? ' tentative' : ''}, posterior ${Number(r.posterior).toFixed(3)}; ${len(r.supporting)} supporting, ${len(r.conflicting)} conflicting markers`
  }
  if (typeof r.haplogroup === 'string' && r.quality !== undefined) {
    // mtDNA: haplogrep-style quality, variants found and expected but missing
    const alt = Array.isArray(r.alternatives) && r.alternatives.length ? `; next ${r.alternatives.slice(0, 2).map((a: Loose) => `${a.haplogroup} ${Number(a.quality).toFixed(2)}`).join(', ')}` : ''
    return `${r.haplogroup}, quality ${Number(r.quality).toFixed(2)}; ${len(r.found)} expected variants found, ${len(r.expectedMissing)} missing, ${len(r.unexpected)} unexpected${alt}`
  }
  if (Array.isArray(r.regions) || Array.isArray(r.components)) {
    // ancestry: regions (or components) of at least 1 %, with their 95 % intervals
    const parts = (Array.isArray(r.regions) ? r.regions : r.components) as Loose[]
    const shown = parts
      .filter(c => Number(c.proportion) >= 0.01)
      .sort((a, b) => Number(b.proportion) - Number(a.proportion))
      .map(c => `${c.label ?? c.id} ${(100 * Number(c.proportion)).toFixed(1)} %${Array.isArray(c.ci95) ? ` (${(100 * c.ci95[0]).toFixed(0)}-${(100 * c.ci95[1]).toFixed(0)})` : ''}`)
    const m = r.markers as Loose | undefined
    return `${shown.join(', ')}${m && m.used !== undefined ? `; ${m.used} of ${m.reference} reference markers used` : ''}`
  }
  const headline = r.haplogroup ?? r.summary ?? r.label
  return `${headline !== undefined ? String(headline) : 'called'} (see --json for the evidence)`
}

/** the human summary of `genome analyze` */
export function formatReport(r: AnalysisReport, health: ItemResult[] = []): string {
  const c = r.parse.counts
  const h = r.layout.counts
  const q = r.qc
  const m = q.metrics
  const lines = [
    `File       ${r.file.name} (${mb(r.file.bytes)}${r.format.compression !== 'none' ? `, ${r.format.compression}${r.format.innerFile ? `: ${r.format.innerFile}` : ''}` : ''})`,
    `Format     ${r.format.vendorLabel} (${r.format.layout} layout, ${r.format.strand} strand)`,
    `Build      ${r.build.name}${r.build.assumed ? ' (assumed)' : ''}: ${r.build.evidence}`,
    `Lines      ${n(c.lines)} lines: ${n(c.calls)} calls, ${n(c.noCalls)} no-calls, ${n(c.rejected)} rejected, ${n(c.duplicateIds)} duplicate ids${Object.keys(c.skipped).length ? `, skipped ${JSON.stringify(c.skipped)}` : ''}`
  ]
  for (const ex of r.parse.rejects.examples.slice(0, 5)) lines.push(`           rejected line ${ex.line}: ${ex.reason}: ${ex.text}`)
  lines.push(`Layout     ${r.layout.id} (${r.layout.status}): ${n(r.layout.markers)} markers of the file, ${n(h.called)} called; ${n(h.referenceChecked)} checked against reference alleles, ${n(h.flipped)} strand flips, ${n(h.alleleMismatch)} allele mismatches, ${n(h.discordantDuplicates)} discordant duplicates${h.noPosition ? `, ${n(h.noPosition)} lines without a position` : ''}`)
  if (r.wholeGenome) {
    const w = r.wholeGenome
    lines.push(w.filled
      ? `Genome     variant-only VCF read as a whole genome (${w.basis === 'header' ? 'its header says so' : 'confirmed'}): ${n(w.filledSites.autosomal + w.filledSites.x + w.filledSites.y)} absent sites read as reference (${n(w.filledSites.y)} Y, ${n(w.filledSites.x)} X; sex ${w.sex}); missing: ${n(w.leftMissing.mt)} mt, ${n(w.leftMissing.sexChromosomes)} X/Y, ${n(w.leftMissing.noReferenceBase)} without a reference base`
      : `Genome     not read as a whole genome: ${w.reasons.join('; ')}`)
  }
  if (r.liftover) lines.push(`Lift-over  GRCh38 -> GRCh37: ${n(r.liftover.mapped)} moved exactly; kept out: ${n(r.liftover.unmapped)} in no chain, ${n(r.liftover.otherChromosome)} to another chromosome, ${n(r.liftover.minusStrand)} to the minus strand`)
  lines.push(`QC         ${q.verdict.toUpperCase()}  call rate ${pct(m.callRate)}${Math.abs(m.callRate - m.fileCallRate) > 0.0005 ? ` (all lines ${pct(m.fileCallRate)})` : ''}, ${n(m.autosomalCalled)} autosomal markers called, heterozygosity ${pct(m.autosomalHeterozygosity)}`)
  lines.push(`           ${q.counted}`)
  for (const reason of q.reasons) lines.push(`           ${reason.level}: ${reason.message}`)
  for (const note of q.notes) lines.push(`           note: ${note}`)
  lines.push(`Sex        ${q.sex.sex}`)
  for (const e of q.sex.evidence) lines.push(`           ${e}`)
  lines.push(`Y          ${part(r.y)}`, `mtDNA      ${part(r.mt)}`, `Ancestry   ${part(r.ancestry)}`)
  if (health.length) {
    const by = (s: string) => health.filter(i => i.status === s).length
    lines.push(`Health     ${health.length} items: ${by('normal')} read, ${by('undetected')} undetected (markers not on this chip), ${by('retest')} to retest`)
  }
  for (const w of r.warnings) lines.push(`Warning    ${w}`)
  lines.push(`Time       ${r.timings.totalMs} ms (catalogue ${r.timings.catalogueMs}, parse ${r.timings.parseMs}, layout and kit ${r.timings.layoutMs}, QC ${r.timings.qcMs}, Y ${r.timings.yMs}, mt ${r.timings.mtMs}, ancestry ${r.timings.ancestryMs}, health ${r.timings.healthMs})`)
  return lines.join('\n') + '\n'
}
