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
interface YSiteTable {
  start: number
  /** per Y marker of the panel: its alleles and the tree's SNPs at its position */
  a1: string[]
  a2: string[]
  snps: (readonly number[] | undefined)[]
}

const siteTables = new WeakMap<YTree, WeakMap<object, YSiteTable>>()

function siteTable(index: PanelIndex, tree: YTree): YSiteTable {
  let byPanel = siteTables.get(tree)
  if (!byPanel) siteTables.set(tree, (byPanel = new WeakMap()))
  const hit = byPanel.get(index.panel)
  if (hit) return hit
  const [start, end] = index.chromRange(CHROM_Y)
  const p = index.panel
  const t: YSiteTable = { start, a1: [], a2: [], snps: [] }
  for (let i = start; i < end; i++) {
    t.a1.push(p.a1[i])
    t.a2.push(p.a2[i])
    t.snps.push(tree.snpsByPos.get(p.pos[i]))
  }
  byPanel.set(index.panel, t)
  return t
}

export function simulateYKit(index: PanelIndex, tree: YTree, haplogroup: string, noise: ChipNoise, rng: Rng): { kit: PackedKit; errors: number; noCalls: number } {
  const node = findHaplogroup(tree, haplogroup)
  if (node < 0) throw new Error(`unknown Y haplogroup '${haplogroup}'`)
  const onPath = pathDepths(tree, node)
  const kit = createPackedKit(index.panel)
  const t = siteTable(index, tree)
  let errors = 0
  let noCalls = 0
  for (let k = 0; k < t.a1.length; k++) {
    const i = t.start + k
    if (rng.next() < noise.noCallRate) {
      setCall(kit, i, NO_CALL)
      noCalls++
      continue
    }
    // same rule as yGenotypesForHaplogroup, at the panel's positions; markers the tree does not
    // know read allele 1, and an allele the probe does not carry fails to call
    const at = t.snps[k]
    const allele = at ? yAlleleAt(tree, at, onPath) : t.a1[k]
    if (allele !== t.a1[k] && allele !== t.a2[k]) {
      setCall(kit, i, NO_CALL)
      noCalls++
      continue
    }
    let code: CallCode = allele === t.a2[k] ? HOM_A2 : HOM_A1
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
