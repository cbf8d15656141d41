/**
 * Money is integer fen (1 yuan = 100 fen) everywhere: in the database, in calls, in arithmetic.
 * Floats never hold an amount; a price is shown with yuanText, never computed from it.
 */

/** true for a safe non-negative integer number of fen */
export function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** 19900 → '199.00', 5 → '0.05' (display only) */
export function yuanText(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new Error(`not an amount in fen: ${fen}`)
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** '199', '199.5', '199.50' → 19950; anything else (three decimals, signs, exponents) → null */
export function parseYuan(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}
