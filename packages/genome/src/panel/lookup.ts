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

/** id kinds of NumericIds */
export const ID_KIND_RS = 1
export const ID_KIND_INTERNAL = 2
export const ID_KIND_NAME = 3

/** marker ids as numbers ('rs123' -> kind 1, 123), so that indexing needs no string work */
export interface NumericIds {
  kind: Uint8Array
  num: Int32Array
}

const numericIds = new WeakMap<MarkerPanel, NumericIds>()

/** the numeric ids attached to a panel, if any */
export function numericIdsOf(panel: MarkerPanel): NumericIds | undefined {
  return numericIds.get(panel)
}

/** lets a loader that already has numeric ids (the panel cache) hand them to indexPanelFast */
export function attachNumericIds(panel: MarkerPanel, ids: NumericIds): void {
  numericIds.set(panel, ids)
}

export function computeNumericIds(rsid: readonly string[]): NumericIds {
  const kind = new Uint8Array(rsid.length)
  const num = new Int32Array(rsid.length)
  for (let i = 0; i < rsid.length; i++) {
    const n = rsNumber(rsid[i])
    if (n >= 0) {
      kind[i] = ID_KIND_RS
      num[i] = n
      continue
    }
    const k = internalIdNumber(rsid[i])
    if (k >= 0) {
      kind[i] = ID_KIND_INTERNAL
      num[i] = k
    } else kind[i] = ID_KIND_NAME
  }
  return { kind, num }
}

/**
 * Positions are found by binary search within the chromosome's range (the panel is sorted by
 * chrom, pos), so no position table has to be built; rsIDs (a few ten thousand on a synthetic
 * panel) go into a small hash; internal ids are indexed only if someone asks for one, since
 * uploads are matched to them by position. Building the index takes a few ms for 640,000 markers;
 * the rsID hash is built on the first lookup by rsID.
 */
export function indexPanelFast(panel: MarkerPanel): FastPanelIndex {
  const n = panel.size
  const ids = numericIds.get(panel) ?? computeNumericIds(panel.rsid)
  const start = new Int32Array(27).fill(-1)
  const end = new Int32Array(27).fill(-1)
  let rsCount = 0
  for (let i = 0; i < n; i++) {
    const c = panel.chrom[i]
    if (start[c] < 0) start[c] = i
    end[c] = i + 1
    if (ids.kind[i] === ID_KIND_RS) rsCount++
  }
  // the rsID hash (~20 ms and ~8 MB for the catalogue) is built on the first lookup by rsID: a
  // file whose lines carry positions (every chip export on GRCh37 or GRCh38) never asks
  let rsIndex: IntPairIndex | undefined
  const rs = {
    get(k: number, tag: number): number {
      if (!rsIndex) {
        rsIndex = new IntPairIndex(rsCount)
        for (let i = 0; i < n; i++) if (ids.kind[i] === ID_KIND_RS) rsIndex.setIfAbsent(ids.num[i], 0, i)
      }
      return rsIndex.get(k, tag)
    }
  }
  // free-form names (the catalogue's 74,000 'peddy:1:123' sites) are indexed on the first
  // lookup by a name: reading them means creating every id string, which analyses never need
  let names: Map<string, number> | undefined
  const byName = (id: string): number => {
    if (!names) {
      names = new Map()
      for (let i = 0; i < n; i++) {
        if (ids.kind[i] !== ID_KIND_NAME) continue
        const name = panel.rsid[i]
        if (name && !names.has(name)) names.set(name, i)
      }
    }
    return names.get(id) ?? -1
  }
  let internal: IntPairIndex | undefined
  const byInternal = (k: number): number => {
    if (!internal) {
      internal = new IntPairIndex(n - rsCount)
      for (let i = 0; i < n; i++) if (ids.kind[i] === ID_KIND_INTERNAL) internal.setIfAbsent(ids.num[i], 1, i)
    }
    return internal.get(k, 1)
  }
  const pos = panel.pos
  const find = (chrom: number, p: number): number => {
    if (chrom < 1 || chrom > 26 || start[chrom] < 0) return -1
    let lo = start[chrom]
    let hi = end[chrom] - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const v = pos[mid]
      if (v === p) return mid
      if (v < p) lo = mid + 1
      else hi = mid - 1
    }
    return -1
  }
  const byChromPos = (chrom: ChromCode, p: number): number => {
    const i = find(chrom, p)
    if (i >= 0 || chrom !== CHROM_X || !isPseudoautosomal(p)) return i
    return find(CHROM_XY, p)
  }
  return {
    panel,
    byRsNumber: k => rs.get(k, 0),
    byChromPos,
    byRsid(id) {
      const k = rsNumber(id)
      if (k >= 0) return rs.get(k, 0)
      const m = internalIdNumber(id)
      return m >= 0 ? byInternal(m) : byName(id)
    },
    byPosition: byChromPos,
    chromRange: chrom => (chrom >= 1 && chrom <= 26 && start[chrom] >= 0 ? [start[chrom], end[chrom]] : [0, 0])
  }
}
