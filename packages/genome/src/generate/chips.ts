import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'
import { createPackedKit, getCall, PackedKit, setCall } from '../core/packed'
import type { MarkerPanel } from '../core/panel'
import { hash32 } from '../core/random'
import { ALLELE_BYTE_CODE, createLayout, KitLayout } from '../layout/layout'
import { ID_KIND_INTERNAL, ID_KIND_RS, rsNumber } from '../panel/lookup'
import { SYNTHETIC_SOURCE } from '../panel/synthetic'

/**
 * Three SIMULATED chip layouts for tests, benchmarks and the relatives evaluation, cut from the
 * generators' universe (catalogue/loadUniverse: real GRCh37 positions) so that they overlap
 * only partly, as real chips of different vendors and versions do. They are labelled
 * synthetic: no vendor's real chip content is claimed.
 *
 * Every chip carries the domain markers (knowledge-base SNPs, ancestry AIMs, Y-SNPs, mtDNA
 * probes: the content chips are designed around). The other positions are assigned by a hash
 * of the position u in [0, 1):
 *   chip A [0.00, 0.60)                         23andMe-style ids: rsIDs where known, 'i' + number elsewhere
 *   chip B [0.12, 0.72)                         rsIDs where known, 'wg' + number elsewhere
 *   chip C [0.00, 0.12) + [0.45, 0.60) + [0.72, 1.00)   no rsIDs at all: vendor-internal 'vc' + number
 * so that (of the smaller chip's hashed positions) A and B share ~80 %, A and C ~45-50 %,
 * B and C ~25 %.
 */
export type ChipName = 'chip-a' | 'chip-b' | 'chip-c'
export const CHIP_NAMES: ChipName[] = ['chip-a', 'chip-b', 'chip-c']

export interface ChipDefinition {
  name: ChipName
  ranges: [number, number][]
  /** write the dbSNP rsID where the universe has one */
  rsids: boolean
  /** prefix of the vendor-internal ids */
  idPrefix: string
  idBase: number
}

export const CHIPS: Record<ChipName, ChipDefinition> = {
  'chip-a': { name: 'chip-a', ranges: [[0, 0.6]], rsids: true, idPrefix: 'i', idBase: 7_000_000 },
  'chip-b': { name: 'chip-b', ranges: [[0.12, 0.72]], rsids: true, idPrefix: 'wg', idBase: 1 },
  'chip-c': { name: 'chip-c', ranges: [[0, 0.12], [0.45, 0.6], [0.72, 1]], rsids: false, idPrefix: 'vc', idBase: 1 }
}

/** sources whose markers every chip carries */
const DOMAIN_SOURCES = new Set(['knowledge', 'kidd55', 'seldin128', 'isogg-y', 'phylotree17', 'mt-phylotree17'])

function isDomain(panel: MarkerPanel, i: number): boolean {
  const s = panel.sources[panel.source[i]]
  const c = panel.chrom[i]
  return DOMAIN_SOURCES.has(s) || s.startsWith('kidd') || s.startsWith('seldin') || s.includes('isogg') || c === CHROM_Y || c === CHROM_MT || c === CHROM_X || c === CHROM_XY
}

export function chipPosition(chrom: number, pos: number): number {
  return hash32(chrom, pos, 0x5eed) / 4294967296
}

/** universe indices of a chip's markers, sorted */
export function chipMarkers(universe: MarkerPanel, chip: ChipName): Int32Array {
  const def = CHIPS[chip]
  const out: number[] = []
  for (let i = 0; i < universe.size; i++) {
    if (isDomain(universe, i)) {
      out.push(i)
      continue
    }
    const u = chipPosition(universe.chrom[i], universe.pos[i])
    if (def.ranges.some(([a, b]) => u >= a && u < b)) out.push(i)
  }
  return Int32Array.from(out)
}

/** the id a chip writes for universe marker i (k: its index on the chip) */
export function chipMarkerId(universe: MarkerPanel, chip: ChipName, i: number, k: number): string {
  const def = CHIPS[chip]
  const id = universe.rsid[i]
  if (def.rsids && rsNumber(id) >= 0) return id
  return `${def.idPrefix}${def.idBase + k}`
}

const layoutCache = new WeakMap<MarkerPanel, Map<ChipName, { layout: KitLayout; index: Int32Array }>>()

/**
 * The chip as a layout with every allele known (as a chip manifest would give it), and the
 * universe index of each of its markers. A file generated on the chip and analysed gets a
 * layout of the same id (ids and positions agree); its alleles are what the file teaches.
 */
export function chipLayout(universe: MarkerPanel, chip: ChipName): { layout: KitLayout; index: Int32Array } {
  let m = layoutCache.get(universe)
  if (!m) layoutCache.set(universe, (m = new Map()))
  const hit = m.get(chip)
  if (hit) return hit
  const index = chipMarkers(universe, chip)
  const n = index.length
  const idKind = new Uint8Array(n)
  const idNum = new Int32Array(n)
  const sources = ['file', ...universe.sources.map(s => `${s} (${chip})`)]
  const source = new Uint8Array(n)
  for (let k = 0; k < n; k++) {
    const id = chipMarkerId(universe, chip, index[k], k)
    const rs = rsNumber(id)
    if (rs >= 0) {
      idKind[k] = ID_KIND_RS
      idNum[k] = rs
    } else if (id.startsWith('i') && /^i\d+$/.test(id)) {
      idKind[k] = ID_KIND_INTERNAL
      idNum[k] = Number(id.slice(1))
    }
    source[k] = universe.source[index[k]] + 1
  }
  const layout = createLayout({
    chrom: Uint8Array.from(index, i => universe.chrom[i]),
    pos: Int32Array.from(index, i => universe.pos[i]),
    idKind,
    idNum,
    allele1: Uint8Array.from(index, i => ALLELE_BYTE_CODE[universe.a1[i].charCodeAt(0)]),
    allele2: Uint8Array.from(index, i => ALLELE_BYTE_CODE[universe.a2[i].charCodeAt(0)]),
    source,
    sources
  })
  const r = { layout, index }
  m.set(chip, r)
  return r
}

/** a universe kit's calls on a chip (what analysing the chip's file would give) */
export function kitOnChip(universeKit: PackedKit, chip: { layout: KitLayout; index: Int32Array }): PackedKit {
  const out = createPackedKit(chip.layout)
  const idx = chip.index
  for (let k = 0; k < idx.length; k++) {
    const c = getCall(universeKit, idx[k])
    if (c) setCall(out, k, c)
  }
  return out
}

/** share of synthetic-allele markers on a chip (for headers: the generator says what it made up) */
export function syntheticAlleleShare(universe: MarkerPanel, index: Int32Array): number {
  const s = universe.sources.indexOf(SYNTHETIC_SOURCE)
  let n = 0
  for (const i of index) if (universe.source[i] === s) n++
  return index.length ? n / index.length : 0
}

/** genotype planes of the universe restricted to a chip's markers (bit k = universe marker index[k]) */
export function planesOnChip(planes: { markerCount: number; lo: Int32Array; hi: Int32Array }, index: Int32Array): { markerCount: number; lo: Int32Array; hi: Int32Array } {
  const n = index.length
  const words = (n + 31) >>> 5
  const lo = new Int32Array(words)
  const hi = new Int32Array(words)
  for (let k = 0; k < n; k++) {
    const i = index[k]
    const w = i >>> 5
    const b = i & 31
    lo[k >>> 5] |= ((planes.lo[w] >>> b) & 1) << (k & 31)
    hi[k >>> 5] |= ((planes.hi[w] >>> b) & 1) << (k & 31)
  }
  return { markerCount: n, lo, hi }
}
