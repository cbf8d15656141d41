/**
 * The commerce endpoints of issue 17 items 1, 4, 5 and 9 (spec 7.3 "Upgrade": upgrade_products,
 * upgrade_speed; "Order": PayPal capture; staff's catalogue under /ops). Spread
 * into COMMERCE (index.ts).
 */
import { z } from 'zod/mini'
import { FEATURE_TAGS } from '../../report'
import { endpoint } from '../define'
import { safeText } from '../text'
import { orderNoSchema, orderViewSchema } from './schemas'

const fen = z.int().check(z.gte(0))
const text = (max: number) => safeText().check(z.maxLength(max))
const barcode = z.string().check(z.regex(/^[A-Za-z0-9-]{4,32}$/, '样本编码格式不正确'))
const idempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识无效'))
const productId = z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1)))

const upgradeRoute = z.object({
  routeId: z.string(),
  fromName: z.string(),
  toName: z.string(),
  /** submodules the upgrade adds */
  addedSubmodules: z.array(z.enum(FEATURE_TAGS)),
  /** report items the upgrade unlocks on this detection */
  /** detected: the sample's data carries the item's markers (else it reads 未检出 after the upgrade too) */
  unlockItems: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), detected: z.boolean() })),
  fromPriceFen: fen,
  toPriceFen: fen,
  /** what the buyer pays: the price difference of the two editions */
  priceFen: fen
})
export const upgradeOffersSchema = z.object({
  list: z.array(
    z.object({
      barcode: z.string(),
      personName: z.string(),
      productName: z.string(),
      /** why no upgrade can be bought now (null: it can) */
      blocked: z.nullable(z.string()),
      /** an upgrade order of this detection waiting for payment, or paid */
      pendingOrderNo: z.nullable(z.string()),
      routes: z.array(upgradeRoute)
    })
  )
})
export const speedOffersSchema = z.object({
  priceFen: z.nullable(fen),
  list: z.array(
    z.object({
      barcode: z.string(),
      personName: z.string(),
      productName: z.string(),
      state: z.nullable(z.string()),
      stateText: z.nullable(z.string()),
      expedited: z.boolean(),
      /** why it cannot be expedited (null: it can) */
      blocked: z.nullable(z.string()),
      pendingOrderNo: z.nullable(z.string())
    })
  )
})

const adminProduct = z.object({
  id: z.int(),
  alias: z.string(),
  name: z.string(),
  subtitle: z.string(),
  commodityTag: z.string(),
  sku: z.string(),
  sampled: z.boolean(),
  isOnline: z.boolean(),
  priceFen: fen,
  listPriceFen: fen,
  promotion: z.nullable(z.object({ title: z.string(), desc: z.string() })),
  promotionInfos: z.array(z.object({ title: z.string(), desc: z.string() })),
  packages: z.array(z.object({ minCount: z.int(), unitPriceFen: fen })),
  sort: z.int(),
  updatedAt: z.number()
})
const yuanFen = z.int('价格需为整数（分）').check(z.gte(1, '价格需大于 0'), z.lte(10_000_000, '价格不能超过 10 万元'))
const promo = z.object({ title: text(20).check(z.minLength(1, '请填写促销标题')), desc: text(60).check(z.minLength(1, '请填写促销说明')) })
export const productEditSchema = z.object({
  name: text(64).check(z.minLength(2, '商品名称至少 2 个字')),
  subtitle: text(120),
  isOnline: z.boolean(),
  priceFen: yuanFen,
  listPriceFen: yuanFen,
  promotion: z.nullable(promo),
  promotionInfos: z.array(promo).check(z.maxLength(5, '促销信息最多 5 条')),
  packages: z.array(z.object({ minCount: z.int().check(z.gte(1), z.lte(99, '套餐数量最多 99')), unitPriceFen: yuanFen })).check(z.minLength(1), z.maxLength(6, '套餐最多 6 档')),
  sort: z.int().check(z.gte(0), z.lte(100000)),
  /** the updatedAt the editor read: a change made meanwhile by someone else is refused */
  expectedUpdatedAt: z.number()
})
const audit = z.object({ id: z.int(), productId: z.int(), staffUserId: z.int(), action: z.string(), changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })), at: z.number() })

export const COMMERCE_UPGRADES = {
  upgradeOffers: endpoint({
    method: 'GET',
    path: '/proxy/upgrade/upgrade_products',
    auth: 'user',
    summary: "Upgrades the caller's detections can take: routes, the price difference, the report items each unlocks",
    query: z.object({ barcode: z.optional(barcode) }),
    response: upgradeOffersSchema,
    codes: []
  }),
  createUpgradeOrder: endpoint({
    method: 'POST',
    path: '/proxy/upgrade/orders',
    auth: 'user',
    summary: 'An upgrade order for one of the caller\'s detections at the price difference; after payment the detection gains the submodules and its report is recomputed',
    body: z.object({ barcode, routeId: text(64), idempotencyKey, couponId: z.nullish(z.int()) }),
    response: orderViewSchema,
    codes: [404, 6200]
  }),
  speedOffers: endpoint({
    method: 'GET',
    path: '/proxy/upgrade/upgrade_speed',
    auth: 'user',
    summary: "The speed package: the caller's detections whose sample waits in the laboratory's queue, whether each can be expedited",
    response: speedOffersSchema,
    codes: []
  }),
  createSpeedOrder: endpoint({
    method: 'POST',
    path: '/proxy/upgrade/upgrade_speed',
    auth: 'user',
    summary: 'A speed-package order for a sample in the laboratory queue; after payment the laboratory processes it first',
    body: z.object({ barcode, idempotencyKey }),
    response: orderViewSchema,
    codes: [404, 6200]
  }),
  paypalCapture: endpoint({
    method: 'POST',
    path: '/proxy/order/paypal/capture',
    auth: 'user',
    summary: 'After PayPal approval (/buy/paypal-success?token=): captures the PayPal order of this order; the webhook credits it',
    body: z.object({ orderNo: orderNoSchema, token: z.string().check(z.regex(/^[A-Z0-9]{5,36}$/, 'PayPal 订单号格式不正确')) }),
    response: z.object({ orderNo: z.string(), status: z.string() }),
    codes: [404]
  }),
  opsProducts: endpoint({
    method: 'GET',
    path: '/proxy/ops/commerce/products',
    auth: { staff: ['operator'] },
    summary: 'Staff: every product of the catalogue, on sale or not',
    response: z.object({ list: z.array(adminProduct) }),
    codes: []
  }),
  opsUpdateProduct: endpoint({
    method: 'PUT',
    path: '/proxy/ops/commerce/products/:productId',
    auth: { staff: ['operator'] },
    summary: 'Staff: change a product (texts, prices, packages, promotions, on/off sale), audited; a stale edit is refused',
    params: z.object({ productId }),
    body: productEditSchema,
    response: adminProduct,
    codes: [404]
  }),
  opsTestPurchase: endpoint({
    method: 'POST',
    path: '/proxy/ops/commerce/test-orders',
    auth: { staff: ['operator'] },
    summary: 'Staff: a 0.01 yuan test purchase of a product on sale through the real payment flow; never ships, kept out of sales, coupons and invoices, refundable',
    body: z.object({ commodityId: productId, idempotencyKey }),
    response: orderViewSchema,
    codes: [404, 6200]
  }),
  opsProductAudit: endpoint({
    method: 'GET',
    path: '/proxy/ops/commerce/products/:productId/audit',
    auth: { staff: ['operator'] },
    summary: 'Staff: the changes made to a product, newest first',
    params: z.object({ productId }),
    response: z.object({ list: z.array(audit) }),
    codes: [404]
  })
} as const

