/**
 * Request logging with pino (Fastify's logger): one line per request with its id, method, path,
 * status and time. No secrets or personal data: query values are masked except a few harmless
 * ones (phone numbers and verification codes travel in queries, spec 7.3), bodies are never
 * logged, and the token, cookie and signature headers are redacted from any logged request.
 */
import { randomUUID } from 'crypto'
import os from 'os'
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { IncomingMessage } from 'http'
import fp from 'fastify-plugin'
import { HEADERS, parseQueryString, splitUrl } from '@xungen/contracts'
import { requestIdMixin, withRequestId } from '../requestContext'

/** Query parameters whose values are safe and useful in logs (paging, signature time and key id). */
const VISIBLE_QUERY_KEYS = new Set(['_v', '_ts', '_kid', 'page', 'size', 'type', 'module', 'count', 'refreshMode', 'sort'])

export function sanitizeUrl(url: string): string {
  const { path, query } = splitUrl(url)
  if (!query) return path
  const parts = parseQueryString(query).map(([k, v]) => `${encodeURIComponent(k)}=${VISIBLE_QUERY_KEYS.has(k) ? encodeURIComponent(v) : '***'}`)
  return `${path}?${parts.join('&')}`
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

export function loggerOptions(level: string, trustProxy: false | number | string): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    logger: {
      level,
      // the process's role (api, worker, matcher: PROCESS_ROLE) on every line, and the request id of the
      // call under way on lines of loggers that lack it (services, jobs, matchers: requestContext.ts)
      ...(process.env.PROCESS_ROLE ? { base: { pid: process.pid, hostname: os.hostname(), role: process.env.PROCESS_ROLE } } : {}),
      mixin: requestIdMixin as never,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', `req.headers["${HEADERS.token}"]`, `req.headers["${HEADERS.shareToken}"]`, 'res.headers["set-cookie"]'],
        censor: '***'
      },
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: sanitizeUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode })
      }
    },
    // Fastify's two lines per request are replaced by our one line (loggingPlugin below)
    logController: new LogController({ requestIdLogLabel: 'reqId', disableRequestLogging: true }),
    // A request id from a trusted proxy ties our log line to the proxy's; otherwise we make one.
    genReqId: (req: IncomingMessage) => {
      const incoming = req.headers[HEADERS.requestId]
      return trustProxy !== false && typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    }
  }
}

async function loggingPlugin(app: FastifyInstance) {
  // everything the request does runs under its id (the jobs it queues carry it: requestContext.ts)
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done))
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: sanitizeUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime)
    }
    if (reply.statusCode >= 500) request.log.error(line, 'request')
    else request.log.info(line, 'request')
  })
}

export default fp(loggingPlugin, { name: 'logging' })
