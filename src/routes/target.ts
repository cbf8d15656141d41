/** What a link points at, in route terms (pure; navigation/index.ts acts on it). */
import { matchLegacyRedirect } from '@xungen/contracts'
import { resolvePath, type Route } from './index'

export type Target =
  | { kind: 'route'; route: Route; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'not-found'; url: string }

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i

/**
 * What a link points at. Internal URLs are spec URLs ('/a/b?c'); legacy /new/... URLs are
 * rewritten (spec 2.19); a URL that no route serves is the not-found page.
 */
export function resolveTarget(url: string, origin = ''): Target {
  let target = url
  if (origin && target.startsWith(origin + '/')) target = target.slice(origin.length)
  if (ABSOLUTE.test(target) || target.startsWith('//')) return { kind: 'external', url: target }
  if (!target.startsWith('/')) target = '/' + target
  const legacy = matchLegacyRedirect(target)
  if (legacy) target = legacy.location
  const pathname = target.replace(/[?#].*$/, '')
  const resolved = resolvePath(pathname)
  if (!resolved) return { kind: 'not-found', url: target }
  return { kind: 'route', route: resolved.route, url: target.replace(/#.*$/, '') }
}

