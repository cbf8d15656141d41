/**
 * Invoices (spec 2.3 /buy/invoice, 3.13 "Invoice info"): one per paid order, for what was paid
 * and not refunded, made out to a person or a company (taxpayer code checked by the contracts'
 * rule). Asking stores the invoice and queues invoice.send, which makes the PDF and e-mails it.
 */
import { randomBytes } from 'crypto'
import type { Kysely, Selectable } from 'kysely'
import { CODES, INVOICE_STATE_LABELS, canInvoiceOrder, type InvoiceState, type InvoiceTitleType, type InvoiceView } from '@xungen/contracts'
import type { EndpointBody, INVOICES } from '@xungen/contracts/endpoints'
import type { Database } from '../../db'
import { AppError, argError, notFound } from '../../errors'
import type { Jobs } from '../../jobs'
import { TEST_PURCHASE_SCENE, type OrderService } from '../commerce'
import { sendInvoice } from './jobs'
import type { Mailer } from './mailer'
import { invoicePdf } from './pdf'
import type { InvoicesTable } from './tables'

type InvoiceRow = Selectable<InvoicesTable>

export const INVOICE_MESSAGES = {
  notPaid: '订单支付后才能申请发票',
  nothingPaid: '该订单已全额退款，无需开具发票',
  repeat: '该订单已申请过发票，可在下方重新发送',
  resendLimit: '该发票发送次数已达上限，如需帮助请联系客服',
  testOrder: '试购订单不开具发票'
} as const

/** sends of one invoice a person may ask for, the first included */
export const INVOICE_SEND_LIMIT = 5

export class InvoiceService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: OrderService,
    private readonly mailer: Mailer,
    private readonly jobs: Jobs,
    private readonly clock: () => number,
    private readonly sellerName: string
  ) {}

  view(r: InvoiceRow): InvoiceView {
    return {
      invoiceNo: r.invoice_no,
      orderNo: r.order_no,
      invoiceType: r.invoice_type,
      type: r.title_type as InvoiceTitleType,
      title: r.title,
      taxpayerCode: r.taxpayer_code,
      content: r.content,
      amountFen: Number(r.amount_fen),
      email: r.email,
      state: r.state as InvoiceState,
      stateText: INVOICE_STATE_LABELS[r.state as InvoiceState],
      createdAt: Number(r.created_at),
      sentAt: r.sent_at === null ? null : Number(r.sent_at)
    }
  }

  async request(userId: number, body: EndpointBody<typeof INVOICES.requestInvoice>): Promise<InvoiceView> {
    const now = this.clock()
    // someone else's order answers as one that does not exist (404)
    const order = await this.orders.find(userId, body.orderNo)
    if (!canInvoiceOrder(order.state)) throw argError('orderNo', INVOICE_MESSAGES.notPaid)
    // a staff member's 0.01 yuan test purchase is not a sale: no invoice
    if (order.scene === TEST_PURCHASE_SCENE) throw argError('orderNo', INVOICE_MESSAGES.testOrder)
    const amountFen = Number(order.payable_fen) - Number(order.refunded_fen)
    if (amountFen <= 0) throw argError('orderNo', INVOICE_MESSAGES.nothingPaid)
    const company = body.type === 1
    const info = body.info
    const row = await this.db
      .insertInto('invoices')
      .values({
        invoice_no: `I${serial(now)}`, user_id: userId, order_id: order.id, order_no: order.order_no, invoice_type: body.invoiceType, title_type: body.type,
        title: info.companyName.trim(), taxpayer_code: company ? (info.taxpayerCode ?? null) : null,
        register_address: company ? (info.registerAddress?.trim() || null) : null, register_number: company ? (info.registerNumber?.trim() || null) : null,
        register_bank: company ? (info.registerBank?.trim() || null) : null, bank_account: company ? (info.bankAccount?.trim() || null) : null,
        content: info.invoiceContent, amount_fen: amountFen, email: body.email.trim(), mobile: body.mobile?.trim() || null, state: 'ISSUING', created_at: now, sent_at: null
      })
      // one invoice per order, whatever races happen (unique order_id)
      .onConflict(oc => oc.column('order_id').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!row) throw new AppError(CODES.ARG_ERROR, INVOICE_MESSAGES.repeat)
    await this.jobs.enqueue(sendInvoice, { invoiceId: row.id }, { jobId: `invoice-send-${row.id}` })
    return this.view(row)
  }

  async list(userId: number, orderNo?: string): Promise<InvoiceView[]> {
    let q = this.db.selectFrom('invoices').selectAll().where('user_id', '=', userId)
    if (orderNo) q = q.where('order_no', '=', orderNo)
    return (await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute()).map(r => this.view(r))
  }

  async resend(userId: number, invoiceNo: string, email?: string): Promise<InvoiceView> {
    const row = await this.db.selectFrom('invoices').selectAll().where('invoice_no', '=', invoiceNo).where('user_id', '=', userId).executeTakeFirst()
    if (!row) throw notFound('发票不存在')
    const updated = await this.db
      .updateTable('invoices')
      .set(eb => ({ state: 'ISSUING', send_requests: eb('send_requests', '+', 1), ...(email ? { email: email.trim() } : {}) }))
      .where('id', '=', row.id)
      .where('send_requests', '<', INVOICE_SEND_LIMIT)
      .returningAll()
      .executeTakeFirst()
    if (!updated) throw new AppError(CODES.ARG_ERROR, INVOICE_MESSAGES.resendLimit)
    await this.jobs.enqueue(sendInvoice, { invoiceId: row.id }, { jobId: `invoice-send-${row.id}-${this.clock()}` })
    return this.view(updated)
  }

  /** the job: the PDF, then the e-mail; a sent invoice is not sent again by a repeated delivery */
  async send(invoiceId: number): Promise<void> {
    const row = await this.db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst()
    if (!row || row.state === 'SENT') return
    const order = await this.db.selectFrom('orders').select(['product_name', 'count']).where('id', '=', row.order_id).executeTakeFirstOrThrow()
    try {
      const pdf = await invoicePdf({
        invoiceNo: row.invoice_no, orderNo: row.order_no, issuedAt: Number(row.created_at), titleType: row.title_type, title: row.title, taxpayerCode: row.taxpayer_code,
        registerAddress: row.register_address, registerNumber: row.register_number, registerBank: row.register_bank, bankAccount: row.bank_account,
        content: row.content, productName: order.product_name, count: order.count, amountFen: Number(row.amount_fen), sellerName: this.sellerName
      })
      await this.mailer.send({
        to: row.email,
        userId: row.user_id,
        subject: `【基因寻根】订单 ${row.order_no} 的电子发票`,
        text: `您好：\n\n您申请的订单 ${row.order_no} 的发票（抬头：${row.title}）已开具，见附件 PDF。\n如有疑问请联系客服。\n\n基因寻根`,
        attachments: [{ filename: `发票-${row.invoice_no}.pdf`, contentType: 'application/pdf', content: pdf }]
      })
      await this.db.updateTable('invoices').set({ state: 'SENT', sent_at: this.clock() }).where('id', '=', row.id).execute()
    } catch (err) {
      await this.db.updateTable('invoices').set({ state: 'FAILED' }).where('id', '=', row.id).where('state', '!=', 'SENT').execute()
      throw err
    }
  }
}

function serial(now: number): string {
  const d = new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')
  return `${d}${BigInt('0x' + randomBytes(6).toString('hex')).toString().padStart(15, '0').slice(-12)}`
}
