/**
 * The tree meets the DNA (issue 24 item 2): how closely two persons of a tree are related by
 * blood (degree of kinship: 1 parents, children and full siblings; 2 grandparents, aunts and
 * uncles, half siblings; 3 first cousins…, the degrees the relationship engine predicts from
 * shared DNA), where a DNA match may go in the tree given the predicted relationship, and whether
 * a placed match contradicts the tree.
 */

export interface KinFamily {
  partner1: number | null
  partner2: number | null
  children: readonly number[]
}

export type KinStep = 'parent' | 'child' | 'sibling'

/** the engine's relationship classes (genome relatives/relationship.ts keys) and their degree */
export const RELATIONSHIP_DEGREES: Readonly<Record<string, number>> = {
  identical: 0, 'parent-child': 1, 'full-sibling': 1, 'second-degree': 2, 'third-degree': 3, 'fourth-degree': 4, 'fifth-degree': 5,
  'sixth-degree': 6, 'seventh-degree': 7, 'eighth-degree': 8, 'ninth-degree': 9, 'tenth-degree': 10, distant: 99
}

/** where a relative of a predicted class can stand, as steps from the tested person, and its name */
export const PLACEMENT_PATHS: Readonly<Record<string, ReadonlyArray<{ key: string; label: string; steps: readonly KinStep[] }>>> = {
  'parent-child': [
    { key: 'parent', label: '父亲或母亲', steps: ['parent'] },
    { key: 'child', label: '子女', steps: ['child'] }
  ],
  'full-sibling': [{ key: 'sibling', label: '兄弟姐妹', steps: ['sibling'] }],
  'second-degree': [
    { key: 'grandparent', label: '祖父母或外祖父母', steps: ['parent', 'parent'] },
    { key: 'auntUncle', label: '伯叔姑或舅姨', steps: ['parent', 'sibling'] },
    { key: 'nephew', label: '侄子女或外甥', steps: ['sibling', 'child'] },
    { key: 'grandchild', label: '孙子女或外孙子女', steps: ['child', 'child'] }
  ],
  'third-degree': [
    { key: 'cousin', label: '堂或表兄弟姐妹', steps: ['parent', 'sibling', 'child'] },
    { key: 'greatGrandparent', label: '曾祖父母', steps: ['parent', 'parent', 'parent'] },
    { key: 'greatAuntUncle', label: '祖辈的兄弟姐妹', steps: ['parent', 'parent', 'sibling'] },
    { key: 'grandNephew', label: '侄孙或外甥孙', steps: ['sibling', 'child', 'child'] },
    { key: 'greatGrandchild', label: '曾孙', steps: ['child', 'child', 'child'] }
  ],
  'fourth-degree': [
    { key: 'cousinChild', label: '堂表兄弟姐妹的子女', steps: ['parent', 'sibling', 'child', 'child'] },
    { key: 'parentCousin', label: '父母的堂表兄弟姐妹', steps: ['parent', 'parent', 'sibling', 'child'] }
  ],
  'fifth-degree': [{ key: 'secondCousin', label: '再从兄弟姐妹（共曾祖父母）', steps: ['parent', 'parent', 'sibling', 'child', 'child'] }]
}

export interface KinGraph {
  /** the families a person is a child of */
  birthFamilies(id: number): readonly KinFamily[]
  parents(id: number): number[]
  children(id: number): number[]
  siblings(id: number): number[]
  partners(id: number): number[]
}

export function kinGraph(families: readonly KinFamily[]): KinGraph {
  const birth = new Map<number, KinFamily[]>()
  const own = new Map<number, KinFamily[]>()
  for (const f of families) {
    for (const c of f.children) birth.set(c, [...(birth.get(c) ?? []), f])
    for (const p of [f.partner1, f.partner2]) if (p !== null) own.set(p, [...(own.get(p) ?? []), f])
  }
  const uniq = (xs: number[]) => [...new Set(xs)]
  return {
    birthFamilies: id => birth.get(id) ?? [],
    parents: id => uniq((birth.get(id) ?? []).flatMap(f => [f.partner1, f.partner2]).filter((x): x is number => x !== null)),
    children: id => uniq((own.get(id) ?? []).flatMap(f => [...f.children])),
    siblings: id => uniq((birth.get(id) ?? []).flatMap(f => [...f.children])).filter(x => x !== id),
    partners: id => uniq((own.get(id) ?? []).map(f => (f.partner1 === id ? f.partner2 : f.partner1)).filter((x): x is number => x !== null))
  }
}

const MAX_UP = 30

/**
 * A person's ancestors by distance: the persons (parents 1, grandparents 2…) and the families they
 * descend from (the birth family 1, a parent's birth family 2…). A family stands for its couple,
 * known or not: children of one family are full siblings even when the parents are not entered.
 */
function ancestry(g: KinGraph, id: number) {
  const persons = new Map<number, number>([[id, 0]])
  const fams = new Map<KinFamily, number>()
  let level = [id]
  for (let d = 1; d <= MAX_UP && level.length; d++) {
    const next: number[] = []
    for (const x of level) {
      for (const f of g.birthFamilies(x)) {
        if (!fams.has(f)) fams.set(f, d)
        for (const p of [f.partner1, f.partner2]) if (p !== null && !persons.has(p)) (persons.set(p, d), next.push(p))
      }
    }
    level = next
  }
  return { persons, fams }
}

/** the degree of kinship of two persons by the tree's blood lines, or null when the tree does not join them by blood */
export function treeKinDegree(g: KinGraph, a: number, b: number): number | null {
  if (a === b) return 0
  const A = ancestry(g, a)
  const B = ancestry(g, b)
  let best: number | null = null
  const take = (d: number) => (best = best === null || d < best ? d : best)
  // lineal: one is the other's ancestor
  if (A.persons.has(b)) take(A.persons.get(b)!)
  if (B.persons.has(a)) take(B.persons.get(a)!)
  // full relations: a common family (its couple)
  for (const [f, x] of A.fams) {
    const y = B.fams.get(f)
    if (y !== undefined) take(x + y - 1)
  }
  // half relations: a common ancestor through different families
  for (const [p, x] of A.persons) {
    const y = B.persons.get(p)
    if (y !== undefined && x > 0 && y > 0) take(x + y)
  }
  return best
}

export interface PlacementCandidates {
  /** persons already in the tree at the predicted distance: the match may be one of them */
  existing: Array<{ personId: number; degree: number }>
  /** new positions: a new person as `relation` of `relativeId` */
  positions: Array<{ key: string; label: string; relativeId: number; relation: KinStep }>
  /** positions the tree cannot take yet: the persons to add first (Chinese) */
  blocked: Array<{ key: string; label: string; needs: string }>
}

const STEP_NEEDS: Record<KinStep, string> = { parent: '父母', child: '子女', sibling: '兄弟姐妹' }

function walk(g: KinGraph, from: number[], step: KinStep): number[] {
  const next = from.flatMap(x => (step === 'parent' ? g.parents(x) : step === 'child' ? g.children(x) : g.siblings(x)))
  return [...new Set(next)]
}

/** where a match of `relationship` may go relative to the tested person's place in the tree (`anchor`) */
export function placementCandidates(g: KinGraph, personIds: readonly number[], anchor: number, relationship: string): PlacementCandidates {
  const degree = RELATIONSHIP_DEGREES[relationship]
  const out: PlacementCandidates = { existing: [], positions: [], blocked: [] }
  if (degree === undefined || degree === 0) return out
  for (const id of personIds) {
    if (id === anchor) continue
    const d = treeKinDegree(g, anchor, id)
    if (d !== null && (degree === 99 ? d >= 6 : d === degree)) out.existing.push({ personId: id, degree: d })
  }
  for (const path of PLACEMENT_PATHS[relationship] ?? []) {
    let at = [anchor]
    for (const step of path.steps.slice(0, -1)) at = walk(g, at, step)
    const last = path.steps[path.steps.length - 1]
    if (!at.length) {
      out.blocked.push({ key: path.key, label: path.label, needs: `请先在家谱中添加${path.steps.slice(0, -1).map(s => STEP_NEEDS[s]).join('的')}` })
      continue
    }
    for (const relativeId of at) out.positions.push({ key: path.key, label: path.label, relativeId, relation: last })
  }
  return out
}

/** a placed match whose predicted relationship the tree contradicts: the words why, or null */
export function dnaConflict(g: KinGraph, anchor: number, placed: number, relationship: string): string | null {
  const degree = RELATIONSHIP_DEGREES[relationship]
  if (degree === undefined || degree === 0) return null
  const d = treeKinDegree(g, anchor, placed)
  if (d === null) return '家谱中此人与检测人没有血缘连接，与 DNA 推断的亲缘关系不符'
  if (degree === 99) return d < 6 ? `家谱中是 ${d} 级亲属，DNA 推断为远亲` : null
  return d === degree ? null : `家谱中是 ${d} 级亲属，DNA 推断为 ${degree} 级亲属`
}

/** the predicted relationship in words, for a placed match */
export function relationshipWords(key: string): string {
  if (key === 'parent-child') return '父母或子女'
  if (key === 'full-sibling') return '亲兄弟姐妹'
  if (key === 'identical') return '同一人或同卵双胞胎'
  if (key === 'distant') return '远亲'
  const d = RELATIONSHIP_DEGREES[key]
  return d ? `${d}级亲属` : '亲属'
}
