/** How the balance pages read their data (spec 2.13 balance/*): flow kinds in words, amounts typed in yuan. */
import { BALANCE_FLOW_LABELS, parseYuan, yuanText } from '@xungen/contracts'

export function flowLabel(kind: string): string {
  return BALANCE_FLOW_LABELS[kind] ?? kind
}

/** a signed amount as the flows show it: +12.00 / -10.00 */
export function signedYuan(fen: number): string {
  return `${fen > 0 ? '+' : fen < 0 ? '-' : ''}${yuanText(Math.abs(fen))}`
}

/** what the amount field holds, in fen, or null while it is not a sum of money (three decimals, letters) */
export function amountFenOf(text: string): number | null {
  return text.trim() ? parseYuan(text) : null
}

/** the amount field keeps digits and one point with two decimals at most */
export function cleanAmountInput(text: string): string {
  const t = text.replace(/[^\d.]/g, '')
  const [whole, ...rest] = t.split('.')
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole
}
