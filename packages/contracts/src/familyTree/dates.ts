/**
 * Dates of the family tree (issue 24 item 1): partial dates (a year, a month and year), 约/前/后/之间,
 * the calendars of GEDCOM, and 农历 dates, kept as GEDCOM 7 date values: `15 MAR 1850`,
 * `ABT 1850`, `BET 1850 AND 1860`, `JULIAN 1 JAN 1700`, and the extension calendar
 * `_LUNAR 15 M3 1850` (month M1-M12, a leap month M3L). GEDCOM 5.5.1 writes the calendar as an
 * escape (`@#DJULIAN@`); gedcom/ on the server converts. Nothing here converts 农历 to 公历: a
 * lunar date is kept and shown as entered.
 */

export const GEDCOM_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const
const FRENCH_MONTHS = ['VEND', 'BRUM', 'FRIM', 'NIVO', 'PLUV', 'VENT', 'GERM', 'FLOR', 'PRAI', 'MESS', 'THER', 'FRUC', 'COMP']
const HEBREW_MONTHS = ['TSH', 'CSH', 'KSL', 'TVT', 'SHV', 'ADR', 'ADS', 'NSN', 'IYR', 'SVN', 'TMZ', 'AAV', 'ELL']
export const CALENDARS = ['GREGORIAN', 'JULIAN', 'FRENCH_R', 'HEBREW', '_LUNAR'] as const
export type TreeCalendar = (typeof CALENDARS)[number]
export const DATE_QUALIFIERS = ['exact', 'ABT', 'CAL', 'EST', 'BEF', 'AFT', 'BET', 'FROM', 'TO', 'FROMTO'] as const
export type DateQualifier = (typeof DATE_QUALIFIERS)[number]

export interface SimpleDate {
  calendar: TreeCalendar
  year: number
  /** 1-12 (13 for the French and Hebrew calendars); absent for a year only */
  month?: number
  day?: number
  /** 农历 leap month (闰月) */
  leap?: boolean
  /** BCE */
  bce?: boolean
}

export interface TreeDateParts {
  qualifier: DateQualifier
  date?: SimpleDate
  /** the second date of BET … AND … and FROM … TO … */
  date2?: SimpleDate
}

function monthNames(calendar: TreeCalendar): readonly string[] {
  return calendar === 'FRENCH_R' ? FRENCH_MONTHS : calendar === 'HEBREW' ? HEBREW_MONTHS : GEDCOM_MONTHS
}

function parseSimple(text: string): SimpleDate | null {
  const words = text.trim().split(/\s+/).filter(Boolean)
  let calendar: TreeCalendar = 'GREGORIAN'
  if (words.length && (CALENDARS as readonly string[]).includes(words[0].toUpperCase())) calendar = words.shift()!.toUpperCase() as TreeCalendar
  let bce = false
  if (words.length && /^(BCE|BC|B\.C\.)$/i.test(words[words.length - 1])) {
    bce = true
    words.pop()
  }
  if (words.length < 1 || words.length > 3) return null
  const yearText = words.pop()!
  // 5.5.1 dual years (1699/00) keep the first year
  const year = /^\d{1,4}(\/\d{2})?$/.test(yearText) ? Number(yearText.split('/')[0]) : NaN
  if (!Number.isFinite(year)) return null
  const out: SimpleDate = { calendar, year }
  if (bce) out.bce = true
  if (words.length) {
    const m = words.pop()!.toUpperCase()
    if (calendar === '_LUNAR') {
      const lm = /^M(\d{1,2})(L?)$/.exec(m)
      if (!lm || Number(lm[1]) < 1 || Number(lm[1]) > 12) return null
      out.month = Number(lm[1])
      if (lm[2]) out.leap = true
    } else {
      const i = monthNames(calendar).indexOf(m)
      if (i < 0) return null
      out.month = i + 1
    }
  }
  if (words.length) {
    const d = words.pop()!
    if (!/^\d{1,2}$/.test(d) || Number(d) < 1 || Number(d) > 31) return null
    out.day = Number(d)
  }
  return out
}

/** a GEDCOM date value's parts, or null when it is not one (a free text) */
export function parseTreeDate(value: string | undefined | null): TreeDateParts | null {
  const text = (value ?? '').trim().replace(/\s+/g, ' ')
  if (!text) return null
  const up = text.toUpperCase()
  let m: RegExpExecArray | null
  if ((m = /^BET (.+) AND (.+)$/.exec(up))) {
    const a = parseSimple(m[1])
    const b = parseSimple(m[2])
    return a && b ? { qualifier: 'BET', date: a, date2: b } : null
  }
  if ((m = /^FROM (.+) TO (.+)$/.exec(up))) {
    const a = parseSimple(m[1])
    const b = parseSimple(m[2])
    return a && b ? { qualifier: 'FROMTO', date: a, date2: b } : null
  }
  if ((m = /^(ABT|CAL|EST|BEF|AFT|FROM|TO) (.+)$/.exec(up))) {
    const a = parseSimple(m[2])
    return a ? { qualifier: m[1] as DateQualifier, date: a } : null
  }
  const a = parseSimple(up)
  return a ? { qualifier: 'exact', date: a } : null
}

function formatSimple(d: SimpleDate): string {
  const parts: string[] = []
  if (d.calendar !== 'GREGORIAN') parts.push(d.calendar)
  if (d.day !== undefined && d.month !== undefined) parts.push(String(d.day))
  if (d.month !== undefined) parts.push(d.calendar === '_LUNAR' ? `M${d.month}${d.leap ? 'L' : ''}` : monthNames(d.calendar)[d.month - 1])
  parts.push(String(d.year))
  if (d.bce) parts.push('BCE')
  return parts.join(' ')
}

/** the GEDCOM 7 date value of parts */
export function formatTreeDate(parts: TreeDateParts): string {
  if (!parts.date) return ''
  const a = formatSimple(parts.date)
  switch (parts.qualifier) {
    case 'exact':
      return a
    case 'BET':
      return `BET ${a} AND ${formatSimple(parts.date2 ?? parts.date)}`
    case 'FROMTO':
      return `FROM ${a} TO ${formatSimple(parts.date2 ?? parts.date)}`
    default:
      return `${parts.qualifier} ${a}`
  }
}

/** a date value written the one way (upper case, single spaces, GREGORIAN left out); free text as it was */
export function normalizeTreeDate(value: string): string {
  const p = parseTreeDate(value)
  return p ? formatTreeDate(p) : value.trim()
}

const LUNAR_MONTHS = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊']
const CN_DIGITS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九']
function lunarDay(d: number): string {
  if (d <= 10) return `初${d === 10 ? '十' : CN_DIGITS[d]}`
  if (d < 20) return `十${CN_DIGITS[d - 10]}`
  if (d === 20) return '二十'
  if (d < 30) return `廿${CN_DIGITS[d - 20]}`
  return d === 30 ? '三十' : `三十${CN_DIGITS[d - 30]}`
}

const CALENDAR_WORDS: Record<TreeCalendar, string> = { GREGORIAN: '', JULIAN: '儒略历', FRENCH_R: '法国共和历', HEBREW: '希伯来历', _LUNAR: '农历' }

function simpleZh(d: SimpleDate): string {
  const era = d.bce ? '公元前' : ''
  if (d.calendar === '_LUNAR') {
    let s = `农历${era}${d.year}年`
    if (d.month) s += `${d.leap ? '闰' : ''}${LUNAR_MONTHS[d.month - 1]}月`
    if (d.month && d.day) s += lunarDay(d.day)
    return s
  }
  let s = `${CALENDAR_WORDS[d.calendar]}${era}${d.year}年`
  if (d.month) s += d.calendar === 'GREGORIAN' || d.calendar === 'JULIAN' ? `${d.month}月` : `第${d.month}月`
  if (d.month && d.day) s += `${d.day}日`
  return s
}

/** a date value in Chinese for the pages (1850年3月15日, 约1850年, 农历1850年三月十五, 1850年至1860年之间) */
export function treeDateZh(value: string | undefined | null, phrase?: string | null): string {
  const p = parseTreeDate(value)
  if (!p || !p.date) return (phrase ?? value ?? '').trim()
  const a = simpleZh(p.date)
  switch (p.qualifier) {
    case 'exact':
      return a
    case 'ABT':
      return `约${a}`
    case 'CAL':
      return `推算${a}`
    case 'EST':
      return `估计${a}`
    case 'BEF':
      return `${a}前`
    case 'AFT':
      return `${a}后`
    case 'BET':
      return `${a}至${simpleZh(p.date2!)}之间`
    case 'FROM':
      return `自${a}起`
    case 'TO':
      return `至${a}`
    case 'FROMTO':
      return `${a}至${simpleZh(p.date2!)}`
  }
}

/** the year a date value gives (for drawing and sorting; BCE negative), or null */
export function treeDateYear(value: string | undefined | null): number | null {
  const p = parseTreeDate(value)
  if (!p?.date) return null
  return p.date.bce ? -p.date.year : p.date.year
}

/** checks a date a person enters: the words of the mistake, or null */
export function treeDateProblem(parts: TreeDateParts): string | null {
  const check = (d: SimpleDate | undefined): string | null => {
    if (!d) return '请填写年份'
    if (!Number.isInteger(d.year) || d.year < 1 || d.year > 9999) return '年份应为 1-9999 之间的整数'
    if (d.day !== undefined && d.month === undefined) return '填写日时请同时填写月'
    if (d.month !== undefined && (d.month < 1 || d.month > (d.calendar === 'FRENCH_R' || d.calendar === 'HEBREW' ? 13 : 12))) return '月份不正确'
    if (d.day !== undefined && (d.day < 1 || d.day > (d.calendar === '_LUNAR' ? 30 : 31))) return '日期不正确'
    if (d.calendar === 'GREGORIAN' && d.day !== undefined && d.month !== undefined && !d.bce) {
      const real = new Date(Date.UTC(d.year, d.month - 1, d.day))
      if (real.getUTCDate() !== d.day) return '日期不存在'
    }
    return null
  }
  return check(parts.date) ?? (parts.qualifier === 'BET' || parts.qualifier === 'FROMTO' ? check(parts.date2) : null)
}
