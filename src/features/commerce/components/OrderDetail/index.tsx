/**
 * /user/orders/:id (spec 2.11; 7.3 order_ds/orders/{id}): one order — amounts, receiver, the kit's
 * barcode and delivery, its history — with what can be done now: pay an unpaid order, cancel it
 * (status update), refund before shipping, hide a settled one.
 */
import { Text, View } from '@tarojs/components'
import { canHideOrder, canInvoiceOrder, chinaDateTime, ORDER_STATE_LABELS, type OrderDetail, type OrderState, yuanText } from '@xungen/contracts'
import Button from '@/components/Button'
import { confirm, toast } from '@/components/feedback'
import { PAY_TYPE_LABELS, completePayment, payTypesFor } from '@/features/commerce/payment'
import { currentDevice } from '@/platform/device'
import { openPaymentPage, requestWechatPayment } from '@/platform/payment'
import { redirect } from '@/navigation'
import { href } from '@/routes/href'
import { commerce } from '@/features/commerce/api'
import { messageOf } from '@/services/errors'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import PageState, { StateBlock } from '@/components/PageState'
import { isAuthed } from '@/stores/session'
import '@/theme/layout.scss'
import '@/theme/price.scss'
import '@/features/commerce/coupons.scss'

const time = chinaDateTime

/** `path`: this page's own, for coming back after signing in */
export default function OrderDetail({ orderNo, path }: { orderNo: string; path: string }) {
  const authed = isAuthed()
  // spec 2.18: the page is public (opened from a link); the order itself is the account's
  const state = useQuery(['commerce', 'order', orderNo, authed], () => (authed ? commerce.order(orderNo) : Promise.resolve(null)))
  // after an action the order loads again; what it showed stays until the answer
  const load = () => invalidateQueries(['commerce', 'order', orderNo])

  // one action at a time on the order (cancel, refund, hide, pay); each says its own failure in a toast
  const action = useSubmit(async (work: () => Promise<void>, failure: string) => {
    try {
      await work()
    } catch (err) {
      toast(messageOf(err, failure))
    }
  })
  const busy = action.busy

  async function act(what: () => Promise<unknown>, done: string) {
    await action.run(async () => {
      await what()
      toast(done, 'success')
      load()
    }, '操作失败，请重试')
  }

  async function pay(order: OrderDetail) {
    await action.run(async () => {
      const step = await completePayment(await commerce.pay(order.orderNo, payTypesFor(currentDevice())[0]), { requestWechatPayment, openPaymentPage })
      if (step.kind === 'result' && step.result.status === 'success') await redirect(href('/buy/order-success', {}, { orderNo: order.orderNo, payResult: 'ok' }))
      else if (step.kind === 'result' && step.result.status === 'cancelled') toast('已取消支付')
      else if (step.kind === 'result' && step.result.status === 'failure') toast(`支付失败：${step.result.raw}`)
    }, '支付发起失败')
  }

  if (!authed)
    return (
      <View className='xg-page'>
        <View className='xg-page__state'>
          <Text>登录下单账号后可查看订单详情</Text>
          <Button size='s' to={href('/auth/signin', {}, { from: path })}>去登录</Button>
          <Button size='s' variant='ghost' to={href('/user/orders/retrieve')}>用收货手机号查询订单</Button>
        </View>
      </View>
    )
  const row = (label: string, value: string, cls = '') => <View className='xg-detail__row'><Text>{label}</Text><Text className={cls}>{value}</Text></View>
  return (
    <PageState state={state} failure='订单加载失败' renderFailure={message => <StateBlock><Text>{message}</Text></StateBlock>}>
      {order => (
        <View className='xg-page'>
          <View className='xg-order-card'>
            <View className='xg-order-card__head'><Text>{`订单号 ${order.orderNo}`}</Text><Text className='xg-order-card__state xg-order-state'>{order.stateText}</Text></View>
            <Text className='xg-order-card__name'>{order.testOrder ? `【试购】${order.productName}` : order.productName}</Text>
            {order.testOrder && <Text className='xg-coupon__meta'>员工试购订单：不寄送采样盒，不计入销售额，不开具发票，可申请退款。</Text>}
            {row('数量', String(order.count))}
            {row('商品金额', `¥${yuanText(order.goodsFen)}`)}
            {order.activityDiscountFen > 0 && row('满减', `-¥${yuanText(order.activityDiscountFen)}`)}
            {order.couponDiscountFen > 0 && row('优惠券', `-¥${yuanText(order.couponDiscountFen)}`)}
            {row('实付', `¥${yuanText(order.payableFen)}`, 'xg-price xg-price--s')}
            {order.refundedFen > 0 && row('已退款', `¥${yuanText(order.refundedFen)}`)}
            {order.payType && row('支付方式', PAY_TYPE_LABELS[order.payType as keyof typeof PAY_TYPE_LABELS] ?? order.payType)}
            {row('下单时间', time(order.createdAt))}
          </View>
          {order.receiver && (
            <View className='xg-order-card'>
              <Text className='xg-section__label'>收货信息</Text>
              <Text>{`${order.receiver.name} ${order.receiver.mobile}`}</Text>
              <Text className='xg-coupon__meta'>{order.receiver.address}</Text>
            </View>
          )}
          {order.shipment && (
            <View className='xg-order-card xg-order-shipment'>
              <Text className='xg-section__label'>物流</Text>
              {row('状态', order.shipment.stateText, 'xg-shipment-state')}
              {order.shipment.trackingNo && row('运单号', order.shipment.trackingNo)}
              {order.shipment.barcode && row('样本编码', order.shipment.barcode, 'xg-order-barcode')}
            </View>
          )}
          <View className='xg-order-card'>
            <Text className='xg-section__label'>订单记录</Text>
            {order.events.map((e, i) => row(ORDER_STATE_LABELS[e.to as OrderState] ?? e.to, time(e.at) + (e.note ? ` · ${e.note}` : ''), `xg-event-${i}`))}
          </View>
          <View className='xg-order-card__actions'>
            {order.state === 'PENDING_PAYMENT' && (
              <>
                <Button variant='secondary' loading={busy} onClick={() => void confirm('确认取消该订单吗？').then(ok => (ok ? act(() => commerce.cancelOrder(order.orderNo), '订单已取消') : undefined))}>取消订单</Button>
                <Button loading={busy} onClick={() => void pay(order)}>去支付</Button>
              </>
            )}
            {order.state === 'PAID' && (
              <Button variant='secondary' loading={busy} onClick={() => void confirm('确认申请退款吗？款项将原路退回。').then(ok => (ok ? act(() => commerce.refund(order.orderNo, '买家申请退款'), '已退款') : undefined))}>申请退款</Button>
            )}
            {canInvoiceOrder(order.state) && <Button variant='secondary' to={href('/buy/invoice', {}, { orderNo: order.orderNo })}>申请发票</Button>}
            {canHideOrder(order.state) && (
              <Button variant='ghost' loading={busy} onClick={() => void confirm('删除后订单将不在列表中显示，确认删除吗？', { danger: true }).then(ok => (ok ? act(() => commerce.hideOrder(order.orderNo), '已删除').then(() => redirect(href('/user/orders'))) : undefined))}>删除订单</Button>
            )}
          </View>
        </View>
      )}
    </PageState>
  )
}
