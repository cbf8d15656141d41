#!/usr/bin/env node
// Extracts the route list of the product spec (section 2.1 to 2.13 and the in-app pages of
// 2.21) into tests/fixtures/spec-routes.json, so that the route table can be compared with
// the spec without reading it by eye. The spec lives outside the repository
// (../shared/spec/product-spec.md); the fixture is committed and the route-table test
// re-extracts it when the spec is present to prove the fixture is current.
//
//   node scripts/extract-spec-routes.js            write the fixture
//   node scripts/extract-spec-routes.js --check    exit 1 when the fixture is out of date
//
// The spec writes routes in several notations. Every reading decision below is recorded in
// docs/adr/0007-client-spec-readings.md; the ones that are decisions rather than
// notation are marked DECISION.
const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '..')
const DEFAULT_SPEC = path.resolve(root, '../shared/spec/product-spec.md')
const FIXTURE = path.join(root, 'tests/fixtures/spec-routes.json')

const ROUTE_SECTIONS = ['2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.8', '2.9', '2.10', '2.11', '2.12', '2.13']

// Sections whose bullets name pages relative to a base instead of writing absolute URLs.
// DECISION: web-view pages (2.13) are top-level routes (/balance/auth, /topics/drug, ...):
// 2.19 maps old white-paper URLs to /white-papers/carrier-status and /white-papers/drugs,
// the same pages 2.13 lists as "White papers", so no web-view prefix exists.
const RELATIVE_BASE = { '2.10': '/ancestry', '2.13': '' }

// DECISION: the only placeholder that names a route segment rather than an example value.
const PLACEHOLDER_PARAMS = { 'brand page': 'brand' }

// DECISION: routes the route sections do not list but other sections send users to.
/**
 * 2.1 "{token}, {token}, {token}:tag?": URLs the spec redacts. Read as the links of the three
 * calls of 7.3's common group that make a token (ADR 0007): a share token (POST share tokens by
 * type), an app download trace (app_download_trace), a page shared through WeChat (unify_share,
 * whose channel is the optional tag).
 */
const TOKEN_ROUTES = {
  '{token}, {token}, {token}:tag?': [
    { pattern: '/s/:token', reading: 'share token by type (7.3): opens the one report it shares' },
    { pattern: '/d/:token', reading: 'app download trace (7.3 app_download_trace, receive_info): the app download page it traces' },
    { pattern: '/w/:token/:tag?', reading: 'page shared through WeChat (7.3 wechat unify_share, receive_info); tag: the channel' }
  ]
}

const IMPLIED = [
  {
    pattern: '/user/persons/bind',
    section: '2.18',
    evidence: 'clears bind data and returns to /user/persons/bind',
    reason: 'the bind guard returns users to the start of the binding wizard (the "start" sub-page of 2.18)'
  },
  {
    pattern: '/ancestry/reunion',
    section: '2.19',
    evidence: '| tracing, seek-relatives | /ancestry/reunion (list, edit/{id}) |',
    reason: 'legacy /new/tracing and /new/seek-relatives redirect to it; "X (a, b)" means X plus X/a, X/b as in 2.10'
  }
]

/** Split on `sep` outside (), {} */
function splitTop(text, seps) {
  const out = []
  let depth = 0
  let cur = ''
  for (const ch of text) {
    if (ch === '(' || ch === '{') depth++
    if (ch === ')' || ch === '}') depth--
    if (depth === 0 && seps.includes(ch)) { out.push(cur); cur = ''; continue }
    cur += ch
  }
  out.push(cur)
  return out.map(s => s.trim()).filter(Boolean)
}

function join(base, rel) {
  const p = (base + '/' + rel.replace(/^\/+/, '')).replace(/\/+/g, '/')
  return p.length > 1 ? p.replace(/\/$/, '') : p
}

function expandBraces(token) {
  const m = /\{([^}]*,[^}]*)\}/.exec(token)
  if (!m) return [token]
  const options = m[1].split(',').map(s => s.trim()).filter(Boolean)
  return options.flatMap(o => expandBraces(token.slice(0, m.index) + o + token.slice(m.index + m[0].length)))
}

function sectionsOf(markdown) {
  const sections = {}
  let current = null
  for (const line of markdown.split('\n')) {
    const h = /^###\s+(\d+\.\d+)\s/.exec(line)
    if (h) { current = h[1]; sections[current] = []; continue }
    if (/^##\s/.test(line)) { current = null; continue }
    if (current) sections[current].push(line)
  }
  return sections
}

function createCollector() {
  const routes = new Map() // pattern -> {pattern, section}
  const queryVariants = []
  const references = []
  const unresolved = []
  const tokenRoutes = []
  return {
    routes, queryVariants, references, unresolved, tokenRoutes,
    route(pattern, section, source) {
      if (!routes.has(pattern)) routes.set(pattern, { pattern, section, source })
    },
    variant(pattern, query, section) {
      if (!queryVariants.some(v => v.pattern === pattern && v.query === query)) queryVariants.push({ pattern, query, section })
    },
    reference(example, section) { references.push({ example, section }) },
    unresolvedItem(section, text, reason) { unresolved.push({ section, text, reason }) }
  }
}

/** Absolute tokens of one bullet: "/a/{b, c}", "/x?q={v}", "/p/:id?", "X and /tail" */
function absoluteTokens(line) {
  const text = line
    .replace(/\(\/(:\w+\?)\)/g, '/$1') // "/detection-status(/:barcode?)" -> optional segment
  const re = /(^|[\s(])(\/(?:[A-Za-z0-9_\-.:?=/]|\{[^}]*\})*)/g
  const tokens = []
  let m
  while ((m = re.exec(text))) {
    const before = text.slice(0, m.index + m[1].length)
    tokens.push({ raw: m[2], afterAnd: /\band\s*$/.test(before) })
  }
  return tokens
}

function normaliseToken(raw) {
  let t = raw.replace(/[.,:;]+$/, '') // sentence punctuation, "/user/persons: manage ..."
  let query = null
  // a "?" after ":param" marks it optional; any other "?" starts a query string
  for (let i = 0; i < t.length; i++) {
    if (t[i] !== '?') continue
    const seg = t.slice(0, i).split('/').pop()
    if (seg.startsWith(':')) continue
    query = t.slice(i + 1)
    t = t.slice(0, i)
    break
  }
  if (t.length > 1) t = t.replace(/\/$/, '')
  return { path: t, query }
}

function handleAbsoluteLine(line, section, c) {
  let rest = line
  // "under /prefix: a, b, c." (2.9 family sub-pages, 2.12 binding wizard)
  const under = /under (\/[\w/-]+?)\/?: ([^.]*)\./.exec(rest)
  if (under) {
    for (let item of splitTop(under[2], [','])) {
      item = item.replace(/\s*\(.*\)\s*$/, '') // "birthplace (also used for ancestral place)"
      c.route(join(under[1], item), section, line)
    }
    rest = rest.slice(0, under.index) + rest.slice(under.index + under[0].length)
  }
  let previous = null
  for (const { raw, afterAnd } of absoluteTokens(rest)) {
    for (const expanded of expandBraces(raw)) {
      let { path: p, query } = normaliseToken(expanded)
      // "/user/persons/:id/detections/chip and /detections/other": the second is a sibling
      if (afterAnd && previous) {
        const prev = previous.split('/').filter(Boolean)
        const cur = p.split('/').filter(Boolean)
        const at = prev.length - cur.length
        if (at > 0 && prev[at] === cur[0]) p = '/' + [...prev.slice(0, at), ...cur].join('/')
      }
      const placeholder = /\{([^}]+)\}/.exec(p)
      if (placeholder) {
        const name = PLACEHOLDER_PARAMS[placeholder[1]]
        if (name) {
          p = p.replace(placeholder[0], ':' + name)
        } else {
          c.reference(p.replace(/\{([^}]+)\}/g, ':$1'), section)
          previous = p
          continue
        }
      }
      c.route(p, section, line)
      if (query) c.variant(p, query, section)
      previous = p
    }
  }
}

/** 2.10 and 2.13: "name (a, b; /:id with c)", "name: a, b, and /:id with c", "name/{a, b}" */
function relativeItems(line) {
  const out = []
  const colon = /^([A-Za-z][\w -]*?): (.*)$/.exec(line)
  if (colon) {
    const name = colon[1].toLowerCase().replace(/\s+/g, '-') // "White papers" -> white-papers
    out.push(...subItems(name, colon[2].replace(/\.$/, ''), false))
    return out
  }
  for (const item of splitTop(line, [';', ','])) {
    const paren = /^([\w/-]+)\s*\((.*)\)$/.exec(item)
    if (paren) out.push(...subItems(paren[1], paren[2], true))
    else out.push(...expandBraces(item))
  }
  return out
}

function subItems(name, list, includeBase) {
  const out = includeBase ? [name] : []
  const parts = splitTop(list, [';'])
  for (const part of parts) {
    const items = splitTop(part, [','])
    for (let i = 0; i < items.length; i++) {
      let item = items[i].replace(/^and\s+/, '').replace(/^\+/, '')
      // "/:id with a, b, c": /:id itself and each following item beneath it
      const withList = /^(\/[\w:?/-]+) with (.*)$/.exec(item)
      if (withList) {
        out.push(join(name, withList[1]))
        for (const sub of [withList[2], ...items.slice(i + 1)]) out.push(join(name, join(withList[1], sub.replace(/^and\s+/, ''))))
        break
      }
      out.push(...expandBraces(item).map(x => join(name, x)))
    }
  }
  return out
}

function handleRelativeLine(line, section, base, c) {
  if (/^Other named pages:/.test(line)) {
    c.unresolvedItem(section, line, 'named pages without URLs: not routes until the spec gives them a URL')
    return
  }
  const accepts = /^([\w-]+) accepts (.*)\.$/.exec(line)
  if (accepts) {
    for (const q of accepts[2].split(/\s+or\s+/)) c.variant(join(base, accepts[1]), q.replace(/^\?/, ''), section)
    return
  }
  if (/^(Also )?\//.test(line)) { handleAbsoluteLine(line, section, c); return }
  for (const rel of relativeItems(line)) c.route(join(base, rel), section, line)
}

function routeName(pattern) {
  return pattern.split('/').filter(Boolean).map(s => s.replace(/^:/, '').replace(/\?$/, '')).join('-')
}

function extract(markdown) {
  const sections = sectionsOf(markdown)
  const c = createCollector()
  for (const section of ROUTE_SECTIONS) {
    const lines = sections[section]
    if (!lines) throw new Error(`spec section ${section} not found`)
    for (const rawLine of lines) {
      const line = rawLine.replace(/^-\s+/, '').trim()
      if (!line) continue
      const tokens = (line.match(/\{token\}/g) || []).length
      if (tokens && !line.includes('/')) {
        // DECISION (ADR 0007): the three redacted URLs are the links of the three token-making
        // calls of 7.3's common group, in the spec's order; ":tag?" is the channel a shared page went through
        const reading = TOKEN_ROUTES[line]
        if (!reading) {
          c.unresolvedItem(section, line, `${tokens} redacted route(s) ("{token}"): the spec hides these URLs, so no route is invented for them`)
          continue
        }
        for (const r of reading) c.route(r.pattern, section, line)
        c.tokenRoutes.push(...reading.map(r => ({ ...r, section, text: line })))
        continue
      }
      if (/^Upsell pages exist/.test(line)) {
        c.unresolvedItem(section, line, 'upsell pages without URLs: shown inside the report pages they belong to, not routes')
        continue
      }
      if (/^Myopia uses a fixed traits detail/.test(line)) {
        c.unresolvedItem(section, line, 'no route of its own: myopia opens /report/traits/detail/:id? with a fixed id')
        continue
      }
      if (section in RELATIVE_BASE) handleRelativeLine(line, section, RELATIVE_BASE[section], c)
      else handleAbsoluteLine(line, section, c)
    }
  }
  // 2.21 in-app top pages are route names: "report-ancestry-nation, -paternal, ..."
  const inApp = (sections['2.21'] || []).find(l => /In-app top pages:/.test(l))
  const inAppTop = []
  if (inApp) {
    let stem = ''
    for (const item of inApp.replace(/.*In-app top pages:\s*/, '').replace(/\.$/, '').split(/,\s*/)) {
      const name = item.startsWith('-') ? stem + item.slice(1) : item
      if (!item.startsWith('-')) stem = name.slice(0, name.lastIndexOf('-') + 1)
      let match = [...c.routes.keys()].find(p => routeName(p) === name)
      if (!match) {
        // DECISION: a name with no route yet is a page of its own: report-activity-share -> /report/activity/share
        match = '/' + name.split('-').join('/')
        c.route(match, '2.21', inApp)
      }
      inAppTop.push({ name, pattern: match })
    }
  }
  for (const imp of IMPLIED) {
    if (!markdown.includes(imp.evidence)) throw new Error(`evidence for ${imp.pattern} no longer in the spec: ${imp.evidence}`)
    c.route(imp.pattern, imp.section, imp.evidence)
  }
  // every "{param}" example must be served by a route
  const patterns = [...c.routes.keys()]
  for (const ref of c.references) {
    ref.servedBy = patterns.find(p => patternMatches(p, ref.example)) || null
  }
  return {
    generatedFrom: 'shared/spec/product-spec.md sections ' + ROUTE_SECTIONS.join(', ') + ', 2.21 (in-app top pages), implied by 2.18/2.19',
    count: c.routes.size,
    routes: [...c.routes.values()].map(({ pattern, section }) => ({ pattern, section })),
    implied: IMPLIED.map(({ pattern, section, reason }) => ({ pattern, section, reason })),
    tokenRoutes: c.tokenRoutes,
    inAppTop,
    queryVariants: c.queryVariants,
    references: c.references,
    unresolved: c.unresolved
  }
}

/** does a spec pattern accept a concrete or example path (":x" segments in the example are values) */
function patternMatches(pattern, example) {
  const segs = pattern.split('/').filter(Boolean)
  const ex = example.split('/').filter(Boolean)
  function go(i, j) {
    if (i === segs.length) return j === ex.length
    const s = segs[i]
    if (s.startsWith(':')) {
      if (s.endsWith('?') && go(i + 1, j)) return true
      return j < ex.length && go(i + 1, j + 1)
    }
    return j < ex.length && ex[j].toLowerCase() === s.toLowerCase() && go(i + 1, j + 1)
  }
  return go(0, 0)
}

module.exports = { extract, patternMatches, routeName, FIXTURE, DEFAULT_SPEC }

if (require.main === module) {
  const specPath = process.env.XUNGEN_SPEC || DEFAULT_SPEC
  const result = extract(fs.readFileSync(specPath, 'utf8'))
  const json = JSON.stringify(result, null, 2) + '\n'
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(FIXTURE) ? fs.readFileSync(FIXTURE, 'utf8') : ''
    if (current !== json) { console.error('tests/fixtures/spec-routes.json is out of date: run node scripts/extract-spec-routes.js'); process.exit(1) }
    console.log(`spec routes fixture is current (${result.count} routes)`)
  } else {
    fs.mkdirSync(path.dirname(FIXTURE), { recursive: true })
    fs.writeFileSync(FIXTURE, json)
    console.log(`wrote ${path.relative(root, FIXTURE)}: ${result.count} routes, ${result.unresolved.length} unresolved items`)
  }
}
