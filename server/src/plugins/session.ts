/**
 * request.session: who is calling. The hook point for accounts.
 *
 * spec 4 (Session): "The token comes from a header or the token cookie." spec 6: guest mode can be
 * set by a header; sample-report mode by the auth-sample header equal to 'sample-report'; share
 * mode sends a share token header. This plugin reads all of that on every request. Turning a
 * token into a user is the accounts domain's job: it registers a resolver with
 * `app.setSessionResolver(...)`; until then no token resolves and signed-in routes answer 1001.
 *
 * Endpoints that need a signed-in user declare `auth: 'user'` (endpoints/serve.ts adds
 * `app.requireUser`). The token cookie is set and cleared here too (reply.setSessionCookie),
 * so that the accounts services know nothing of HTTP.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { AUTH_SAMPLE_VALUE, CODES, COOKIE_NAMES, HEADERS, isApiPath, splitUrl } from '@xungen/contracts'
import { AppError } from '../errors'

export interface SessionUser {
  id: number
  userState: number
  /** the server-side session the token belongs to (sign-out ends it) */
  sessionId?: number
  /** staff roles of the account (endpoint auth `{staff: [...]}`); none exist yet (spec 6 names no admin roles) */
  staffRoles?: readonly string[]
}

/**
 * A token the resolver knows but refuses, with the sign-out code to answer on signed-in routes
 * (spec 8.1: 1001, 1003, 2102): expired (1003), ended elsewhere or account cancelled (2102).
 */
export interface SessionRefusal {
  refused: number
}

export interface Session {
  /** the token as sent (header first, then cookie); never logged */
  token: string | null
  /** the user the token belongs to, once a resolver is registered and the token is valid */
  user: SessionUser | null
  /** why a token was refused, when the resolver said so; requireUser answers with this code instead of 1001 */
  refusal: number | null
  /** spec 6: guest mode set by a header */
  guest: boolean
  /** spec 6: sample-report mode */
  sample: boolean
  /** spec 6: share mode */
  shareToken: string | null
}

/** Resolves a token to its user, a refusal (expired, revoked), or null when the token is unknown. */
export type SessionResolver = (token: string, request: FastifyRequest) => Promise<SessionUser | SessionRefusal | null>

declare module 'fastify' {
  interface FastifyRequest {
    session: Session
  }
  interface FastifyReply {
    /**
     * spec 9: "Token cookie 7 days, secure (604800000 ms)": the cookie for a session that ends at
     * expiresAt (ms). HttpOnly (scripts never need to read it: they get the token in the answer),
     * SameSite=Lax (sent on navigations to /user/logout), Secure in production and over HTTPS (a
     * plain-HTTP development server could not set it otherwise).
     */
    setSessionCookie(session: { token: string; expiresAt: number }): void
    clearSessionCookie(): void
  }
  interface FastifyInstance {
    /** registered once by the accounts domain */
    setSessionResolver(resolver: SessionResolver): void
    /** preHandler: refuses with 1001 unless the request carries a valid session */
    requireUser: preHandlerAsyncHookHandler
    /**
     * The user of the request's token (header or cookie) on any path: API calls have it resolved
     * already; a file or page route that must know who asks (a download link bound to a session,
     * /openapi.json for staff) resolves it here. null without a valid session.
     */
    sessionUserOf(request: FastifyRequest): Promise<SessionUser | null>
  }
}

/** Tokens are opaque; anything longer or with other characters is not ours and is ignored. */
const TOKEN = /^[A-Za-z0-9._~+/=-]{16,512}$/

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name]
  const first = Array.isArray(value) ? value[0] : value
  return first && first.trim() ? first.trim() : null
}

async function sessionPlugin(app: FastifyInstance) {
  let resolver: SessionResolver | null = null

  app.decorate('setSessionResolver', (r: SessionResolver) => {
    if (resolver) throw new Error('a session resolver is already registered')
    resolver = r
  })

  app.decorateRequest('session', null as unknown as Session)

  app.addHook('onRequest', async request => {
    const candidate = header(request, HEADERS.token) ?? request.cookies?.[COOKIE_NAMES.token] ?? null
    const token = candidate && TOKEN.test(candidate) ? candidate : null
    request.session = {
      token,
      user: null,
      refusal: null,
      guest: header(request, HEADERS.guest) === '1',
      sample: header(request, HEADERS.authSample) === AUTH_SAMPLE_VALUE,
      shareToken: header(request, HEADERS.shareToken)
    }
    // only API calls need the user; static files and page loads do not pay for the lookup
    if (token && resolver && isApiPath(splitUrl(request.url).path)) {
      const resolved = await resolver(token, request)
      if (resolved && 'refused' in resolved) request.session.refusal = resolved.refused
      else request.session.user = resolved
    }
  })

  const secure = (request: FastifyRequest) => app.config.env === 'production' || request.protocol === 'https'
  app.decorateReply('setSessionCookie', function (this: FastifyReply, session: { token: string; expiresAt: number }) {
    const maxAge = Math.max(0, Math.floor((session.expiresAt - app.clock()) / 1000))
    this.setCookie(COOKIE_NAMES.token, session.token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(this.request), maxAge })
  })
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    this.clearCookie(COOKIE_NAMES.token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(this.request) })
  })

  app.decorate('sessionUserOf', async function sessionUserOf(request: FastifyRequest): Promise<SessionUser | null> {
    if (request.session.user) return request.session.user
    const token = request.session.token
    if (!token || !resolver || isApiPath(splitUrl(request.url).path)) return null
    const resolved = await resolver(token, request)
    return resolved && !('refused' in resolved) ? resolved : null
  })

  app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
    if (!request.session.user) throw new AppError(request.session.refusal ?? CODES.SESSION_INVALID)
  } as preHandlerAsyncHookHandler)
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] })
