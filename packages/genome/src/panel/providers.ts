import { ancestryPanelMarkers } from '../ancestry/load'
import { knowledgePanelMarkers } from '../knowledge/panel'
import { mtPanelMarkers } from '../lineage/mt/panel'
import { yPanelMarkers } from '../lineage/y/panel'
import type { PanelProvider } from './types'

/**
 * Domains that put markers on the panel: one line each. Order is priority: when two specs
 * claim the same position, the earlier provider wins (see build.ts, "merge rule").
 *
 * Expected here: the lineage engineer's Y-SNPs (src/lineage/y), mtDNA positions (src/lineage/mt)
 * and ancestry AIMs (src/ancestry); the knowledge engineer's health markers (src/knowledge).
 * Example:
 *   { name: 'y-snps', version: '1', provide: ref => yPanelMarkers(ref) },
 *
 * The builder itself adds the HapMap 3 chr1 SNPs, an optional chip manifest and the synthetic
 * fill after these, so providers always take precedence over them.
 */
export const PANEL_PROVIDERS: PanelProvider[] = [
  { name: 'knowledge', version: '1', provide: () => knowledgePanelMarkers() },
  { name: 'ancestry-aims', version: '1', provide: ref => ancestryPanelMarkers(ref) },
  { name: 'y-snps', version: '1', provide: ref => yPanelMarkers(ref) },
  { name: 'mt-phylotree17', version: '1', provide: ref => mtPanelMarkers(ref) }
]
