import type { MarkerPanel } from '../../core/panel'
import { Rng } from '../../core/random'
import { getReference } from '../../reference'
import { ChromosomeMap, readGeneticMap } from '../../reference/readers'
import { PopulationFrequencies } from '../../simulate/people'
import { createMatchPanel, MatchPanel } from '../match-panel'

/**
 * Test panels: markers placed uniformly in bp over chosen autosomes of the real GRCh37 genetic
 * map, at about the density of a 640,000-marker chip (~180 markers per cM), with allele
 * frequencies drawn per marker. Small enough for unit tests, real enough that the segment
 * thresholds (7 cM, 500 markers) mean what they mean on the production panel.
 */

let mapCache: Map<number, ChromosomeMap> | undefined
export function geneticMap(): Map<number, ChromosomeMap> {
  return (mapCache ??= readGeneticMap(getReference()))
}

export interface TestPanel {
  panel: MarkerPanel
  match: MatchPanel
  /** two populations: 'POP1' and 'POP2', drifted apart (F_ST ~ 0.1) */
  populations: PopulationFrequencies[]
}

export function testPanel(options: { chromosomes: number[]; markersPerCm?: number; seed?: string }): TestPanel {
  const map = geneticMap()
  const rng = new Rng(options.seed ?? 'test-panel')
  const density = options.markersPerCm ?? 180
  const chrom: number[] = []
  const pos: number[] = []
  for (const c of [...options.chromosomes].sort((a, b) => a - b)) {
    const m = map.get(c)!
    const first = m.pos[0]
    const last = m.pos[m.pos.length - 1]
    const count = Math.round((m.cM[m.cM.length - 1] - m.cM[0]) * density)
    const ps = new Set<number>()
    while (ps.size < count) ps.add(first + Math.floor(rng.next() * (last - first)))
    for (const p of [...ps].sort((a, b) => a - b)) {
      chrom.push(c)
      pos.push(p)
    }
  }
  const size = chrom.length
  const panel: MarkerPanel = {
    id: `test-${options.chromosomes.join('-')}-${density}`,
    checksum: `test-${size}`,
    size,
    rsid: chrom.map((_, i) => `t${i}`),
    chrom: Uint8Array.from(chrom),
    pos: Int32Array.from(pos),
    a1: chrom.map(() => 'A'),
    a2: chrom.map(() => 'G'),
    source: new Uint8Array(size),
    sources: ['test']
  }
  // ancestral frequency from a spectrum like HapMap 3 common SNPs (MAF 0.02-0.5), then
  // Balding-Nichols drift F = 0.05 for each population (F_ST between them ~ 0.1)
  const p1 = new Float32Array(size)
  const p2 = new Float32Array(size)
  for (let i = 0; i < size; i++) {
    const maf = 0.02 + 0.48 * rng.next()
    const anc = rng.next() < 0.5 ? maf : 1 - maf
    const k = (1 - 0.05) / 0.05
    p1[i] = rng.beta(anc * k, (1 - anc) * k)
    p2[i] = rng.beta(anc * k, (1 - anc) * k)
  }
  return { panel, match: createMatchPanel(panel, map), populations: [{ population: 'POP1', a2: p1 }, { population: 'POP2', a2: p2 }] }
}
