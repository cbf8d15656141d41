/**
 * Pure rules of the family tree's gallery pages (issue 24, spec 2.10 family-tree/gallery):
 * dates, page lines, the tagging picker.
 */
import { pageCount } from '@xungen/contracts'

/** 2026年11月29日 (the viewer's time zone) */
export function galleryDate(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`
}

/** 第 2 / 5 页 · 共 83 张 */
export function pageLine(page: number, total: number, size: number, unit: string): string {
  return `第 ${page} / ${pageCount(total, size)} 页 · 共 ${total} ${unit}`
}

/** the ids with `id` added or taken out */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter(x => x !== id) : [...ids, id]
}

/**
 * The persons the tagging picker offers: the chosen ones first, then those whose name has the
 * keyword, at most `limit` in all (a tree of thousands is searched, not listed).
 */
export function pickerPersons<T extends { id: number; name: string }>(persons: readonly T[], keyword: string, chosen: readonly number[], limit = 24): T[] {
  const k = keyword.trim()
  const first = persons.filter(p => chosen.includes(p.id))
  const rest = persons.filter(p => !chosen.includes(p.id) && (!k || p.name.includes(k)))
  return [...first, ...rest].slice(0, Math.max(limit, first.length))
}
