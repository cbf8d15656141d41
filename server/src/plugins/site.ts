/**
 * The built H5 site (spec 2: history mode with base /) and everything nobody else answered:
 *  - files of the build are served as they are; content-hashed assets are cached for a year,
 *    everything else (index.html first) is revalidated on every load so a new release shows at once;
 *  - a browser that accepts Brotli or gzip gets the .br / .gz copy the build wrote beside a file
 *    (scripts/precompress-h5.js), with the same caching;
 *  - a navigation to any other path gets index.html, so deep links such as
 *    /report/disease/detail/123 and reloads work (the client router then shows the page or its
 *    own not-found page); the HTML names the scripts of the route's page (`<link rel="preload">`)
 *    and holds its style sheets (`<style data-href>`), from the build's route-chunks.json
 *    (config/h5Build.js), so the browser loads them together with the app's own scripts instead of
 *    after them, without a request for each sheet; for a visitor
 *    (no session) it also carries the answers of the GET calls the page makes first (the build's
 *    list, src/routes/visitorCalls.ts: the demo report, the knowledge base, the shop), which the
 *    client's request layer takes instead of calling (contracts bootAnswers.ts); for a signed-in
 *    person on a report page, the answers of that page's first calls asked with the session of
 *    the request's cookie, naming its account (never shared, never cached: `no-store`);
 *  - `/favicon.ico` (asked for by browsers on pages without an icon link, such as the payment
 *    sandbox's pages), when the build has no such file, answers the SVG of index.html's
 *    `<link rel="icon">`;
 *  - an unknown API path answers the 404 envelope;
 *  - anything else that is not a navigation (a missing script, image, favicon) is a real 404 with
 *    the server-rendered not-found text of spec 2.20.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import {
  AUTH_SAMPLE_VALUE, BOOT_ANSWERS_ACCOUNT_KEY, BOOT_ANSWERS_ELEMENT_ID, CODES, COOKIE_NAMES, HEADERS, bootAnswerKey, defaultReportBarcode, isApiPath, isEnvelope, signRequest,
  splitUrl, type DetectionForReport, type QueryInput, type SigningKey
} from '@xungen/contracts'
import { ENDPOINTS } from '@xungen/contracts/endpoints'
import { AppError } from '../errors'
import { sendError, sendPageError } from './errors'

/** webpack's [contenthash] in a file name: app.3f9a2c1b.js, 123.a1b2c3d4e5.css */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|mjs|woff2?|ttf|png|jpe?g|gif|svg|webp|avif)(\.br|\.gz)?$/i

export function isNavigation(request: FastifyRequest, urlPath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const ext = path.posix.extname(urlPath.split('/').pop() ?? '')
  if (ext && ext.toLowerCase() !== '.html') return false
  if (request.headers['sec-fetch-mode'] === 'navigate') return true
  const accept = request.headers.accept ?? ''
  return accept.includes('text/html')
}

interface VisitorCall {
  /** `:name` is the route's path parameter */
  path: string
  query?: Record<string, string>
}

interface RouteChunks {
  pattern: string
  /** path-to-regexp's source for the pattern (the client router's matching), case-insensitive */
  re: string
  /** names of the pattern's parameters, in the order of the expression's groups */
  keys?: string[]
  /** the page's scripts and styles, relative to the site root */
  files: string[]
  /** the GET calls a visitor's first view of the page makes */
  calls?: VisitorCall[]
  /** a signed-in person's first calls of the page (`:barcode`: the report the page opens by default) */
  signedInCalls?: VisitorCall[]
}

export interface MatchedRoute {
  route: RouteChunks
  params: Record<string, string>
}

/** The route a path opens, first match wins (the router's order), from the build's route-chunks.json. */
export function routeMatcher(manifest: { routes: RouteChunks[] } | null): (urlPath: string) => MatchedRoute | null {
  const routes = (manifest?.routes ?? []).map(r => ({ route: r, regexp: new RegExp(r.re, 'i') }))
  return urlPath => {
    let pathname = urlPath
    try {
      pathname = decodeURI(urlPath)
    } catch {
      // a malformed escape: match it as it is
    }
    for (const { route, regexp } of routes) {
      const m = regexp.exec(pathname)
      if (!m) continue
      const params: Record<string, string> = {}
      ;(route.keys ?? []).forEach((k, i) => {
        if (m[i + 1] !== undefined) params[k] = m[i + 1]
      })
      return { route, params }
    }
    return null
  }
}

/** A call's path with the route's parameters, or null when the URL lacks one. */
export function callPath(template: string, params: Record<string, string>): string | null {
  let missing = false
  const filled = template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (params[name] === undefined) {
      missing = true
      return ''
    }
    return encodeURIComponent(params[name])
  })
  return missing ? null : filled
}

/** The answers as the HTML carries them (before </body>; `<` escaped so that no text ends the script). */
export function htmlWithAnswers(html: string, answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return html
  const json = JSON.stringify(answers).replace(/</g, '\\u003c')
  const tag = `<script id="${BOOT_ANSWERS_ELEMENT_ID}" type="application/json">${json}</script>`
  const at = html.lastIndexOf('</body>')
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at)
}

/** A visitor: no session token (header or cookie) and not a share link or a named report (those call other paths). */
function isVisitor(request: FastifyRequest): boolean {
  if (request.headers[HEADERS.token] || request.cookies?.[COOKIE_NAMES.token]) return false
  const query = (request.query ?? {}) as Record<string, unknown>
  return !('share_token' in query) && !('barcode' in query)
}

/** How long an answer is reused for other visitors (ms), and how long a navigation waits for answers. */
const ANSWER_TTL_MS = 30_000
const ANSWER_WAIT_MS = 1500

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** A page's style sheet up to this size goes into its HTML (below): ~2-6 KB Brotli today. */
const INLINE_STYLE_MAX_BYTES = 32 * 1024

/**
 * index.html with the page's files (before </head>, after the app's own scripts): its scripts
 * named for preloading, its style sheets written in as `<style data-href>` when `styleOf` gives
 * their text. The chunk loader of the build (mini-css-extract) takes a `<style>` whose
 * `data-href` is the sheet's URL for the loaded sheet and does not ask for it again: the page
 * then waits on its scripts only. Over HTTP/1.1 a browser opens six connections to a host, and a
 * page of seven files waited a whole round trip more for its last one (562 ms on Fast 3G, issue 31).
 */
export function htmlWithPreloads(indexHtml: string, files: readonly string[], styleOf: (file: string) => string | null = () => null): string {
  if (files.length === 0) return indexHtml
  const links = files
    .map(f => {
      const css = f.endsWith('.css')
      const text = css ? styleOf(f) : null
      if (text !== null) return `<style data-href="/${escapeAttr(f)}">${text}</style>`
      return `<link rel="preload" href="/${escapeAttr(f)}" as="${css ? 'style' : 'script'}">`
    })
    .join('')
  const at = indexHtml.indexOf('</head>')
  return at < 0 ? indexHtml : indexHtml.slice(0, at) + links + indexHtml.slice(at)
}

/** A built style sheet's text for the HTML, or null (not a file of the build's css/ folder, too large, or holding `</`). */
function builtStyle(root: string, file: string): string | null {
  if (!/^css\/[\w.-]+\.css$/.test(file)) return null
  try {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    return Buffer.byteLength(text) <= INLINE_STYLE_MAX_BYTES && !text.includes('</') ? text : null
  } catch {
    return null
  }
}

interface PageHtml {
  raw: Buffer
  br: Buffer
  gzip: Buffer
  /** carries a signed-in person's answers: never stored by a browser or a proxy */
  personal?: boolean
}

function compressed(html: string): PageHtml {
  const raw = Buffer.from(html)
  return { raw, br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: zlib.gzipSync(raw, { level: 9 }) }
}

export interface SiteOptions {
  h5Dir: string | null
  /** the server's signing keys: the answers put into the HTML are asked of the API like any call */
  signingKeys?: readonly SigningKey[]
}

/** The SVG of the page's `<link rel="icon" href="data:image/svg+xml,...">`, or null. */
export function siteIcon(indexHtml: string): Buffer | null {
  const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/.exec(indexHtml)
  return icon ? Buffer.from(decodeURIComponent(icon[1])) : null
}

async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  const root = options.h5Dir
  const hasSite = root !== null && fs.existsSync(path.join(root, 'index.html'))
  if (root !== null && !hasSite) app.log.warn({ h5Dir: root }, 'no built H5 site (index.html missing): serving the API only; run npm run build:h5')

  // the navigation answer: index.html, and the page's files when the build listed them
  let indexHtml = ''
  let routeOf: (urlPath: string) => MatchedRoute | null = () => null
  const pages = new Map<string, { html: string; page: PageHtml }>()
  if (hasSite) {
    indexHtml = fs.readFileSync(path.join(root!, 'index.html'), 'utf8')
    const manifestFile = path.join(root!, 'route-chunks.json')
    if (fs.existsSync(manifestFile)) routeOf = routeMatcher(JSON.parse(fs.readFileSync(manifestFile, 'utf8')))
  }
  function routeHtml(route: RouteChunks | null) {
    const key = route?.pattern ?? ''
    let entry = pages.get(key)
    if (!entry) {
      const html = htmlWithPreloads(indexHtml, route?.files ?? [], file => builtStyle(root!, file))
      entry = { html, page: compressed(html) }
      pages.set(key, entry)
    }
    return entry
  }

  /**
   * A GET of the API, signed as the client signs its calls and answered in-process, as `who` (the
   * sample header of a visitor, or a session's token): its data when it succeeded, else null.
   * `remoteAddress`: whose rate limits the call counts against (the loopback address when unset).
   */
  async function askApi(request: FastifyRequest, urlPath: string, apiPath: string, query: QueryInput | undefined, who: Record<string, string>, remoteAddress?: string): Promise<{ data: unknown } | null> {
    const signed = signRequest({ method: 'GET', url: apiPath, query }, { keys: options.signingKeys ?? [], nowMs: app.clock(), randomBytes: n => new Uint8Array(crypto.randomBytes(n)) })
    const res = await app.inject({
      method: 'GET',
      url: signed.url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { accept: 'application/json', 'user-agent': String(request.headers['user-agent'] ?? ''), [HEADERS.originUri]: urlPath, ...who }
    })
    const envelope = res.json() as unknown
    return isEnvelope(envelope) && envelope.code === CODES.SUCCESS ? { data: envelope.data } : null
  }

  /** `work`'s result, or `fallback` once ANSWER_WAIT_MS have passed (the page then makes its calls itself). */
  async function withinWait<T>(work: Promise<T>, fallback: T): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<T>(resolve => (timer = setTimeout(() => resolve(fallback), ANSWER_WAIT_MS)))
    try {
      return await Promise.race([work, late])
    } finally {
      clearTimeout(timer)
    }
  }

  // the visitor answers, shared by visitors for a while (the same for every visitor)
  const answered = new Map<string, { at: number; data: unknown }>()
  async function answerOf(request: FastifyRequest, urlPath: string, call: VisitorCall, apiPath: string): Promise<[string, unknown] | null> {
    const key = bootAnswerKey(apiPath, call.query)
    const cacheKey = `${key}\n${String(request.headers['user-agent'] ?? '')}`
    const now = Date.now()
    const hit = answered.get(cacheKey)
    if (hit && now - hit.at < ANSWER_TTL_MS) return [key, hit.data]
    const answer = await askApi(request, urlPath, apiPath, call.query, { [HEADERS.authSample]: AUTH_SAMPLE_VALUE })
    if (!answer) return null
    if (answered.size > 500) answered.clear()
    answered.set(cacheKey, { at: now, data: answer.data })
    return [key, answer.data]
  }

  /** The answers of the page's visitor calls that came within ANSWER_WAIT_MS (the page makes the others itself). */
  async function visitorAnswers(request: FastifyRequest, urlPath: string, matched: MatchedRoute): Promise<Record<string, unknown>> {
    if (!options.signingKeys?.length || !isVisitor(request)) return {}
    const jobs = (matched.route.calls ?? []).flatMap(call => {
      const apiPath = callPath(call.path, matched.params)
      return apiPath ? [withinWait(answerOf(request, urlPath, call, apiPath).catch(() => null), null)] : []
    })
    if (jobs.length === 0) return {}
    const results = await Promise.all(jobs)
    return Object.fromEntries(results.filter((r): r is [string, unknown] => r !== null))
  }

  /**
   * A signed-in person's answers of the page's first calls, asked with their request's session
   * cookie: the user info (whose id names the account the answers belong to), the caller's tests
   * and, with the report those name (contracts defaultReportBarcode, the pages' own rule), the
   * page's report calls. Nothing when the session is not valid, nothing after ANSWER_WAIT_MS.
   * The calls count against the person's own address in the API's rate limits, as their page's
   * calls would.
   */
  async function signedInAnswers(request: FastifyRequest, urlPath: string, matched: MatchedRoute, token: string): Promise<Record<string, unknown>> {
    const calls = matched.route.signedInCalls ?? []
    if (!options.signingKeys?.length || calls.length === 0) return {}
    const ask = (apiPath: string, query?: QueryInput) => askApi(request, urlPath, apiPath, query, { [HEADERS.token]: token }, request.ip)
    const userInfo = ENDPOINTS.accounts.userInfo.path
    const tests = ENDPOINTS.reports.detectionProductInfos.path
    const work = (async (): Promise<Record<string, unknown>> => {
      const [info, caller] = await Promise.all([ask(userInfo), ask(tests)])
      const person = info?.data as { userId?: unknown } | null | undefined
      const userId = person?.userId
      if (typeof userId !== 'number' && typeof userId !== 'string') return {}
      const answers: Record<string, unknown> = { [BOOT_ANSWERS_ACCOUNT_KEY]: String(userId), [bootAnswerKey(userInfo)]: person }
      const theirTests = caller?.data as { list?: unknown } | null | undefined
      const list = theirTests?.list
      if (!Array.isArray(list)) return answers
      answers[bootAnswerKey(tests)] = theirTests
      const params = { ...matched.params, barcode: defaultReportBarcode(list as DetectionForReport[]) }
      const results = await Promise.all(calls.map(async call => {
        const apiPath = callPath(call.path, params)
        const answer = apiPath ? await ask(apiPath, call.query) : null
        return answer && apiPath ? ([bootAnswerKey(apiPath, call.query), answer.data] as const) : null
      }))
      for (const r of results) if (r) answers[r[0]] = r[1]
      return answers
    })().catch(() => ({}))
    return withinWait(work, {})
  }

  /** The session cookie of a signed-in person's navigation to the page they own (not a share link, not a report named in the URL), or null. */
  function sessionCookieOf(request: FastifyRequest): string | null {
    const token = request.cookies?.[COOKIE_NAMES.token]
    if (!token) return null
    const query = (request.query ?? {}) as Record<string, unknown>
    return 'share_token' in query || 'barcode' in query ? null : token
  }

  async function pageHtml(request: FastifyRequest, urlPath: string): Promise<PageHtml> {
    const matched = routeOf(urlPath)
    const entry = routeHtml(matched?.route ?? null)
    if (!matched || request.method !== 'GET') return entry.page
    const token = matched.route.signedInCalls?.length ? sessionCookieOf(request) : null
    const answers = token ? await signedInAnswers(request, urlPath, matched, token) : matched.route.calls?.length ? await visitorAnswers(request, urlPath, matched) : {}
    if (Object.keys(answers).length === 0) return entry.page
    const raw = Buffer.from(htmlWithAnswers(entry.html, answers))
    // made per navigation: a quick Brotli level (the answers are a few KB to a few tens of KB)
    return { raw, br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: zlib.gzipSync(raw, { level: 6 }), personal: Boolean(token) }
  }

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: root!,
      prefix: '/',
      wildcard: true,
      // `/` is a navigation like any other (the not-found handler below answers it)
      index: false,
      serveDotFiles: false,
      // send answers dot files (.env, .git) with a 404 like any missing file
      dotfiles: 'ignore',
      cacheControl: false,
      // the .br / .gz copies of scripts/precompress-h5.js, chosen by Accept-Encoding
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache')
        // the same URL has a compressed and a plain answer: caches must key on Accept-Encoding
        res.setHeader('vary', 'accept-encoding')
      }
    })
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const { path: urlPath } = splitUrl(request.url)
    if (isApiPath(urlPath)) return sendError(reply, new AppError(CODES.NOT_FOUND, '请求的接口不存在'))
    if (hasSite && isNavigation(request, urlPath)) {
      const page = await pageHtml(request, urlPath)
      const accepts = String(request.headers['accept-encoding'] ?? '')
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null
      // a page with a signed-in person's answers is theirs alone: not kept by the browser's cache
      // (nor shown again from it after they sign out) or by any proxy
      reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', page.personal ? 'private, no-store' : 'no-cache').header('vary', 'accept-encoding, cookie')
      if (encoding) reply.header('content-encoding', encoding)
      return reply.send(encoding ? page[encoding] : page.raw)
    }
    return sendPageError(request, reply, 404)
  }
  if (hasSite) app.route({ method: ['GET', 'HEAD'], url: '/', handler: answer })
  const svg = hasSite && !fs.existsSync(path.join(root!, 'favicon.ico')) ? siteIcon(indexHtml) : null
  if (svg) {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/favicon.ico',
      handler: (_request, reply) => reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
    })
  }
  app.setNotFoundHandler(answer)
}

export default fp(sitePlugin, { name: 'site' })
