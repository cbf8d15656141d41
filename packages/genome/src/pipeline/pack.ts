import * as path from 'path'
import { loadCatalogue } from '../catalogue'
import { serializeKit } from '../core/kit-file'
import type { PackedKit } from '../core/packed'
import { serializeLayout } from '../layout/layout'
import type { KitLayout } from '../layout/layout'
import { FileKit, LayoutCounts, LayoutStore, readFileKit } from '../layout/read'
import type { ParseResult } from '../parsers/parse'
import { computeQc, QcReport, SexCall } from '../qc'
import { getReference, Reference } from '../reference'

/**
 * The parse-and-pack stage on its own: a raw file to its kit, layout, QC and sex, without the
 * haplogroup, ancestry and health callers (and without loading their models or modules).
 * `genome convert` and convertFile() are this; analyzeFile() (index.ts) runs it first.
 */

export const ENGINE_VERSION = '0.2.0'

/** a path, the bytes (a Buffer is a Uint8Array), or a stream of chunks (an upload, a Readable) */
export type GenomeInput = string | Uint8Array | AsyncIterable<Uint8Array>

export interface PackFileOptions {
  ref?: Reference
  /** the layouts already stored: a file of a known chip is coded against its stored layout */
  layouts?: LayoutStore
  /** VCF sample to read */
  sample?: string
  /** name shown in the report for byte input */
  fileName?: string
  /** the user confirmed on upload that the VCF is a whole genome listing variant sites only (layout/read.ts WholeGenomeFill) */
  wholeGenomeConfirmed?: boolean
}

/** what packing a file reports: everything of the analysis report but the lineage and ancestry parts */
export interface PackReport {
  engine: { version: string; referenceDir: string }
  file: { name: string; bytes: number; textBytes: number }
  format: ParseResult['format']
  build: ParseResult['build']
  parse: { counts: ParseResult['counts']; rejects: ParseResult['rejects'] }
  /** the kit's own layout: id, markers, whether it was new, and what happened to every line */
  layout: { id: string; markers: number; status: FileKit['layoutStatus']; allelesKnown: number; counts: LayoutCounts }
  /** GRCh38 files: how the positions were lifted to GRCh37 (kept-out markers counted, never moved) */
  liftover?: FileKit['liftover']
  /** VCF only: whether absent sites were read as homozygous reference (a whole-genome variant-only file), and why */
  wholeGenome?: FileKit['wholeGenome']
  qc: QcReport
  warnings: string[]
  timings: Record<string, number>
}

/** One raw file as a kit on its own layout, with QC and sex and the evidence of every line. */
export interface PackedFile {
  /** 2-bit calls on `layout` (kit.panelId = layout.id); store with serializeKit */
  kit: PackedKit
  /** the file's marker layout; store it (serializeLayout) when `layoutStatus` is not 'known' */
  layout: KitLayout
  layoutStatus: FileKit['layoutStatus']
  qc: QcReport
  sex: SexCall
  report: PackReport
}

const round = (x: number) => Math.round(x * 10) / 10

/** a stream is read whole first (a raw file is ~15-25 MB, ~5 MB compressed) */
export async function bytesOf(input: GenomeInput): Promise<string | Uint8Array> {
  if (typeof input === 'string' || input instanceof Uint8Array) return input
  const chunks: Uint8Array[] = []
  for await (const c of input) chunks.push(c)
  return Buffer.concat(chunks)
}

/**
 * Parses a raw file once (path or bytes; plain, gzip or zip; GRCh38 lifted to GRCh37) into its
 * kit on its own layout, then QC and sex. A file that cannot be read at all throws
 * GenotypeFileError (code and plain reason).
 */
export async function packFile(source: GenomeInput, options: PackFileOptions = {}): Promise<PackedFile> {
  const t0 = performance.now()
  const input = await bytesOf(source)
  const ref = options.ref ?? getReference()
  const catalogue = await loadCatalogue(ref)
  const tCat = performance.now()
  const read = await readFileKit(input, { ref, catalogue, layouts: options.layouts, sample: options.sample, wholeGenomeConfirmed: options.wholeGenomeConfirmed })
  const t1 = performance.now()
  const { kit, layout, counts } = read
  const qc = computeQc({ layout, kit, counts, fileCalls: read.parse.counts.calls, fileNoCalls: read.parse.counts.noCalls, variantOnly: read.parse.format.layout === 'vcf', wholeGenome: read.wholeGenome })
  const t2 = performance.now()
  const name = typeof input === 'string' ? path.basename(input) : options.fileName ?? '(bytes)'
  const warnings = [...read.parse.warnings]
  if (read.liftover) {
    const l = read.liftover
    warnings.push(`GRCh38 file lifted to GRCh37 with the UCSC chain: ${l.mapped} markers moved exactly, ${l.unmapped} in no chain, ${l.otherChromosome} onto another chromosome, ${l.minusStrand} onto the minus strand and ${l.ambiguous} to two places (segmental duplications) kept out${l.mitochondrial ? `, ${l.mitochondrial} chrMT kept (rCRS in both builds)` : ''}`)
  }
  if (read.parse.build.build === 36) warnings.push(`NCBI36 file: no chain file for NCBI36, so only its ${counts.placedByRsid} lines with an rsID the reference knows were placed; ${counts.build36WithoutRsid} were kept out`)
  const report: PackReport = {
    engine: { version: ENGINE_VERSION, referenceDir: ref.dir },
    file: { name, bytes: read.parse.bytes.file, textBytes: read.parse.bytes.text },
    format: read.parse.format,
    build: read.parse.build,
    parse: { counts: read.parse.counts, rejects: read.parse.rejects },
    layout: { id: layout.id, markers: layout.size, status: read.layoutStatus, allelesKnown: layout.allelesKnown, counts },
    liftover: read.liftover,
    wholeGenome: read.wholeGenome,
    qc,
    warnings,
    timings: {
      catalogueMs: round(tCat - t0),
      parseMs: round(read.timings.parseMs),
      layoutMs: round(read.timings.layoutMs),
      qcMs: round(t2 - t1),
      totalMs: round(t2 - t0)
    }
  }
  return { kit, layout, layoutStatus: read.layoutStatus, qc, sex: qc.sex, report }
}

/** the facts a later reader of a stored kit needs, as its metadata */
export function kitMetadata(a: { report: PackReport }): Record<string, unknown> {
  const r = a.report
  return {
    engineVersion: ENGINE_VERSION,
    createdAt: new Date().toISOString(),
    source: { file: r.file.name, bytes: r.file.bytes, vendor: r.format.vendor, compression: r.format.compression, build: r.build.build ?? null, buildAssumed: r.build.assumed, liftedFrom: r.liftover ? 'GRCh38' : null },
    counts: { lines: r.parse.counts.lines, calls: r.parse.counts.calls, noCalls: r.parse.counts.noCalls, rejected: r.parse.counts.rejected, markers: r.layout.markers, called: r.layout.counts.called },
    qc: { verdict: r.qc.verdict, sex: r.qc.sex.sex, callRate: r.qc.metrics.callRate }
  }
}

/**
 * A raw file as storable bytes: the kit (.xgk) and, when `layout` is asked for or the layout is
 * not yet stored, its layout (.xgl). Only the parse-and-pack stage runs (packFile).
 */
export async function convertFile(input: GenomeInput, options: PackFileOptions = {}): Promise<{ kit: Uint8Array; layout: Uint8Array | undefined; analysis: PackedFile }> {
  const analysis = await packFile(input, options)
  return { kit: serializeKit(analysis.kit, kitMetadata(analysis)), layout: analysis.layoutStatus === 'known' ? undefined : serializeLayout(analysis.layout), analysis }
}
