/**
 * The degree line of a relative (relatives list, chromosome browser). The spec 3.10 grades count
 * the generations on the blood path between two people (2-3 close or direct relatives, 3-4 close,
 * 4-6 first-generation cousins, ...); a parent and child are one generation apart and full
 * siblings two, so "亲缘等级 2-3" on a parent reads wrong. The closest relationships are named by
 * their degree of kinship as Chinese medical genetics names it (一级亲属: parents, children, full
 * siblings, who share half their DNA; 二级亲属: grandparents, uncles and aunts, half siblings, a
 * quarter; 三级亲属: first cousins, great-grandparents, an eighth) and the spec's grade is kept
 * for the more distant ones, whose range it describes.
 */

export interface KinDegreeInput {
  /** the engine's relationship class key ('identical', 'parent-child', 'full-sibling', 'second-degree', ...) */
  relationship: string
  /** degree of kinship of the class (1 parent/child and full siblings, 2 grandparents, ...; 0 identical) */
  degree: number
  /** spec 3.10 grade of the class and its text */
  grade: string
  text: string
  /** generations on the blood path the class spans: '1', '2', '2-3', '4-5' */
  generations: string
}

const DEGREE_NAMES: Record<number, string> = { 1: '一级亲属', 2: '二级亲属', 3: '三级亲属' }

/** the line a person reads under a relative's name */
export function kinDegreeLabel(g: KinDegreeInput): string {
  if (g.relationship === 'identical') return '同一人或同卵双胞胎 · DNA 几乎完全相同'
  if (g.relationship === 'parent-child') return '一级亲属 · 直系（父母与子女），血缘相隔 1 代'
  if (g.relationship === 'full-sibling') return '一级亲属 · 同父同母的兄弟姐妹，经父母血缘相隔 2 代'
  const named = DEGREE_NAMES[g.degree]
  if (named) return `${named} · 血缘相隔 ${g.generations} 代`
  return `亲缘等级 ${g.grade}：${g.text} · 血缘相隔 ${g.generations} 代`
}
