// Accessibility of every shown page (issue 32): axe-core's WCAG 2.0/2.1 A and AA rules, once per
// distinct route of the process, at phone size. A serious or critical violation fails the journey
// that showed the page; every violation (any impact) is counted into output/a11y-<pid>.json, by
// rule and impact, for the record.
//
// Cost: axe's source is put into a page document only when a route not yet scanned is shown (a
// journey's next pages of the same route are not scanned again), and only the rules of the WCAG A/AA
// tags run. Taro's H5 toast is left out: a passing message caught mid-fade has no stable colours.
//
//   E2E_A11Y=report   count the violations but fail no journey (to measure a baseline)
//   E2E_A11Y=off      no scan at all
const fs = require('fs')
const path = require('path')

const MODE = process.env.E2E_A11Y || 'fail'
const AXE_SOURCE_FILE = require.resolve('axe-core/axe.min.js')
let axeSource = null

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const FAILING = new Set(['serious', 'critical'])
const PHONE = { width: 375, height: 812 }

/** route patterns scanned by this process */
const scanned = new Set()
/** rule id -> { impact, pages: number, nodes: number, help } */
const byRule = {}
/** route pattern -> [{ id, impact, nodes }] */
const byRoute = {}

function summary() {
  const impacts = {}
  for (const r of Object.values(byRule)) impacts[r.impact] = (impacts[r.impact] || 0) + r.pages
  return { routes: scanned.size, violations: Object.values(byRule).reduce((n, r) => n + r.pages, 0), impacts, byRule, byRoute }
}

function writeSummary(outDir) {
  if (MODE === 'off') return
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(path.join(outDir, `a11y-${process.pid}.json`), JSON.stringify(summary(), null, 2))
}

/** what a violation's nodes are: their selector and, for contrast, the colours and ratio */
function describe(v) {
  return v.nodes.slice(0, 3).map(n => {
    const data = (n.any || []).concat(n.all || []).map(c => c.data).find(d => d && d.contrastRatio)
    const colours = data ? ` ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1` : ''
    return `${n.target.join(' ')}${colours}`
  }).join('; ')
}

/**
 * Scans the page shown now (its route given by the caller) unless this route was scanned before;
 * throws on serious or critical violations (E2E_A11Y=report: only counts them).
 */
async function checkAccessible(page, pattern) {
  if (MODE === 'off' || !pattern || scanned.has(pattern)) return
  scanned.add(pattern)
  if (!axeSource) axeSource = fs.readFileSync(AXE_SOURCE_FILE, 'utf8')
  const size = page.viewportSize()
  const resize = size && (size.width !== PHONE.width || size.height !== PHONE.height)
  if (resize) await page.setViewportSize(PHONE)
  let result
  try {
    if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource)
    result = await page.evaluate(tags => window.axe.run({ include: [['body']], exclude: [['.taro__toast']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then(r => r.violations.map(v => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map(n => ({ target: n.target, any: n.any.map(c => ({ data: c.data })), all: n.all.map(c => ({ data: c.data })) }))
    }))), TAGS)
  } finally {
    if (resize) await page.setViewportSize(size)
  }
  byRoute[pattern] = result.map(v => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, where: describe(v) }))
  for (const v of result) {
    const r = byRule[v.id] || (byRule[v.id] = { impact: v.impact, help: v.help, pages: 0, nodes: 0 })
    r.pages += 1
    r.nodes += v.nodes.length
  }
  const failing = result.filter(v => FAILING.has(v.impact))
  if (failing.length && MODE === 'fail') {
    throw new Error(`${page.url()} has accessibility violations (WCAG A/AA, serious or critical):\n` +
      failing.map(v => `${v.impact} ${v.id} (${v.help}): ${v.nodes.length} element(s): ${describe(v)}`).join('\n'))
  }
}

module.exports = { checkAccessible, writeSummary, summary, scanned }
