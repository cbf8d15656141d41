/**
 * The payment sandboxes' own pages (never in production): Alipay's cashier and PayPal's approval
 * page as their gateways show them, so that a whole purchase can be made without real money. The
 * WeChat Pay sandbox page is served with the payment routes (routes.ts), on the same page frame.
 */
import type { FastifyInstance } from 'fastify'
import { yuanText } from '@xungen/contracts'
import { SANDBOX_ALIPAY_GATEWAY } from './payments/sandboxAlipay'
import { SANDBOX_PAYPAL_CHECKOUT } from './payments/sandboxPaypal'

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}h1{font-size:20px}.note{background:#fff7e6;padding:8px 12px;border-radius:6px;font-size:13px}.amount{font-size:32px;font-weight:600;color:#e4393c}button{font-size:16px;padding:10px 24px;border-radius:6px;border:0;background:#07c160;color:#fff}button.secondary{background:#eee;color:#333}</style>
</head><body><h1>${title}</h1>${body}</body></html>`
}

export async function sandboxPaymentPages(app: FastifyInstance) {
  const { commerce } = app
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
