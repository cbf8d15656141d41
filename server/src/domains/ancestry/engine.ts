/**
 * The ancestry domain's use of the genome engine: the Y and mt calls with their evidence and the
 * composition with its intervals, recomputed from a detection's packed kit (the pipeline stores
 * only the names), and the shared segments of two kits for the chromosome browser.
 */
import path from 'node:path'
import { readFileSync } from 'node:fs'
import {
  createComparator,
  createMatchPanel,
  deserializeKit,
  getReference,
  isPackedFor,
  loadPanel,
  planesFromPackedKit,
  readGeneticMap,
  type LoadedPanel,
  type MatchPanel,
  type PackedKit
} from '@xungen/genome/src'
import { callYHaplogroup, loadYTree, type YHaplogroupCall } from '@xungen/genome/src/lineage/y'
import { callMtHaplogroup, loadMtTree, type MtHaplogroupCall } from '@xungen/genome/src/lineage/mt'
import { estimateAncestry, loadAncestryPanel, type AncestryEstimate } from '@xungen/genome/src/ancestry'

let panelPromise: Promise<LoadedPanel> | null = null
let matchPanel: MatchPanel | null = null

function panel(): Promise<LoadedPanel> {
  panelPromise ??= loadPanel({ ref: getReference() }).catch(err => {
    panelPromise = null
    throw err
  })
  return panelPromise
}

/** the packed kit, or null when it was packed on another panel than the engine's current one */
export async function unpack(bytes: Uint8Array): Promise<{ kit: PackedKit; loaded: LoadedPanel } | null> {
  const loaded = await panel()
  const { kit } = deserializeKit(bytes)
  if (!isPackedFor(kit as PackedKit, loaded.panel)) return null
  return { kit: kit as PackedKit, loaded }
}

type NoCall = { status: string; reason?: string }

export async function lineageOf(bytes: Uint8Array, sex: string | null) {
  const u = await unpack(bytes)
  if (!u) return null
  const ref = getReference()
  const y: YHaplogroupCall | NoCall =
    sex === 'female' ? { status: 'not-applicable', reason: '女性没有 Y 染色体，父系单倍群需由家中男性（父亲、兄弟）检测' } : (callYHaplogroup(u.kit, u.loaded.index, await loadYTree(ref)) as YHaplogroupCall | NoCall)
  const mt = callMtHaplogroup(u.kit, u.loaded.index, await loadMtTree(ref)) as MtHaplogroupCall | NoCall
  const an = estimateAncestry(u.kit, u.loaded.index, await loadAncestryPanel(ref)) as AncestryEstimate | NoCall
  return { y, mt, an }
}

interface YPopulations {
  men: Array<{ haplogroup: string; population: string; group: string }>
  index: Array<{ haplogroup: string; population: string }>
}
let yPops: YPopulations | null = null

/** 1000 Genomes men with their ISOGG haplogroups and populations, and the Y-LineageTracker population index */
export function yPopulationData(): YPopulations {
  if (yPops) return yPops
  const dir = path.join(getReference().dir, 'y_haplogroups')
  const rows = (file: string, sep: string) =>
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map(l => l.split(sep))
  const popOf = new Map(rows('1000g_male_populations.tsv', '\t').map(([id, pop, group]) => [id, { pop, group }]))
  const men = rows('1000g_male_y_haplogroups.tsv', '\t').flatMap(([id, hg]) => {
    const p = popOf.get(id)
    return p ? [{ haplogroup: hg, population: p.pop, group: p.group }] : []
  })
  const index = rows('ylt_isogg_population_index.csv', ',').map(([, haplogroup, population]) => ({ haplogroup, population }))
  yPops = { men, index }
  return yPops
}

/** per 1000 Genomes population: its men, and those whose haplogroup lies in the clade (long-form prefix, ISOGG naming) */
export function cladeByPopulation(clade: string) {
  const data = yPopulationData()
  const byPop = new Map<string, { population: string; group: string; men: number; inClade: number }>()
  for (const m of data.men) {
    const row = byPop.get(m.population) ?? { population: m.population, group: m.group, men: 0, inClade: 0 }
    row.men++
    if (m.haplogroup.replace(/[~*]$/, '').startsWith(clade)) row.inClade++
    byPop.set(m.population, row)
  }
  return [...byPop.values()].filter(r => r.inClade > 0).sort((a, b) => b.inClade / b.men - a.inClade / a.men)
}

function comparatorPanel(loaded: LoadedPanel): MatchPanel {
  matchPanel ??= createMatchPanel(loaded.panel, readGeneticMap(getReference()))
  return matchPanel
}

export async function chromosomeLengths(): Promise<Array<{ chrom: number; cm: number }>> {
  const mp = comparatorPanel(await panel())
  return mp.autosomes.map(a => ({ chrom: a.chrom, cm: Math.round(a.endCm * 10) / 10 }))
}

/** counted half-identical segments of two kits (full segments mark the stretches that are identical on both copies) */
export async function sharedSegments(a: Uint8Array, b: Uint8Array) {
  const ua = await unpack(a)
  const ub = await unpack(b)
  if (!ua || !ub) return []
  const compare = createComparator(comparatorPanel(ua.loaded))
  const r = compare(planesFromPackedKit(ua.kit), planesFromPackedKit(ub.kit))
  const full = r.segments.filter(s => s.kind === 'full')
  return r.segments
    .filter(s => s.kind === 'half' && s.counted)
    .map(s => ({
      chrom: s.chrom,
      startCm: Math.round(s.startCm * 10) / 10,
      endCm: Math.round(s.endCm * 10) / 10,
      cm: Math.round(s.cm * 10) / 10,
      startPos: s.startPos,
      endPos: s.endPos,
      fullyIdentical: full.some(f => f.chrom === s.chrom && f.startPos >= s.startPos && f.endPos <= s.endPos)
    }))
}
