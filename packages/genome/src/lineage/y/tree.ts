import * as fs from 'fs'
import type { MarkerPanel } from '../../core/panel'
import type { Reference } from '../../reference'

/**
 * The Y-chromosome tree: the ISOGG 2019-2020 Y-DNA tree (74,569 SNPs, via Y-LineageTracker's
 * HaplogroupInfo table) hung under the Newick backbone of the major clades (Y-Adam → A0000 …
 * K2 → NO → NO1 → O). See docs/lineage.md for the rules summarised here.
 *
 * ISOGG long-form names encode the tree below each backbone clade: the parent of `O2a2b1a1` is
 * `O2a2b1a`, of `O1a1a1a1a1a1a10` is `O1a1a1a1a1a1a` (a level is a run of digits or a run of
 * lower-case letters). Walking up stops at the first name the backbone knows, which attaches
 * the letter clade to the backbone (`O` under `NO1`, `K2c` under `K2`, `P2` under `P`). Levels
 * that only appear as a prefix (no SNP of their own) become nodes without SNPs.
 *
 * Name suffixes in the table:
 *  - `X~`: ISOGG "approximate" placement. The SNP belongs to X's clade but may sit on an
 *    unnamed sub-branch of X, so a member of X can be ancestral for it. Such SNPs are kept
 *    on node X with `tentative = true`: a derived call supports X, an ancestral call is
 *    (almost) no evidence against it (see call.ts).
 *  - `X*`: a paragroup (members of X outside its named subclades). The SNPs listed under
 *    `D2*` are private to unnamed branches inside D2; they are kept on D2 and treated exactly
 *    like tentative SNPs. The caller never reports `*` names: a chip types only some
 *    subclades, so "not in any subclade" cannot be claimed from it.
 *  - `A0-T` (one row) is the source's spelling of `A0T`.
 *
 * This is built from the published idea (Poznik et al. 2016, "Punctuated bursts in human
 * male demography", Nat Genet 48:593, Methods: a tree of named SNPs traversed from the
 * root); no code of yhaplo was read or used (its licence forbids commercial use).
 */

export const Y_TREE_DATASET = 'y-snps'
export const Y_BACKBONE_DATASET = 'y-base-tree'
// shown on pages as it is (参考树 …): in Chinese
export const Y_TREE_VERSION = 'ISOGG 2019-2020（Y-LineageTracker 的单倍群表与基础树）'

export interface YSnp {
  /** all names as the source lists them, synonyms joined by '/' ('M9/PF5506') */
  names: string
  /** first name, cleaned of ISOGG's '^^' annotation */
  name: string
  /** dbSNP id or '' */
  rsid: string
  /** GRCh37 position on chrY */
  pos: number
  ancestral: string
  derived: string
  /** node index in YTree.nodes */
  node: number
  /** '~' or '*' placement: derived supports the node, ancestral is hardly evidence against it */
  tentative: boolean
  /** Y-LineageTracker's representative SNP of its haplogroup */
  key: boolean
  /** an insertion/deletion (M175, M117): kept for names only, never typed (alleles are '') */
  indel: boolean
  /** the source flags the GRCh37 reference as carrying the derived allele */
  refIsDerived: boolean
}

export interface YNode {
  index: number
  /** long-form name without '~' / '*' ('O2a2b1a1') */
  name: string
  parent: number
  children: number[]
  depth: number
  /** indexes into YTree.snps */
  snps: number[]
  /** from the Newick backbone */
  backbone: boolean
  /** every SNP of the node is tentative (the node only appears as 'X~' or 'X*' in the source) */
  tentativeOnly: boolean
}

export interface YTree {
  version: string
  /** where it was read from (dataset names and files) */
  source: { snps: string; backbone: string }
  nodes: YNode[]
  snps: YSnp[]
  root: number
  /** parents before children */
  preorder: Int32Array
  byName: Map<string, number>
  /** GRCh37 position -> SNP indexes (several when ISOGG lists a recurrent or duplicated SNP) */
  snpsByPos: Map<number, number[]>
  /** every synonym, upper case -> SNP indexes */
  snpsByName: Map<string, number[]>
  /** indel rows (kept for names, not typed) and rows without a usable position or alleles */
  skipped: { indels: number; unusable: number }
  /** per-panel bindings built by the caller (call.ts) */
  readonly bindings: WeakMap<MarkerPanel, unknown>
}

interface NewickNode {
  name: string
  children: NewickNode[]
}

/** Parses a plain Newick string with named internal nodes and no branch lengths. */
export function parseNewick(text: string): NewickNode {
  let i = 0
  const s = text.trim()
  const node = (): NewickNode => {
    const children: NewickNode[] = []
    if (s[i] === '(') {
      i++
      for (;;) {
        children.push(node())
        if (s[i] === ',') {
          i++
          continue
        }
        if (s[i] === ')') {
          i++
          break
        }
        throw new Error(`Newick: unexpected '${s[i] ?? 'end'}' at ${i}`)
      }
    }
    let name = ''
    while (i < s.length && !'(),;:'.includes(s[i])) name += s[i++]
    if (s[i] === ':') while (i < s.length && !'(),;'.includes(s[i])) i++
    return { name: name.trim(), children }
  }
  const root = node()
  if (s[i] !== ';') throw new Error('Newick: missing final ;')
  return root
}

/** 'O2a2b1a1' -> 'O2a2b1a'; '' when nothing is left to strip */
export function longFormParent(name: string): string {
  const m = /^(.*?)(\d+|[a-z]+)$/.exec(name)
  if (!m || !m[1] || !/[A-Z]/.test(m[1])) return ''
  return m[1]
}

/** 'O2a2b1a1' -> 'O'; 'NO1' -> 'NO'; 'A00b' -> 'A' (the letters of the clade) */
export function majorClade(name: string): string {
  return /^[A-Z]+/.exec(name)?.[0] ?? name
}

function cleanSnpName(n: string): string {
  return n.replace(/\^+/g, '').trim()
}

/** Builds the tree from the SNP table (TSV text) and the Newick backbone text. */
export function buildYTree(snpTable: string, newick: string, source = { snps: Y_TREE_DATASET, backbone: Y_BACKBONE_DATASET }): YTree {
  const nodes: YNode[] = []
  const byName = new Map<string, number>()
  const addNode = (name: string, parent: number, backbone: boolean): number => {
    const index = nodes.length
    nodes.push({ index, name, parent, children: [], depth: parent < 0 ? 0 : nodes[parent].depth + 1, snps: [], backbone, tentativeOnly: false })
    if (parent >= 0) nodes[parent].children.push(index)
    byName.set(name, index)
    return index
  }
  const walk = (n: NewickNode, parent: number) => {
    if (!n.name) throw new Error('Newick backbone: every node needs a name')
    const id = addNode(n.name, parent, true)
    for (const c of n.children) walk(c, id)
  }
  let top = parseNewick(newick)
  // the source wraps the tree once more: '((…)Y-Adam);'
  while (!top.name && top.children.length === 1) top = top.children[0]
  walk(top, -1)
  const root = 0

  // Nodes for long-form names, created parent first. The Newick is not deep, so a name's
  // ancestors are resolved by stripping levels until a known name is reached.
  const ensure = (name: string): number => {
    const known = byName.get(name)
    if (known !== undefined) return known
    const parentName = longFormParent(name)
    if (!parentName) throw new Error(`Y tree: '${name}' does not reach the backbone`)
    const parent = ensure(parentName)
    return addNode(name, parent, false)
  }

  const lines = snpTable.split('\n')
  const header = lines[0].replace(/\r$/, '').split('\t')
  const col = (c: string) => {
    const k = header.indexOf(c)
    if (k < 0) throw new Error(`Y SNP table: missing column ${c}`)
    return k
  }
  const cNames = col('snp_names'), cHg = col('haplogroup'), cRs = col('rsid'), cPos = col('pos_grch37')
  const cAnc = col('ancestral'), cDer = col('derived'), cKey = col('is_key'), cRef = col('ref_flag')
  const snps: YSnp[] = []
  const explicit = new Set<number>()
  let indels = 0
  let unusable = 0
  for (let li = 1; li < lines.length; li++) {
    const line = lines[li].replace(/\r$/, '')
    if (!line) continue
    const f = line.split('\t')
    let hg = f[cHg].trim()
    if (!hg) continue
    const tentative = hg.endsWith('~') || hg.endsWith('*')
    hg = hg.replace(/[~*]+$/, '')
    if (hg === 'A0-T') hg = 'A0T'
    const node = ensure(hg)
    if (!tentative) explicit.add(node)
    const anc = f[cAnc].trim().toUpperCase()
    const der = f[cDer].trim().toUpperCase()
    const pos = Number(f[cPos])
    const snv = anc.length === 1 && der.length === 1 && 'ACGT'.includes(anc) && 'ACGT'.includes(der) && anc !== der
    const indel = !snv && !anc && !der
    if ((!snv && !indel) || !(pos > 0)) {
      unusable++
      continue
    }
    if (indel) indels++
    const names = f[cNames].trim()
    const name = cleanSnpName(names.split(/[/,]/)[0])
    const snp: YSnp = { names, name, rsid: f[cRs].trim(), pos, ancestral: anc, derived: der, node, tentative, key: f[cKey].trim() === '1', indel, refIsDerived: f[cRef].trim() === 'Ref' }
    nodes[node].snps.push(snps.length)
    snps.push(snp)
  }
  for (const n of nodes) n.tentativeOnly = !n.backbone && !explicit.has(n.index) && n.snps.length > 0

  const preorder = new Int32Array(nodes.length)
  let k = 0
  const stack = [root]
  while (stack.length) {
    const n = stack.pop() as number
    preorder[k++] = n
    const ch = nodes[n].children
    for (let c = ch.length - 1; c >= 0; c--) stack.push(ch[c])
  }

  const snpsByPos = new Map<number, number[]>()
  const snpsByName = new Map<string, number[]>()
  snps.forEach((s, i) => {
    const a = snpsByPos.get(s.pos)
    if (s.indel) {
      // indels are named but not typed: no position entry
    } else if (a) a.push(i)
    else snpsByPos.set(s.pos, [i])
    for (const raw of s.names.split(/[/,]/)) {
      const n = cleanSnpName(raw).toUpperCase()
      if (!n) continue
      const b = snpsByName.get(n)
      if (b) b.push(i)
      else snpsByName.set(n, [i])
    }
  })
  return { version: Y_TREE_VERSION, source, nodes, snps, root, preorder, byName, snpsByPos, snpsByName, skipped: { indels, unusable }, bindings: new WeakMap() }
}

const treeCache = new Map<string, YTree>()

/**
 * Loads the Y tree from the reference data (the ISOGG SNP table and the backbone). Trees are
 * immutable, so one is kept per pair of files (about 0.3 s to build, 40 MB).
 */
export function loadYTree(ref: Reference): YTree {
  const snpPath = ref.path(Y_TREE_DATASET)
  const nwkPath = ref.path(Y_BACKBONE_DATASET)
  const key = `${snpPath}\0${fs.statSync(snpPath).mtimeMs}\0${nwkPath}`
  let tree = treeCache.get(key)
  if (!tree) {
    tree = buildYTree(ref.text(Y_TREE_DATASET), ref.text(Y_BACKBONE_DATASET), { snps: `${Y_TREE_DATASET} (${ref.entry(Y_TREE_DATASET).file})`, backbone: `${Y_BACKBONE_DATASET} (${ref.entry(Y_BACKBONE_DATASET).file})` })
    treeCache.set(key, tree)
  }
  return tree
}

/** root → node, as node indexes */
export function pathTo(tree: YTree, node: number): number[] {
  const path: number[] = []
  for (let n = node; n >= 0; n = tree.nodes[n].parent) path.push(n)
  return path.reverse()
}

export function isAncestorOrSelf(tree: YTree, ancestor: number, node: number): boolean {
  for (let n = node; n >= 0; n = tree.nodes[n].parent) if (n === ancestor) return true
  return false
}

/**
 * The SNP a short name shows: ISOGG's representative (key) SNP first, as ISOGG short names do
 * (O2a2b1a1 is O-M117, an indel), then a placed (not tentative) one, then one the sample
 * carries (`prefer`), then a classic M/P name.
 */
export function representativeSnp(tree: YTree, node: number, prefer?: (snp: number) => boolean): number {
  const list = tree.nodes[node].snps
  if (!list.length) return -1
  const score = (i: number) => {
    const s = tree.snps[i]
    return (s.key ? 8 : 0) + (s.tentative ? 0 : 4) + (prefer && prefer(i) ? 2 : 0) + (/^(M|P)\d/.test(s.name) ? 1 : 0)
  }
  let best = list[0]
  for (const i of list) if (score(i) > score(best)) best = i
  return best
}

/** 'O-M117' for O2a2b1a1; for a node without SNPs of its own, its long name */
export function shortName(tree: YTree, node: number, prefer?: (snp: number) => boolean): string {
  const n = tree.nodes[node]
  const s = representativeSnp(tree, node, prefer)
  if (s < 0) return n.name
  return `${majorClade(n.name)}-${tree.snps[s].name}`
}

/**
 * Finds a node from a long-form name ('O2a2b1a1', 'D2*', 'B2a1a1a1~') or a short form
 * ('O-M117', 'M117'); -1 when unknown.
 */
export function findHaplogroup(tree: YTree, name: string): number {
  const clean = name.trim().replace(/[~*]+$/, '')
  const direct = tree.byName.get(clean === 'A0-T' ? 'A0T' : clean)
  if (direct !== undefined) return direct
  const snpName = (/^[A-Z]+-(.+)$/.exec(clean)?.[1] ?? clean).toUpperCase()
  const hits = tree.snpsByName.get(snpName)
  if (!hits || !hits.length) return -1
  // a recurrent SNP names several nodes: with a clade letter given, take the one inside it
  const clade = /^([A-Z]+)-/.exec(clean)?.[1]
  const inClade = clade ? hits.find(h => majorClade(tree.nodes[tree.snps[h].node].name) === clade) : undefined
  return tree.snps[inClade ?? hits[0]].node
}
