/**
 * Alipay and PayPal (issue 17 item 5): prepay, the provider's signed notifications verified by
 * the server (signature, amount, order, replay), refunds and their notifications, through the
 * sandboxes; and the real adapters against a local fake server speaking the documented shapes.
 */
import { execFileSync } from 'child_process'
import { createPrivateKey, createSign, generateKeyPairSync } from 'crypto'
import fs from 'fs'
import http from 'http'
import os from 'os'
import path from 'path'
import { CODES } from '@xungen/contracts'
import { LEDGER_ACCOUNTS } from '../../src/domains/commerce'
import { AlipayProvider, alipaySign, alipaySignContent, formOf, parseForm, verifyAlipayResponse } from '../../src/domains/commerce/payments/alipay'
import { PaypalProvider, crc32, fetchTransport, paypalCertificates, paypalSignedString } from '../../src/domains/commerce/payments/paypal'
import { SandboxAlipay } from '../../src/domains/commerce/payments/sandboxAlipay'
import { SandboxPaypal } from '../../src/domains/commerce/payments/sandboxPaypal'
import { createCommerceTest, key, type CommerceTest } from './helpers'

let t: CommerceTest
beforeAll(async () => (t = await createCommerceTest()))
afterAll(() => t.close())

async function pendingOrder(u: number) {
  return t.orders.create(u, { commodityId: 'standard-reuse', count: 1, idempotencyKey: key() })
}

describe('Alipay (RSA2, the sandbox gateway)', () => {
  async function alipayPaid(u: number) {
    const order = await pendingOrder(u)
    const prepay = await t.orders.pay(u, order.orderNo, 'ALIPAY_WAP')
    if (prepay.kind !== 'redirect') throw new Error('wap pay opens the gateway')
    const query = Object.fromEntries(new URL(prepay.url, 'http://x').searchParams)
    const opened = await t.sandboxAlipay!.openWapPay(query)
    if (!opened.ok) throw new Error(opened.reason)
    return { order, query, prepayId: opened.page.prepayId }
  }

  it('signs wap pay with the application key; the gateway refuses a changed amount', async () => {
    const { order, query } = await alipayPaid(t.user())
    expect(query).toMatchObject({ method: 'alipay.trade.wap.pay', sign_type: 'RSA2', charset: 'utf-8', version: '1.0' })
    expect(JSON.parse(query.biz_content)).toMatchObject({ out_trade_no: order.orderNo, total_amount: '399.00', product_code: 'QUICK_WAP_WAY' })
    const tampered = { ...query, biz_content: query.biz_content.replace('"399.00"', '"0.01"') }
    expect(await t.sandboxAlipay!.openWapPay(tampered)).toEqual({ ok: false, reason: 'isv.invalid-signature' })
  })

  it('a paid notification credits once; a bad signature, a wrong amount and a replay are refused', async () => {
    const u = t.user()
    const { order, prepayId } = await alipayPaid(u)
    const cashBefore = await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.cash('alipay'))
    // wrong amount: signed by Alipay, but not what the order asks
    const wrong = await t.sandboxAlipay!.complete(prepayId, 1)
    expect(await t.orders.handleNotification({}, wrong.form, 'alipay')).toBe('amount-mismatch')
    expect((await t.orders.find(u, order.orderNo)).state).toBe('PENDING_PAYMENT')
    // bad signature: the amount changed after signing
    const good = await t.sandboxAlipay!.complete(prepayId)
    const forged = good.form.replace(/total_amount=[^&]+/, 'total_amount=0.01')
    await expect(t.orders.handleNotification({}, forged, 'alipay')).rejects.toMatchObject({ code: CODES.ARG_ERROR })
    const otherKey = formOf({ ...parseForm(good.form), sign: alipaySign(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, alipaySignContent(parseForm(good.form), ['sign', 'sign_type'])) })
    await expect(t.orders.handleNotification({}, otherKey, 'alipay')).rejects.toMatchObject({ code: CODES.ARG_ERROR })
    expect(await t.orders.handleNotification({}, good.form, 'alipay')).toBe('paid')
    expect(await t.orders.handleNotification({}, good.form, 'alipay')).toBe('duplicate')
    await t.settle()
    expect((await t.orders.find(u, order.orderNo)).state).toBe('COMPLETED')
    expect((await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.cash('alipay'))) - cashBefore).toBe(39900)
  })

  it('50 copies of one notification in parallel credit once; 50 different notifications of one payment credit once', async () => {
    const u = t.user()
    const { order, prepayId } = await alipayPaid(u)
    const before = await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.cash('alipay'))
    const one = await t.sandboxAlipay!.complete(prepayId)
    const same = await Promise.all(Array.from({ length: 50 }, () => t.orders.handleNotification({}, one.form, 'alipay')))
    expect(same.filter(o => o === 'paid')).toHaveLength(1)
    expect(same.filter(o => o !== 'paid').every(o => o === 'duplicate' || o === 'already-settled')).toBe(true)
    const retries = await Promise.all(Array.from({ length: 50 }, async () => t.orders.handleNotification({}, (await t.sandboxAlipay!.complete(prepayId)).form, 'alipay')))
    expect(retries.every(o => o === 'already-settled')).toBe(true)
    expect((await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.cash('alipay'))) - before).toBe(39900)
    expect((await t.orders.find(u, order.orderNo)).paid_at).not.toBeNull()
  })

  it('a refund is asked with a signed request, answered signed, and confirmed by its notification', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'hp', count: 1, idempotencyKey: key(), receiver: { name: '王小明', mobile: '13800138000', nationCode: '86', address: '北京市东城区东华门大街 1 号' } })
    const page = await t.sandboxAlipay!.openWapPay(Object.fromEntries(new URL((await t.orders.pay(u, order.orderNo, 'ALIPAY_WAP') as { url: string }).url, 'http://x').searchParams))
    expect(page.ok).toBe(true)
    const n = await t.sandboxAlipay!.complete((page as { page: { prepayId: string } }).page.prepayId)
    expect(await t.orders.handleNotification({}, n.form, 'alipay')).toBe('paid')
    const refunded = await t.orders.refund(u, order.orderNo, '不想要了')
    expect(refunded.state).toBe('REFUNDED')
    expect(refunded.refundedFen).toBe(9900)
  })
})

describe('PayPal (Orders v2, webhook signatures, the sandbox)', () => {
  async function approved(u: number) {
    const order = await pendingOrder(u)
    const prepay = await t.orders.pay(u, order.orderNo, 'PAYPAL')
    if (prepay.kind !== 'redirect') throw new Error('PayPal sends the buyer to approve')
    const token = new URL(prepay.url, 'http://x').searchParams.get('token')!
    const back = await t.sandboxPaypal!.approve(token)
    expect(back).toContain(`/buy/paypal-success?orderNo=${order.orderNo}&token=${token}&PayerID=`)
    return { order, token }
  }

  it('capture after approval: the COMPLETED webhook credits the order once', async () => {
    const u = t.user()
    const { order, token } = await approved(u)
    expect(await t.paypal!.capture(token, { orderNo: order.orderNo, amountFen: 39900 }, t.now.ms)).toEqual({ status: 'COMPLETED' })
    await t.settle()
    const row = await t.orders.find(u, order.orderNo)
    expect(row).toMatchObject({ state: 'COMPLETED', pay_provider: 'paypal' })
    expect(await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.cash('paypal'))).toBeGreaterThanOrEqual(39900)
    // capturing again is idempotent; another order's token is refused
    expect(await t.paypal!.capture(token, { orderNo: order.orderNo, amountFen: 39900 }, t.now.ms)).toEqual({ status: 'COMPLETED' })
    await expect(t.paypal!.capture(token, { orderNo: '20260101000000000000', amountFen: 39900 }, t.now.ms)).rejects.toMatchObject({ errorName: 'ORDER_MISMATCH' })
  })

  it('refuses a bad signature, a stale transmission, a wrong amount and a replay; 50 parallel copies credit once', async () => {
    const u = t.user()
    const { order } = await approved(u)
    const capture = (value: string) => ({ id: 'CAP123', status: 'COMPLETED', amount: { currency_code: 'CNY', value }, custom_id: order.orderNo, invoice_id: order.orderNo })
    const wrong = t.sandboxPaypal!.webhook('PAYMENT.CAPTURE.COMPLETED', capture('0.01'))
    expect(await t.orders.handleNotification(wrong.headers, wrong.body, 'paypal')).toBe('amount-mismatch')
    const good = t.sandboxPaypal!.webhook('PAYMENT.CAPTURE.COMPLETED', capture('399.00'))
    await expect(t.orders.handleNotification(good.headers, good.body.replace('399.00', '399.01'), 'paypal')).rejects.toMatchObject({ code: CODES.ARG_ERROR })
    await expect(t.orders.handleNotification({ ...good.headers, 'paypal-transmission-sig': good.headers['paypal-transmission-sig'].replace(/^./, c => (c === 'A' ? 'B' : 'A')) }, good.body, 'paypal')).rejects.toMatchObject({ code: CODES.ARG_ERROR })
    const stale = t.sandboxPaypal!.webhook('PAYMENT.CAPTURE.COMPLETED', capture('399.00'), t.now.ms - 11 * 60_000)
    await expect(t.orders.handleNotification(stale.headers, stale.body, 'paypal')).rejects.toMatchObject({ message: expect.stringContaining('time') })
    const before = await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.cash('paypal'))
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => t.orders.handleNotification(good.headers, good.body, 'paypal')))
    expect(outcomes.filter(o => o === 'paid')).toHaveLength(1)
    expect(outcomes.filter(o => o !== 'paid').every(o => o === 'duplicate')).toBe(true)
    expect((await t.ledger.balance(t.handle.db, LEDGER_ACCOUNTS.cash('paypal'))) - before).toBe(39900)
  })

  it('a refund goes to the capture and is confirmed by PAYMENT.CAPTURE.REFUNDED', async () => {
    const u = t.user()
    const order = await t.orders.create(u, { commodityId: 'hp', count: 1, idempotencyKey: key(), receiver: { name: '王小明', mobile: '13800138000', nationCode: '86', address: '北京市东城区东华门大街 1 号' } })
    const prepay = await t.orders.pay(u, order.orderNo, 'PAYPAL')
    const token = new URL((prepay as { url: string }).url, 'http://x').searchParams.get('token')!
    await t.sandboxPaypal!.approve(token)
    await t.paypal!.capture(token, { orderNo: order.orderNo, amountFen: 9900 }, t.now.ms)
    const refunded = await t.orders.refund(u, order.orderNo, '地址填错了')
    expect(refunded).toMatchObject({ state: 'REFUNDED', refundedFen: 9900 })
  })

  it('computes CRC-32 as PayPal does', () => {
    expect(crc32('123456789')).toBe(0xcbf43926)
    expect(paypalSignedString('id', '2026-11-25T04:00:00Z', 'WH', '{}')).toBe(`id|2026-11-25T04:00:00Z|WH|${crc32('{}')}`)
  })
})

describe('the real adapters against a local fake server', () => {
  function serve(handler: (req: http.IncomingMessage, body: string) => Promise<{ status: number; text: string; type?: string }>) {
    return new Promise<{ url: string; close(): void }>(resolve => {
      const server = http.createServer((req, res) => {
        let body = ''
        req.on('data', c => (body += c))
        req.on('end', () => void handler(req, body).then(a => res.writeHead(a.status, { 'content-type': a.type ?? 'application/json' }).end(a.text)))
      })
      server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() }))
    })
  }

  it('Alipay: the refund request is signed form data over HTTP; the signed answer is verified, a forged one refused', async () => {
    const gateway = new SandboxAlipay(t.handle.db, () => t.now.ms)
    const seen: Array<Record<string, string>> = []
    let forge = false
    const fake = await serve(async (_req, body) => {
      seen.push(parseForm(body))
      const a = await gateway.api(body)
      return { status: a.status, text: forge ? a.text.replace('"fund_change":"Y"', '"fund_change":"N"') : a.text }
    })
    try {
      const pem = (k: { export(o: object): string | Buffer }, type: string) => k.export({ format: 'pem', type }).toString()
      const real = new AlipayProvider({ appId: gateway.keys.appId, gateway: `${fake.url}/gateway.do`, appPrivateKeyPem: pem(gateway.keys.app.privateKey, 'pkcs8'), alipayPublicKeyPem: pem(gateway.keys.alipay.publicKey, 'spki'), notifyUrl: 'https://example.invalid/pay/notify/alipay', returnOrigin: 'https://example.invalid' })
      // a paid trade on the gateway's side
      await t.handle.db.insertInto('sandbox_prepays').values({ prepay_id: 'alireal1', order_no: '20261125999999999991', amount_fen: 12345, pay_type: 'ALIPAY_WAP', state: 'SUCCESS', transaction_id: '2026T1', created_at: t.now.ms }).execute()
      await real.refund({ orderNo: '20261125999999999991', refundNo: 'R20261125999999999991', amountFen: 12345, totalFen: 12345 }, t.now.ms)
      expect(seen[0]).toMatchObject({ method: 'alipay.trade.refund', sign_type: 'RSA2', app_id: gateway.keys.appId })
      expect(JSON.parse(seen[0].biz_content)).toEqual({ out_trade_no: '20261125999999999991', refund_amount: '123.45', out_request_no: 'R20261125999999999991', refund_reason: '订单退款' })
      forge = true
      await expect(real.refund({ orderNo: '20261125999999999991', refundNo: 'R2', amountFen: 1, totalFen: 12345 }, t.now.ms)).rejects.toThrow(/signature/)
      forge = false
      await expect(real.refund({ orderNo: '20261125000000000000', refundNo: 'R3', amountFen: 1, totalFen: 1 }, t.now.ms)).rejects.toThrow(/ACQ.TRADE_NOT_EXIST/)
      expect(() => verifyAlipayResponse('{"alipay_trade_refund_response":{"code":"10000"},"sign":"AAAA"}', 'alipay.trade.refund', real.alipayKey)).toThrow(/signature/)
    } finally {
      fake.close()
    }
  })

  it('PayPal: OAuth, create and capture over HTTP; a webhook signed with the certificate at a PayPal URL verifies, any other does not', async () => {
    const sandbox = new SandboxPaypal(t.handle.db, () => t.now.ms)
    const fake = await serve(async (req, body) => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase()).replace('Paypal', 'PayPal'), String(v)]))
      return sandbox.transport({ method: req.method!, url: `https://api-m.sandbox.paypal.invalid${req.url}`, headers, body: body || undefined })
    })
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paypal-cert-'))
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '2', '-subj', '/CN=messageverificationcerts.paypal.com'], { stdio: 'ignore' })
      const certPem = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8')
      const certKey = createPrivateKey(fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'))
      const certUrl = 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42'
      const fetched: string[] = []
      const webhookId = 'WH-REAL-1'
      const real = new PaypalProvider(
        { clientId: (sandbox as any).clientId, clientSecret: (sandbox as any).clientSecret, apiBase: fake.url, webhookId, returnOrigin: 'https://example.invalid', currency: 'CNY' },
        fetchTransport,
        paypalCertificates(async url => (fetched.push(url), certPem))
      )
      const prepay = await real.prepay({ orderNo: '20261125999999999992', amountFen: 39900, description: '健康+祖源 标准版（免采样）', payType: 'PAYPAL' }, t.now.ms)
      const token = new URL((prepay as { url: string }).url, 'http://x').searchParams.get('token')!
      await sandbox.approve(token)
      expect(await real.capture(token, { orderNo: '20261125999999999992', amountFen: 39900 }, t.now.ms)).toEqual({ status: 'COMPLETED' })
      const body = JSON.stringify({ id: 'WH-EVT-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP9', status: 'COMPLETED', amount: { currency_code: 'CNY', value: '399.00' }, custom_id: '20261125999999999992' } })
      const time = new Date(t.now.ms).toISOString()
      const sig = createSign('RSA-SHA256').update(paypalSignedString('tx-1', time, webhookId, body)).sign(certKey, 'base64')
      const headers = { 'paypal-transmission-id': 'tx-1', 'paypal-transmission-time': time, 'paypal-transmission-sig': sig, 'paypal-cert-url': certUrl, 'paypal-auth-algo': 'SHA256withRSA' }
      expect(await real.verifyNotification(headers, body, t.now.ms)).toMatchObject({ ok: true, notification: { kind: 'PAY', orderNo: '20261125999999999992', amountFen: 39900, transactionId: 'CAP9' } })
      expect(await real.verifyNotification({ ...headers, 'paypal-cert-url': 'https://evil.example.com/cert.pem' }, body, t.now.ms)).toEqual({ ok: false, reason: 'certificate' })
      expect(await real.verifyNotification(headers, body.replace('399.00', '1.00'), t.now.ms)).toEqual({ ok: false, reason: 'signature' })
      expect(fetched).toEqual([certUrl])
    } finally {
      fake.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('configured by environment', () => {
  const { otherPaymentProviders } = require('../../src/domains/commerce/paymentsEnv') as typeof import('../../src/domains/commerce/paymentsEnv')

  it('uses the sandboxes outside production, and can turn either off', () => {
    expect(otherPaymentProviders({ NODE_ENV: 'development' })).toEqual({ alipay: 'sandbox', paypal: 'sandbox' })
    expect(otherPaymentProviders({ NODE_ENV: 'development', ALIPAY_PROVIDER: 'off', PAYPAL_PROVIDER: 'off' })).toEqual({ alipay: null, paypal: null })
    expect(() => otherPaymentProviders({ ALIPAY_PROVIDER: 'alipy' })).toThrow(/unknown alipy/)
  })

  it('requires the real Alipay adapter in production and refuses the sandboxes; PayPal may be off', () => {
    // production defaults to the real adapter, which needs its settings
    expect(() => otherPaymentProviders({ NODE_ENV: 'production' })).toThrow(/ALIPAY_PROVIDER=alipay needs PAYMENT_NOTIFY_ORIGIN/)
    expect(() => otherPaymentProviders({ NODE_ENV: 'production', ALIPAY_PROVIDER: 'sandbox' })).toThrow(/must be alipay/)
    expect(() => otherPaymentProviders({ NODE_ENV: 'production', ALIPAY_PROVIDER: 'alipay' })).toThrow(/PAYMENT_NOTIFY_ORIGIN/)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-keys-'))
    try {
      const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
      fs.writeFileSync(path.join(dir, 'app.pem'), keys.privateKey.export({ format: 'pem', type: 'pkcs8' }))
      fs.writeFileSync(path.join(dir, 'alipay.pem'), keys.publicKey.export({ format: 'pem', type: 'spki' }))
      const env = { NODE_ENV: 'production', ALIPAY_PROVIDER: 'alipay', PAYMENT_NOTIFY_ORIGIN: 'https://xungen.example', ALIPAY_APP_ID: '2021000000000001', ALIPAY_APP_PRIVATE_KEY_FILE: path.join(dir, 'app.pem'), ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay.pem') }
      const configured = otherPaymentProviders(env)
      expect(configured.alipay).toBeInstanceOf(AlipayProvider)
      expect(configured.paypal).toBeNull()
      expect(() => otherPaymentProviders({ ...env, PAYPAL_PROVIDER: 'sandbox' })).toThrow(/not allowed in production/)
      expect(() => otherPaymentProviders({ ...env, PAYPAL_PROVIDER: 'paypal' })).toThrow(/PAYPAL_CLIENT_ID/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
