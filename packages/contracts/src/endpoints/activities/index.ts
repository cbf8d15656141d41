/**
 * The activity endpoints (spec 7.3 Activity: full_reduction_activity, fission invited_friends and
 * bounty, invitation_activities/{id}, crowd_funding landing_page and certificates; Coupon: scene
 * coupons, share status and receive). Activities are configurations in the database
 * (contracts/activity); demo ones say `sample: true`.
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { commodityIdSchema, couponViewSchema } from '../commerce/schemas'
import { ACTIVITY_KINDS, INVITE_CODE_PATTERN, type CertificateView, type CouponActivityView, type CrowdfundingView, type FissionView } from '../../activities'

const fen = z.int().check(z.gte(0))
const id = z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1)))
const strings = z.array(z.string())
const base = {
  id: z.int(),
  kind: z.enum(ACTIVITY_KINDS),
  name: z.string(),
  sample: z.boolean(),
  startAt: z.number(),
  endAt: z.number(),
  running: z.boolean(),
  rules: strings
}
const couponRule = z.union([
  z.object({ kind: z.literal('AMOUNT_OFF'), amountFen: fen, thresholdFen: fen }),
  z.object({ kind: z.literal('PERCENT_OFF'), percent: z.int(), capFen: fen, thresholdFen: fen })
])
export const sceneSchema = z.string().check(z.regex(/^[A-Z][A-Z0-9_]{1,31}$/, '活动场景不存在'))
/** an activity by id, or a fission activity by the slug of its page */
const activityKey = z.string().check(z.regex(/^(\d{1,9}|[a-z][a-z0-9-]{1,31})$/, '活动不存在'))
export const inviteCodeSchema = z.string().check(z.regex(INVITE_CODE_PATTERN, '邀请码不正确'))
export const certificateNoSchema = z.string().check(z.regex(/^CF\d{20}$/, '证书编号不正确'))

export const couponActivitySchema: z.ZodMiniType<CouponActivityView> = z.object({
  ...base,
  scene: z.string(),
  summary: z.string(),
  coupons: z.array(z.object({ templateId: z.int(), name: z.string(), rule: couponRule, validDays: z.int(), left: z.int(), received: z.boolean() }))
})

export const fissionSchema: z.ZodMiniType<FissionView> = z.object({
  ...base,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: strings,
  conditions: strings,
  helpersNeeded: z.int(),
  rewardFen: fen,
  me: z.nullable(z.object({ inviteCode: z.nullable(z.string()), helpers: z.array(z.object({ name: z.string(), at: z.number() })), rewarded: z.boolean() }))
})

export const crowdfundingSchema: z.ZodMiniType<CrowdfundingView> = z.object({
  ...base,
  title: z.string(),
  summary: z.string(),
  story: strings,
  targetFen: fen,
  raisedFen: fen,
  supporters: z.int(),
  percent: z.int(),
  tiers: z.array(z.object({ key: z.string(), title: z.string(), commodityAlias: z.string(), productName: z.string(), priceFen: fen, paybacks: strings, supporters: z.int() }))
})

export const certificateSchema: z.ZodMiniType<CertificateView> = z.object({
  certificateNo: z.string(),
  activityId: z.int(),
  campaign: z.string(),
  sample: z.boolean(),
  productName: z.string(),
  orderNo: z.string(),
  amountFen: fen,
  holderName: z.string(),
  supportedAt: z.number()
})

export const ACTIVITIES = {
  fullReduction: endpoint({
    method: 'GET',
    path: '/proxy/activity/full_reduction_activity',
    auth: 'public',
    summary: 'The full-reduction activity running now for a product (its steps), or null',
    query: z.object({ commodityId: commodityIdSchema }),
    response: z.object({ activity: z.nullable(z.object({ id: z.int(), name: z.string(), endAt: z.number(), steps: z.array(z.object({ thresholdFen: fen, reduceFen: fen })) })) }),
    codes: [404]
  }),
  couponActivity: endpoint({
    method: 'GET',
    path: '/proxy/coupon/scene/:scene',
    auth: 'public',
    summary: 'The coupon activity of a scene: its coupons, what is left, which the signed-in user received',
    params: z.object({ scene: sceneSchema }),
    response: couponActivitySchema,
    codes: [404]
  }),
  receiveCoupon: endpoint({
    method: 'POST',
    path: '/proxy/coupon/receive',
    auth: 'user',
    summary: 'Receive one coupon of a running scene activity (once per person and coupon)',
    body: z.object({ scene: sceneSchema, templateId: z.int() }),
    response: couponViewSchema,
    codes: [404]
  }),
  fission: endpoint({
    method: 'GET',
    path: '/proxy/activity/invitation_activities/:key',
    auth: 'public',
    summary: "A fission activity by id or page slug; the signed-in user's invite code and helpers",
    params: z.object({ key: activityKey }),
    response: fissionSchema,
    codes: [404]
  }),
  joinFission: endpoint({
    method: 'POST',
    path: '/proxy/activity/invitation_activities/:key/join',
    auth: 'user',
    summary: 'Take part: the user gets an invite code to share (the same one when asked again)',
    params: z.object({ key: activityKey }),
    response: fissionSchema,
    codes: [404]
  }),
  helpFission: endpoint({
    method: 'POST',
    path: '/proxy/activity/fission/help',
    auth: 'user',
    summary: "Help a friend with their invite code (once per activity, never oneself); the helper who completes the count earns the inviter a balance reward",
    body: z.object({ inviteCode: inviteCodeSchema }),
    response: z.object({ activityId: z.int(), slug: z.string(), title: z.string(), sample: z.boolean(), inviterName: z.string(), helpers: z.int(), helpersNeeded: z.int(), completed: z.boolean() }),
    codes: [404]
  }),
  crowdfunding: endpoint({
    method: 'GET',
    path: '/proxy/activity/crowd_funding/landing_page',
    auth: 'public',
    summary: 'A crowdfunding campaign (id, else the latest running one): target, raised from paid supporter orders, tiers and paybacks',
    query: z.object({ id: z.optional(id) }),
    response: crowdfundingSchema,
    codes: [404]
  }),
  certificates: endpoint({
    method: 'GET',
    path: '/proxy/activity/crowd_funding/certificates',
    auth: 'user',
    summary: "The user's supporter certificates: one per paid, unrefunded campaign order",
    query: z.object({ certificateNo: z.optional(certificateNoSchema) }),
    response: z.object({ list: z.array(certificateSchema) }),
    codes: []
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { activities: ACTIVITIES } as const
