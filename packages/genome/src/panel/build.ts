import * as crypto from 'crypto'
import { CHROM_X, CHROM_XY, isAutosome } from '../core/chromosome'
import { isStrandAmbiguous } from '../core/genotype'
import type { MarkerPanel } from '../core/panel'
import type { Reference } from '../reference'
import { readGeneticMap, readHapMap3 } from '../reference/readers'
import { isPseudoautosomal } from './lookup'
import { AllelePairWeight, SYNTHETIC_ID_BASE, SYNTHETIC_SOURCE, syntheticFill } from './synthetic'
import { ALLELE_CODE, DEFAULT_PANEL_SIZE, PANEL_BUILDER_VERSION, PanelBuildReport, PanelMarkerSpec, PanelProvider } from './types'

// defined in types.ts, so that reading a cached panel (cache.ts) does not load the builder
export { DEFAULT_PANEL_SIZE, PANEL_BUILDER_VERSION }
export const PANEL_ID_PREFIX = `xg-grch37-v${PANEL_BUILDER_VERSION}`

export interface BuildPanelOptions {
  providers: PanelProvider[]
  /** total markers wanted; the synthetic fill tops the real markers up to it (default 640,000) */
  targetSize?: number
  /** real chip definition replacing the synthetic fill (see chip-manifest.ts) */
  chip?: { name: string; file: string; sha256: string; specs: PanelMarkerSpec[] }
  /** leave out the HapMap 3 chr1 SNPs (tests of the merge rule) */
  withoutHapMap3?: boolean
}

function validSpec(s: PanelMarkerSpec): string | undefined {
  if (!s.rsid || /\s/.test(s.rsid)) return `bad id '${s.rsid}'`
  if (!(s.chrom >= 1 && s.chrom <= 26)) return `${s.rsid}: bad chromosome ${s.chrom}`
  if (!(Number.isInteger(s.pos) && s.pos > 0)) return `${s.rsid}: bad position ${s.pos}`
  if (ALLELE_CODE[s.a1] === undefined || ALLELE_CODE[s.a2] === undefined || s.a1 === s.a2) return `${s.rsid}: bad alleles ${s.a1}/${s.a2}`
  return undefined
}

const isRs = (id: string) => /^rs\d+$/.test(id)

/**
 * Merge rule (documented in README.md "Marker panel"):
 *  1. Specs are ranked: providers in registry order, then the chip manifest, then HapMap 3
 *     chr1, then the synthetic fill (which only takes free positions).
 *  2. An X position inside a PAR is filed under XY (25), as AncestryDNA reports it.
 *  3. Same (chrom, pos), same unordered alleles: one marker, alleles and source of the
 *     higher-ranked spec; it takes the dbSNP rsID if only the lower-ranked spec has one.
 *  4. Same (chrom, pos), different alleles: the lower-ranked spec is dropped (a conflict).
 *  5. Same rsID at two positions: the lower-ranked one is dropped (a conflict).
 */
export function mergeSpecs(ranked: PanelMarkerSpec[], report: Pick<PanelBuildReport, 'merged' | 'conflicts' | 'conflictExamples' | 'invalid' | 'invalidExamples'>): PanelMarkerSpec[] {
  const byPos = new Map<number, PanelMarkerSpec>()
  const byId = new Map<string, PanelMarkerSpec>()
  const kept: PanelMarkerSpec[] = []
  const conflict = (msg: string) => {
    report.conflicts++
    if (report.conflictExamples.length < 20) report.conflictExamples.push(msg)
  }
  for (const original of ranked) {
    const bad = validSpec(original)
    if (bad) {
      report.invalid++
      if (report.invalidExamples.length < 20) report.invalidExamples.push(`${original.source}: ${bad}`)
      continue
    }
    const s = original.chrom === CHROM_X && isPseudoautosomal(original.pos) ? { ...original, chrom: CHROM_XY } : { ...original }
    const key = s.chrom * 2 ** 30 + s.pos
    const there = byPos.get(key)
    if (there) {
      const same = (there.a1 === s.a1 && there.a2 === s.a2) || (there.a1 === s.a2 && there.a2 === s.a1)
      if (!same) {
        conflict(`${s.source} ${s.rsid} ${s.chrom}:${s.pos} ${s.a1}/${s.a2} contradicts ${there.source} ${there.rsid} ${there.a1}/${there.a2}`)
        continue
      }
      report.merged++
      if (!isRs(there.rsid) && isRs(s.rsid) && !byId.has(s.rsid)) {
        byId.delete(there.rsid)
        there.rsid = s.rsid
        byId.set(s.rsid, there)
      }
      continue
    }
    const sameId = byId.get(s.rsid)
    if (sameId) {
      conflict(`${s.source} ${s.rsid} at ${s.chrom}:${s.pos} but ${sameId.source} has it at ${sameId.chrom}:${sameId.pos}`)
      continue
    }
    byPos.set(key, s)
    byId.set(s.rsid, s)
    kept.push(s)
  }
  return kept
}

/** sha256 over 'id\tchrom\tpos\ta1\ta2\n' of every marker in order (sources excluded: provenance
 * can be renamed without invalidating packed kits) */
export function panelChecksum(p: Pick<MarkerPanel, 'size' | 'rsid' | 'chrom' | 'pos' | 'a1' | 'a2'>): string {
  const hash = crypto.createHash('sha256')
  let chunk = ''
  for (let i = 0; i < p.size; i++) {
    chunk += `${p.rsid[i]}\t${p.chrom[i]}\t${p.pos[i]}\t${p.a1[i]}\t${p.a2[i]}\n`
    if (chunk.length > 1 << 16) {
      hash.update(chunk)
      chunk = ''
    }
  }
  hash.update(chunk)
  return hash.digest('hex')
}

function allelePairsOf(specs: { a1: string; a2: string }[]): AllelePairWeight[] {
  const counts = new Map<string, number>()
  for (const s of specs) {
    if (s.a1.length !== 1 || s.a2.length !== 1 || 'ACGT'.indexOf(s.a1) < 0 || 'ACGT'.indexOf(s.a2) < 0) continue
    const k = [s.a1, s.a2].sort().join('/')
    counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  return [...counts].sort().map(([k, weight]) => ({ a: k[0], b: k[2], weight }))
}

export async function buildPanel(ref: Reference, options: BuildPanelOptions): Promise<{ panel: MarkerPanel; report: PanelBuildReport }> {
  const t0 = Date.now()
  const targetSize = options.targetSize ?? DEFAULT_PANEL_SIZE
  const report: PanelBuildReport = {
    builderVersion: PANEL_BUILDER_VERSION,
    targetSize,
    providers: [],
    hapmap3: 0,
    synthetic: 0,
    merged: 0,
    conflicts: 0,
    conflictExamples: [],
    invalid: 0,
    invalidExamples: [],
    strandAmbiguous: 0,
    builtAt: new Date().toISOString(),
    buildMillis: 0
  }
  const ranked: PanelMarkerSpec[] = []
  for (const p of options.providers) {
    const specs = await p.provide(ref)
    report.providers.push({ name: p.name, version: p.version, markers: specs.length })
    for (const s of specs) ranked.push(s)
  }
  if (options.chip) {
    report.chipManifest = { file: options.chip.file, sha256: options.chip.sha256, markers: options.chip.specs.length }
    for (const s of options.chip.specs) ranked.push(s)
  }
  const hm3 = readHapMap3(ref)
  const hapmapSpecs: PanelMarkerSpec[] = hm3.rsid.map((rsid, i) => ({ rsid, chrom: hm3.chrom[i], pos: hm3.pos[i], a1: hm3.a1[i], a2: hm3.a2[i], source: 'hapmap3-chr1' }))
  if (!options.withoutHapMap3) for (const s of hapmapSpecs) ranked.push(s)

  const real = mergeSpecs(ranked, report)
  report.hapmap3 = real.filter(s => s.source === 'hapmap3-chr1').length

  let markers = real
  if (!options.chip && real.length < targetSize) {
    const occupied = new Map<number, Set<number>>()
    for (const s of real) {
      let set = occupied.get(s.chrom)
      if (!set) occupied.set(s.chrom, (set = new Set()))
      set.add(s.pos)
    }
    const fill = syntheticFill({
      count: targetSize - real.length,
      geneticMap: readGeneticMap(ref),
      occupied,
      allelePairs: allelePairsOf(hapmapSpecs),
      seed: `${PANEL_ID_PREFIX}/synthetic-fill`
    })
    const order = fill.pos.map((_, i) => i).sort((a, b) => fill.chrom[a] - fill.chrom[b] || fill.pos[a] - fill.pos[b])
    const synth: PanelMarkerSpec[] = order.map((i, k) => ({ rsid: `i${SYNTHETIC_ID_BASE + k}`, chrom: fill.chrom[i], pos: fill.pos[i], a1: fill.a1[i], a2: fill.a2[i], source: SYNTHETIC_SOURCE }))
    report.synthetic = synth.length
    markers = real.concat(synth)
  }
  markers.sort((a, b) => a.chrom - b.chrom || a.pos - b.pos)

  const size = markers.length
  const sources: string[] = []
  const sourceIndex = new Map<string, number>()
  const chrom = new Uint8Array(size)
  const pos = new Int32Array(size)
  const source = new Uint8Array(size)
  const rsid: string[] = new Array(size)
  const a1: string[] = new Array(size)
  const a2: string[] = new Array(size)
  for (let i = 0; i < size; i++) {
    const m = markers[i]
    let si = sourceIndex.get(m.source)
    if (si === undefined) {
      si = sources.length
      if (si > 255) throw new Error('more than 256 panel sources')
      sources.push(m.source)
      sourceIndex.set(m.source, si)
    }
    chrom[i] = m.chrom
    pos[i] = m.pos
    source[i] = si
    rsid[i] = m.rsid
    a1[i] = m.a1
    a2[i] = m.a2
    if (isStrandAmbiguous(m.a1, m.a2)) report.strandAmbiguous++
  }
  const base = { size, rsid, chrom, pos, a1, a2 }
  const checksum = panelChecksum(base)
  const id = options.chip ? `${PANEL_ID_PREFIX}+${options.chip.name}` : PANEL_ID_PREFIX
  report.buildMillis = Date.now() - t0
  return { panel: { id, checksum, ...base, source, sources }, report }
}

/** counts per chromosome and per source, for `genome panel info` */
export function describePanel(panel: MarkerPanel): { byChrom: Record<string, number>; bySource: Record<string, number>; autosomal: number } {
  const byChrom: Record<string, number> = {}
  const bySource: Record<string, number> = {}
  let autosomal = 0
  for (let i = 0; i < panel.size; i++) {
    byChrom[panel.chrom[i]] = (byChrom[panel.chrom[i]] ?? 0) + 1
    const s = panel.sources[panel.source[i]]
    bySource[s] = (bySource[s] ?? 0) + 1
    if (isAutosome(panel.chrom[i])) autosomal++
  }
  return { byChrom, bySource, autosomal }
}
