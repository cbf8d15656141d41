// Debian's Chromium driven by playwright-core: one persistent profile for the run, and nothing
// leaves the machine (every request to another host than the server is refused).
const fs = require('fs')
const os = require('os')
const path = require('path')
const { chromium } = require('playwright-core')
const { VIEWPORTS } = require('./page')

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

async function launchBrowser(base) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-e2e-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: VIEWPORTS.desktop,
    locale: 'zh-CN'
  })
  await context.route('**/*', route => (route.request().url().startsWith(base) || route.request().url().startsWith('data:') ? route.continue() : route.abort()))
  return {
    context,
    async close() {
      await context.close()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    }
  }
}

module.exports = { launchBrowser, CHROMIUM }
