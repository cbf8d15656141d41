/**
 * How long a report share link works (issue 20 item 7): the owner chooses 7 days, 30 days or
 * until revoked (30 days unless chosen), and the shared report page says until when, in China
 * time, so that a visitor knows and the owner is never surprised by a link that lives forever.
 */
import { chinaDateTime } from '../time'

export const SHARE_VALIDITIES = ['7d', '30d', 'untilRevoked'] as const
export type ShareValidity = (typeof SHARE_VALIDITIES)[number]

export const SHARE_VALIDITY_DEFAULT: ShareValidity = '30d'

export const SHARE_VALIDITY_LABELS: Record<ShareValidity, string> = {
  '7d': '7 天',
  '30d': '30 天',
  untilRevoked: '直到我撤销'
}

const DAY_MS = 86400_000
const SHARE_VALIDITY_MS: Record<ShareValidity, number | null> = { '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, untilRevoked: null }

/** when a link made at `createdAt` with this validity stops working; null: until revoked */
export function shareExpiresAt(createdAt: number, validity: ShareValidity = SHARE_VALIDITY_DEFAULT): number | null {
  const ms = SHARE_VALIDITY_MS[validity]
  return ms === null ? null : createdAt + ms
}

/** yyyy-mm-dd hh:mm in China time (UTC+8), whatever the device's zone */
export function chinaDateTimeText(ms: number): string {
  return chinaDateTime(ms)
}

/** what the shared report and the owner's list say about a link's end */
export function shareExpiryText(expiresAt: number | null): string {
  return expiresAt === null ? '长期有效，直到分享人撤销' : `有效期至 ${chinaDateTimeText(expiresAt)}（北京时间）`
}

/** a link works while it is neither revoked nor past its end */
export function shareIsActive(link: { revokedAt: number | null; expiresAt: number | null }, nowMs: number): boolean {
  return link.revokedAt === null && (link.expiresAt === null || link.expiresAt > nowMs)
}
