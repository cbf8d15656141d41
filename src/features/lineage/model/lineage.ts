/**
 * Rules of the Y tree, clan, surname and 寻根登记 pages (issue 16 items 4-6). The counting and
 * anonymity rules themselves live in @xungen/contracts (lineage), which the server enforces;
 * these are what the pages decide on their own.
 */
import { LEAD_CONTACT_LABELS, LEAD_CONTACT_PREFERENCES, surnameProblem, type LeadContactPreference } from '@xungen/contracts'

/** the root of the ISOGG tree as the backbone names it: where browsing starts */
export const YTREE_ROOT = 'Y-Adam'

/** the page after this one, or null when the list ended */
export function nextPage(p: { page: number; isEnd: boolean }): number | null {
  return p.isEnd ? null : p.page + 1
}

/** "第 2 / 7 页" */
export function pageLabel(p: { page: number; size: number; total: number }): string {
  const pages = Math.max(1, Math.ceil(p.total / p.size))
  return `第 ${Math.min(p.page, pages)} / ${pages} 页`
}

/**
 * what the search box holds: an rsID, a short form (O-M117), an ISOGG long-form name with its
 * lower-case levels (O2a2b1a1), or a bare name that may be an SNP (M117) or a clade (O, NO1):
 * the server tries a bare name both ways.
 */
export function searchKind(keyword: string): 'empty' | 'rsid' | 'short-form' | 'haplogroup' | 'name' {
  const k = keyword.trim()
  if (!k) return 'empty'
  if (/^rs\d+$/i.test(k)) return 'rsid'
  if (/^[A-Z]+-[A-Za-z0-9.]+$/.test(k)) return 'short-form'
  if (/^[A-Z]+\d+[a-z]+(\d+[a-z]*)*$/.test(k)) return 'haplogroup'
  return 'name'
}

export const SEARCH_HINTS: Record<ReturnType<typeof searchKind>, string> = {
  empty: '输入 SNP 名称（如 M117）、rs 编号或单倍群名称（如 O2a2b1a1、O-M117）',
  rsid: '按 dbSNP 编号查找定义该位点的分支',
  'short-form': '按单倍群简称（字母-代表性 SNP）查找',
  haplogroup: '按 ISOGG 单倍群全称查找，也会列出以此开头的下游分支',
  name: '按 SNP 名称或单倍群名称查找'
}

/** how a branch's search hit is explained */
export function matchText(m: { matchedBy: 'haplogroup' | 'snp'; snp: string | null; pos: number | null }): string {
  if (m.matchedBy === 'snp' && m.snp) return m.pos ? `由 SNP ${m.snp}（chrY:${m.pos}，GRCh37）定义` : `由 SNP ${m.snp} 定义`
  return '单倍群名称匹配'
}

/** a SNP's mutation as ISOGG writes it: 'A→G'; indels have no bases */
export function mutationText(s: { ancestral: string; derived: string; indel: boolean }): string {
  return s.indel || !s.ancestral ? '插入/缺失' : `${s.ancestral}→${s.derived}`
}

/** the steps between the shared branch and a man's own call, in words */
export function divergenceText(steps: number): string {
  return steps === 0 ? '就在共同分支上' : `共同分支下再往下 ${steps} 级`
}

export interface LeadForm {
  surname: string
  ancestralPlace: string
  ancestralPlaceCode: string
  residence: string
  residenceCode: string
  contactPreference: LeadContactPreference | ''
}

export const EMPTY_LEAD: LeadForm = { surname: '', ancestralPlace: '', ancestralPlaceCode: '', residence: '', residenceCode: '', contactPreference: '' }

/** the first problem of each field, in Chinese; an empty object when the form can be sent */
export function leadProblems(f: LeadForm): Partial<Record<keyof LeadForm, string>> {
  const out: Partial<Record<keyof LeadForm, string>> = {}
  const s = surnameProblem(f.surname)
  if (s) out.surname = s
  if (!f.ancestralPlaceCode) out.ancestralPlace = '请选择祖籍'
  if (!f.contactPreference || !(LEAD_CONTACT_PREFERENCES as readonly string[]).includes(f.contactPreference)) out.contactPreference = '请选择联系方式'
  return out
}

export function contactLabel(p: string): string {
  return (LEAD_CONTACT_LABELS as Record<string, string>)[p] ?? p
}

/** the code of the deepest level a region picker chose */
export function regionCodeOf(s: { province?: { code: string } | null; city?: { code: string } | null; district?: { code: string } | null; street?: { code: string } | null }): string {
  return (s.street ?? s.district ?? s.city ?? s.province)?.code ?? ''
}
