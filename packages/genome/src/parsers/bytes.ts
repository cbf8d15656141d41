import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'

/** Byte-level helpers shared by every line format: nothing here creates a string. */

export const decoder = new TextDecoder('utf-8')

// allele byte -> normalised allele code, 0 = no-call character, -1 = invalid
export const ALLELE = new Int16Array(256).fill(-1)
for (const c of 'ACGTID') {
  ALLELE[c.charCodeAt(0)] = c.charCodeAt(0)
  ALLELE[c.toLowerCase().charCodeAt(0)] = c.charCodeAt(0)
}
for (const c of '-0.Nn') ALLELE[c.charCodeAt(0)] = 0

/**
 * The (x, y) int pairs of a file's lines, x a small kind (1 rsID, 2 internal id, 100 + chrom for
 * chrom:pos; < 256) and y < 2^31 (an id number or a position), and how many of them repeat an
 * earlier one (the file's duplicate ids).
 *
 * The pairs are kept in order as they come (5 bytes a line) and counted once the file is read:
 * spread by the top bits of their hash into partitions of ~512 pairs, each counted with a small
 * open-addressing table that stays in the processor's cache. Until 2026-11-30 every line probed
 * one table sized for the whole file (5 MB for 700,000 lines): a cache miss a line, 120 ms of a
 * 700,000-line file's ~500 ms parse; now ~15 ms (duplicate-set.test.ts checks the counts
 * against a Set).
 */
export class DuplicateSet {
  private ys: Uint32Array
  private xs: Uint8Array
  private n = 0

  constructor(expected: number) {
    const cap = Math.max(1024, Math.min(expected, 1 << 23))
    this.ys = new Uint32Array(cap)
    this.xs = new Uint8Array(cap)
  }

  add(x: number, y: number): void {
    if (this.n === this.ys.length) {
      const ys = new Uint32Array(this.n * 2)
      const xs = new Uint8Array(this.n * 2)
      ys.set(this.ys)
      xs.set(this.xs)
      this.ys = ys
      this.xs = xs
    }
    this.ys[this.n] = y
    this.xs[this.n] = x
    this.n++
  }

  /** pairs added that equal an earlier one (k copies of a pair: k - 1) */
  repeats(): number {
    const n = this.n
    const ys = this.ys
    const xs = this.xs
    // partitions of ~512 pairs: 2^bits of them, chosen by the hash's top bits
    let bits = 0
    while (bits < 16 && n >>> bits > 512) bits++
    const parts = 1 << bits
    const shift = 32 - bits
    const start = new Int32Array(parts + 1)
    if (bits > 0) for (let k = 0; k < n; k++) start[(pairHash(xs[k], ys[k]) >>> shift) + 1]++
    else start[1] = n
    for (let p = 0; p < parts; p++) start[p + 1] += start[p]
    // the pairs in partition order (one pass; a write head per partition)
    let py = ys
    let px = xs
    if (bits > 0) {
      py = new Uint32Array(n)
      px = new Uint8Array(n)
      const at = start.slice(0, parts)
      for (let k = 0; k < n; k++) {
        const p = pairHash(xs[k], ys[k]) >>> shift
        const j = at[p]++
        py[j] = ys[k]
        px[j] = xs[k]
      }
    }
    let largest = 0
    for (let p = 0; p < parts; p++) largest = Math.max(largest, start[p + 1] - start[p])
    let cap = 16
    while (cap < 2 * largest) cap <<= 1
    const ty = new Uint32Array(cap)
    const tx = new Uint8Array(cap)
    let repeats = 0
    for (let p = 0; p < parts; p++) {
      const from = start[p]
      const to = start[p + 1]
      let size = 16
      while (size < 2 * (to - from)) size <<= 1
      const mask = size - 1
      ty.fill(0, 0, size)
      for (let k = from; k < to; k++) {
        const x = px[k]
        const y1 = (py[k] + 1) >>> 0
        let s = pairHash(x, py[k]) & mask
        for (;;) {
          const t = ty[s]
          if (t === 0) {
            ty[s] = y1
            tx[s] = x
            break
          }
          if (t === y1 && tx[s] === x) {
            repeats++
            break
          }
          s = (s + 1) & mask
        }
      }
    }
    return repeats
  }
}

/** murmur3's finaliser of (x, y): sequential ids (vendor 'i7000001', 'i7000002', ...) must not cluster */
function pairHash(x: number, y: number): number {
  let h = Math.imul(x, 0x9e3779b1) ^ y
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

// chromosome codes of the 1- and 2-byte names met so far (255: not looked up yet), filled by
// chromName. A file lists X, Y, XY and MT last: their letters took branches that the optimised
// parser had never seen, and each such branch threw the whole inlined line loop back to the
// interpreter near the end of the file (a recompilation); a table lookup has no such branch
// (filled lazily: a pure function's results, the same for every file)
const CHROM_BY_BYTE = new Uint8Array(256).fill(255)
const CHROM_BY_TWO_BYTES = new Uint8Array(1 << 16).fill(255)

export function chromFromBytes(buf: Uint8Array, s: number, e: number): number {
  // strip 'chr' / 'CHR'
  if (e - s > 3 && (buf[s] | 32) === 99 && (buf[s + 1] | 32) === 104 && (buf[s + 2] | 32) === 114) s += 3
  const len = e - s
  if (len === 1) {
    const k = CHROM_BY_BYTE[buf[s]]
    return k !== 255 ? k : (CHROM_BY_BYTE[buf[s]] = chromName(buf, s, len))
  }
  if (len === 2) {
    const key = (buf[s] << 8) | buf[s + 1]
    const k = CHROM_BY_TWO_BYTES[key]
    return k !== 255 ? k : (CHROM_BY_TWO_BYTES[key] = chromName(buf, s, len))
  }
  if (len === 3 && (buf[s] & 0xdf) === 80 && (buf[s + 1] & 0xdf) === 65 && (buf[s + 2] & 0xdf) === 82) return CHROM_XY
  return 0
}

/** the chromosome code of a 1- or 2-byte name ('1'-'26', '01', X, Y, XY, MT, M in any case; 0: none) */
function chromName(buf: Uint8Array, s: number, len: number): number {
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

export function uintFromBytes(buf: Uint8Array, s: number, e: number): number {
  if (s >= e || e - s > 10) return -1
  let n = 0
  for (let i = s; i < e; i++) {
    const d = buf[i] - 48
    if (d < 0 || d > 9) return -1
    n = n * 10 + d
  }
  return n
}

export function sameBytes(x: Uint8Array, buf: Uint8Array, a: number, b: number): boolean {
  if (x.length !== b - a) return false
  for (let i = 0; i < x.length; i++) if (x[i] !== buf[a + i]) return false
  return true
}

export function chromLabel(k: number): string {
  return k <= 22 ? String(k) : ({ 23: 'X', 24: 'Y', 25: 'XY', 26: 'MT' } as Record<number, string>)[k]
}
