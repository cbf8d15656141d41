import { parseChrom } from '../core'
import type { PanelMarkerSpec } from '../panel/types'
import { loadKnowledgeBase } from './load'
import type { KnowledgeBase } from './types'

/** Every knowledge-base marker that common chips type, for the engine's panel (src/panel/providers.ts). */
export function knowledgePanelMarkers(kb: KnowledgeBase = loadKnowledgeBase()): PanelMarkerSpec[] {
  return [...kb.markers.values()]
    .filter(m => m.onCommonChips)
    .map(m => ({ rsid: m.rsid, chrom: parseChrom(m.chrom), pos: m.pos, a1: m.ref, a2: m.alt, source: 'knowledge' }))
}
