/**
 * Partner sales channels (spec 2.3 /buy/distribution; 7.3 "distribution commodities and sku
 * price"). A channel (a clinic, a company benefit programme) sells some products at its own
 * price between its start and end, at most `per_account_limit` units per account. The order
 * goes through OrderService.create at the channel's price (server-side; no activity, no
 * coupon) with scene `channel:<code>`. The limit holds under parallel orders: in the order's
 * transaction the buyer's row of the channel is written first (PostgreSQL: a row lock that
 * queues the account's parallel orders; SQLite: one writer at a time), then the units held in
 * orders that are not cancelled or refunded are counted.
 */
import type { Kysely, Transaction } from 'kysely'
import { CODES, type OrderView } from '@xungen/contracts'
import type { ChannelOffer, EndpointInput, EndpointOutput, COMMERCE } from '@xungen/contracts/endpoints'
import type { Database } from '../../db'
import { AppError, argError, notFound } from '../../errors'
import { CHANNEL_SCENE_PREFIX, TARGET_COMMODITY_TAGS, type CreateOrderInput, type OrderService } from './orders'
import type { Catalogue } from './catalogue'
import './tablesChannels'

export const CHANNEL_MESSAGES = {
  unknown: '该渠道不存在，请核对链接',
  offline: '该渠道专享活动已下线',
  notStarted: '该渠道专享活动尚未开始',
  ended: '该渠道专享活动已结束',
  notInChannel: '该商品不在本渠道专享范围内',
  overLimit: (limit: number, held: number) => `本渠道每个账号限购 ${limit} 件，您已购买 ${held} 件`
} as const

/** orders whose units no longer count against the limit */
const RELEASED_STATES = ['CANCELLED', 'REFUNDED']

export function channelScene(code: string): string {
  return `${CHANNEL_SCENE_PREFIX}${code}`
}

export class Channels {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: Catalogue,
    private readonly orders: OrderService,
    private readonly clock: () => number
  ) {}

  /** the channel when it is on sale now; 404 unknown, 2200 offline / not started / ended */
  private async open(code: string) {
    const ch = await this.db.selectFrom('sales_channels').selectAll().where('code', '=', code).executeTakeFirst()
    if (!ch) throw notFound(CHANNEL_MESSAGES.unknown)
    const now = this.clock()
    if (ch.is_online !== 1) throw new AppError(CODES.NOT_PUBLISHED, CHANNEL_MESSAGES.offline)
    if (now < Number(ch.starts_at)) throw new AppError(CODES.NOT_PUBLISHED, CHANNEL_MESSAGES.notStarted)
    if (now >= Number(ch.ends_at)) throw new AppError(CODES.NOT_PUBLISHED, CHANNEL_MESSAGES.ended)
    return ch
  }

  /** units the account holds through the channel (orders not cancelled or refunded) */
  async held(db: Kysely<Database> | Transaction<Database>, userId: number, code: string): Promise<number> {
    const r = await db
      .selectFrom('orders')
      .select(eb => eb.fn.sum<number | string | null>('count').as('n'))
      .where('user_id', '=', userId)
      .where('scene', '=', channelScene(code))
      .where('state', 'not in', RELEASED_STATES)
      .executeTakeFirst()
    return Number(r?.n ?? 0)
  }

  /** spec 7.3 "distribution commodities and sku price" */
  async offer(code: string, userId: number | null): Promise<ChannelOffer> {
    const ch = await this.open(code)
    const items = await this.db
      .selectFrom('sales_channel_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['p.id', 'p.name', 'p.subtitle', 'p.sampled', 'p.price_fen', 'i.price_fen as channel_price_fen'])
      .where('i.channel_id', '=', ch.id)
      .where('p.is_online', '=', 1)
      .orderBy('i.sort')
      .orderBy('p.id')
      .execute()
    return {
      channel: { code: ch.code, name: ch.name, intro: ch.intro, startsAt: Number(ch.starts_at), endsAt: Number(ch.ends_at), perAccountLimit: ch.per_account_limit },
      list: items.map(i => ({ productId: i.id, name: i.name, subtitle: i.subtitle, sampled: i.sampled === 1, shopPriceFen: Number(i.price_fen), channelPriceFen: Number(i.channel_price_fen) })),
      boughtCount: userId === null ? null : await this.held(this.db, userId, ch.code)
    }
  }

  async createOrder(userId: number, input: { channelCode: string; commodityId: number; count: number; idempotencyKey: string; receiver: CreateOrderInput['receiver'] }): Promise<OrderView> {
    const ch = await this.open(input.channelCode)
    const item = await this.db.selectFrom('sales_channel_items').selectAll().where('channel_id', '=', ch.id).where('product_id', '=', input.commodityId).executeTakeFirst()
    if (!item) throw argError('commodityId', CHANNEL_MESSAGES.notInChannel)
    const limit = ch.per_account_limit
    return this.orders.create(userId, {
      commodityId: input.commodityId,
      count: input.count,
      idempotencyKey: input.idempotencyKey,
      receiver: input.receiver,
      scene: channelScene(ch.code),
      unitPriceFen: Number(item.price_fen),
      fixedPrice: true,
      beforeInsert: async trx => {
        const now = this.clock()
        // the buyer's row: written first, so that the account's parallel orders of this channel queue here
        await trx.insertInto('sales_channel_buyers').values({ channel_id: ch.id, user_id: userId, touched_at: now }).onConflict(oc => oc.columns(['channel_id', 'user_id']).doNothing()).execute()
        await trx.updateTable('sales_channel_buyers').set({ touched_at: now }).where('channel_id', '=', ch.id).where('user_id', '=', userId).execute()
        const held = await this.held(trx, userId, ch.code)
        if (held + input.count > limit) throw argError('count', CHANNEL_MESSAGES.overLimit(limit, held))
      }
    })
  }
}

type AdminChannel = EndpointOutput<typeof COMMERCE.opsChannels>['list'][number]
type ChannelEdit = NonNullable<EndpointInput<typeof COMMERCE.opsSaveChannel>['body']>

/**
 * The staff's channel console (/ops/commerce, role operator): every channel with its products,
 * created or changed as a whole (the product list is replaced), against the updatedAt read.
 * Each change is logged by the caller with the staff id.
 */
export class ChannelAdmin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  async list(): Promise<{ list: AdminChannel[] }> {
    const channels = await this.db.selectFrom('sales_channels').selectAll().orderBy('id').execute()
    const items = await this.db
      .selectFrom('sales_channel_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.channel_id', 'i.product_id', 'i.price_fen', 'i.sort', 'p.name', 'p.price_fen as shop_price_fen'])
      .orderBy('i.sort')
      .execute()
    return {
      list: channels.map(c => ({
        code: c.code,
        name: c.name,
        intro: c.intro,
        startsAt: Number(c.starts_at),
        endsAt: Number(c.ends_at),
        perAccountLimit: c.per_account_limit,
        isOnline: c.is_online === 1,
        items: items.filter(i => i.channel_id === c.id).map(i => ({ productId: i.product_id, productName: i.name, shopPriceFen: Number(i.shop_price_fen), priceFen: Number(i.price_fen) })),
        updatedAt: Number(c.updated_at)
      }))
    }
  }

  async save(code: string, edit: ChannelEdit): Promise<AdminChannel> {
    const now = this.clock()
    const ids = edit.items.map(i => i.productId)
    const products = await this.db.selectFrom('products').select(['id', 'commodity_tag']).where('id', 'in', ids).execute()
    for (const i of edit.items) {
      const p = products.find(x => x.id === i.productId)
      if (!p) throw argError('items', `商品 ${i.productId} 不存在`)
      if (TARGET_COMMODITY_TAGS.includes(p.commodity_tag)) throw argError('items', `商品 ${i.productId} 只能在检测人的升级或加急页购买，不能加入渠道`)
    }
    const values = { name: edit.name.trim(), intro: edit.intro.trim(), starts_at: edit.startsAt, ends_at: edit.endsAt, per_account_limit: edit.perAccountLimit, is_online: edit.isOnline ? 1 : 0, updated_at: Math.max(now, (edit.expectedUpdatedAt ?? 0) + 1) }
    // (the version always moves on, even for two edits within one millisecond)
    await this.db.transaction().execute(async trx => {
      let id: number
      if (edit.expectedUpdatedAt === null) {
        const created = await trx.insertInto('sales_channels').values({ code, ...values }).onConflict(oc => oc.column('code').doNothing()).returning('id').executeTakeFirst()
        if (!created) throw argError('code', '该渠道码已存在')
        id = created.id
      } else {
        const r = await trx.updateTable('sales_channels').set(values).where('code', '=', code).where('updated_at', '=', edit.expectedUpdatedAt).returning('id').executeTakeFirst()
        if (!r) {
          const exists = await trx.selectFrom('sales_channels').select('id').where('code', '=', code).executeTakeFirst()
          if (!exists) throw notFound(CHANNEL_MESSAGES.unknown)
          throw argError('expectedUpdatedAt', '该渠道已被他人修改，请刷新后再编辑')
        }
        id = r.id
        await trx.deleteFrom('sales_channel_items').where('channel_id', '=', id).execute()
      }
      await trx.insertInto('sales_channel_items').values(edit.items.map((i, sort) => ({ channel_id: id, product_id: i.productId, price_fen: i.priceFen, sort }))).execute()
    })
    return (await this.list()).list.find(c => c.code === code)!
  }
}
