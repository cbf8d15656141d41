/**
 * Whether a request was started by another site. A GET that changes state (/user/logout ends
 * the session) must not be triggerable by a link or an <img> on someone else's page: the token
 * cookie is SameSite=Lax, which browsers still send on a cross-site top-level navigation.
 * Sec-Fetch-Site (every current browser) says who started the request; without it, the Origin or
 * Referer header is compared with our own origins. A request with none of them (typed address,
 * bookmark, an app's web view) is our own.
 */
import type { FastifyRequest } from 'fastify'

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return value === 'null' ? 'null' : null
  try {
    return new URL(value).origin
  } catch {
    return 'null'
  }
}

export function isCrossSite(request: FastifyRequest, ownOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (typeof fetchSite === 'string') return fetchSite === 'cross-site'
  const own = new Set(ownOrigins.map(o => originOf(o)))
  const origin = originOf(typeof request.headers.origin === 'string' ? request.headers.origin : undefined)
  if (origin) return !own.has(origin)
  const referer = originOf(typeof request.headers.referer === 'string' ? request.headers.referer : undefined)
  if (referer) return !own.has(referer)
  return false
}
