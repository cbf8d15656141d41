/**
 * Activities (spec 7.3 "Activity", 3.14 "Activity"; spec 4: the current activity is the one where
 * now lies between its start and end): configurations stored in the activities table, one kind
 * each. FULL_REDUCTION steps price orders (commerce/pricing.ts); COUPON_GIFT hands out coupons of
 * a scene (/coupon); FISSION asks friends to help (/fission/*), and enough helpers earn the
 * inviter a balance reward; CROWDFUNDING collects supporters' orders towards a target
 * (/crowdfunding) and gives each a certificate (/user/certificates/crowdfunding).
 * Demo activities carry `sample: true` and every page that shows one says 示例.
 */
import type { CouponRule, FullReductionStep } from '../commerce/pricing'

export const ACTIVITY_KINDS = ['FULL_REDUCTION', 'COUPON_GIFT', 'FISSION', 'CROWDFUNDING'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export const SAMPLE_MARK = '示例'

export interface CouponGiftConfig {
  sample: boolean
  /** the scene a /coupon link names (?scene=) */
  scene: string
  /** names of the coupon templates handed out (each once per person) */
  templateNames: string[]
  summary: string
  rules: string[]
}

export interface FissionConfig {
  sample: boolean
  /** the page that presents it: /fission/hearing, /fission/sleep */
  slug: string
  title: string
  summary: string
  /** paragraphs of the project description */
  description: string[]
  /** who may take part */
  conditions: string[]
  /** helpers an inviter needs for the reward */
  helpersNeeded: number
  /** the reward, credited to the balance once claimed */
  rewardFen: number
  rules: string[]
}

export interface CrowdfundingTier {
  key: string
  title: string
  /** alias of the product a supporter orders (the order carries the campaign's scene) */
  commodityAlias: string
  paybacks: string[]
}

export interface CrowdfundingConfig {
  sample: boolean
  title: string
  summary: string
  story: string[]
  targetFen: number
  tiers: CrowdfundingTier[]
  rules: string[]
}

export interface FullReductionConfig {
  steps: FullReductionStep[]
  productIds?: number[]
}

/** the order scene of a campaign's supporters: orders with it count towards the campaign */
export function crowdfundingScene(activityId: number): string {
  return `CROWDFUNDING:${activityId}`
}

export function crowdfundingIdOfScene(scene: string | null | undefined): number | null {
  const m = /^CROWDFUNDING:(\d{1,9})$/.exec(scene ?? '')
  return m ? Number(m[1]) : null
}

/** whole percent reached, floored (99.9 % is not yet 100 %) */
export function crowdfundingPercent(raisedFen: number, targetFen: number): number {
  if (targetFen <= 0) return 0
  return Math.floor((raisedFen * 100) / targetFen)
}

/** whether an activity runs at this moment (spec 4) */
export function isActivityRunning(a: { startAt: number; endAt: number }, now: number): boolean {
  return a.startAt <= now && now < a.endAt
}

/** an invite code: 8 characters without look-alikes */
export const INVITE_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/

export interface ActivityBase {
  id: number
  kind: ActivityKind
  name: string
  sample: boolean
  startAt: number
  endAt: number
  running: boolean
  rules: string[]
}

export interface CouponActivityView extends ActivityBase {
  scene: string
  summary: string
  coupons: Array<{ templateId: number; name: string; rule: CouponRule; validDays: number; left: number; received: boolean }>
}

export interface FissionView extends ActivityBase {
  slug: string
  title: string
  summary: string
  description: string[]
  conditions: string[]
  helpersNeeded: number
  rewardFen: number
  /** the signed-in person's part: their code, friends who helped, whether the reward is earned */
  me: { inviteCode: string | null; helpers: Array<{ name: string; at: number }>; rewarded: boolean } | null
}

export interface CrowdfundingView extends ActivityBase {
  title: string
  summary: string
  story: string[]
  targetFen: number
  raisedFen: number
  supporters: number
  percent: number
  tiers: Array<{ key: string; title: string; commodityAlias: string; productName: string; priceFen: number; paybacks: string[]; supporters: number }>
}

export interface CertificateView {
  certificateNo: string
  activityId: number
  campaign: string
  sample: boolean
  productName: string
  orderNo: string
  amountFen: number
  holderName: string
  supportedAt: number
}

/** a name shown to others: the surname and stars (王**) */
export function maskName(name: string): string {
  const chars = [...name.trim()]
  if (!chars.length) return '匿名用户'
  return chars[0] + '*'.repeat(Math.max(1, Math.min(2, chars.length - 1)))
}
