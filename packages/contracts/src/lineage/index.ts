/**
 * Rules of the Y tree, clan relations, the surname library and the 寻根登记 (issue 16, spec 2.10,
 * 3.12, 9), shared by the server (which enforces them) and the client (which words them).
 * docs/lineage.md, "Y tree, clans and surnames", says which privacy switch governs which list.
 */

import { MIN_CELL_SIZE, SMALL_CELL_LABEL, peopleCount, type PeopleCount } from '../statistics'

/**
 * Counts of opted-in people follow the one rule of ../statistics (issue 20 item 8): below 5 only
 * 少于5人, never a small group named, numbers rounded down to a multiple of 5. These names are
 * the lineage pages' words for it.
 */
export const MIN_GROUP_SIZE = MIN_CELL_SIZE
export const SMALL_GROUP_LABEL = SMALL_CELL_LABEL
export type GroupCount = PeopleCount
export const groupCount = peopleCount

/**
 * How a clan member is named to another user: the surname and 先生 (clan members are men of
 * the same surname); the given name is never shown. An empty surname gives 宗亲.
 */
export function clanDisplayName(surname: string | null | undefined): string {
  const s = (surname ?? '').trim()
  return s ? `${s}先生` : '宗亲'
}

/** the province code (GB/T 2260, six digits) of any region code: 440306 → 440000 */
export function provinceCodeOf(code: string | null | undefined): string | null {
  const c = (code ?? '').trim()
  if (!/^\d{6}(\d{3})?$/.test(c)) return null
  return `${c.slice(0, 2)}0000`
}

/** the city code of a region code below province level: 440306 → 440300; null for a province itself */
export function cityCodeOf(code: string | null | undefined): string | null {
  const c = (code ?? '').trim()
  if (!/^\d{6}(\d{3})?$/.test(c) || c.slice(2, 4) === '00') return null
  return `${c.slice(0, 4)}00`
}

/** 寻根登记: how the person wants to be reached when a lead turns up */
export const LEAD_CONTACT_PREFERENCES = ['none', 'notification', 'sms'] as const
export type LeadContactPreference = (typeof LEAD_CONTACT_PREFERENCES)[number]
export const LEAD_CONTACT_LABELS: Record<LeadContactPreference, string> = {
  none: '不需要联系我',
  notification: '站内消息通知我',
  sms: '短信通知我（发送到账号绑定的手机号）'
}

/** a Chinese surname: one to four Han characters (compound surnames such as 欧阳, 司马 have two; a few recorded ones more) */
export const SURNAME_PATTERN = /^[\u3400-\u4dbf\u4e00-\u9fff\u{20000}-\u{2ebef}]{1,4}$/u

/** the problem with a surname the person typed, in Chinese, or null when it is fine */
export function surnameProblem(surname: string): string | null {
  const s = surname.trim()
  if (!s) return '请填写姓氏'
  if (!SURNAME_PATTERN.test(s)) return '姓氏应为 1–4 个汉字'
  return null
}

/** 寻根登记 one account may keep (a person registers a few surnames and places, not a list) */
export const LEAD_MAX_PER_USER = 20

/** a user's private remark on a clan member */
export const CLAN_REMARK_MAX = 50

/**
 * spec 9 asks clan relations sorted COMMON_ANCESTOR_YEAR_ASC with a 16,500-year limit. Years need a
 * dated tree; the reference tree has none, so the server orders by the shared branch's depth
 * (deepest first: the most recent shared branch the tree can name) and says so with this sort.
 */
export const CLAN_SORT_BY_DEPTH = 'SHARED_BRANCH_DEPTH_DESC'
export const CLAN_SORT_BY_DEPTH_NOTE =
  '参考数据中的 Y 树（ISOGG 2019–2020）没有分支年代测定，无法计算距共同祖先的年数。宗亲按共同所在分支的深度排序：共同分支越深（越靠下），父系共同祖先越近；深度相同者顺序不代表远近。'
