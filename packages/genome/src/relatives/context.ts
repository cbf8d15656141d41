import * as crypto from 'crypto'
import * as fs from 'fs'
import * as path from 'path'
import type { MarkerPanel } from '../core/panel'
import { buildFrequencyModel, FREQUENCY_MODEL_VERSION, FrequencyModel } from '../panel/frequencies'
import { genomeCacheDir, Reference } from '../reference'
import { readGeneticMap } from '../reference/readers'
import { createMatchPanel, MatchPanel } from './match-panel'
import { createScreenLayout, DEFAULT_SCREEN_PARAMS, deserializeScreenLayout, oppositeHomozygoteChance, ScreenLayout, ScreenParams, SCREEN_FORMAT_VERSION, serializeScreenLayout } from './screen'
import { writeFileAtomic } from '../core/atomic-file'

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

export interface ScreenLayoutOptions {
  screenPopulations?: readonly string[]
  screen?: Partial<ScreenParams>
  /** directory of the cached layout (default: the engine cache, GENOME_CACHE_DIR) */
  cacheDir?: string
}

/**
 * The screen layout of a panel, chosen with the frequency model's values (a few seconds: the
 * frequencies of five populations) and cached in the engine's cache directory, keyed by the
 * panel checksum, the frequency model version, the populations and the screen parameters.
 * `frequencies` is called only when the cache has no layout yet.
 */
export function screenLayoutFor(panel: MarkerPanel, match: MatchPanel, frequencies: () => FrequencyModel, options: ScreenLayoutOptions = {}): ScreenLayout {
  const populations = options.screenPopulations ?? DEFAULT_SCREEN_POPULATIONS
  const params = { ...DEFAULT_SCREEN_PARAMS, ...options.screen }
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify({ panel: panel.checksum, frequencies: FREQUENCY_MODEL_VERSION, populations, params, format: SCREEN_FORMAT_VERSION }))
    .digest('hex')
    .slice(0, 20)
  const dir = options.cacheDir ?? genomeCacheDir()
  const file = path.join(dir, `relatives-screen-${key}.bin`)
  if (fs.existsSync(file)) {
    try {
      return deserializeScreenLayout(fs.readFileSync(file), match.cm)
    } catch {
      // a damaged cache file is rebuilt below
    }
  }
  const layout = createScreenLayout(match, screeningInformativeness(frequencies(), populations, panel.size), params)
  fs.mkdirSync(dir, { recursive: true })
  writeFileAtomic(file, serializeScreenLayout(layout))
  return layout
}

export interface RelativesSetup {
  panel: MarkerPanel
  match: MatchPanel
  layout: ScreenLayout
  frequencies: FrequencyModel
}

/**
 * Everything matching needs on one panel: cM positions and the screening layout (chosen with
 * the frequency model's values; see screen.ts, cached). An index stores its layout, so queries
 * never need the frequency model.
 */
export function createRelativesSetup(panel: MarkerPanel, ref: Reference, options: ScreenLayoutOptions & { frequencies?: FrequencyModel } = {}): RelativesSetup {
  const match = createMatchPanel(panel, readGeneticMap(ref))
  const frequencies = options.frequencies ?? buildFrequencyModel(panel, ref)
  return { panel, match, layout: screenLayoutFor(panel, match, () => frequencies, options), frequencies }
}
