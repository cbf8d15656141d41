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
 * Open-addressing set of (x, y) int pairs. x = 1 (an rsID, nearly every line of a chip file) has
 * a table of y + 1 alone, 4 bytes a slot, sized from the expected lines; other pairs (internal
 * ids, chrom:pos) are interleaved (x, y + 1) in a second table that starts small and grows.
 */
export class DuplicateSet {
  private rs: Uint32Array
  private rsCount = 0
  // slot k: table[2k] = x, table[2k + 1] = y + 1 (0 = empty; y is an id number or a position)
  private table: Int32Array
  private n = 0

  constructor(expected: number) {
    // at most ~80 % full for the expected lines (4 bytes a slot: 4 MB for a 700,000-line file)
    let cap = 1 << 16
    while (cap < expected * 1.25 && cap < 1 << 23) cap <<= 1
    this.rs = new Uint32Array(cap)
    this.table = new Int32Array(2 << 16)
  }

  /** true when (x, y) was added before */
  seen(x: number, y: number): boolean {
    return x === 1 ? this.seenRs(y) : this.seenPair(x, y)
  }

  // murmur3's finaliser: sequential ids (vendor 'i7000001', 'i7000002', ...) must not cluster
  private static hash(x: number, y: number): number {
    let h = Math.imul(x, 0x9e3779b1) ^ y
    h ^= h >>> 16
    h = Math.imul(h, 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
    return h
  }

  private seenRs(y: number): boolean {
    if (this.rsCount * 4 >= this.rs.length * 3) this.growRs()
    const t = this.rs
    const mask = t.length - 1
    let s = DuplicateSet.hash(1, y) & mask
    // y < 2^31 (readId), so y + 1 fits an unsigned 32-bit slot and is never 0
    const y1 = y + 1
    while (t[s] !== 0) {
      if (t[s] === y1) return true
      s = (s + 1) & mask
    }
    t[s] = y1
    this.rsCount++
    return false
  }

  private seenPair(x: number, y: number): boolean {
    if (this.n * 4 >= (this.table.length >> 1) * 3) this.grow()
    const t = this.table
    const mask = (t.length >> 1) - 1
    let s = DuplicateSet.hash(x, y) & mask
    // as an Int32 slot holds it (y = 2^31 - 1 wraps to -2^31; compared as stored, never 0)
    const y1 = (y + 1) | 0
    while (t[2 * s + 1] !== 0) {
      if (t[2 * s] === x && t[2 * s + 1] === y1) return true
      s = (s + 1) & mask
    }
    t[2 * s] = x
    t[2 * s + 1] = y1
    this.n++
    return false
  }

  private growRs(): void {
    const old = this.rs
    this.rs = new Uint32Array(old.length * 4)
    this.rsCount = 0
    for (let k = 0; k < old.length; k++) if (old[k] !== 0) this.seenRs(old[k] - 1)
  }

  private grow(): void {
    const old = this.table
    this.table = new Int32Array(old.length * 4)
    this.n = 0
    for (let k = 0; k < old.length; k += 2) if (old[k + 1] !== 0) this.seenPair(old[k], old[k + 1] - 1)
  }
}

export function chromFromBytes(buf: Uint8Array, s: number, e: number): number {
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
