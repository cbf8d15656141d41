/**
 * Times as the product shows them: China time (Asia/Shanghai, UTC+8, no daylight saving since
 * 1991), whatever the zone of the browser, the phone or the server. The one formatter of pages,
 * PDF and messages: no page formats a moment with the device's zone (Date#getHours, toLocale*).
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai'
const OFFSET_MS = 8 * 3600_000

const iso = (ms: number) => new Date(ms + OFFSET_MS).toISOString()

/** yyyy-mm-dd */
export function chinaDate(ms: number): string {
  return iso(ms).slice(0, 10)
}

/** yyyy-mm-dd hh:mm */
export function chinaDateTime(ms: number): string {
  return iso(ms).slice(0, 16).replace('T', ' ')
}

/** mm-dd hh:mm (a list of recent events) */
export function chinaShortDateTime(ms: number): string {
  return iso(ms).slice(5, 16).replace('T', ' ')
}

/** yyyy年m月d日 */
export function chinaDateLong(ms: number): string {
  const [y, m, d] = chinaDate(ms).split('-').map(Number)
  return `${y}年${m}月${d}日`
}

/** yyyymmdd */
export function chinaDateCompactText(ms: number): string {
  return chinaDate(ms).replace(/-/g, '')
}

/** the year in China time (the footer's ©) */
export function chinaYear(ms: number): number {
  return Number(iso(ms).slice(0, 4))
}
