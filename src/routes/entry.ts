/**
 * What happens when a page is entered (deep link, reload, in-app navigation), in order:
 * 1. spec 2.19 legacy redirects, for URLs no route serves (the server answers them with 301
 *    first; the client applies the same table to in-app links and to the mini-program);
 * 2. spec 2.10 the family-page rule;
 * 3. spec 2.18 the route's guard (login, or the bind layout's guard).
 * Pure: every input is passed in, so each rule is tested row by row.
 */
import { matchLegacyRedirect } from '@xungen/contracts'
import { familyRedirect } from './family'
import { bindGuard, loginGuard, type BindGuardResult, type GuardEnv } from './guards'
import type { SpecLocation } from './location'
import type { DeviceContext } from '@xungen/contracts'

export interface EntryContext extends GuardEnv {
  authed: boolean
  hasPhone: boolean
  device: DeviceContext
  /** arrived from /user/persons/detection-status (bind guard) */
  fromDetectionStatus: boolean
  /** the bind state holds barcode info (bind guard) */
  hasBarcodeInfo: boolean
}

export type EntryDecision = BindGuardResult | { kind: 'not-found' }

export function decideEntry(loc: SpecLocation, ctx: EntryContext): EntryDecision {
  if (!loc.route || loc.route.system) {
    const legacy = matchLegacyRedirect(loc.path + loc.search)
    if (legacy) return { kind: 'redirect', to: legacy.location }
    return loc.route ? { kind: 'allow' } : { kind: 'not-found' }
  }
  const family = familyRedirect(loc.path, loc.search, ctx.authed)
  if (family) return { kind: 'redirect', to: family }
  const input = { ...ctx, path: loc.path, search: loc.search }
  if (loc.route.guard === 'bind') return bindGuard({ ...input, inApp: ctx.device.kind === 'app' })
  if (loc.route.guard === 'login') return loginGuard(input)
  return { kind: 'allow', reason: 'public' }
}
