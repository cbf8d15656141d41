/**
 * The commerce calls (packages/contracts/src/commerce/api.ts), the payment notification URL and
 * the sandbox cashier page. Services do the work (index.ts); this file maps HTTP onto them.
 *
 *   shop       GET  commodity/list, commodity/:commodityId                               public
 *   orders     GET  order_page_info (public; coupons and receiver when signed in)
 *              POST order · GET orders · GET order_ds/orders/:orderNo · PUT orders/:orderNo/status
 *              PUT  hide_from_user · POST pay/:orderNo · GET check/pay_status · POST orders/:orderNo/refund
 *              GET  last_receiver_info                                                     user
 *              POST retrieve (phone + SMS code)                                            public
 *   channels   GET  distribution/commodities (public) · POST scenario_orders (user)     channels.ts
 *              GET|PUT ops/commerce/channels[/:code]                                     operator
 *   coupons    GET  coupon/list · POST coupon/add                                          user
 *   balance    GET  balance/current_balance · balance/flows                                user
 *   provider   POST /pay/notify/:provider       unsigned by us: the provider signs it (verified)
 *   sandbox    GET  /sandbox/cashier?prepayId=  POST /sandbox/cashier   (not in production)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CODES, PAYMENT_NOTIFY_PATH, SANDBOX_CASHIER_PATH, SMS_VERIFY_TYPES, detectRequestDevice, yuanText } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import { AppError, notFound } from '../../errors'
import { serve } from '../../endpoints/serve'
import { paymentSettings } from './config'
import { requirePhone } from './phone'
import { LabKitSupply } from './labKits'
import { createCommerce, LEDGER_ACCOUNTS, WechatPayProvider, type Commerce, type KitSupply } from './service'
import { otherPaymentProviders } from './paymentsEnv'
import { catalogueRoutes } from './catalogueRoutes'
import { ORDER_SWEEP_KEY, orderSweepSeconds, sweepOrders } from './jobs'
import { PaypalError } from './payments/paypal'
import { escapeHtml, page, sandboxPaymentPages } from './sandboxPages'
import { upgradeRoutes } from './upgradeRoutes'
import { ChannelAdmin, Channels } from './channels'

declare module 'fastify' {
  interface FastifyInstance {
    commerce: Commerce
  }
}

declare module '../../app' {
  interface ServiceOverrides {
    /** the laboratory's kit supply (delivery.ts); tests pass one */
    kitSupply?: KitSupply
  }
}

export default async function commerceRoutes(app: FastifyInstance) {
  const settings = paymentSettings({ ...process.env, NODE_ENV: app.config.env })
  const others = otherPaymentProviders({ ...process.env, NODE_ENV: app.config.env })
  const commerce = createCommerce(app.db, {
    clock: app.clock,
    provider: settings.provider === 'wechat' ? new WechatPayProvider(settings.wechat) : undefined,
    alipay: others.alipay,
    paypal: others.paypal,
    // the laboratory's batches (read only: batches and their barcodes); tests may pass their own
    kits: app.services.kitSupply ?? new LabKitSupply(app.db, app.lab)
  })
  app.decorate('commerce', commerce)
  const { catalogue, orders, coupons, ledger } = commerce

  // unpaid orders past their window are cancelled and paid ones whose fulfilment did not finish
  // are fulfilled again by the scheduled job commerce.orders.sweep (jobs.ts)

  // --- shop ------------------------------------------------------------------------------
  serve(app, COMMERCE.commodityList, async request => {
    const tags = (request.query.commodityTag ?? '').split(',').map(t => t.trim()).filter(Boolean)
    return { list: await catalogue.list({ commodityTags: tags }) }
  })
  serve(app, COMMERCE.commodityDetail, async request => catalogue.detail(request.params.commodityId))

  // --- orders ----------------------------------------------------------------------------
  serve(app, COMMERCE.orderPageInfo, async request => orders.pageInfo(request.session.user?.id ?? null, request.query.commodityId, request.query.count, request.query.couponId ?? null))
  serve(app, COMMERCE.createOrder, async request => {
    const b = request.body
    const receiver = b.receiver ? { ...b.receiver, ...pick(requirePhone(b.receiver.mobile, b.receiver.nationCode, 'receiver.mobile')) } : null
    return orders.create(request.session.user.id, { commodityId: b.commodityId, count: b.count, idempotencyKey: b.idempotencyKey, couponId: b.couponId ?? null, scene: b.scene ?? null, receiver })
  })
  serve(app, COMMERCE.orders, async request => orders.list(request.session.user.id, request.query.page ?? 1, request.query.size ?? 10))
  serve(app, COMMERCE.order, async request => orders.detail(request.session.user.id, request.params.orderNo))
  serve(app, COMMERCE.orderStatus, async request => orders.cancel(request.session.user.id, request.params.orderNo))
  serve(app, COMMERCE.hideOrder, async request => orders.hide(request.session.user.id, request.body.orderNo))
  serve(app, COMMERCE.pay, async request => {
    let openid = request.body.openid ?? null
    if (request.body.payType === 'WECHAT_JSAPI' && !openid) {
      const user = await app.db.selectFrom('users').select('wechat_openid').where('id', '=', request.session.user.id).executeTakeFirst()
      openid = user?.wechat_openid ?? null
    }
    return orders.pay(request.session.user.id, request.params.orderNo, request.body.payType, openid, request.ip, detectRequestDevice(request.headers))
  })
  serve(app, COMMERCE.payStatus, async request => orders.payStatus(request.session.user.id, request.query.orderNo))
  serve(app, COMMERCE.refund, async request => {
    // the buyer may take the money back until the kit has left; afterwards customer service does it
    const order = await orders.find(request.session.user.id, request.params.orderNo)
    if (order.state !== 'PAID') throw new AppError(CODES.ARG_ERROR, '订单已发货或未支付，如需退款请联系客服')
    return orders.refund(request.session.user.id, request.params.orderNo, request.body.reason)
  })
  serve(app, COMMERCE.lastReceiver, async request => orders.lastReceiver(request.session.user.id))
  serve(app, COMMERCE.retrieve, async request => {
    const { phone, nationCode } = requirePhone(request.body.phone, request.body.nationCode, 'phone')
    const verified = await app.accounts.verification.verify({ nationCode, phone, purpose: SMS_VERIFY_TYPES.LOGIN, code: request.body.authCode, field: 'authCode' })
    await app.accounts.verification.consume(verified, 'authCode', app.db)
    return orders.retrieveByPhone(nationCode, phone)
  })

  // --- partner channels (/buy/distribution, channels.ts) ---------------------------------
  const channels = new Channels(app.db, catalogue, orders, app.clock)
  serve(app, COMMERCE.channelCommodities, async request => channels.offer(request.query.channel, request.session.user?.id ?? null))
  serve(app, COMMERCE.createChannelOrder, async request => {
    const b = request.body
    const receiver = b.receiver ? { ...b.receiver, ...pick(requirePhone(b.receiver.mobile, b.receiver.nationCode, 'receiver.mobile')) } : null
    return channels.createOrder(request.session.user.id, { channelCode: b.channelCode, commodityId: b.commodityId, count: b.count, idempotencyKey: b.idempotencyKey, receiver })
  })
  // the staff's channel console (/ops/commerce)
  const channelAdmin = new ChannelAdmin(app.db, app.clock)
  serve(app, COMMERCE.opsChannels, async () => channelAdmin.list())
  serve(app, COMMERCE.opsSaveChannel, async request => {
    const saved = await channelAdmin.save(request.params.code, request.body)
    request.log.info({ staffUserId: request.session.user.id, channel: saved.code, items: saved.items.map(i => [i.productId, i.priceFen]), online: saved.isOnline }, 'sales channel saved')
    return saved
  })

  // --- coupons ---------------------------------------------------------------------------
  serve(app, COMMERCE.coupons, async request => ({ list: await coupons.list(request.session.user.id, app.clock()) }))
  serve(app, COMMERCE.addCoupon, async request => coupons.redeem(request.session.user.id, request.body.code, app.clock()))

  // --- balance ---------------------------------------------------------------------------
  serve(app, COMMERCE.currentBalance, async request => ({ result: await ledger.userBalance(app.db, request.session.user.id) }))
  serve(app, COMMERCE.balanceFlows, async request => {
    const page = request.query.page ?? 1
    const size = request.query.size ?? 10
    const rows = await ledger.flows(app.db, LEDGER_ACCOUNTS.userBalance(request.session.user.id), page, size)
    // the person's view of a credit-normal account: money in is positive
    return { list: rows.map(r => ({ id: r.id, amountFen: -Number(r.amount_fen), kind: r.kind, createdAt: Number(r.created_at) })), page, size }
  })

  // --- the provider's notifications ------------------------------------------------------
  app.post<{ Params: { provider: string } }>(PAYMENT_NOTIFY_PATH, { config: { signature: false } }, async (request, reply) => {
    const provider = commerce.providers.byName(request.params.provider)
    if (!provider) return reply.code(404).send({ code: 'NOT_FOUND', message: '未知的支付渠道' })
    try {
      const outcome = await orders.handleNotification(request.headers, request.rawBody?.toString('utf8') ?? '', provider.name)
      request.log.info({ outcome, provider: provider.name }, 'payment notification')
      // each provider's acknowledgement (WeChat Pay v3: 204; Alipay: the text success; PayPal: 200); anything else makes it retry
      const ack = provider.acknowledge?.(true) ?? { status: 204 }
      if (ack.type) reply.type(ack.type)
      return reply.code(ack.status).send(ack.body ?? '')
    } catch (err) {
      if (err instanceof AppError && err.code === CODES.ARG_ERROR) {
        request.log.warn({ reason: err.message, provider: provider.name }, 'payment notification refused')
        const nack = provider.acknowledge?.(false)
        if (nack) return reply.code(nack.status === 200 ? 200 : 401).type(nack.type ?? 'application/json').send(nack.body ?? { code: 'FAIL', message: err.message })
        return reply.code(401).send({ code: 'FAIL', message: err.message })
      }
      throw err
    }
  })

  // --- the sandbox cashier ---------------------------------------------------------------
  const sandbox = commerce.sandbox
  if (sandbox && app.config.env !== 'production') {
    app.get<{ Querystring: { prepayId?: string } }>(SANDBOX_CASHIER_PATH, async (request, reply) => {
      const prepay = request.query.prepayId ? await sandbox.prepayInfo(request.query.prepayId) : undefined
      if (!prepay) return reply.code(404).type('text/html; charset=utf-8').send(page('支付单不存在', '<p>支付单不存在或已失效。</p>'))
      const order = await app.db.selectFrom('orders').select(['product_name', 'order_no']).where('order_no', '=', prepay.order_no).executeTakeFirst()
      const done = prepay.state !== 'NOTPAY'
      return reply.type('text/html; charset=utf-8').send(
        page(
          '沙箱收银台',
          `<p class="note">测试环境收银台：不会产生真实扣款。</p>
<p>商品：${escapeHtml(order?.product_name ?? '')}</p><p>订单号：${escapeHtml(prepay.order_no)}</p>
<p class="amount">¥${yuanText(Number(prepay.amount_fen))}</p>
${done ? `<p>该支付单已处理（${prepay.state === 'SUCCESS' ? '支付成功' : '支付失败'}）。</p>` : `<form method="post"><input type="hidden" name="prepayId" value="${escapeHtml(prepay.prepay_id)}">
<button name="outcome" value="SUCCESS" id="pay">确认支付</button> <button name="outcome" value="PAYERROR" id="fail" class="secondary">模拟支付失败</button></form>`}
<p><a href="/buy/order-success?orderNo=${encodeURIComponent(prepay.order_no)}" id="back">返回商户</a></p>`
        )
      )
    })
    app.post<{ Body: { prepayId?: string; outcome?: string } }>(SANDBOX_CASHIER_PATH, async (request: FastifyRequest<{ Body: { prepayId?: string; outcome?: string } }>, reply: FastifyReply) => {
      const prepay = request.body?.prepayId ? await sandbox.prepayInfo(request.body.prepayId) : undefined
      if (!prepay) return reply.code(404).type('text/html; charset=utf-8').send(page('支付单不存在', '<p>支付单不存在或已失效。</p>'))
      const outcome = request.body.outcome === 'PAYERROR' ? 'PAYERROR' : 'SUCCESS'
      const n = await sandbox.complete(prepay.prepay_id, outcome, app.clock())
      // delivered as the provider would: to the notification URL, signed and encrypted
      const res = await app.inject({ method: 'POST', url: PAYMENT_NOTIFY_PATH.replace(':provider', 'sandbox'), headers: { ...n.headers, 'content-type': 'application/json' }, payload: n.body })
      if (res.statusCode !== 204) request.log.warn({ status: res.statusCode }, 'sandbox notification refused')
      // the buyer comes back to the order as it stands once the payment is processed: fulfilment (kit, courier) included
      const paid = await app.db.selectFrom('outbox_events').select('id').where('name', '=', 'order.paid').where('payload', 'like', `%"orderNo":"${prepay.order_no}"%`).orderBy('id', 'desc').executeTakeFirst()
      if (paid) await app.events.delivered(paid.id, 5000)
      const result = outcome === 'SUCCESS' ? 'ok' : 'fail'
      return reply.redirect(`/buy/order-success?orderNo=${encodeURIComponent(prepay.order_no)}&payResult=${result}`, 303)
    })
  }

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

  // the scheduled sweep of orders (expiry, unfinished fulfilment: jobs.ts)
  const sweepSeconds = orderSweepSeconds(process.env, app.config.env)
  if (sweepSeconds > 0) app.addHook('onReady', async () => app.jobs.schedule(sweepOrders, {}, { everyMs: sweepSeconds * 1000, key: ORDER_SWEEP_KEY }))

  await upgradeRoutes(app)
  await catalogueRoutes(app)
  await sandboxPaymentPages(app)

  app.accounts.personalData.register({
    name: 'commerce',
    // orders and the ledger are accounting records (kept by law); what identifies the person goes
    async delete({ userId, db }) {
      await db.updateTable('orders').set({ receiver_name: null, receiver_mobile: null, receiver_nation_code: null, receiver_address: null, hidden: 1 }).where('user_id', '=', userId).execute()
      await db.deleteFrom('user_coupons').where('user_id', '=', userId).where('state', '=', 'UNUSED').execute()
    }
  })
}

function pick(p: { nationCode: string; phone: string }) {
  return { nationCode: p.nationCode, mobile: p.phone }
}
