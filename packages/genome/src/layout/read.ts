import * as fs from 'fs'
import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'
import { HET, HOM_A1, HOM_A2, NO_CALL } from '../core/genotype'
import { createPackedKit, getCall, PackedKit, setCall } from '../core/packed'
import { emptyLiftCounts, liftCounted, LiftCounts, loadChain } from '../liftover'
import type { LoadedPanel } from '../panel/cache'
import { ID_KIND_INTERNAL, ID_KIND_RS, isPseudoautosomal } from '../panel/lookup'
import { GenotypeFileError } from '../parsers/errors'
import { GenotypeRecord, ID_INTERNAL, ID_RS, parseGenotypes, ParseResult } from '../parsers/parse'
import type { Reference } from '../reference'
import { readAimPositions } from '../reference/readers'
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
}

export interface FileKit {
  kit: PackedKit
  layout: KitLayout
  /** 'new': no stored layout had this id; 'extended': the stored one learned alleles (store it again); 'known': unchanged */
  layoutStatus: 'new' | 'extended' | 'known'
  counts: LayoutCounts
  parse: ParseResult
  /** present when the file was on GRCh38 and lifted to GRCh37 */
  liftover?: LiftCounts & { from: 'GRCh38'; to: 'GRCh37' }
  timings: { parseMs: number; layoutMs: number }
}

export interface ReadFileOptions {
  ref: Reference
  catalogue: LoadedPanel
  layouts?: LayoutStore
  /** VCF sample to read */
  sample?: string
}

/** growable columns of the parsed lines (16 bytes a line), sized from the file's length */
class Records {
  n = 0
  chrom: Uint8Array
  pos: Int32Array
  kind: Uint8Array
  num: Int32Array
  a: Uint8Array
  b: Uint8Array
  line: Int32Array

  constructor(capacity: number) {
    const c = Math.max(1024, Math.min(capacity, 1 << 24))
    this.chrom = new Uint8Array(c)
    this.pos = new Int32Array(c)
    this.kind = new Uint8Array(c)
    this.num = new Int32Array(c)
    this.a = new Uint8Array(c)
    this.b = new Uint8Array(c)
    this.line = new Int32Array(c)
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
    this.line[i] = r.line
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
    this.line = g(this.line)
  }
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

/** for each of n sorted (chrom, pos), the catalogue marker at the same place or -1: one merge walk per chromosome */
function catalogueMatches(chrom: Uint8Array, pos: Int32Array, n: number, catalogue: LoadedPanel): Int32Array {
  const out = new Int32Array(n).fill(-1)
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
      if (k < hi && catPos[k] === p) out[i] = k
    }
    q = end
  }
  return out
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
  const t1 = performance.now()
  const counts: LayoutCounts = {
    records: rec.n, markers: 0, called: 0, noCalls: 0, noPosition: 0, placedByRsid: 0, build36WithoutRsid: 0, duplicates: 0, discordantDuplicates: 0,
    referenceChecked: 0, flipped: 0, ambiguousAsReported: 0, strandUnknown: 0, alleleMismatch: 0, alleleMismatchExamples: [], allelesLearned: 0,
    haploidWritten: 0, hetOnHaploidChromosome: 0
  }
  const cat = catalogue.panel
  const catIndex = catalogue.index
  const build = parse.build.build
  let lift: FileKit['liftover']
  const chain = build === 38 ? await loadChain('liftover-hg38-to-hg19', ref) : undefined
  if (chain) lift = { ...emptyLiftCounts(), from: 'GRCh38', to: 'GRCh37' }

  // 1. every line to a GRCh37 (chrom, pos), or kept out with a count
  const keep = new Uint8Array(rec.n)
  for (let i = 0; i < rec.n; i++) {
    let chrom = rec.chrom[i]
    let pos = rec.pos[i]
    if (build === 36 || !chrom || !pos) {
      const k = rec.kind[i] === ID_KIND_RS ? catIndex.byRsNumber(rec.num[i]) : -1
      if (k < 0) {
        if (build === 36 && chrom && pos) counts.build36WithoutRsid++
        else counts.noPosition++
        continue
      }
      chrom = cat.chrom[k]
      pos = cat.pos[k]
      counts.placedByRsid++
    } else if (chain && lift) {
      pos = liftCounted(chain, chrom, pos, lift)
      if (!pos) continue
    }
    if (chrom === CHROM_X && isPseudoautosomal(pos)) chrom = CHROM_XY
    rec.chrom[i] = chrom
    rec.pos[i] = pos
    keep[i] = 1
  }

  // 2. sort by (chrom, pos), stable (files are nearly always sorted already)
  let order: Uint32Array
  {
    const idx = new Uint32Array(rec.n)
    let m = 0
    let sorted = true
    let last = -1
    for (let i = 0; i < rec.n; i++) {
      if (!keep[i]) continue
      const key = rec.chrom[i] * 4e9 + rec.pos[i]
      if (key < last) sorted = false
      last = key
      idx[m++] = i
    }
    order = idx.subarray(0, m)
    if (!sorted) order.sort((x, y) => rec.chrom[x] - rec.chrom[y] || rec.pos[x] - rec.pos[y] || x - y)
  }

  // 3. distinct positions become markers; the first line at a position gives the id
  const m = order.length
  const first = new Uint32Array(m)
  let n = 0
  for (let k = 0; k < m; k++) {
    const i = order[k]
    if (n > 0) {
      const j = order[first[n - 1]]
      if (rec.chrom[j] === rec.chrom[i] && rec.pos[j] === rec.pos[i]) continue
    }
    first[n++] = k
  }
  const chromA = new Uint8Array(n)
  const posA = new Int32Array(n)
  const kindA = new Uint8Array(n)
  const numA = new Int32Array(n)
  for (let q = 0; q < n; q++) {
    const i = order[first[q]]
    chromA[q] = rec.chrom[i]
    posA[q] = rec.pos[i]
    kindA[q] = rec.kind[i]
    numA[q] = rec.num[i]
  }
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
    layout = cloneLayout(stored)
    const onCat = catalogueMatches(chromA, posA, n, catalogue)
    // source names compared once per pair of source indexes, not once per marker
    const same = new Map<number, boolean>()
    for (let q = 0; q < n; q++) {
      const k = onCat[q]
      if (k < 0) continue
      const key = layout.source[q] * 256 + cat.source[k]
      let eq = same.get(key)
      if (eq === undefined) same.set(key, (eq = layout.sources[layout.source[q]] === cat.sources[cat.source[k]]))
      if (eq) refPair[q] = 1
    }
  } else {
    const a1 = new Uint8Array(n)
    const a2 = new Uint8Array(n)
    const source = new Uint8Array(n)
    const sources = ['file']
    const srcIndex = new Map<string, number>()
    const onCat = catalogueMatches(chromA, posA, n, catalogue)
    for (let q = 0; q < n; q++) {
      const k = onCat[q]
      if (k < 0) continue
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
    }
    layout = createLayout({ id, chrom: chromA, pos: posA, idKind: kindA, idNum: numA, allele1: a1, allele2: a2, source, sources })
  }
  const knownBefore = layout.allelesKnown

  // 4. calls, coded against the layout's alleles (teaching it alleles it does not know yet)
  const kit = createPackedKit(layout)
  const strandPlus = parse.format.strand === 'plus'
  const c = counts
  const mismatch = (q: number, i: number) => {
    c.alleleMismatch++
    if (c.alleleMismatchExamples.length < 10) {
      const g = ALLELE_LETTERS[rec.a[i]] + (rec.b[i] ? ALLELE_LETTERS[rec.b[i]] : '')
      c.alleleMismatchExamples.push(`line ${rec.line[i]}: ${layout.rsid[q] || `${chromA[q]}:${posA[q]}`} is ${layout.a1[q]}/${layout.a2[q]}, the file says ${g}`)
    }
    return NO_CALL
  }
  const A1 = layout.allele1
  const A2 = layout.allele2
  /** an allele the layout has not seen fills the first free slot; false when both are taken */
  const learn = (q: number, u: number): boolean => {
    if (u === A1[q] || u === A2[q]) return true
    if (A1[q] === 0) setAlleleCode(layout, q, 1, u)
    else if (A2[q] === 0) setAlleleCode(layout, q, 2, u)
    else return false
    layout.allelesKnown++
    return true
  }
  const code = (q: number, i: number): number => {
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
  for (let q = 0; q < n; q++) {
    const end = q + 1 < n ? first[q + 1] : m
    let call = code(q, order[first[q]])
    for (let k = first[q] + 1; k < end; k++) {
      c.duplicates++
      const other = code(q, order[k])
      if (other === NO_CALL || other === call) continue
      if (call === NO_CALL) call = other
      else {
        c.discordantDuplicates++
        call = NO_CALL
        break
      }
    }
    if (call === NO_CALL) c.noCalls++
    else {
      c.called++
      setCall(kit, q, call as 1 | 2 | 3)
    }
  }
  c.markers = n
  c.allelesLearned = layout.allelesKnown - knownBefore
  const layoutStatus = !stored ? 'new' : c.allelesLearned > 0 ? 'extended' : 'known'
  return { kit, layout, layoutStatus, counts, parse, liftover: lift, timings: { parseMs: t1 - t0, layoutMs: performance.now() - t1 } }
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
