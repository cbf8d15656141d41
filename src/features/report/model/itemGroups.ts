/**
 * Pages that show items of the report grouped by situation rather than by area (spec 2.9
 * /report/old-risk, /report/fitness/classify/scene, /report/skin/scene). A group names item ids of
 * the knowledge base; items of the area that no group names are listed under 其他 so that a new
 * item is never hidden. The grouping is presentation only: every result is the item's own.
 */
import type { HealthArea } from '@xungen/contracts'

export interface ItemGroup {
  name: string
  items: readonly string[]
}

export interface GroupPage {
  title: string
  intro: string
  /** the area whose other items are listed under 其他 (none: only the named items) */
  area: HealthArea | null
  groups: readonly ItemGroup[]
}

export const OLD_RISK: GroupPage = {
  title: '与年龄相关的健康风险',
  intro: '这些项目与随年龄增长更常见的疾病或变化有关。基因只说明倾向，规律运动、控制血压血糖和定期体检对所有人都更重要。',
  area: null,
  groups: [
    { name: '认知与视力', items: ['alzheimers_disease', 'amd'] },
    { name: '肌肉与力量', items: ['muscle_loss_aging', 'muscle_strength_aging_aldh2'] }
  ]
}

export const FITNESS_SCENES: GroupPage = {
  title: '运动场景',
  intro: '按运动时关心的问题查看你的运动相关项目。',
  area: 'fitness',
  groups: [
    { name: '体重管理', items: ['weight_gain_tendency', 'exercise_weight_benefit'] },
    { name: '训练方式', items: ['muscle_fiber_type', 'flexibility_actn3', 'caffeine_exercise'] },
    { name: '损伤与恢复', items: ['muscle_damage_recovery', 'ankle_sprain_risk'] },
    { name: '年长以后', items: ['muscle_loss_aging'] }
  ]
}

export const SKIN_SCENES: GroupPage = {
  title: '护肤场景',
  intro: '按护肤时关心的问题查看你的皮肤相关项目。',
  area: 'skin',
  groups: [
    { name: '日晒与斑点', items: ['freckles_mc1r', 'solar_lentigines_mc1r'] },
    { name: '肤色', items: ['skin_pigmentation_oca2', 'skin_pigmentation_oca2_a481t', 'skin_pigmentation_slc24a5', 'skin_pigmentation_slc45a2'] }
  ]
}

/** the page's groups filled with the report's items in order, 其他 for the area's unnamed items, empty groups left out */
export function fillGroups<T extends { id: string; category: string }>(page: GroupPage, items: readonly T[]): Array<{ name: string; items: T[] }> {
  const byId = new Map(items.map(i => [i.id, i]))
  const named = new Set(page.groups.flatMap(g => g.items))
  const out = page.groups.map(g => ({ name: g.name, items: g.items.map(id => byId.get(id)).filter((i): i is T => i !== undefined) }))
  if (page.area) out.push({ name: '其他', items: items.filter(i => i.category === page.area && !named.has(i.id)) })
  return out.filter(g => g.items.length > 0)
}
