// Debian's Chromium driven by playwright-core: one persistent profile for the run, and nothing
// leaves the machine: every request to another host than the loopback server goes to a proxy
// address where nothing listens, and fails (Chromium never proxies loopback). Not by
// intercepting every request: an intercepting route turns off the browser's HTTP cache, so
// each page load would fetch and compile the site's code again.
const fs = require('fs')
const os = require('os')
const path = require('path')
const { chromium } = require('playwright-core')
const { VIEWPORTS, quickNetworkIdle, recordToasts } = require('./page')

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
// TCP port 9 (discard): no service listens on it here, so a proxied request is refused at once
const CLOSED_PORT = 9

async function launchBrowser(base) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-e2e-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--proxy-server=http://127.0.0.1:${CLOSED_PORT}`],
    viewport: VIEWPORTS.desktop,
    locale: 'zh-CN'
  })
  await context.addInitScript(recordToasts)
  for (const page of context.pages()) quickNetworkIdle(page)
  context.on('page', quickNetworkIdle)
  return {
    context,
    async close() {
      await context.close()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    }
  }
}

module.exports = { launchBrowser, CHROMIUM }
