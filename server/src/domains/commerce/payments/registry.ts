/**
 * The payment providers of one server and the pay types each takes (issue 17 item 5): WeChat Pay
 * (JSAPI in the mini-program and the WeChat browser, H5 and Native outside it), Alipay on other
 * mobile browsers, PayPal for buyers abroad. Notifications arrive at /pay/notify/<provider name>
 * and are verified by that provider; refunds go to the provider that took the money.
 */
import type { PayType } from '@xungen/contracts'
import { argError } from '../../../errors'
import type { PaymentProvider } from './provider'

export class PaymentProviders {
  private readonly byPayType = new Map<PayType, PaymentProvider>()
  private readonly named = new Map<string, PaymentProvider>()

  add(provider: PaymentProvider, payTypes: readonly PayType[]): this {
    this.named.set(provider.name, provider)
    for (const t of payTypes) this.byPayType.set(t, provider)
    return this
  }

  forPayType(payType: PayType): PaymentProvider {
    const p = this.byPayType.get(payType)
    if (!p) throw argError('payType', '暂不支持该支付方式')
    return p
  }

  byName(name: string): PaymentProvider | undefined {
    return this.named.get(name)
  }

  names(): string[] {
    return [...this.named.keys()]
  }

  payTypes(): PayType[] {
    return [...this.byPayType.keys()]
  }
}

export const WECHAT_PAY_TYPES: readonly PayType[] = ['WECHAT_JSAPI', 'WECHAT_H5', 'WECHAT_NATIVE']
