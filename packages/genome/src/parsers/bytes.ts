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
 * Open-addressing set of (x, y) int pairs, x a small kind (1 rsID, 2 internal id, 100 + chrom for
 * chrom:pos; < 256) and y < 2^31 (an id number or a position): slot k holds y + 1 in `ys[k]`
 * (0 = empty) and x in `xs[k]`, 5 bytes a slot (it was 8: x and y interleaved as two int32s).
 */
export class DuplicateSet {
  private ys: Uint32Array
  private xs: Uint8Array
  private n = 0

  constructor(expected: number) {
    // at most ~80 % full for the expected lines (5 bytes a slot: 5 MB for a 700,000-line file)
    let cap = 1 << 16
    while (cap < expected * 1.25 && cap < 1 << 23) cap <<= 1
    this.ys = new Uint32Array(cap)
    this.xs = new Uint8Array(cap)
  }

  /** true when (x, y) was added before */
  seen(x: number, y: number): boolean {
    if (this.n * 4 >= this.ys.length * 3) this.grow()
    const ys = this.ys
    const xs = this.xs
    const mask = ys.length - 1
    // murmur3's finaliser: sequential ids (vendor 'i7000001', 'i7000002', ...) must not cluster
    let h = Math.imul(x, 0x9e3779b1) ^ y
    h ^= h >>> 16
    h = Math.imul(h, 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
    let s = h & mask
    const y1 = (y + 1) >>> 0
    while (ys[s] !== 0) {
      if (ys[s] === y1 && xs[s] === x) return true
      s = (s + 1) & mask
    }
    ys[s] = y1
    xs[s] = x
    this.n++
    return false
  }

  private grow(): void {
    const oldY = this.ys
    const oldX = this.xs
    this.ys = new Uint32Array(oldY.length * 4)
    this.xs = new Uint8Array(oldY.length * 4)
    this.n = 0
    for (let k = 0; k < oldY.length; k++) if (oldY[k] !== 0) this.seen(oldX[k], oldY[k] - 1)
  }
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
