/**
 * Upgrades and the speed package (issue 17 item 9; spec 7.3 "Upgrade": upgrade_products,
 * upgrade_speed; spec 4 "Standard versions can offer an upgrade").
 *
 * An upgrade route takes a detection from one edition to a larger one on the SAME chip data: the
 * buyer pays the difference of the two editions' catalogue prices; after payment the detection's
 * SKU and submodules become the larger edition's and its report is recomputed from the stored raw
 * data by the analysis domain, on the detection.upgraded event (events.ts). No new sample, no kit.
 *
 * The speed package: for a sample waiting in the laboratory's queue (bound and not yet sent,
 * received, DNA QC passed), paid once; afterwards the sample is flagged expedited and the lab's
 * list puts it first. It promises the order of work, not a number of days.
 *
 * Orders are the ordinary orders (same state machine, payments, coupons, ledger) of the products
 * tagged `upgrade` / `speed`, created only here (orders.ts refuses them elsewhere), with an
 * order_targets row naming the detection. Their fulfilment follows the order.paid event (events.ts): apply().
 */
import type { Kysely } from 'kysely'
import { CODES, KIT_PRODUCTS, SAMPLE_STATES, SAMPLE_STATE_LABELS, effectiveSubmodules, normalizeBarcode, type FeatureTag, type OrderView, type SampleState } from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError, notFound } from '../../errors'
import { itemsUnlockedBy } from '../analysis'
import { productView, upgradeDetectionProduct } from '../persons'
import type { Catalogue } from './catalogue'
import { publish } from '../../events'
import { DIGITAL_GOODS_SCENES, type OrderRow, type OrderService } from './orders'
import './tablesUpgrades'

export interface UpgradeRoute {
  id: string
  fromSku: string
  toSku: string
  /** catalogue aliases of the two editions (their prices make the difference) */
  fromAlias: string
  toAlias: string
  /** the catalogue product the order is for (commodity tag `upgrade`) */
  orderAlias: string
}

export const UPGRADE_ROUTES: readonly UpgradeRoute[] = [
  { id: 'standard-v4', fromSku: 'standard', toSku: 'std_v4', fromAlias: 'STANDARD_ANCESTRY', toAlias: 'std-v4', orderAlias: 'std-v4-upgrade' },
  { id: 'relatives-standard', fromSku: 'dna_relatives', toSku: 'standard', fromAlias: 'dna-relatives', toAlias: 'STANDARD_ANCESTRY', orderAlias: 'relatives-standard-upgrade' }
]

export const SPEED_ALIAS = 'speed-package'
/** spec 4 sample states in which the laboratory has not run the chip yet */
export const SPEED_STATES: readonly SampleState[] = [SAMPLE_STATES.BOUND, SAMPLE_STATES.RECEIVED, SAMPLE_STATES.QC_PASSED]
const LIVE_ORDER_STATES = ['PENDING_PAYMENT', 'PAID', 'COMPLETED'] as const

export const UPGRADE_MESSAGES = {
  noReport: '报告生成后才能升级（升级使用已存储的原始数据重新计算报告）',
  archived: '原始数据已归档，请先在“原始数据下载”中恢复后再升级',
  pending: '该检测已有待支付或已支付的升级订单',
  noRoute: '该检测没有可用的升级方案',
  speedState: '样本已完成芯片检测或已出报告，无需加急',
  speedDone: '该样本已购买加急服务',
  speedPending: '该样本已有待支付的加急订单',
  offline: '该服务暂未开售'
} as const

export class Upgrades {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: Catalogue,
    private readonly orders: OrderService,
    private readonly clock: () => number
  ) {}

  /** a paid upgrade or speed package applied (events.ts, on order.paid; the sweep for those left PAID) */
  async apply(order: OrderRow): Promise<void> {
    if (order.scene === 'UPGRADE') await this.applyUpgrade(order)
    else if (order.scene === 'SPEED_PACKAGE') await this.applySpeed(order)
  }

  /** paid upgrades and speed packages not applied yet (a stopped process, a failed delivery): applied again */
  async applyDue(limit = 100): Promise<number> {
    const due = await this.db.selectFrom('orders').selectAll().where('state', '=', 'PAID').where('scene', 'in', DIGITAL_GOODS_SCENES).orderBy('paid_at').limit(limit).execute()
    let moved = 0
    for (const order of due) {
      await this.apply(order)
      const after = await this.db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow()
      if (after.state !== 'PAID') moved++
    }
    return moved
  }

  private async ownedDetections(userId: number, barcode?: string) {
    let q = this.db
      .selectFrom('detections')
      .innerJoin('tested_persons', 'tested_persons.id', 'detections.person_id')
      .select(['detections.id', 'detections.barcode', 'detections.sku', 'detections.product_type', 'detections.submodules', 'detections.has_report', 'tested_persons.name'])
      .where('detections.user_id', '=', userId)
      .where('tested_persons.deleted_at', 'is', null)
      .orderBy('detections.id')
    if (barcode) q = q.where('detections.barcode', '=', normalizeBarcode(barcode))
    return q.execute()
  }

  private async latestSample(detectionId: number) {
    return this.db.selectFrom('samples').select(['id', 'state', 'raw_file_id']).where('detection_id', '=', detectionId).orderBy('seq', 'desc').executeTakeFirst()
  }

  private async liveTargetOrder(detectionId: number, kind: 'UPGRADE' | 'SPEED') {
    return this.db
      .selectFrom('order_targets')
      .innerJoin('orders', 'orders.id', 'order_targets.order_id')
      .select(['orders.order_no', 'orders.state'])
      .where('order_targets.detection_id', '=', detectionId)
      .where('order_targets.kind', '=', kind)
      .where('orders.state', 'in', [...LIVE_ORDER_STATES])
      .orderBy('orders.id', 'desc')
      .executeTakeFirst()
  }

  private async price(alias: string): Promise<number | null> {
    const row = await this.catalogue.row(alias)
    return row && row.is_online === 1 ? Number(row.price_fen) : null
  }

  /** the routes a detection can take now, each with its price difference and the items it unlocks */
  async offers(userId: number, barcode?: string) {
    const list = []
    for (const d of await this.ownedDetections(userId, barcode)) {
      const current = productView(d)
      const candidates = UPGRADE_ROUTES.filter(r => r.fromSku === d.sku && KIT_PRODUCTS[r.toSku])
      if (!candidates.length) continue
      const sample = await this.latestSample(d.id)
      const file = sample?.raw_file_id ? await this.db.selectFrom('raw_files').select('archived_at').where('id', '=', sample.raw_file_id).executeTakeFirst() : undefined
      const live = await this.liveTargetOrder(d.id, 'UPGRADE')
      const blocked = d.has_report !== 1 || !file ? UPGRADE_MESSAGES.noReport : file.archived_at !== null ? UPGRADE_MESSAGES.archived : live ? UPGRADE_MESSAGES.pending : null
      const routes = []
      for (const r of candidates) {
        const fromPriceFen = await this.price(r.fromAlias)
        const toPriceFen = await this.price(r.toAlias)
        const order = await this.catalogue.row(r.orderAlias)
        if (fromPriceFen === null || toPriceFen === null || !order || order.is_online !== 1) continue
        const target = KIT_PRODUCTS[r.toSku]
        const to = { type: target.type, supportSubmodules: effectiveSubmodules(target), isOnlineProduct: target.isOnlineProduct }
        const added = to.supportSubmodules.filter(s => !current.supportSubmodules.includes(s)) as FeatureTag[]
        routes.push({
          routeId: r.id,
          fromName: current.name,
          toName: target.name,
          addedSubmodules: added,
          unlockItems: await itemsUnlockedBy(this.db, d.id, current, to),
          fromPriceFen,
          toPriceFen,
          priceFen: Math.max(0, toPriceFen - fromPriceFen)
        })
      }
      list.push({ barcode: d.barcode, personName: d.name, productName: current.name, blocked, pendingOrderNo: live?.order_no ?? null, routes })
    }
    return { list }
  }

  async createUpgradeOrder(userId: number, input: { barcode: string; routeId: string; idempotencyKey: string; couponId?: number | null }): Promise<OrderView> {
    const [d] = await this.ownedDetections(userId, input.barcode)
    if (!d) throw notFound('样本不存在')
    const offer = (await this.offers(userId, d.barcode)).list[0]
    const route = offer?.routes.find(r => r.routeId === input.routeId)
    const def = UPGRADE_ROUTES.find(r => r.id === input.routeId)
    if (!offer || !route || !def) throw argError('routeId', UPGRADE_MESSAGES.noRoute)
    if (offer.blocked) throw new AppError(CODES.ARG_ERROR, offer.blocked)
    if (route.priceFen <= 0) throw argError('routeId', UPGRADE_MESSAGES.noRoute)
    const order = await this.orders.create(userId, { commodityId: def.orderAlias, count: 1, idempotencyKey: input.idempotencyKey, couponId: input.couponId ?? null, scene: 'UPGRADE', unitPriceFen: route.priceFen, target: true })
    await this.db
      .insertInto('order_targets')
      .values({ order_id: order.id, kind: 'UPGRADE', detection_id: d.id, route: def.id, from_sku: d.sku, to_sku: def.toSku, added_submodules: JSON.stringify(route.addedSubmodules), applied_at: null, created_at: this.clock() })
      .execute()
    return order
  }

  /**
   * After payment: the detection takes the larger edition (conditional on still being the edition
   * the order was for, and on the target not applied yet), the order completes, the report is
   * recomputed. Safe to run again (the periodic sweep retries paid orders).
   */
  async applyUpgrade(order: OrderRow): Promise<void> {
    const target = await this.db.selectFrom('order_targets').selectAll().where('order_id', '=', order.id).executeTakeFirst()
    if (!target || target.kind !== 'UPGRADE' || !target.to_sku) return
    const to = KIT_PRODUCTS[target.to_sku]
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      const claimed = await trx.updateTable('order_targets').set({ applied_at: now }).where('order_id', '=', order.id).where('applied_at', 'is', null).executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return
      // the detection is the persons domain's: it changes the edition
      await upgradeDetectionProduct(trx, target.detection_id, target.from_sku, to)
      // the report domain recomputes the report from the stored raw data (events.ts)
      await publish(trx, 'detection.upgraded', { detectionId: target.detection_id, reason: `upgrade-${order.order_no}` })
    })
    await this.db.transaction().execute(trx => this.orders.transition(trx, order, 'fulfil', {}, '升级已生效，报告重新计算中'))
  }

  // --- the speed package ----------------------------------------------------------------------

  async speedOffers(userId: number) {
    const product = await this.catalogue.row(SPEED_ALIAS)
    const onSale = product && product.is_online === 1
    const list = []
    for (const d of await this.ownedDetections(userId)) {
      const sample = await this.latestSample(d.id)
      const state = (sample?.state ?? null) as SampleState | null
      const expedited = sample ? Boolean(await this.db.selectFrom('sample_expedites').select('sample_id').where('sample_id', '=', sample.id).executeTakeFirst()) : false
      const live = await this.liveTargetOrder(d.id, 'SPEED')
      const pending = live?.state === 'PENDING_PAYMENT' ? live.order_no : null
      const blocked = !onSale ? UPGRADE_MESSAGES.offline : expedited ? UPGRADE_MESSAGES.speedDone : pending ? UPGRADE_MESSAGES.speedPending : !state || !SPEED_STATES.includes(state) ? UPGRADE_MESSAGES.speedState : null
      list.push({ barcode: d.barcode, personName: d.name, productName: productView(d).name, state, stateText: state ? SAMPLE_STATE_LABELS[state].title : null, expedited, blocked, pendingOrderNo: pending })
    }
    return { priceFen: onSale ? Number(product.price_fen) : null, list }
  }

  async createSpeedOrder(userId: number, input: { barcode: string; idempotencyKey: string }): Promise<OrderView> {
    const [d] = await this.ownedDetections(userId, input.barcode)
    if (!d) throw notFound('样本不存在')
    const offer = (await this.speedOffers(userId)).list.find(o => o.barcode === d.barcode)!
    if (offer.blocked) throw new AppError(CODES.ARG_ERROR, offer.blocked)
    const order = await this.orders.create(userId, { commodityId: SPEED_ALIAS, count: 1, idempotencyKey: input.idempotencyKey, scene: 'SPEED_PACKAGE', target: true })
    await this.db.insertInto('order_targets').values({ order_id: order.id, kind: 'SPEED', detection_id: d.id, route: SPEED_ALIAS, from_sku: d.sku, to_sku: null, added_submodules: '[]', applied_at: null, created_at: this.clock() }).execute()
    return order
  }

  /** after payment: the latest sample is flagged expedited (once), the order completes */
  async applySpeed(order: OrderRow): Promise<void> {
    const target = await this.db.selectFrom('order_targets').selectAll().where('order_id', '=', order.id).executeTakeFirst()
    if (!target || target.kind !== 'SPEED') return
    const sample = await this.latestSample(target.detection_id)
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      if (sample) await trx.insertInto('sample_expedites').values({ sample_id: sample.id, order_id: order.id, created_at: now }).onConflict(oc => oc.column('sample_id').doNothing()).execute()
      await trx.updateTable('order_targets').set({ applied_at: now }).where('order_id', '=', order.id).where('applied_at', 'is', null).execute()
      await this.orders.transition(trx, order, 'fulfil', {}, '已加急：实验室将优先处理该样本')
    })
  }
}
