import * as fs from 'fs'
import * as path from 'path'
import { crc32 } from '../core/kit-file'
import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y, ChromCode, parseChrom } from '../core/chromosome'
import { genomeCacheDir, getReference, Reference } from '../reference'
import { writeFileAtomic } from '../core/atomic-file'

/**
 * Exact lift-over with UCSC chain files (`liftover-hg38-to-hg19`, `liftover-hg19-to-hg38` in
 * the reference). A chain is `chain score tName tSize tStrand tStart tEnd qName qSize qStrand
 * qStart qEnd id` then `size dt dq` gap-free blocks, 0-based half-open; a 1-based position p
 * of the source (t) inside a block maps to q = qStart + (p - 1 - tStart) + 1. When chains
 * overlap and send the position to different places (segmental duplications), the position is
 * `ambiguous` and kept out rather than given the highest-scoring chain's answer.
 *
 * A position is NOT moved, and is counted, when it falls in no block (`unmapped`), when its
 * chain leads to another chromosome or to an alternative contig (`otherChromosome`), or when
 * the chain's target is on the minus strand (`minusStrand`: the alleles would have to be
 * complemented; the engine keeps such markers out rather than guess). chrMT is not lifted:
 * consumer files and GRCh38 both use the rCRS for it.
 */
export type LiftOutcome = 'mapped' | 'unmapped' | 'otherChromosome' | 'minusStrand' | 'ambiguous'

export interface LiftCounts {
  mapped: number
  unmapped: number
  otherChromosome: number
  minusStrand: number
  /** positions two chains map to different places (segmental duplications): kept out */
  ambiguous: number
  /** chrMT positions kept as they are (rCRS in both builds) */
  mitochondrial: number
  examples: string[]
}

interface ChromBlocks {
  tStart: Int32Array
  size: Int32Array
  qStart: Int32Array
  /** target chromosome code (0 for an alternative contig) and strand (1 minus) of the block's chain */
  qChrom: Uint8Array
  qMinus: Uint8Array
  /** rank of the chain (0 = highest score) */
  rank: Int32Array
  /** running maximum of tStart + size over blocks sorted by tStart */
  maxEnd: Int32Array
}

/** 2: CRC-32 (zlib's) instead of a JS FNV-1a over 32-bit words (~20 ms for 2.4 MB in a fresh process) */
const CHAIN_CACHE_FORMAT = 2


export class ChainMap {
  private constructor(private readonly blocks: Map<ChromCode, ChromBlocks>, readonly name: string) {}

  /**
   * The chain of a reference dataset: read from the engine's cache (the parsed blocks, a few
   * ms) when there, else parsed from the chain file (~60-200 ms) and cached under the file's
   * sha256 from the manifest, so a changed chain file is never served from an old cache.
   */
  static async load(ref: Reference, name: 'liftover-hg38-to-hg19' | 'liftover-hg19-to-hg38'): Promise<ChainMap> {
    const file = path.join(genomeCacheDir(), `chain-${ref.entry(name).sha256.slice(0, 20)}-v${CHAIN_CACHE_FORMAT}.bin`)
    try {
      if (fs.existsSync(file)) return ChainMap.fromCache(fs.readFileSync(file), name)
    } catch {
      // a damaged cache file is rebuilt below
    }
    const chain = ChainMap.parse(ref.bytes(name), name)
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      writeFileAtomic(file, chain.toCache())
    } catch {
      // a read-only cache directory: the chain is parsed each time
    }
    return chain
  }

  /** cache layout: 'XGCH', format u32, chromosomes u32; per chromosome: code u32, n u32, 5 x Int32[n], 2 x Uint8[n] padded to 4 */
  private toCache(): Buffer {
    const parts: Buffer[] = []
    const head = Buffer.alloc(12)
    head.write('XGCH', 0, 'latin1')
    head.writeUInt32LE(CHAIN_CACHE_FORMAT, 4)
    head.writeUInt32LE(this.blocks.size, 8)
    parts.push(head)
    for (const [chrom, b] of this.blocks) {
      const n = b.tStart.length
      const h = Buffer.alloc(8)
      h.writeUInt32LE(chrom, 0)
      h.writeUInt32LE(n, 4)
      parts.push(h)
      for (const a of [b.tStart, b.size, b.qStart, b.rank, b.maxEnd]) parts.push(Buffer.from(a.buffer, a.byteOffset, a.byteLength))
      for (const a of [b.qChrom, b.qMinus]) parts.push(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.alloc((4 - (n % 4)) % 4))
    }
    const body = Buffer.concat(parts)
    const sum = Buffer.alloc(4)
    sum.writeUInt32LE(crc32(body), 0)
    return Buffer.concat([body, sum])
  }

  private static fromCache(buf: Buffer, name: string): ChainMap {
    if (buf.length < 16 || buf.toString('latin1', 0, 4) !== 'XGCH' || buf.readUInt32LE(4) !== CHAIN_CACHE_FORMAT) throw new Error('not a chain cache')
    if (crc32(buf, 0, buf.length - 4) !== buf.readUInt32LE(buf.length - 4)) throw new Error('chain cache is damaged')
    const blocks = new Map<ChromCode, ChromBlocks>()
    const count = buf.readUInt32LE(8)
    let o = 12
    // views of the file's bytes (every column starts at a multiple of 4 of the file), copies only
    // where the buffer itself is not 4-aligned
    const aligned = buf.byteOffset % 4 === 0
    const ints = (n: number): Int32Array => {
      if (aligned) {
        const v = new Int32Array(buf.buffer, buf.byteOffset + o, n)
        o += 4 * n
        return v
      }
      const a = new Int32Array(n)
      new Uint8Array(a.buffer).set(buf.subarray(o, (o += 4 * n)))
      return a
    }
    const bytes = (n: number): Uint8Array => {
      const a = new Uint8Array(buf.buffer, buf.byteOffset + o, n)
      o += n + ((4 - (n % 4)) % 4)
      return a
    }
    for (let c = 0; c < count; c++) {
      const chrom = buf.readUInt32LE(o)
      const n = buf.readUInt32LE(o + 4)
      o += 8
      const tStart = ints(n)
      const size = ints(n)
      const qStart = ints(n)
      const rank = ints(n)
      const maxEnd = ints(n)
      const qChrom = bytes(n)
      const qMinus = bytes(n)
      blocks.set(chrom, { tStart, size, qStart, qChrom, qMinus, rank, maxEnd })
    }
    if (o !== buf.length - 4) throw new Error('chain cache length does not match')
    return new ChainMap(blocks, name)
  }

  /**
   * Parses a chain file's text (bytes: the 236,000 lines of hg38ToHg19 without a string per
   * line; ~10x faster than splitting lines). Blocks go into growable columns per chromosome.
   */
  static parse(text: Uint8Array, name: string): ChainMap {
    type Cols = { n: number; t: Int32Array; s: Int32Array; q: Int32Array; c: Uint8Array; m: Uint8Array; r: Int32Array }
    const raw = new Map<ChromCode, Cols>()
    const push = (x: Cols, t: number, size: number, q: number, c: number, m: number, r: number): void => {
      if (x.n === x.t.length) {
        const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
          const b = new (a.constructor as { new (n: number): T })(a.length * 2)
          b.set(a)
          return b
        }
        x.t = grow(x.t)
        x.s = grow(x.s)
        x.q = grow(x.q)
        x.c = grow(x.c)
        x.m = grow(x.m)
        x.r = grow(x.r)
      }
      const i = x.n++
      x.t[i] = t
      x.s[i] = size
      x.q[i] = q
      x.c[i] = c
      x.m[i] = m
      x.r[i] = r
    }
    let cur: Cols | undefined
    let tPos = 0
    let qPos = 0
    let qChrom = 0
    let qMinus = 0
    let rank = 0
    const len = text.length
    const nums = [0, 0, 0]
    let i = 0
    while (i < len) {
      let e = i
      while (e < len && text[e] !== 10) e++
      // 'chain ...' header lines (~16,000): decoded and split as text
      if (e - i > 5 && text[i] === 99 && text[i + 1] === 104 && text[i + 2] === 97 && text[i + 3] === 105 && text[i + 4] === 110) {
        const f = Buffer.from(text.buffer, text.byteOffset + i, e - i).toString('latin1').trim().split(/\s+/)
        const tChrom = primaryChrom(f[2])
        qChrom = primaryChrom(f[7])
        qMinus = f[9] === '-' ? 1 : 0
        tPos = Number(f[5])
        qPos = Number(f[10])
        rank++
        if (!tChrom || f[4] !== '+') cur = undefined
        else {
          cur = raw.get(tChrom)
          if (!cur) raw.set(tChrom, (cur = { n: 0, t: new Int32Array(1024), s: new Int32Array(1024), q: new Int32Array(1024), c: new Uint8Array(1024), m: new Uint8Array(1024), r: new Int32Array(1024) }))
        }
      } else if (cur && e > i && !(e - i === 1 && text[i] === 13)) {
        // 'size dt dq' (tab or space separated; the chain's last block has size only)
        let k = 0
        let j = i
        while (j < e && k < 3) {
          while (j < e && (text[j] === 9 || text[j] === 32 || text[j] === 13)) j++
          if (j >= e) break
          let v = 0
          while (j < e && text[j] >= 48 && text[j] <= 57) v = v * 10 + text[j++] - 48
          nums[k++] = v
          while (j < e && text[j] !== 9 && text[j] !== 32) j++
        }
        const size = nums[0]
        push(cur, tPos, size, qPos, qChrom, qMinus, rank)
        tPos += size + (k > 1 ? nums[1] : 0)
        qPos += size + (k > 2 ? nums[2] : 0)
      }
      i = e + 1
    }
    const blocks = new Map<ChromCode, ChromBlocks>()
    for (const [chrom, r] of raw) {
      const n = r.n
      // by (tStart, rank): blocks arrive chain by chain in rank order, so (tStart, arrival) is
      // the same order, and it sorts as one number without a comparator (tStart < 2^31, n < 2^21)
      const keys = new Float64Array(n)
      for (let k = 0; k < n; k++) keys[k] = r.t[k] * 2097152 + k
      keys.sort()
      const order = new Int32Array(n)
      for (let k = 0; k < n; k++) order[k] = keys[k] % 2097152
      const b: ChromBlocks = { tStart: new Int32Array(n), size: new Int32Array(n), qStart: new Int32Array(n), qChrom: new Uint8Array(n), qMinus: new Uint8Array(n), rank: new Int32Array(n), maxEnd: new Int32Array(n) }
      let maxEnd = 0
      for (let x = 0; x < n; x++) {
        const k = order[x]
        b.tStart[x] = r.t[k]
        b.size[x] = r.s[k]
        b.qStart[x] = r.q[k]
        b.qChrom[x] = r.c[k]
        b.qMinus[x] = r.m[k]
        b.rank[x] = r.r[k]
        maxEnd = Math.max(maxEnd, r.t[k] + r.s[k])
        b.maxEnd[x] = maxEnd
      }
      blocks.set(chrom, b)
    }
    return new ChainMap(blocks, name)
  }

  /**
   * Lifts a 1-based position. Returns the outcome and, when mapped, the 1-based target position
   * (same chromosome). PAR positions (XY) are looked up on X.
   */
  lift(chrom: ChromCode, pos: number): { outcome: LiftOutcome; pos: number; chrom: ChromCode } {
    const srcChrom = chrom === CHROM_XY ? CHROM_X : chrom
    const b = this.blocks.get(srcChrom)
    if (!b) return { outcome: 'unmapped', pos: 0, chrom }
    const p0 = pos - 1
    // last block with tStart <= p0
    let lo = 0
    let hi = b.tStart.length - 1
    let at = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (b.tStart[mid] <= p0) {
        at = mid
        lo = mid + 1
      } else hi = mid - 1
    }
    let best = -1
    let ambiguous = false
    for (let i = at; i >= 0 && b.maxEnd[i] > p0; i--) {
      if (b.tStart[i] + b.size[i] <= p0) continue
      if (best >= 0) {
        const q1 = b.qStart[best] + (p0 - b.tStart[best])
        const q2 = b.qStart[i] + (p0 - b.tStart[i])
        if (q1 !== q2 || b.qChrom[i] !== b.qChrom[best] || b.qMinus[i] !== b.qMinus[best]) ambiguous = true
      }
      if (best < 0 || b.rank[i] < b.rank[best]) best = i
    }
    if (best < 0) return { outcome: 'unmapped', pos: 0, chrom }
    if (ambiguous) return { outcome: 'ambiguous', pos: 0, chrom }
    if (b.qChrom[best] !== srcChrom) return { outcome: 'otherChromosome', pos: 0, chrom }
    if (b.qMinus[best]) return { outcome: 'minusStrand', pos: 0, chrom }
    return { outcome: 'mapped', pos: b.qStart[best] + (p0 - b.tStart[best]) + 1, chrom }
  }
}

/** 'chr1'..'chr22', 'chrX', 'chrY' -> code; alternative contigs, chrM and anything else -> 0 */
function primaryChrom(name: string): ChromCode {
  if (/_/.test(name)) return 0
  const c = parseChrom(name)
  return c >= 1 && c <= CHROM_Y && c !== CHROM_XY ? c : 0
}

const cache = new Map<string, Promise<ChainMap>>()

export function loadChain(name: 'liftover-hg38-to-hg19' | 'liftover-hg19-to-hg38', ref: Reference = getReference()): Promise<ChainMap> {
  const key = `${ref.dir}\0${name}`
  let p = cache.get(key)
  if (!p) {
    if (!ref.has(name)) throw new Error(`the reference directory has no ${name} chain file: GRCh38 files cannot be lifted to GRCh37`)
    p = ChainMap.load(ref, name)
    cache.set(key, p)
  }
  return p
}

export function emptyLiftCounts(): LiftCounts {
  return { mapped: 0, unmapped: 0, otherChromosome: 0, minusStrand: 0, ambiguous: 0, mitochondrial: 0, examples: [] }
}

/** lifts one marker and counts it; returns the new position or 0 when it is kept out */
export function liftCounted(chain: ChainMap, chrom: ChromCode, pos: number, counts: LiftCounts): number {
  if (chrom === CHROM_MT) {
    counts.mitochondrial++
    return pos
  }
  const r = chain.lift(chrom, pos)
  counts[r.outcome]++
  if (r.outcome !== 'mapped') {
    if (counts.examples.length < 10) counts.examples.push(`${chrom}:${pos} ${r.outcome}`)
    return 0
  }
  return r.pos
}
