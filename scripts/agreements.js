#!/usr/bin/env node
// The agreement texts are content: content/agreements/<id>/<version>.md, one file per version of
// each agreement or policy (the version is the file's name, YYYY-MM-DD; the newest is the one in
// force). A file is a small front matter, then its intro paragraphs and its `## heading` sections
// (an anchor as `## 二、敏感个人信息 {#sensitive}`), paragraphs separated by a blank line; a line
// `{{<id>}}` puts the newest version of another document there as a section (the separate
// consents inside the privacy policy).
//
// Front matter:
//   title: 用户服务协议
//   effective: 2026年11月25日     shown with the version on the page (texts without it show neither)
//   accept:                       a document people accept; the server records acceptance of this version
//     order: 1                    its place in AGREEMENTS
//     path: /protocol/service     the page that shows it; alsoAt: [/privacy] other pages with it
//     stage: signin               signin (asked at sign-in), bind (when binding a sample) or use (before the feature it governs: community, family tree, reunion, deep test)
//     withdrawable: false
//
// From them this script writes (and `--check` verifies, as the client tests do):
//   packages/contracts/src/consent/agreements.generated.ts   the accepted documents with their versions (AGREEMENTS)
//   src/features/consent/agreements/<id>.ts                  the text in force of each, for the pages (each page
//                                                            imports only its own, so it lands in its own package)
//
//   node scripts/agreements.js [--check]
const fs = require('fs')
const path = require('path')

const ROOT = path.join(__dirname, '..')
const CONTENT = path.join(ROOT, 'content', 'agreements')
const CONTRACTS_OUT = path.join(ROOT, 'packages', 'contracts', 'src', 'consent', 'agreements.generated.ts')
const CLIENT_OUT = path.join(ROOT, 'src', 'features', 'consent', 'agreements')
const VERSION = /^\d{4}-\d{2}-\d{2}$/
const ID = /^[a-z][a-z0-9-]*$/

function parseScalar(raw) {
  const v = raw.trim()
  if (v === 'true' || v === 'false') return v === 'true'
  if (/^-?\d+$/.test(v)) return Number(v)
  if (/^\[.*\]$/.test(v)) return v.slice(1, -1).split(',').map(s => s.trim()).filter(Boolean)
  return v
}

/** front matter: `key: value` lines, one level of indented keys under a `key:` line; `#` lines are comments */
function parseFrontMatter(lines, file) {
  const data = {}
  let parent = null
  for (const line of lines) {
    if (!line.trim() || /^\s*#/.test(line)) continue
    const m = /^(\s*)([A-Za-z]+):\s*(.*)$/.exec(line)
    if (!m) throw new Error(`${file}: cannot read front matter line "${line}"`)
    const [, indent, key, value] = m
    if (indent) {
      if (!parent) throw new Error(`${file}: indented "${key}" under nothing`)
      parent[key] = parseScalar(value)
    } else if (value === '') parent = data[key] = {}
    else {
      parent = null
      data[key] = parseScalar(value)
    }
  }
  return data
}

/** one file: its front matter and blocks (paragraphs, headings, includes) */
function readFile(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n')
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  if (!m) throw new Error(`${path.relative(ROOT, file)}: no front matter (--- … ---)`)
  const front = parseFrontMatter(m[1].split('\n'), path.relative(ROOT, file))
  if (typeof front.title !== 'string' || !front.title) throw new Error(`${path.relative(ROOT, file)}: no title`)
  const blocks = m[2].split(/\n{2,}/).map(b => b.trim()).filter(Boolean)
  for (const b of blocks) if (b.includes('\n')) throw new Error(`${path.relative(ROOT, file)}: a paragraph spans lines: "${b.slice(0, 40)}…" (separate paragraphs by a blank line)`)
  return { front, blocks }
}

/** every document: id → { versions (oldest first), current: { version, front, blocks } } */
function readDocuments() {
  const docs = new Map()
  for (const id of fs.readdirSync(CONTENT).sort()) {
    const dir = path.join(CONTENT, id)
    if (!fs.statSync(dir).isDirectory()) continue
    if (!ID.test(id)) throw new Error(`content/agreements/${id}: ids are lower case with hyphens`)
    const versions = fs.readdirSync(dir).filter(f => f.endsWith('.md')).map(f => f.slice(0, -3)).sort()
    for (const v of versions) if (!VERSION.test(v)) throw new Error(`content/agreements/${id}/${v}.md: a version is YYYY-MM-DD`)
    if (!versions.length) throw new Error(`content/agreements/${id}: no version`)
    const version = versions[versions.length - 1]
    docs.set(id, { id, versions, current: { version, ...readFile(path.join(dir, `${version}.md`)) } })
  }
  return docs
}

/** the text in force of a document, in the shape AgreementView shows */
function textOf(doc, docs, trail = []) {
  if (trail.includes(doc.id)) throw new Error(`content/agreements: ${[...trail, doc.id].join(' → ')} include each other`)
  const intro = []
  const sections = []
  for (const block of doc.current.blocks) {
    const include = /^\{\{([a-z][a-z0-9-]*)\}\}$/.exec(block)
    const heading = /^## (.+?)(?: \{#([A-Za-z][\w-]*)\})?$/.exec(block)
    if (include) {
      const other = docs.get(include[1])
      if (!other) throw new Error(`content/agreements/${doc.id}: {{${include[1]}}} names no document`)
      const inner = textOf(other, docs, [...trail, doc.id])
      if (inner.intro.length) throw new Error(`content/agreements/${other.id}: an included document is sections only`)
      sections.push(...inner.sections)
    } else if (heading) sections.push({ ...(heading[2] ? { id: heading[2] } : {}), heading: heading[1], paragraphs: [] })
    else if (sections.length) sections[sections.length - 1].paragraphs.push(block)
    else intro.push(block)
  }
  const { title, effective } = doc.current.front
  return { title, ...(effective ? { version: doc.current.version, effective } : {}), intro, sections }
}

const HEADER = '// Generated by scripts/agreements.js from content/agreements: do not edit (edit the content, then run npm run agreements).\n'
const q = s => JSON.stringify(s)

function render() {
  const docs = readDocuments()
  const out = new Map()
  // the accepted documents, in their order
  const accepted = [...docs.values()].filter(d => d.current.front.accept).sort((a, b) => a.current.front.accept.order - b.current.front.accept.order)
  const rows = accepted.map(d => {
    const a = d.current.front.accept
    for (const k of ['order', 'path', 'stage', 'withdrawable']) if (a[k] === undefined) throw new Error(`content/agreements/${d.id}: accept.${k} is missing`)
    if (!['signin', 'bind', 'use'].includes(a.stage)) throw new Error(`content/agreements/${d.id}: accept.stage is signin, bind or use`)
    const fields = [`document: ${q(d.id)}`, `title: ${q(d.current.front.title)}`, `version: ${q(d.current.version)}`, `path: ${q(a.path)}`]
    if (a.alsoAt) fields.push(`alsoAt: [${a.alsoAt.map(q).join(', ')}]`)
    fields.push(`stage: ${q(a.stage)}`, `withdrawable: ${a.withdrawable}`)
    return `  ${/^[a-z]+$/.test(d.id) ? d.id : q(d.id)}: { ${fields.join(', ')} }`
  })
  out.set(
    CONTRACTS_OUT,
    `${HEADER}/** The documents people accept, each with the version in force (content/agreements/<id>/<version>.md). */\nexport const AGREEMENT_TABLE = {\n${rows.join(',\n')}\n} as const\n`
  )
  // a document included in another (a section of it) is shown there, not on a page of its own
  const included = new Set([...docs.values()].flatMap(d => d.current.blocks.map(b => /^\{\{([a-z][a-z0-9-]*)\}\}$/.exec(b)?.[1]).filter(Boolean)))
  for (const doc of docs.values()) {
    if (included.has(doc.id)) continue
    const text = textOf(doc, docs)
    const body = JSON.stringify(text, null, 2).replace(/"([A-Za-z]+)":/g, '$1:')
    out.set(
      path.join(CLIENT_OUT, `${doc.id}.ts`),
      `${HEADER}// The text in force: content/agreements/${doc.id}/${doc.current.version}.md\nimport type { AgreementText } from '../agreementText'\n\nconst text: AgreementText = ${body}\n\nexport default text\n`
    )
  }
  return out
}

module.exports = { render, readDocuments, textOf, CONTENT, CLIENT_OUT, CONTRACTS_OUT }

if (require.main === module) {
  const files = render()
  const stale = []
  for (const [file, text] of files) if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) stale.push(file)
  const extra = fs.existsSync(CLIENT_OUT) ? fs.readdirSync(CLIENT_OUT).map(f => path.join(CLIENT_OUT, f)).filter(f => !files.has(f)) : []
  if (process.argv.includes('--check')) {
    if (stale.length || extra.length) {
      console.error(`out of date (run npm run agreements): ${[...stale, ...extra].map(f => path.relative(ROOT, f)).join(', ')}`)
      process.exit(1)
    }
  } else {
    fs.mkdirSync(CLIENT_OUT, { recursive: true })
    for (const f of extra) fs.rmSync(f)
    for (const f of stale) fs.writeFileSync(f, files.get(f))
    for (const f of [...stale, ...extra]) console.log(`${extra.includes(f) ? 'removed' : 'wrote'} ${path.relative(ROOT, f)}`)
  }
}
