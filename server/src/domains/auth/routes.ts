/**
 * Routes of sign-in, sign-up, passwords, mini-program login and logout (spec 2.2, 2.11, 4, 7.2,
 * 7.3 User group). Paths are ACCOUNT_API in contracts; docs/server.md ("Accounts") lists them.
 * Calls that start a session answer SessionData and set the 7-day token cookie (spec 9).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ACCOUNT_API, COOKIE_NAMES, HEADERS, LOGIN_PATH, LOGOUT_PATHS, SIGNIN_PATH, detectDevice, isSafeRedirectPath, type SessionData } from '@xungen/contracts'
import {
  checkAuthCodeQuerySchema,
  isRegisteredQuerySchema,
  modifyPasswordBodySchema,
  resetPasswordBodySchema,
  signinByCodeBodySchema,
  signinByPasswordBodySchema,
  signupBodySchema,
  smsVerifyBodySchema,
  wechatBindPhoneBodySchema,
  wechatLoginBodySchema
} from '@xungen/contracts/src/account/schemas'
import { envelope } from '../../plugins/errors'
import { isCrossSite } from '../../security/sameSite'
import { UploadsRepository } from '../upload/repository'
import { UserService } from '../user/service'
import { AuthService } from './service'
import { SESSION_REVOKE_REASONS } from './sessions'

/** Account calls carry small JSON bodies; anything bigger is refused before it is read (413, 4006). */
export const ACCOUNT_BODY_LIMIT = 16 * 1024

function clientOf(request: FastifyRequest): string {
  return detectDevice(String(request.headers['user-agent'] ?? '')).kind === 'miniprogram' ? 'weapp' : 'web'
}

/** The redirect after logout (spec 2.11: "to the site origin"): only this site's own origin or paths. */
export function logoutRedirect(redirect: unknown, origins: string[]): string {
  if (typeof redirect !== 'string' || !redirect) return '/'
  if (redirect.startsWith('/')) return isSafeRedirectPath(redirect) ? redirect : '/'
  try {
    const url = new URL(redirect)
    // origins compared as URL does ('http://host:80' is 'http://host')
    const allowed = origins.flatMap(o => {
      try {
        return [new URL(o).origin]
      } catch {
        return []
      }
    })
    return allowed.includes(url.origin) && (url.protocol === 'https:' || url.protocol === 'http:') ? url.toString() : '/'
  } catch {
    return '/'
  }
}

/**
 * spec 2.18: "In a messaging-app mobile browser, unauthenticated users go to {host}/login?from=...".
 * This is where a WeChat official-account web login (网页授权) would start; the product has no
 * official account, so the page sends the visitor on to phone sign-in, keeping `from` (when it is
 * an internal path) and the other parameters, such as `return`.
 */
export function loginTarget(query: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') continue
    if (key === 'from' && !isSafeRedirectPath(value)) continue
    params.append(key, value)
  }
  const search = params.toString()
  return SIGNIN_PATH + (search ? `?${search}` : '')
}

export default async function authRoutes(app: FastifyInstance) {
  const accounts = app.accounts
  const uploads = new UploadsRepository(app.db)
  const users = new UserService(app.db, accounts.users, uploads, accounts.antispam, accounts.clock, app.log)
  const service = new AuthService(app.db, accounts, users, uploads)
  const bodyLimit = ACCOUNT_BODY_LIMIT

  function signedIn(request: FastifyRequest, reply: FastifyReply, session: SessionData) {
    accounts.sessions.setCookie(request, reply, session)
    return envelope(session)
  }

  app.post<{ Body: z.output<typeof smsVerifyBodySchema> }>(ACCOUNT_API.smsVerify.path, { bodyLimit, schema: { body: smsVerifyBodySchema } }, async request =>
    envelope(await service.sendCode(request.body as never, request.session, request.ip))
  )

  app.get<{ Querystring: z.output<typeof isRegisteredQuerySchema> }>(ACCOUNT_API.isRegistered.path, { schema: { querystring: isRegisteredQuerySchema } }, async request =>
    envelope(await service.isRegistered(request.query as never))
  )

  app.get<{ Querystring: z.output<typeof checkAuthCodeQuerySchema> }>(ACCOUNT_API.checkAuthCode.path, { schema: { querystring: checkAuthCodeQuerySchema } }, async request =>
    envelope(await service.checkAuthCode(request.query as never, request.session))
  )

  app.post<{ Body: z.output<typeof signinByCodeBodySchema> }>(ACCOUNT_API.signinByCode.path, { bodyLimit, schema: { body: signinByCodeBodySchema } }, async (request, reply) =>
    signedIn(request, reply, await service.signinByCode(request.body as never, clientOf(request)))
  )

  app.post<{ Body: z.output<typeof signinByPasswordBodySchema> }>(ACCOUNT_API.signinByPassword.path, { bodyLimit, schema: { body: signinByPasswordBodySchema } }, async (request, reply) =>
    signedIn(request, reply, await service.signinByPassword(request.body as never, clientOf(request)))
  )

  app.post<{ Body: z.output<typeof signupBodySchema> }>(ACCOUNT_API.signup.path, { bodyLimit, schema: { body: signupBodySchema } }, async (request, reply) =>
    signedIn(request, reply, await service.signup(request.body as never, clientOf(request)))
  )

  app.post<{ Body: z.output<typeof resetPasswordBodySchema> }>(ACCOUNT_API.resetPassword.path, { bodyLimit, schema: { body: resetPasswordBodySchema } }, async request =>
    envelope(await service.resetPassword(request.body as never))
  )

  app.post<{ Body: z.output<typeof modifyPasswordBodySchema> }>(
    ACCOUNT_API.modifyPassword.path,
    { bodyLimit, schema: { body: modifyPasswordBodySchema }, preHandler: app.requireUser },
    async request => envelope(await service.modifyPassword(request.session.user!.id, request.session.user!.sessionId, request.body as never))
  )

  app.post<{ Body: z.output<typeof wechatLoginBodySchema> }>(ACCOUNT_API.wechatLogin.path, { bodyLimit, schema: { body: wechatLoginBodySchema } }, async (request, reply) =>
    signedIn(request, reply, await service.wechatLogin(request.body.code))
  )

  app.post<{ Body: z.output<typeof wechatBindPhoneBodySchema> }>(
    ACCOUNT_API.wechatBindPhone.path,
    { bodyLimit, schema: { body: wechatBindPhoneBodySchema }, preHandler: app.requireUser },
    async (request, reply) => signedIn(request, reply, await service.wechatBindPhone(request.session.user!.id, request.session.user!.sessionId, request.body as never))
  )

  // POST logout: ends this session (whatever state it is in) and clears the cookie; always succeeds
  app.post(ACCOUNT_API.logout.path, { bodyLimit }, async (request, reply) => {
    if (request.session.token) await accounts.sessions.revokeByToken(request.session.token, SESSION_REVOKE_REASONS.LOGOUT)
    accounts.sessions.clearCookie(request, reply)
    return envelope(null)
  })

  // app bridge updateToken (spec 7.3): the app hands the web view a token; this sets the 7-day cookie for it
  app.post(ACCOUNT_API.tokenCookie.path, { bodyLimit, preHandler: app.requireUser }, async (request, reply) => {
    const row = await app.db.selectFrom('sessions').select('expires_at').where('id', '=', request.session.user!.sessionId ?? -1).executeTakeFirst()
    accounts.sessions.setCookie(request, reply, { token: request.session.token!, expiresAt: row?.expires_at ?? accounts.clock() })
    return envelope(null)
  })

  /**
   * spec 2.11: "Logout goes to /user/logout, or /wechat/logout inside the messaging-app browser,
   * each with a redirect to the site origin." Navigations, not API calls: the session comes from
   * the cookie (or header); it is ended, the cookie cleared, and the browser sent on.
   */
  const logoutPage = async (request: FastifyRequest<{ Querystring: { redirect?: string } }>, reply: FastifyReply) => {
    // another site's link or image does not sign anyone out (and is not sent on anywhere)
    if (isCrossSite(request, [app.publicOrigin()])) return reply.header('cache-control', 'no-store').redirect('/', 302)
    const header = request.headers[HEADERS.token]
    const token = (typeof header === 'string' && header) || request.cookies?.[COOKIE_NAMES.token]
    if (token) await accounts.sessions.revokeByToken(token, SESSION_REVOKE_REASONS.LOGOUT)
    accounts.sessions.clearCookie(request, reply)
    const origins = [app.publicOrigin()]
    reply.header('cache-control', 'no-store')
    return reply.redirect(logoutRedirect(request.query.redirect, origins), 302)
  }
  app.get(LOGIN_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return reply.redirect(loginTarget(request.query as Record<string, unknown>), 302)
  })
  app.get(LOGOUT_PATHS.web, logoutPage)
  app.get(LOGOUT_PATHS.wechat, logoutPage)
}
