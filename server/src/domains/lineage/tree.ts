/**
 * Browsing the engine's Y tree (the analysis domain's engine port loads it once; nothing is parsed
 * here): node lookup, paths, subtree sizes, search by haplogroup or SNP name, and member
 * counts over a set of haplogroups. Pure functions of the tree; no database.
 */
import { groupCount, type GroupCount } from '@xungen/contracts'
import { findYNode, yShortName, yTreeForBrowsing, type YTree } from '../analysis'

export function browsingTree(): YTree {
  return yTreeForBrowsing().tree
}

/** a node by its long-form name, or by a short form / SNP name the engine's lookup knows; -1 when unknown */
export function nodeIndex(tree: YTree, id: string): number {
  const exact = tree.byName.get(id)
  if (exact !== undefined) return exact
  return findYNode(tree, id)
}

export function nodeRef(tree: YTree, n: number) {
  const node = tree.nodes[n]
  return { id: node.name, shortName: yShortName(tree, n), depth: node.depth }
}

/** root → n, node indexes */
export function pathOf(tree: YTree, n: number): number[] {
  const out: number[] = []
  for (let x = n; x >= 0; x = tree.nodes[x].parent) out.push(x)
  return out.reverse()
}

const subtreeSizes = new WeakMap<YTree, Int32Array>()
/** number of branches below each node (itself excluded), computed once per tree */
export function descendantCount(tree: YTree, n: number): number {
  let sizes = subtreeSizes.get(tree)
  if (!sizes) {
    sizes = new Int32Array(tree.nodes.length)
    for (let k = tree.preorder.length - 1; k >= 0; k--) {
      const x = tree.preorder[k]
      const p = tree.nodes[x].parent
      if (p >= 0) sizes[p] += sizes[x] + 1
    }
    subtreeSizes.set(tree, sizes)
  }
  return sizes[n]
}

/** the deepest node on both paths (the shared branch of two men) */
export function sharedNode(tree: YTree, a: number, b: number): number {
  const pa = pathOf(tree, a)
  const pb = pathOf(tree, b)
  let k = 0
  while (k < pa.length && k < pb.length && pa[k] === pb[k]) k++
  return pa[k - 1]
}

/** the descendants of n in tree order with their depth below n */
export function descendants(tree: YTree, n: number): Array<{ node: number; depth: number }> {
  const out: Array<{ node: number; depth: number }> = []
  const stack: Array<{ node: number; depth: number }> = []
  const ch = tree.nodes[n].children
  for (let c = ch.length - 1; c >= 0; c--) stack.push({ node: ch[c], depth: 1 })
  while (stack.length) {
    const top = stack.pop()!
    out.push(top)
    const kids = tree.nodes[top.node].children
    for (let c = kids.length - 1; c >= 0; c--) stack.push({ node: kids[c], depth: top.depth + 1 })
  }
  return out
}

/** how many of the given haplogroup nodes lie on or below each node: node index → count (only nodes with a count) */
export function subtreeCounts(tree: YTree, memberNodes: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const m of memberNodes) for (let x = m; x >= 0; x = tree.nodes[x].parent) counts.set(x, (counts.get(x) ?? 0) + 1)
  return counts
}

export const SEARCH_LIMIT = 20

/**
 * Branches matching a keyword: an exact haplogroup name, a short form (O-M117), a SNP name
 * (M117, synonyms included) or an rsID, then haplogroup names starting with the keyword.
 */
export function searchTree(tree: YTree, keyword: string): { list: Array<{ node: number; matchedBy: 'haplogroup' | 'snp'; snp: string | null; pos: number | null }>; truncated: boolean } {
  const k = keyword.trim()
  const found = new Map<number, { node: number; matchedBy: 'haplogroup' | 'snp'; snp: string | null; pos: number | null }>()
  const add = (node: number, matchedBy: 'haplogroup' | 'snp', snp: string | null = null, pos: number | null = null) => {
    if (node >= 0 && !found.has(node)) found.set(node, { node, matchedBy, snp, pos })
  }
  const exact = tree.byName.get(k) ?? tree.byName.get(k.replace(/[~*]+$/, ''))
  if (exact !== undefined) add(exact, 'haplogroup')
  const snpName = (/^[A-Z]+-(.+)$/i.exec(k)?.[1] ?? k).toUpperCase()
  for (const i of tree.snpsByName.get(snpName) ?? []) add(tree.snps[i].node, 'snp', tree.snps[i].name, tree.snps[i].pos)
  if (/^rs\d+$/i.test(k)) {
    const rs = k.toLowerCase()
    tree.snps.forEach(s => {
      if (s.rsid.toLowerCase() === rs) add(s.node, 'snp', s.name, s.pos)
    })
  }
  const lower = k.toLowerCase()
  const prefixed = tree.nodes
    .filter(n => n.name.toLowerCase().startsWith(lower) && !found.has(n.index))
    .sort((a, b) => a.depth - b.depth || a.name.localeCompare(b.name))
  for (const n of prefixed) add(n.index, 'haplogroup')
  const list = [...found.values()]
  return { list: list.slice(0, SEARCH_LIMIT), truncated: list.length > SEARCH_LIMIT }
}

/**
 * What each node's member count may show (the one statistics rule of @xungen/contracts, issue 20
 * item 8): 少于5人 below five (a node without members too), else the count rounded down to a
 * multiple of five. Rounding is what keeps pages consistent: a branch's shown count minus its
 * children's shown counts never gives the exact size of a small group, and one man opting in or
 * out changes a shown count only when it crosses a multiple of five.
 */
export function publishedCounts(_tree: YTree, counts: Map<number, number>): (node: number) => GroupCount {
  return node => groupCount(counts.get(node) ?? 0)
}
