import { CHROM_Y } from '../../core/chromosome'
import { CallCode, HOM_A1, HOM_A2, NO_CALL } from '../../core/genotype'
import { createPackedKit, getCall, PackedKit, setCall } from '../../core/packed'
import type { PanelIndex } from '../../core/panel'
import type { Rng } from '../../core/random'
import { pathDepths, yAlleleAt } from './genotypes'
import { findHaplogroup, pathTo, YTree } from './tree'

export interface ChipNoise {
  /** share of markers reported as no-calls */
  noCallRate: number
  /** share of reported calls replaced by the other allele (the worst error for a haploid call) */
  errorRate: number
}

/**
 * A male kit carrying `haplogroup` on the panel's Y markers (other markers left as no-calls),
 * with chip noise: for accuracy tests and the evaluation. Markers the tree does not know get
 * the panel's allele 1.
 */
export function simulateYKit(index: PanelIndex, tree: YTree, haplogroup: string, noise: ChipNoise, rng: Rng): { kit: PackedKit; errors: number; noCalls: number } {
  const panel = index.panel
  const node = findHaplogroup(tree, haplogroup)
  if (node < 0) throw new Error(`unknown Y haplogroup '${haplogroup}'`)
  const onPath = pathDepths(tree, node)
  const kit = createPackedKit(panel)
  const [start, end] = index.chromRange(CHROM_Y)
  let errors = 0
  let noCalls = 0
  for (let i = start; i < end; i++) {
    if (rng.next() < noise.noCallRate) {
      setCall(kit, i, NO_CALL)
      noCalls++
      continue
    }
    // same rule as yGenotypesForHaplogroup, at the panel's positions; markers the tree does not
    // know read allele 1, and an allele the probe does not carry fails to call
    const at = tree.snpsByPos.get(panel.pos[i])
    const allele = at ? yAlleleAt(tree, at, onPath) : panel.a1[i]
    if (allele !== panel.a1[i] && allele !== panel.a2[i]) {
      setCall(kit, i, NO_CALL)
      noCalls++
      continue
    }
    let code: CallCode = allele === panel.a2[i] ? HOM_A2 : HOM_A1
    if (rng.next() < noise.errorRate) {
      code = code === HOM_A1 ? HOM_A2 : HOM_A1
      errors++
    }
    setCall(kit, i, code)
  }
  return { kit, errors, noCalls }
}

/**
 * The deepest clade a perfect caller could report for a man of `haplogroup` from this kit:
 * the deepest node of his path with at least one SNP the kit has a call for (before errors).
 * The yardstick of "full haplogroup" in the accuracy tests and the evaluation.
 */
export function resolvableYHaplogroup(index: PanelIndex, tree: YTree, haplogroup: string, kit: PackedKit): string {
  const node = findHaplogroup(tree, haplogroup)
  let deepest = tree.root
  for (const n of pathTo(tree, node)) {
    const typed = tree.nodes[n].snps.some(s => {
      const snp = tree.snps[s]
      if (snp.indel) return false
      const i = index.byPosition(CHROM_Y, snp.pos)
      return i >= 0 && getCall(kit, i) !== NO_CALL && (index.panel.a1[i] === snp.derived || index.panel.a2[i] === snp.derived)
    })
    if (typed) deepest = n
  }
  return tree.nodes[deepest].name
}
