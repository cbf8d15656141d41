/**
 * Rules of the Y tree, clan relations, the surname library and the 寻根登记 (issue 16, spec 2.10,
 * 3.12, 9), shared by the server (which enforces them) and the client (which words them).
 * docs/lineage.md, "Y tree, clans and surnames", says which privacy switch governs which list.
 */

/**
 * k-anonymity: a count of opted-in people below this is never shown as a number, only as
 * "少于5人", so that a handful of people cannot be singled out from a statistic.
 */
export const MIN_GROUP_SIZE = 5
export const SMALL_GROUP_LABEL = `少于${MIN_GROUP_SIZE}人`
/** a group withheld because, with the total, it would let a small group be worked out */
export const WITHHELD_GROUP_LABEL = '不公开（防止推算）'

export interface GroupCount {
  /** the exact count, or null when it is not shown */
  count: number | null
  label: string
}

/** one count on its own: the number when it reaches MIN_GROUP_SIZE, else 少于5人 (0 included: absence is not revealed either) */
export function groupCount(n: number): GroupCount {
  return n >= MIN_GROUP_SIZE ? { count: n, label: `${n}人` } : { count: null, label: SMALL_GROUP_LABEL }
}

/**
 * Counts of a breakdown whose total is also shown. Groups below MIN_GROUP_SIZE say 少于5人; and
 * when those small groups add up to 1–4 people, total minus the shown groups would give their
 * exact sum, so the smallest shown groups are withheld too (secondary suppression) until the
 * hidden part holds at least MIN_GROUP_SIZE people. Groups keep their input order.
 */
export function anonymiseGroups<T extends { count: number }>(groups: readonly T[]): Array<Omit<T, 'count'> & GroupCount> {
  const hidden = new Set<number>()
  let hiddenSum = 0
  groups.forEach((g, i) => {
    if (g.count < MIN_GROUP_SIZE) {
      hidden.add(i)
      hiddenSum += g.count
    }
  })
  const withheld = new Set<number>()
  if (hiddenSum > 0 && hiddenSum < MIN_GROUP_SIZE) {
    const shown = groups.map((g, i) => ({ i, n: g.count })).filter(x => !hidden.has(x.i)).sort((a, b) => a.n - b.n || a.i - b.i)
    for (const s of shown) {
      if (hiddenSum >= MIN_GROUP_SIZE) break
      withheld.add(s.i)
      hiddenSum += s.n
    }
  }
  return groups.map((g, i) => {
    const { count, ...rest } = g
    if (withheld.has(i)) return { ...rest, count: null, label: WITHHELD_GROUP_LABEL }
    return { ...rest, ...groupCount(count) }
  })
}

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
