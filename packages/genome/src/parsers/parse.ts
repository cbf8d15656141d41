import * as fs from 'fs'
import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'
import { BuildProbeTally, buildFromText, BUILD_NAMES, GenomeBuild } from './build-detect'
import { GenotypeFileError } from './errors'
import { detectFormat, FormatSpec, Vendor, VENDOR_LABELS } from './formats'
import { Compression, streamInput } from './input'
import { LineSplitter } from './lines'

/**
 * One genotype line, decoded without creating strings. The parser reuses a single record
 * object for every line: a sink must copy what it keeps.
 */
export interface GenotypeRecord {
  /** 1-based line number in the (decompressed) file */
  line: number
  /** ID_RS ('rs123'), ID_INTERNAL ('i123'), ID_OTHER (any other name, e.g. '1:101'), ID_NONE ('.') */
  idKind: number
  /** the number of an rs or internal id */
  idNum: number
  /** ChromCode (1-22, 23 X, 24 Y, 25 XY, 26 MT), 0 when the line gives none */
  chrom: number
  /** position as reported (build: see ParseResult.build), 0 when the line gives none */
  pos: number
  /** allele character codes ('A' = 65); a = 0 for a no-call; b = 0 for a haploid call */
  a: number
  b: number
}

export const ID_NONE = 0
export const ID_RS = 1
export const ID_INTERNAL = 2
export const ID_OTHER = 3

export interface ParseOptions {
  /** receives every call and no-call; discard what it gathered if the parse throws */
  sink?: (record: GenotypeRecord) => void
  /** VCF: the sample column to read (required when the VCF has several) */
  sample?: string
  /** extra GRCh37/GRCh38 position pairs for build detection (the AIM lists) */
  buildProbes?: { rs: number; pos37: number; pos38: number }[]
  /** rejected-line examples kept (default 10) */
  maxExamples?: number
}

export interface RejectedLine {
  line: number
  reason: string
  text: string
}

export interface ParseCounts {
  /** all lines of the decompressed text */
  lines: number
  /** header and comment lines before the data */
  headerLines: number
  /** comment and blank lines among the data */
  commentLines: number
  blankLines: number
  /** lines read as genotype lines (calls + noCalls + rejected + skipped) */
  dataLines: number
  /** lines with a genotype (diploid or haploid) */
  calls: number
  /** lines whose genotype is a no-call ('--', '00', './.') */
  noCalls: number
  /** calls with one allele ('A'): Y, MT and male X on most chips */
  haploidCalls: number
  /** genotypes with one allele missing ('A-', '0/.'), counted among noCalls */
  halfCalls: number
  rejected: number
  /** valid lines the engine cannot use (indels in a VCF), by reason */
  skipped: Record<string, number>
  /** lines whose id (or chrom:pos when there is no id) was already seen */
  duplicateIds: number
  byChromosome: Record<string, number>
}

export interface ParseResult {
  format: {
    vendor: Vendor
    vendorLabel: string
    layout: FormatSpec['layout']
    delimiter: FormatSpec['delimiter']
    compression: Compression
    innerFile?: string
    otherEntries?: string[]
    /** strand the alleles are on: 'plus' for consumer exports; Illumina 'forward'/'top' reports are not */
    strand: FormatSpec['strand']
    vcfSample?: string
  }
  build: {
    /** undefined when nothing in the file tells; GRCh37 is then assumed (see `assumed`) */
    build: GenomeBuild | undefined
    name: string
    assumed: boolean
    evidence: string
  }
  counts: ParseCounts
  rejects: { byReason: Record<string, number>; examples: RejectedLine[] }
  warnings: string[]
  bytes: { file: number; text: number }
  millis: number
}

const PREAMBLE_MAX_BYTES = 8 << 20
/** data lines examined before deciding the format */
const DETECT_DATA_LINES = 30
/** a file where more than this share of data lines is rejected is not the format it looked like */
const MAX_REJECT_SHARE = 0.5

const decoder = new TextDecoder('utf-8')

// allele byte -> normalised allele code, 0 = no-call character, -1 = invalid
const ALLELE = new Int16Array(256).fill(-1)
for (const c of 'ACGTID') {
  ALLELE[c.charCodeAt(0)] = c.charCodeAt(0)
  ALLELE[c.toLowerCase().charCodeAt(0)] = c.charCodeAt(0)
}
for (const c of '-0.Nn') ALLELE[c.charCodeAt(0)] = 0

/** open-addressing set of (x, y) int pairs, interleaved so a probe costs one cache miss */
class DuplicateSet {
  // slot k: table[2k] = x, table[2k + 1] = y + 1 (0 = empty; y is an rs number or a position)
  private table: Int32Array
  private n = 0

  constructor(expected: number) {
    let cap = 1 << 16
    while (cap < expected * 2 && cap < 1 << 23) cap <<= 1
    this.table = new Int32Array(cap * 2)
  }

  /** true when (x, y) was added before */
  seen(x: number, y: number): boolean {
    if (this.n * 2 >= this.table.length >> 1) this.grow()
    const t = this.table
    const mask = (t.length >> 1) - 1
    let h = Math.imul(x ^ 0x27d4eb2d, 0x9e3779b1) ^ Math.imul(y, 0x85ebca6b)
    h ^= h >>> 15
    let s = h & mask
    const y1 = y + 1
    while (t[2 * s + 1] !== 0) {
      if (t[2 * s] === x && t[2 * s + 1] === y1) return true
      s = (s + 1) & mask
    }
    t[2 * s] = x
    t[2 * s + 1] = y1
    this.n++
    return false
  }

  private grow(): void {
    const old = this.table
    this.table = new Int32Array(old.length * 4)
    this.n = 0
    for (let k = 0; k < old.length; k += 2) if (old[k + 1] !== 0) this.seen(old[k], old[k + 1] - 1)
  }
}

function chromFromBytes(buf: Uint8Array, s: number, e: number): number {
  // strip 'chr' / 'CHR'
  if (e - s > 3 && (buf[s] | 32) === 99 && (buf[s + 1] | 32) === 104 && (buf[s + 2] | 32) === 114) s += 3
  const len = e - s
  if (len === 1 || len === 2) {
    const c0 = buf[s]
    if (c0 >= 48 && c0 <= 57) {
      let n = c0 - 48
      if (len === 2) {
        const c1 = buf[s + 1]
        if (c1 < 48 || c1 > 57) return 0
        n = n * 10 + c1 - 48
      }
      return n >= 1 && n <= 26 ? n : 0
    }
    const u0 = c0 & 0xdf
    if (len === 1) return u0 === 88 ? CHROM_X : u0 === 89 ? CHROM_Y : u0 === 77 ? CHROM_MT : 0
    const u1 = buf[s + 1] & 0xdf
    if (u0 === 88 && u1 === 89) return CHROM_XY
    if (u0 === 77 && u1 === 84) return CHROM_MT
    return 0
  }
  if (len === 3 && (buf[s] & 0xdf) === 80 && (buf[s + 1] & 0xdf) === 65 && (buf[s + 2] & 0xdf) === 82) return CHROM_XY
  return 0
}

function uintFromBytes(buf: Uint8Array, s: number, e: number): number {
  if (s >= e || e - s > 10) return -1
  let n = 0
  for (let i = s; i < e; i++) {
    const d = buf[i] - 48
    if (d < 0 || d > 9) return -1
    n = n * 10 + d
  }
  return n
}

/** A streaming parser over decompressed bytes; see parseGenotypes() for the entry point. */
class GenotypeParser {
  readonly record: GenotypeRecord = { line: 0, idKind: 0, idNum: 0, chrom: 0, pos: 0, a: 0, b: 0 }
  readonly counts: ParseCounts = {
    lines: 0, headerLines: 0, commentLines: 0, blankLines: 0, dataLines: 0, calls: 0, noCalls: 0, haploidCalls: 0, halfCalls: 0,
    rejected: 0, skipped: {}, duplicateIds: 0, byChromosome: {}
  }
  readonly rejectsByReason: Record<string, number> = {}
  readonly examples: RejectedLine[] = []
  readonly tally = new BuildProbeTally()
  readonly dups: DuplicateSet
  readonly chromCounts = new Int32Array(27)
  format: FormatSpec | undefined
  private preamble: { text: string; raw: Uint8Array; line: number }[] = []
  private preambleBytes = 0
  private preambleData = 0
  private inIlluminaHeader = false
  private maxCol = 0
  private readonly fs = new Int32Array(64)
  private readonly fe = new Int32Array(64)
  private sampleBytes: Uint8Array | undefined
  private earlyChecked = false

  constructor(private readonly options: ParseOptions, expectedLines: number) {
    this.dups = new DuplicateSet(expectedLines)
    if (options.buildProbes) this.tally.addReferencePositions(options.buildProbes)
  }

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

  private reject(buf: Uint8Array, s: number, e: number, line: number, reason: string): void {
    this.counts.rejected++
    this.rejectsByReason[reason] = (this.rejectsByReason[reason] ?? 0) + 1
    if (this.examples.length < (this.options.maxExamples ?? 10)) {
      const text = decoder.decode(buf.subarray(s, Math.min(e, s + 100))).replace(/\t/g, '\\t')
      this.examples.push({ line, reason, text: e - s > 100 ? text + '…' : text })
    }
    // give up early on a file that only looked like a genotype file
    const c = this.counts
    if (!this.earlyChecked && c.dataLines >= 2000) {
      this.earlyChecked = true
      if (c.rejected > 0.9 * c.dataLines) this.tooManyRejects()
    }
  }

  tooManyRejects(): never {
    const c = this.counts
    const top = Object.entries(this.rejectsByReason).sort((a, b) => b[1] - a[1])[0]
    const ex = this.examples[0]
    throw new GenotypeFileError('too-many-rejects', `${c.rejected} of ${c.dataLines} data lines could not be read (mostly: ${top?.[0]}; e.g. line ${ex?.line}: '${ex?.text}'): this is not a ${VENDOR_LABELS[this.format!.vendor]} file as it appeared to be`)
  }

  private skip(reason: string): void {
    this.counts.skipped[reason] = (this.counts.skipped[reason] ?? 0) + 1
  }

  /** fills fs/fe with the field bounds of a line; returns the number of fields found */
  private split(buf: Uint8Array, s: number, e: number): number {
    const { fs, fe } = this
    const limit = this.maxCol + 1
    let n = 0
    if (this.format!.delimiter === 'comma') {
      let start = s
      for (let i = s; i <= e && n < limit; i++) {
        if (i === e || buf[i] === 44) {
          let a = start
          let b = i
          while (a < b && (buf[a] === 34 || buf[a] === 32 || buf[a] === 9)) a++
          while (b > a && (buf[b - 1] === 34 || buf[b - 1] === 32 || buf[b - 1] === 9)) b--
          fs[n] = a
          fe[n++] = b
          start = i + 1
        }
      }
      return n
    }
    let i = s
    while (n < limit) {
      while (i < e && (buf[i] === 9 || buf[i] === 32)) i++
      if (i >= e) break
      const a = i
      while (i < e && buf[i] !== 9 && buf[i] !== 32) i++
      fs[n] = a
      fe[n++] = i
    }
    return n
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
    const { fs, fe } = this
    const r = this.record
    r.line = line
    if (f.layout === 'vcf') return this.vcfLine(buf, s, e, line)

    if (f.sampleCol >= 0) {
      const a = fs[f.sampleCol]
      const b = fe[f.sampleCol]
      if (!this.sampleBytes) this.sampleBytes = buf.slice(a, b)
      else if (!sameBytes(this.sampleBytes, buf, a, b)) {
        throw new GenotypeFileError('multi-sample', `this report holds more than one sample ('${decoder.decode(this.sampleBytes)}' and '${decoder.decode(buf.subarray(a, b))}' at line ${line}); export one sample per file`)
      }
    }
    this.readId(buf, fs[f.idCol], fe[f.idCol])
    if (f.chromCol >= 0) {
      r.chrom = chromFromBytes(buf, fs[f.chromCol], fe[f.chromCol])
      if (r.chrom === 0) return this.reject(buf, s, e, line, 'invalid chromosome')
    }
    if (f.posCol >= 0) {
      const p = uintFromBytes(buf, fs[f.posCol], fe[f.posCol])
      if (p < 0) return this.reject(buf, s, e, line, 'invalid position')
      r.pos = p
    }
    if (f.layout === 'genotype') {
      if (!this.readGenotype(buf, fs[f.genotypeCol], fe[f.genotypeCol])) return this.reject(buf, s, e, line, 'invalid genotype')
    } else if (!this.readAlleles(buf, fs[f.genotypeCol], fe[f.genotypeCol], fs[f.allele2Col], fe[f.allele2Col])) {
      return this.reject(buf, s, e, line, 'invalid allele')
    }
    this.accept()
  }

  /** id: rs number, internal number, or another name; '1:101' / 'chr1:101:A' names give chrom and pos */
  private readId(buf: Uint8Array, a: number, b: number): void {
    const r = this.record
    r.idKind = ID_OTHER
    r.idNum = 0
    r.chrom = 0
    r.pos = 0
    if (b - a === 1 && buf[a] === 46) {
      r.idKind = ID_NONE
      return
    }
    // 'rs6,rs9' or 'rs6;rs9' (merged ids): the first one counts
    let end = a
    while (end < b && buf[end] !== 44 && buf[end] !== 59) end++
    if (end - a > 2 && (buf[a] | 32) === 114 && (buf[a + 1] | 32) === 115) {
      const n = uintFromBytes(buf, a + 2, end)
      if (n > 0 && n <= 0x7fffffff) {
        r.idKind = ID_RS
        r.idNum = n
        return
      }
    }
    if (end - a > 1 && buf[a] === 105) {
      const n = uintFromBytes(buf, a + 1, end)
      if (n > 0 && n <= 0x7fffffff) {
        r.idKind = ID_INTERNAL
        r.idNum = n
        return
      }
    }
    // chr:pos style ids (Código 46, Sano, tellmeGen, CircleDNA)
    let colon = a
    while (colon < end && buf[colon] !== 58) colon++
    if (colon < end) {
      const chrom = chromFromBytes(buf, a, colon)
      let pe = colon + 1
      while (pe < end && buf[pe] >= 48 && buf[pe] <= 57) pe++
      const pos = uintFromBytes(buf, colon + 1, pe)
      if (chrom && pos > 0) {
        r.chrom = chrom
        r.pos = pos
      }
    }
  }

  private readGenotype(buf: Uint8Array, a: number, b: number): boolean {
    const r = this.record
    const len = b - a
    let x: number
    let y: number
    if (len === 2) {
      x = ALLELE[buf[a]]
      y = ALLELE[buf[a + 1]]
    } else if (len === 1) {
      x = ALLELE[buf[a]]
      if (x < 0) return false
      r.a = x
      r.b = 0
      return true
    } else if (len === 3 && (buf[a + 1] === 47 || buf[a + 1] === 124)) {
      x = ALLELE[buf[a]]
      y = ALLELE[buf[a + 2]]
    } else return false
    if (x < 0 || y < 0) return false
    return this.setPair(x, y)
  }

  private readAlleles(buf: Uint8Array, a1: number, b1: number, a2: number, b2: number): boolean {
    const x = this.alleleField(buf, a1, b1)
    const y = this.alleleField(buf, a2, b2)
    if (x < 0 || y < 0) return false
    return this.setPair(x, y)
  }

  private alleleField(buf: Uint8Array, a: number, b: number): number {
    if (b - a === 1) return ALLELE[buf[a]]
    // '--' in a single allele column (Mapmygenome) is a no-call
    for (let i = a; i < b; i++) if (ALLELE[buf[i]] !== 0) return -1
    return b > a ? 0 : -1
  }

  private setPair(x: number, y: number): boolean {
    const r = this.record
    if (x === 0 || y === 0) {
      if (x !== y) this.counts.halfCalls++
      r.a = 0
      r.b = 0
    } else {
      r.a = x
      r.b = y
    }
    return true
  }

  private vcfLine(buf: Uint8Array, s: number, e: number, line: number): void {
    const { fs, fe } = this
    const r = this.record
    this.readId(buf, fs[2], fe[2])
    r.chrom = chromFromBytes(buf, fs[0], fe[0])
    if (r.chrom === 0) return this.reject(buf, s, e, line, 'invalid chromosome')
    const p = uintFromBytes(buf, fs[1], fe[1])
    if (p <= 0) return this.reject(buf, s, e, line, 'invalid position')
    r.pos = p
    // GT must be the first FORMAT key (VCF 4.x, section 1.6.2)
    if (!(fe[8] - fs[8] >= 2 && buf[fs[8]] === 71 && buf[fs[8] + 1] === 84 && (fe[8] - fs[8] === 2 || buf[fs[8] + 2] === 58))) {
      return this.reject(buf, s, e, line, 'VCF: FORMAT does not start with GT')
    }
    const col = this.format!.vcfSampleCol!
    let ga = fs[col]
    let gb = ga
    while (gb < fe[col] && buf[gb] !== 58) gb++
    // allele indexes: up to two (consumer files are diploid or haploid)
    let i0 = -2
    let i1 = -2
    let k = 0
    let i = ga
    while (i < gb) {
      let v: number
      if (buf[i] === 46) {
        v = -1
        i++
      } else {
        let j = i
        v = 0
        while (j < gb && buf[j] >= 48 && buf[j] <= 57) v = v * 10 + buf[j++] - 48
        if (j === i) return this.reject(buf, s, e, line, 'VCF: malformed GT')
        i = j
      }
      if (k === 0) i0 = v
      else if (k === 1) i1 = v
      else return this.reject(buf, s, e, line, 'VCF: more than two alleles in GT')
      k++
      if (i < gb) {
        if (buf[i] !== 47 && buf[i] !== 124) return this.reject(buf, s, e, line, 'VCF: malformed GT')
        i++
      }
    }
    if (k === 0) return this.reject(buf, s, e, line, 'VCF: empty GT')
    if (i0 === -1 || i1 === -1) {
      if (k === 2 && i0 !== i1) this.counts.halfCalls++
      r.a = 0
      r.b = 0
      return this.accept()
    }
    const x = this.vcfAllele(buf, i0)
    const y = k === 2 ? this.vcfAllele(buf, i1) : 0
    if (x === -2 || y === -2) {
      this.skip('indel or structural allele (VCF)')
      return
    }
    if (x < 0 || y < 0) return this.reject(buf, s, e, line, 'VCF: GT refers to an allele that is missing')
    r.a = x
    r.b = y
    this.accept()
  }

  /** allele `index` of REF (0) or ALT (1..) as a code; -1 missing or '.', -2 not a single base */
  private vcfAllele(buf: Uint8Array, index: number): number {
    const { fs, fe } = this
    let a: number
    let b: number
    if (index === 0) {
      a = fs[3]
      b = fe[3]
    } else {
      a = fs[4]
      let k = 1
      while (k < index && a < fe[4]) {
        if (buf[a] === 44) k++
        a++
      }
      if (k < index) return -1
      b = a
      while (b < fe[4] && buf[b] !== 44) b++
    }
    if (b - a !== 1) return b - a === 0 ? -1 : -2
    const c = ALLELE[buf[a]]
    if (c === 0 || c === 73 || c === 68) return buf[a] === 46 ? -1 : -2 // '.', or I/D which are not VCF bases
    return c < 0 ? (buf[a] === 42 ? -2 : -1) : c
  }

  private accept(): void {
    const r = this.record
    const c = this.counts
    if (r.a === 0) c.noCalls++
    else {
      c.calls++
      if (r.b === 0) c.haploidCalls++
    }
    if (r.chrom) this.chromCounts[r.chrom]++
    if (r.idKind === ID_RS) {
      if (r.pos) this.tally.see(r.idNum, r.pos)
      if (this.dups.seen(1, r.idNum)) c.duplicateIds++
    } else if (r.idKind === ID_INTERNAL) {
      if (this.dups.seen(2, r.idNum)) c.duplicateIds++
    } else if (r.chrom && r.pos && this.dups.seen(100 + r.chrom, r.pos)) c.duplicateIds++
    this.options.sink?.(r)
  }
}

function sameBytes(x: Uint8Array, buf: Uint8Array, a: number, b: number): boolean {
  if (x.length !== b - a) return false
  for (let i = 0; i < x.length; i++) if (x[i] !== buf[a + i]) return false
  return true
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
    warnings.push(`positions are ${BUILD_NAMES[build.build]}, not GRCh37: markers are matched by rsID only, lines without an rsID cannot be placed`)
  }
  if (f.strand !== 'plus') {
    warnings.push(`alleles are on the Illumina ${f.strand} strand, not the plus strand: complementary calls are flipped where the SNP is not A/T or C/G; A/T and C/G calls are set to no-call`)
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
      vcfSample: f.vcfSampleCol !== undefined ? f.vcfSamples![f.vcfSampleCol - 9] : undefined
    },
    build,
    counts: c,
    rejects: { byReason: parser.rejectsByReason, examples: parser.examples },
    warnings,
    bytes: { file: info.fileBytes, text: splitter.bytesSeen },
    millis: performance.now() - t0
  }
}

function chromLabel(k: number): string {
  return k <= 22 ? String(k) : ({ 23: 'X', 24: 'Y', 25: 'XY', 26: 'MT' } as Record<number, string>)[k]
}
