/**
 * @jest-environment node
 */
// The gate of issue 23 item 12: every page of dist/ is loaded and mounted in a bare VM that has only
// what WeChat's logic layer has (tests/weapp/bareVm.js: no window, document, localStorage, fetch;
// no eval; builtins of the real engines), on a real page stack, offline (every wx.request fails as
// without network). A page passes when its first render reaches setData with content, nothing was
// logged with console.error and the error boundary did not show.
const { createMiniProgram, assertBuilt, textOf, sleep } = require('./bareVm')
const DIST = process.env.WEAPP_DIST ? require('path').resolve(process.env.WEAPP_DIST) : undefined
const { MINIPROGRAM_ROUTES } = require('../../src/routes')

beforeAll(() => assertBuilt(DIST))

function sampleQuery(route) {
  const query = {}
  for (const p of route.params || []) query[p.name] = /id$/i.test(p.name) ? '1' : 'XG0000000001'
  return query
}

function hasContent(page) {
  return Boolean(page.data && page.data.root && Array.isArray(page.data.root.cn) && page.data.root.cn.length)
}

test('the bare VM has none of the browser globals, refuses eval and lacks builtins the engines lack, as WeChat does', () => {
  const mp = createMiniProgram({ dist: DIST })
  mp.launch()
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'navigator', 'location', 'URL', 'URLSearchParams', 'TextEncoder', 'atob', 'structuredClone', 'queueMicrotask']) {
    expect([name, mp.evaluate(`typeof ${name}`)]).toEqual([name, 'undefined'])
  }
  expect(mp.evaluate('typeof wx.request + typeof getCurrentPages + typeof Page + typeof App')).toBe('functionfunctionfunctionfunction')
  expect(() => mp.evaluate('eval("1")')).toThrow()
  expect(() => mp.evaluate('new Function("return 1")')).toThrow()
  // iOS 10 / Chrome 66 lack these and the base library does not polyfill them; it does polyfill fromEntries
  expect(mp.evaluate('typeof [].at + typeof Object.hasOwn + typeof [].findLast')).toBe('undefinedundefinedundefined')
  expect(mp.evaluate('typeof Object.fromEntries')).toBe('function')
})

test('every page of app.json loads and mounts without browser globals', async () => {
  const mp = createMiniProgram({ dist: DIST })
  mp.launch()
  const failures = []
  for (const route of MINIPROGRAM_ROUTES) {
    const query = mp.tabPages.has(route.page) ? {} : sampleQuery(route)
    const url = '/' + route.page + (Object.keys(query).length ? '?' + new URLSearchParams(query).toString() : '')
    const before = mp.errors.length
    let page = null
    try {
      // a fresh stack for each page, as when it is the first page opened
      await new Promise((resolve, reject) => mp.wx.reLaunch({ url, success: resolve, fail: e => reject(new Error(e.errMsg)) }))
      page = mp.current()
      for (let waited = 0; !hasContent(page) && waited < 2000; waited += 10) await sleep(10)
      await sleep(5)
    } catch (e) {
      failures.push(`${route.page}: ${e.message}`)
      continue
    }
    if (!hasContent(page)) failures.push(`${route.page}: nothing rendered`)
    else if (textOf(page).includes('页面出了点问题')) failures.push(`${route.page}: the error boundary showed`)
    if (mp.errors.length > before) failures.push(`${route.page}: console.error ${mp.errors.slice(before).join(' | ').slice(0, 500)}`)
  }
  expect(failures).toEqual([])
  expect(MINIPROGRAM_ROUTES.length).toBeGreaterThan(300)
}, 120000)
