/** Words the project pages show, from the answers' fields (pure: tested in __tests__). */
import type { ProjectStatKind, ProjectType } from '@xungen/contracts/endpoints'

export const TYPE_TEXT: Record<ProjectType, string> = { surname: '姓氏项目', haplogroup: '单倍群项目' }

/** the statistics pages: which count each route shows, its heading and what the groups are */
export const STAT_PAGES: Record<'all-surname' | 'all-haplogroup' | 'all-district' | 'all-nation' | 'national-origin', { by: ProjectStatKind; title: string; group: string }> = {
  'all-surname': { by: 'surname', title: '成员姓氏', group: '姓氏' },
  'all-haplogroup': { by: 'haplogroup', title: '成员父系单倍群', group: '单倍群' },
  'all-district': { by: 'district', title: '成员祖籍或出生省份', group: '省份' },
  'all-nation': { by: 'nation', title: '成员民族', group: '民族' },
  'national-origin': { by: 'nation', title: '民族来源', group: '民族' }
}

/** a branch path of the reference Y tree, root first, as the choices of a new haplogroup project: the deepest few first */
export function branchChoices(path: readonly string[], max = 8): string[] {
  return [...path].reverse().slice(0, max)
}

/** a creation date in Chinese (2026年11月29日) */
export function dayText(ms: number): string {
  const d = new Date(ms + 8 * 3600_000)
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`
}
