import * as crypto from 'crypto'
import * as fs from 'fs'
import * as zlib from 'zlib'
import { AncestryConfig, THOUSAND_GENOMES_CONFIG, validateConfig } from './config'
import type { GenotypeMatrix, ReferenceMarker } from './genotype-sources'
import { fitLatentComponents, frequencyFromCounts } from './model'
import { measureResolution, RegionResolution } from './resolution'

/**
 * An ancestry reference panel: per reference population, allele counts at each marker (no
 * individual genotypes), the latent components estimated from admixed populations, and the
 * measured resolution of each region. Written by `genome ref build`, read by
 * loadAncestryPanel(); JSON, gzip-compressed when the file name ends in .gz.
 */
export const ANCESTRY_PANEL_FORMAT = 'xungen-ancestry-reference'
export const ANCESTRY_PANEL_FORMAT_VERSION = 1
/** bump when the build rules change */
export const ANCESTRY_BUILDER_VERSION = 2

export interface PopulationCounts {
  name: string
  region: string
  role: 'reference' | 'admixed' | 'excluded'
  samples: number
  /** alt-allele copies per marker */
  altCount: number[]
  /** called allele copies per marker */
  alleleCount: number[]
}

export interface LatentComponent {
  region: string
  /** admixed populations it was estimated from */
  populations: string[]
  samples: number
  /** expected alt-allele and total copies of this ancestry in those people */
  altCount: number[]
  alleleCount: number[]
  iterations: number
  converged: boolean
  /** mean proportions of the admixed populations' people, by population and source region */
  admixedMeans: Record<string, Record<string, number>>
}

export interface AncestryReferencePanel {
  format: typeof ANCESTRY_PANEL_FORMAT
  formatVersion: number
  builderVersion: number
  /** 'anc-' + first 16 hex of a sha256 over markers and counts */
  id: string
  build: 'GRCh37'
  createdAt: string
  config: AncestryConfig
  sources: GenotypeMatrix['sources']
  skipped: Record<string, number>
  markers: ReferenceMarker[]
  populations: PopulationCounts[]
  latent: LatentComponent[]
  resolution: RegionResolution[]
}

export interface BuildAncestryInput {
  genotypes: GenotypeMatrix
  /** sample -> population */
  labels: Map<string, string>
  config?: AncestryConfig
}

/** The per-person proportions of the latent fit (for leave-one-out evaluation), not stored in the panel. */
export interface LatentFitDetails {
  region: string
  components: string[]
  samples: string[]
  /** people × components */
  Q: Float64Array
}

/**
 * Builds the panel (`genome ref build`): counts per population, latent components, resolution.
 * Populations absent from the configuration, and samples without a label, are left out.
 */
export function buildAncestryReference(input: BuildAncestryInput, options: { createdAt?: string } = {}): { panel: AncestryReferencePanel; latentFits: LatentFitDetails[] } {
  const config = input.config ?? THOUSAND_GENOMES_CONFIG
  const problems = validateConfig(config)
  if (problems.length) throw new Error(`ancestry configuration: ${problems.join('; ')}`)
  const { genotypes: mx, labels } = input
  const M = mx.markers.length
  if (!M) throw new Error('no markers in the reference genotypes')
  const skipped: Record<string, number> = { ...mx.skipped }
  const rowsByPop = new Map<string, number[]>()
  mx.samples.forEach((s, row) => {
    const pop = labels.get(s)
    if (!pop) {
      skipped['sample without a population label'] = (skipped['sample without a population label'] ?? 0) + 1
      return
    }
    if (!config.populations[pop]) {
      skipped['sample of a population the configuration does not list'] = (skipped['sample of a population the configuration does not list'] ?? 0) + 1
      return
    }
    const rows = rowsByPop.get(pop) ?? []
    rows.push(row)
    rowsByPop.set(pop, rows)
  })
  const populations: PopulationCounts[] = []
  for (const [name, role] of Object.entries(config.populations)) {
    const rows = rowsByPop.get(name) ?? []
    const altCount = new Array<number>(M).fill(0)
    const alleleCount = new Array<number>(M).fill(0)
    for (const row of rows) {
      for (let m = 0; m < M; m++) {
        const d = mx.dosages[row * M + m]
        if (d < 0) continue
        altCount[m] += d
        alleleCount[m] += 2
      }
    }
    populations.push({ name, region: role.region, role: role.role, samples: rows.length, altCount, alleleCount })
  }

  // latent regions: no reference population, carried by admixed populations
  const referenceRegions = new Set(populations.filter(p => p.role === 'reference' && p.samples > 0).map(p => p.region))
  const latentRegions = config.regions.map(r => r.id).filter(r => !referenceRegions.has(r))
  const latent: LatentComponent[] = []
  const latentFits: LatentFitDetails[] = []
  for (const region of latentRegions) {
    const popNames = Object.entries(config.populations)
      .filter(([p, r]) => r.role === 'admixed' && (r.sources ?? []).includes(region) && (rowsByPop.get(p) ?? []).length > 0)
      .map(([p]) => p)
    if (!popNames.length) throw new Error(`region ${region} has no reference population and no admixed people to estimate it from`)
    const components = [...new Set(popNames.flatMap(p => config.populations[p].sources ?? []))]
    const unknown = components.filter(c => c !== region && !referenceRegions.has(c))
    if (unknown.length) throw new Error(`latent ${region}: its sources ${unknown.join(', ')} have no reference populations`)
    const K = components.length
    const rows = popNames.flatMap(p => rowsByPop.get(p) as number[])
    const n = rows.length
    const G = new Int8Array(n * M)
    rows.forEach((row, i) => G.set(mx.dosages.subarray(row * M, row * M + M), i * M))
    const F = new Float64Array(K * M)
    components.forEach((c, k) => {
      // fixed rows: pooled reference frequencies; the latent row starts at the admixed people's own frequency
      const source = c === region ? populations.filter(p => popNames.includes(p.name)) : populations.filter(p => p.region === c && p.role === 'reference')
      for (let m = 0; m < M; m++) {
        let a = 0
        let t = 0
        for (const p of source) {
          a += p.altCount[m]
          t += p.alleleCount[m]
        }
        F[k * M + m] = frequencyFromCounts(a, t)
      }
    })
    const sourceMask = new Uint8Array(n * K)
    let i = 0
    for (const p of popNames) {
      const src = new Set(config.populations[p].sources)
      const count = (rowsByPop.get(p) as number[]).length
      for (let r = 0; r < count; r++, i++) components.forEach((c, k) => (sourceMask[i * K + k] = src.has(c) ? 1 : 0))
    }
    const fit = fitLatentComponents({ genotypes: G, n, M, F, K, latent: components.map(c => c === region), sourceMask })
    const kL = components.indexOf(region)
    const admixedMeans: Record<string, Record<string, number>> = {}
    let offset = 0
    for (const p of popNames) {
      const cnt = (rowsByPop.get(p) as number[]).length
      admixedMeans[p] = Object.fromEntries(components.map((c, k) => {
        let s = 0
        for (let r = offset; r < offset + cnt; r++) s += fit.Q[r * K + k]
        return [c, round(s / cnt)]
      }))
      offset += cnt
    }
    latent.push({
      region,
      populations: popNames,
      samples: n,
      altCount: Array.from(fit.altCount.subarray(kL * M, kL * M + M), round),
      alleleCount: Array.from(fit.totalCount.subarray(kL * M, kL * M + M), round),
      iterations: fit.iterations,
      converged: fit.converged,
      admixedMeans
    })
    latentFits.push({ region, components, samples: rows.map(r => mx.samples[r]), Q: fit.Q })
  }

  const referenceLabels = new Map([...labels].filter(([, p]) => config.populations[p]?.role === 'reference'))
  const resolution = measureResolution(mx, referenceLabels, config)
  const body = { markers: mx.markers, populations, latent }
  const id = 'anc-' + crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16)
  const panel: AncestryReferencePanel = {
    format: ANCESTRY_PANEL_FORMAT,
    formatVersion: ANCESTRY_PANEL_FORMAT_VERSION,
    builderVersion: ANCESTRY_BUILDER_VERSION,
    id,
    build: 'GRCh37',
    createdAt: options.createdAt ?? new Date().toISOString(),
    config,
    sources: mx.sources,
    skipped,
    markers: mx.markers,
    populations,
    latent,
    resolution
  }
  return { panel, latentFits }
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4
}

export function serializeAncestryPanel(panel: AncestryReferencePanel, file: string): void {
  const json = JSON.stringify(panel)
  fs.writeFileSync(file, file.endsWith('.gz') ? zlib.gzipSync(json) : json)
}

export function parseAncestryPanel(bytes: Buffer): AncestryReferencePanel {
  const raw = bytes[0] === 0x1f && bytes[1] === 0x8b ? zlib.gunzipSync(bytes) : bytes
  const panel = JSON.parse(raw.toString('utf8')) as AncestryReferencePanel
  if (panel.format !== ANCESTRY_PANEL_FORMAT) throw new Error('not an ancestry reference panel (format field)')
  if (panel.formatVersion !== ANCESTRY_PANEL_FORMAT_VERSION) throw new Error(`ancestry reference panel format ${panel.formatVersion} is not supported (expected ${ANCESTRY_PANEL_FORMAT_VERSION}); rebuild it with genome ref build`)
  const M = panel.markers.length
  for (const p of [...panel.populations, ...panel.latent]) {
    if (p.altCount.length !== M || p.alleleCount.length !== M) throw new Error(`ancestry reference panel: counts of ${'name' in p ? p.name : p.region} do not match the ${M} markers`)
  }
  return panel
}

/** A component of the model: what the report shows, and the allele frequencies behind it. */
export interface AncestryComponent {
  /** 'EAS', or 'EAS/Han Chinese' for a sub-region */
  id: string
  region: string
  label: string
  labelZh: string
  /** reference populations pooled into it, or the admixed populations a latent one was estimated from */
  populations: string[]
  latent: boolean
}

export interface ComponentModel {
  components: AncestryComponent[]
  /** K × M alt-allele frequencies, row-major */
  F: Float64Array
  M: number
}

export interface ComponentModelOptions {
  /** leave one person out of their population's counts (leave-one-out evaluation) */
  exclude?: { population: string; dosages: ArrayLike<number> }[]
  /** replace a latent component's frequencies (a leave-one-out refit) */
  latentFrequencies?: Map<string, Float64Array>
  /** report every region whole even when a finer grouping was accepted */
  regionsOnly?: boolean
}

/** The components the report shows (regions, or accepted sub-regions) with their frequencies. */
export function componentModel(panel: AncestryReferencePanel, options: ComponentModelOptions = {}): ComponentModel {
  const M = panel.markers.length
  const comps: AncestryComponent[] = []
  const rows: Float64Array[] = []
  const counts = new Map(panel.populations.map(p => [p.name, { alt: Float64Array.from(p.altCount), tot: Float64Array.from(p.alleleCount) }]))
  for (const ex of options.exclude ?? []) {
    const c = counts.get(ex.population)
    if (!c) continue
    for (let m = 0; m < M; m++) {
      const d = ex.dosages[m]
      if (d < 0) continue
      c.alt[m] -= d
      c.tot[m] -= 2
    }
  }
  const pooled = (pops: string[]) => {
    const f = new Float64Array(M)
    for (let m = 0; m < M; m++) {
      let a = 0
      let t = 0
      for (const p of pops) {
        const c = counts.get(p)
        if (!c) continue
        a += c.alt[m]
        t += c.tot[m]
      }
      f[m] = frequencyFromCounts(a, t)
    }
    return f
  }
  for (const region of panel.config.regions) {
    const lat = panel.latent.find(l => l.region === region.id)
    if (lat) {
      const override = options.latentFrequencies?.get(region.id)
      rows.push(override ? Float64Array.from(override) : Float64Array.from(lat.altCount.map((a, m) => frequencyFromCounts(a, lat.alleleCount[m]))))
      comps.push({ id: region.id, region: region.id, label: region.label, labelZh: region.labelZh, populations: lat.populations, latent: true })
      continue
    }
    const refs = panel.populations.filter(p => p.region === region.id && p.role === 'reference' && p.samples > 0).map(p => p.name)
    const res = panel.resolution.find(r => r.region === region.id)
    const chosen = !options.regionsOnly && res?.chosen ? res.candidates.find(c => c.name === res.chosen) : undefined
    if (chosen) {
      for (const [group, pops] of Object.entries(chosen.groups)) {
        rows.push(pooled(pops))
        comps.push({ id: `${region.id}/${group}`, region: region.id, label: group, labelZh: `${region.labelZh}·${group}`, populations: pops, latent: false })
      }
    } else {
      rows.push(pooled(refs))
      comps.push({ id: region.id, region: region.id, label: region.label, labelZh: region.labelZh, populations: refs, latent: false })
    }
  }
  const F = new Float64Array(comps.length * M)
  rows.forEach((r, k) => F.set(r, k * M))
  return { components: comps, F, M }
}
