/**
 * spec 2.10: "/ancestry/family/{id}: when the from query is familyClue or familyTreePeronHome,
 * it redirects to /report/ancestry/family/{id} keeping the query string. Unauthenticated users
 * are sent the other way, from /report/ancestry/family/{id} to /ancestry/family/{id}."
 *
 * DECISION (ADR 0007): the first rule applies to signed-in users only. Applied to everyone, an
 * unauthenticated visitor with from=familyClue would bounce between the two URLs for ever.
 */
import { resolvePath } from './index'

/** spec 2.10 (sic: "familyTreePeronHome" is the spelling the links carry) */
export const FAMILY_REPORT_FROM = ['familyClue', 'familyTreePeronHome'] as const

const ANCESTRY_FAMILY = '/ancestry/family/:id'
const REPORT_FAMILY = '/report/ancestry/family/:id'

function fromOf(search: string): string | null {
  const m = /(?:^\?|&)from=([^&]*)/.exec(search)
  if (!m) return null
  try {
    return decodeURIComponent(m[1])
  } catch {
    return m[1]
  }
}

/** The URL to go to instead, or null to stay. `search` is the raw query with its '?' or ''. */
export function familyRedirect(path: string, search: string, authed: boolean): string | null {
  const resolved = resolvePath(path)
  if (!resolved) return null
  const id = encodeURIComponent(resolved.params.id ?? '')
  if (resolved.route.pattern === ANCESTRY_FAMILY && authed) {
    const from = fromOf(search)
    if (from && (FAMILY_REPORT_FROM as readonly string[]).includes(from)) return `/report/ancestry/family/${id}${search}`
  }
  if (resolved.route.pattern === REPORT_FAMILY && !authed) return `/ancestry/family/${id}${search}`
  return null
}
