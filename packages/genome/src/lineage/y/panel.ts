import { CHROM_Y } from '../../core/chromosome'
import type { PanelMarkerSpec } from '../../panel/types'
import type { Reference } from '../../reference'
import { loadYTree, majorClade, YTree } from './tree'

/**
 * The Y-SNPs of the engine's panel: what a consumer chip with East Asian content carries.
 *
 * There is no public manifest of a Chinese consumer chip's Y content, so the choice follows
 * how array designers pick lineage content (one or a few probes per named branch):
 *  1. every ISOGG SNV that Y-LineageTracker marks as the representative ("key") SNP of its
 *     haplogroup: about one marker for each of ~4,200 branches across the whole tree, which
 *     resolves every major clade and most named subclades world-wide;
 *  2. East Asian depth: in the clades that make up nearly all Chinese paternal lineages
 *     (O, C, N, D, Q; e.g. Yan S et al. 2014, Eur J Hum Genet 22:1118, and the 1000 Genomes
 *     CHB/CHS/CDX/JPT/KHV labels in the reference data), up to two more SNVs per branch, those
 *     with a dbSNP rsID (assayable, named in vendor files) and a firm placement, so that a
 *     single failed or wrong probe does not cost a level of depth there.
 * Tentative placements ('~') are left off unless they are a branch's key SNP; indels are left
 * off (array vendors report them inconsistently). One marker per position; a1 is the GRCh37
 * reference allele where the source says the reference carries the derived allele, else the
 * ancestral allele.
 */
export const Y_PANEL_SOURCE = 'isogg-y'
export const Y_EAST_ASIAN_CLADES = ['O', 'C', 'N', 'D', 'Q'] as const
/** extra SNVs per East Asian branch on top of its key SNP */
export const Y_EAST_ASIAN_EXTRA_PER_BRANCH = 2

/** indexes into tree.snps of the SNPs a chip carries, by the rule above */
export function selectYPanelSnps(tree: YTree): number[] {
  const chosen = new Set<number>()
  tree.snps.forEach((s, i) => {
    if (s.key && !s.indel) chosen.add(i)
  })
  const eastAsian = new Set<string>(Y_EAST_ASIAN_CLADES)
  for (const node of tree.nodes) {
    if (!eastAsian.has(majorClade(node.name))) continue
    const extra = node.snps
      .filter(i => {
        const s = tree.snps[i]
        return !s.indel && !s.tentative && !s.key && /^rs\d+$/.test(s.rsid)
      })
      // stable choice: the classic M/P/F names first (the SNPs the literature reports), then by position
      .sort((a, b) => rank(tree, a) - rank(tree, b) || tree.snps[a].pos - tree.snps[b].pos)
      .slice(0, Y_EAST_ASIAN_EXTRA_PER_BRANCH)
    for (const i of extra) chosen.add(i)
  }
  return [...chosen].sort((a, b) => tree.snps[a].pos - tree.snps[b].pos || a - b)
}

function rank(tree: YTree, i: number): number {
  const n = tree.snps[i].name
  return /^M\d/.test(n) ? 0 : /^P\d/.test(n) ? 1 : /^F\d/.test(n) ? 2 : /^CTS\d/.test(n) ? 3 : 4
}

/** Panel specs of the chosen SNPs: one per position, unique ids (rsID, else the SNP name). */
export function yPanelSpecs(tree: YTree): PanelMarkerSpec[] {
  const byPos = new Map<number, PanelMarkerSpec>()
  const ids = new Set<string>()
  for (const i of selectYPanelSnps(tree)) {
    const s = tree.snps[i]
    const there = byPos.get(s.pos)
    if (there) continue // a duplicate or recurrent SNP at the same site: one probe reads it
    let id = /^rs\d+$/.test(s.rsid) && !ids.has(s.rsid) ? s.rsid : s.name.replace(/[^A-Za-z0-9._-]/g, '')
    if (!id || ids.has(id)) id = `Y${s.pos}`
    ids.add(id)
    const [a1, a2] = s.refIsDerived ? [s.derived, s.ancestral] : [s.ancestral, s.derived]
    byPos.set(s.pos, { rsid: id, chrom: CHROM_Y, pos: s.pos, a1, a2, source: Y_PANEL_SOURCE })
  }
  return [...byPos.values()].sort((a, b) => a.pos - b.pos)
}

/** Panel provider (src/panel/providers.ts): the Y-SNPs a consumer chip carries. */
export function yPanelMarkers(ref: Reference): PanelMarkerSpec[] {
  return yPanelSpecs(loadYTree(ref))
}
