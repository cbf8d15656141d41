/**
 * GET /healthz: is this process able to serve? Checks the database, the queue and the storage.
 * Unsigned (load balancers and monitors call it) and without details of a failure (which are
 * logged): 200 with code 0, or 503 with code 503 and which check failed.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { CODES, CODE_MESSAGES } from '@xungen/contracts'

export const HEALTH_PATH = '/healthz'

type CheckStatus = 'ok' | 'failed'

export default async function healthRoutes(app: FastifyInstance, options: { version: string }) {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(app.db),
    queue: () => app.queue.ping(),
    storage: () => app.storage.ping()
  }

  app.get(HEALTH_PATH, { config: { signature: false, rateLimit: false } }, async (request, reply) => {
    const results: Record<string, CheckStatus> = {}
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 3 s')), 3000).unref())])
          results[name] = 'ok'
        } catch (err) {
          request.log.error({ err, check: name }, 'health check failed')
          results[name] = 'failed'
        }
      })
    )
    const ok = Object.values(results).every(r => r === 'ok')
    reply.header('cache-control', 'no-store')
    const data = { status: ok ? 'ok' : 'failed', checks: results, version: options.version, database: app.dbDialect, queue: app.queue.kind }
    if (ok) return { code: CODES.SUCCESS, message: '', data }
    return reply.code(503).send({ code: CODES.SERVICE_UNAVAILABLE, message: CODE_MESSAGES[CODES.SERVICE_UNAVAILABLE], data })
  })
}
