/**
 * Routes of issue 17 items 1, 5 and 9 (registered by routes.ts): upgrades and the speed package,
 * the PayPal capture, the staff's catalogue, the sandbox pages of Alipay (its gateway's cashier)
 * and PayPal (its approval page), and the scheduled order sweep (jobs.ts).
 */
import type { FastifyInstance } from 'fastify'
import { CODES, yuanText } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import { AppError, notFound } from '../../errors'
import { serve } from '../../endpoints/serve'
import { CatalogueAdmin } from './catalogueAdmin'
import { ORDER_SWEEP_KEY, sweepOrders } from './jobs'
import { PaypalError } from './payments/paypal'
import { SANDBOX_ALIPAY_GATEWAY } from './payments/sandboxAlipay'
import { SANDBOX_PAYPAL_CHECKOUT } from './payments/sandboxPaypal'
import { Upgrades } from './upgrades'
import { TestPurchases } from './testPurchases'

declare module 'fastify' {
  interface FastifyInstance {
    upgrades: Upgrades
  }
}

/** how often the order sweep runs (0 under test: tests run it themselves) */
export function orderSweepSeconds(env: NodeJS.ProcessEnv, appEnv: string): number {
  const raw = env.ORDER_SWEEP_INTERVAL_SECONDS
  if (raw === undefined) return appEnv === 'test' ? 0 : 60
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`ORDER_SWEEP_INTERVAL_SECONDS: a whole number of seconds, not ${raw}`)
  return n
}

export async function commerceMoreRoutes(app: FastifyInstance, page: (title: string, body: string) => string, escapeHtml: (s: string) => string) {
  const { commerce } = app
  const upgrades = new Upgrades(app.db, commerce.catalogue, commerce.orders, app.clock)
  app.decorate('upgrades', upgrades)
  const admin = new CatalogueAdmin(app.db, app.clock)

  // --- the scheduled sweep of orders (expiry, unfinished fulfilment) --------------------------
  const sweepSeconds = orderSweepSeconds(process.env, app.config.env)
  if (sweepSeconds > 0) app.addHook('onReady', async () => app.jobs.schedule(sweepOrders, {}, { everyMs: sweepSeconds * 1000, key: ORDER_SWEEP_KEY }))

  // --- upgrades and the speed package ------------------------------------------------------------
  serve(app, COMMERCE.upgradeOffers, async r => upgrades.offers(r.session.user.id, r.query.barcode))
  serve(app, COMMERCE.createUpgradeOrder, async r => upgrades.createUpgradeOrder(r.session.user.id, r.body))
  serve(app, COMMERCE.speedOffers, async r => upgrades.speedOffers(r.session.user.id))
  serve(app, COMMERCE.createSpeedOrder, async r => upgrades.createSpeedOrder(r.session.user.id, r.body))

  // --- PayPal: the capture after the buyer's approval ---------------------------------------------
  serve(app, COMMERCE.paypalCapture, async r => {
    const order = await commerce.orders.find(r.session.user.id, r.body.orderNo)
    if (!commerce.paypal) throw notFound('暂不支持 PayPal 支付')
    if (order.state !== 'PENDING_PAYMENT' && order.state !== 'PAID') throw new AppError(CODES.ARG_ERROR, '订单当前状态不能支付')
    if (order.paid_at !== null) return { orderNo: order.order_no, status: 'COMPLETED' }
    try {
      const { status } = await commerce.paypal.capture(r.body.token, { orderNo: order.order_no, amountFen: Number(order.payable_fen) }, app.clock())
      return { orderNo: order.order_no, status }
    } catch (err) {
      if (err instanceof PaypalError && err.status < 500) throw new AppError(CODES.ARG_ERROR, err.status === 404 || err.errorName === 'ORDER_MISMATCH' ? 'PayPal 订单与本订单不符' : 'PayPal 付款未完成，请返回重新支付')
      throw err
    }
  })

  // --- staff: the catalogue ------------------------------------------------------------------------
  serve(app, COMMERCE.opsProducts, async () => admin.list())
  serve(app, COMMERCE.opsUpdateProduct, async r => admin.update(r.session.user.id, r.params.productId, r.body))
  serve(app, COMMERCE.opsProductAudit, async r => admin.audit(r.params.productId))
  // a 0.01 yuan test purchase by the member of staff (/buy/product-test, testPurchases.ts)
  const testPurchases = new TestPurchases(commerce.orders)
  serve(app, COMMERCE.opsTestPurchase, async r => testPurchases.create(r.session.user.id, r.body))

  // --- the sandboxes' pages (not in production) ---------------------------------------------------
  const alipay = commerce.sandboxAlipay
  if (alipay && app.config.env !== 'production') {
    app.get<{ Querystring: Record<string, string> }>(SANDBOX_ALIPAY_GATEWAY, async (request, reply) => {
      const opened = await alipay.openWapPay(request.query)
      reply.type('text/html; charset=utf-8')
      if (!opened.ok) return reply.code(400).send(page('支付宝沙箱', `<p>请求被拒绝：${escapeHtml(opened.reason)}</p>`))
      const p = opened.page
      const done = p.state !== 'NOTPAY'
      return reply.send(
        page(
          '支付宝沙箱收银台',
          `<p class="note">测试环境收银台：不会产生真实扣款。</p><p>商品：${escapeHtml(p.subject)}</p><p>订单号：${escapeHtml(p.orderNo)}</p><p class="amount">¥${yuanText(p.amountFen)}</p>
${done ? '<p>该交易已支付。</p>' : `<form method="post" action="${SANDBOX_ALIPAY_GATEWAY}/confirm"><input type="hidden" name="prepayId" value="${escapeHtml(p.prepayId)}"><input type="hidden" name="returnUrl" value="${escapeHtml(p.returnUrl)}"><button id="pay">确认付款</button></form>`}
<p><a href="${escapeHtml(p.returnUrl)}" id="back">返回商户</a></p>`
        )
      )
    })
    app.post<{ Body: { prepayId?: string; returnUrl?: string } }>(`${SANDBOX_ALIPAY_GATEWAY}/confirm`, async (request, reply) => {
      const prepay = request.body?.prepayId ? await app.db.selectFrom('sandbox_prepays').selectAll().where('prepay_id', '=', request.body.prepayId).executeTakeFirst() : undefined
      if (!prepay || prepay.pay_type !== 'ALIPAY_WAP') return reply.code(404).type('text/html; charset=utf-8').send(page('交易不存在', '<p>交易不存在或已失效。</p>'))
      const { form, orderNo } = await alipay.complete(prepay.prepay_id)
      // delivered as Alipay does: a form POST to the notify URL, signed with Alipay's key
      const res = await app.inject({ method: 'POST', url: '/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form })
      if (res.body !== 'success') request.log.warn({ status: res.statusCode, body: res.body }, 'sandbox Alipay notification refused')
      return reply.redirect(`/buy/order-success?orderNo=${encodeURIComponent(orderNo)}&payResult=ok`, 303)
    })
  }
  const paypal = commerce.sandboxPaypal
  if (paypal && app.config.env !== 'production') {
    app.get<{ Querystring: { token?: string } }>(SANDBOX_PAYPAL_CHECKOUT, async (request, reply) => {
      const c = request.query.token ? await paypal.checkout(request.query.token) : null
      reply.type('text/html; charset=utf-8')
      if (!c) return reply.code(404).send(page('PayPal Sandbox', '<p>Order not found.</p>'))
      const open = c.state === 'PAYER_ACTION_REQUIRED'
      return reply.send(
        page(
          'PayPal Sandbox Checkout',
          `<p class="note">Sandbox: no real money moves. 测试环境：不会产生真实扣款。</p><p>Order ${escapeHtml(c.orderNo)}</p><p class="amount">CNY ${yuanText(c.amountFen)}</p>
${open ? `<form method="post"><input type="hidden" name="token" value="${escapeHtml(c.token)}"><button id="approve">Pay Now</button></form><p><a href="${escapeHtml(c.cancelUrl)}" id="cancel">Cancel and return</a></p>` : `<p>This order is ${escapeHtml(c.state)}.</p>`}`
        )
      )
    })
    app.post<{ Body: { token?: string } }>(SANDBOX_PAYPAL_CHECKOUT, async (request, reply) => {
      const back = request.body?.token ? await paypal.approve(request.body.token) : null
      if (!back) return reply.code(404).type('text/html; charset=utf-8').send(page('PayPal Sandbox', '<p>Order not found or not awaiting approval.</p>'))
      return reply.redirect(back, 303)
    })
  }
}
