#!/usr/bin/env node
// npm run bench:pages: report and topic pages of the built H5 site (dist-h5/, `npm run build:h5`
// first) served by the real server (startServer, as tests/e2e/run.js does), loaded in Debian's
// Chromium on a phone profile (390x844, 3x, touch), with Chrome DevTools' throttling: CPU 4x
// slower and "Fast 3G" (562.5 ms latency, 1.47 Mbit/s down, 0.68 Mbit/s up: Lighthouse's mobile
// figures). Each page is loaded cold in a fresh browser context. Printed per page: first
// contentful paint (FCP, the target is < 1.5 s) and the time until the page's own text shows.
//   node scripts/bench-pages.js [runs per page, default 1]
const fs = require('fs')
const os = require('os')
const path = require('path')
const { chromium } = require('playwright-core')

const root = path.resolve(__dirname, '..')
const H5_DIR = path.join(root, 'dist-h5')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const TARGET_MS = 1500
const RUNS = Math.max(1, Number(process.argv[2]) || 1)

// visitor pages: the demo report (marked 示例) and the topics; each with a text that only the built page shows
const PAGES = [
  ['/report', '健康报告'],
  ['/report/traits', '遗传特征'],
  ['/report/traits/detail/alcohol_flush', '检测的位点'],
  ['/report/drug', '本芯片不能检测'],
  ['/topics', '基因知识'],
  ['/topics/disease/gout', '什么时候应该看医生'],
  ['/topics/disease/lumbar-disc-herniation', '报告暂不提供这一项'],
  ['/topics/drug', '本芯片不能检测']
]

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
}
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 }

async function measure(browser, base, url, text) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', FAST_3G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const t0 = Date.now()
    await page.goto(base + url, { waitUntil: 'commit' })
    await page.waitForFunction(t => document.body && document.body.innerText.includes(t), text, { timeout: 60_000, polling: 50 })
    const contentMs = Date.now() - t0
    // the paint entry through a buffered observer (getEntriesByName can miss it after the router's history update)
    const fcp = await page.evaluate(() => new Promise(resolve => {
      const done = e => resolve(e ? Math.round(e.startTime) : null)
      const now = performance.getEntriesByName('first-contentful-paint')[0]
      if (now) return done(now)
      new PerformanceObserver(list => done(list.getEntries().find(x => x.name === 'first-contentful-paint'))).observe({ type: 'paint', buffered: true })
      setTimeout(() => done(null), 2000)
    }))
    const bytes = await page.evaluate(() => performance.getEntriesByType('resource').reduce((n, r) => n + (r.transferSize || 0), 0) + (performance.getEntriesByType('navigation')[0]?.transferSize || 0))
    return { fcp, contentMs, bytes }
  } finally {
    await context.close()
  }
}

async function main() {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) throw new Error('dist-h5/index.html missing: run `npm run build:h5` first')
  require('tsx/cjs/api').register()
  const { startServer } = require(path.join(root, 'server/src'))
  const server = await startServer({ port: 0, host: '127.0.0.1', h5Dir: H5_DIR, logLevel: 'warn' })
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] })
  const rows = []
  try {
    // warm the server once (first demo report computation), not the browser
    await measure(browser, server.url, '/report', '健康报告')
    for (const [url, text] of PAGES) {
      const runs = []
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url, url, text))
      const median = k => runs.map(r => r[k]).filter(v => v !== null).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? null
      rows.push({ url, fcp: median('fcp'), content: median('contentMs'), kb: Math.round(median('bytes') / 1024) })
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const load = os.loadavg().map(x => x.toFixed(2)).join(' ')
  console.log(`bench:pages: phone 390x844, CPU 4x slower, Fast 3G, cold cache, ${RUNS} run(s) per page (median); load average ${load}`)
  console.log('page'.padEnd(44) + 'FCP ms'.padStart(8) + '  text ms'.padStart(10) + '  KB'.padStart(7) + '  < 1.5 s')
  for (const r of rows) {
    console.log(r.url.padEnd(44) + String(r.fcp ?? '-').padStart(8) + String(r.content).padStart(10) + String(r.kb).padStart(7) + '  ' + (r.fcp !== null && r.fcp < TARGET_MS ? 'yes' : 'no'))
  }
}

main().catch(e => {
  console.error(e)
  process.exit(1)
})
