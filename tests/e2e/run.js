#!/usr/bin/env node
// End-to-end: the built H5 site (dist-h5/) served by the REAL server (harness/server.js: buildApp
// of @xungen/server as startServer builds it, with a movable clock; fresh SQLite database, free
// port) in Debian's Chromium driven by playwright-core (harness/browser.js). Requests to any other
// host are blocked. Screenshots (phone 375x812 and desktop 1440x900) go to tests/e2e/output/
// (gitignored).
//
// Each file of tests/e2e/journeys/ exports its journeys (harness/journeys.js says how and which
// ordering needs a journey can declare); a new journey touches only its own file. Every page a
// journey shows is checked for Latin words (harness/page.js); journeys/sweep.js then visits every
// built route no journey of the process has shown.
//
//   npm run build:h5 && npm run e2e            (npm test runs both)
//   node tests/e2e/run.js --shard 1/2          a deterministic half: the journeys balanced by weight
//   E2E_ONLY=deep node tests/e2e/run.js        only the journeys whose name contains "deep" (a|b: either)
const fs = require('fs')
const path = require('path')
const assert = require('assert')

const root = path.resolve(__dirname, '../..')
// the server, the route table and the shared allow-list run from their TypeScript sources
require('tsx/cjs/api').register()
const { runOrder } = require('./harness/journeys')
const { OUT, checkChinese } = require('./harness/page')
const { startE2eServer, H5_DIR } = require('./harness/server')
const { launchBrowser } = require('./harness/browser')
const a11y = require('./harness/a11y')

const JOURNEY_DIR = path.join(__dirname, 'journeys')

/** every journey of tests/e2e/journeys/*.js, files in name order, each file's journeys in its order */
function allJourneys() {
  const files = fs.readdirSync(JOURNEY_DIR).filter(f => f.endsWith('.js')).sort()
  const journeys = files.flatMap(f => require(path.join(JOURNEY_DIR, f)).map(j => ({ ...j, file: f })))
  const names = new Set()
  for (const j of journeys) {
    if (names.has(j.name)) throw new Error(`two journeys are named "${j.name}"`)
    names.add(j.name)
  }
  return journeys
}

/**
 * Shard `index` of `count`: the journeys dealt by weight, heaviest first, each to the shard with the
 * least weight so far (ties: the lower shard); the same journeys always give the same shards.
 */
function shardOf(journeys, index, count) {
  const load = new Array(count).fill(0)
  const shard = new Map()
  for (const j of [...journeys].sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : 1))) {
    const s = load.indexOf(Math.min(...load))
    load[s] += j.weight
    shard.set(j, s + 1)
  }
  return journeys.filter(j => shard.get(j) === index)
}

function parseShard(argv) {
  const i = argv.indexOf('--shard')
  const value = i >= 0 ? argv[i + 1] : (argv.find(a => a.startsWith('--shard=')) || '').slice('--shard='.length)
  if (!value) return { index: 1, count: 1 }
  const m = /^(\d+)\/(\d+)$/.exec(value)
  if (!m || +m[1] < 1 || +m[1] > +m[2]) throw new Error(`--shard takes i/n (1 <= i <= n), not ${value}`)
  return { index: +m[1], count: +m[2] }
}

async function main() {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) throw new Error('dist-h5/index.html missing: run `npm run build:h5` first')
  fs.mkdirSync(OUT, { recursive: true })
  const { index, count } = parseShard(process.argv.slice(2))
  const only = process.env.E2E_ONLY
  const selected = shardOf(allJourneys(), index, count)
    .filter(j => !only || only.split('|').some(o => j.name.includes(o)))
    .map((j, i) => ({ j, i }))
    .sort((a, b) => runOrder(a.j) - runOrder(b.j) || a.i - b.i)
    .map(x => x.j)
  if (count > 1) console.log(`e2e shard ${index}/${count}: ${selected.length} journeys`)
  const server = await startE2eServer()
  const base = server.url
  const browser = await launchBrowser(base)
  const failures = []
  const t0 = Date.now()
  try {
    for (const j of selected) {
      const page = await browser.context.newPage()
      const errors = []
      page.on('pageerror', e => errors.push(String(e)))
      page.on('console', m => {
        if (m.type() !== 'error') return
        // an API answer with an error status (a refused code, a wrong password, a session that
        // ended) is the envelope's business: the request layer handles it and the journey checks
        // what the person sees
        if (m.text().startsWith('Failed to load resource') && /\/(proxy|web\/api\/new)\//.test(m.location().url || '')) return
        errors.push('console: ' + m.text())
      })
      const t = Date.now()
      try {
        // every journey starts as a new visitor: nothing stored from the one before (the first
        // one runs on the fresh profile, so that it measures a first load with an empty cache)
        if (j !== selected[0]) {
          await page.goto(base + '/404', { waitUntil: 'domcontentloaded' })
          await page.evaluate(() => window.localStorage.clear())
        }
        await j.fn({ page, base, server })
        // the page the journey ends on is shown too
        await page.waitForLoadState('networkidle').catch(() => undefined)
        await checkChinese(page)
        assert.deepStrictEqual(errors, [], 'no errors in the page')
        console.log(`  ok    ${j.name} (${Date.now() - t} ms)`)
      } catch (e) {
        failures.push(j.name)
        const where = String(e && e.stack || '').split('\n').filter(l => /tests\/e2e\/(journeys|harness)\//.test(l)).slice(0, 2).map(l => l.trim())
        console.log(`  FAIL  ${j.name}\n        ${String(e && e.message || e).split('\n').slice(0, 12).join('\n        ')}${where.length ? '\n        ' + where.join('\n        ') : ''}`)
        await page.screenshot({ path: path.join(OUT, `failure-${index}-${failures.length}.png`) }).catch(() => undefined)
      } finally {
        await page.close()
      }
    }
  } finally {
    await browser.close()
    await server.close()
    a11y.writeSummary(OUT)
  }
  const scan = a11y.summary()
  if (scan.routes) console.log(`accessibility (WCAG A/AA): ${scan.routes} routes scanned, ${scan.violations} violations (${Object.entries(scan.impacts).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'})`)
  console.log(`\ne2e${count > 1 ? ` shard ${index}/${count}` : ''}: ${selected.length - failures.length}/${selected.length} journeys passed in ${((Date.now() - t0) / 1000).toFixed(1)} s; screenshots in ${path.relative(root, OUT)}/`)
  if (failures.length) process.exit(1)
}

main().catch(e => {
  console.error(e)
  process.exit(1)
})
