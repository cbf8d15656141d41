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
import type { AlipayProvider } from './payments/alipay'
import type { PaypalProvider } from './payments/paypal'
import { PaymentProviders, WECHAT_PAY_TYPES } from './payments/registry'
import { SandboxAlipay } from './payments/sandboxAlipay'
import { SandboxPaypal } from './payments/sandboxPaypal'

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
export { AlipayProvider } from './payments/alipay'
export { PaypalProvider } from './payments/paypal'
export { PaymentProviders } from './payments/registry'
export { SandboxAlipay } from './payments/sandboxAlipay'
export { SandboxPaypal } from './payments/sandboxPaypal'

export interface Commerce {
  catalogue: Catalogue
  coupons: Coupons
  ledger: Ledger
  orders: OrderService
  provider: PaymentProvider
  /** set when the provider is the sandbox (the cashier page and tests drive it) */
  sandbox: SandboxPaymentProvider | null
  courier: Courier
  /** every provider by name and pay type (WeChat Pay, Alipay, PayPal) */
  providers: PaymentProviders
  /** PayPal's adapter (the capture after the buyer's approval), when configured */
  paypal: PaypalProvider | null
  sandboxAlipay: SandboxAlipay | null
  sandboxPaypal: SandboxPaypal | null
}

export interface CommerceOptions {
  clock: () => number
  /** default: the sandbox */
  provider?: PaymentProvider
  courier?: Courier
  kits?: KitSupply | null
  /** Alipay: the real adapter, the sandbox (default), or none */
  alipay?: AlipayProvider | 'sandbox' | null
  /** PayPal: the real adapter, the sandbox (default), or none */
  paypal?: PaypalProvider | 'sandbox' | null
  /** the origin the sandboxes send the buyer back to (default: relative URLs) */
  origin?: string
}

export function createCommerce(db: Kysely<Database>, options: CommerceOptions): Commerce {
  const catalogue = new Catalogue(db)
  const coupons = new Coupons(db)
  const ledger = new Ledger()
  const sandbox = options.provider ? null : new SandboxPaymentProvider(db)
  const provider = options.provider ?? sandbox!
  const courier = options.courier ?? new SandboxCourier()
  const providers = new PaymentProviders().add(provider, WECHAT_PAY_TYPES)
  const sandboxAlipay = (options.alipay ?? 'sandbox') === 'sandbox' ? new SandboxAlipay(db, options.clock, undefined, options.origin) : null
  const alipay = sandboxAlipay ? sandboxAlipay.provider : (options.alipay as AlipayProvider | null)
  if (alipay) providers.add(alipay, ['ALIPAY_WAP'])
  const sandboxPaypal = (options.paypal ?? 'sandbox') === 'sandbox' ? new SandboxPaypal(db, options.clock, options.origin) : null
  const paypal = sandboxPaypal ? sandboxPaypal.provider : (options.paypal as PaypalProvider | null)
  if (paypal) providers.add(paypal, ['PAYPAL'])
  const orders = new OrderService({ db, catalogue, coupons, ledger, provider, courier, kits: options.kits ?? null, clock: options.clock, providers })
  if (sandbox) sandbox.deliver = n => orders.handleNotification(n.headers, n.body)
  if (sandboxAlipay) sandboxAlipay.deliver = form => orders.handleNotification({}, form, alipay!.name)
  if (sandboxPaypal) sandboxPaypal.deliver = w => orders.handleNotification(w.headers, w.body, 'paypal')
  return { catalogue, coupons, ledger, orders, provider, sandbox, courier, providers, paypal, sandboxAlipay, sandboxPaypal }
}
