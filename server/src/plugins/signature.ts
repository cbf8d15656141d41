/**
 * Verifies the request signature of spec 7.1 on every API route (/proxy/..., /web/api/new/...)
 * unless the route opts out with `config: { signature: false }` (health checks, callbacks of
 * outside services that carry their own signature). docs/adr/0002-request-signing.md.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions, preValidationAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { CODES, SignExpiredData, SigningKey, isApiPath, splitUrl, verifySignature } from '@xungen/contracts'
import { AppError } from '../errors'
import { nodeHasher } from '../security/nodeHasher'
import type { ReplayGuard } from '../security/replayGuard'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is not signed (see plugins/signature.ts) */
    signature?: boolean
  }
  interface FastifyRequest {
    /** the verified signature of this request, when the route is signed */
    signature: { keyId: string; timestamp: number } | null
  }
}

export interface SignaturePluginOptions {
  keys: readonly SigningKey[]
  windowSeconds: number
  replayGuard: ReplayGuard
  now?: () => number
}

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')
}

async function signaturePlugin(app: FastifyInstance, options: SignaturePluginOptions) {
  const now = options.now ?? Date.now
  app.decorateRequest('signature', null)

  const verify: preValidationAsyncHookHandler = async function verify(request) {
    const { path, query } = splitUrl(request.raw.url ?? request.url)
    const nowSeconds = Math.floor(now() / 1000)
    const result = verifySignature(
      { method: request.method, path, rawQuery: query, body: isMultipart(request) ? null : request.rawBody },
      { keys: options.keys, nowSeconds, windowSeconds: options.windowSeconds, hasher: nodeHasher }
    )
    if (!result.ok) {
      request.log.info({ reason: result.reason }, 'signature refused')
      if (result.reason === 'expired') {
        throw new AppError(CODES.SIGN_EXPIRED, undefined, { data: { serverTime: nowSeconds } satisfies SignExpiredData })
      }
      throw new AppError(CODES.SIGN_INVALID)
    }
    // A signature stays acceptable for `window` seconds either side of its time-stamp: remember it that long.
    let fresh: boolean
    try {
      fresh = await options.replayGuard.claim(result.signature, options.windowSeconds * 2)
    } catch (err) {
      // without the guard a replay cannot be told apart: refuse rather than accept blindly
      request.log.error({ err }, 'replay guard unavailable')
      throw new AppError(CODES.SERVICE_UNAVAILABLE)
    }
    if (!fresh) {
      request.log.info({ keyId: result.keyId }, 'replayed signature refused')
      throw new AppError(CODES.SIGN_REPLAYED)
    }
    request.signature = { keyId: result.keyId, timestamp: result.timestamp }
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiPath(route.url) || route.config?.signature === false) return
    const existing = route.preValidation
    route.preValidation = existing ? [verify, ...(Array.isArray(existing) ? existing : [existing])] : [verify]
  })
}

export default fp(signaturePlugin, { name: 'signature' })
