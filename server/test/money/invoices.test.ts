/**
 * Invoices over HTTP (spec 2.3 /buy/invoice, 3.13 Invoice info): a paid order's invoice for a
 * person or a company, made as a PDF and e-mailed (the sandbox outbox); the refusals; and the
 * SMTP mailer against a small SMTP server that records what it receives.
 */
import net from 'net'
import { CODES, DEV_EMAIL_OUTBOX_PATH, type InvoiceView, type OrderView, type PrepayView } from '@xungen/contracts'
import { COMMERCE, INVOICES } from '@xungen/contracts/endpoints'
import { SmtpMailer, capitalYuan } from '../../src/domains/invoices'
import { json } from '../helpers/app'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { RECEIVER } from '../commerce/helpers'

interface OutboxMail {
  id: number
  to: string
  subject: string
  body: string
  attachmentName: string | null
  attachmentBytes: number
  attachmentUrl: string | null
}

describe('invoices over HTTP', () => {
  let t: AccountsTestApp
  let buyer: { token: string; userId: number }
  let other: { token: string; userId: number }
  beforeAll(async () => {
    t = await createAccountsApp()
    buyer = await t.signUp(newPhone(), newName('开票'))
    other = await t.signUp(newPhone(), newName('旁人'))
  })
  afterAll(() => t.close())
  const call = <T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, query?: Record<string, string>) =>
    t.signed({ method, url, body, query, headers: auth(token) }).then(res => json<T>(res))

  async function paidOrder(commodityId = 'standard-reuse'): Promise<OrderView> {
    const order = (await call<OrderView>(buyer.token, 'POST', COMMERCE.createOrder.path, { commodityId, count: 1, idempotencyKey: `inv-${Date.now()}-${Math.random().toString(36).slice(2)}`, receiver: RECEIVER })).data
    const prepay = (await call<PrepayView>(buyer.token, 'POST', COMMERCE.pay.path.replace(':orderNo', order.orderNo), { payType: 'WECHAT_H5' })).data
    if (prepay.kind !== 'redirect') throw new Error('sandbox cashier expected')
    const prepayId = new URL(prepay.url, 'http://x').searchParams.get('prepayId')!
    await t.app.inject({ method: 'POST', url: '/sandbox/cashier', payload: `prepayId=${prepayId}&outcome=SUCCESS`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    return order
  }
  const outbox = async (to: string) => (await t.app.inject({ method: 'GET', url: DEV_EMAIL_OUTBOX_PATH, query: { to } })).json().list as OutboxMail[]

  it('a company invoice of a paid order is made as a PDF and e-mailed; one per order', async () => {
    const order = await paidOrder()
    const email = 'finance@example.com'
    const body = { orderNo: order.orderNo, type: 1, email, info: { companyName: '示例科技有限公司', taxpayerCode: '91350100m000100y43', registerAddress: '福州市鼓楼区示例路 1 号', registerNumber: '0591-12345678', registerBank: '示例银行福州分行', bankAccount: '6222 0000 1111' } }
    const asked = await call<InvoiceView>(buyer.token, 'POST', INVOICES.requestInvoice.path, body)
    expect(asked.data).toMatchObject({ orderNo: order.orderNo, type: 1, title: '示例科技有限公司', taxpayerCode: '91350100M000100Y43', content: '基因解读服务费', amountFen: order.payableFen, state: 'ISSUING', invoiceType: 1 })
    await t.app.queue.drain(30_000)
    const [mail] = await outbox(email)
    expect(mail).toMatchObject({ subject: `【基因寻根】订单 ${order.orderNo} 的电子发票`, attachmentName: `发票-${asked.data.invoiceNo}.pdf` })
    const pdf = await t.app.inject({ method: 'GET', url: mail.attachmentUrl! })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // the Chinese font is embedded (a subset), not referenced
    expect(pdf.rawPayload.toString('latin1')).toMatch(/FontFile2|FontFile3/)
    expect(mail.attachmentBytes).toBe(pdf.rawPayload.length)
    const listed = await call<{ list: InvoiceView[] }>(buyer.token, 'GET', INVOICES.invoices.path, undefined, { orderNo: order.orderNo })
    expect(listed.data.list).toMatchObject([{ invoiceNo: asked.data.invoiceNo, state: 'SENT', stateText: '已发送至邮箱' }])
    expect((await call(buyer.token, 'POST', INVOICES.requestInvoice.path, body)).code).toBe(CODES.ARG_ERROR)
    // sent again to another address
    const again = await call<InvoiceView>(buyer.token, 'POST', INVOICES.resendInvoice.path.replace(':invoiceNo', asked.data.invoiceNo), { email: 'boss@example.com' })
    expect(again.data.state).toBe('ISSUING')
    await t.app.queue.drain(30_000)
    expect((await outbox('boss@example.com')).length).toBe(1)
    expect((await call(other.token, 'POST', INVOICES.resendInvoice.path.replace(':invoiceNo', asked.data.invoiceNo), {})).code).toBe(CODES.NOT_FOUND)
    // five sends in all: the re-send cannot be used to mail an address again and again
    const resend = () => call(buyer.token, 'POST', INVOICES.resendInvoice.path.replace(':invoiceNo', asked.data.invoiceNo), {})
    expect([(await resend()).code, (await resend()).code, (await resend()).code, (await resend()).code]).toEqual([0, 0, 0, CODES.ARG_ERROR])
  })

  it('a personal invoice needs no taxpayer code', async () => {
    const order = await paidOrder('hp')
    const asked = await call<InvoiceView>(buyer.token, 'POST', INVOICES.requestInvoice.path, { orderNo: order.orderNo, email: 'me@example.com', info: { companyName: '王小明' } })
    expect(asked.data).toMatchObject({ type: 0, title: '王小明', taxpayerCode: null })
  })

  it('refuses a company without a valid taxpayer code, a bad e-mail, an unpaid order and someone else’s order', async () => {
    const order = await paidOrder()
    const base = { orderNo: order.orderNo, email: 'a@example.com', type: 1, info: { companyName: '示例科技有限公司' } }
    const missing = await call<{ fields: Array<{ field: string; message: string }> }>(buyer.token, 'POST', INVOICES.requestInvoice.path, base)
    expect(missing).toMatchObject({ code: CODES.ARG_ERROR, data: { fields: [{ field: 'info.taxpayerCode', message: '企业抬头需要填写纳税人识别号' }] } })
    const badCheck = await call<{ fields: Array<{ message: string }> }>(buyer.token, 'POST', INVOICES.requestInvoice.path, { ...base, info: { ...base.info, taxpayerCode: '91350100M000100Y44' } })
    expect(badCheck.data.fields[0].message).toBe('纳税人识别号校验位不正确，请核对')
    expect((await call(buyer.token, 'POST', INVOICES.requestInvoice.path, { ...base, email: 'not-an-email' })).code).toBe(CODES.ARG_ERROR)
    const unpaid = (await call<OrderView>(buyer.token, 'POST', COMMERCE.createOrder.path, { commodityId: 'standard-reuse', count: 1, idempotencyKey: `inv-unpaid-${Date.now()}` })).data
    const notPaid = await call<{ fields: Array<{ message: string }> }>(buyer.token, 'POST', INVOICES.requestInvoice.path, { orderNo: unpaid.orderNo, email: 'a@example.com', info: { companyName: '王小明' } })
    expect(notPaid).toMatchObject({ code: CODES.ARG_ERROR, data: { fields: [{ message: '订单支付后才能申请发票' }] } })
    expect((await call(other.token, 'POST', INVOICES.requestInvoice.path, { orderNo: order.orderNo, email: 'a@example.com', info: { companyName: '王小明' } })).code).toBe(CODES.NOT_FOUND)
    expect((await t.signed({ method: 'POST', url: INVOICES.requestInvoice.path, body: { ...base, type: 0 } }).then(json)).code).toBe(CODES.SESSION_INVALID)
  })

  it('the amount in Chinese capitals', () => {
    expect(capitalYuan(39900)).toBe('叁佰玖拾玖元整')
    expect(capitalYuan(1005000)).toBe('壹万零伍拾元整')
    expect(capitalYuan(12345)).toBe('壹佰贰拾叁元肆角伍分')
    expect(capitalYuan(1000001)).toBe('壹万元零壹分')
  })
})

describe('the SMTP mailer', () => {
  it('speaks SMTP: EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA with a base64 text part and the PDF attachment', async () => {
    const received: { commands: string[]; data: string } = { commands: [], data: '' }
    const server = net.createServer(socket => {
      let inData = false
      let buffer = ''
      socket.write('220 test ESMTP\r\n')
      socket.on('data', chunk => {
        buffer += chunk.toString()
        let i: number
        while ((i = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, i)
          buffer = buffer.slice(i + 2)
          if (inData) {
            if (line === '.') {
              inData = false
              socket.write('250 queued\r\n')
            } else received.data += line + '\r\n'
            continue
          }
          received.commands.push(line.split(' ')[0])
          if (line.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH PLAIN\r\n')
          else if (line.startsWith('AUTH PLAIN')) socket.write(Buffer.from(line.slice(11), 'base64').toString() === '\0mailer\0secret' ? '235 ok\r\n' : '535 no\r\n')
          else if (line === 'DATA') {
            inData = true
            socket.write('354 go\r\n')
          } else if (line === 'QUIT') socket.end('221 bye\r\n')
          else socket.write('250 ok\r\n')
        }
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as net.AddressInfo).port
    try {
      const mailer = new SmtpMailer({ host: '127.0.0.1', port, secure: false, allowPlain: true, user: 'mailer', pass: 'secret', from: '基因寻根 <invoice@example.com>' })
      const pdf = Buffer.from('%PDF-1.3\n.hidden line\n%%EOF')
      await mailer.send({ to: 'buyer@example.com', subject: '【基因寻根】发票', text: '您好：\n附件是发票。', attachments: [{ filename: '发票-1.pdf', contentType: 'application/pdf', content: pdf }] })
      expect(received.commands).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT'])
      expect(received.data).toContain(`Subject: =?UTF-8?B?${Buffer.from('【基因寻根】发票').toString('base64')}?=`)
      expect(received.data).toContain("filename*=UTF-8''%E5%8F%91%E7%A5%A8-1.pdf")
      const parts = received.data.split(/--xg-[0-9a-f]+/)
      const attachment = parts.find(p => p.includes('application/pdf'))!
      expect(Buffer.from(attachment.split('\r\n\r\n')[1].replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true)
      const text = parts.find(p => p.includes('text/plain'))!
      expect(Buffer.from(text.split('\r\n\r\n')[1].replace(/\s+/g, ''), 'base64').toString()).toBe('您好：\n附件是发票。')
    } finally {
      server.close()
    }
  })

  it('refuses a server without STARTTLS unless plain relays are allowed', async () => {
    const server = net.createServer(socket => {
      socket.write('220 test\r\n')
      socket.on('data', () => socket.write('250 test\r\n'))
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as net.AddressInfo).port
    try {
      const mailer = new SmtpMailer({ host: '127.0.0.1', port, secure: false, allowPlain: false, user: null, pass: null, from: 'a@example.com' })
      await expect(mailer.send({ to: 'b@example.com', subject: 's', text: 't' })).rejects.toThrow(/STARTTLS/)
    } finally {
      server.close()
    }
  })
})
