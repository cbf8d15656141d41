import { LEGACY_REDIRECTS, compilePattern, matchLegacyRedirect } from './legacyRedirects'

/**
 * spec 2.19, row by row: [old address, current address]. Written out by hand from the spec's
 * table (not derived from the implementation's table); the last test checks that every row of
 * the implementation is reached by at least one of these.
 */
const ROWS: ReadonlyArray<readonly [string, string]> = [
  // items → /topics
  ['/new/items', '/topics'],
  // sample (disease, ancestry, nutrition, skin, drug, trait) → topics of the same name
  ['/new/sample/disease', '/topics/disease'],
  ['/new/sample/ancestry', '/topics/ancestry'],
  ['/new/sample/nutrition', '/topics/nutrition'],
  ['/new/sample/skin', '/topics/skin'],
  ['/new/sample/drug', '/topics/drugs'],
  ['/new/sample/trait', '/topics/traits'],
  // inherited sample → /topics/carrier-status
  ['/new/sample/inherited', '/topics/carrier-status'],
  ['/new/sample/inherit', '/topics/carrier-status'],
  // sport → /topics/fitness
  ['/new/sample/sport', '/topics/fitness'],
  ['/new/sport', '/topics/fitness'],
  // whitepaper → /white-papers (inherited to carrier-status, drug to drugs)
  ['/new/whitepaper', '/white-papers'],
  ['/new/whitepaper/inherited', '/white-papers/carrier-status'],
  ['/new/whitepaper/inherit', '/white-papers/carrier-status'],
  ['/new/whitepaper/drug', '/white-papers/drugs'],
  ['/new/whitepaper/chip', '/white-papers/chip'],
  ['/new/whitepaper/snp', '/white-papers/snp'],
  // flow/qualify → /qualify, flow/privacy → /privacy
  ['/new/flow/qualify', '/qualify'],
  ['/new/flow/privacy', '/privacy'],
  // download/guide → /app
  ['/new/download/guide', '/app'],
  // gene-data-import → /import (chip; y-full becomes yfull)
  ['/new/gene-data-import', '/import'],
  ['/new/gene-data-import/chip', '/import/chip'],
  ['/new/gene-data-import/y-full', '/import/yfull'],
  // activity → /shop/gene
  ['/new/activity', '/shop/gene'],
  // channel/group → /shop/group
  ['/new/channel/group', '/shop/group'],
  // upgrade, sctlist, standard → /upgrade
  ['/new/upgrade', '/upgrade'],
  ['/new/sctlist', '/upgrade'],
  ['/new/standard', '/upgrade'],
  // detection-persons/{id} → persons (with base-info, detections/chip, detections/other, privacy/gene-origin, privacy/gene-relationship)
  ['/new/user/detection-persons/123', '/user/persons/123'],
  ['/new/detection-persons/123', '/user/persons/123'],
  ['/new/user/detection-persons/123/base-info', '/user/persons/123/base-info'],
  ['/new/detection-persons/123/base-info', '/user/persons/123/base-info'],
  ['/new/user/detection-persons/123/detections/chip', '/user/persons/123/detections/chip'],
  ['/new/detection-persons/123/detections/chip', '/user/persons/123/detections/chip'],
  ['/new/user/detection-persons/123/detections/other', '/user/persons/123/detections/other'],
  ['/new/detection-persons/123/detections/other', '/user/persons/123/detections/other'],
  ['/new/user/detection-persons/123/privacy/gene-origin', '/user/persons/123/privacy/gene-origin'],
  ['/new/detection-persons/123/privacy/gene-origin', '/user/persons/123/privacy/gene-origin'],
  ['/new/user/detection-persons/123/privacy/gene-relationship', '/user/persons/123/privacy/gene-relatives'],
  ['/new/detection-persons/123/privacy/gene-relationship', '/user/persons/123/privacy/gene-relatives'],
  // setting → settings
  ['/new/user/setting', '/user/settings'],
  ['/new/setting', '/user/settings'],
  // notice/msg → /user/messages, notice/info → /user/notices
  ['/new/notice/msg', '/user/messages'],
  ['/new/notice/info', '/user/notices'],
  // trait → traits
  ['/new/report/trait', '/report/traits'],
  ['/new/report/trait/detail/42', '/report/traits/detail/42'],
  ['/new/report/trait/lock-detail/42', '/report/traits/lock-detail/42'],
  // inherit → carrier-status
  ['/new/report/inherit', '/report/carrier-status'],
  ['/new/report/inherit/detail/7', '/report/carrier-status/detail/7'],
  // gene-distribution → gene-relatives-distribution
  ['/new/report/ancestry/gene-distribution', '/report/ancestry/gene-relatives-distribution'],
  ['/new/report/ancestry/gene-distribution/city-list/110105', '/report/ancestry/gene-relatives-distribution/city-list/110105'],
  // gene-rs → gene-relatives
  ['/new/report/gene-rs', '/report/gene-relatives'],
  ['/new/report/gene-rs/detail', '/report/gene-relatives/detail'],
  // tracing, seek-relatives → /ancestry/reunion (list, edit/{id})
  ['/new/tracing', '/ancestry/reunion'],
  ['/new/seek-relatives', '/ancestry/reunion'],
  ['/new/tracing/list', '/ancestry/reunion/list'],
  ['/new/seek-relatives/list', '/ancestry/reunion/list'],
  ['/new/tracing/edit/9', '/ancestry/reunion/edit/9'],
  ['/new/seek-relatives/edit/9', '/ancestry/reunion/edit/9'],
  // genealogy-services → /ancestry/service/genealogy
  ['/new/genealogy-services', '/ancestry/service/genealogy'],
  ['/new/ancestry/genealogy-services', '/ancestry/service/genealogy'],
  // ancestry/tracing → /ancestry/reunion/platform
  ['/new/ancestry/tracing', '/ancestry/reunion/platform'],
  // thalassemia under inherit → carrier-status
  ['/new/sample/inherited/thalassemia', '/topics/carrier-status/thalassemia'],
  ['/new/sample/inherit/thalassemia', '/topics/carrier-status/thalassemia'],
  ['/new/topics/inherit/thalassemia', '/topics/carrier-status/thalassemia'],
  // /ancestry/services/genealogy → /ancestry/service/genealogy, keeping the query string
  ['/ancestry/services/genealogy', '/ancestry/service/genealogy'],
  ['/new/ancestry/services/genealogy', '/ancestry/service/genealogy'],
  // Others map to same-named routes
  ['/new/shop/yfull', '/shop/yfull'],
  ['/new/shop/yfull_noreport', '/shop/yfull-noreport'],
  ['/new/shop/yfull-noreport', '/shop/yfull-noreport'],
  ['/new/shop/yfull-compare', '/shop/yfull-compare'],
  ['/new/buy/standard/order', '/buy/standard/order'],
  ['/new/buy/1024/order', '/buy/1024/order'],
  ['/new/buy/invoice', '/buy/invoice'],
  ['/new/buy/speed-package', '/buy/speed-package'],
  ['/new/buy/upgrade', '/buy/upgrade'],
  ['/new/auth/signin', '/auth/signin'],
  ['/new/auth/signup', '/auth/signup'],
  ['/new/auth/reset', '/auth/reset'],
  ['/new/auth/modify', '/auth/modify'],
  ['/new/user/orders', '/user/orders'],
  ['/new/user/persons/bind/barcode', '/user/persons/bind/barcode'],
  ['/new/protocol/privacy', '/protocol/privacy'],
  ['/new/feed/detail', '/feed/detail'],
  ['/new/feed/detail/88', '/feed/detail/88'],
  ['/new/balance/withdraw', '/balance/withdraw'],
  ['/new/coupon/protocol', '/coupon/protocol'],
  ['/new/crowdfunding/paybacks', '/crowdfunding/paybacks'],
  ['/new/fission/invitation-friend', '/fission/invitation-friend'],
  ['/new/home-test/report', '/home-test/report'],
  ['/new/inform', '/inform'],
  ['/new/ltv', '/ltv'],
  ['/new/reunion-fission/rule', '/reunion-fission/rule'],
  ['/new/consultant/health', '/consultant/health'],
  ['/new/interlocution/privacy', '/interlocution/privacy'],
  ['/new/statement/hpv', '/statement/hpv'],
  ['/new/about/brand', '/about/brand'],
  ['/new/demo/jsbridge', '/demo/jsbridge'],
  ['/new/topics/hpv', '/topics/hpv'],
  ['/new/white-papers/snp', '/white-papers/snp'],
  ['/new/report/disease/detail/123', '/report/disease/detail/123'],
  ['/new/report/ancestry/paternal', '/report/ancestry/paternal']
]

describe('legacy redirects of spec 2.19', () => {
  it.each(ROWS)('%s → %s', (from, to) => {
    expect(matchLegacyRedirect(from)?.location).toBe(to)
  })

  it('reaches every row of the table', () => {
    const reached = new Set(ROWS.map(([from]) => matchLegacyRedirect(from)?.redirect))
    const unreached = LEGACY_REDIRECTS.filter(r => !reached.has(r)).map(r => r.spec)
    expect(unreached).toEqual([])
  })

  describe('case-insensitive', () => {
    it.each([
      ['/NEW/ITEMS', '/topics'],
      ['/New/Sample/Drug', '/topics/drugs'],
      ['/ANCESTRY/Services/Genealogy', '/ancestry/service/genealogy']
    ])('%s → %s', (from, to) => expect(matchLegacyRedirect(from)?.location).toBe(to))

    it('keeps the case of the values it carries over', () => {
      expect(matchLegacyRedirect('/NEW/BUY/AbC/ORDER')?.location).toBe('/buy/AbC/order')
    })
  })

  describe('strict: a trailing slash or an empty segment does not match', () => {
    it.each(['/new/items/', '/new/sample/disease/', '/new/user/detection-persons/1/', '/new/report/trait/', '/ancestry/services/genealogy/', '/new//items', '/new/buy//order'])(
      '%s',
      from => expect(matchLegacyRedirect(from)).toBeNull()
    )
  })

  describe('end-anchored: a longer path does not match a shorter row', () => {
    it.each(['/new/items/more', '/new/activity/2024', '/new/flow/qualify/x', '/new/sample/disease/x', '/ancestry/services/genealogy/x', '/new/whitepaper/chip/x'])(
      '%s',
      from => expect(matchLegacyRedirect(from)).toBeNull()
    )
  })

  describe('paths that are not legacy addresses', () => {
    it.each(['/', '/topics', '/report/disease/detail/1', '/new', '/newitems', '/xnew/items', '/ancestry/service/genealogy', '/new/unknown-page', '/api/new/items'])(
      '%s',
      from => expect(matchLegacyRedirect(from)).toBeNull()
    )
  })

  describe('query string, per row', () => {
    it('keeps it on /ancestry/services/genealogy, as the spec says', () => {
      expect(matchLegacyRedirect('/ancestry/services/genealogy?source=wx&id=3')?.location).toBe('/ancestry/service/genealogy?source=wx&id=3')
    })

    it('keeps it where a section is renamed and the page stays the same', () => {
      expect(matchLegacyRedirect('/new/report/trait/detail/5?barcode=WG123')?.location).toBe('/report/traits/detail/5?barcode=WG123')
      expect(matchLegacyRedirect('/new/buy/standard/order?coupon=9')?.location).toBe('/buy/standard/order?coupon=9')
      expect(matchLegacyRedirect('/new/user/detection-persons/7?tab=1')?.location).toBe('/user/persons/7?tab=1')
    })

    it('drops it where the old page is replaced by another page', () => {
      expect(matchLegacyRedirect('/new/items?category=3')?.location).toBe('/topics')
      expect(matchLegacyRedirect('/new/activity?id=12')?.location).toBe('/shop/gene')
      expect(matchLegacyRedirect('/new/sctlist?barcode=1')?.location).toBe('/upgrade')
    })

    it('does not let the query decide whether a row matches', () => {
      expect(matchLegacyRedirect('/new/items?x=/new/activity')?.location).toBe('/topics')
      expect(matchLegacyRedirect('/topics?next=/new/items')).toBeNull()
    })

    it('ignores a hash fragment', () => {
      expect(matchLegacyRedirect('/new/report/gene-rs#top')?.location).toBe('/report/gene-relatives')
    })

    it('adds no "?" for an empty query', () => {
      expect(matchLegacyRedirect('/ancestry/services/genealogy?')?.location).toBe('/ancestry/service/genealogy')
    })
  })

  it('never produces a protocol-relative or absolute location', () => {
    for (const from of ['/new/buy/%2F%2Fevil.com/order', '/new/user/..%2F..%2F', '/new/report/%2F%2Fevil.com']) {
      const location = matchLegacyRedirect(from)?.location ?? '/'
      expect(location.startsWith('//')).toBe(false)
      expect(location).toMatch(/^\/[a-z]/)
    }
  })

  it('compiles every pattern of the table', () => {
    for (const redirect of LEGACY_REDIRECTS) for (const from of redirect.from) expect(() => compilePattern(from)).not.toThrow()
  })

  it('finds what a scan of every pattern in table order finds (the first-segment skip changes no answer)', () => {
    const scan = (path: string) => {
      for (const redirect of LEGACY_REDIRECTS) for (const from of redirect.from) if (compilePattern(from).regex.test(path)) return redirect
      return undefined
    }
    const paths = ROWS.map(([from]) => from.split('?')[0]).flatMap(p => [p, p.toUpperCase(), p + '/', p.replace(/^\/[^/]+/, '/x'), p.slice(1)])
    for (const path of [...paths, '/', '', '/NEW', '/new', '/ancestry', '/report/traits/detail/alcohol_flush']) expect(matchLegacyRedirect(path)?.redirect).toBe(scan(path))
  })

  it('rejects malformed patterns', () => {
    expect(() => compilePattern('new/items')).toThrow()
    expect(() => compilePattern('/new/:rest*/x')).toThrow()
    expect(() => compilePattern('/new/a:b')).toThrow()
  })
})
