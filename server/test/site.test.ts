import fs from 'fs'
import path from 'path'
import { CODES } from '@xungen/contracts'
import { siteIcon } from '../src/plugins/site'
import type { AccountsTestApp } from './helpers/accounts'
import { json } from './helpers/app'
import { people } from './helpers/publishedPeople'
import { useTempDir, useTestApp } from './helpers/fixture'

const NAVIGATE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
const INDEX_HTML = '<!doctype html><html><head><script src="/js/app.3f9a2c1b.js"></script></head><body><div id="app"></div></body></html>'

describe('the H5 site, history fallback and not-found (spec 2, 2.20)', () => {
  const h5 = useTempDir('xungen-h5-')
  beforeAll(() => {
    fs.writeFileSync(path.join(h5.path, 'index.html'), INDEX_HTML)
    fs.mkdirSync(path.join(h5.path, 'js'))
    fs.writeFileSync(path.join(h5.path, 'js', 'app.3f9a2c1b.js'), 'console.log("app")')
    fs.writeFileSync(path.join(h5.path, 'favicon.ico'), 'ico')
    fs.writeFileSync(path.join(h5.path, '.env'), 'SECRET=1')
  })
  const t = useTestApp(() => ({ config: { h5Dir: h5.path } }))

  it('finds the site icon in index.html for /favicon.ico (a build without a favicon file)', () => {
    const svg = "<svg xmlns='http://www.w3.org/2000/svg'><rect width='64' height='64' fill='#0b7a6f'/></svg>"
    expect(siteIcon(`<head><link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"></head>`)?.toString()).toBe(svg)
    expect(siteIcon(INDEX_HTML)).toBeNull()
  })

  it('serves index.html at / and revalidates it on every load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: NAVIGATE })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(INDEX_HTML)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('serves content-hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/app.3f9a2c1b.js' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log("app")')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it.each(['/report/disease/detail/123', '/user/persons/42/base-info', '/auth/signin?from=%2Fuser', '/ancestry/family/7?from=familyClue', '/no/such/page'])(
    'answers a navigation to %s with index.html (deep links and reloads, history mode)',
    async url => {
      const res = await t.app.inject({ method: 'GET', url, headers: NAVIGATE })
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(INDEX_HTML)
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  )

  it('recognises a navigation by Sec-Fetch-Mode too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/report/ancestry/paternal', headers: { 'sec-fetch-mode': 'navigate', accept: '*/*' } })
    expect(res.body).toBe(INDEX_HTML)
  })

  it('answers HEAD of a deep link like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/report/disease/detail/123', headers: NAVIGATE })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
  })

  it('gives a missing asset a real 404 with the not-found text, not index.html', async () => {
    for (const url of ['/js/app.00000000.js', '/missing.png', '/report/disease/detail/123.css']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } })
      expect(res.statusCode).toBe(404)
      expect(res.body).toBe('抱歉，您访问的页面不存在\n')
      expect(res.headers['content-type']).toMatch(/text\/plain/)
    }
  })

  it('answers a non-navigation request to an unknown path with the not-found text (spec 2.20)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/report/disease/detail/123', headers: { accept: 'application/json' } })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('抱歉，您访问的页面不存在')
    const post = await t.app.inject({ method: 'POST', url: '/report/disease', headers: NAVIGATE })
    expect(post.statusCode).toBe(404)
    expect(post.headers['content-type']).toMatch(/text\/html/)
    expect(post.body).toContain('抱歉，您访问的页面不存在')
  })

  it('never serves dot files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.env', headers: { accept: '*/*' } })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('SECRET')
  })

  it('does not let a path escape the site directory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2F..%2Fetc%2Fpasswd', headers: { accept: '*/*' } })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('root:')
  })

  it('answers an unknown API path with the 404 envelope, never index.html', async () => {
    for (const url of ['/proxy/no/such/call', '/web/api/new/nothing', '/proxy']) {
      const res = await t.app.inject({ method: 'GET', url, headers: NAVIGATE })
      expect(res.statusCode).toBe(404)
      expect(json(res)).toEqual({ code: CODES.NOT_FOUND, message: '请求的接口不存在', data: null })
    }
  })

  describe('legacy redirects (spec 2.19) as HTTP 301', () => {
    it.each([
      ['/new/items', '/topics'],
      ['/NEW/Sample/Drug', '/topics/drugs'],
      ['/new/gene-data-import/y-full', '/import/yfull'],
      ['/new/user/detection-persons/5/privacy/gene-relationship?tab=2', '/user/persons/5/privacy/gene-relatives?tab=2'],
      ['/new/items?from=weibo', '/topics'],
      ['/ancestry/services/genealogy?source=app', '/ancestry/service/genealogy?source=app'],
      ['/new/report/disease/detail/123', '/report/disease/detail/123']
    ])('%s → %s', async (from, to) => {
      const res = await t.app.inject({ method: 'GET', url: from, headers: NAVIGATE })
      expect(res.statusCode).toBe(301)
      expect(res.headers.location).toBe(to)
    })

    it('redirects HEAD too', async () => {
      const res = await t.app.inject({ method: 'HEAD', url: '/new/activity' })
      expect(res.statusCode).toBe(301)
      expect(res.headers.location).toBe('/shop/gene')
    })

    it('does not redirect other methods (a 301 would turn them into GET)', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/new/items' })
      expect(res.statusCode).toBe(404)
    })

    it('is strict: a trailing slash is not the old address, and falls through to the site', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/new/items/', headers: NAVIGATE })
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(INDEX_HTML)
    })
  })
})

describe('a server without a built site', () => {
  const t = useTestApp()

  it('serves the API and answers page requests with the not-found text', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: NAVIGATE })
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('抱歉，您访问的页面不存在')
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  })

  it('still redirects legacy addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/new/tracing/edit/3' })
    expect(res.headers.location).toBe('/ancestry/reunion/edit/3')
  })
})

describe('the H5 site sends the build\'s precompressed copies (scripts/precompress-h5.js)', () => {
  const h5 = useTempDir('xungen-h5-br-')
  const zlib = require('zlib') as typeof import('zlib')
  const SCRIPT = 'console.log("' + 'x'.repeat(4000) + '")'
  beforeAll(() => {
    fs.writeFileSync(path.join(h5.path, 'index.html'), INDEX_HTML)
    fs.mkdirSync(path.join(h5.path, 'js'))
    const file = path.join(h5.path, 'js', 'app.3f9a2c1b.js')
    fs.writeFileSync(file, SCRIPT)
    fs.writeFileSync(file + '.br', zlib.brotliCompressSync(Buffer.from(SCRIPT)))
    fs.writeFileSync(file + '.gz', zlib.gzipSync(Buffer.from(SCRIPT)))
  })
  const t = useTestApp(() => ({ config: { h5Dir: h5.path } }))

  it('answers Accept-Encoding br with the Brotli copy, cached like the asset itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/app.3f9a2c1b.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10)
  })

  it('answers gzip-only browsers with the gzip copy and others with the file as it is', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/js/app.3f9a2c1b.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)
    const plain = await t.app.inject({ method: 'GET', url: '/js/app.3f9a2c1b.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })
})

describe('the page\'s files and a visitor\'s first answers in the HTML (route-chunks.json of the H5 build)', () => {
  const h5 = useTempDir('xungen-h5-routes-')
  const HTML = '<!doctype html><html><head><script defer src="/js/app.3f9a2c1b.js"></script></head><body><div id="app"></div></body></html>'
  beforeAll(() => {
    fs.writeFileSync(path.join(h5.path, 'index.html'), HTML)
    fs.mkdirSync(path.join(h5.path, 'css'))
    fs.writeFileSync(path.join(h5.path, 'css', '9.1a2b3c4d.css'), '.gout{color:#0a7166}')
    fs.writeFileSync(path.join(h5.path, 'css', '7.1a2b3c4d.css'), '.x{content:"</style><script>alert(1)</script>"}')
    const routes = [
      { pattern: '/topics/drug', re: '^\\/topics\\/drug[\\/#\\?]?$', keys: [], files: ['css/7.1a2b3c4d.css', 'css/6.missing.css', 'js/7.1a2b3c4d.js'], calls: [] },
      { pattern: '/topics/disease/gout', re: '^\\/topics\\/disease\\/gout[\\/#\\?]?$', keys: [], files: ['css/9.1a2b3c4d.css', 'js/9.1a2b3c4d.js'], calls: [{ path: '/proxy/report/health-topic/gout' }] },
      { pattern: '/topics', re: '^\\/topics[\\/#\\?]?$', keys: [], files: ['js/8.1a2b3c4d.js'], calls: [{ path: '/proxy/report/health-topics' }, { path: '/proxy/no/such/call' }] },
      { pattern: '/report/traits/detail/:id?', re: '^\\/report\\/traits\\/detail(?:\\/([^\\/#\\?]+?))?[\\/#\\?]?$', keys: ['id'], files: [], calls: [{ path: '/proxy/report/health-intro/:id' }] },
      {
        pattern: '/report/traits', re: '^\\/report\\/traits[\\/#\\?]?$', keys: [], files: [],
        calls: [{ path: '/proxy/report/items/SAMPLE', query: { category: 'traits' } }],
        signedInCalls: [{ path: '/proxy/report/items/:barcode', query: { category: 'traits' } }]
      }
    ]
    fs.writeFileSync(path.join(h5.path, 'route-chunks.json'), JSON.stringify({ routes }))
  })
  const t = useTestApp(() => ({ config: { h5Dir: h5.path } }))
  const answersOf = (body: string) => {
    const m = /<script id="xg-boot-answers" type="application\/json">(.*?)<\/script><\/body>/.exec(body)
    return m ? JSON.parse(m[1]) : null
  }

  it('writes the page\'s style sheets into the HTML (the chunk loader takes them by data-href) and names its scripts for preloading', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/topics/disease/gout', headers: { ...NAVIGATE, cookie: 'token=abc' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<style data-href="/css/9.1a2b3c4d.css">.gout{color:#0a7166}</style><link rel="preload" href="/js/9.1a2b3c4d.js" as="script"></head>')
    expect(res.headers['cache-control']).toBe('no-cache')
    // a signed-in person's page carries no visitor answers
    expect(answersOf(res.body)).toBeNull()
  })

  it('names a style sheet for preloading instead when its text could close the element, or it is not there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/topics/drug', headers: NAVIGATE })
    expect(res.body).toContain('<link rel="preload" href="/css/7.1a2b3c4d.css" as="style"><link rel="preload" href="/css/6.missing.css" as="style"><link rel="preload" href="/js/7.1a2b3c4d.js" as="script"></head>')
    expect(res.body).not.toContain('alert(1)')
  })

  it('answers a visitor\'s first calls inside the HTML, keyed as the request layer asks (failed calls left out)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/topics', headers: NAVIGATE })
    const answers = answersOf(res.body)
    expect(Object.keys(answers)).toEqual(['/proxy/report/health-topics'])
    expect(answers['/proxy/report/health-topics'].list.find((i: { topic: string | null }) => i.topic === 'gout')).toMatchObject({ category: 'disease' })
    const gout = answersOf((await t.app.inject({ method: 'GET', url: '/topics/disease/gout', headers: NAVIGATE })).body)
    expect(gout['/proxy/report/health-topic/gout'].topic).toBe('gout')
  })

  it('fills the call\'s path from the URL and leaves a call out when the URL lacks its parameter', async () => {
    const one = answersOf((await t.app.inject({ method: 'GET', url: '/report/traits/detail/alcohol_flush', headers: NAVIGATE })).body)
    expect(one['/proxy/report/health-intro/alcohol_flush'].itemId).toBe('alcohol_flush')
    const none = await t.app.inject({ method: 'GET', url: '/report/traits/detail', headers: NAVIGATE })
    expect(answersOf(none.body)).toBeNull()
  })

  describe('a signed-in person\'s report page (the session of the request\'s cookie)', () => {
    const who = () => people(t as unknown as AccountsTestApp)
    const navigate = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { ...NAVIGATE, cookie: `token=${token}` } })

    it('carries the answers of their first calls, naming their account, and is never stored', async () => {
      const { id, token } = await who().user('页测甲')
      const res = await navigate('/report/traits', token)
      expect(res.headers['cache-control']).toBe('private, no-store')
      const answers = answersOf(res.body)
      expect(answers['@account']).toBe(String(id))
      expect(answers['/web/api/new/user/info'].userId).toBe(id)
      expect(answers['/proxy/report/detection-product-infos'].list).toEqual([])
      // no report of their own: the demo report, as the page itself would choose
      expect(answers['/proxy/report/items/SAMPLE?category=traits'].list.length).toBeGreaterThan(0)
    })

    it('opens the report the pages choose (their own, never the demo), and another account\'s page names that account', async () => {
      const p = who()
      const a = await p.user('页测乙')
      const { barcode } = await p.tested(a.id, { name: '页测乙' })
      const answers = answersOf((await navigate('/report/traits', a.token)).body)
      expect(answers['@account']).toBe(String(a.id))
      expect(answers['/proxy/report/detection-product-infos'].list.map((d: { barcode: string }) => d.barcode)).toEqual([barcode])
      const reportKeys = Object.keys(answers).filter(k => k.startsWith('/proxy/report/items/'))
      expect(reportKeys).toEqual([`/proxy/report/items/${barcode}?category=traits`])
      const b = await p.user('页测丙')
      const other = answersOf((await navigate('/report/traits', b.token)).body)
      expect(other['@account']).toBe(String(b.id))
      expect(JSON.stringify(other)).not.toContain(barcode)
    })

    it('carries nothing for an unknown or ended session, a share link, a report named in the URL, or a page without signed-in calls', async () => {
      const { token } = await who().user('页测丁')
      const ended = (await who().user('页测戊')).token
      expect(await t.app.accounts.sessions.revokeByToken(ended, 'logout')).toBe(true)
      for (const [url, cookie] of [['/report/traits', 'no-such-token'], ['/report/traits', ended], ['/report/traits?share_token=x', token], ['/report/traits?barcode=XG1', token], ['/topics/disease/gout', token]]) {
        const res = await navigate(url, cookie)
        expect(answersOf(res.body)).toBeNull()
        expect(res.headers['cache-control']).toBe('no-cache')
      }
    })
  })

  it('sends the HTML compressed when the browser accepts it, and a share link without answers', async () => {
    const zlib = require('zlib') as typeof import('zlib')
    const res = await t.app.inject({ method: 'GET', url: '/topics', headers: { ...NAVIGATE, 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(answersOf(zlib.brotliDecompressSync(res.rawPayload).toString())).not.toBeNull()
    const share = await t.app.inject({ method: 'GET', url: '/topics?share_barcode=1&share_token=x', headers: NAVIGATE })
    expect(answersOf(share.body)).toBeNull()
  })
})
