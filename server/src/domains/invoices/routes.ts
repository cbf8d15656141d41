/**
 * The invoice calls (INVOICES in @xungen/contracts/endpoints) and, outside production with the
 * sandbox mailer, GET /dev/email-outbox?to= (the latest 20 messages to an address) and
 * GET /dev/email-outbox/:id/attachment (its PDF), for loopback clients only, like the SMS outbox.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { DEV_EMAIL_OUTBOX_PATH } from '@xungen/contracts'
import { INVOICES } from '@xungen/contracts/endpoints'
import { AppError } from '../../errors'
import { serve, type ZodTypeProvider } from '../../endpoints/serve'
import { createMailer, mailSettings } from './mailer'
import { InvoiceService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService
  }
}

const OUTBOX_KEEP_MS = 7 * 86400_000

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.')
}

export default async function invoiceRoutes(app: FastifyInstance) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: app.config.env }
  const mailer = createMailer(mailSettings(env), app.db, app.clock)
  const invoices = new InvoiceService(app.db, app.commerce.orders, mailer, app.jobs, app.clock, env.INVOICE_SELLER_NAME ?? '基因寻根')
  app.decorate('invoices', invoices)

  serve(app, INVOICES.requestInvoice, async request => invoices.request(request.session.user.id, request.body))
  serve(app, INVOICES.invoices, async request => ({ list: await invoices.list(request.session.user.id, request.query.orderNo) }))
  serve(app, INVOICES.resendInvoice, async request => invoices.resend(request.session.user.id, request.params.invoiceNo, request.body.email))

  app.accounts.personalData.register({
    name: 'invoices',
    // invoices are tax records (kept by law); copies of messages in the sandbox outbox go
    async delete({ userId, db }) {
      await db.deleteFrom('email_outbox').where('user_id', '=', userId).execute()
    }
  })

  // the sandbox outbox keeps copies (PDFs included) for a week, like the SMS outbox keeps codes for a day
  if (mailer.kind === 'sandbox') app.accounts.addSweeper('email-outbox', async () => void (await app.db.deleteFrom('email_outbox').where('created_at', '<', app.clock() - OUTBOX_KEEP_MS).execute()))

  if (app.config.env === 'production' || mailer.kind !== 'sandbox') return
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(DEV_EMAIL_OUTBOX_PATH, { schema: { querystring: z.object({ to: z.string().max(100) }) } }, async (request, reply) => {
    if (!isLoopback(request.ip)) throw new AppError(404)
    const rows = await app.db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject', 'body', 'attachment_name', 'attachment_base64', 'created_at'])
      .where('to_address', '=', request.query.to.trim())
      .orderBy('id', 'desc')
      .limit(20)
      .execute()
    reply.header('cache-control', 'no-store')
    return {
      list: rows.map(r => ({
        id: r.id, to: r.to_address, subject: r.subject, body: r.body, attachmentName: r.attachment_name,
        attachmentBytes: r.attachment_base64 ? Buffer.from(r.attachment_base64, 'base64').length : 0,
        attachmentUrl: r.attachment_base64 ? `${DEV_EMAIL_OUTBOX_PATH}/${r.id}/attachment` : null, createdAt: Number(r.created_at)
      }))
    }
  })
  typed.get(`${DEV_EMAIL_OUTBOX_PATH}/:id/attachment`, { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } }, async (request, reply) => {
    if (!isLoopback(request.ip)) throw new AppError(404)
    const row = await app.db.selectFrom('email_outbox').select(['attachment_name', 'attachment_base64']).where('id', '=', request.params.id).executeTakeFirst()
    if (!row?.attachment_base64) throw new AppError(404)
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.attachment_name ?? 'attachment.pdf')}`)
      .type('application/pdf')
      .send(Buffer.from(row.attachment_base64, 'base64'))
  })
}
