/**
 * Rules of a partner channel's page (/buy/distribution?channel=<code>): the code from the link,
 * the validity period as the buyer reads it (China time), what is left of the per-account limit.
 * The price is the server's (channel commodities); the page only multiplies it for display.
 */
import { chinaDate } from '@xungen/contracts'
export const CHANNEL_CODE_PATTERN = /^[A-Za-z0-9_-]{2,24}$/

/** the channel code of the link, or null when it is missing or malformed */
export function channelCodeOf(raw: string | undefined | null): string | null {
  const code = (raw ?? '').trim()
  return CHANNEL_CODE_PATTERN.test(code) ? code : null
}

/** yyyy-mm-dd in China time (UTC+8): the contracts' formatter */
export { chinaDate }

/** "2026-10-27 至 2027-10-26" (the end is exclusive: the last day shown is the one before it ends) */
export function periodText(startsAt: number, endsAt: number): string {
  return `${chinaDate(startsAt)} 至 ${chinaDate(endsAt - 1)}`
}

/** units the account may still buy (null: not signed in, the limit is all we know) */
export function remainingOf(limit: number, bought: number | null): number | null {
  return bought === null ? null : Math.max(0, limit - bought)
}

/** the largest count the stepper allows */
export function maxCountOf(limit: number, bought: number | null): number {
  return Math.max(1, Math.min(99, remainingOf(limit, bought) ?? limit))
}

export function limitText(limit: number, bought: number | null): string {
  const remaining = remainingOf(limit, bought)
  if (remaining === null) return `每个账号限购 ${limit} 件`
  if (remaining === 0) return `每个账号限购 ${limit} 件，您已购满`
  return `每个账号限购 ${limit} 件，您已购买 ${bought} 件，还可购买 ${remaining} 件`
}
