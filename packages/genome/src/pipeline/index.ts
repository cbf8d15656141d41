import * as path from 'path'
import { CHROM_Y } from '../core/chromosome'
import { serializeKit } from '../core/kit-file'
import type { PackedKit } from '../core/packed'
import { loadPanel, LoadedPanel, LoadPanelOptions } from '../panel/cache'
import { GenotypeFileError } from '../parsers/errors'
import { parseGenotypes, ParseResult } from '../parsers/parse'
import { getReference, Reference } from '../reference'
import { readAimPositions } from '../reference/readers'
import { computeQc, QcReport } from '../qc'
import { caller, PartName } from './lineage-bridge'
import { HarmonisedKit, Harmoniser, HarmoniseCounts } from './harmonise'

export { Harmoniser } from './harmonise'
export type { HarmoniseCounts, HarmonisedKit } from './harmonise'

export const ENGINE_VERSION = '0.1.0'

export interface ReadKitOptions {
  panel?: LoadedPanel
  ref?: Reference
  /** VCF sample to read */
  sample?: string
  panelOptions?: LoadPanelOptions
}

export interface ReadKitResult extends HarmonisedKit {
  parse: ParseResult
  panel: LoadedPanel
  timings: { panelMs: number; parseMs: number }
}

function aimProbes(ref: Reference): { rs: number; pos37: number; pos38: number }[] {
  const out: { rs: number; pos37: number; pos38: number }[] = []
  for (const name of ['kidd55', 'seldin128'] as const) {
    if (!ref.has(`aims-${name}-grch37`) || !ref.has(`aims-${name}-grch38`)) continue
    const p38 = new Map(readAimPositions(ref, name, 'grch38').map(r => [r.rsid, r.pos]))
    for (const r of readAimPositions(ref, name, 'grch37')) {
      const pos38 = p38.get(r.rsid)
      if (pos38 && /^rs\d+$/.test(r.rsid)) out.push({ rs: Number(r.rsid.slice(2)), pos37: r.pos, pos38 })
    }
  }
  return out
}

/** Parses a raw file and packs it on the panel. Refusals throw GenotypeFileError; nothing partial is returned. */
export async function readKit(input: string | Uint8Array, options: ReadKitOptions = {}): Promise<ReadKitResult> {
  const t0 = performance.now()
  const ref = options.ref ?? getReference()
  const panel = options.panel ?? (await loadPanel({ ref, ...options.panelOptions }))
  const t1 = performance.now()
  let harmoniser: Harmoniser | undefined
  const parse = await parseGenotypes(input, {
    sample: options.sample,
    buildProbes: aimProbes(ref),
    sink: r => {
      if (!harmoniser) harmoniser = new Harmoniser(panel.panel, panel.index, 'plus')
      harmoniser.add(r)
    }
  })
  // the strand is only known after detection: rebuild for non-plus reports (they are small)
  if (parse.format.strand !== 'plus') {
    harmoniser = new Harmoniser(panel.panel, panel.index, parse.format.strand)
    await parseGenotypes(input, { sample: options.sample, sink: harmoniser.add })
  }
  if (!harmoniser) throw new GenotypeFileError('no-genotypes', 'the file has no genotype lines')
  const kit = harmoniser.finish(parse.build.build)
  return { ...kit, parse, panel, timings: { panelMs: t1 - t0, parseMs: performance.now() - t1 } }
}

export type PartStatus =
  | { status: 'called'; result: unknown; millis: number }
  /** the caller ran and declined to call (too few markers, ...): its reason and counts */
  | { status: 'no-call'; reason: string; result: unknown; millis: number }
  | { status: 'not-applicable'; reason: string }
  | { status: 'not-available'; reason: string }
  | { status: 'failed'; reason: string }

export interface AnalysisReport {
  engine: { version: string; panelId: string; panelChecksum: string; panelSize: number; referenceDir: string }
  file: { name: string; bytes: number; textBytes: number }
  format: ParseResult['format']
  build: ParseResult['build']
  parse: { counts: ParseResult['counts']; rejects: ParseResult['rejects'] }
  harmonisation: HarmoniseCounts
  qc: QcReport
  y: PartStatus
  mt: PartStatus
  ancestry: PartStatus
  warnings: string[]
  timings: Record<string, number>
}

export interface AnalyzeOptions extends ReadKitOptions {
  /** name shown in the report for byte input */
  fileName?: string
}

async function runPart(part: PartName, ref: Reference, kit: PackedKit, loaded: LoadedPanel): Promise<PartStatus> {
  const c = caller(part)
  if ('missing' in c) return { status: 'not-available', reason: c.missing }
  const t = performance.now()
  try {
    const model = await c.load(ref)
    const result = await c.call(kit, loaded.index, model)
    const millis = performance.now() - t
    const r = result as { status?: string; reason?: string } | undefined
    // the callers say 'no-call' (Y, mt) or 'insufficient-data' (ancestry) with a reason
    if (r && (r.status === 'no-call' || r.status === 'insufficient-data')) return { status: 'no-call', reason: String(r.reason ?? 'no call'), result, millis }
    return { status: 'called', result, millis }
  } catch (e) {
    return { status: 'failed', reason: (e as Error).message }
  }
}

/** The whole analysis of one raw file: format, counts, QC, sex, then Y, mt and ancestry. */
export async function analyzeGenotypeFile(input: string | Uint8Array, options: AnalyzeOptions = {}): Promise<{ report: AnalysisReport; kit: PackedKit }> {
  const t0 = performance.now()
  const ref = options.ref ?? getReference()
  const read = await readKit(input, { ...options, ref })
  const t1 = performance.now()
  const { panel, index } = read.panel
  const h = read.counts
  const qc = computeQc({
    panel,
    kit: read.kit,
    present: read.present,
    fileCalls: read.parse.counts.calls,
    fileNoCalls: read.parse.counts.noCalls,
    matchedCalls: h.called,
    alleleMismatches: h.alleleMismatch
  })
  const t2 = performance.now()
  let y: PartStatus
  if (qc.sex.sex === 'female') y = { status: 'not-applicable', reason: 'genetic sex is female: there is no Y chromosome' }
  else {
    const yr = index.chromRange(CHROM_Y)
    y = yr[1] > yr[0] || qc.metrics.yCalled > 0 ? await runPart('y', ref, read.kit, read.panel) : { status: 'not-available', reason: 'the panel has no Y markers' }
    if (qc.sex.sex === 'undetermined' && y.status === 'called') qc.reasons.push({ level: 'warn', code: 'y-without-sex', message: 'a Y haplogroup was called although genetic sex is undetermined' })
  }
  const t3 = performance.now()
  const mt = await runPart('mt', ref, read.kit, read.panel)
  const t4 = performance.now()
  // the ancestry caller judges its own markers (the AIMs): a small real file typed at the AIMs
  // supports an estimate even when QC fails it for relative matching
  const ancestry = await runPart('ancestry', ref, read.kit, read.panel)
  const t5 = performance.now()
  const name = typeof input === 'string' ? path.basename(input) : options.fileName ?? '(bytes)'
  const report: AnalysisReport = {
    engine: { version: ENGINE_VERSION, panelId: panel.id, panelChecksum: panel.checksum, panelSize: panel.size, referenceDir: ref.dir },
    file: { name, bytes: read.parse.bytes.file, textBytes: read.parse.bytes.text },
    format: read.parse.format,
    build: read.parse.build,
    parse: { counts: read.parse.counts, rejects: read.parse.rejects },
    harmonisation: h,
    qc,
    y,
    mt,
    ancestry,
    warnings: read.parse.warnings,
    timings: {
      panelMs: round(read.timings.panelMs),
      parseAndPackMs: round(read.timings.parseMs),
      qcMs: round(t2 - t1),
      yMs: round(t3 - t2),
      mtMs: round(t4 - t3),
      ancestryMs: round(t5 - t4),
      totalMs: round(t5 - t0)
    }
  }
  return { report, kit: read.kit }
}

function round(x: number): number {
  return Math.round(x * 10) / 10
}

/** A packed kit file (.xgk) for a raw file, with the facts a later reader needs as metadata. */
export async function convertToPackedKit(input: string | Uint8Array, options: AnalyzeOptions = {}): Promise<{ bytes: Uint8Array; report: AnalysisReport }> {
  const { report, kit } = await analyzeGenotypeFile(input, options)
  const metadata = {
    engineVersion: ENGINE_VERSION,
    createdAt: new Date().toISOString(),
    source: { file: report.file.name, bytes: report.file.bytes, vendor: report.format.vendor, compression: report.format.compression, build: report.build.build ?? null, buildAssumed: report.build.assumed },
    counts: { lines: report.parse.counts.lines, calls: report.parse.counts.calls, noCalls: report.parse.counts.noCalls, rejected: report.parse.counts.rejected, panelCalled: report.harmonisation.called, unknown: report.harmonisation.unknown },
    qc: { verdict: report.qc.verdict, sex: report.qc.sex.sex, callRate: report.qc.metrics.callRate }
  }
  return { bytes: serializeKit(kit, metadata), report }
}
