import * as path from 'path'
import { estimateAncestry, loadAncestryPanel } from '../ancestry'
import type { AncestryEstimate, AncestryNoEstimate } from '../ancestry'
import { loadCatalogue } from '../catalogue'
import { CHROM_Y } from '../core/chromosome'
import { serializeKit } from '../core/kit-file'
import type { PackedKit } from '../core/packed'
import { computeReport, ItemResult } from '../knowledge'
import { serializeLayout } from '../layout/layout'
import type { KitLayout } from '../layout/layout'
import { FileKit, LayoutCounts, LayoutStore, readFileKit } from '../layout/read'
import { callMtHaplogroup, loadMtTree } from '../lineage/mt'
import type { MtHaplogroupCall, MtNoCall } from '../lineage/mt'
import { callYHaplogroup, loadYTree } from '../lineage/y'
import type { YHaplogroupCall, YNoCall } from '../lineage/y'
import { FastPanelIndex, indexPanelFast } from '../panel/lookup'
import type { ParseResult } from '../parsers/parse'
import { computeQc, QcReport, SexCall } from '../qc'
import { getReference, Reference } from '../reference'

import type { EngineMessage } from '@xungen/contracts'

export const ENGINE_VERSION = '0.2.0'

/** Where a part of the analysis stands; `result` carries the caller's own evidence. */
export type PartStatus<T = unknown> =
  | { status: 'called'; result: T; millis: number }
  /** the caller ran and declined to call (too few markers, ...): its reason and counts */
  | { status: 'no-call'; reason: string; message?: EngineMessage; result: T; millis: number }
  | { status: 'not-applicable'; reason: string; message?: EngineMessage }
  | { status: 'failed'; reason: string; message?: EngineMessage }

export interface AnalysisReport {
  engine: { version: string; referenceDir: string }
  file: { name: string; bytes: number; textBytes: number }
  format: ParseResult['format']
  build: ParseResult['build']
  parse: { counts: ParseResult['counts']; rejects: ParseResult['rejects'] }
  /** the kit's own layout: id, markers, whether it was new, and what happened to every line */
  layout: { id: string; markers: number; status: FileKit['layoutStatus']; allelesKnown: number; counts: LayoutCounts }
  /** GRCh38 files: how the positions were lifted to GRCh37 (kept-out markers counted, never moved) */
  liftover?: FileKit['liftover']
  qc: QcReport
  y: PartStatus<YHaplogroupCall | YNoCall>
  mt: PartStatus<MtHaplogroupCall | MtNoCall>
  ancestry: PartStatus<AncestryEstimate | AncestryNoEstimate>
  warnings: string[]
  timings: Record<string, number>
}

export interface AnalyzeFileOptions {
  ref?: Reference
  /** the layouts already stored: a file of a known chip is coded against its stored layout */
  layouts?: LayoutStore
  /** VCF sample to read */
  sample?: string
  /** name shown in the report for byte input */
  fileName?: string
  /** compute the health knowledge-base items (default true) */
  health?: boolean
}

/** Everything one raw file gives: its kit and layout, QC and sex, Y, mt, ancestry and health. */
export interface FileAnalysis {
  /** 2-bit calls on `layout` (kit.panelId = layout.id); store with serializeKit */
  kit: PackedKit
  /** the file's marker layout; store it (serializeLayout) when `layoutStatus` is not 'known' */
  layout: KitLayout
  layoutStatus: FileKit['layoutStatus']
  qc: QcReport
  sex: SexCall
  y: AnalysisReport['y']
  mt: AnalysisReport['mt']
  ancestry: AnalysisReport['ancestry']
  /** knowledge-base items (spec 8.2 statuses); empty when options.health is false */
  health: ItemResult[]
  /** the full evidence: format, build, counts, lift-over, timings */
  report: AnalysisReport
}

interface Models {
  y: ReturnType<typeof loadYTree>
  mt: ReturnType<typeof loadMtTree>
  ancestry: ReturnType<typeof loadAncestryPanel>
}
const models = new Map<string, Partial<Models>>()

function model<K extends keyof Models>(ref: Reference, key: K, load: () => Models[K]): Models[K] {
  let m = models.get(ref.dir)
  if (!m) models.set(ref.dir, (m = {}))
  return (m[key] ??= load()) as Models[K]
}

async function runPart<T>(run: () => T | Promise<T>): Promise<PartStatus<T>> {
  const t = performance.now()
  try {
    const result = await run()
    const millis = performance.now() - t
    const r = result as { status?: string; reason?: string; message?: EngineMessage } | undefined
    // the callers say 'no-call' (Y, mt) or 'insufficient-data' (ancestry) with a reason and its code
    if (r && (r.status === 'no-call' || r.status === 'insufficient-data')) return { status: 'no-call', reason: String(r.reason ?? 'no call'), message: r.message, result, millis }
    return { status: 'called', result, millis }
  } catch (e) {
    return { status: 'failed', reason: (e as Error).message, message: { code: 'lineage.failed' } }
  }
}

const round = (x: number) => Math.round(x * 10) / 10

/** a path, the bytes (a Buffer is a Uint8Array), or a stream of chunks (an upload, a Readable) */
export type GenomeInput = string | Uint8Array | AsyncIterable<Uint8Array>

/** a stream is read whole first (a raw file is ~15-25 MB, ~5 MB compressed) */
async function bytesOf(input: GenomeInput): Promise<string | Uint8Array> {
  if (typeof input === 'string' || input instanceof Uint8Array) return input
  const chunks: Uint8Array[] = []
  for await (const c of input) chunks.push(c)
  return Buffer.concat(chunks)
}

/**
 * The whole analysis of one raw file (path or bytes; plain, gzip or zip). The file is parsed
 * once, becomes its own kit on its own layout (GRCh38 lifted to GRCh37), then QC and sex, Y
 * (unless female), mt, ancestry and the health items run on the markers the file has.
 * A file that cannot be read at all throws GenotypeFileError (code and plain reason).
 */
export async function analyzeFile(source: GenomeInput, options: AnalyzeFileOptions = {}): Promise<FileAnalysis> {
  const t0 = performance.now()
  const input = await bytesOf(source)
  const ref = options.ref ?? getReference()
  const catalogue = await loadCatalogue(ref)
  const tCat = performance.now()
  const read = await readFileKit(input, { ref, catalogue, layouts: options.layouts, sample: options.sample })
  const t1 = performance.now()
  const { kit, layout, counts } = read
  const index: FastPanelIndex = indexPanelFast(layout)
  const qc = computeQc({ layout, kit, counts, fileCalls: read.parse.counts.calls, fileNoCalls: read.parse.counts.noCalls, variantOnly: read.parse.format.layout === 'vcf' })
  const t2 = performance.now()
  let y: AnalysisReport['y']
  if (qc.sex.sex === 'female') y = { status: 'not-applicable', reason: 'genetic sex is female: there is no Y chromosome', message: { code: 'y.female' } }
  else {
    const yr = index.chromRange(CHROM_Y)
    if (yr[1] <= yr[0]) y = { status: 'not-applicable', reason: 'the file has no Y-chromosome markers', message: { code: 'y.no-markers' } }
    else {
      y = await runPart(() => callYHaplogroup(kit, index, model(ref, 'y', () => loadYTree(ref))))
      if (qc.sex.sex === 'undetermined' && y.status === 'called') qc.reasons.push({ level: 'warn', code: 'y-without-sex', message: 'a Y haplogroup was called although genetic sex is undetermined' })
    }
  }
  const t3 = performance.now()
  const mt: AnalysisReport['mt'] = await runPart(async () => callMtHaplogroup(kit, index, await model(ref, 'mt', () => loadMtTree(ref))))
  const t4 = performance.now()
  // the ancestry caller judges its own markers (the AIMs the kit carries): a small file typed at
  // the AIMs supports an estimate (with wider intervals) even when QC fails it for matching
  const ancestry: AnalysisReport['ancestry'] = await runPart(async () => estimateAncestry(kit, index, await model(ref, 'ancestry', () => loadAncestryPanel(ref))))
  const t5 = performance.now()
  const sex = qc.sex.sex === 'male' || qc.sex.sex === 'female' ? qc.sex.sex : undefined
  const health = options.health === false ? [] : computeReport({ kit, index, sex }, { reference: ref })
  const t6 = performance.now()
  const name = typeof input === 'string' ? path.basename(input) : options.fileName ?? '(bytes)'
  const warnings = [...read.parse.warnings]
  if (read.liftover) {
    const l = read.liftover
    warnings.push(`GRCh38 file lifted to GRCh37 with the UCSC chain: ${l.mapped} markers moved exactly, ${l.unmapped} in no chain, ${l.otherChromosome} onto another chromosome, ${l.minusStrand} onto the minus strand and ${l.ambiguous} to two places (segmental duplications) kept out${l.mitochondrial ? `, ${l.mitochondrial} chrMT kept (rCRS in both builds)` : ''}`)
  }
  if (read.parse.build.build === 36) warnings.push(`NCBI36 file: no chain file for NCBI36, so only its ${counts.placedByRsid} lines with an rsID the reference knows were placed; ${counts.build36WithoutRsid} were kept out`)
  const report: AnalysisReport = {
    engine: { version: ENGINE_VERSION, referenceDir: ref.dir },
    file: { name, bytes: read.parse.bytes.file, textBytes: read.parse.bytes.text },
    format: read.parse.format,
    build: read.parse.build,
    parse: { counts: read.parse.counts, rejects: read.parse.rejects },
    layout: { id: layout.id, markers: layout.size, status: read.layoutStatus, allelesKnown: layout.allelesKnown, counts },
    liftover: read.liftover,
    qc,
    y,
    mt,
    ancestry,
    warnings,
    timings: {
      catalogueMs: round(tCat - t0),
      parseMs: round(read.timings.parseMs),
      layoutMs: round(read.timings.layoutMs),
      qcMs: round(t2 - t1),
      yMs: round(t3 - t2),
      mtMs: round(t4 - t3),
      ancestryMs: round(t5 - t4),
      healthMs: round(t6 - t5),
      totalMs: round(t6 - t0)
    }
  }
  return { kit, layout, layoutStatus: read.layoutStatus, qc, sex: qc.sex, y, mt, ancestry, health, report }
}

/** the facts a later reader of a stored kit needs, as its metadata */
export function kitMetadata(a: FileAnalysis): Record<string, unknown> {
  const r = a.report
  return {
    engineVersion: ENGINE_VERSION,
    createdAt: new Date().toISOString(),
    source: { file: r.file.name, bytes: r.file.bytes, vendor: r.format.vendor, compression: r.format.compression, build: r.build.build ?? null, buildAssumed: r.build.assumed, liftedFrom: r.liftover ? 'GRCh38' : null },
    counts: { lines: r.parse.counts.lines, calls: r.parse.counts.calls, noCalls: r.parse.counts.noCalls, rejected: r.parse.counts.rejected, markers: r.layout.markers, called: r.layout.counts.called },
    qc: { verdict: r.qc.verdict, sex: r.qc.sex.sex, callRate: r.qc.metrics.callRate }
  }
}

/** A raw file as storable bytes: the kit (.xgk) and its layout (.xgl). */
export async function convertFile(input: GenomeInput, options: AnalyzeFileOptions = {}): Promise<{ kit: Uint8Array; layout: Uint8Array; analysis: FileAnalysis }> {
  const analysis = await analyzeFile(input, { ...options, health: false })
  return { kit: serializeKit(analysis.kit, kitMetadata(analysis)), layout: serializeLayout(analysis.layout), analysis }
}
