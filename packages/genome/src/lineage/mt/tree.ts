import type { Reference } from '../../reference'
import { isMtHotspot, MtAlignmentRule, MtVariant, parseAlignmentRules, parseMtVariant } from './variants'

/**
 * PhyloTree Build 17 (van Oven 2016) for classification, from the haplogrep packaging:
 *  - 'fu': the Forensic Update (Dür et al. 2021, Genes 12:1224; haplogrep phylotree-fu-rcrs
 *    1.2), 6,380 haplogroups: the default, as in haplogrep 3;
 *  - 'rcrs': PhyloTree 17 as published (haplogrep phylotree-rcrs 17.3), 5,435 haplogroups.
 * Read from the flat tables of the reference mirror (one row per haplogroup: its parent in
 * the real phylogeny and every variant it is expected to carry relative to the rCRS) and
 * haplogrep's phylogenetic weights (1 = highly recurrent ... 10 = seen once in the tree).
 */

export type MtTreeName = 'fu' | 'rcrs'

export const MT_TREES: Record<MtTreeName, { version: string; haplogroups: string; weights: string }> = {
  fu: { version: 'PhyloTree 17 Forensic Update 1.2 (Dür et al. 2021), rCRS-oriented', haplogroups: 'mt-phylotree17-fu1-haplogroups', weights: 'mt-phylotree17-fu1-weights' },
  rcrs: { version: 'PhyloTree 17 (van Oven 2016), haplogrep 17.3, rCRS-oriented', haplogroups: 'mt-phylotree17-haplogroups', weights: 'mt-phylotree17-weights' }
}
export const MT_RCRS_DATASET = 'mt-rcrs'
export const MT_RULES_DATASET = 'mt-alignment-rules'
/** weight of a sample variant PhyloTree does not know: never seen recurring, so fully stable */
export const MT_UNKNOWN_VARIANT_WEIGHT = 10
export const MT_ROOT = 'mt-MRCA'

export interface MtTree {
  name: MtTreeName
  version: string
  source: { haplogroups: string; weights: string }
  haplogroups: string[]
  byName: Map<string, number>
  /** phylogenetic parent (-1 for mt-MRCA) */
  parent: Int32Array
  depth: Int32Array
  /** variant ids every haplogroup is expected to carry, hotspots removed */
  expected: Int32Array[]
  variants: MtVariant[]
  /** variant key -> id */
  variantId: Map<string, number>
  weight: Float64Array
  /** haplogrep weights by label, for sample variants */
  weightByLabel: Map<string, number>
  /** rCRS sequence, index 0 = position 1 */
  rcrs: string
  rules: MtAlignmentRule[]
  /** per-panel bindings of the caller */
  readonly bindings: WeakMap<object, unknown>
}

export function parseRcrsFasta(text: string): string {
  return text
    .split('\n')
    .filter(l => !l.startsWith('>'))
    .join('')
    .replace(/\s+/g, '')
    .toUpperCase()
}

export function buildMtTree(name: MtTreeName, haplogroupTable: string, weightsText: string, rcrsFasta: string, rulesCsv: string, source?: MtTree['source']): MtTree {
  const weightByLabel = new Map<string, number>()
  for (const line of weightsText.split('\n')) {
    const f = line.split('\t')
    if (f.length < 2 || !f[0]) continue
    const w = Number(f[1])
    if (Number.isFinite(w)) weightByLabel.set(f[0].trim(), w)
  }
  const lines = haplogroupTable.split('\n').map(l => l.replace(/\r$/, '')).filter(Boolean)
  const header = lines[0].split('\t')
  const cName = header.indexOf('haplogroup'), cParent = header.indexOf('phylo_parent'), cExp = header.indexOf('expected_variants_vs_rCRS')
  if (cName < 0 || cParent < 0 || cExp < 0) throw new Error('mt haplogroup table: missing columns haplogroup / phylo_parent / expected_variants_vs_rCRS')
  const rows = lines.slice(1).map(l => l.split('\t'))
  const haplogroups = rows.map(r => r[cName])
  const byName = new Map(haplogroups.map((h, i) => [h, i]))
  const parent = new Int32Array(rows.length).fill(-1)
  rows.forEach((r, i) => {
    // mt-MRCA is the root; the table closes the loop through L1'2'3'4'5'6
    if (r[cName] === MT_ROOT) return
    const p = byName.get(r[cParent])
    if (p === undefined) throw new Error(`mt haplogroup table: parent '${r[cParent]}' of ${r[cName]} is unknown`)
    parent[i] = p
  })
  const depth = new Int32Array(rows.length)
  for (let i = 0; i < rows.length; i++) {
    let d = 0
    for (let n = parent[i]; n >= 0; n = parent[n]) if (++d > rows.length) throw new Error('mt tree: cycle')
    depth[i] = d
  }
  const variants: MtVariant[] = []
  const variantId = new Map<string, number>()
  const weight: number[] = []
  const idOf = (v: MtVariant): number => {
    let id = variantId.get(v.key)
    if (id === undefined) {
      id = variants.length
      variants.push(v)
      variantId.set(v.key, id)
      weight.push(weightByLabel.get(v.label) ?? weightByLabel.get(`${v.label}!`) ?? MT_UNKNOWN_VARIANT_WEIGHT)
    }
    return id
  }
  const expected = rows.map(r => {
    const ids: number[] = []
    for (const label of (r[cExp] ?? '').split(/\s+/)) {
      if (!label) continue
      const v = parseMtVariant(label)
      if (v.kind === 'ambiguous' || isMtHotspot(v)) continue
      ids.push(idOf(v))
    }
    return Int32Array.from(new Set(ids))
  })
  return {
    name,
    version: MT_TREES[name].version,
    source: source ?? { haplogroups: MT_TREES[name].haplogroups, weights: MT_TREES[name].weights },
    haplogroups,
    byName,
    parent,
    depth,
    expected,
    variants,
    variantId,
    weight: Float64Array.from(weight),
    weightByLabel,
    rcrs: parseRcrsFasta(rcrsFasta),
    rules: parseAlignmentRules(rulesCsv),
    bindings: new WeakMap()
  }
}

const cache = new Map<string, MtTree>()

/** Loads PhyloTree 17 ('fu', the forensic update, by default). Trees are immutable and cached per file. */
export function loadMtTree(ref: Reference, options: { tree?: MtTreeName } = {}): MtTree {
  const name = options.tree ?? 'fu'
  const spec = MT_TREES[name]
  if (!spec) throw new Error(`unknown mt tree '${name}' (fu or rcrs)`)
  const key = `${ref.path(spec.haplogroups)}\0${ref.entry(spec.haplogroups).sha256}`
  let tree = cache.get(key)
  if (!tree) {
    tree = buildMtTree(name, ref.text(spec.haplogroups), ref.text(spec.weights), ref.text(MT_RCRS_DATASET), ref.text(MT_RULES_DATASET), {
      haplogroups: `${spec.haplogroups} (${ref.entry(spec.haplogroups).file})`,
      weights: `${spec.weights} (${ref.entry(spec.weights).file})`
    })
    cache.set(key, tree)
  }
  return tree
}

/** mt-MRCA → haplogroup */
export function mtPath(tree: MtTree, h: number): number[] {
  const out: number[] = []
  for (let n = h; n >= 0; n = tree.parent[n]) out.push(n)
  return out.reverse()
}

/** weight of a sample variant: haplogrep's weight when PhyloTree knows it */
export function mtVariantWeight(tree: MtTree, v: MtVariant): number {
  const id = tree.variantId.get(v.key)
  if (id !== undefined) return tree.weight[id]
  return tree.weightByLabel.get(v.label) ?? MT_UNKNOWN_VARIANT_WEIGHT
}

/**
 * Expected substitutions of a haplogroup, rCRS position -> base (for generators: every other
 * position carries the rCRS base). Indels are left out: a chip reports substitutions.
 */
export function mtVariantsForHaplogroup(tree: MtTree, haplogroup: string): Map<number, string> {
  const h = tree.byName.get(haplogroup.trim())
  if (h === undefined) throw new Error(`unknown mtDNA haplogroup '${haplogroup}' (PhyloTree 17 names like D4a1)`)
  const out = new Map<number, string>()
  for (const id of tree.expected[h]) {
    const v = tree.variants[id]
    if (v.kind === 'snv') out.set(v.pos, v.allele)
  }
  return out
}
