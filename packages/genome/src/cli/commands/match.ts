import * as fs from 'fs'
import * as path from 'path'
import { chromName } from '../../core/chromosome'
import { deserializeKit } from '../../core/kit-file'
import { isPackedFor } from '../../core/packed'
import { loadPanel, LoadedPanel } from '../../panel/cache'
import { readKit } from '../../pipeline'
import { getReference, Reference } from '../../reference'
import { readGeneticMap } from '../../reference/readers'
import { createMatchPanel, MatchPanel } from '../../relatives/match-panel'
import { GenotypePlanes, planesFromPackedKit } from '../../relatives/planes'
import { createRelationshipPredictor, RelationshipPrediction } from '../../relatives/relationship'
import { createComparator, DEFAULT_SEGMENT_PARAMS, ONE_TO_ONE_REPORT, PairComparison, SegmentParams, SharedSegment } from '../../relatives/segments'
import { CliCommand, CliError, EXIT_OK, ParsedArgs, stringOption, usageError } from '../command'

/** Loads a raw vendor file or a packed kit (.xgk) as genotype planes on the current panel. */
export async function loadKitPlanes(file: string, loaded: LoadedPanel, ref: Reference): Promise<GenotypePlanes> {
  if (!fs.existsSync(file)) throw new CliError(`${file}: no such file`)
  if (file.endsWith('.xgk')) {
    const { kit } = deserializeKit(fs.readFileSync(file))
    if (!isPackedFor(kit, loaded.panel)) throw new CliError(`${file} was packed on panel ${kit.panelId} (${kit.panelChecksum.slice(0, 12)}), not on the current ${loaded.panel.id}: convert the raw file again`)
    return planesFromPackedKit(kit)
  }
  const { kit } = await readKit(file, { panel: loaded, ref })
  return planesFromPackedKit(kit)
}

export async function loadMatchPanel(): Promise<{ ref: Reference; loaded: LoadedPanel; match: MatchPanel }> {
  const ref = getReference()
  const loaded = await loadPanel({ ref })
  return { ref, loaded, match: createMatchPanel(loaded.panel, readGeneticMap(ref)) }
}

export const SEGMENT_OPTIONS = {
  'min-cm': { type: 'string' },
  'min-markers': { type: 'string' },
  'min-evidence': { type: 'string' }
} as const

/** segment thresholds from --min-cm / --min-markers / --min-evidence */
export function segmentOverrides(args: ParsedArgs): Partial<SegmentParams> {
  const out: Partial<SegmentParams> = {}
  const num = (name: string, positive: boolean) => {
    const s = stringOption(args, name)
    if (s === undefined) return undefined
    const v = Number(s)
    if (!Number.isFinite(v) || (positive ? v <= 0 : v < 0)) throw usageError(`--${name} must be a ${positive ? 'positive' : 'non-negative'} number, got '${s}'`)
    return v
  }
  const cm = num('min-cm', true)
  const markers = num('min-markers', true)
  const evidence = num('min-evidence', false)
  if (cm !== undefined) out.minCm = cm
  if (markers !== undefined) out.minMarkers = Math.round(markers)
  if (evidence !== undefined) out.minEvidence = evidence
  return out
}

const fmt = (x: number, d = 1) => x.toFixed(d)
const mb = (bp: number) => (bp / 1e6).toFixed(2)

/** one line per chromosome: where the segments are, half (=) and fully (#) identical */
export function chromosomeSummary(match: MatchPanel, comparison: PairComparison, width = 60): string[] {
  const longest = Math.max(...match.autosomes.map(c => c.endCm - c.startCm))
  const lines: string[] = []
  for (const chr of match.autosomes) {
    const len = chr.endCm - chr.startCm
    const cells = Math.max(1, Math.round((len / longest) * width))
    const bar = new Array<string>(cells).fill('·')
    const paint = (s: SharedSegment, ch: string) => {
      const a = Math.floor(((s.startCm - chr.startCm) / len) * cells)
      const b = Math.max(a, Math.ceil(((s.endCm - chr.startCm) / len) * cells) - 1)
      for (let k = Math.max(0, a); k <= Math.min(cells - 1, b); k++) bar[k] = ch
    }
    const on = comparison.segments.filter(s => s.chrom === chr.chrom)
    for (const s of comparison.smallSegments.filter(s => s.chrom === chr.chrom)) paint(s, '-')
    for (const s of on.filter(s => s.kind === 'half')) paint(s, '=')
    for (const s of on.filter(s => s.kind === 'full')) paint(s, '#')
    const cm = on.filter(s => s.kind === 'half').reduce((a, s) => a + s.cm, 0)
    lines.push(`${chromName(chr.chrom).padStart(2)} ${bar.join('').padEnd(width)} ${cm > 0 ? `${fmt(cm)} cM` : ''}`.trimEnd())
  }
  return lines
}

export function segmentTable(segments: readonly SharedSegment[]): string[] {
  const rows = segments.map(s => [chromName(s.chrom), `${mb(s.startPos)}-${mb(s.endPos)}`, `${fmt(s.startCm)}-${fmt(s.endCm)}`, fmt(s.cm), String(s.markers), s.kind === 'full' ? 'full' : 'half', String(s.mismatches), s.kind === 'half' ? fmt(s.evidence, 0) : ''])
  const header = ['chr', 'position (Mb)', 'genetic map (cM)', 'cM', 'markers', 'kind', 'bridged', 'evidence']
  const w = header.map((h, i) => Math.max(h.length, ...rows.map(r => r[i].length)))
  return [header, ...rows].map(r => r.map((c, i) => (i < 3 || i === 5 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ').trimEnd())
}

export function relationshipLines(p: RelationshipPrediction): string[] {
  const lines = [
    `最可能的关系: ${p.label} (${p.english}), ${(100 * p.probability).toFixed(0)} %`,
    `亲缘等级: ${p.grade} 代, ${p.gradeText}${p.alternatives ? `\n说明: ${p.alternatives}` : ''}`
  ]
  const others = p.classes.slice(1, 4).filter(c => c.probability >= 0.01)
  if (others.length) lines.push(`其他可能: ${others.map(c => `${c.label} ${(100 * c.probability).toFixed(0)} %`).join('; ')}`)
  return lines
}

export const command: CliCommand = {
  usage: 'genome match <a> <b> [--json] [--min-cm N] [--min-markers N] [--min-evidence N]',
  help: `Compares two kits one to one: raw vendor files (23andMe, AncestryDNA, FTDNA, MyHeritage,
WeGene, VCF, ...) or packed kits (.xgk), on the engine's marker panel. Prints the shared DNA
(total cM, segments, largest segment, fully identical cM), the likely relationship with its
grade (spec 3.10) and probabilities, the segment list, and a chromosome-by-chromosome picture:
'=' half identical, '#' fully identical, '-' a shorter segment that is listed but not counted.

A segment counts from ${DEFAULT_SEGMENT_PARAMS.minCm} cM and ${DEFAULT_SEGMENT_PARAMS.minMarkers} markers called in both kits, with evidence >= ${DEFAULT_SEGMENT_PARAMS.minEvidence}
(see docs/relatives-scaling.md); segments down to ${ONE_TO_ONE_REPORT.reportMinCm} cM are listed as not counted. The X
chromosome is not compared yet (no chrX genetic map in the reference data).`,
  options: { json: { type: 'boolean' }, ...SEGMENT_OPTIONS },
  async run(args, io) {
    if (args.positionals.length !== 2) throw usageError('give two kits to compare')
    const [fa, fb] = args.positionals.map(p => path.resolve(io.cwd, p))
    const overrides = segmentOverrides(args)
    const params = { ...ONE_TO_ONE_REPORT, ...overrides }
    params.reportMinCm = Math.min(params.reportMinCm, overrides.minCm ?? DEFAULT_SEGMENT_PARAMS.minCm)
    params.reportMinMarkers = Math.min(params.reportMinMarkers, overrides.minMarkers ?? DEFAULT_SEGMENT_PARAMS.minMarkers)
    const { ref, loaded, match } = await loadMatchPanel()
    const a = await loadKitPlanes(fa, loaded, ref)
    const b = await loadKitPlanes(fb, loaded, ref)
    const r = createComparator(match, params)(a, b)
    const predict = createRelationshipPredictor({ genomeCm: match.genomeCm, chromosomes: match.autosomes.length, minCm: params.minCm ?? DEFAULT_SEGMENT_PARAMS.minCm })
    const relationship = predict(r)
    if (args.values.json) {
      io.stdout.write(JSON.stringify({ a: fa, b: fb, panel: { id: match.panelId, checksum: match.panelChecksum }, thresholds: { ...DEFAULT_SEGMENT_PARAMS, ...params }, ...r, relationship }, null, 2) + '\n')
      return EXIT_OK
    }
    const out: string[] = [
      `${path.basename(fa)}  vs  ${path.basename(fb)}  (panel ${match.panelId}, ${r.comparedMarkers.toLocaleString('en-US')} autosomal markers called in both)`,
      '',
      `shared: ${fmt(r.totalCm)} cM in ${r.segmentCount} segments; largest ${fmt(r.largestCm)} cM; fully identical ${fmt(r.fullCm)} cM (${fmt(100 * r.fullFraction)} % of ${fmt(match.genomeCm, 0)} cM)`
    ]
    if (relationship) out.push(...relationshipLines(relationship))
    else out.push('没有达到阈值的共享片段：按 DNA 判断两人没有可检测的近亲关系 (no shared segment reaches the thresholds).')
    const counted = r.segments
    if (counted.length) out.push('', 'segments', ...segmentTable(counted))
    if (r.smallSegments.length) out.push('', `shorter segments, listed but not counted (below ${params.minCm ?? DEFAULT_SEGMENT_PARAMS.minCm} cM, ${params.minMarkers ?? DEFAULT_SEGMENT_PARAMS.minMarkers} markers or evidence ${params.minEvidence ?? DEFAULT_SEGMENT_PARAMS.minEvidence}; often not real on unphased data)`, ...segmentTable(r.smallSegments))
    out.push('', "chromosomes ('=' half identical, '#' fully identical, '-' listed, not counted)", ...chromosomeSummary(match, r), `   ${r.xChromosome.reason}`)
    io.stdout.write(out.join('\n') + '\n')
    return EXIT_OK
  }
}
