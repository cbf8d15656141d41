/**
 * Activities as configured in the activities table (contracts/activity): the running
 * full-reduction activity of a product, coupon gifts by scene, fission invitations with helpers
 * and a balance reward, crowdfunding campaigns counted from their supporters' paid orders and
 * the supporters' certificates.
 */
import { randomInt } from 'crypto'
import type { Kysely, Selectable } from 'kysely'
import {
  CODES,
  crowdfundingIdOfScene,
  crowdfundingPercent,
  crowdfundingScene,
  isActivityRunning,
  maskName,
  type ActivityBase,
  type ActivityKind,
  type CertificateView,
  type CouponActivityView,
  type CouponGiftConfig,
  type CouponRule,
  type CouponView,
  type CrowdfundingConfig,
  type CrowdfundingView,
  type FissionConfig,
  type FissionView
} from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError, notFound } from '../../errors'
import type { BalanceService } from '../balance'
import type { Commerce } from '../commerce'
import './tables'

type ActivityRow = Selectable<Database['activities']>

export const ACTIVITY_MESSAGES = {
  notFound: '活动不存在或已结束',
  ended: '活动未开始或已结束',
  notInActivity: '该优惠券不在本活动中',
  inviteCode: '邀请码不存在，请核对后重试',
  self: '不能为自己助力',
  helped: '您已为好友助力过，每个活动只能助力一次'
} as const

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

export class ActivityService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly commerce: Pick<Commerce, 'catalogue' | 'coupons' | 'orders'>,
    private readonly balance: BalanceService,
    private readonly clock: () => number
  ) {}

  private base(r: ActivityRow, config: { sample?: boolean; rules?: string[] }, now: number): ActivityBase {
    const a = { startAt: Number(r.start_at), endAt: Number(r.end_at) }
    return { id: r.id, kind: r.kind as ActivityKind, name: r.name, sample: config.sample === true, ...a, running: isActivityRunning(a, now), rules: config.rules ?? [] }
  }

  private async rows(kind: ActivityKind): Promise<ActivityRow[]> {
    return this.db.selectFrom('activities').selectAll().where('kind', '=', kind).orderBy('id').execute()
  }

  /** spec 7.3 full_reduction_activity: the one running now for this product */
  async fullReduction(commodityId: string) {
    const product = await this.commerce.catalogue.row(commodityId)
    if (!product || product.is_online !== 1) throw notFound('商品不存在或已下架')
    const current = await this.commerce.orders.currentFullReduction(this.clock(), product.id)
    if (!current) return { activity: null }
    const row = await this.db.selectFrom('activities').select(['name', 'end_at']).where('id', '=', current.id).executeTakeFirstOrThrow()
    return { activity: { id: current.id, name: row.name, endAt: Number(row.end_at), steps: current.steps } }
  }

  // --- coupons by scene (spec 7.3 Coupon: scene and upgrade coupons, share status and receive) ---

  private async couponGift(scene: string): Promise<{ row: ActivityRow; config: CouponGiftConfig }> {
    const now = this.clock()
    const found = (await this.rows('COUPON_GIFT')).map(row => ({ row, config: JSON.parse(row.config) as CouponGiftConfig })).filter(a => a.config.scene === scene)
    // the running one first, else the latest (its page then says it ended)
    const pick = found.find(a => isActivityRunning({ startAt: Number(a.row.start_at), endAt: Number(a.row.end_at) }, now)) ?? found[found.length - 1]
    if (!pick) throw notFound(ACTIVITY_MESSAGES.notFound)
    return pick
  }

  async couponActivity(scene: string, userId: number | null): Promise<CouponActivityView> {
    const now = this.clock()
    const { row, config } = await this.couponGift(scene)
    const templates = config.templateNames.length ? await this.db.selectFrom('coupon_templates').selectAll().where('name', 'in', config.templateNames).execute() : []
    const held = userId === null ? [] : await this.db.selectFrom('user_coupons').select('template_id').where('user_id', '=', userId).execute()
    const heldIds = new Set(held.map(h => h.template_id))
    const coupons = config.templateNames
      .map(name => templates.find(t => t.name === name))
      .filter((t): t is NonNullable<typeof t> => !!t)
      .map(t => ({ templateId: t.id, name: t.name, rule: JSON.parse(t.rule) as CouponRule, validDays: t.valid_days, left: Math.max(0, t.total - t.issued), received: heldIds.has(t.id) }))
    return { ...this.base(row, config, now), scene: config.scene, summary: config.summary, coupons }
  }

  async receiveCoupon(userId: number, scene: string, templateId: number): Promise<CouponView> {
    const now = this.clock()
    const activity = await this.couponActivity(scene, userId)
    if (!activity.running) throw new AppError(CODES.ARG_ERROR, ACTIVITY_MESSAGES.ended)
    if (!activity.coupons.some(c => c.templateId === templateId)) throw argError('templateId', ACTIVITY_MESSAGES.notInActivity)
    const id = await this.commerce.coupons.issue(userId, templateId, now)
    return (await this.commerce.coupons.list(userId, now)).find(c => c.id === id)!
  }

  // --- fission (spec 7.3: invitation_activities/{id}, fission invited_friends and bounty) ---

  private async fissionRow(key: string): Promise<{ row: ActivityRow; config: FissionConfig }> {
    const all = (await this.rows('FISSION')).map(row => ({ row, config: JSON.parse(row.config) as FissionConfig }))
    const found = /^\d+$/.test(key) ? all.find(a => a.row.id === Number(key)) : all.filter(a => a.config.slug === key).pop()
    if (!found) throw notFound(ACTIVITY_MESSAGES.notFound)
    return found
  }

  async fission(key: string, userId: number | null): Promise<FissionView> {
    const now = this.clock()
    const { row, config } = await this.fissionRow(key)
    let me: FissionView['me'] = null
    if (userId !== null) {
      const mine = await this.db.selectFrom('activity_participations').select('invite_code').where('activity_id', '=', row.id).where('user_id', '=', userId).where('role', '=', 'INVITER').executeTakeFirst()
      const helpers = await this.db
        .selectFrom('activity_participations as p')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select(['u.name', 'p.created_at'])
        .where('p.activity_id', '=', row.id)
        .where('p.inviter_id', '=', userId)
        .where('p.role', '=', 'HELPER')
        .orderBy('p.id')
        .execute()
      const rewarded = !!(await this.db.selectFrom('balance_redemptions').select('id').where('source_ref', '=', fissionRewardRef(row.id, userId)).executeTakeFirst())
      me = { inviteCode: mine?.invite_code ?? null, helpers: helpers.map(h => ({ name: maskName(h.name ?? ''), at: Number(h.created_at) })), rewarded }
    }
    return {
      ...this.base(row, config, now),
      slug: config.slug, title: config.title, summary: config.summary, description: config.description, conditions: config.conditions,
      helpersNeeded: config.helpersNeeded, rewardFen: config.rewardFen, me
    }
  }

  /** the person's invite code for this activity (made once; the same one when asked again) */
  async join(key: string, userId: number): Promise<FissionView> {
    const now = this.clock()
    const { row } = await this.fissionRow(key)
    if (!isActivityRunning({ startAt: Number(row.start_at), endAt: Number(row.end_at) }, now)) throw new AppError(CODES.ARG_ERROR, ACTIVITY_MESSAGES.ended)
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
      try {
        await this.db
          .insertInto('activity_participations')
          .values({ activity_id: row.id, user_id: userId, role: 'INVITER', invite_code: code, inviter_id: null, created_at: now })
          .onConflict(oc => oc.columns(['activity_id', 'user_id', 'role']).doNothing())
          .execute()
        break
      } catch (err) {
        // the code was taken (unique invite_code): another one
        if (attempt === 4) throw err
      }
    }
    return this.fission(String(row.id), userId)
  }

  /**
   * A friend helps with an invite code: once per activity and person, never oneself. The helper
   * who brings the count to what the activity needs earns the inviter its reward (one reward per
   * inviter and activity: the redemption's unique source reference), in the same transaction.
   */
  async help(userId: number, inviteCode: string) {
    const now = this.clock()
    const inviter = await this.db.selectFrom('activity_participations').selectAll().where('invite_code', '=', inviteCode).where('role', '=', 'INVITER').executeTakeFirst()
    if (!inviter) throw argError('inviteCode', ACTIVITY_MESSAGES.inviteCode)
    const { row, config } = await this.fissionRow(String(inviter.activity_id))
    if (!isActivityRunning({ startAt: Number(row.start_at), endAt: Number(row.end_at) }, now)) throw new AppError(CODES.ARG_ERROR, ACTIVITY_MESSAGES.ended)
    if (inviter.user_id === userId) throw argError('inviteCode', ACTIVITY_MESSAGES.self)
    const helpers = await this.db.transaction().execute(async trx => {
      const added = await trx
        .insertInto('activity_participations')
        .values({ activity_id: row.id, user_id: userId, role: 'HELPER', invite_code: null, inviter_id: inviter.user_id, created_at: now })
        .onConflict(oc => oc.columns(['activity_id', 'user_id', 'role']).doNothing())
        .executeTakeFirst()
      if (Number(added.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError(CODES.ARG_ERROR, ACTIVITY_MESSAGES.helped)
      // the inviter's count is raised in one statement that locks their row until this commits:
      // two friends helping at once get 2 and 3, never 2 and 2 (a count of the helper rows would be
      // blind to the other's uncommitted insert under READ COMMITTED)
      const counted = await trx
        .updateTable('activity_participations')
        .set(eb => ({ helpers: eb('helpers', '+', 1) }))
        .where('id', '=', inviter.id)
        .returning('helpers')
        .executeTakeFirstOrThrow()
      const n = Number(counted.helpers)
      if (n >= config.helpersNeeded) {
        await this.balance.grantReward(trx, { userId: inviter.user_id, source: 'FISSION_REWARD', sourceRef: fissionRewardRef(row.id, inviter.user_id), title: `${config.title} 邀请奖励`, amountFen: config.rewardFen })
      }
      return n
    })
    const name = await this.db.selectFrom('users').select('name').where('id', '=', inviter.user_id).executeTakeFirst()
    return { activityId: row.id, slug: config.slug, title: config.title, sample: config.sample, inviterName: maskName(name?.name ?? ''), helpers, helpersNeeded: config.helpersNeeded, completed: helpers >= config.helpersNeeded }
  }

  // --- crowdfunding (spec 7.3 crowd_funding: landing_page, certificates) ---

  async crowdfunding(id: number | undefined): Promise<CrowdfundingView> {
    const now = this.clock()
    const all = await this.rows('CROWDFUNDING')
    const row = id ? all.find(r => r.id === id) : (all.filter(r => isActivityRunning({ startAt: Number(r.start_at), endAt: Number(r.end_at) }, now)).pop() ?? all[all.length - 1])
    if (!row) throw notFound(ACTIVITY_MESSAGES.notFound)
    const config = JSON.parse(row.config) as CrowdfundingConfig
    const orders = await this.supporterOrders(row.id)
    const raisedFen = orders.reduce((s, o) => s + o.amountFen, 0)
    const tiers = []
    for (const t of config.tiers) {
      const product = await this.commerce.catalogue.row(t.commodityAlias)
      tiers.push({
        key: t.key, title: t.title, commodityAlias: t.commodityAlias, productName: product?.name ?? '', priceFen: product ? Number(product.price_fen) : 0, paybacks: t.paybacks,
        supporters: new Set(orders.filter(o => o.productId === product?.id).map(o => o.userId)).size
      })
    }
    return {
      ...this.base(row, config, now),
      title: config.title, summary: config.summary, story: config.story, targetFen: config.targetFen, raisedFen,
      supporters: new Set(orders.map(o => o.userId)).size, percent: crowdfundingPercent(raisedFen, config.targetFen), tiers
    }
  }

  /** paid supporter orders of a campaign with what they still count (paid minus refunded) */
  private async supporterOrders(activityId: number) {
    const rows = await this.db
      .selectFrom('orders')
      .select(['user_id', 'product_id', 'payable_fen', 'refunded_fen'])
      .where('scene', '=', crowdfundingScene(activityId))
      .where('paid_at', 'is not', null)
      .execute()
    return rows.map(r => ({ userId: r.user_id, productId: r.product_id, amountFen: Number(r.payable_fen) - Number(r.refunded_fen) })).filter(o => o.amountFen > 0)
  }

  async certificates(userId: number, certificateNo?: string): Promise<CertificateView[]> {
    let q = this.db
      .selectFrom('orders')
      .select(['order_no', 'scene', 'product_name', 'payable_fen', 'refunded_fen', 'paid_at'])
      .where('user_id', '=', userId)
      .where('scene', 'like', 'CROWDFUNDING:%')
      .where('paid_at', 'is not', null)
    if (certificateNo) q = q.where('order_no', '=', certificateNo.slice(2))
    const rows = (await q.orderBy('paid_at', 'desc').execute()).filter(r => Number(r.payable_fen) - Number(r.refunded_fen) > 0)
    if (!rows.length) return []
    const user = await this.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst()
    const campaigns = new Map((await this.rows('CROWDFUNDING')).map(r => [r.id, { name: r.name, sample: (JSON.parse(r.config) as CrowdfundingConfig).sample === true }]))
    return rows.flatMap(r => {
      const activityId = crowdfundingIdOfScene(r.scene)
      const campaign = activityId === null ? undefined : campaigns.get(activityId)
      if (!campaign || activityId === null) return []
      return [{ certificateNo: `CF${r.order_no}`, activityId, campaign: campaign.name, sample: campaign.sample, productName: r.product_name, orderNo: r.order_no, amountFen: Number(r.payable_fen) - Number(r.refunded_fen), holderName: user?.name ?? '', supportedAt: Number(r.paid_at) }]
    })
  }
}

export function fissionRewardRef(activityId: number, inviterId: number): string {
  return `fission:${activityId}:${inviterId}`
}
