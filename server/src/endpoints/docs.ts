/**
 * GET /openapi.json: the OpenAPI 3.1 document of the declared endpoints (openapi.ts), built once.
 * In production it lists every staff endpoint, so it is served only to a signed-in staff account
 * there (issue 20 item 10); anyone else gets the site's 404, as for a path that does not exist.
 * GET /docs: a page that lists them from that document, outside production only. Self-contained
 * (no CDN: it must work on an offline machine); unsigned, like the site's pages.
 */
import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors'
import { openApiDocument } from './openapi'

export const OPENAPI_PATH = '/openapi.json'
export const DOCS_PATH = '/docs'

export default async function apiDocsRoutes(app: FastifyInstance, options: { version: string }) {
  let document: Record<string, unknown> | null = null
  app.get(OPENAPI_PATH, async (request, reply) => {
    if (app.config.env === 'production') {
      const user = await app.sessionUserOf(request)
      if (!user?.staffRoles?.length) throw new AppError(404)
      reply.header('cache-control', 'private, no-store')
    } else reply.header('cache-control', 'no-cache')
    document ??= openApiDocument({ version: options.version })
    return document
  })
  if (app.config.env === 'production') return
  // the page, its style and its script as three files: the site's content security policy
  // (plugins/securityHeaders.ts) allows scripts and styles from this origin only, never inline
  const files: Array<[string, string, string]> = [
    [DOCS_PATH, 'text/html; charset=utf-8', DOCS_PAGE],
    [`${DOCS_PATH}/docs.css`, 'text/css; charset=utf-8', DOCS_CSS],
    [`${DOCS_PATH}/docs.js`, 'text/javascript; charset=utf-8', DOCS_JS]
  ]
  for (const [url, type, body] of files) {
    app.get(url, async (_request, reply) => reply.header('cache-control', 'no-cache').type(type).send(body))
  }
}

const DOCS_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>基因寻根 API</title>
<link rel="stylesheet" href="/docs/docs.css"></head><body>
<header><h1>基因寻根 API</h1><div id="info"></div><input id="q" placeholder="过滤：路径、名称或说明" autofocus></header>
<main id="list">正在读取 /openapi.json …</main>
<script src="/docs/docs.js"></script></body></html>
`

const DOCS_CSS = `body{font:14px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:0;color:#222;background:#fafafa}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #e5e5e5;position:sticky;top:0}
h1{font-size:20px;margin:0 0 8px}input{width:100%;max-width:480px;padding:6px 8px;font:inherit}
main{padding:8px 24px 48px}h2{font-size:16px;margin:24px 0 8px;text-transform:uppercase;color:#666}
details{background:#fff;border:1px solid #e5e5e5;border-radius:4px;margin:6px 0}
summary{cursor:pointer;padding:8px 12px;display:flex;gap:12px;align-items:baseline}
.m{font:bold 12px monospace;min-width:56px}.GET{color:#1a73e8}.POST{color:#188038}.PUT{color:#b06000}.DELETE{color:#c5221f}.PATCH{color:#9334e6}
.p{font-family:monospace}.s{color:#555}.a{margin-left:auto;font-size:12px;color:#888;white-space:nowrap}
.b{padding:0 12px 12px}pre{background:#f5f5f5;padding:8px;overflow:auto;font-size:12px;margin:4px 0 8px}h3{font-size:13px;margin:10px 0 2px}
`

const DOCS_JS = `(async function () {
  var doc = await (await fetch('/openapi.json')).json()
  var list = document.getElementById('list')
  document.getElementById('info').textContent = 'OpenAPI ' + doc.openapi + ' · ' + doc.info.version + ' · ' + Object.keys(doc.paths).length + ' paths'
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e }
  function block(title, value) { var f = document.createDocumentFragment(); f.appendChild(el('h3', null, title)); f.appendChild(el('pre', null, JSON.stringify(value, null, 2))); return f }
  var byTag = {}
  Object.keys(doc.paths).forEach(function (path) {
    Object.keys(doc.paths[path]).forEach(function (method) {
      var op = doc.paths[path][method]; var tag = (op.tags || ['other'])[0]
      ;(byTag[tag] = byTag[tag] || []).push({ path: path, method: method.toUpperCase(), op: op })
    })
  })
  list.textContent = ''
  Object.keys(byTag).forEach(function (tag) {
    var section = el('section'); section.appendChild(el('h2', null, tag + ' (' + byTag[tag].length + ')'))
    byTag[tag].forEach(function (e) {
      var d = el('details'); var s = el('summary')
      s.appendChild(el('span', 'm ' + e.method, e.method)); s.appendChild(el('span', 'p', e.path)); s.appendChild(el('span', 's', e.op.summary))
      s.appendChild(el('span', 'a', typeof e.op['x-auth'] === 'string' ? e.op['x-auth'] : 'staff'))
      d.appendChild(s); var b = el('div', 'b'); b.appendChild(el('p', null, e.op.description))
      if (e.op.parameters && e.op.parameters.length) b.appendChild(block('parameters', e.op.parameters))
      if (e.op.requestBody) b.appendChild(block('body', e.op.requestBody.content))
      b.appendChild(block('answer (200)', e.op.responses['200'].content['application/json'].schema.properties.data))
      d.appendChild(b); d.dataset.text = (e.method + ' ' + e.path + ' ' + e.op.operationId + ' ' + e.op.summary).toLowerCase()
      section.appendChild(d)
    })
    list.appendChild(section)
  })
  document.getElementById('q').addEventListener('input', function (ev) {
    var q = ev.target.value.toLowerCase()
    document.querySelectorAll('details').forEach(function (d) { d.style.display = d.dataset.text.indexOf(q) >= 0 ? '' : 'none' })
  })
})().catch(function (err) { document.getElementById('list').textContent = '读取失败：' + err })
`
