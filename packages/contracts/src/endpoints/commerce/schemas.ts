/**
 * zod/mini schemas of the commerce calls (imported by the endpoint declarations; the package
 * root does not carry them). Amounts are integer fen. Answer schemas are typed with the views of
 * views.ts / catalogue.ts: a schema that drifts from its interface does not compile.
 */
import { z } from 'zod/mini'
import { safeText } from '../text'
import { FEATURE_TAGS, PRODUCT_TYPES, PRODUCT_TYPE_CODES } from '../../report'
import type { ShopProduct } from '../../commerce/catalogue'
import { ORDER_STATES, PAY_TYPES } from '../../commerce/orderStates'
import { SHIPMENT_STATES, type CouponView, type OrderDetail, type OrderList, type OrderPageInfo, type OrderView, type PrepayView } from '../../commerce/orders'

const fen = z.int().check(z.gte(0))
const id = z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1)))
const page = z.optional(z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(1, '页码从 1 开始'), z.lte(10000))))
const size = z.optional(z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(1), z.lte(100, '每页最多 100 条'))))
const count = z.pipe(z.coerce.number<number | string>(), z.int('购买数量需为整数').check(z.gte(1, '购买数量至少为 1'), z.lte(99, '购买数量最多为 99')))
/** every accepted string goes through the text rule (control, bidi-override and zero-width characters refused) */
const text = (max: number) => safeText().check(z.maxLength(max))
export const commodityIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, '商品不存在'))
export const orderNoSchema = z.string().check(z.regex(/^\d{20}$/, '订单号格式不正确'))

const promotion = z.object({ title: z.string(), desc: z.string() })
export const shopProductSchema: z.ZodMiniType<ShopProduct> = z.object({
  id: z.int(),
  alias: z.string(),
  name: z.string(),
  subtitle: z.string(),
  commodityTag: z.string(),
  type: z.enum(PRODUCT_TYPES),
  typeCode: z.enum(PRODUCT_TYPE_CODES),
  isOnlineProduct: z.boolean(),
  primerIdentification: z.enum(['PCR', 'CHIP', 'NGS']),
  supportSubmodules: z.array(z.enum(FEATURE_TAGS)),
  promotion: z.nullable(promotion),
  skuInfos: z.array(
    z.object({ sku: z.string(), family: z.string(), sampled: z.boolean(), skuPicture: z.string(), actualPriceFen: fen, listPriceFen: fen, promotionInfos: z.array(promotion) })
  ),
  packages: z.array(z.object({ minCount: z.int(), unitPriceFen: fen })),
  links: z.object({ noSampleVersionId: z.optional(z.int()), sampledVersionId: z.optional(z.int()), upgradeId: z.optional(z.int()), otherEditionId: z.optional(z.int()) }),
  sort: z.int()
})

const receiver = z.object({ name: z.string(), mobile: z.string(), nationCode: z.string(), address: z.string() })
export const receiverInputSchema = z.object({
  name: text(32).check(z.minLength(1, '请填写收货人')),
  mobile: text(20).check(z.minLength(1, '请填写手机号')),
  nationCode: z._default(text(8), '86'),
  address: text(200).check(z.minLength(5, '请填写详细地址'))
})

export const orderViewSchema: z.ZodMiniType<OrderView> = z.object({
  id: z.int(),
  orderNo: z.string(),
  state: z.enum(ORDER_STATES),
  stateText: z.string(),
  productId: z.int(),
  productName: z.string(),
  sku: z.string(),
  sampled: z.boolean(),
  count: z.int(),
  unitPriceFen: fen,
  goodsFen: fen,
  activityDiscountFen: fen,
  couponDiscountFen: fen,
  payableFen: fen,
  refundedFen: fen,
  couponId: z.nullable(z.int()),
  payType: z.nullable(z.string()),
  receiver: z.nullable(receiver),
  kitBarcode: z.nullable(z.string()),
  createdAt: z.number(),
  expiresAt: z.number(),
  paidAt: z.nullable(z.number()),
  cancelledAt: z.nullable(z.number()),
  testOrder: z.boolean()
})

export const orderDetailSchema: z.ZodMiniType<OrderDetail> = z.intersection(
  orderViewSchema,
  z.object({
    events: z.array(z.object({ event: z.string(), from: z.string(), to: z.string(), note: z.nullable(z.string()), at: z.number() })),
    shipment: z.nullable(
      z.object({ courier: z.string(), trackingNo: z.nullable(z.string()), barcode: z.nullable(z.string()), state: z.enum(SHIPMENT_STATES), stateText: z.string(), bookedAt: z.nullable(z.number()) })
    )
  })
)

export const orderListSchema: z.ZodMiniType<OrderList> = z.object({ list: z.array(orderViewSchema), page: z.int(), size: z.int(), total: z.int() })

const couponRule = z.union([
  z.object({ kind: z.literal('AMOUNT_OFF'), amountFen: fen, thresholdFen: fen }),
  z.object({ kind: z.literal('PERCENT_OFF'), percent: z.int(), capFen: fen, thresholdFen: fen })
])
export const couponViewSchema: z.ZodMiniType<CouponView> = z.object({
  id: z.int(),
  templateId: z.int(),
  name: z.string(),
  scene: z.nullable(z.string()),
  rule: couponRule,
  state: z.enum(['UNUSED', 'LOCKED', 'USED', 'EXPIRED']),
  receivedAt: z.number(),
  expiresAt: z.number(),
  productIds: z.nullable(z.array(z.int()))
})

export const orderPageInfoSchema: z.ZodMiniType<OrderPageInfo> = z.object({
  product: shopProductSchema,
  count: z.int(),
  unitPriceFen: fen,
  goodsFen: fen,
  activityDiscountFen: fen,
  couponDiscountFen: fen,
  payableFen: fen,
  activity: z.nullable(z.object({ id: z.int(), steps: z.array(z.object({ thresholdFen: fen, reduceFen: fen })) })),
  coupons: z.array(z.object({ coupon: couponViewSchema, usable: z.boolean(), discountFen: fen })),
  recommendedCouponId: z.nullable(z.int()),
  lastReceiver: z.nullable(receiver)
})

export const prepaySchema: z.ZodMiniType<PrepayView> = z.union([
  z.object({ kind: z.literal('jsapi'), params: z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.string(), paySign: z.string() }) }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('qrcode'), codeUrl: z.string() })
])

export const COMMERCE_SCHEMAS = {
  commodityListQuery: z.object({ commodityTag: z.optional(text(200)) }),
  commodityParams: z.object({ commodityId: commodityIdSchema }),
  productList: z.object({ list: z.array(shopProductSchema) }),
  orderPageInfoQuery: z.object({ commodityId: commodityIdSchema, count: z._default(count, 1), couponId: z.optional(id) }),
  createOrderBody: z.object({
    commodityId: z.union([commodityIdSchema, z.int()]),
    count,
    idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识无效')),
    couponId: z.nullish(z.int()),
    scene: z.nullish(text(32)),
    receiver: z.nullish(receiverInputSchema)
  }),
  pageQuery: z.object({ page, size }),
  orderParams: z.object({ orderNo: orderNoSchema }),
  orderStatusBody: z.object({ status: z.literal('CANCELLED', '只能取消订单') }),
  hideBody: z.object({ orderNo: orderNoSchema }),
  payBody: z.object({ payType: z.enum(PAY_TYPES, '不支持的支付方式'), openid: z.nullish(text(128)) }),
  payStatusQuery: z.object({ orderNo: orderNoSchema }),
  payStatus: z.object({ orderNo: z.string(), state: z.enum(ORDER_STATES), paid: z.boolean() }),
  refundBody: z.object({ reason: text(200).check(z.minLength(1, '请填写退款原因')) }),
  retrieveBody: z.object({ phone: text(20), nationCode: z._default(text(8), '86'), authCode: text(8) }),
  orderListOnly: z.object({ list: z.array(orderViewSchema) }),
  couponList: z.object({ list: z.array(couponViewSchema) }),
  addCouponBody: z.object({ code: text(32).check(z.minLength(1, '请输入兑换码')) }),
  balance: z.object({ result: z.int() }),
  balanceFlows: z.object({ list: z.array(z.object({ id: z.int(), amountFen: z.int(), kind: z.string(), createdAt: z.number() })), page: z.int(), size: z.int() })
} as const
