/**
 * The commerce tables as Kysely sees them (migration 0004_commerce), added to the Database
 * interface by module augmentation so that the shared schema file stays untouched.
 */
import type { Generated } from 'kysely'

export interface ProductsTable {
  id: Generated<number>
  alias: string
  name: string
  subtitle: string
  commodity_tag: string
  type: string
  type_code: string
  is_online: number
  primer: string
  /** JSON FeatureTag[] */
  submodules: string
  /** JSON {title, desc} or null */
  promotion: string | null
  sku: string
  sku_family: string
  sampled: number
  sku_picture: string
  price_fen: number
  list_price_fen: number
  /** JSON [{title, desc}] */
  promotion_infos: string
  /** JSON [{minCount, unitPriceFen}] */
  packages: string
  /** JSON ProductLinks by alias in the seed, by id once stored */
  links: string
  sort: number
  updated_at: number
}

export interface OrdersTable {
  id: Generated<number>
  order_no: string
  user_id: number
  idempotency_key: string
  product_id: number
  sku: string
  product_name: string
  sampled: number
  count: number
  unit_price_fen: number
  goods_fen: number
  activity_discount_fen: number
  coupon_discount_fen: number
  payable_fen: number
  refunded_fen: Generated<number>
  user_coupon_id: number | null
  activity_id: number | null
  scene: string | null
  state: string
  pay_type: string | null
  /** migration 0008: the provider that took the money (wechat, alipay, paypal, sandbox) */
  pay_provider: string | null
  provider_txn: string | null
  receiver_name: string | null
  receiver_mobile: string | null
  receiver_nation_code: string | null
  receiver_address: string | null
  kit_barcode: string | null
  hidden: Generated<number>
  created_at: number
  updated_at: number
  expires_at: number
  paid_at: number | null
  cancelled_at: number | null
}

export interface OrderEventsTable {
  id: Generated<number>
  order_id: number
  event: string
  from_state: string
  to_state: string
  note: string | null
  at: number
}

export interface SandboxPrepaysTable {
  prepay_id: string
  order_no: string
  amount_fen: number
  pay_type: string
  state: string
  transaction_id: string | null
  created_at: number
}

export interface PaymentNotificationsTable {
  id: Generated<number>
  provider: string
  notification_id: string
  kind: string
  order_no: string
  amount_fen: number
  outcome: string
  received_at: number
}

export interface RefundsTable {
  id: Generated<number>
  refund_no: string
  order_id: number
  amount_fen: number
  reason: string
  state: string
  created_at: number
  done_at: number | null
}

export interface CouponTemplatesTable {
  id: Generated<number>
  name: string
  redeem_code: string | null
  scene: string | null
  /** JSON CouponRule */
  rule: string
  product_ids: string | null
  valid_days: number
  total: number
  issued: Generated<number>
  created_at: number
}

export interface UserCouponsTable {
  id: Generated<number>
  user_id: number
  template_id: number
  state: string
  order_id: number | null
  received_at: number
  expires_at: number
  used_at: number | null
}

export interface ActivitiesTable {
  id: Generated<number>
  kind: string
  name: string
  config: string
  start_at: number
  end_at: number
}

export interface LedgerAccountsTable {
  id: Generated<number>
  code: string
  balance_fen: Generated<number>
}

export interface LedgerJournalsTable {
  id: Generated<number>
  ref: string
  kind: string
  created_at: number
}

export interface LedgerEntriesTable {
  id: Generated<number>
  journal_id: number
  account_id: number
  amount_fen: number
}

export interface ShipmentsTable {
  id: Generated<number>
  order_id: number
  courier: string
  tracking_no: string | null
  state: string
  barcode: string | null
  booked_at: number | null
  updated_at: number
}

declare module '../../db/schema' {
  interface Database {
    products: ProductsTable
    orders: OrdersTable
    order_events: OrderEventsTable
    sandbox_prepays: SandboxPrepaysTable
    payment_notifications: PaymentNotificationsTable
    refunds: RefundsTable
    coupon_templates: CouponTemplatesTable
    user_coupons: UserCouponsTable
    activities: ActivitiesTable
    ledger_accounts: LedgerAccountsTable
    ledger_journals: LedgerJournalsTable
    ledger_entries: LedgerEntriesTable
    shipments: ShipmentsTable
  }
}
