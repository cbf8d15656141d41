import { findHaplogroup, pathTo, YTree } from './tree'

/**
 * The allele a man whose path is `onPath` (node -> depth on the path) carries at a site:
 * the derived allele of the deepest SNP of his path listed there; off the path, the ancestral
 * allele of the SNP nearest the root (a site listed twice, e.g. L405 A>C in P1 and L584 C>T in
 * R1b, is A in everyone outside P1).
 */
export function yAlleleAt(tree: YTree, snpIndexes: readonly number[], onPath: Map<number, number>): string {
  let best = -1
  let bestDepth = -1
  let root = snpIndexes[0]
  for (const s of snpIndexes) {
    const snp = tree.snps[s]
    const d = onPath.get(snp.node)
    if (d !== undefined && d > bestDepth) {
      best = s
      bestDepth = d
    }
    if (tree.nodes[snp.node].depth < tree.nodes[tree.snps[root].node].depth) root = s
  }
  return best >= 0 ? tree.snps[best].derived : tree.snps[root].ancestral
}

export function pathDepths(tree: YTree, node: number): Map<number, number> {
  return new Map(pathTo(tree, node).map((n, i) => [n, i]))
}

/**
 * The Y alleles of a man in `haplogroup` at every SNV of the tree, keyed by GRCh37 position:
 * the derived allele at the SNPs of the haplogroup and of all its ancestors, the ancestral
 * allele elsewhere (see yAlleleAt for sites ISOGG lists more than once). For generators and
 * simulations (src/generate, scripts/eval-lineage.ts).
 *
 * Tentative ('~') and paragroup ('*') SNPs of the path are given the derived allele: that is
 * where ISOGG places them, and the caller weighs them as uncertain anyway. `haplogroup` is a
 * long form ('O2a2b1a1') or a short form ('O-M117'); unknown names throw.
 */
export function yGenotypesForHaplogroup(tree: YTree, haplogroup: string): Map<number, string> {
  const node = findHaplogroup(tree, haplogroup)
  if (node < 0) throw new Error(`unknown Y haplogroup '${haplogroup}' (ISOGG 2019 long form like O2a2b1a1, or a short form like O-M117)`)
  const onPath = pathDepths(tree, node)
  const out = new Map<number, string>()
  for (const [pos, snps] of tree.snpsByPos) out.set(pos, yAlleleAt(tree, snps, onPath))
  return out
}
