/**
 * Partner sales channels (spec 2.3 /buy/distribution; 7.3 "Order": distribution commodities and
 * sku price). A channel's link /buy/distribution?channel=<code> shows its products at the
 * channel's price; the order is priced by the server from the channel's configuration.
 * Spread into COMMERCE (index.ts).
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { safeText } from '../text'
import { orderViewSchema, receiverInputSchema } from './schemas'

const fen = z.int().check(z.gte(0))
export const channelCodeSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{2,24}$/, '渠道码格式不正确'))
const idempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识无效'))
const productId = z.int().check(z.positive(), z.lte(2 ** 31 - 1))

export const channelOfferSchema = z.object({
  channel: z.object({
    code: z.string(),
    name: z.string(),
    intro: z.string(),
    startsAt: z.number(),
    endsAt: z.number(),
    /** units one account may buy through the channel (orders not cancelled or refunded) */
    perAccountLimit: z.int()
  }),
  list: z.array(
    z.object({
      productId: z.int(),
      name: z.string(),
      subtitle: z.string(),
      sampled: z.boolean(),
      /** the shop's own price (shown struck through) */
      shopPriceFen: fen,
      /** the channel's price: what the order costs per unit */
      channelPriceFen: fen
    })
  ),
  /** units the signed-in caller already holds through this channel (null when not signed in) */
  boughtCount: z.nullable(z.int())
})
export type ChannelOffer = z.infer<typeof channelOfferSchema>

export const adminChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  intro: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  perAccountLimit: z.int(),
  isOnline: z.boolean(),
  items: z.array(z.object({ productId: z.int(), productName: z.string(), shopPriceFen: fen, priceFen: fen })),
  updatedAt: z.number()
})
const text = (max: number) => safeText().check(z.maxLength(max))
const channelPrice = z.int('价格需为整数（分）').check(z.gte(1, '价格需大于 0'), z.lte(10_000_000, '价格不能超过 10 万元'))
export const channelEditSchema = z
  .object({
    name: text(64).check(z.minLength(2, '渠道名称至少 2 个字')),
    intro: text(200),
    startsAt: z.number(),
    endsAt: z.number(),
    perAccountLimit: z.int().check(z.gte(1, '限购至少 1 件'), z.lte(99, '限购最多 99 件')),
    isOnline: z.boolean(),
    items: z.array(z.object({ productId, priceFen: channelPrice })).check(z.minLength(1, '至少选择一个商品'), z.maxLength(20, '商品最多 20 个')),
    /** the updatedAt the editor read (null: a new channel); a change made meanwhile is refused */
    expectedUpdatedAt: z.nullable(z.number())
  })
  .check(
    z.refine(b => b.endsAt > b.startsAt, { message: '结束时间需晚于开始时间', path: ['endsAt'] }),
    z.refine(b => new Set(b.items.map(i => i.productId)).size === b.items.length, { message: '同一商品只能出现一次', path: ['items'] })
  )

export const COMMERCE_CHANNELS = {
  channelCommodities: endpoint({
    method: 'GET',
    path: '/proxy/order/distribution/commodities',
    auth: 'public',
    summary: "A partner channel's products with the channel's sku price, validity period and per-account limit; 404 unknown channel, 2200 offline, not started or ended",
    query: z.object({ channel: channelCodeSchema }),
    response: channelOfferSchema,
    codes: [404, 2200]
  }),
  createChannelOrder: endpoint({
    method: 'POST',
    path: '/proxy/order/scenario_orders',
    auth: 'user',
    summary: "Spec 7.3 scenario order: an order through a partner channel (scene channel:<code>) at the channel's price (no activity, no coupon); refused over the per-account limit, even for parallel orders",
    body: z.object({
      channelCode: channelCodeSchema,
      commodityId: productId,
      count: z.int().check(z.gte(1), z.lte(99)),
      idempotencyKey,
      receiver: z.nullish(receiverInputSchema)
    }),
    response: orderViewSchema,
    codes: [404, 2200, 6200]
  }),
  opsChannels: endpoint({
    method: 'GET',
    path: '/proxy/ops/commerce/channels',
    auth: { staff: ['operator'] },
    summary: 'Staff: every partner channel, online or not, with its products and prices',
    response: z.object({ list: z.array(adminChannelSchema) }),
    codes: []
  }),
  opsSaveChannel: endpoint({
    method: 'PUT',
    path: '/proxy/ops/commerce/channels/:code',
    auth: { staff: ['operator'] },
    summary: 'Staff: create a partner channel (expectedUpdatedAt null) or change one; a stale edit is refused',
    params: z.object({ code: channelCodeSchema }),
    body: channelEditSchema,
    response: adminChannelSchema,
    codes: [404]
  })
} as const
