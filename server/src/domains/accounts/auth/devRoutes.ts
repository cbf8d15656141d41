/**
 * GET /dev/sms-outbox?phone=&nationCode=: what the sandbox SMS provider "sent" to a phone, newest
 * first (20 at most): developers read their codes here and the end-to-end suite signs up with
 * them. Exists only outside production and only while the sandbox provider is in use; answers
 * loopback clients only (a staging server reachable by others must not hand out codes).
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { DEV_SMS_OUTBOX_PATH } from '@xungen/contracts'
import { AppError } from '../../../errors'
import type { ZodTypeProvider } from '../../../endpoints/serve'
import { requirePhone } from './phone'

/** A development tool, not an API endpoint (no envelope, not under /proxy): its schema lives here. */
const outboxQuery = z.object({ phone: z.string().max(32).optional(), nationCode: z.string().max(8).optional() })

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.')
}

export default async function devRoutes(app: FastifyInstance) {
  if (app.config.env === 'production' || app.accounts.sms.kind !== 'sandbox') return
  app.withTypeProvider<ZodTypeProvider>().get(DEV_SMS_OUTBOX_PATH, { schema: { querystring: outboxQuery } }, async (request, reply) => {
    if (!isLoopback(request.ip)) throw new AppError(404)
    const { nationCode, phone } = requirePhone(request.query.phone, request.query.nationCode, 'phone')
    const rows = await app.db
      .selectFrom('sms_outbox')
      .select(['nation_code', 'phone', 'purpose', 'code', 'content', 'created_at'])
      .where('nation_code', '=', nationCode)
      .where('phone', '=', phone)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .execute()
    reply.header('cache-control', 'no-store')
    return { list: rows.map(r => ({ nationCode: r.nation_code, phone: r.phone, purpose: r.purpose, code: r.code, content: r.content, createdAt: r.created_at })) }
  })
}
