import * as fs from 'fs'
import * as path from 'path'
import { parseChrom } from '../core/chromosome'
import { crc32 } from '../core/kit-file'
import { writeFileAtomic } from '../core/atomic-file'
import { genomeCacheDir } from './package-paths'
import type { Reference } from './index'
import { ReferenceDataError } from './index'

/**
 * Typed readers of the reference datasets (see ../shared/data/README.md for each layout).
 * They read whole files: every dataset here is a few MB at most.
 */

/** The 26 populations of 1000 Genomes phase 3 by super-population, in the order of the AIM tables. */
export const SUPER_POPULATIONS = ['AFR', 'AMR', 'EAS', 'EUR', 'SAS'] as const
export type SuperPopulation = (typeof SUPER_POPULATIONS)[number]
export const POPULATIONS_BY_SUPER: Record<SuperPopulation, readonly string[]> = {
  AFR: ['ACB', 'ASW', 'ESN', 'GWD', 'LWK', 'MSL', 'YRI'],
  AMR: ['CLM', 'MXL', 'PEL', 'PUR'],
  EAS: ['CDX', 'CHB', 'CHS', 'JPT', 'KHV'],
  EUR: ['CEU', 'FIN', 'GBR', 'IBS', 'TSI'],
  SAS: ['BEB', 'GIH', 'ITU', 'PJL', 'STU']
}
export const POPULATIONS: readonly string[] = SUPER_POPULATIONS.flatMap(s => POPULATIONS_BY_SUPER[s])
export const SUPER_OF: Record<string, SuperPopulation> = Object.fromEntries(
  SUPER_POPULATIONS.flatMap(s => POPULATIONS_BY_SUPER[s].map(p => [p, s]))
) as Record<string, SuperPopulation>

function dataLines(text: string): string[] {
  return text.split('\n').map(l => (l.endsWith('\r') ? l.slice(0, -1) : l)).filter(l => l.length > 0)
}

// --- genetic map -------------------------------------------------------------------------

export interface ChromosomeMap {
  pos: Int32Array
  cM: Float64Array
}

const geneticMaps = new Map<string, Map<number, ChromosomeMap>>()

/**
 * HapMap II GRCh37 map (decimated to 0.01 cM), autosomes 1-22: chrom -> sorted rows. Read once
 * per process and reference directory (the result is shared: do not modify it); the text is
 * parsed from bytes (~350,000 rows).
 */
export function readGeneticMap(ref: Reference): Map<number, ChromosomeMap> {
  const hit = geneticMaps.get(ref.dir)
  if (hit) return hit
  // the parsed rows kept in the engine cache, keyed by the map file's sha256 in the manifest:
  // unzipping and parsing the text took ~0.3 CPU-s, paid by every match-index process
  let file: string | undefined
  try {
    file = path.join(genomeCacheDir(), `genetic-map-${ref.entry('genetic-map-grch37').sha256.slice(0, 20)}-v${GENETIC_MAP_CACHE_FORMAT}.bin`)
    const cached = geneticMapFromCache(fs.readFileSync(file))
    geneticMaps.set(ref.dir, cached)
    return cached
  } catch {
    // absent or damaged: parsed from the text below and written again
  }
  const out = parseGeneticMap(ref)
  if (file) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      writeFileAtomic(file, geneticMapToCache(out))
    } catch {
      // a read-only cache directory: the map is parsed each time
    }
  }
  geneticMaps.set(ref.dir, out)
  return out
}

const GENETIC_MAP_CACHE_FORMAT = 1

/** 'XGGM', format u32, chromosomes u32; per chromosome: code u32, n u32, pos Int32[n], cM Float64[n]; CRC-32 of all before it */
export function geneticMapToCache(map: Map<number, ChromosomeMap>): Buffer {
  const parts: Buffer[] = []
  const head = Buffer.alloc(12)
  head.write('XGGM', 0, 'latin1')
  head.writeUInt32LE(GENETIC_MAP_CACHE_FORMAT, 4)
  head.writeUInt32LE(map.size, 8)
  parts.push(head)
  for (const [chrom, m] of map) {
    const h = Buffer.alloc(8)
    h.writeUInt32LE(chrom, 0)
    h.writeUInt32LE(m.pos.length, 4)
    parts.push(h, Buffer.from(m.pos.buffer, m.pos.byteOffset, m.pos.byteLength), Buffer.from(m.cM.buffer, m.cM.byteOffset, m.cM.byteLength))
  }
  const body = Buffer.concat(parts)
  const sum = Buffer.alloc(4)
  sum.writeUInt32LE(crc32(body), 0)
  return Buffer.concat([body, sum])
}

export function geneticMapFromCache(buf: Buffer): Map<number, ChromosomeMap> {
  if (buf.length < 16 || buf.toString('latin1', 0, 4) !== 'XGGM' || buf.readUInt32LE(4) !== GENETIC_MAP_CACHE_FORMAT) throw new Error('not a genetic map cache')
  if (crc32(buf, 0, buf.length - 4) !== buf.readUInt32LE(buf.length - 4)) throw new Error('genetic map cache is damaged')
  const out = new Map<number, ChromosomeMap>()
  const count = buf.readUInt32LE(8)
  let o = 12
  for (let c = 0; c < count; c++) {
    if (o + 8 > buf.length - 4) throw new Error('genetic map cache is truncated')
    const chrom = buf.readUInt32LE(o)
    const n = buf.readUInt32LE(o + 4)
    o += 8
    if (o + 12 * n > buf.length - 4) throw new Error('genetic map cache is truncated')
    // copies: the file's columns are not 8-aligned for Float64Array views
    const pos = new Int32Array(n)
    new Uint8Array(pos.buffer).set(buf.subarray(o, (o += 4 * n)))
    const cM = new Float64Array(n)
    new Uint8Array(cM.buffer).set(buf.subarray(o, (o += 8 * n)))
    out.set(chrom, { pos, cM })
  }
  if (o !== buf.length - 4) throw new Error('genetic map cache length does not match')
  return out
}

function parseGeneticMap(ref: Reference): Map<number, ChromosomeMap> {
  const text = ref.bytes('genetic-map-grch37')
  const byChrom = new Map<number, { n: number; pos: Int32Array; cM: Float64Array }>()
  const len = text.length
  let i = text.indexOf(10) + 1 // header
  while (i > 0 && i < len) {
    let e = i
    while (e < len && text[e] !== 10) e++
    let end = e
    if (end > i && text[end - 1] === 13) end--
    if (end > i) {
      let t1 = i
      while (t1 < end && text[t1] !== 9) t1++
      let t2 = t1 + 1
      while (t2 < end && text[t2] !== 9) t2++
      const chrom = parseChrom(text.toString('latin1', i, t1))
      let p = 0
      for (let k = t1 + 1; k < t2; k++) p = p * 10 + text[k] - 48
      const cM = Number(text.toString('latin1', t2 + 1, end))
      let c = byChrom.get(chrom)
      if (!c) byChrom.set(chrom, (c = { n: 0, pos: new Int32Array(1 << 14), cM: new Float64Array(1 << 14) }))
      if (c.n === c.pos.length) {
        const pos = new Int32Array(c.n * 2)
        pos.set(c.pos)
        const cm = new Float64Array(c.n * 2)
        cm.set(c.cM)
        c.pos = pos
        c.cM = cm
      }
      c.pos[c.n] = p
      c.cM[c.n++] = cM
    }
    i = e + 1
  }
  const out = new Map<number, ChromosomeMap>()
  for (const [c, e] of byChrom) out.set(c, { pos: e.pos.slice(0, e.n), cM: e.cM.slice(0, e.n) })
  return out
}

/** cM at a GRCh37 position by linear interpolation, clamped at the ends (the README's rule) */
export function interpolateCm(map: ChromosomeMap, pos: number): number {
  const p = map.pos
  if (pos <= p[0]) return map.cM[0]
  const last = p.length - 1
  if (pos >= p[last]) return map.cM[last]
  let lo = 0
  let hi = last
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (p[mid] <= pos) lo = mid
    else hi = mid
  }
  return map.cM[lo] + ((map.cM[hi] - map.cM[lo]) * (pos - p[lo])) / (p[hi] - p[lo])
}

// --- HapMap 3 chr1 frequencies ------------------------------------------------------------

export const HAPMAP3_POPULATIONS = ['YRI', 'CHB', 'CHD', 'TSI', 'MKK', 'LWK', 'CEU', 'JPT'] as const

export interface HapMap3Table {
  rsid: string[]
  chrom: number[]
  pos: number[]
  a1: string[]
  a2: string[]
  /** frequency of A1 for each population of HAPMAP3_POPULATIONS, per SNP */
  freqA1: Record<(typeof HAPMAP3_POPULATIONS)[number], Float32Array>
}

export function readHapMap3(ref: Reference): HapMap3Table {
  const lines = dataLines(ref.text('hapmap3-chr1-frequencies'))
  const header = lines[0].replace(/^#/, '').split(/\s+/)
  const expected = ['chrom', 'position', 'rsid', 'A1', 'A2', ...HAPMAP3_POPULATIONS]
  if (header.join(' ') !== expected.join(' ')) throw new ReferenceDataError(`hapmap3-chr1-frequencies: unexpected header '${lines[0]}'`)
  const n = lines.length - 1
  const t: HapMap3Table = { rsid: [], chrom: [], pos: [], a1: [], a2: [], freqA1: {} as HapMap3Table['freqA1'] }
  for (const p of HAPMAP3_POPULATIONS) t.freqA1[p] = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const f = lines[i + 1].split(' ')
    t.chrom.push(parseChrom(f[0]))
    t.pos.push(Number(f[1]))
    t.rsid.push(f[2])
    t.a1.push(f[3])
    t.a2.push(f[4])
    HAPMAP3_POPULATIONS.forEach((p, k) => (t.freqA1[p][i] = Number(f[5 + k])))
  }
  return t
}

// --- 1000 Genomes AIM panels ----------------------------------------------------------------

export type AimPanelName = 'kidd55' | 'seldin128'

export interface AimFrequencyTable {
  panel: AimPanelName
  /** column names after rsid chrom pos ref alt: 5 super-populations then 26 populations */
  groups: string[]
  /** chromosomes counted per group (the '#n_chrom' line) */
  nChrom: Record<string, number>
  rows: { rsid: string; chrom: number; pos: number; ref: string; alt: string; altFreq: Record<string, number> }[]
}

export function readAimFrequencies(ref: Reference, panel: AimPanelName): AimFrequencyTable {
  const lines = dataLines(ref.text(`aims-${panel}-1kg-frequencies`))
  const nChrom: Record<string, number> = {}
  for (const kv of lines[1].split('\t').slice(1)) {
    const [k, v] = kv.split('=')
    nChrom[k] = Number(v)
  }
  const header = lines[2].split('\t')
  const groups = header.slice(5)
  const rows = lines.slice(3).map(l => {
    const f = l.split('\t')
    const altFreq: Record<string, number> = {}
    groups.forEach((g, k) => (altFreq[g] = Number(f[5 + k])))
    return { rsid: f[0], chrom: parseChrom(f[1]), pos: Number(f[2]), ref: f[3], alt: f[4], altFreq }
  })
  return { panel, groups, nChrom, rows }
}

/** rsid -> GRCh37 or GRCh38 position of an AIM panel (the *_aisnps_grch3x.tsv lists) */
export function readAimPositions(ref: Reference, panel: AimPanelName, build: 'grch37' | 'grch38'): { rsid: string; chrom: number; pos: number }[] {
  return dataLines(ref.text(`aims-${panel}-${build}`))
    .slice(1)
    .map(l => {
      const [rsid, c, p] = l.split('\t')
      return { rsid, chrom: parseChrom(c), pos: Number(p) }
    })
}

export interface SampleInfo {
  sample: string
  population: string
  superpopulation: string
  sex: 'male' | 'female'
}

export function read1000GSamples(ref: Reference): SampleInfo[] {
  return dataLines(ref.text('1kg-phase3-samples'))
    .slice(1)
    .map(l => {
      const [sample, population, superpopulation, sex] = l.split('\t')
      return { sample, population, superpopulation, sex: sex as 'male' | 'female' }
    })
}

export interface AimGenotypeTable {
  rsids: string[]
  samples: (SampleInfo & { genotypes: string[] })[]
}

/** real genotypes of the 2,504 phase 3 samples at an AIM panel, two letters each ('CT') */
export function readAimGenotypes(ref: Reference, panel: AimPanelName): AimGenotypeTable {
  const lines = dataLines(ref.text(`aims-${panel}-1kg-genotypes`))
  const header = lines[0].split(',')
  const rsids = header.slice(1, header.length - 3)
  const samples = lines.slice(1).map(l => {
    const f = l.split(',')
    const k = f.length
    return { sample: f[0], genotypes: f.slice(1, k - 3), population: f[k - 3], superpopulation: f[k - 2], sex: f[k - 1] as 'male' | 'female' }
  })
  return { rsids, samples }
}
