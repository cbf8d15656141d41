import type { MarkerPanel } from '../core/panel'
import { buildFrequencyModel, FrequencyModel } from '../panel/frequencies'
import type { Reference } from '../reference'
import { readGeneticMap } from '../reference/readers'
import { createMatchPanel, MatchPanel } from './match-panel'
import { createScreenLayout, oppositeHomozygoteChance, ScreenLayout, ScreenParams } from './screen'

/**
 * Populations whose allele frequencies rank screening markers. The product's database is
 * mostly East Asian, and a marker's value for the screen is its chance of showing opposite
 * homozygotes in the pairs actually compared. A different mix only changes speed, never
 * results: the screen cannot reject a true segment whatever markers it uses.
 */
export const DEFAULT_SCREEN_POPULATIONS = ['EAS'] as const

/** mean chance of opposite homozygotes per marker over the given frequency groups */
export function screeningInformativeness(model: Pick<FrequencyModel, 'simulationA2'>, groups: readonly string[], markerCount: number): Float64Array {
  const out = new Float64Array(markerCount)
  for (const g of groups) {
    const a2 = model.simulationA2(g)
    for (let i = 0; i < markerCount; i++) out[i] += oppositeHomozygoteChance(a2[i]) / groups.length
  }
  return out
}

export interface RelativesSetup {
  panel: MarkerPanel
  match: MatchPanel
  layout: ScreenLayout
  frequencies: FrequencyModel
}

/**
 * Everything matching needs on one panel: cM positions and the screening layout (chosen with
 * the frequency model's values; see screen.ts). Building takes a few seconds; an index stores
 * its layout, so queries do not rebuild it.
 */
export function createRelativesSetup(panel: MarkerPanel, ref: Reference, options: { screenPopulations?: readonly string[]; screen?: Partial<ScreenParams>; frequencies?: FrequencyModel } = {}): RelativesSetup {
  const match = createMatchPanel(panel, readGeneticMap(ref))
  const frequencies = options.frequencies ?? buildFrequencyModel(panel, ref)
  const info = screeningInformativeness(frequencies, options.screenPopulations ?? DEFAULT_SCREEN_POPULATIONS, panel.size)
  return { panel, match, layout: createScreenLayout(match, info, options.screen), frequencies }
}
