import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'
import { CallCode, HET, HOM_A1, HOM_A2, NO_CALL } from '../core/genotype'
import { createPackedKit, getCall, PackedKit, setCall } from '../core/packed'
import type { MarkerPanel } from '../core/panel'
import type { FastPanelIndex } from '../panel/lookup'
import { GenotypeRecord, ID_RS } from '../parsers/parse'
import type { GenomeBuild } from '../parsers/build-detect'

/**
 * Harmonisation: each parsed call is placed on a panel marker and coded against the panel's
 * plus-strand alleles a1/a2.
 *
 * Matching: by rsID first; otherwise by (chrom, pos) (internal ids, chr:pos ids, VCF '.', and
 * rsIDs the panel knows under another name). Position matches are only valid on GRCh37: when
 * the file turns out to be NCBI36 or GRCh38 they are withdrawn at finish().
 *
 * Alleles: a call whose alleles are the panel's is coded as is. Otherwise, for a SNP that is
 * not A/T or C/G, the complement is tried (a strand flip, counted). A/T and C/G SNPs read the
 * same on both strands, so strand cannot be inferred from them: consumer vendors report on the
 * GRCh37 plus strand, so from a plus-strand file they are taken as reported (counted
 * separately); from an Illumina forward/top-strand report they are set to no-call.
 * Anything else (a third allele) is an allele mismatch and a no-call.
 *
 * Haploid calls (Y, MT, male X reported as one letter) are written as homozygous.
 * A marker reported twice keeps the call when the two agree or one is a no-call, and becomes a
 * no-call when they disagree (the rule of the apriha/snps merge fixtures).
 */
export interface HarmoniseCounts {
  /** parsed calls and no-calls received */
  records: number
  matchedByRsid: number
  matchedByPosition: number
  /** records with no panel marker (not on this chip or panel) */
  unknown: number
  /** rsID found on the panel on another chromosome: not used */
  chromosomeMismatch: number
  /** rsID matched, GRCh37 file, but the position differs from the panel's */
  positionDiffers: number
  /** panel markers with a call written */
  called: number
  /** panel markers reported as no-calls */
  noCalls: number
  flipped: number
  /** A/T or C/G calls taken as reported (plus-strand files) */
  ambiguousAsReported: number
  /** A/T or C/G calls set to no-call (forward/top strand reports) */
  ambiguousUnresolved: number
  alleleMismatch: number
  alleleMismatchExamples: string[]
  haploidWritten: number
  /** heterozygous calls on Y or MT, kept as reported (heteroplasmy or a noisy probe) */
  hetOnHaploidChromosome: number
  duplicates: number
  discordantDuplicates: number
  /** position matches withdrawn because the file is not on GRCh37 */
  withdrawnPositionMatches: number
}

export interface HarmonisedKit {
  kit: PackedKit
  /** 1 where the file reported the marker (call or no-call): QC's denominator for Y call rate */
  present: Uint8Array
  counts: HarmoniseCounts
}

const COMP = new Uint8Array(256)
COMP[65] = 84
COMP[84] = 65
COMP[67] = 71
COMP[71] = 67
COMP[73] = 73
COMP[68] = 68

export class Harmoniser {
  readonly kit: PackedKit
  readonly present: Uint8Array
  private readonly byPosition: Uint8Array
  private readonly a1: Uint8Array
  private readonly a2: Uint8Array
  private readonly ambiguous: Uint8Array
  private last = -1
  readonly counts: HarmoniseCounts = {
    records: 0, matchedByRsid: 0, matchedByPosition: 0, unknown: 0, chromosomeMismatch: 0, positionDiffers: 0, called: 0, noCalls: 0,
    flipped: 0, ambiguousAsReported: 0, ambiguousUnresolved: 0, alleleMismatch: 0, alleleMismatchExamples: [], haploidWritten: 0,
    hetOnHaploidChromosome: 0, duplicates: 0, discordantDuplicates: 0, withdrawnPositionMatches: 0
  }

  constructor(private readonly panel: MarkerPanel, private readonly index: FastPanelIndex, private readonly strand: 'plus' | 'forward' | 'top' = 'plus') {
    const n = panel.size
    this.kit = createPackedKit(panel)
    this.present = new Uint8Array(n)
    this.byPosition = new Uint8Array(n)
    this.a1 = new Uint8Array(n)
    this.a2 = new Uint8Array(n)
    this.ambiguous = new Uint8Array(n)
    for (let i = 0; i < n; i++) {
      const x = panel.a1[i].charCodeAt(0)
      const y = panel.a2[i].charCodeAt(0)
      this.a1[i] = x
      this.a2[i] = y
      this.ambiguous[i] = COMP[x] === y ? 1 : 0
    }
  }

  /** the parser's sink */
  readonly add = (r: GenotypeRecord): void => {
    const c = this.counts
    c.records++
    let i = -1
    if (r.idKind === ID_RS) {
      i = this.index.byRsNumber(r.idNum)
      if (i >= 0) {
        const pc = this.panel.chrom[i]
        if (r.chrom && r.chrom !== pc && !(r.chrom === CHROM_X && pc === CHROM_XY) && !(r.chrom === CHROM_XY && pc === CHROM_X)) {
          c.chromosomeMismatch++
          return
        }
        c.matchedByRsid++
        if (r.pos && r.pos !== this.panel.pos[i]) c.positionDiffers++
      }
    }
    if (i < 0 && r.chrom && r.pos) {
      // files list markers in panel order: try the marker after the last match first
      const next = this.last + 1
      i = next < this.panel.size && this.panel.pos[next] === r.pos && this.panel.chrom[next] === r.chrom ? next : this.index.byChromPos(r.chrom, r.pos)
      if (i >= 0) {
        c.matchedByPosition++
        this.byPosition[i] = 1
      }
    }
    if (i < 0) {
      c.unknown++
      return
    }
    this.last = i
    const code = this.code(i, r)
    if (this.present[i]) {
      c.duplicates++
      const prior = getCall(this.kit, i)
      if (code === NO_CALL || code === prior) return
      if (prior !== NO_CALL) {
        c.discordantDuplicates++
        c.called--
        c.noCalls++
        setCall(this.kit, i, NO_CALL)
        return
      }
      c.noCalls--
    }
    this.present[i] = 1
    if (code === NO_CALL) c.noCalls++
    else {
      c.called++
      setCall(this.kit, i, code)
    }
  }

  private code(i: number, r: GenotypeRecord): CallCode {
    const c = this.counts
    if (r.a === 0) return NO_CALL
    const p1 = this.a1[i]
    const p2 = this.a2[i]
    let x = r.a
    let y = r.b === 0 ? r.a : r.b
    const fits = (u: number, v: number) => (u === p1 || u === p2) && (v === p1 || v === p2)
    if (this.ambiguous[i]) {
      if (this.strand !== 'plus') {
        c.ambiguousUnresolved++
        return NO_CALL
      }
      if (!fits(x, y)) return this.mismatch(i, r)
      c.ambiguousAsReported++
    } else if (!fits(x, y)) {
      x = COMP[x]
      y = COMP[y]
      if (!fits(x, y)) return this.mismatch(i, r)
      c.flipped++
    }
    if (r.b === 0) c.haploidWritten++
    const dose = (x === p2 ? 1 : 0) + (y === p2 ? 1 : 0)
    if (dose === 1) {
      const chrom = this.panel.chrom[i]
      if (chrom === CHROM_Y || chrom === CHROM_MT) c.hetOnHaploidChromosome++
      return HET
    }
    return dose === 0 ? HOM_A1 : HOM_A2
  }

  private mismatch(i: number, r: GenotypeRecord): CallCode {
    const c = this.counts
    c.alleleMismatch++
    if (c.alleleMismatchExamples.length < 10) {
      const g = String.fromCharCode(r.a) + (r.b ? String.fromCharCode(r.b) : '')
      c.alleleMismatchExamples.push(`line ${r.line}: ${this.panel.rsid[i]} is ${this.panel.a1[i]}/${this.panel.a2[i]} on the panel, the file says ${g}`)
    }
    return NO_CALL
  }

  /** withdraws position matches when the file is not on GRCh37, and returns the kit */
  finish(build: GenomeBuild | undefined): HarmonisedKit {
    const c = this.counts
    if (build === 36 || build === 38) {
      for (let i = 0; i < this.panel.size; i++) {
        if (!this.byPosition[i]) continue
        if (getCall(this.kit, i) !== NO_CALL) c.called--
        else c.noCalls--
        setCall(this.kit, i, NO_CALL)
        this.present[i] = 0
        c.withdrawnPositionMatches++
      }
      c.matchedByPosition -= c.withdrawnPositionMatches
      c.unknown += c.withdrawnPositionMatches
      c.positionDiffers = 0
    }
    return { kit: this.kit, present: this.present, counts: c }
  }
}
