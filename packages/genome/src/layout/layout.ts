import * as crypto from 'crypto'
import * as zlib from 'zlib'
import { crc32 } from '../core/kit-file'
import type { MarkerPanel } from '../core/panel'
import { attachNumericIds, ID_KIND_INTERNAL, ID_KIND_NAME, ID_KIND_RS, numericIdsOf } from '../panel/lookup'

/**
 * A kit layout: the markers one file carries, as every file of one chip version carries them.
 *
 * A layout is the file's own markers sorted by (chromosome, GRCh37 position), each with its id
 * (dbSNP rsID, vendor-internal id or none) and its two plus-strand alleles. Its id is a content
 * hash of the chromosomes, positions and ids only (`layoutId`), so every file of one chip
 * version gets the same layout and a kit is a layout id plus 2-bit calls (core/packed.ts).
 *
 * Alleles: where the engine's reference catalogue knows a marker (catalogue.ts) its pair comes
 * from there; otherwise the files teach it. A one-person file shows one allele at a homozygous
 * marker, so an allele not yet seen is 'N' (unknown) and the first file carrying it fills it in.
 * Alleles are only ever filled in, never changed, so a kit packed earlier keeps its meaning
 * (code 1 = a1/a1, 2 = a1/a2, 3 = a2/a2) when the layout learns more. That is why alleles are
 * not part of the id; `allelesKnown` counts the filled slots (a store keeps the version with
 * the most).
 *
 * A KitLayout is a MarkerPanel (core/panel.ts), so every caller written for a panel (QC, sex,
 * Y, mt, ancestry, health, relatives) reads a layout kit unchanged.
 */
export interface KitLayout extends MarkerPanel {
  readonly kind: 'layout'
  /** ID_KIND_RS / ID_KIND_INTERNAL / ID_KIND_NAME (panel/lookup.ts), 0 for none */
  readonly idKind: Uint8Array
  readonly idNum: Int32Array
  /** allele codes (ALLELE_LETTERS), 0 = not known yet */
  readonly allele1: Uint8Array
  readonly allele2: Uint8Array
  /** number of allele slots known (a1 and a2 over all markers) */
  allelesKnown: number
}


export const LAYOUT_ID_PREFIX = 'lay1-'
export const LAYOUT_MAGIC = 'XGLY'
export const LAYOUT_FORMAT_VERSION = 1
/** code -> letter; code 0 is an allele not known yet */
export const ALLELE_LETTERS = ['N', 'A', 'C', 'G', 'T', 'I', 'D'] as const
export const ALLELE_BYTE_CODE = new Uint8Array(256)
ALLELE_LETTERS.forEach((l, i) => (ALLELE_BYTE_CODE[l.charCodeAt(0)] = i))
/** plus/minus complement of allele codes (I and D are their own) */
export const COMPLEMENT_CODE = Uint8Array.from([0, 4, 3, 2, 1, 5, 6])

export class LayoutFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LayoutFormatError'
  }
}

export function isLayoutId(id: string): boolean {
  return id.startsWith(LAYOUT_ID_PREFIX)
}

/** The content id of a marker set: sha256 over chromosomes, positions and ids, 24 hex digits. */
export function layoutId(m: { size: number; chrom: Uint8Array; pos: Int32Array; idKind: Uint8Array; idNum: Int32Array }): string {
  const h = crypto.createHash('sha256')
  const n = m.size
  const head = Buffer.alloc(4)
  head.writeUInt32LE(n)
  h.update(head)
  h.update(m.chrom.subarray(0, n))
  h.update(new Uint8Array(m.pos.buffer, m.pos.byteOffset, n * 4))
  h.update(m.idKind.subarray(0, n))
  h.update(new Uint8Array(m.idNum.buffer, m.idNum.byteOffset, n * 4))
  return LAYOUT_ID_PREFIX + h.digest('hex').slice(0, 24)
}

/** ids as strings on demand ('rs123', 'i5000', '' when the file gave none or a free-form name) */
function lazyIds(kind: Uint8Array, num: Int32Array): readonly string[] {
  const n = kind.length
  const target: string[] = []
  return new Proxy(target, {
    get(t, p) {
      if (typeof p === 'string') {
        const c = p.charCodeAt(0)
        if (c >= 48 && c <= 57) {
          const i = Number(p)
          if (!(i < n)) return undefined
          const k = kind[i]
          return k === ID_KIND_RS ? `rs${num[i]}` : k === ID_KIND_INTERNAL ? `i${num[i]}` : ''
        }
        if (p === 'length') return n
      }
      return Reflect.get(t, p)
    },
    has(t, p) {
      if (typeof p === 'string' && /^\d+$/.test(p)) return Number(p) < n
      return Reflect.has(t, p)
    }
  })
}

export interface LayoutArrays {
  chrom: Uint8Array
  pos: Int32Array
  idKind: Uint8Array
  idNum: Int32Array
  allele1: Uint8Array
  allele2: Uint8Array
  /** index into `sources` per marker: where the alleles came from */
  source: Uint8Array
  sources: string[]
  /** precomputed id (deserialisation); computed when absent */
  id?: string
}

/** the allele letters of a layout, created on first read (a convert never reads them) */
interface Letters {
  a1?: string[]
  a2?: string[]
}
const letters = new WeakMap<MarkerPanel, Letters>()

function lettersOf(codes: Uint8Array, size: number): string[] {
  const out: string[] = new Array(size)
  for (let i = 0; i < size; i++) out[i] = ALLELE_LETTERS[codes[i]]
  return out
}

/** the layout object: a1/a2 are views of allele1/allele2 as letters, made when first read */
function assemble(f: Omit<KitLayout, 'a1' | 'a2'>, numeric: { kind: Uint8Array; num: Int32Array }): KitLayout {
  const cache: Letters = {}
  const layout: KitLayout = {
    kind: 'layout',
    id: f.id,
    checksum: f.checksum,
    size: f.size,
    rsid: f.rsid,
    chrom: f.chrom,
    pos: f.pos,
    get a1(): readonly string[] {
      return (cache.a1 ??= lettersOf(f.allele1, f.size))
    },
    get a2(): readonly string[] {
      return (cache.a2 ??= lettersOf(f.allele2, f.size))
    },
    source: f.source,
    sources: f.sources,
    idKind: f.idKind,
    idNum: f.idNum,
    allele1: f.allele1,
    allele2: f.allele2,
    allelesKnown: f.allelesKnown
  }
  letters.set(layout, cache)
  attachNumericIds(layout, numeric)
  return layout
}

export function createLayout(a: LayoutArrays): KitLayout {
  const size = a.chrom.length
  const id = a.id ?? layoutId({ size, chrom: a.chrom, pos: a.pos, idKind: a.idKind, idNum: a.idNum })
  let known = 0
  for (let i = 0; i < size; i++) {
    if (a.allele1[i]) known++
    if (a.allele2[i]) known++
  }
  const kind = new Uint8Array(size)
  for (let i = 0; i < size; i++) kind[i] = a.idKind[i] || ID_KIND_NAME
  return assemble(
    { kind: 'layout', id, checksum: id, size, rsid: lazyIds(a.idKind, a.idNum), chrom: a.chrom, pos: a.pos, source: a.source, sources: a.sources, idKind: a.idKind, idNum: a.idNum, allele1: a.allele1, allele2: a.allele2, allelesKnown: known },
    { kind, num: a.idNum }
  )
}

/**
 * Sets the allele code of a slot the layout did not know yet, keeping its letters (if made)
 * in step. `slot` 1 or 2. For loops that learn many alleles (layout/read.ts).
 */
export function setAlleleCode(layout: KitLayout, i: number, slot: 1 | 2, code: number): void {
  ;(slot === 1 ? layout.allele1 : layout.allele2)[i] = code
  const c = letters.get(layout)
  const arr = slot === 1 ? c?.a1 : c?.a2
  if (arr) arr[i] = ALLELE_LETTERS[code]
}

/** sets an allele slot the layout did not know yet (never changes a known one) */
export function learnAllele(layout: KitLayout, i: number, slot: 1 | 2, code: number): void {
  const arr = slot === 1 ? layout.allele1 : layout.allele2
  if (arr[i] !== 0) throw new Error(`allele ${slot} of marker ${i} is already known`)
  setAlleleCode(layout, i, slot, code)
  layout.allelesKnown++
}

/** a copy whose allele arrays can be extended without touching the original (a stored layout) */
export function cloneLayout(l: KitLayout): KitLayout {
  let ids = numericIdsOf(l)
  if (!ids) {
    const kind = new Uint8Array(l.size)
    for (let i = 0; i < l.size; i++) kind[i] = l.idKind[i] || ID_KIND_NAME
    ids = { kind, num: l.idNum }
  }
  return assemble(
    { kind: 'layout', id: l.id, checksum: l.checksum, size: l.size, rsid: l.rsid, chrom: l.chrom, pos: l.pos, source: l.source, sources: [...l.sources], idKind: l.idKind, idNum: l.idNum, allele1: l.allele1.slice(), allele2: l.allele2.slice(), allelesKnown: l.allelesKnown },
    ids
  )
}

/**
 * Merges what two copies of one layout know (the store's and a fresh one): each allele slot
 * known in either is kept. Throws when the two know different alleles for one slot (two first
 * files of a new chip analysed at the same time taught it different alleles; re-analyse the
 * later one against the stored layout).
 */
export function mergeLayoutAlleles(stored: KitLayout, fresh: KitLayout): KitLayout {
  if (stored.id !== fresh.id) throw new LayoutFormatError(`cannot merge layouts ${stored.id} and ${fresh.id}`)
  const out = cloneLayout(stored)
  for (let i = 0; i < out.size; i++) {
    for (const slot of [1, 2] as const) {
      const mine = slot === 1 ? out.allele1[i] : out.allele2[i]
      const theirs = slot === 1 ? fresh.allele1[i] : fresh.allele2[i]
      if (theirs && !mine) learnAllele(out, i, slot, theirs)
      else if (theirs && mine !== theirs) throw new LayoutFormatError(`layout ${stored.id} marker ${i}: allele ${slot} is ${ALLELE_LETTERS[mine]} in one copy and ${ALLELE_LETTERS[theirs]} in the other`)
    }
  }
  return out
}

/**
 * What a copy learned that the stored layout does not know, taken in without ever failing:
 * an allele of `fresh` not in `stored` fills stored's first unknown slot; where both slots are
 * known it is left out (the two copies met a third allele). Kits coded on `fresh` are then
 * moved into the result's frame with a pair map (relatives/cross-layout.ts), which reconciles
 * allele order marker by marker. Returns `stored` itself when nothing is new.
 */
export function absorbAlleles(stored: KitLayout, fresh: KitLayout): KitLayout {
  if (stored.id !== fresh.id) throw new LayoutFormatError(`cannot merge layouts ${stored.id} and ${fresh.id}`)
  let out: KitLayout | undefined
  for (let i = 0; i < stored.size; i++) {
    for (const x of [fresh.allele1[i], fresh.allele2[i]]) {
      const t = out ?? stored
      if (!x || x === t.allele1[i] || x === t.allele2[i]) continue
      if (t.allele1[i] && t.allele2[i]) continue
      out ??= cloneLayout(stored)
      learnAllele(out, i, out.allele1[i] ? 2 : 1, x)
    }
  }
  return out ?? stored
}

/** the same id and the same allele in every slot */
export function sameAlleles(a: Pick<KitLayout, 'id' | 'size' | 'allele1' | 'allele2'>, b: Pick<KitLayout, 'id' | 'size' | 'allele1' | 'allele2'>): boolean {
  if (a === b) return true
  if (a.id !== b.id) return false
  for (let i = 0; i < a.size; i++) if (a.allele1[i] !== b.allele1[i] || a.allele2[i] !== b.allele2[i]) return false
  return true
}

/**
 * Binary layout file:
 *   0 'XGLY', 4 version u16, 6 flags u16 (0), 8 marker count u32, 12 id length u8 + id,
 *   then u32 length + deflate-raw body, then CRC-32 of everything before it.
 * Body: chrom[n] u8, position deltas within a chromosome [n] u32, idKind[n] u8, idNum[n] i32,
 * alleles[n] u8 (a1 << 4 | a2), source[n] u8, u32 length + JSON of the source names.
 * 640,000 markers take about 2.5 MB; a layout is stored once however many kits use it.
 */
export function serializeLayout(l: KitLayout, options: { level?: number } = {}): Uint8Array {
  const n = l.size
  const sourcesJson = Buffer.from(JSON.stringify(l.sources))
  const body = Buffer.alloc(n * 12 + 4 + sourcesJson.length)
  let o = 0
  body.set(l.chrom, o)
  o += n
  for (let i = 0; i < n; i++, o += 4) body.writeUInt32LE(i > 0 && l.chrom[i] === l.chrom[i - 1] ? l.pos[i] - l.pos[i - 1] : l.pos[i], o)
  body.set(l.idKind, o)
  o += n
  for (let i = 0; i < n; i++, o += 4) body.writeInt32LE(l.idNum[i], o)
  for (let i = 0; i < n; i++) body[o++] = (l.allele1[i] << 4) | l.allele2[i]
  body.set(l.source, o)
  o += n
  body.writeUInt32LE(sourcesJson.length, o)
  body.set(sourcesJson, o + 4)
  const packed = zlib.deflateRawSync(body, { level: options.level ?? 6 })
  const id = Buffer.from(l.id)
  const out = Buffer.alloc(12 + 1 + id.length + 4 + packed.length + 4)
  out.write(LAYOUT_MAGIC, 0, 'latin1')
  out.writeUInt16LE(LAYOUT_FORMAT_VERSION, 4)
  out.writeUInt16LE(0, 6)
  out.writeUInt32LE(n, 8)
  out[12] = id.length
  id.copy(out, 13)
  let p = 13 + id.length
  out.writeUInt32LE(packed.length, p)
  packed.copy(out, p + 4)
  p += 4 + packed.length
  out.writeUInt32LE(crc32(out, 0, p), p)
  return new Uint8Array(out.buffer, out.byteOffset, out.length)
}

export function deserializeLayout(bytes: Uint8Array): KitLayout {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (b.length < 21 || b.toString('latin1', 0, 4) !== LAYOUT_MAGIC) throw new LayoutFormatError('not a kit layout file (no XGLY signature)')
  const version = b.readUInt16LE(4)
  if (version !== LAYOUT_FORMAT_VERSION) throw new LayoutFormatError(`layout format version ${version} is not supported (this engine reads ${LAYOUT_FORMAT_VERSION})`)
  if (b.readUInt16LE(6) !== 0) throw new LayoutFormatError('layout uses flags unknown to this engine')
  if (crc32(b, 0, b.length - 4) !== b.readUInt32LE(b.length - 4)) throw new LayoutFormatError('layout file is corrupt or truncated (CRC-32 mismatch)')
  const n = b.readUInt32LE(8)
  const idLen = b[12]
  const id = b.toString('utf8', 13, 13 + idLen)
  const p = 13 + idLen
  const len = b.readUInt32LE(p)
  if (p + 4 + len + 4 !== b.length) throw new LayoutFormatError('layout file length does not match its header')
  // one output chunk of the body's size (12 bytes a marker + the source names): inflating in 64 KB
  // chunks and joining them held the body twice (8 MB more peak memory for a 700,000-marker layout)
  const body = zlib.inflateRawSync(b.subarray(p + 4, p + 4 + len), { chunkSize: Math.min(n * 12 + 4 + 64 * 1024, 1032 * len + 64 * 1024, 1 << 28) })
  if (body.length < n * 12 + 4) throw new LayoutFormatError('layout body is shorter than its marker count')
  // the columns are views of the inflated body, so a layout is in memory once. Body: chrom [0, n),
  // position deltas [n, 5n), idKind [5n, 6n), idNum [6n, 10n), alleles [10n, 11n), source
  // [11n, 12n). The 4-byte columns start at multiples of 4 only when n is one: once the alleles
  // are split into their two columns, idKind moves to the alleles' place and the 4-byte columns
  // to c = n rounded up to a multiple of 4 and c + 4n (copying them instead held 8 bytes a
  // marker more while a file was read against its stored layout). Little-endian, as every
  // platform Node runs on
  const allele1 = new Uint8Array(n)
  const allele2 = new Uint8Array(n)
  for (let i = 0, o = 10 * n; i < n; i++, o++) {
    allele1[i] = body[o] >> 4
    allele2[i] = body[o] & 15
  }
  const view = (at: number): Uint8Array => new Uint8Array(body.buffer, body.byteOffset + at, n)
  const chrom = view(0)
  const source = view(11 * n)
  let idKind: Uint8Array
  let pos: Int32Array
  let idNum: Int32Array
  if (body.byteOffset % 4 === 0 && n >= 4) {
    body.copyWithin(10 * n, 5 * n, 6 * n)
    idKind = view(10 * n)
    const c = (n + 3) & ~3
    body.copyWithin(c, n, 5 * n)
    pos = new Int32Array(body.buffer, body.byteOffset + c, n)
    body.copyWithin(c + 4 * n, 6 * n, 10 * n)
    idNum = new Int32Array(body.buffer, body.byteOffset + c + 4 * n, n)
  } else {
    const ints = (at: number): Int32Array => {
      const a = new Int32Array(n)
      new Uint8Array(a.buffer).set(body.subarray(at, at + 4 * n))
      return a
    }
    idKind = view(5 * n)
    pos = ints(n)
    idNum = ints(6 * n)
  }
  for (let i = 1; i < n; i++) if (chrom[i] === chrom[i - 1]) pos[i] += pos[i - 1]
  const o = 12 * n
  const sl = body.readUInt32LE(o)
  const sources = JSON.parse(body.toString('utf8', o + 4, o + 4 + sl)) as string[]
  const layout = createLayout({ chrom, pos, idKind, idNum, allele1, allele2, source, sources })
  if (layout.id !== id) throw new LayoutFormatError(`layout content hashes to ${layout.id}, the file says ${id}`)
  return layout
}
