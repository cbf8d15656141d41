/**
 * Legacy redirects of spec 2.19, as one table and one matcher. The server answers a matching
 * navigation with HTTP 301; the client applies the same table in-app (a link or history entry
 * with an old path), so both always agree.
 *
 * spec 2.19: "The matcher is case-insensitive, strict and end-anchored." Case-insensitive: /NEW/Items
 * matches /new/items. Strict: a trailing slash is significant, /new/items/ does not match. End-
 * anchored: the whole path must match, /new/items/x does not match /new/items. The query string
 * never decides whether a row matches; each row says what becomes of it:
 *   - 'keep' where a section is renamed but the page stays the same page (the query means the same
 *     thing there: a barcode, an id, a from), and on the row where the spec says so
 *     (/ancestry/services/genealogy, "keeping the query string");
 *   - 'drop' where the old page is replaced by a different page, whose parameters the old query
 *     does not speak for (the spec's table keeps the query on one row only).
 * See docs/adr/0005-legacy-redirects.md for the readings of the table the spec leaves open.
 *
 * Pattern syntax (a small subset of path-to-regexp, which the original matcher used):
 *   literal segments, `:name` (one segment), `:name?` (an optional last segment), `:name*` (zero or
 *   more segments at the end). Matched values are carried over as they were written (still percent-encoded).
 */

export type QueryHandling = 'keep' | 'drop'

export interface LegacyRedirect {
  /** old paths; the first row (in table order) with a matching pattern wins */
  from: readonly string[]
  /** the current path, with the parameters of `from` */
  to: string
  query: QueryHandling
  /** which row of spec 2.19 this is */
  spec: string
}

const sameName = (area: string): LegacyRedirect => ({
  from: [`/new/${area}/:rest*`],
  to: `/${area}/:rest*`,
  query: 'keep',
  spec: `same-named route: ${area}`
})

/** Web-view pages of spec 2.13 that had an old /new/... address (same-named routes). */
const WEB_VIEW_AREAS = [
  'balance', 'coupon', 'crowdfunding', 'fission', 'home-test', 'inform', 'ltv', 'reunion-fission', 'consultant', 'interlocution', 'statement', 'about', 'demo'
] as const

export const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  // --- the table of spec 2.19, in its order -----------------------------------------------
  { from: ['/new/items'], to: '/topics', query: 'drop', spec: 'items → /topics' },
  { from: ['/new/sample/disease'], to: '/topics/disease', query: 'drop', spec: 'sample (disease) → topics of the same name' },
  { from: ['/new/sample/ancestry'], to: '/topics/ancestry', query: 'drop', spec: 'sample (ancestry) → topics of the same name' },
  { from: ['/new/sample/nutrition'], to: '/topics/nutrition', query: 'drop', spec: 'sample (nutrition) → topics of the same name' },
  { from: ['/new/sample/skin'], to: '/topics/skin', query: 'drop', spec: 'sample (skin) → topics of the same name' },
  // the topic is called drugs and traits now (spec 2.8); the same renames as 'whitepaper' and 'trait'
  { from: ['/new/sample/drug'], to: '/topics/drugs', query: 'drop', spec: 'sample (drug) → topics of the same name' },
  { from: ['/new/sample/trait'], to: '/topics/traits', query: 'drop', spec: 'sample (trait) → topics of the same name' },
  { from: ['/new/sample/inherited', '/new/sample/inherit'], to: '/topics/carrier-status', query: 'drop', spec: 'inherited sample → /topics/carrier-status' },
  { from: ['/new/sample/sport', '/new/sport'], to: '/topics/fitness', query: 'drop', spec: 'sport → /topics/fitness' },
  { from: ['/new/whitepaper'], to: '/white-papers', query: 'drop', spec: 'whitepaper → /white-papers' },
  { from: ['/new/whitepaper/inherited', '/new/whitepaper/inherit'], to: '/white-papers/carrier-status', query: 'drop', spec: 'whitepaper: inherited to carrier-status' },
  { from: ['/new/whitepaper/drug'], to: '/white-papers/drugs', query: 'drop', spec: 'whitepaper: drug to drugs' },
  { from: ['/new/whitepaper/:name'], to: '/white-papers/:name', query: 'drop', spec: 'whitepaper → /white-papers (chip, snp, ...)' },
  { from: ['/new/flow/qualify'], to: '/qualify', query: 'drop', spec: 'flow/qualify → /qualify' },
  { from: ['/new/flow/privacy'], to: '/privacy', query: 'drop', spec: 'flow/privacy → /privacy' },
  { from: ['/new/download/guide'], to: '/app', query: 'drop', spec: 'download/guide → /app' },
  { from: ['/new/gene-data-import'], to: '/import', query: 'drop', spec: 'gene-data-import → /import' },
  { from: ['/new/gene-data-import/chip'], to: '/import/chip', query: 'drop', spec: 'gene-data-import: chip' },
  { from: ['/new/gene-data-import/y-full'], to: '/import/yfull', query: 'drop', spec: 'gene-data-import: y-full becomes yfull' },
  { from: ['/new/activity'], to: '/shop/gene', query: 'drop', spec: 'activity → /shop/gene' },
  { from: ['/new/channel/group'], to: '/shop/group', query: 'drop', spec: 'channel/group → /shop/group' },
  { from: ['/new/upgrade', '/new/sctlist', '/new/standard'], to: '/upgrade', query: 'drop', spec: 'upgrade, sctlist, standard → /upgrade' },
  {
    from: ['/new/user/detection-persons/:id/privacy/gene-relationship', '/new/detection-persons/:id/privacy/gene-relationship'],
    to: '/user/persons/:id/privacy/gene-relatives',
    query: 'keep',
    spec: 'detection-persons/{id} → persons: privacy/gene-relationship'
  },
  {
    from: ['/new/user/detection-persons/:id/privacy/gene-origin', '/new/detection-persons/:id/privacy/gene-origin'],
    to: '/user/persons/:id/privacy/gene-origin',
    query: 'keep',
    spec: 'detection-persons/{id} → persons: privacy/gene-origin'
  },
  {
    from: ['/new/user/detection-persons/:id/detections/chip', '/new/detection-persons/:id/detections/chip'],
    to: '/user/persons/:id/detections/chip',
    query: 'keep',
    spec: 'detection-persons/{id} → persons: detections/chip'
  },
  {
    from: ['/new/user/detection-persons/:id/detections/other', '/new/detection-persons/:id/detections/other'],
    to: '/user/persons/:id/detections/other',
    query: 'keep',
    spec: 'detection-persons/{id} → persons: detections/other'
  },
  {
    from: ['/new/user/detection-persons/:id/base-info', '/new/detection-persons/:id/base-info'],
    to: '/user/persons/:id/base-info',
    query: 'keep',
    spec: 'detection-persons/{id} → persons: base-info'
  },
  {
    from: ['/new/user/detection-persons/:id', '/new/detection-persons/:id'],
    to: '/user/persons/:id',
    query: 'keep',
    spec: 'detection-persons/{id} → persons'
  },
  { from: ['/new/user/setting', '/new/setting'], to: '/user/settings', query: 'keep', spec: 'setting → settings' },
  { from: ['/new/notice/msg'], to: '/user/messages', query: 'drop', spec: 'notice/msg → /user/messages' },
  { from: ['/new/notice/info'], to: '/user/notices', query: 'drop', spec: 'notice/info → /user/notices' },
  { from: ['/new/report/trait/:rest*'], to: '/report/traits/:rest*', query: 'keep', spec: 'trait → traits' },
  { from: ['/new/report/inherit/:rest*'], to: '/report/carrier-status/:rest*', query: 'keep', spec: 'inherit → carrier-status' },
  {
    from: ['/new/report/ancestry/gene-distribution/:rest*'],
    to: '/report/ancestry/gene-relatives-distribution/:rest*',
    query: 'keep',
    spec: 'gene-distribution → gene-relatives-distribution'
  },
  { from: ['/new/report/gene-rs/:rest*'], to: '/report/gene-relatives/:rest*', query: 'keep', spec: 'gene-rs → gene-relatives' },
  { from: ['/new/tracing', '/new/seek-relatives'], to: '/ancestry/reunion', query: 'keep', spec: 'tracing, seek-relatives → /ancestry/reunion' },
  { from: ['/new/tracing/list', '/new/seek-relatives/list'], to: '/ancestry/reunion/list', query: 'keep', spec: 'tracing, seek-relatives → /ancestry/reunion: list' },
  {
    from: ['/new/tracing/edit/:id', '/new/seek-relatives/edit/:id'],
    to: '/ancestry/reunion/edit/:id',
    query: 'keep',
    spec: 'tracing, seek-relatives → /ancestry/reunion: edit/{id}'
  },
  {
    from: ['/new/genealogy-services', '/new/ancestry/genealogy-services'],
    to: '/ancestry/service/genealogy',
    query: 'keep',
    spec: 'genealogy-services → /ancestry/service/genealogy'
  },
  { from: ['/new/ancestry/tracing'], to: '/ancestry/reunion/platform', query: 'keep', spec: 'ancestry/tracing → /ancestry/reunion/platform' },
  {
    from: ['/new/sample/inherited/thalassemia', '/new/sample/inherit/thalassemia', '/new/topics/inherit/thalassemia'],
    to: '/topics/carrier-status/thalassemia',
    query: 'drop',
    spec: 'thalassemia under inherit → carrier-status'
  },
  {
    from: ['/ancestry/services/genealogy', '/new/ancestry/services/genealogy'],
    to: '/ancestry/service/genealogy',
    query: 'keep',
    spec: '/ancestry/services/genealogy → /ancestry/service/genealogy, keeping the query string'
  },

  // --- "Others map to same-named routes" (spec 2.19) ---------------------------------------
  { from: ['/new/shop/yfull'], to: '/shop/yfull', query: 'keep', spec: 'same-named route: shop/yfull' },
  { from: ['/new/shop/yfull_noreport', '/new/shop/yfull-noreport'], to: '/shop/yfull-noreport', query: 'keep', spec: 'same-named route: yfull_noreport' },
  { from: ['/new/shop/yfull-compare'], to: '/shop/yfull-compare', query: 'keep', spec: 'same-named route: yfull-compare' },
  { from: ['/new/buy/:commodityId/order'], to: '/buy/:commodityId/order', query: 'keep', spec: 'same-named route: buy/{commodityId}/order' },
  { from: ['/new/buy/invoice'], to: '/buy/invoice', query: 'keep', spec: 'same-named route: buy/invoice' },
  { from: ['/new/buy/speed-package'], to: '/buy/speed-package', query: 'keep', spec: 'same-named route: buy/speed-package' },
  { from: ['/new/buy/upgrade'], to: '/buy/upgrade', query: 'keep', spec: 'same-named route: buy/upgrade' },
  { from: ['/new/auth/signin'], to: '/auth/signin', query: 'keep', spec: 'same-named route: auth pages' },
  { from: ['/new/auth/signup'], to: '/auth/signup', query: 'keep', spec: 'same-named route: auth pages' },
  { from: ['/new/auth/reset'], to: '/auth/reset', query: 'keep', spec: 'same-named route: auth pages' },
  { from: ['/new/auth/modify'], to: '/auth/modify', query: 'keep', spec: 'same-named route: auth pages' },
  { from: ['/new/user/:rest*'], to: '/user/:rest*', query: 'keep', spec: 'same-named route: user pages' },
  { from: ['/new/protocol/:name'], to: '/protocol/:name', query: 'keep', spec: 'same-named route: protocol pages' },
  { from: ['/new/feed/detail/:id?'], to: '/feed/detail/:id?', query: 'keep', spec: 'same-named route: feed detail' },
  ...WEB_VIEW_AREAS.map(sameName),
  { from: ['/new/topics/:rest*'], to: '/topics/:rest*', query: 'keep', spec: 'same-named route: web-view topics' },
  { from: ['/new/white-papers/:rest*'], to: '/white-papers/:rest*', query: 'keep', spec: 'same-named route: web-view white papers' },
  { from: ['/new/report/:rest*'], to: '/report/:rest*', query: 'keep', spec: 'same-named route: report routes' }
]

interface CompiledPattern {
  regex: RegExp
  names: string[]
}

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)([?*]?)$/

export function compilePattern(pattern: string): CompiledPattern {
  if (!pattern.startsWith('/')) throw new Error(`pattern must start with '/': ${pattern}`)
  const segments = pattern.slice(1).split('/')
  const names: string[] = []
  let source = '^'
  segments.forEach((segment, index) => {
    const param = PARAM.exec(segment)
    const last = index === segments.length - 1
    if (!param) {
      if (segment.includes(':')) throw new Error(`malformed parameter in ${pattern}`)
      source += '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return
    }
    const [, name, modifier] = param
    if (modifier && !last) throw new Error(`only the last segment may be optional or repeated: ${pattern}`)
    names.push(name)
    if (modifier === '?') source += '(?:/([^/]+))?'
    else if (modifier === '*') source += '(?:/([^/]+(?:/[^/]+)*))?'
    else source += '/([^/]+)'
  })
  // strict and end-anchored: nothing (not even a trailing slash) may follow
  return { regex: new RegExp(source + '$', 'i'), names }
}

function fill(template: string, params: Record<string, string | undefined>): string {
  return template.replace(/\/:([A-Za-z_][A-Za-z0-9_]*)([?*]?)/g, (_, name: string) => {
    const value = params[name]
    return value ? '/' + value : ''
  })
}

export interface LegacyRedirectMatch {
  /** the current path, with the query string when the row keeps it */
  location: string
  redirect: LegacyRedirect
  params: Record<string, string | undefined>
}

/**
 * The table's patterns in table order, each compiled when a path first reaches it: a path is
 * compared only with the patterns whose first segment it has (or whose first segment is a
 * parameter), so a page's start, which asks for its own path, compiles none of the 90 patterns
 * under /new/ (issue 31).
 */
interface Row {
  redirect: LegacyRedirect
  pattern: string
  /** the first segment, lower case; null when it is a parameter */
  first: string | null
  compiled?: CompiledPattern
}
let rows: Row[] | null = null

function tableRows(): Row[] {
  rows ??= LEGACY_REDIRECTS.flatMap(redirect =>
    redirect.from.map(pattern => {
      const first = pattern.split('/')[1] ?? ''
      return { redirect, pattern, first: first.startsWith(':') ? null : first.toLowerCase() }
    })
  )
  return rows
}

/**
 * The redirect for an old address, or null. `url` is a path with an optional query string and
 * hash ('/new/items?from=x'), as a request line or the client's location gives it.
 */
export function matchLegacyRedirect(url: string): LegacyRedirectMatch | null {
  const hashAt = url.indexOf('#')
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt)
  const queryAt = withoutHash.indexOf('?')
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt)
  const query = queryAt < 0 ? '' : withoutHash.slice(queryAt + 1)
  const first = (path.split('/')[1] ?? '').toLowerCase()
  for (const row of tableRows()) {
    if (row.first !== null && row.first !== first) continue
    row.compiled ??= compilePattern(row.pattern)
    const m = row.compiled.regex.exec(path)
    if (!m) continue
    const { redirect } = row
    const params: Record<string, string | undefined> = {}
    row.compiled.names.forEach((name, i) => (params[name] = m[i + 1]))
    const target = fill(redirect.to, params)
    const location = redirect.query === 'keep' && query ? `${target}?${query}` : target
    return { location, redirect, params }
  }
  return null
}
