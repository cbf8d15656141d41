/**
 * Waiting for a payment's result after the cashier, requestPayment or PayPal: the provider's
 * notification decides, not the URL, so the pay status is polled until the server has the order
 * paid (or the tries run out), then the order is read. PayPal first captures the approved order
 * (its webhook then credits it).
 */
import { useEffect, useState } from 'react'
import type { OrderDetail } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'
import { commerce } from '../api'

export const POLL_MS = 1500
export const POLL_TIMES = 20

export type OrderResult = { status: 'waiting' } | { status: 'done'; order: OrderDetail } | { status: 'failed'; message: string }

export function useOrderResult(orderNo: string, paypalToken?: string): OrderResult {
  const [result, setResult] = useState<OrderResult>({ status: 'waiting' })
  useEffect(() => {
    if (!orderNo) return setResult({ status: 'failed', message: '缺少订单号' })
    let stopped = false
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      try {
        const status = await commerce.payStatus(orderNo)
        if (status.paid || ++tries >= POLL_TIMES) {
          const order = await commerce.order(orderNo)
          if (!stopped) setResult({ status: 'done', order })
          return
        }
        if (!stopped) timer = setTimeout(() => void poll(), POLL_MS)
      } catch (err) {
        if (!stopped) setResult({ status: 'failed', message: messageOf(err, '订单状态查询失败') })
      }
    }
    const start = async () => {
      if (paypalToken) {
        try {
          await call(COMMERCE.paypalCapture, { body: { orderNo, token: paypalToken } })
        } catch (err) {
          if (!stopped) setResult({ status: 'failed', message: messageOf(err, 'PayPal 付款确认失败') })
          return
        }
      }
      await poll()
    }
    void start()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [orderNo, paypalToken])
  return result
}

/** what happens next after a paid order, by what was bought */
export function nextStepText(order: Pick<OrderDetail, 'sku' | 'sampled' | 'paidAt' | 'testOrder'>): string {
  if (order.paidAt === null) return '如已完成支付，请稍后在“我的订单”中查看。'
  if (order.testOrder) return '这是一笔试购订单：不会寄送采样盒，也不计入销售额，可在订单详情中申请退款。'
  if (order.sku === 'speed_package') return '加急已生效：实验室会优先处理该样本，进度可在检测进度页查看。'
  if (order.sampled) return '我们会尽快寄出采样盒，收到后请按说明采集唾液并绑定样本编码。'
  if (order.sku.startsWith('std_v4') || order.sku.endsWith('_to_standard')) return '升级已生效：报告正在用您已存储的检测数据重新计算，完成后会通知您，无需重新采样。'
  return '检测将使用您已寄回的样本进行，无需再次采样。'
}
