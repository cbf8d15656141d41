/**
 * Partner sales channels (spec 2.3 /buy/distribution; 7.3 "Order": distribution commodities and
 * sku price). A channel's link /buy/distribution?channel=<code> shows its products at the
 * channel's price; the order is priced by the server from the channel's configuration.
 * Spread into COMMERCE (index.ts).
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
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
    path: '/proxy/order/distribution/orders',
    auth: 'user',
    summary: "An order through a partner channel at the channel's price (no activity, no coupon); refused over the per-account limit, even for parallel orders",
    body: z.object({
      channelCode: channelCodeSchema,
      commodityId: productId,
      count: z.int().check(z.gte(1), z.lte(99)),
      idempotencyKey,
      receiver: z.nullish(receiverInputSchema)
    }),
    response: orderViewSchema,
    codes: [404, 2200, 6200]
  })
} as const
