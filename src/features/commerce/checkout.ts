/**
 * Paying for an order that exists (the order page, the upgrade and the speed-package pages):
 * prepay with the chosen way, then the platform's step (requestPayment, the provider's page, a QR
 * code), and where the buyer goes after a payment the client saw succeed.
 */
import { CODES, type PayType } from '@xungen/contracts'
import { alert, toast } from '@/components/feedback'
import { ApiError } from '@/services/client'
import { fieldErrorsOf, type FieldErrors } from '@/services/errors'
import { openPaymentPage, requestWechatPayment } from '@/platform/payment'
import { redirect } from '@/navigation'
import { commerce } from './api'
import { completePayment } from './payment'

/** 'left': the provider's page took over (it comes back to a result page); 'paid' | 'open': the order is paid, or still waits */
export async function payOrder(orderNo: string, payType: PayType, successUrl: string): Promise<'left' | 'paid' | 'open'> {
  const prepay = await commerce.pay(orderNo, payType)
  const step = await completePayment(prepay, { requestWechatPayment, openPaymentPage })
  if (step.kind === 'left') return 'left'
  if (step.kind === 'qrcode') {
    await alert(`请用微信扫描二维码完成支付：${step.codeUrl}`)
    return 'open'
  }
  if (step.result.status === 'success') {
    await redirect(successUrl)
    return 'paid'
  }
  if (step.result.status === 'cancelled') toast('已取消支付，可在“我的订单”中继续支付')
  else await alert(`支付失败：${step.result.raw}`)
  return 'open'
}

/**
 * What an order form does when creating its order failed (useSubmit's onError): the same order
 * submitted again (spec 8: ORDER_REPEAT_SUBMIT) goes on with the order made the first time; any
 * other failure marks the form's fields and says why.
 */
export function onOrderFailure(setOrderNo: (orderNo: string) => void, setErrors: (errors: FieldErrors) => void) {
  return (err: unknown, message: string) => {
    if (err instanceof ApiError && err.code === CODES.ORDER_REPEAT_SUBMIT) {
      const earlier = (err.data as { orderNo?: string } | null)?.orderNo
      if (earlier) setOrderNo(earlier)
      toast(err.message)
    } else {
      setErrors(fieldErrorsOf(err))
      toast(message)
    }
  }
}

/** the form's order: made by the first submit, the same one again on a repeated submit (spec 8: no second order) */
export async function orderOnce(orderNo: string | null, setOrderNo: (orderNo: string) => void, createOrder: () => Promise<{ orderNo: string }>): Promise<string> {
  if (orderNo) return orderNo
  const no = (await createOrder()).orderNo
  setOrderNo(no)
  return no
}
