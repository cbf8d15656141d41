/**
 * GET /metrics: the process's Prometheus metrics (server/src/metrics.ts) in the text format, and
 * the request timings behind them. The figures say how the service is used and where it is slow,
 * so they are not public: with METRICS_TOKEN set, a scraper sends `Authorization: Bearer <token>`;
 * without it only a scraper on this machine (a loopback address, never a forwarded one) is
 * answered. Anyone else gets the plain 404 any unknown path gets.
 *
 * GET /metrics/fleet (same rule): the metrics the processes without HTTP (job workers, matcher
 * shards) push into Redis (metricsPush.ts); a worker or matcher built with REDIS_URL pushes.
 */
import { timingSafeEqual } from 'crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { httpDuration, registry, watchQueue } from '../metrics'
import { fleetMetrics, startMetricsPush } from '../metricsPush'
import { sendPageError } from './errors'

export const METRICS_PATH = '/metrics'
export const FLEET_METRICS_PATH = '/metrics/fleet'

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'))
}

/** the scraper may read: its bearer token matches METRICS_TOKEN, or (without one) it connected from this machine */
export function mayScrape(request: Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string } }, token: string | null): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? ''
    const a = Buffer.from(given)
    const b = Buffer.from(token)
    return a.length === b.length && timingSafeEqual(a, b)
  }
  return isLoopback(request.socket.remoteAddress)
}

async function metricsPlugin(app: FastifyInstance, options: { token: string | null; pushMs: number }) {
  const unwatch = watchQueue(app.queue)
  app.addHook('onClose', async () => unwatch())
  app.addHook('onResponse', async (request, reply) => {
    // the declared pattern (/proxy/report/:barcode), so that the series stay few; the site's
    // files and unknown paths each count as one
    const route = request.routeOptions.url ?? 'unmatched'
    if (route === METRICS_PATH || route === FLEET_METRICS_PATH) return
    httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000)
  })
  app.get(METRICS_PATH, { config: { signature: false, rateLimit: false } }, async (request, reply) => {
    if (!mayScrape({ headers: request.headers, socket: request.raw.socket }, options.token)) return sendPageError(request, reply, 404)
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store')
    return registry.metrics()
  })
  app.get(FLEET_METRICS_PATH, { config: { signature: false, rateLimit: false } }, async (request, reply) => {
    if (!mayScrape({ headers: request.headers, socket: request.raw.socket }, options.token)) return sendPageError(request, reply, 404)
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store')
    // without Redis there is no other process: nothing to add to /metrics
    return app.redis ? fleetMetrics(app.redis, app.config.redisPrefix) : ''
  })
  // a process without HTTP: its metrics reach the API through Redis
  const redis = app.redis
  if (app.config.role !== 'api' && redis && options.pushMs > 0) {
    let pusher: ReturnType<typeof startMetricsPush> | null = null
    app.addHook('onReady', async () => {
      pusher = startMetricsPush({ redis, redisPrefix: app.config.redisPrefix, registry, role: app.config.role, periodMs: options.pushMs, log: app.log })
    })
    app.addHook('onClose', async () => pusher?.stop())
  }
}

export default fp(metricsPlugin, { name: 'metrics' })
