import { CHROM_MT } from '../../core/chromosome'
import type { PanelMarkerSpec } from '../../panel/types'
import type { Reference } from '../../reference'
import { loadMtTree, MtTree } from './tree'
import { isMtHotspot, isMtUnreliablePosition, parseMtVariant } from './variants'

/**
 * The mtDNA positions of the engine's panel, modelled on how array designers choose mt
 * content (no public manifest of a Chinese consumer chip was available): one probe per
 * PhyloTree 17 (forensic update) branch, the branch's most stable substitution (highest
 * haplogrep weight; ties to the lower position), so that every branch that has a
 * substitution can in principle be told from its parent. Length-variable tracts and
 * hotspots (303-317, 513-526, 3105-3109, 16182-16194, 16519) are avoided, as probes there
 * fail. Branches defined only by indels or ambiguous bases get no probe. About 3,700
 * positions; a1 is the rCRS base, a2 the base PhyloTree gives most often at that position.
 */
export const MT_PANEL_SOURCE = 'phylotree17-mt'

export function mtChipPositions(tree: MtTree, haplogroupTable: string): Map<number, string> {
  const lines = haplogroupTable.split('\n').map(l => l.replace(/\r$/, '')).filter(Boolean)
  const header = lines[0].split('\t')
  const cEdge = header.indexOf('xml_edge_mutations')
  if (cEdge < 0) throw new Error('mt haplogroup table: missing column xml_edge_mutations')
  const alleleVotes = new Map<number, Map<string, number>>()
  const chosen = new Set<number>()
  for (const line of lines.slice(1)) {
    const edge = (line.split('\t')[cEdge] ?? '').split(/\s+/).filter(Boolean)
    let best: { pos: number; w: number } | undefined
    for (const label of edge) {
      const v = parseMtVariant(label)
      if (v.kind !== 'snv' || isMtHotspot(v) || isMtUnreliablePosition(v.pos)) continue
      const w = tree.weightByLabel.get(label) ?? tree.weightByLabel.get(v.label) ?? 0
      if (!best || w > best.w || (w === best.w && v.pos < best.pos)) best = { pos: v.pos, w }
      const votes = alleleVotes.get(v.pos) ?? new Map<string, number>()
      // a back-mutation to the rCRS base still tells branches apart: the probe reads both bases
      if (v.allele !== tree.rcrs[v.pos - 1]) votes.set(v.allele, (votes.get(v.allele) ?? 0) + 1)
      alleleVotes.set(v.pos, votes)
    }
    if (best) chosen.add(best.pos)
  }
  const out = new Map<number, string>()
  for (const pos of [...chosen].sort((a, b) => a - b)) {
    const votes = [...(alleleVotes.get(pos) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    if (votes.length) out.set(pos, votes[0][0])
  }
  return out
}

/** Panel provider (src/panel/providers.ts): the chip's mtDNA positions, ids 'mt<pos>'. */
export function mtPanelMarkers(ref: Reference): PanelMarkerSpec[] {
  const tree = loadMtTree(ref, { tree: 'fu' })
  const positions = mtChipPositions(tree, ref.text('mt-phylotree17-fu1-haplogroups'))
  return [...positions].map(([pos, alt]) => ({ rsid: `mt${pos}`, chrom: CHROM_MT, pos, a1: tree.rcrs[pos - 1], a2: alt, source: MT_PANEL_SOURCE }))
}
