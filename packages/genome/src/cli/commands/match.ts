import * as fs from 'fs'
import * as path from 'path'
import { chromName } from '../../core/chromosome'
import { deserializeKit, KIT_FORMAT_VERSION_PANEL } from '../../core/kit-file'
import { packFile } from '../../pipeline/pack'
import { getReference, Reference } from '../../reference'
import { readGeneticMap } from '../../reference/readers'
import { compareWithPanel, KitOnLayout, MIN_SHARED_MARKERS } from '../../relatives/cross-layout'
import type { MatchPanel } from '../../relatives/match-panel'
import type { RelationshipPrediction } from '../../relatives/relationship'
import { DEFAULT_SEGMENT_PARAMS, ONE_TO_ONE_REPORT, PairComparison, SegmentParams, SharedSegment } from '../../relatives/segments'
import { CliCommand, CliError, EXIT_OK, ParsedArgs, stringOption, usageError } from '../command'
import { DirectoryLayoutStore, directoryLayoutStore } from '../layout-store'

/** Loads a raw vendor file (analysed on its own layout) or a kit (.xgk, its layout from `layouts`). */
export async function loadKitOnLayout(file: string, ref: Reference, layouts: DirectoryLayoutStore): Promise<KitOnLayout> {
  if (!fs.existsSync(file)) throw new CliError(`${file}: no such file`)
  if (file.endsWith('.xgk')) {
    const { kit, version } = deserializeKit(fs.readFileSync(file))
    if (version === KIT_FORMAT_VERSION_PANEL) throw new CliError(`${file} was packed on the old fixed panel ${kit.panelId}: re-create it from its raw file with genome convert`)
    // the layouts directory, else the kit's own directory (where genome convert writes it)
    const layout = layouts.get(kit.panelId) ?? directoryLayoutStore(path.dirname(file)).get(kit.panelId)
    if (!layout) throw new CliError(`${file} is on layout ${kit.panelId}, which is neither in ${layouts.dir} (--layouts DIR) nor beside the kit`)
    return { kit, layout }
  }
  // a raw file: only its kit and layout are needed (the parse-and-pack stage)
  const a = await packFile(file, { ref, layouts })
  // the next file of the same chip is coded against this layout (same allele order)
  if (a.layoutStatus !== 'known') layouts.remember(a.layout)
  return { kit: a.kit, layout: a.layout }
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
  usage: 'genome match <a> <b> [--json] [--layouts DIR] [--min-cm N] [--min-markers N] [--min-evidence N]',
  help: `Compares two kits one to one: raw vendor files (23andMe, AncestryDNA, FTDNA, MyHeritage,
WeGene, VCF, ...) or kits (.xgk, with their layouts in --layouts DIR, default the first kit's
directory), on the markers both files carry, whatever their chips. Prints the markers compared
and their density, the shared DNA (total cM, segments, largest segment, fully identical cM),
the likely relationship with its grade (spec 3.10) and probabilities, the segment list, and a
chromosome-by-chromosome picture: '=' half identical, '#' fully identical, '-' a shorter
segment that is listed but not counted.

A segment counts from ${DEFAULT_SEGMENT_PARAMS.minCm} cM and ${DEFAULT_SEGMENT_PARAMS.minMarkers} markers called in both kits, with evidence >= ${DEFAULT_SEGMENT_PARAMS.minEvidence}
(see docs/relatives-scaling.md); segments down to ${ONE_TO_ONE_REPORT.reportMinCm} cM are listed as not counted. Two files
sharing fewer than ${MIN_SHARED_MARKERS.toLocaleString('en-US')} called autosomal markers are reported as too few to compare. The X
chromosome is not compared yet (no chrX genetic map in the reference data).`,
  options: { json: { type: 'boolean' }, layouts: { type: 'string' }, ...SEGMENT_OPTIONS },
  async run(args, io) {
    if (args.positionals.length !== 2) throw usageError('give two kits to compare')
    const [fa, fb] = args.positionals.map(p => path.resolve(io.cwd, p))
    const overrides = segmentOverrides(args)
    const params = { ...ONE_TO_ONE_REPORT, ...overrides }
    params.reportMinCm = Math.min(params.reportMinCm, overrides.minCm ?? DEFAULT_SEGMENT_PARAMS.minCm)
    params.reportMinMarkers = Math.min(params.reportMinMarkers, overrides.minMarkers ?? DEFAULT_SEGMENT_PARAMS.minMarkers)
    const ref = getReference()
    const layouts = directoryLayoutStore(path.resolve(io.cwd, stringOption(args, 'layouts') ?? path.dirname(fa)))
    const a = await loadKitOnLayout(fa, ref, layouts)
    const b = await loadKitOnLayout(fb, ref, layouts)
    const { result, match } = compareWithPanel(a, b, readGeneticMap(ref), params)
    if (args.values.json) {
      io.stdout.write(JSON.stringify({ a: fa, b: fb, thresholds: { ...DEFAULT_SEGMENT_PARAMS, ...params }, ...result }, null, 2) + '\n')
      return EXIT_OK
    }
    const out: string[] = [
      `${path.basename(fa)}  vs  ${path.basename(fb)}  (${result.layouts.same ? `one layout ${result.layouts.a}` : `layouts ${result.layouts.a} and ${result.layouts.b}`})`,
      `compared: ${result.comparedMarkers.toLocaleString('en-US')} autosomal markers called in both of ${result.sharedMarkers.toLocaleString('en-US')} shared, ${fmt(result.markersPerCm)} per cM; segments from ${fmt(result.detectableMinCm)} cM can be seen`,
      result.message
    ]
    const r = result.comparison
    if (!r) {
      io.stdout.write(out.join('\n') + '\n')
      return EXIT_OK
    }
    out.push('', `shared: ${fmt(r.totalCm)} cM in ${r.segmentCount} segments; largest ${fmt(r.largestCm)} cM; fully identical ${fmt(r.fullCm)} cM (${fmt(100 * r.fullFraction)} % of ${fmt(match.genomeCm, 0)} cM)`)
    if (result.relationship) out.push(...relationshipLines(result.relationship))
    const counted = r.segments
    if (counted.length) out.push('', 'segments', ...segmentTable(counted))
    if (r.smallSegments.length) out.push('', `shorter segments, listed but not counted (below ${params.minCm ?? DEFAULT_SEGMENT_PARAMS.minCm} cM, ${params.minMarkers ?? DEFAULT_SEGMENT_PARAMS.minMarkers} markers or evidence ${params.minEvidence ?? DEFAULT_SEGMENT_PARAMS.minEvidence}; often not real on unphased data)`, ...segmentTable(r.smallSegments))
    out.push('', "chromosomes ('=' half identical, '#' fully identical, '-' listed, not counted)", ...chromosomeSummary(match, r), `   ${r.xChromosome.reason}`)
    io.stdout.write(out.join('\n') + '\n')
    return EXIT_OK
  }
}
