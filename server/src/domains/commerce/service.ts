/**
 * The commerce services over one database: catalogue, orders, payments, coupons, ledger,
 * delivery. The routes and tests build them with createCommerce().
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import { Catalogue } from './catalogue'
import { Coupons } from './coupons'
import { SandboxCourier, type Courier, type KitSupply } from './delivery'
import { Ledger } from './ledger'
import { OrderService } from './orders'
import type { PaymentProvider } from './payments/provider'
import { SandboxPaymentProvider } from './payments/sandbox'

export { Catalogue } from './catalogue'
export { Coupons, COUPON_MESSAGES } from './coupons'
export { SandboxCourier, type Courier, type KitSupply } from './delivery'
export { Ledger, InsufficientBalance, ACCOUNTS as LEDGER_ACCOUNTS, type PostOptions } from './ledger'
export { OrderService, ORDER_MESSAGES, type CreateOrderInput, type NotificationOutcome } from './orders'
export type { PaymentProvider, PrepayResult, VerifiedNotification } from './payments/provider'
export { SandboxPaymentProvider, generateSandboxKeys, type SandboxKeys } from './payments/sandbox'
export { catalogueSeed, CATALOGUE } from './seed'
export { WechatPayProvider, type WechatPayConfig } from './payments/wechatPay'
export { paymentSettings, type PaymentSettings } from './config'

export interface Commerce {
  catalogue: Catalogue
  coupons: Coupons
  ledger: Ledger
  orders: OrderService
  provider: PaymentProvider
  /** set when the provider is the sandbox (the cashier page and tests drive it) */
  sandbox: SandboxPaymentProvider | null
  courier: Courier
}

export interface CommerceOptions {
  clock: () => number
  /** default: the sandbox */
  provider?: PaymentProvider
  courier?: Courier
  kits?: KitSupply | null
}

export function createCommerce(db: Kysely<Database>, options: CommerceOptions): Commerce {
  const catalogue = new Catalogue(db)
  const coupons = new Coupons(db)
  const ledger = new Ledger()
  const sandbox = options.provider ? null : new SandboxPaymentProvider(db)
  const provider = options.provider ?? sandbox!
  const courier = options.courier ?? new SandboxCourier()
  const orders = new OrderService({ db, catalogue, coupons, ledger, provider, courier, kits: options.kits ?? null, clock: options.clock })
  if (sandbox) sandbox.deliver = n => orders.handleNotification(n.headers, n.body)
  return { catalogue, coupons, ledger, orders, provider, sandbox, courier }
}
