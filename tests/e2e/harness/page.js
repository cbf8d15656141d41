// What a journey does with a page: wait until it shows texts (seeText), take its screenshots at
// phone and desktop sizes (shot). Each time a page is shown so, its visible text is scanned: a
// Latin word outside the allow-list of tests/shared/latinWords.ts (gene and SNP names,
// haplogroups, units, cited sources) fails the journey, and its route counts as visited
// (tests/e2e/harness/routes.js). The first time a route is shown, it is scanned for WCAG A/AA
// violations too (harness/a11y.js).
const path = require('path')
const { NOT_WORDS_SELECTOR, latinWordsIn } = require('../../shared/latinWords')
const { recordVisit } = require('./routes')
const { checkAccessible } = require('./a11y')

const OUT = path.join(__dirname, '..', 'output')
const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } }

// CI runs the journeys beside the server suites on two cores: a page may take longer to show
const SEE_TIMEOUT_MS = process.env.CI ? 30000 : 15000

/** the page's visible text without its citations (references are cited as published) and codes */
function visibleText(page) {
  return page.evaluate(selector => {
    let text = document.body.innerText
    // longest first: a code that contains a shorter one (standard_reuse_sample, standard) goes whole
    const excluded = [...document.querySelectorAll(selector)].map(el => (el instanceof HTMLElement ? el.innerText : '')).filter(s => s.trim())
    for (const cited of excluded.sort((a, b) => b.length - a.length)) text = text.split(cited).join(' ')
    return text
  }, NOT_WORDS_SELECTOR)
}

/**
 * The page as it is shown now has no Latin word a person would read (names and the allow-list
 * aside); its route counts as visited. Throws with the words and the URL.
 */
async function checkChinese(page) {
  const url = page.url()
  if (!/^https?:/.test(url)) return
  // the payment providers' sandbox stand-ins imitate pages of those providers, not of the product
  if (new URL(url).pathname.startsWith('/sandbox/')) return
  const words = latinWordsIn(await visibleText(page))
  if (words.length) throw new Error(`${url} shows Latin words outside the allow-list (tests/shared/latinWords.ts): ${words.join(', ')}`)
  const route = recordVisit(url)
  // the first time a route is shown: the WCAG A/AA scan (harness/a11y.js)
  await checkAccessible(page, route && route.pattern)
}

/** waits until the page's visible text contains every string, then checks that its text is Chinese */
async function seeText(page, ...texts) {
  try {
    await page.waitForFunction(ts => ts.every(t => document.body.innerText.includes(t)), texts, { timeout: SEE_TIMEOUT_MS })
  } catch (e) {
    // say which texts the page lacks, and where it is
    const body = await page.evaluate(() => document.body.innerText).catch(() => '')
    const missing = texts.filter(t => !body.includes(t))
    throw new Error(`${page.url()} does not show ${JSON.stringify(missing)} (waited ${SEE_TIMEOUT_MS / 1000} s); the page shows: ${body.replace(/\s+/g, ' ').slice(-700)}`, { cause: e })
  }
  await checkChinese(page)
}

/** screenshots of the page at phone and desktop sizes: output/<name>-phone.png, output/<name>-desktop.png */
async function shot(page, name) {
  await checkChinese(page)
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size)
    // a narrower window keeps the wider one's horizontal scroll: start at the left edge
    await page.evaluate(() => window.scrollTo(0, window.scrollY))
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(OUT, `${name}-${label}.png`) })
  }
  await page.setViewportSize(VIEWPORTS.desktop)
}

/**
 * 'networkidle' in a journey means here: the page has loaded, its main thread is free and no
 * request of it has been in flight for QUIET_MS. Playwright's own 'networkidle' waits for 500 ms
 * of silence after every navigation; a page's chained calls follow each other within
 * milliseconds, so most of that wait was idle (about a minute per shard). Installed on every
 * page of the run's browser (run.js): goto, reload, goBack, goForward, waitForURL and
 * waitForLoadState('networkidle') keep their meaning and lose the idle half second.
 */
const QUIET_MS = 250
function quickNetworkIdle(page) {
  let inFlight = 0
  let last = Date.now()
  const start = () => { inFlight++; last = Date.now() }
  const end = () => { inFlight = Math.max(0, inFlight - 1); last = Date.now() }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  const quiet = async (timeoutMs = SEE_TIMEOUT_MS) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      while (inFlight > 0 || Date.now() - last < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${page.url()}: ${inFlight} request(s) still in flight after ${timeoutMs / 1000} s`)
        await new Promise(resolve => setTimeout(resolve, 50))
      }
      // the page's scripts may still be rendering and about to call: wait for a free main thread
      const before = last
      await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 0)))).catch(() => undefined)
      if (inFlight === 0 && last === before) return
    }
  }
  const withQuiet = (name, optionsAt) => {
    const original = page[name].bind(page)
    page[name] = async (...args) => {
      const options = args[optionsAt]
      if (!options || options.waitUntil !== 'networkidle') return original(...args)
      args[optionsAt] = { ...options, waitUntil: 'load' }
      const result = await original(...args)
      await quiet()
      return result
    }
  }
  withQuiet('goto', 1)
  withQuiet('reload', 0)
  withQuiet('goBack', 0)
  withQuiet('goForward', 0)
  withQuiet('waitForURL', 1)
  const waitForLoadState = page.waitForLoadState.bind(page)
  page.waitForLoadState = async (state, options) => {
    if (state !== 'networkidle') return waitForLoadState(state, options)
    await waitForLoadState('load', options)
    await quiet(options && options.timeout)
  }
}


/**
 * Taro's H5 toast shows a text for a moment and hides it again; a journey polling for it after a
 * click can miss a short one on a loaded machine. The recorder (installed in every page of the
 * run's browser before the site's scripts) notes each toast as it is shown, and seeToast takes
 * the first noted toast with the text that no earlier seeToast took: a toast shown twice
 * satisfies two waits, never one shown once (also when the second is shown with the same text
 * before the first has gone: seen under load, when two saves in a row both said 修改成功).
 */
function recordToasts() {
  const seen = []
  window.__xgToasts = seen
  const note = records => {
    // Taro sets the toast's text again on every show (a childList change inside it), so a toast
    // shown again with the same text while the last one is still up counts as shown twice
    const reshown = new Set()
    for (const r of records || []) {
      const toast = r.type === 'childList' && r.target.nodeType === 1 ? r.target.closest('.taro__toast') : null
      if (toast) reshown.add(toast)
    }
    for (const el of document.querySelectorAll('.taro__toast')) {
      const visible = el.style.display !== 'none'
      const text = (el.textContent || '').trim()
      const key = visible && text ? text : ''
      if (key && (key !== el.__xgShown || reshown.has(el))) seen.push(key)
      el.__xgShown = key
    }
  }
  const start = () => new MutationObserver(note).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style', 'class'] })
  if (document.documentElement) start()
  else document.addEventListener('readystatechange', start, { once: true })
}

async function seeToast(page, text, timeoutMs = SEE_TIMEOUT_MS) {
  await page.waitForFunction(t => {
    const seen = window.__xgToasts || []
    const i = seen.findIndex(s => s.includes(t))
    if (i < 0) return false
    seen.splice(i, 1)
    return true
  }, text, { timeout: timeoutMs, polling: 50 }).catch(async e => {
    const seen = await page.evaluate(() => window.__xgToasts || []).catch(() => [])
    throw new Error(`toast "${text}" not shown within ${timeoutMs / 1000} s (toasts shown: ${JSON.stringify(seen)}): ${e.message.split('\n')[0]}`)
  })
}

module.exports = { seeToast, recordToasts, seeText, shot, checkChinese, visibleText, quickNetworkIdle, OUT, VIEWPORTS, SEE_TIMEOUT_MS }
