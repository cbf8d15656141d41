// Adapted from the Taro starter (../shared/reference/taro-starter/test-weapp/simulate-env.js).
// Helpers to run the *compiled* Taro weapp output (dist/) inside miniprogram-simulate:
// the official WXML compiler (wcc, shipped as a Linux binary inside the npm package
// miniprogram-compiler) compiles dist/**/*.wxml, j-component renders it into jsdom, and the
// page JS (Taro runtime + React) runs unmodified. Taro pages call Page(), which simulate does
// not support, so Page() is shimmed onto Component().
const fs = require('fs')
const path = require('path')

const dist = path.resolve(__dirname, '../../dist')

function assertBuilt() {
  if (!fs.existsSync(path.join(dist, 'app.json'))) {
    throw new Error('dist/app.json missing: run `npm run build:weapp` before the weapp tests')
  }
}

let env = null
// once per test file: dist/app.js is a cached module, so App() only runs on first require
function setupMiniGlobals(overrides = {}) {
  if (env) return env
  const simulate = require('miniprogram-simulate') // installs global.wx polyfill + Component
  global.wx = Object.assign({}, global.wx, {
    getSystemInfoSync: () => ({ platform: 'devtools', windowWidth: 375, windowHeight: 667, pixelRatio: 2, SDKVersion: '3.0.0' }),
    getWindowInfo: () => ({ windowWidth: 375, windowHeight: 667, pixelRatio: 2 }),
    getAppBaseInfo: () => ({ SDKVersion: '3.0.0' }),
    getDeviceInfo: () => ({ platform: 'devtools' }),
    canIUse: () => true,
    nextTick: fn => setTimeout(fn, 0),
    navigateTo: jest.fn(o => o && o.success && o.success({})),
    redirectTo: jest.fn(o => o && o.success && o.success({})),
    reLaunch: jest.fn(o => o && o.success && o.success({})),
    switchTab: jest.fn(o => o && o.success && o.success({})),
    navigateBack: jest.fn(),
    getStorageSync: () => '',
    setStorageSync: () => undefined,
    removeStorageSync: () => undefined,
    getRandomValues: o => o.success({ randomValues: new Uint8Array(o.length).buffer }),
    setNavigationBarTitle: o => o && o.success && o.success({}),
    request: jest.fn()
  }, overrides)
  let appCfg
  let route = ''
  let query = {}
  global.App = c => { appCfg = c }
  global.getApp = () => appCfg
  global.getCurrentPages = () => []
  global.Page = cfg => {
    const methods = {}
    for (const [k, v] of Object.entries(cfg)) if (typeof v === 'function') methods[k] = v
    global.Component({
      data: cfg.data || {},
      methods,
      lifetimes: {
        attached() {
          this.route = this.__route__ = route
          cfg.onLoad.call(this, query)
          cfg.onShow && cfg.onShow.call(this)
        },
        ready() { cfg.onReady && cfg.onReady.call(this) }
      }
    })
  }
  require(path.join(dist, 'app.js'))
  appCfg.onLaunch.call(appCfg, { path: 'pages/index/index', query: {}, scene: 1001 })

  async function renderPage(pagePath, q = {}) {
    for (const k of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab']) global.wx[k].mockClear()
    route = pagePath
    query = q
    const id = simulate.load(path.join(dist, pagePath), { compiler: 'official', rootPath: dist })
    const comp = simulate.render(id)
    comp.attach(document.createElement('parent-wrapper'))
    // React renders asynchronously; the first page also loads the whole runtime: wait for it
    for (let waited = 0; comp.dom.innerHTML === '' && waited < 3000; waited += 20) await simulate.sleep(20)
    await simulate.sleep(30)
    return comp
  }
  env = { simulate, renderPage, dist }
  return env
}

/**
 * wx.getStorageSync of a phone whose person accepted the current sign-in agreements: the launch
 * signs in silently only then (issue 23 item 5)
 */
function consentedStorage() {
  const { AGREEMENTS } = require('../../packages/contracts/src/consent')
  const accepted = { v: { service: AGREEMENTS.service.version, privacy: AGREEMENTS.privacy.version }, exp: null }
  return key => (key === 'agreementsAccepted' ? accepted : '')
}

module.exports = { assertBuilt, setupMiniGlobals, dist, consentedStorage }
