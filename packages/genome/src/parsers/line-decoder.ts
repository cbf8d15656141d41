import { BuildProbeTally } from './build-detect'
import { decoder, DuplicateSet, chromFromBytes, uintFromBytes } from './bytes'
import { GenotypeFileError } from './errors'
import { FormatSpec, VENDOR_LABELS } from './formats'
import { GenotypeRecord, ID_INTERNAL, ID_NONE, ID_OTHER, ID_RS, ParseCounts, ParseOptions, RejectedLine } from './types'

/**
 * What every line format shares: the reused record, the counts, rejected lines, ids (rs,
 * internal, chr:pos names), allele pairs and the hand-over of a decoded line to the sink.
 * The format families extend it: TableLines (column tables of every vendor), VcfLines (VCF);
 * GenotypeParser (parse.ts) detects the format and dispatches each line.
 */
export abstract class LineDecoder {
  readonly record: GenotypeRecord = { line: 0, idKind: 0, idNum: 0, chrom: 0, pos: 0, a: 0, b: 0 }
  readonly counts: ParseCounts = {
    lines: 0, headerLines: 0, commentLines: 0, blankLines: 0, dataLines: 0, calls: 0, noCalls: 0, haploidCalls: 0, halfCalls: 0, referenceCalls: 0,
    rejected: 0, skipped: {}, duplicateIds: 0, byChromosome: {}
  }
  readonly rejectsByReason: Record<string, number> = {}
  readonly examples: RejectedLine[] = []
  readonly tally = new BuildProbeTally()
  readonly dups: DuplicateSet
  readonly chromCounts = new Int32Array(27)
  format: FormatSpec | undefined
  protected maxCol = 0
  protected readonly fs = new Int32Array(64)
  protected readonly fe = new Int32Array(64)
  private earlyChecked = false

  constructor(protected readonly options: ParseOptions, expectedLines: number) {
    this.dups = new DuplicateSet(expectedLines)
    if (options.buildProbes) this.tally.addReferencePositions(options.buildProbes)
  }

  protected reject(buf: Uint8Array, s: number, e: number, line: number, reason: string): void {
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

  protected skip(reason: string): void {
    this.counts.skipped[reason] = (this.counts.skipped[reason] ?? 0) + 1
  }

  /** id: rs number, internal number, or another name; '1:101' / 'chr1:101:A' names give chrom and pos */
  protected readId(buf: Uint8Array, a: number, b: number): void {
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

  protected setPair(x: number, y: number): boolean {
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

  protected accept(): void {
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
      this.dups.add(1, r.idNum)
    } else if (r.idKind === ID_INTERNAL) this.dups.add(2, r.idNum)
    else if (r.chrom && r.pos) this.dups.add(100 + r.chrom, r.pos)
    this.options.sink?.(r)
  }
}
