import { CHROM_MT, CHROM_X, CHROM_Y } from '../core/chromosome'
import { CallCode, HET, HOM_A1, HOM_A2, NO_CALL } from '../core/genotype'
import { createPackedKit, PackedKit, setCall } from '../core/packed'
import type { MarkerPanel } from '../core/panel'
import { Rng } from '../core/random'
import type { FrequencyModel } from '../panel/frequencies'

/**
 * One synthetic person over the panel: autosomal and PAR genotypes drawn from a population's
 * a2 frequencies (simulationA2: real where the reference has them, synthetic elsewhere), X
 * hemizygous for a male, Y and MT from a haplogroup's alleles when the lineage model gives
 * them, and chip no-calls at a chosen rate.
 *
 * alleles[i]: 0 no-call, 1 a1 only (haploid), 2 a2 only (haploid), 3 a1/a1, 4 a1/a2, 5 a2/a2.
 */
export const GT_NO_CALL = 0
export const GT_HAP_A1 = 1
export const GT_HAP_A2 = 2
export const GT_A1A1 = 3
export const GT_A1A2 = 4
export const GT_A2A2 = 5

export interface IndividualSpec {
  population: string
  sex: 'male' | 'female'
  seed: number | string
  /** per-marker chance of a no-call; consumer chips call 98.5-99.5 % (default 0.008) */
  noCallRate?: number
  /** GRCh37 position -> allele carried on Y, from the lineage model (male only) */
  yAlleles?: Map<number, string>
  /** rCRS position -> allele carried on MT, from the lineage model; other positions are rCRS */
  mtAlleles?: Map<number, string>
}

export interface SyntheticIndividual {
  spec: IndividualSpec
  genotypes: Uint8Array
  /** how Y and MT were filled, for the file header */
  yNote: string
  mtNote: string
}

export const DEFAULT_NO_CALL_RATE = 0.008

export function simulateIndividual(panel: MarkerPanel, freq: FrequencyModel, spec: IndividualSpec): SyntheticIndividual {
  const rng = new Rng(spec.seed)
  const p = freq.simulationA2(spec.population)
  const noCall = spec.noCallRate ?? DEFAULT_NO_CALL_RATE
  const g = new Uint8Array(panel.size)
  const male = spec.sex === 'male'
  let yFromModel = 0
  let mtFromModel = 0
  for (let i = 0; i < panel.size; i++) {
    const chrom = panel.chrom[i]
    if (chrom === CHROM_Y) {
      if (!male) continue // a female has no Y: the file reports Y probes as no-calls
      const al = spec.yAlleles?.get(panel.pos[i])
      if (al !== undefined) yFromModel++
      g[i] = al === panel.a2[i] ? GT_HAP_A2 : GT_HAP_A1
    } else if (chrom === CHROM_MT) {
      const al = spec.mtAlleles?.get(panel.pos[i])
      if (al !== undefined) mtFromModel++
      g[i] = al === panel.a2[i] ? GT_HAP_A2 : GT_HAP_A1
    } else if (chrom === CHROM_X && male) {
      g[i] = rng.next() < p[i] ? GT_HAP_A2 : GT_HAP_A1
    } else {
      const d = (rng.next() < p[i] ? 1 : 0) + (rng.next() < p[i] ? 1 : 0)
      g[i] = GT_A1A1 + d
    }
    if (rng.next() < noCall) g[i] = GT_NO_CALL
  }
  const yNote = !male
    ? 'Y: none (female)'
    : spec.yAlleles
      ? `Y: haplogroup alleles from the lineage model at ${yFromModel} markers, allele 1 of the panel elsewhere`
      : 'Y: no haplogroup model available, every Y marker carries the panel allele 1'
  const mtNote = spec.mtAlleles ? `MT: haplogroup variants from the lineage model at ${mtFromModel} markers, rCRS elsewhere` : 'MT: no haplogroup model available, every MT marker carries the panel allele 1'
  return { spec, genotypes: g, yNote, mtNote }
}

/**
 * The person as a PackedKit on the panel, as harmonisation would pack their raw file
 * (haploid calls homozygous), without writing and parsing a file: for tests and simulations
 * of other engine areas.
 */
export function individualToKit(panel: MarkerPanel, person: SyntheticIndividual): PackedKit {
  const kit = createPackedKit(panel)
  const code: CallCode[] = [NO_CALL, HOM_A1, HOM_A2, HOM_A1, HET, HOM_A2]
  for (let i = 0; i < panel.size; i++) if (person.genotypes[i]) setCall(kit, i, code[person.genotypes[i]])
  return kit
}
