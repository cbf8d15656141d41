import * as fs from 'fs'
import { buildFromText, BUILD_NAMES } from './build-detect'
import { chromLabel, decoder } from './bytes'
import { GenotypeFileError } from './errors'
import { detectFormat, VENDOR_LABELS } from './formats'
import { streamInput } from './input'
import { LineSplitter } from './lines'
import type { ParseOptions, ParseResult } from './types'
import { VcfLines } from './vcf-lines'
import { wholeGenomeHeader } from './whole-genome'

export * from './types'

const PREAMBLE_MAX_BYTES = 8 << 20
/** data lines examined before deciding the format */
const DETECT_DATA_LINES = 30
/** a file where more than this share of data lines is rejected is not the format it looked like */
const MAX_REJECT_SHARE = 0.5

/**
 * A streaming parser over decompressed bytes; see parseGenotypes() for the entry point. It
 * buffers the first lines, detects the format (formats.ts), then hands every line to its
 * family: column tables (table-lines.ts) or VCF (vcf-lines.ts), over the shared decoding of
 * line-decoder.ts and bytes.ts.
 */
class GenotypeParser extends VcfLines {
  private preamble: { text: string; raw: Uint8Array; line: number }[] = []
  private preambleBytes = 0
  private preambleData = 0
  private inIlluminaHeader = false

  onLine = (buf: Uint8Array, s: number, e: number, lineNo: number): void => {
    this.counts.lines = lineNo
    if (this.format) return this.dataLine(buf, s, e, lineNo)
    this.collectPreamble(buf, s, e, lineNo)
  }

  private collectPreamble(buf: Uint8Array, s: number, e: number, lineNo: number): void {
    const raw = buf.slice(s, e)
    const text = decoder.decode(raw)
    this.preamble.push({ text, raw, line: lineNo })
    this.preambleBytes += e - s
    if (lineNo === 1 && text.startsWith('[Header]')) this.inIlluminaHeader = true
    if (this.inIlluminaHeader) {
      if (text.startsWith('[Data]')) this.inIlluminaHeader = false
    } else if (text.length > 0 && text[0] !== '#') this.preambleData++
    if (this.preambleData >= DETECT_DATA_LINES) this.decide()
    else if (this.preambleBytes > PREAMBLE_MAX_BYTES) {
      throw new GenotypeFileError('foreign', `no genotype lines in the first ${PREAMBLE_MAX_BYTES >> 20} MB: this is not a raw genotype file`)
    }
  }

  /** detects the format from the buffered lines, then replays them as data */
  decide(): void {
    if (this.format) return
    const lines = this.preamble
    this.preamble = []
    if (lines.length === 0 || lines.every(l => l.text.trim() === '')) throw new GenotypeFileError('empty', 'the file has no text lines')
    const f = detectFormat(lines.map(l => l.text), { sample: this.options.sample })
    this.format = f
    this.maxCol = Math.max(f.idCol, f.chromCol, f.posCol, f.genotypeCol, f.allele2Col, f.sampleCol, f.vcfSampleCol ?? 0, f.layout === 'vcf' ? 8 : 0)
    this.counts.headerLines = f.preambleLines
    for (let k = f.preambleLines; k < lines.length; k++) this.dataLine(lines[k].raw, 0, lines[k].raw.length, lines[k].line)
  }

  private dataLine(buf: Uint8Array, s: number, e: number, line: number): void {
    const c = this.counts
    if (s === e) {
      c.blankLines++
      return
    }
    if (buf[s] === 35) {
      c.commentLines++
      return
    }
    const f = this.format!
    c.dataLines++
    const n = this.split(buf, s, e)
    if (n <= this.maxCol) return this.reject(buf, s, e, line, `fewer than ${this.maxCol + 1} columns`)
    this.record.line = line
    if (f.layout === 'vcf') return this.vcfLine(buf, s, e, line)
    this.tableLine(buf, s, e, line)
  }
}

/**
 * Parses a consumer raw genotype file (path or bytes): plain, gzip or zip; any vendor layout
 * of formats.ts; VCF. Streams: neither the file nor its text is held whole. Calls go to
 * options.sink; the result has the format, build, counts and rejected lines. Throws
 * GenotypeFileError for a file refused as a whole (empty, binary, truncated, foreign, ...).
 */
export async function parseGenotypes(input: string | Uint8Array, options: ParseOptions = {}): Promise<ParseResult> {
  const t0 = performance.now()
  // a genotype line is ~20-25 bytes; gzip and zip shrink text about four-fold
  let expectedLines = 1 << 15
  try {
    const size = typeof input === 'string' ? fs.statSync(input).size : input.length
    const compressed = (typeof input === 'string' ? /\.(gz|zip)$/i.test(input) : input[0] === 0x1f || input[0] === 0x50)
    expectedLines = Math.ceil((size * (compressed ? 4 : 1)) / 22)
  } catch {
    // the input layer reports a missing file
  }
  const parser = new GenotypeParser(options, expectedLines)
  const splitter = new LineSplitter(parser.onLine)
  const info = await streamInput(input, chunk => splitter.push(chunk))
  splitter.end()
  parser.decide()
  const f = parser.format!
  const c = parser.counts
  c.duplicateIds = parser.dups.repeats()
  if (c.calls + c.noCalls === 0) {
    if (c.rejected > 0) parser.tooManyRejects()
    throw new GenotypeFileError('no-genotypes', c.skipped && Object.keys(c.skipped).length ? `no usable genotype: every line was skipped (${Object.keys(c.skipped).join(', ')})` : 'the file has a header but no genotype lines')
  }
  if (c.rejected > MAX_REJECT_SHARE * c.dataLines) parser.tooManyRejects()
  for (let k = 1; k < 27; k++) if (parser.chromCounts[k]) c.byChromosome[chromLabel(k)] = parser.chromCounts[k]

  const warnings: string[] = []
  const stated = buildFromText(f.preambleText)
  const probed = parser.tally.verdict()
  let build: ParseResult['build']
  if (probed && stated && probed.build !== stated.build) {
    warnings.push(`the header says ${BUILD_NAMES[stated.build]} but ${probed.evidence}; positions are taken as ${BUILD_NAMES[probed.build]}`)
    build = { build: probed.build, name: BUILD_NAMES[probed.build], assumed: false, evidence: probed.evidence }
  } else if (stated ?? probed) {
    const b = (stated ?? probed)!
    build = { build: b.build, name: BUILD_NAMES[b.build], assumed: false, evidence: stated && probed ? `${stated.evidence}; ${probed.evidence}` : b.evidence }
  } else {
    build = { build: undefined, name: BUILD_NAMES[37], assumed: true, evidence: 'the file does not say and has no build-probe SNP; GRCh37 is assumed, as consumer chips report it' }
  }
  if (build.build === 36 || build.build === 38) {
    warnings.push(build.build === 38 ? 'positions are GRCh38: they are lifted to GRCh37 with the UCSC chain (the analysis reports what the chain keeps out)' : `positions are ${BUILD_NAMES[build.build]}, not GRCh37: markers are placed by the rsIDs the reference knows, lines without one cannot be placed`)
  }
  if (f.strand !== 'plus') {
    warnings.push(`alleles are on the Illumina ${f.strand} strand, not the plus strand: where the reference states a marker's alleles, complementary calls are flipped (A/T and C/G set to no-call); calls at markers with no reference alleles are set to no-call`)
  }
  if (info.otherEntries && info.otherEntries.length) warnings.push(`the zip holds other files that were not read: ${info.otherEntries.join(', ')}`)
  return {
    format: {
      vendor: f.vendor,
      vendorLabel: VENDOR_LABELS[f.vendor],
      layout: f.layout,
      delimiter: f.delimiter,
      compression: info.compression,
      innerFile: info.innerFile,
      otherEntries: info.otherEntries,
      strand: f.strand,
      vcfSample: f.vcfSampleCol !== undefined ? f.vcfSamples![f.vcfSampleCol - 9] : undefined,
      wholeGenome: f.layout === 'vcf' ? wholeGenomeHeader(f.preambleText) : undefined
    },
    build,
    counts: c,
    rejects: { byReason: parser.rejectsByReason, examples: parser.examples },
    warnings,
    bytes: { file: info.fileBytes, text: splitter.bytesSeen },
    millis: performance.now() - t0
  }
}

