/**
 * Liveness and readiness, unsigned (load balancers, orchestrators and monitors call them) and
 * without details of a failure (which are logged):
 *  - GET /livez: the process answers (its event loop runs); nothing else is checked, so that a
 *    database outage does not get every API process restarted;
 *  - GET /readyz (and /healthz, its older name): may this process take requests? The database,
 *    the queue and the storage answer, and the process is not stopping: after SIGTERM it answers
 *    503 for SHUTDOWN_GRACE_MS while it still serves (server/src/main.ts), so that the load
 *    balancer sends no new requests before it closes.
 * 200 with code 0, or 503 with code 503 and which check failed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { CODES, CODE_MESSAGES } from '@xungen/contracts'

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'
export const LIVE_PATH = '/livez'

declare module 'fastify' {
  interface FastifyInstance {
    /** marks the process as stopping: /readyz answers 503 from now on */
    stopTakingRequests(): void
  }
}

type CheckStatus = 'ok' | 'failed'

async function healthRoutes(app: FastifyInstance, options: { version: string }) {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(app.db),
    queue: () => app.queue.ping(),
    storage: () => app.storage.ping()
  }

  let stopping = false
  app.decorate('stopTakingRequests', () => void (stopping = true))
  app.get(LIVE_PATH, { config: { signature: false, rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { code: CODES.SUCCESS, message: '', data: { status: 'ok', version: options.version } }
  })
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const results: Record<string, CheckStatus> = {}
    if (stopping) results.stopping = 'failed'
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
  }
  app.get(HEALTH_PATH, { config: { signature: false, rateLimit: false } }, ready)
  app.get(READY_PATH, { config: { signature: false, rateLimit: false } }, ready)
}

// not encapsulated: stopTakingRequests is the app's (main.ts calls it)
export default fp(healthRoutes, { name: 'health' })
