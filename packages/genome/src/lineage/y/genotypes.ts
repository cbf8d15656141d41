import { findHaplogroup, pathTo, YTree } from './tree'

/**
 * The Y alleles of a man in `haplogroup` at every SNV of the tree, keyed by GRCh37 position:
 * the derived allele at the SNPs of the haplogroup and of all its ancestors, the ancestral
 * allele elsewhere. For generators and simulations (src/generate, scripts/eval-lineage.ts).
 *
 * Tentative ('~') and paragroup ('*') SNPs of the path are given the derived allele: that is
 * where ISOGG places them, and the caller weighs them as uncertain anyway. `haplogroup` is a
 * long form ('O2a2b1a1') or a short form ('O-M117'); unknown names throw.
 */
export function yGenotypesForHaplogroup(tree: YTree, haplogroup: string): Map<number, string> {
  const node = findHaplogroup(tree, haplogroup)
  if (node < 0) throw new Error(`unknown Y haplogroup '${haplogroup}' (ISOGG 2019 long form like O2a2b1a1, or a short form like O-M117)`)
  const onPath = new Set(pathTo(tree, node))
  const out = new Map<number, string>()
  for (const s of tree.snps) {
    if (s.indel) continue
    if (onPath.has(s.node)) out.set(s.pos, s.derived)
    else if (!out.has(s.pos)) out.set(s.pos, s.ancestral)
  }
  return out
}
