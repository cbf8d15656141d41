import * as fs from 'fs'
import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'
import { HET, HOM_A1, HOM_A2, NO_CALL } from '../core/genotype'
import { createPackedKit, getCall, PackedKit, setCall } from '../core/packed'
import { ChainMap, emptyLiftCounts, liftCounted, LiftCounts, loadChain } from '../liftover'
import type { LoadedPanel } from '../panel/cache'
import { ID_KIND_INTERNAL, ID_KIND_RS, isPseudoautosomal } from '../panel/lookup'
import { GenotypeFileError } from '../parsers/errors'
import { parseGenotypes } from '../parsers/parse'
// the id kinds from their own module: read through parse's re-export, each use in the line loop was a getter call
import { GenotypeRecord, ID_INTERNAL, ID_RS, ParseResult } from '../parsers/types'
import type { Reference } from '../reference'
import { readAimPositions } from '../reference/readers'
import { catalogueReferenceAlleles, CatalogueReferenceAlleles } from '../catalogue/reference-alleles'
import type { WholeGenomeHeader } from '../parsers/whole-genome'
import { QC_THRESHOLDS } from '../qc'
import { ALLELE_BYTE_CODE, ALLELE_LETTERS, cloneLayout, COMPLEMENT_CODE, createLayout, KitLayout, layoutId, setAlleleCode } from './layout'

/** Where analyses find the layouts already stored (the server's table, a directory, memory). */
export interface LayoutStore {
  get(id: string): KitLayout | undefined | Promise<KitLayout | undefined>
}

/**
 * What happened to the file's calls on the way into its kit.
 * Every genotype line of the file is in exactly one of: `markers` (placed; duplicates folded),
 * `noPosition`, `build36WithoutRsid`, or the lift-over's kept-out counts.
 */
export interface LayoutCounts {
  /** genotype lines (calls and no-calls) the parser delivered */
  records: number
  /** markers of the layout (distinct positions) */
  markers: number
  /** markers with a call in the kit */
  called: number
  noCalls: number
  /** lines without chromosome or position that the catalogue could not place by rsID */
  noPosition: number
  /** lines placed by rsID through the catalogue (no position in the file, or an NCBI36 file) */
  placedByRsid: number
  /** NCBI36 lines without an rsID the catalogue knows: no chain file for NCBI36, kept out */
  build36WithoutRsid: number
  /** second and later lines at one position, and those of them that disagreed (made no-calls) */
  duplicates: number
  discordantDuplicates: number
  /** calls checked against reference alleles (the catalogue), and strand flips among them */
  referenceChecked: number
  flipped: number
  /** A/T or C/G with reference alleles, taken as reported (plus-strand files) */
  ambiguousAsReported: number
  /** calls a forward/top-strand report gives where no reference allele tells the strand: no-call */
  strandUnknown: number
  /** a third allele (against the reference or against what the layout already knows): no-call */
  alleleMismatch: number
  alleleMismatchExamples: string[]
  /** allele slots this file taught the layout */
  allelesLearned: number
  haploidWritten: number
  hetOnHaploidChromosome: number
  /** markers absent from a whole-genome variant-only VCF, read as homozygous reference (see WholeGenomeFill) */
  referenceFilled: number
}

/**
 * A VCF that lists variant sites only: were its absent catalogue sites read as homozygous
 * reference? Rule (README "Whole-genome VCFs that list variant sites only"):
 *  - the file is variant-only: at most 1 % of its calls are reference-only (0/0), and its
 *    header shows no reference blocks (gVCF) and no interval restriction (exome, panel);
 *  - it lists a genome's share of common SNPs: records at >= 25 % of the AIM sites
 *    (a person carries a non-reference allele at about half of them; an exome lists few);
 *  - and either its header declares a whole genome (full-length autosome contigs and a
 *    variant caller from reads: parsers/whole-genome.ts) or the user confirmed it on import.
 * Then every catalogue site absent from the file whose GRCh37 reference base a source states
 * (catalogue/reference-alleles.ts) becomes a hom-ref call, except: mtDNA never; X, its PAR
 * and Y only when the file's own calls show a male (>= 20 Y calls, and X F > 0.8 or too few X
 * calls to judge), X and Y haploid then; nothing on X or Y when they show a female or do not tell. Absent sites without a known
 * reference base stay missing.
 */
export interface WholeGenomeFill {
  filled: boolean
  /** 'header': declared by the file; 'confirmed': the user said so on import; 'none': neither */
  basis: 'header' | 'confirmed' | 'none'
  header: WholeGenomeHeader
  /** reference-only calls (0/0) among the file's calls */
  referenceCalls: number
  calls: number
  /** at most WGS_MAX_REFERENCE_CALL_SHARE of the calls are 0/0: the file lists variant sites only */
  variantOnly: boolean
  /** AIM sites with a reference base, and how many of them the file lists */
  aimSites: number
  aimListed: number
  /** sex the listed calls show (decides X and Y), and the evidence */
  sex: 'male' | 'female' | 'undetermined'
  sexEvidence: string
  /** hom-ref calls added, by chromosome group */
  filledSites: { autosomal: number; x: number; y: number }
  /** catalogue sites absent from the file left missing: mtDNA, X/Y (female or undetermined sex), no reference base known */
  leftMissing: { mt: number; sexChromosomes: number; noReferenceBase: number }
  /** why nothing was filled (empty when filled) */
  reasons: string[]
}

/** reference-only calls allowed in a variant-only file (callers emit none; a few from joint genotyping) */
export const WGS_MAX_REFERENCE_CALL_SHARE = 0.01
/** share of the AIM sites a genome-wide variant-only file lists at least */
export const WGS_MIN_AIM_LISTED_SHARE = 0.25
/** Y calls (outside the PARs) a male's whole-genome file lists at least, and a female's at most (as a share of her X calls) */
export const WGS_MALE_MIN_Y_CALLS = 20
export const WGS_FEMALE_MAX_Y_SHARE = 0.02
/** X calls needed to judge sex from X */
export const WGS_MIN_X_CALLS = 50

export interface FileKit {
  kit: PackedKit
  layout: KitLayout
  /** 'new': no stored layout had this id; 'extended': the stored one learned alleles (store it again); 'known': unchanged */
  layoutStatus: 'new' | 'extended' | 'known'
  counts: LayoutCounts
  parse: ParseResult
  /** present when the file was on GRCh38 and lifted to GRCh37 */
  liftover?: LiftCounts & { from: 'GRCh38'; to: 'GRCh37' }
  /** VCF only: whether its absent sites were read as homozygous reference, and why */
  wholeGenome?: WholeGenomeFill
  timings: { parseMs: number; layoutMs: number }
}

export interface ReadFileOptions {
  ref: Reference
  catalogue: LoadedPanel
  layouts?: LayoutStore
  /** VCF sample to read */
  sample?: string
  /** the user confirmed on import that the VCF is a whole genome listing variant sites only (see WholeGenomeFill) */
  wholeGenomeConfirmed?: boolean
}

/**
 * growable columns of the parsed lines (12 bytes a line), sized from the file's length. A line's
 * number in the file is kept only where it stops following the record index (`lineAt`): in most
 * files every record is the line after the one before, so one entry covers all of them.
 */
class Records {
  n = 0
  chrom: Uint8Array
  pos: Int32Array
  kind: Uint8Array
  num: Int32Array
  a: Uint8Array
  b: Uint8Array
  /** pairs (first record index, line number minus record index), by record index */
  private lineSteps = new Int32Array(64)
  private steps = 0
  private lastOffset = NaN

  constructor(capacity: number) {
    const c = Math.max(1024, Math.min(capacity, 1 << 24))
    this.chrom = new Uint8Array(c)
    this.pos = new Int32Array(c)
    this.kind = new Uint8Array(c)
    this.num = new Int32Array(c)
    this.a = new Uint8Array(c)
    this.b = new Uint8Array(c)
  }

  readonly add = (r: GenotypeRecord): void => {
    if (this.n === this.chrom.length) this.grow()
    const i = this.n++
    this.chrom[i] = r.chrom
    this.pos[i] = r.pos
    const k = r.idKind
    this.kind[i] = k === ID_RS ? ID_KIND_RS : k === ID_INTERNAL ? ID_KIND_INTERNAL : 0
    this.num[i] = k === ID_RS || k === ID_INTERNAL ? r.idNum : 0
    this.a[i] = ALLELE_BYTE_CODE[r.a]
    this.b[i] = r.b ? ALLELE_BYTE_CODE[r.b] : 0
    if (r.line - i !== this.lastOffset) this.lineStep(i, r.line - i)
  }

  private lineStep(i: number, offset: number): void {
    if (2 * this.steps + 2 > this.lineSteps.length) {
      const g = new Int32Array(this.lineSteps.length * 2)
      g.set(this.lineSteps)
      this.lineSteps = g
    }
    this.lineSteps[2 * this.steps] = i
    this.lineSteps[2 * this.steps + 1] = offset
    this.steps++
    this.lastOffset = offset
  }

  /** the file line of record i (0 for a record added after the parse: a whole-genome fill) */
  lineAt(i: number): number {
    if (i >= this.parsed) return 0
    let lo = 0
    let hi = this.steps - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1
      if (this.lineSteps[2 * mid] <= i) lo = mid
      else hi = mid - 1
    }
    return i + this.lineSteps[2 * lo + 1]
  }

  /** records the parser delivered (set when the parse ends) */
  parsed = Infinity

  /** room for `extra` more lines */
  reserve(extra: number): void {
    while (this.n + extra > this.chrom.length) this.grow()
  }

  private grow(): void {
    const size = Math.ceil(this.chrom.length * 1.5)
    const g = <T extends Uint8Array | Int32Array>(x: T): T => {
      const y = new (x.constructor as { new (n: number): T })(size)
      y.set(x)
      return y
    }
    this.chrom = g(this.chrom)
    this.pos = g(this.pos)
    this.kind = g(this.kind)
    this.num = g(this.num)
    this.a = g(this.a)
    this.b = g(this.b)
  }
}

/** lines i and j of the file at one (chrom, pos) */
function samePlace(rec: Records, i: number, j: number): boolean {
  return rec.chrom[i] === rec.chrom[j] && rec.pos[i] === rec.pos[j]
}

/** genotype lines a file of this many bytes holds at most about (a line is >= ~18 bytes; gzip and zip shrink text ~4-fold) */
function expectedLines(input: string | Uint8Array): number {
  try {
    const size = typeof input === 'string' ? fs.statSync(input).size : input.length
    const compressed = typeof input === 'string' ? /\.(gz|zip)$/i.test(input) : input[0] === 0x1f || input[0] === 0x50
    return Math.ceil((size * (compressed ? 4 : 1)) / 20)
  } catch {
    return 1 << 16
  }
}

/**
 * For each of n sorted (chrom, pos) that the catalogue has too, on(q, k) with the catalogue marker
 * k at the same place, q ascending: one merge walk per chromosome, no array of n matches.
 */
function forCatalogueMatches(chrom: Uint8Array, pos: Int32Array, n: number, catalogue: LoadedPanel, on: (q: number, k: number) => void): void {
  const catPos = catalogue.panel.pos
  let q = 0
  while (q < n) {
    const c = chrom[q]
    let end = q
    while (end < n && chrom[end] === c) end++
    const [lo, hi] = catalogue.index.chromRange(c)
    let k = lo
    for (let i = q; i < end && k < hi; i++) {
      const p = pos[i]
      while (k < hi && catPos[k] < p) k++
      if (k < hi && catPos[k] === p) on(i, k)
    }
    q = end
  }
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

const probeCache = new Map<string, { rs: number; pos37: number; pos38: number }[]>()

// The loops of readFileKit live in functions of their own: V8 compiles a hot loop with the whole
// function around it (on-stack replacement), so in one long function every loop's tier-up, and
// every bail-out of a branch first taken late (chromosome X, a duplicate), compiled it all again.

/** step 1: every line to a GRCh37 (chrom, pos), or kept out with a count (chromosome 0: no line placed on GRCh37 has it) */
function placeLines(rec: Records, build: ParseResult['build']['build'], chain: ChainMap | undefined, lift: FileKit['liftover'], counts: LayoutCounts, catalogue: LoadedPanel): void {
  const cat = catalogue.panel
  const catIndex = catalogue.index
  for (let i = 0; i < rec.n; i++) {
    let chrom = rec.chrom[i]
    let pos = rec.pos[i]
    if (build === 36 || !chrom || !pos) {
      const k = rec.kind[i] === ID_KIND_RS ? catIndex.byRsNumber(rec.num[i]) : -1
      if (k < 0) {
        if (build === 36 && chrom && pos) counts.build36WithoutRsid++
        else counts.noPosition++
        rec.chrom[i] = 0
        continue
      }
      chrom = cat.chrom[k]
      pos = cat.pos[k]
      counts.placedByRsid++
    } else if (chain && lift) {
      pos = liftCounted(chain, chrom, pos, lift)
      if (!pos) {
        rec.chrom[i] = 0
        continue
      }
    }
    if (chrom === CHROM_X && isPseudoautosomal(pos)) chrom = CHROM_XY
    rec.chrom[i] = chrom
    rec.pos[i] = pos
  }
}

/** step 2: the placed lines' indexes sorted by (chrom, pos), stable (files are nearly always sorted already) */
function sortedOrder(rec: Records): Uint32Array {
  const idx = new Uint32Array(rec.n)
  let m = 0
  let sorted = true
  // (chrom, pos) compared as two integers: a key chrom * 4e9 + pos is a double, boxed on the
  // heap for every line while the loop is not yet optimised (~11 MB of garbage for 700,000 lines)
  let lastChrom = -1
  let lastPos = -1
  for (let i = 0; i < rec.n; i++) {
    if (!rec.chrom[i]) continue
    const c = rec.chrom[i]
    const p = rec.pos[i]
    if (c < lastChrom || (c === lastChrom && p < lastPos)) sorted = false
    lastChrom = c
    lastPos = p
    idx[m++] = i
  }
  const order = idx.subarray(0, m)
  if (!sorted && !insertionSortOrder(order, rec.chrom, rec.pos, 4 * m + 1024)) order.sort((x, y) => rec.chrom[x] - rec.chrom[y] || rec.pos[x] - rec.pos[y] || x - y)
  return order
}

/** the indexes k in `order` (ascending) of the second and later lines at a position */
function laterLinesAtOnePlace(rec: Records, order: Uint32Array): Uint32Array {
  const m = order.length
  let dupCount = 0
  for (let k = 1; k < m; k++) if (samePlace(rec, order[k - 1], order[k])) dupCount++
  const more = new Uint32Array(dupCount)
  for (let k = 1, d = 0; k < m; k++) if (samePlace(rec, order[k - 1], order[k])) more[d++] = k
  return more
}

/**
 * The markers' columns (the first line at each position). When every marker's line is at or
 * after the marker's own index (a sorted file, or one whose few lines out of order are
 * outweighed by duplicates and lines kept out before them), they are compacted in place in the
 * lines' columns: writing index q never touches a line still to be read (marker q' > q reads
 * line >= q' > q), and the lines' columns are not read again. ~10 bytes a marker less at the
 * memory peak (the stored layout being read)
 */
function markerColumns(rec: Records, order: Uint32Array, more: Uint32Array): { chromA: Uint8Array; posA: Int32Array; kindA: Uint8Array; numA: Int32Array; inPlace: boolean } {
  const dupCount = more.length
  const n = order.length - dupCount
  let inPlace = true
  for (let q = 0, k = 0, d = 0; q < n && inPlace; q++) {
    if (order[k] < q) inPlace = false
    for (k++; d < dupCount && more[d] === k; d++) k++
  }
  const chromA = inPlace ? rec.chrom.subarray(0, n) : new Uint8Array(n)
  const posA = inPlace ? rec.pos.subarray(0, n) : new Int32Array(n)
  const kindA = inPlace ? rec.kind.subarray(0, n) : new Uint8Array(n)
  const numA = inPlace ? rec.num.subarray(0, n) : new Int32Array(n)
  for (let q = 0, k = 0, d = 0; q < n; q++) {
    const i = order[k]
    chromA[q] = rec.chrom[i]
    posA[q] = rec.pos[i]
    kindA[q] = rec.kind[i]
    numA[q] = rec.num[i]
    for (k++; d < dupCount && more[d] === k; d++) k++
  }
  return { chromA, posA, kindA, numA, inPlace }
}

/** the state step 4 of readFileKit codes the calls with */
interface CallCoding {
  rec: Records
  order: Uint32Array
  more: Uint32Array
  n: number
  layout: KitLayout
  stored: KitLayout | undefined
  refPair: Uint8Array
  strandPlus: boolean
  fillFrom: number
  chromA: Uint8Array
  posA: Int32Array
  counts: LayoutCounts
  kit: PackedKit
}

/**
 * Step 4 of readFileKit: every marker's call coded against the layout's alleles (teaching it
 * alleles it does not know yet); returns the layout, a copy of the stored one once the file
 * teaches it an allele.
 */
function codeCalls(s: CallCoding): KitLayout {
  const { rec, order, more, n, stored, refPair, strandPlus, fillFrom, chromA, posA, kit } = s
  const dupCount = more.length
  const c = s.counts
  let layout = s.layout
  const mismatch = (q: number, i: number) => {
    c.alleleMismatch++
    if (c.alleleMismatchExamples.length < 10) {
      const g = ALLELE_LETTERS[rec.a[i]] + (rec.b[i] ? ALLELE_LETTERS[rec.b[i]] : '')
      // the letters of the codes: layout.a1/a2 would make the letter arrays of every marker (~11 MB of heap for 700,000)
      c.alleleMismatchExamples.push(`line ${rec.lineAt(i)}: ${layout.rsid[q] || `${chromA[q]}:${posA[q]}`} is ${ALLELE_LETTERS[layout.allele1[q]]}/${ALLELE_LETTERS[layout.allele2[q]]}, the file says ${g}`)
    }
    return NO_CALL
  }
  let A1 = layout.allele1
  let A2 = layout.allele2
  /** an allele the layout has not seen fills the first free slot; false when both are taken */
  const learn = (q: number, u: number): boolean => {
    if (u === A1[q] || u === A2[q]) return true
    if (A1[q] !== 0 && A2[q] !== 0) return false
    if (layout === stored) {
      // the store's layout is never changed: the file's own copy from its first new allele on
      layout = cloneLayout(stored)
      A1 = layout.allele1
      A2 = layout.allele2
    }
    if (A1[q] === 0) setAlleleCode(layout, q, 1, u)
    else if (A2[q] === 0) setAlleleCode(layout, q, 2, u)
    else return false
    layout.allelesKnown++
    return true
  }
  const code = (q: number, i: number): number => {
    if (i >= fillFrom) {
      // a hom-ref site of a whole-genome file: the catalogue's reference base, no strand to check
      const u = rec.a[i]
      if (!learn(q, u)) return mismatch(q, i)
      c.referenceFilled++
      return u === A1[q] ? HOM_A1 : HOM_A2
    }
    let x = rec.a[i]
    if (x === 0) return NO_CALL
    let y = rec.b[i] || x
    if (refPair[q]) {
      c.referenceChecked++
      const p1 = A1[q]
      const p2 = A2[q]
      if (COMPLEMENT_CODE[p1] === p2) {
        if (!strandPlus) {
          c.strandUnknown++
          return NO_CALL
        }
        if (!((x === p1 || x === p2) && (y === p1 || y === p2))) return mismatch(q, i)
        c.ambiguousAsReported++
      } else if (!((x === p1 || x === p2) && (y === p1 || y === p2))) {
        x = COMPLEMENT_CODE[x]
        y = COMPLEMENT_CODE[y]
        if (!((x === p1 || x === p2) && (y === p1 || y === p2))) return mismatch(q, i)
        c.flipped++
      }
    } else {
      if (!strandPlus) {
        c.strandUnknown++
        return NO_CALL
      }
      if (!learn(q, x) || (y !== x && !learn(q, y))) return mismatch(q, i)
    }
    if (!rec.b[i]) c.haploidWritten++
    const p2 = A2[q]
    const dose = (x === p2 ? 1 : 0) + (y === p2 ? 1 : 0)
    if (dose === 1) {
      const ch = chromA[q]
      if (ch === CHROM_Y || ch === CHROM_MT) c.hetOnHaploidChromosome++
      return HET
    }
    return dose === 0 ? HOM_A1 : HOM_A2
  }
  for (let q = 0, k = 0, d = 0; q < n; q++) {
    let call = code(q, order[k++])
    for (; d < dupCount && more[d] === k; d++, k++) {
      c.duplicates++
      const other = code(q, order[k])
      if (other === NO_CALL || other === call) continue
      if (call === NO_CALL) call = other
      else {
        c.discordantDuplicates++
        call = NO_CALL
        // the marker's other lines are not read (nor counted as duplicates)
        for (d++, k++; d < dupCount && more[d] === k; d++) k++
        break
      }
    }
    if (call === NO_CALL) c.noCalls++
    else {
      c.called++
      setCall(kit, q, call as 1 | 2 | 3)
    }
  }
  return layout
}

/**
 * Parses a raw file once and turns it into its own kit: the layout of its markers (looked up in
 * the store by content id, created when new) and 2-bit calls. See layout.ts.
 */
export async function readFileKit(input: string | Uint8Array, options: ReadFileOptions): Promise<FileKit> {
  const { ref, catalogue } = options
  const t0 = performance.now()
  const rec = new Records(expectedLines(input))
  let probes = probeCache.get(ref.dir)
  if (!probes) probeCache.set(ref.dir, (probes = aimProbes(ref)))
  const parse = await parseGenotypes(input, { sample: options.sample, buildProbes: probes, sink: rec.add })
  rec.parsed = rec.n
  const t1 = performance.now()
  const counts: LayoutCounts = {
    records: rec.n, markers: 0, called: 0, noCalls: 0, noPosition: 0, placedByRsid: 0, build36WithoutRsid: 0, duplicates: 0, discordantDuplicates: 0,
    referenceChecked: 0, flipped: 0, ambiguousAsReported: 0, strandUnknown: 0, alleleMismatch: 0, alleleMismatchExamples: [], allelesLearned: 0,
    haploidWritten: 0, hetOnHaploidChromosome: 0, referenceFilled: 0
  }
  const cat = catalogue.panel
  const build = parse.build.build
  let lift: FileKit['liftover']
  const chain = build === 38 ? await loadChain('liftover-hg38-to-hg19', ref) : undefined
  if (chain) lift = { ...emptyLiftCounts(), from: 'GRCh38', to: 'GRCh37' }

  // 1. every line to a GRCh37 (chrom, pos), or kept out with a count; 2. sorted by (chrom, pos)
  placeLines(rec, build, chain, lift, counts, catalogue)
  let order = sortedOrder(rec)

  // 2b. a whole-genome VCF listing variant sites only: its absent catalogue sites as hom-ref
  let wholeGenome: WholeGenomeFill | undefined
  const fillFrom = rec.n
  if (parse.format.layout === 'vcf' && parse.format.wholeGenome) {
    const refs = await catalogueReferenceAlleles(catalogue, ref)
    const r = wholeGenomeFill(rec, order, parse, refs, catalogue, !!options.wholeGenomeConfirmed)
    wholeGenome = r.fill
    if (r.fillIndexes.length) {
      const add = r.fillIndexes
      rec.reserve(add.length)
      const extra = new Uint32Array(add.length)
      for (let j = 0; j < add.length; j++) {
        const k = add[j]
        const i = rec.n++
        const ch = cat.chrom[k]
        rec.chrom[i] = ch
        rec.pos[i] = cat.pos[k]
        const id = cat.rsid[k]
        const rs = /^rs(\d+)$/.exec(id)
        rec.kind[i] = rs ? ID_KIND_RS : 0
        rec.num[i] = rs ? Number(rs[1]) : 0
        rec.a[i] = refs.code[k]
        rec.b[i] = ch === CHROM_Y || ch === CHROM_X ? 0 : refs.code[k]
        extra[j] = i
      }
      order = mergeOrder(order, extra, rec)
    }
  }

  // 3. distinct positions become markers; the first line at a position gives the id. Lines of
  // one marker are consecutive in `order`; `more` lists, ascending, the indexes k in `order` of
  // the second and later lines at a position (none in most files, a few hundred in a dense one)
  const more = laterLinesAtOnePlace(rec, order)
  const dupCount = more.length
  const n = order.length - dupCount
  const { chromA, posA, kindA, numA, inPlace } = markerColumns(rec, order, more)
  if (n === 0) {
    if (build === 36) throw new GenotypeFileError('unsupported', 'an NCBI36 (hg18) file: the reference has no chain file for NCBI36, and none of its rsIDs is a marker the reference knows, so no line can be placed on GRCh37')
    throw new GenotypeFileError('no-genotypes', 'no genotype line of the file has a usable GRCh37 position')
  }
  // the position and id columns of the lines are not read again: let them go before the layout is read
  rec.chrom = new Uint8Array(0)
  rec.kind = new Uint8Array(0)
  rec.pos = new Int32Array(0)
  rec.num = new Int32Array(0)
  const id = layoutId({ size: n, chrom: chromA, pos: posA, idKind: kindA, idNum: numA })
  const stored = options.layouts ? await options.layouts.get(id) : undefined
  let layout: KitLayout
  // which markers have reference alleles (strand can be checked there)
  const refPair = new Uint8Array(n)
  if (stored) {
    if (stored.size !== n) throw new Error(`stored layout ${id} has ${stored.size} markers, the file ${n}`)
    // the stored layout itself until the file teaches it an allele (then a copy: see `learn`)
    layout = stored
    // source names compared once per pair of source indexes (both < 256), not once per marker:
    // -1 not compared yet, 0 different, 1 the same (a Map lookup a marker cost ~10 ms a file)
    const same = new Int8Array(1 << 16).fill(-1)
    const l = layout
    forCatalogueMatches(chromA, posA, n, catalogue, (q, k) => {
      const key = l.source[q] * 256 + cat.source[k]
      let eq = same[key]
      if (eq < 0) same[key] = eq = l.sources[l.source[q]] === cat.sources[cat.source[k]] ? 1 : 0
      if (eq) refPair[q] = 1
    })
  } else {
    const a1 = new Uint8Array(n)
    const a2 = new Uint8Array(n)
    const source = new Uint8Array(n)
    const sources = ['file']
    const srcIndex = new Map<string, number>()
    forCatalogueMatches(chromA, posA, n, catalogue, (q, k) => {
      a1[q] = ALLELE_BYTE_CODE[cat.a1[k].charCodeAt(0)]
      a2[q] = ALLELE_BYTE_CODE[cat.a2[k].charCodeAt(0)]
      const s = cat.sources[cat.source[k]]
      let si = srcIndex.get(s)
      if (si === undefined) {
        si = sources.length
        sources.push(s)
        srcIndex.set(s, si)
      }
      source[q] = si
      refPair[q] = 1
    })
    // a layout outlives the file (a store keeps it): its own columns, not views of the lines' longer ones
    layout = inPlace
      ? createLayout({ id, chrom: chromA.slice(), pos: posA.slice(), idKind: kindA.slice(), idNum: numA.slice(), allele1: a1, allele2: a2, source, sources })
      : createLayout({ id, chrom: chromA, pos: posA, idKind: kindA, idNum: numA, allele1: a1, allele2: a2, source, sources })
  }
  const knownBefore = layout.allelesKnown

  // 4. calls, coded against the layout's alleles (teaching it alleles it does not know yet)
  const kit = createPackedKit(layout)
  const c = counts
  layout = codeCalls({ rec, order, more, n, layout, stored, refPair, strandPlus: parse.format.strand === 'plus', fillFrom, chromA, posA, counts, kit })
  c.markers = n
  c.allelesLearned = layout.allelesKnown - knownBefore
  const layoutStatus = !stored ? 'new' : c.allelesLearned > 0 ? 'extended' : 'known'
  return { kit, layout, layoutStatus, counts, parse, liftover: lift, wholeGenome, timings: { parseMs: t1 - t0, layoutMs: performance.now() - t1 } }
}

/**
 * Sorts line indexes (given in increasing order) by (chrom, pos), stable, in place, for a file
 * only a few lines out of order (the usual case: X's pseudoautosomal lines filed under XY, a
 * marker or two out of place). Gives up after `budget` moves, returning false (the caller then
 * sorts with a comparator, which yields the same order: ties keep the line order either way).
 * A TypedArray sort with a comparator copies the array to the heap (~6 MB for 700,000 lines)
 * and calls the comparator ~20 times a line.
 */
export function insertionSortOrder(order: Uint32Array, chrom: Uint8Array, pos: Int32Array, budget: number): boolean {
  let moves = 0
  for (let k = 1; k < order.length; k++) {
    const x = order[k]
    const c = chrom[x]
    const p = pos[x]
    let j = k - 1
    while (j >= 0) {
      const y = order[j]
      if (chrom[y] < c || (chrom[y] === c && pos[y] <= p)) break
      j--
    }
    if (j === k - 1) continue
    moves += k - 1 - j
    if (moves > budget) return false
    order.copyWithin(j + 2, j + 1, k)
    order[j + 1] = x
  }
  return true
}

/** two sorted index lists (by chrom, pos) merged; `extra` holds positions `order` does not */
function mergeOrder(order: Uint32Array, extra: Uint32Array, rec: Records): Uint32Array {
  const key = (i: number) => rec.chrom[i] * 4e9 + rec.pos[i]
  extra.sort((x, y) => key(x) - key(y))
  const out = new Uint32Array(order.length + extra.length)
  let a = 0
  let b = 0
  let o = 0
  while (a < order.length && b < extra.length) out[o++] = key(order[a]) <= key(extra[b]) ? order[a++] : extra[b++]
  while (a < order.length) out[o++] = order[a++]
  while (b < extra.length) out[o++] = extra[b++]
  return out
}

/** the decision of WholeGenomeFill and the catalogue markers to add as hom-ref */
function wholeGenomeFill(rec: Records, order: Uint32Array, parse: ParseResult, refs: CatalogueReferenceAlleles, catalogue: LoadedPanel, confirmed: boolean): { fill: WholeGenomeFill; fillIndexes: number[] } {
  const header = parse.format.wholeGenome!
  const cat = catalogue.panel
  // listed positions, sorted: a catalogue site is absent when its key is not among them
  const keys = new Float64Array(order.length)
  let autoCalls = 0
  let autoHet = 0
  let xCalls = 0
  let xHet = 0
  let yCalls = 0
  for (let k = 0; k < order.length; k++) {
    const i = order[k]
    const ch = rec.chrom[i]
    keys[k] = ch * 4e9 + rec.pos[i]
    const a = rec.a[i]
    if (!a) continue
    const het = rec.b[i] !== 0 && rec.b[i] !== a
    if (ch <= 22) {
      autoCalls++
      if (het) autoHet++
    } else if (ch === CHROM_X) {
      xCalls++
      if (het) xHet++
    } else if (ch === CHROM_Y) yCalls++
  }
  const listed = (k: number): boolean => {
    const t = cat.chrom[k] * 4e9 + cat.pos[k]
    let lo = 0
    let hi = keys.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (keys[mid] < t) lo = mid + 1
      else hi = mid
    }
    return lo < keys.length && keys[lo] === t
  }
  // sex from the listed calls: X heterozygosity against the autosomes' (PLINK's F), and Y calls
  const hetAuto = autoCalls ? autoHet / autoCalls : NaN
  const xF = xCalls >= WGS_MIN_X_CALLS && hetAuto > 0 ? 1 - xHet / xCalls / hetAuto : NaN
  let sex: WholeGenomeFill['sex'] = 'undetermined'
  // a male's genome lists hundreds of Y variants against the reference's Y; a female's few (reads
  // of the X-transposed region), which her X heterozygosity then outweighs. Y alone decides only
  // when the file has too few X calls to judge (a sparse file); X alone never makes a male
  if (yCalls >= WGS_MALE_MIN_Y_CALLS && (xF > QC_THRESHOLDS.xFMale || Number.isNaN(xF))) sex = 'male'
  else if (xF < QC_THRESHOLDS.xFFemale && yCalls <= WGS_FEMALE_MAX_Y_SHARE * xCalls) sex = 'female'
  const sexEvidence = `${xCalls} X calls outside the PARs (F = ${Number.isFinite(xF) ? xF.toFixed(2) : 'not judged'}; male > ${QC_THRESHOLDS.xFMale}, female < ${QC_THRESHOLDS.xFFemale}), ${yCalls} Y calls (male >= ${WGS_MALE_MIN_Y_CALLS}, female <= ${100 * WGS_FEMALE_MAX_Y_SHARE} % of the X calls) -> ${sex}`

  let aimSites = 0
  let aimListed = 0
  for (let k = 0; k < cat.size; k++) {
    if (!refs.aim[k]) continue
    aimSites++
    if (listed(k)) aimListed++
  }
  const calls = parse.counts.calls
  const referenceCalls = parse.counts.referenceCalls
  const reasons: string[] = []
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`
  const variantOnly = referenceCalls <= WGS_MAX_REFERENCE_CALL_SHARE * calls
  if (!variantOnly) reasons.push(`the file lists reference calls itself (${referenceCalls} of ${calls} calls are 0/0, more than ${pct(WGS_MAX_REFERENCE_CALL_SHARE)}): it is not variant-only, so an absent site is untyped`)
  if (!/^no reference blocks/.test(header.evidence[2])) reasons.push(header.evidence[2])
  if (!/^the caller was not restricted/.test(header.evidence[3])) reasons.push(header.evidence[3])
  if (aimListed < WGS_MIN_AIM_LISTED_SHARE * aimSites) reasons.push(`the file lists ${aimListed} of the ${aimSites} AIM sites (common SNPs, mostly outside genes), fewer than ${pct(WGS_MIN_AIM_LISTED_SHARE)}: not a genome-wide call set (an exome, a panel or a region)`)
  const basis: WholeGenomeFill['basis'] = header.declared ? 'header' : confirmed ? 'confirmed' : 'none'
  if (basis === 'none') reasons.push(`the header does not declare a whole genome (${header.evidence.slice(0, 2).join('; ')}) and the upload did not confirm one: absent sites stay missing`)
  const fill: WholeGenomeFill = {
    filled: reasons.length === 0, basis, header, referenceCalls, calls, variantOnly, aimSites, aimListed, sex, sexEvidence,
    filledSites: { autosomal: 0, x: 0, y: 0 }, leftMissing: { mt: 0, sexChromosomes: 0, noReferenceBase: 0 }, reasons
  }
  const fillIndexes: number[] = []
  if (!fill.filled) return { fill, fillIndexes }
  for (let k = 0; k < cat.size; k++) {
    const ch = cat.chrom[k]
    if (listed(k)) continue
    if (ch === CHROM_MT) fill.leftMissing.mt++
    else if ((ch === CHROM_X || ch === CHROM_XY || ch === CHROM_Y) && sex !== 'male') fill.leftMissing.sexChromosomes++
    else if (!refs.code[k]) fill.leftMissing.noReferenceBase++
    else {
      fillIndexes.push(k)
      if (ch === CHROM_Y) fill.filledSites.y++
      else if (ch === CHROM_X || ch === CHROM_XY) fill.filledSites.x++
      else fill.filledSites.autosomal++
    }
  }
  return { fill, fillIndexes }
}

/** calls of a kit, for tests and tools: [chrom, pos, genotype text] of every called marker */
export function kitGenotypes(kit: PackedKit, layout: KitLayout): Map<string, string> {
  const out = new Map<string, string>()
  for (let i = 0; i < layout.size; i++) {
    const g = getCall(kit, i)
    if (g === NO_CALL) continue
    const a = layout.a1[i]
    const b = layout.a2[i]
    out.set(`${layout.chrom[i]}:${layout.pos[i]}`, g === HOM_A1 ? a + a : g === HET ? a + b : b + b)
  }
  return out
}
