/**
 * Routes of sign-in, sign-up, passwords, mini-program login and logout (spec 2.2, 2.11, 4, 7.2,
 * 7.3 User group), served from their declarations (ACCOUNTS in @xungen/contracts/endpoints).
 * Calls that start a session answer SessionData and set the 7-day token cookie (spec 9).
 */
import { randomBytes } from 'crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { COOKIE_NAMES, DEVICE_ID_COOKIE_MAX_AGE_SECONDS, HEADERS, LOGIN_PATH, LOGOUT_PATHS, SIGNIN_PATH, detectDevice, isSafeRedirectPath, type SessionData } from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { serve } from '../../../endpoints/serve'
import { isCrossSite } from '../../../security/sameSite'
import { AuthService } from './service'
import { SESSION_REVOKE_REASONS } from './sessions'

function clientOf(request: FastifyRequest): string {
  return detectDevice(String(request.headers['user-agent'] ?? '')).kind === 'miniprogram' ? 'weapp' : 'web'
}

/** The redirect after logout (spec 2.11: "to the site origin"): only this site's own origin or paths. */
/** spec 9's deviceId cookie (a year): random, ours, HttpOnly; what the per-device SMS limit counts. */
const DEVICE_ID = /^[A-Za-z0-9_-]{24}$/
function deviceOf(request: FastifyRequest, reply: FastifyReply, production: boolean): string {
  const known = request.cookies?.[COOKIE_NAMES.deviceId]
  if (known && DEVICE_ID.test(known)) return known
  const device = randomBytes(18).toString('base64url')
  reply.setCookie(COOKIE_NAMES.deviceId, device, { path: '/', httpOnly: true, sameSite: 'lax', secure: production || request.protocol === 'https', maxAge: DEVICE_ID_COOKIE_MAX_AGE_SECONDS })
  return device
}

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
  const service = new AuthService(app.db, accounts, accounts.profiles, accounts.uploads)
  const A = ACCOUNTS

  function signedIn(reply: FastifyReply, session: SessionData): SessionData {
    reply.setSessionCookie(session)
    return session
  }

  serve(app, A.smsVerify, async (request, reply) => service.sendCode(request.body, request.session, { ip: request.ip, device: deviceOf(request, reply, app.config.env === 'production') }))
  serve(app, A.isRegistered, async request => service.isRegistered(request.query))
  serve(app, A.checkAuthCode, async request => service.checkAuthCode(request.query, request.session))
  serve(app, A.signinByCode, async (request, reply) => signedIn(reply, await service.signinByCode(request.body, clientOf(request))))
  serve(app, A.signinByPassword, async (request, reply) => signedIn(reply, await service.signinByPassword(request.body, clientOf(request))))
  serve(app, A.signup, async (request, reply) => signedIn(reply, await service.signup(request.body, clientOf(request))))
  serve(app, A.resetPassword, async request => service.resetPassword(request.body))
  serve(app, A.modifyPassword, async request => service.modifyPassword(request.session.user.id, request.session.user.sessionId, request.body))
  serve(app, A.wechatLogin, async (request, reply) => signedIn(reply, await service.wechatLogin(request.body.code)))
  serve(app, A.wechatBindPhone, async (request, reply) =>
    signedIn(reply, await service.wechatBindPhone(request.session.user.id, request.session.user.sessionId, request.body))
  )
  serve(app, A.wechatBindPhoneNumber, async (request, reply) =>
    signedIn(reply, await service.wechatBindPhoneNumber(request.session.user.id, request.session.user.sessionId, request.body.code))
  )
  // issue 24 item 7: the subscription messages a person may accept, and their acceptances
  serve(app, A.wechatSubscribeTemplates, async () => ({ list: accounts.wechatMessages.templates() }))
  serve(app, A.wechatSubscriptions, async request => ({ recorded: await accounts.wechatMessages.recordAcceptances(request.session.user.id, request.body.accepted) }))

  // logout: ends this session (whatever state it is in) and clears the cookie; always succeeds
  serve(app, A.logout, async (request, reply) => {
    if (request.session.token) await accounts.sessions.revokeByToken(request.session.token, SESSION_REVOKE_REASONS.LOGOUT)
    reply.clearSessionCookie()
    return null
  })

  // app bridge updateToken (spec 7.3): the app hands the web view a token; this sets the 7-day cookie for it
  serve(app, A.tokenCookie, async (request, reply) => {
    const expiresAt = request.session.user.sessionId === undefined ? null : await accounts.sessions.expiresAt(request.session.user.sessionId)
    reply.setSessionCookie({ token: request.session.token!, expiresAt: expiresAt ?? accounts.clock() })
    return null
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
    reply.clearSessionCookie()
    // the configured (or listening) origin only: the Host header is the caller's
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
