/** The entry decision: legacy redirects (2.19), the family rule (2.10), then the route's guard (2.18). */
import { detectDevice } from '@xungen/contracts'
import { decideEntry, type EntryContext } from '../entry'
import { locationFromPage, locationFromUrl } from '../location'

const ctx: EntryContext = {
  env: 'dev', host: 'www.xungen.example', origin: 'https://www.xungen.example', reunionHosts: [],
  authed: false, hasPhone: false, device: detectDevice('Mozilla/5.0 (Windows NT 10.0) Chrome/126.0'),
  fromDetectionStatus: false, hasBarcodeInfo: false
}

function decide(url: string, over: Partial<EntryContext> = {}) {
  const [path, search = ''] = url.split('?')
  return decideEntry(locationFromUrl(path, search ? '?' + search : ''), { ...ctx, ...over })
}

describe('entry decision', () => {
  it('a legacy /new/... URL redirects to its current page (the client side of 2.19)', () => {
    expect(decide('/new/items')).toEqual({ kind: 'redirect', to: '/topics' })
    expect(decide('/new/ancestry/services/genealogy?a=1')).toEqual({ kind: 'redirect', to: '/ancestry/service/genealogy?a=1' })
  })
  it('an unknown URL is not found', () => {
    expect(decide('/no/such/page')).toEqual({ kind: 'not-found' })
  })
  it('the family rule comes before the guard', () => {
    expect(decide('/ancestry/family/42?from=familyClue', { authed: true })).toEqual({ kind: 'redirect', to: '/report/ancestry/family/42?from=familyClue' })
    expect(decide('/ancestry/family/42?from=familyClue')).toEqual({ kind: 'allow', reason: 'public' })
  })
  it('a login route sends visitors to sign-in', () => {
    expect(decide('/user/orders')).toEqual({ kind: 'redirect', to: '/auth/signin?from=%2Fuser%2Forders' })
    expect(decide('/user/orders', { authed: true })).toEqual({ kind: 'allow', reason: 'authed' })
  })
  it('a bind route runs the bind guard', () => {
    expect(decide('/user/persons/bind/sex', { authed: true, hasPhone: true })).toMatchObject({ kind: 'error', rebindTo: '/user/persons/bind' })
  })
  it('the mini-program location gives the same decision as the URL', () => {
    const loc = locationFromPage('subpackages/user/orders/index', { $taroTimestamp: 1 })
    expect(decideEntry(loc, ctx)).toEqual({ kind: 'redirect', to: '/auth/signin?from=%2Fuser%2Forders' })
  })
})
