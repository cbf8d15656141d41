import type { ChromCode } from '../core/chromosome'
import { CHROM_X, CHROM_XY } from '../core/chromosome'
import type { MarkerPanel, PanelIndex } from '../core/panel'

/**
 * Open-addressing hash from a pair of 32-bit integers to a marker index: built in a few ms
 * for 640,000 markers and looked up without allocating strings, which is what lets the
 * harmoniser keep up with a parser at over a million lines a second.
 */
export class IntPairIndex {
  /** slots of three ints (keyA, keyB, value + 1; 0 = empty), interleaved for one cache miss a probe */
  private readonly table: Int32Array
  private readonly mask: number

  constructor(expected: number) {
    let cap = 16
    while (cap < expected * 2) cap <<= 1
    this.table = new Int32Array(cap * 3)
    this.mask = cap - 1
  }

  private slot(a: number, b: number): number {
    let h = Math.imul(a ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)
    h ^= h >>> 15
    h = Math.imul(h, 0x2c1b3c6d)
    h ^= h >>> 12
    return h & this.mask
  }

  /** keeps the first value set for a key; returns false when the key was already present */
  setIfAbsent(a: number, b: number, v: number): boolean {
    const t = this.table
    let s = this.slot(a, b)
    while (t[s * 3 + 2] !== 0) {
      if (t[s * 3] === a && t[s * 3 + 1] === b) return false
      s = (s + 1) & this.mask
    }
    t[s * 3] = a
    t[s * 3 + 1] = b
    t[s * 3 + 2] = v + 1
    return true
  }

  get(a: number, b: number): number {
    const t = this.table
    let s = this.slot(a, b)
    for (;;) {
      const v = t[s * 3 + 2]
      if (v === 0) return -1
      if (t[s * 3] === a && t[s * 3 + 1] === b) return v - 1
      s = (s + 1) & this.mask
    }
  }
}

/** 'rs123' -> 123; anything else -> -1 (rs numbers stay below 2^31) */
export function rsNumber(id: string): number {
  if (id.length < 3 || id.charCodeAt(0) !== 114 /* r */ || id.charCodeAt(1) !== 115 /* s */) return -1
  return digitsFrom(id, 2)
}

/** 'i5000123' (23andMe-style internal id) -> 5000123; anything else -> -1 */
export function internalIdNumber(id: string): number {
  if (id.length < 2 || id.charCodeAt(0) !== 105 /* i */) return -1
  return digitsFrom(id, 1)
}

function digitsFrom(id: string, start: number): number {
  let n = 0
  for (let i = start; i < id.length; i++) {
    const d = id.charCodeAt(i) - 48
    if (d < 0 || d > 9) return -1
    n = n * 10 + d
    if (n > 0x7fffffff) return -1
  }
  return n
}

/** GRCh37 pseudo-autosomal regions of X (PAR1, PAR2), which the panel files under XY */
export const PAR1: [number, number] = [60001, 2699520]
export const PAR2: [number, number] = [154931044, 155260560]

export function isPseudoautosomal(pos: number): boolean {
  return (pos >= PAR1[0] && pos <= PAR1[1]) || (pos >= PAR2[0] && pos <= PAR2[1])
}

/** A PanelIndex with allocation-free lookups by rs number and by (chrom, pos). */
export interface FastPanelIndex extends PanelIndex {
  byRsNumber(n: number): number
  /** by (chrom, pos); an X position inside a PAR also finds the XY marker */
  byChromPos(chrom: ChromCode, pos: number): number
}

export function indexPanelFast(panel: MarkerPanel): FastPanelIndex {
  const rs = new IntPairIndex(panel.size)
  const position = new IntPairIndex(panel.size)
  const names = new Map<string, number>()
  const ranges = new Map<number, [number, number]>()
  for (let i = 0; i < panel.size; i++) {
    const id = panel.rsid[i]
    const n = rsNumber(id)
    if (n >= 0) rs.setIfAbsent(n, 0, i)
    else {
      // internal ids share the numeric table under another namespace (keyA 1) instead of a
      // string Map: 630,000 synthetic ids would otherwise cost half a second to index
      const k = internalIdNumber(id)
      if (k >= 0) rs.setIfAbsent(k, 1, i)
      else if (id && !names.has(id)) names.set(id, i)
    }
    const c = panel.chrom[i]
    position.setIfAbsent(c, panel.pos[i], i)
    const r = ranges.get(c)
    if (r) r[1] = i + 1
    else ranges.set(c, [i, i + 1])
  }
  const byChromPos = (chrom: ChromCode, pos: number): number => {
    const i = position.get(chrom, pos)
    if (i >= 0 || chrom !== CHROM_X || !isPseudoautosomal(pos)) return i
    return position.get(CHROM_XY, pos)
  }
  return {
    panel,
    byRsNumber: n => rs.get(n, 0),
    byChromPos,
    byRsid(id) {
      const n = rsNumber(id)
      if (n >= 0) return rs.get(n, 0)
      const k = internalIdNumber(id)
      return k >= 0 ? rs.get(k, 1) : names.get(id) ?? -1
    },
    byPosition: byChromPos,
    chromRange: chrom => ranges.get(chrom) ?? [0, 0]
  }
}
