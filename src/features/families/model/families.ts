/** The rules the family pages show (issue 24 items 4, 5): the library's filter as a query, state and claim labels, the 字辈 by generation, the self-built family's form checks. */
import type { EndpointOutput } from '@xungen/contracts/endpoints'
import type { FAMILIES } from '@xungen/contracts/endpoints'

export type FamilySummary = EndpointOutput<typeof FAMILIES.library>['list'][number]
export type FamilyDetail = EndpointOutput<typeof FAMILIES.family>
export type FamilyClue = EndpointOutput<typeof FAMILIES.claim>

/** spec 3.12: the filter's switches, in the order the page shows them */
export const FILTER_FLAGS = [
  { key: 'hasGenerationName', label: '有字辈' },
  { key: 'hasGenealogies', label: '有族谱' },
  { key: 'hasAncestor', label: '有先祖' },
  { key: 'hasHaplogroup', label: '有单倍群' },
  { key: 'researching', label: '研究中' },
  { key: 'hasCelebrity', label: '有名人' }
] as const
export type FilterFlag = (typeof FILTER_FLAGS)[number]['key']

export interface LibraryFilter {
  keyword: string
  type: 'gene' | 'genealogy' | ''
  flags: FilterFlag[]
  sort: 'UPDATE_DATE_DESC' | 'UPDATE_DATE_ASC'
  page: number
}
export const EMPTY_FILTER: LibraryFilter = { keyword: '', type: '', flags: [], sort: 'UPDATE_DATE_DESC', page: 1 }

/** the filter as the library's query: only what is set */
export type LibraryQuery = { page: number; sortType: LibraryFilter['sort']; keyword?: string; type?: 'gene' | 'genealogy' } & Partial<Record<FilterFlag, '1'>>
export function filterQuery(f: LibraryFilter): LibraryQuery {
  const q: LibraryQuery = { page: f.page, sortType: f.sort }
  if (f.keyword.trim()) q.keyword = f.keyword.trim()
  if (f.type) q.type = f.type
  for (const flag of f.flags) q[flag] = '1'
  return q
}

export function toggleFlag(f: LibraryFilter, flag: FilterFlag): LibraryFilter {
  return { ...f, page: 1, flags: f.flags.includes(flag) ? f.flags.filter(x => x !== flag) : [...f.flags, flag] }
}

/** ?type=gene|genealogy of spec 2.10 (anything else: none) */
export function typeOf(value: string | undefined): LibraryFilter['type'] {
  return value === 'gene' || value === 'genealogy' ? value : ''
}

export const TYPE_TITLES = { '': '家族库', gene: '基因家族', genealogy: '族谱家族' } as const

export const STATUS_LABELS = { draft: '草稿', pending: '审核中', approved: '已公开', rejected: '未通过' } as const

export function familyTitle(f: { name: string; hall: string | null }): string {
  return f.hall ? `${f.name} · ${f.hall}` : f.name
}

/** what a family record has, as short tags */
export function factsOf(f: FamilySummary): string[] {
  const out: string[] = []
  if (f.hasGenerationName) out.push('有字辈')
  if (f.genealogyCount) out.push(`族谱 ${f.genealogyCount} 部`)
  if (f.ancestorCount) out.push(`先祖 ${f.ancestorCount} 位`)
  if (f.celebrityCount) out.push(`名人 ${f.celebrityCount} 位`)
  if (f.haplogroup) out.push(`Y 单倍群 ${f.haplogroup}`)
  if (f.researching) out.push('研究中')
  return out
}

/** 字辈: one character a generation, numbered from the first */
export function generations(poem: string | null): Array<{ n: number; char: string }> {
  return [...(poem ?? '').replace(/[\s，。、；]/g, '')].map((char, i) => ({ n: i + 1, char }))
}

export interface BaseForm {
  surname: string
  name: string
  hall: string
  commandery: string
  originPlace: string
  generationPoem: string
  intro: string
  tags: string
  researching: boolean
}
export const EMPTY_BASE: BaseForm = { surname: '', name: '', hall: '', commandery: '', originPlace: '', generationPoem: '', intro: '', tags: '', researching: false }

export function baseProblems(f: BaseForm): Partial<Record<keyof BaseForm, string>> {
  const p: Partial<Record<keyof BaseForm, string>> = {}
  if (!f.surname.trim()) p.surname = '请填写姓氏'
  else if (!/^[\u3400-\u9fff]{1,4}$/.test(f.surname.trim())) p.surname = '姓氏请填写 1 到 4 个汉字'
  if (f.name.trim().length < 2) p.name = '家族名称至少 2 个字'
  if (f.generationPoem && !/^[\u3400-\u9fff\s，。、；]*$/.test(f.generationPoem)) p.generationPoem = '字辈只能填写汉字'
  if (tagsOf(f.tags).length > 8) p.tags = '标签最多 8 个'
  return p
}

/** tags typed with spaces, commas or 、 between them */
export function tagsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,，、]+/).map(t => t.trim()).filter(Boolean))]
}

export function baseBody(f: BaseForm) {
  return {
    surname: f.surname.trim(), name: f.name.trim(), hall: f.hall.trim(), commandery: f.commandery.trim(), originPlace: f.originPlace.trim(),
    generationPoem: f.generationPoem.trim(), intro: f.intro.trim(), tags: tagsOf(f.tags), researching: f.researching
  }
}

export function baseFormOf(d: FamilyDetail): BaseForm {
  return {
    surname: d.surname, name: d.name, hall: d.hall ?? '', commandery: d.commandery ?? '', originPlace: d.originPlace ?? '', generationPoem: d.generationPoem ?? '',
    intro: d.intro, tags: d.tags.join(' '), researching: d.researching
  }
}

/** a year typed by a person: 1850, -100 or 公元前100 → the number; empty → null; anything else → undefined */
export function parseYear(text: string): number | null | undefined {
  const t = text.trim().replace(/\s+/g, '').replace(/年$/, '')
  if (!t) return null
  const bc = /^(?:公元前|前|-)(\d{1,4})$/.exec(t)
  if (bc) return -Number(bc[1])
  if (/^\d{1,4}$/.test(t) && Number(t) <= 2100) return Number(t)
  return undefined
}

export const CLAIM_LABELS = { confirmed: '已确认', excluded: '已排除' } as const
