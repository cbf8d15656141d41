/**
 * /buy/invoice?orderNo= (spec 2.3; 3.13 Invoice info): ask for the electronic invoice of a paid
 * order, to a person or a company, sent as a PDF to an e-mail address. Without an order number
 * the paid orders are listed to choose from; an order that has its invoice shows it, and it can
 * be sent again (to another address).
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { INVOICE_CONTENTS, canInvoiceOrder, yuanText, type InvoiceView, type OrderView } from '@xungen/contracts'
import { COMMERCE, INVOICES } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import Field from '@/components/Field'
import Link from '@/components/Link'
import Tabs from '@/components/Tabs'
import { toast } from '@/components/feedback'
import { useFormErrors } from '@/hooks/useFormErrors'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { useLoad } from '@/hooks/useLoad'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { isAuthed } from '@/stores/session'
import { moneyStates, SignInPrompt, timeText } from '../../activities/components/moneyPages'
import { EMPTY_INVOICE_FORM, invoiceBody, invoiceFormProblems, type InvoiceFormValues } from '../model/invoiceForm'

const FIELD_OF: Record<string, string> = { email: 'email', 'info.companyName': 'title', 'info.taxpayerCode': 'taxpayerCode', 'info.bankAccount': 'bankAccount', orderNo: 'form' }

function IssuedInvoice({ invoice, onResent }: { invoice: InvoiceView; onResent: (v: InvoiceView) => void }) {
  const [email, setEmail] = useState(invoice.email)
  const resending = useSubmit(async (to: string) => {
    onResent(await call(INVOICES.resendInvoice, { params: { invoiceNo: invoice.invoiceNo }, body: { email: to } }))
    toast('已重新发送', 'success')
  }, { failure: '发送失败，请重试', onError: inToast })
  return (
    <View className='xg-money__card xg-invoice-issued'>
      <Text className='xg-money__subtitle'>{`发票 ${invoice.invoiceNo}`}</Text>
      <View className='xg-money__row'><Text>抬头</Text><Text>{invoice.title}</Text></View>
      {invoice.taxpayerCode && <View className='xg-money__row'><Text>纳税人识别号</Text><Text>{invoice.taxpayerCode}</Text></View>}
      <View className='xg-money__row'><Text>金额</Text><Text>{`¥${yuanText(invoice.amountFen)}`}</Text></View>
      <View className='xg-money__row'><Text>状态</Text><Text className='xg-invoice-state'>{invoice.stateText}</Text></View>
      <View className='xg-money__row'><Text>接收邮箱</Text><Text>{invoice.email}</Text></View>
      {invoice.sentAt && <Text className='xg-money__muted'>{`发送于 ${timeText(invoice.sentAt)}`}</Text>}
      <Field label='重新发送到'>
        <Input className='xg-field__input' value={email} maxlength={100} onInput={e => setEmail(e.detail.value)} />
      </Field>
      <Button size='s' variant='secondary' loading={resending.busy} onClick={() => void resending.run(email.trim())}>重新发送</Button>
    </View>
  )
}

function InvoiceForm({ order, onDone }: { order: OrderView; onDone: (v: InvoiceView) => void }) {
  const [v, setV] = useState<InvoiceFormValues>(EMPTY_INVOICE_FORM)
  const errors = useFormErrors()
  const requesting = useSubmit(async (body: ReturnType<typeof invoiceBody>) => {
    const invoice = await call(INVOICES.requestInvoice, { body })
    toast('已提交', 'success')
    onDone(invoice)
  }, { onError: err => errors.fromFailure(err, FIELD_OF, '提交失败，请重试') })
  const set = (patch: Partial<InvoiceFormValues>) => setV(prev => ({ ...prev, ...patch }))
  const input = (field: keyof InvoiceFormValues, label: string, placeholder: string, max = 100, hint?: string) => (
    <Field name={field} label={label} error={errors.of(field)} hint={hint}>
      <Input className='xg-field__input' value={String(v[field])} maxlength={max} placeholder={placeholder} onInput={e => set({ [field]: e.detail.value } as Partial<InvoiceFormValues>)} onFocus={errors.clear(field)} />
    </Field>
  )
  function submit() {
    if (requesting.busy) return
    const problems = invoiceFormProblems(v)
    errors.reset(problems)
    if (Object.keys(problems).length) return
    void requesting.run(invoiceBody(order.orderNo, v))
  }
  return (
    <>
      <View className='xg-money__card'>
        <Tabs tabs={[{ key: 'personal', label: '个人' }, { key: 'company', label: '企业' }]} value={v.type === 1 ? 'company' : 'personal'} onChange={k => { set({ type: k === 'company' ? 1 : 0 }); errors.reset() }} />
        {input('title', v.type === 1 ? '单位名称' : '个人姓名', v.type === 1 ? '与营业执照一致' : '发票抬头', 100)}
        {v.type === 1 && (
          <>
            {input('taxpayerCode', '纳税人识别号', '18 位统一社会信用代码', 18)}
            {input('registerAddress', '注册地址（选填）', '单位注册地址')}
            {input('registerNumber', '注册电话（选填）', '单位电话', 30)}
            {input('registerBank', '开户银行（选填）', '开户银行名称', 60)}
            {input('bankAccount', '银行账号（选填）', '银行账号', 40)}
          </>
        )}
        <Field label='发票内容'>
          <ChoiceList layout='chips' choices={INVOICE_CONTENTS.map(c => ({ key: c, label: c }))} value={v.content} onChange={content => set({ content })} />
        </Field>
        {input('email', '接收邮箱', '发票 PDF 将发送到该邮箱', 100)}
      </View>
      {errors.form && <Text className='xg-money__error'>{errors.form}</Text>}
      <Button block loading={requesting.busy} onClick={submit}>提交申请</Button>
      <Text className='xg-money__muted'>发票为电子普通发票，金额为订单实付金额（已扣除优惠与退款），每个订单可申请一次。</Text>
    </>
  )
}

function OrderInvoice({ orderNo }: { orderNo: string }) {
  const state = useLoad(async () => {
    const [order, invoices] = await Promise.all([call(COMMERCE.order, { params: { orderNo } }), call(INVOICES.invoices, { query: { orderNo } })])
    return { order, invoice: invoices.list[0] ?? null }
  }, [orderNo])
  const [invoice, setInvoice] = useState<InvoiceView | null>(null)
  return (
    <PageState {...moneyStates()} state={state} failure='订单加载失败'>
      {data => {
        const shown = invoice ?? data.invoice
        return (
          <View className='xg-money'>
            <View className='xg-money__card'>
              <Text className='xg-money__subtitle'>{data.order.productName}</Text>
              <View className='xg-money__row'><Text>订单号</Text><Text>{data.order.orderNo}</Text></View>
              <View className='xg-money__row'><Text>可开票金额</Text><Text className='xg-price xg-price--s'>{`¥${yuanText(data.order.payableFen - data.order.refundedFen)}`}</Text></View>
            </View>
            {shown ? (
              <IssuedInvoice invoice={shown} onResent={setInvoice} />
            ) : canInvoiceOrder(data.order.state) ? (
              <InvoiceForm order={data.order} onDone={setInvoice} />
            ) : (
              <View className='xg-money__state'><Text>{`该订单${data.order.stateText}，支付完成且未退款的订单才能申请发票`}</Text></View>
            )}
          </View>
        )
      }}
    </PageState>
  )
}

function PaidOrders() {
  const state = useLoad(() => call(COMMERCE.orders, { query: { page: 1, size: 50 } }), [])
  return (
    <PageState {...moneyStates()} state={state} failure='订单加载失败'>
      {data => {
        const orders = data.list.filter(o => canInvoiceOrder(o.state))
        return (
          <View className='xg-money'>
            <Text className='xg-money__subtitle'>选择要开票的订单</Text>
            {orders.length === 0 && <View className='xg-money__state'><Text>暂无可开票的订单</Text></View>}
            {orders.map(o => (
              <Link key={o.orderNo} to={href('/buy/invoice', {}, { orderNo: o.orderNo })} className='xg-money__card'>
                <Text className='xg-money__subtitle'>{o.productName}</Text>
                <Text className='xg-money__muted'>{`订单号 ${o.orderNo} · 实付 ¥${yuanText(o.payableFen)}`}</Text>
              </Link>
            ))}
          </View>
        )
      }}
    </PageState>
  )
}

export default function InvoiceRequest({ orderNo, path }: { orderNo?: string; path: string }) {
  if (!isAuthed()) return <SignInPrompt from={path} what='申请发票' />
  return orderNo && /^\d{20}$/.test(orderNo) ? <OrderInvoice orderNo={orderNo} /> : <PaidOrders />
}
