// The compiled mini-program (dist/) in a bare Node VM: only what WeChat's logic layer gives a
// mini-program, nothing of a browser. No window, document, localStorage, fetch, XMLHttpRequest,
// URL, TextEncoder, atob, structuredClone; no eval or new Function (WeChat refuses both); the
// builtins newer than the engines of config/weappEngines.js are removed unless the base library
// polyfills them. What exists: ECMAScript itself, console and timers, `wx` (implemented here, with
// failures a test asks for), App/Page/Component/Behavior/getApp/getCurrentPages, and `require` of
// the package's own files, each wrapped as WeChat wraps them.
//
// Pages run their real lifecycles on a real page stack with WeChat's rules: navigateTo/redirectTo
// refuse tab pages, switchTab refuses other pages and drops any query, at most 10 pages, tab pages
// stay alive, reLaunch and redirectTo unload, navigateBack pops. A page's view is read from the data
// Taro sends with setData (the tree WeChat's WXML templates render); taps and input go through the
// page's event handler, as WeChat delivers them.
const fs = require('fs')
const path = require('path')
const vm = require('vm')
const { BASE_LIBRARY_POLYFILLS } = require('../../config/weappEngines')

const dist = path.resolve(__dirname, '../../dist')

function assertBuilt(root = dist) {
  if (!fs.existsSync(path.join(root, 'app.json'))) throw new Error('dist/app.json missing: run `npm run build:weapp` before the weapp tests')
}

/** builtins of Node's V8 that iOS 10 / Chrome 66 lack, unless the base library polyfills them (core-js module names) */
const NEWER_BUILTINS = [
  ['Array.prototype.at', 'es.array.at'],
  ['String.prototype.at', 'es.string.at-alternative'],
  ['Array.prototype.findLast', 'es.array.find-last'],
  ['Array.prototype.findLastIndex', 'es.array.find-last-index'],
  ['Array.prototype.toSorted', 'es.array.to-sorted'],
  ['Array.prototype.toReversed', 'es.array.to-reversed'],
  ['Array.prototype.toSpliced', 'es.array.to-spliced'],
  ['Array.prototype.with', 'es.array.with'],
  ['Object.hasOwn', 'es.object.has-own'],
  ['Object.groupBy', 'es.object.group-by'],
  ['Promise.withResolvers', 'es.promise.with-resolvers'],
  ['String.prototype.isWellFormed', 'es.string.is-well-formed'],
  ['Array.fromAsync', 'es.array.from-async'],
  ['WeakRef', 'es.weak-ref'],
  ['FinalizationRegistry', 'es.finalization-registry']
]

const SYSTEM = { platform: 'ios', system: 'iOS 10.3', windowWidth: 375, windowHeight: 667, screenWidth: 375, screenHeight: 667, pixelRatio: 2, statusBarHeight: 20, SDKVersion: '2.22.0', version: '8.0.0', language: 'zh_CN', brand: 'iPhone', model: 'iPhone 7', safeArea: { top: 20, bottom: 667, left: 0, right: 375, width: 375, height: 647 } }

/**
 * A mini-program instance.
 *   storage: initial wx storage (key → value as stored)
 *   request(req): the server's answer to a wx.request ({statusCode, data, header} or a promise of it); a thrown error is a request:fail
 *   fail: { apiName: errMsg | {errMsg, errno} | (opts) => that | falsy }: wx.<api> fails with it (also settable later: mp.fail.apiName = …)
 */
function createMiniProgram(options = {}) {
  assertBuilt(options.dist || dist)
  const root = options.dist || dist
  const appJson = JSON.parse(fs.readFileSync(path.join(root, 'app.json'), 'utf8'))
  const subRoots = (appJson.subPackages || []).map(s => s.root.replace(/\/$/, ''))
  const allPages = [...appJson.pages, ...(appJson.subPackages || []).flatMap(s => s.pages.map(p => `${s.root.replace(/\/$/, '')}/${p}`))]
  const tabPages = new Set((appJson.tabBar?.list || []).map(t => t.pagePath))

  const calls = [] // every wx API call: { api, opts }
  const errors = [] // console.error of the app
  const storage = new Map(Object.entries(options.storage || {}))
  const fail = Object.assign({}, options.fail)
  // the phone: an iPhone unless a test gives another (options.system: { platform: 'android', … })
  const system = Object.assign({}, options.system)
  const stack = [] // page instances, oldest first
  const tabInstances = new Map() // tab page path → instance kept alive
  const pageConfigs = new Map() // page path → the config Page() registered
  const modules = new Map()
  let loadingPage = null
  let app = null

  const ctxConsole = {
    log: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    warn: (...a) => options.onWarn && options.onWarn(a),
    error: (...a) => errors.push(a.map(x => (x && x.stack) || String(x)).join(' ')),
    time: () => undefined,
    timeEnd: () => undefined,
    group: () => undefined,
    groupEnd: () => undefined
  }

  function failureOf(api, opts) {
    let f = fail[api]
    if (typeof f === 'function') f = f(opts)
    if (!f) return null
    return typeof f === 'string' ? { errMsg: `${api}:fail ${f}` } : { errMsg: `${api}:fail`, ...f }
  }

  /**
   * an asynchronous wx API: success/fail/complete callbacks, after a tick; called without any of
   * them it returns a Promise (base library 2.10.2+: Taro calls some APIs that way)
   */
  function asyncApi(api, impl) {
    return (opts = {}) => {
      if (!opts.success && !opts.fail && !opts.complete) {
        return new Promise((resolve, reject) => asyncApi(api, impl)({ ...opts, success: resolve, fail: reject }))
      }
      calls.push({ api, opts })
      const failure = failureOf(api, opts)
      setTimeout(() => {
        let result
        let error = failure
        if (!error) {
          try {
            result = impl(opts)
          } catch (e) {
            error = { errMsg: `${api}:fail ${e.message}` }
          }
        }
        Promise.resolve(result).then(
          res => {
            if (error) {
              opts.fail && opts.fail(error)
              opts.complete && opts.complete(error)
            } else {
              const r = Object.assign({ errMsg: `${api}:ok` }, res)
              opts.success && opts.success(r)
              opts.complete && opts.complete(r)
            }
          },
          e => {
            const err = { errMsg: `${api}:fail ${e && e.message}` }
            opts.fail && opts.fail(err)
            opts.complete && opts.complete(err)
          }
        )
      }, 0)
      return api === 'request' || api === 'downloadFile' ? { abort() {}, onProgressUpdate() {}, offProgressUpdate() {} } : undefined
    }
  }

  function syncApi(api, impl) {
    return (...args) => {
      calls.push({ api, opts: args[0], args })
      const failure = failureOf(api, args[0])
      if (failure) throw new Error(failure.errMsg)
      return impl(...args)
    }
  }

  // ---- the page stack ----
  function splitUrl(url) {
    const [p, q = ''] = String(url).replace(/^\//, '').split('?')
    const query = {}
    for (const part of q.split('&')) {
      if (!part) continue
      const i = part.indexOf('=')
      query[i < 0 ? part : part.slice(0, i)] = i < 0 ? '' : part.slice(i + 1) // WeChat passes values as written (encoded)
    }
    return { page: p, query }
  }

  function loadPageConfig(page) {
    if (pageConfigs.has(page)) return pageConfigs.get(page)
    loadingPage = page
    requireFile(path.join(root, page + '.js'))
    loadingPage = null
    if (!pageConfigs.has(page)) throw new Error(`${page}.js did not call Page()`)
    return pageConfigs.get(page)
  }

  function createPage(page, query) {
    const config = loadPageConfig(page)
    const inst = Object.create(null)
    for (const [k, v] of Object.entries(config)) inst[k] = typeof v === 'function' ? v : v
    inst.data = JSON.parse(JSON.stringify(config.data || {}))
    inst.route = inst.__route__ = page
    inst.options = { ...query }
    inst.__setDataCount = 0
    inst.setData = function setData(patch, cb) {
      for (const [key, value] of Object.entries(patch)) setPath(inst.data, key, value)
      inst.__setDataCount++
      if (cb) setTimeout(cb, 0)
    }
    inst.selectComponent = () => null
    inst.selectAllComponents = () => []
    inst.createSelectorQuery = () => selectorQuery()
    inst.getOpenerEventChannel = () => ({ on() {}, once() {}, off() {}, emit() {} })
    inst.getPageId = () => 'page-' + page
    return inst
  }

  function run(inst, hook, ...args) {
    if (typeof inst[hook] === 'function') return inst[hook](...args)
  }

  function openPage(page, query) {
    const inst = createPage(page, query)
    stack.push(inst)
    run(inst, 'onLoad', { ...query })
    run(inst, 'onShow')
    setTimeout(() => run(inst, 'onReady'), 0)
    return inst
  }

  function unload(inst) {
    run(inst, 'onUnload')
    if (tabPages.has(inst.route)) tabInstances.delete(inst.route)
  }

  function exists(page) {
    return allPages.includes(page)
  }

  const navigation = {
    navigateTo(opts) {
      const { page, query } = splitUrl(opts.url)
      if (!exists(page)) throw new Error(`page "${page}" is not found`)
      if (tabPages.has(page)) throw new Error('can not navigateTo a tabbar page')
      if (stack.length >= 10) throw new Error('webview count limit exceed')
      const top = stack[stack.length - 1]
      if (top) run(top, 'onHide')
      openPage(page, query)
      return {}
    },
    redirectTo(opts) {
      const { page, query } = splitUrl(opts.url)
      if (!exists(page)) throw new Error(`page "${page}" is not found`)
      if (tabPages.has(page)) throw new Error('can not redirectTo a tabbar page')
      const top = stack.pop()
      if (top) unload(top)
      openPage(page, query)
      return {}
    },
    reLaunch(opts) {
      const { page, query } = splitUrl(opts.url)
      if (!exists(page)) throw new Error(`page "${page}" is not found`)
      while (stack.length) unload(stack.pop())
      for (const inst of tabInstances.values()) run(inst, 'onUnload')
      tabInstances.clear()
      // a tab page opened by reLaunch takes no query either
      const inst = openPage(page, tabPages.has(page) ? {} : query)
      if (tabPages.has(page)) tabInstances.set(page, inst)
      return {}
    },
    switchTab(opts) {
      // WeChat: "url 不支持 queryString" — the query is dropped, not an error
      const { page } = splitUrl(opts.url)
      if (!tabPages.has(page)) throw new Error('can not switch to no-tabBar page')
      const top = stack[stack.length - 1]
      if (top && top.route === page && stack.length === 1) return {}
      while (stack.length) {
        const inst = stack.pop()
        if (tabPages.has(inst.route)) run(inst, 'onHide')
        else unload(inst)
      }
      const kept = tabInstances.get(page)
      if (kept) {
        stack.push(kept)
        run(kept, 'onShow')
      } else {
        tabInstances.set(page, openPage(page, {}))
      }
      return {}
    },
    navigateBack(opts) {
      const delta = Math.max(1, (opts && opts.delta) || 1)
      if (stack.length <= 1) throw new Error('cannot navigate back at first page.')
      for (let i = 0; i < delta && stack.length > 1; i++) unload(stack.pop())
      run(stack[stack.length - 1], 'onShow')
      return {}
    }
  }

  function selectorQuery() {
    const q = {
      in: () => q,
      select: () => q,
      selectAll: () => q,
      selectViewport: () => q,
      boundingClientRect: cb => { cb && setTimeout(() => cb(null), 0); return q },
      scrollOffset: cb => { cb && setTimeout(() => cb({ scrollTop: 0, scrollLeft: 0 }), 0); return q },
      fields: (_f, cb) => { cb && setTimeout(() => cb(null), 0); return q },
      exec: cb => { cb && setTimeout(() => cb([]), 0); return q }
    }
    return q
  }

  const fileSystem = new Map()
  // legacy canvases a draw() reached: 'page route#canvasId'
  const drawnCanvases = new Set()
  /** the page's view shows a legacy <canvas canvas-id="…"> (base.wxml's canvas template, no type) */
  function legacyCanvasShown(page, canvasId) {
    const t = canvasTemplate()
    for (const n of nodes(page.data.root)) if (n.nn === t.nn && n[t.id] === canvasId && !n[t.type]) return true
    return false
  }
  let canvasTemplateOf = null
  function canvasTemplate() {
    if (canvasTemplateOf) return canvasTemplateOf
    const base = fs.readFileSync(path.join(root, 'base.wxml'), 'utf8')
    const m = /<template name="tmpl_0_(\w+)">\s*<canvas canvas-id="\{\{i\.(\w+)\}\}"[^>]*?type="\{\{i\.(\w+)\}\}"/.exec(base)
    if (!m) throw new Error('base.wxml has no canvas template (canvas-id and type)')
    canvasTemplateOf = { nn: m[1], id: m[2], type: m[3] }
    return canvasTemplateOf
  }
  const wx = {
    env: { USER_DATA_PATH: 'wxfile://usr' },
    getSystemInfoSync: syncApi('getSystemInfoSync', () => ({ ...SYSTEM, ...system })),
    getSystemInfo: asyncApi('getSystemInfo', () => ({ ...SYSTEM, ...system })),
    getWindowInfo: syncApi('getWindowInfo', () => ({ ...SYSTEM, ...system })),
    // WeChat's font size (settings → general → font size): given by the test as system.fontSizeScaleFactor
    getAppBaseInfo: syncApi('getAppBaseInfo', () => ({ SDKVersion: SYSTEM.SDKVersion, version: SYSTEM.version, language: 'zh_CN', ...(system.fontSizeScaleFactor ? { fontSizeScaleFactor: system.fontSizeScaleFactor, fontSizeSetting: system.fontSizeSetting } : {}) })),
    // the legacy canvas: each drawing call is recorded (api 'canvas.<method>'), the picture is a file
    // path. As in WeChat, the context belongs to the page on top when it is made (no component
    // given), draw() reaches the <canvas canvas-id> that page's view shows then, and
    // canvasToTempFilePath exports only a canvas a draw() has reached ("canvas is empty" before).
    createCanvasContext: syncApi('createCanvasContext', canvasId => {
      const page = stack[stack.length - 1]
      const ctx = {}
      for (const m of ['setFillStyle', 'fillRect', 'beginPath', 'arc', 'fill', 'setGlobalAlpha', 'moveTo', 'lineTo', 'closePath', 'setFontSize', 'setTextAlign', 'fillText']) {
        ctx[m] = (...args) => { calls.push({ api: `canvas.${m}`, opts: { canvasId, args } }) }
      }
      ctx.draw = (_reserve, cb) => {
        calls.push({ api: 'canvas.draw', opts: { canvasId } })
        setTimeout(() => {
          if (page && legacyCanvasShown(page, canvasId)) drawnCanvases.add(page.route + '#' + canvasId)
          if (cb) cb()
        }, 0)
      }
      return ctx
    }),
    canvasToTempFilePath: asyncApi('canvasToTempFilePath', o => {
      const page = stack[stack.length - 1]
      if (!page || !drawnCanvases.has(page.route + '#' + o.canvasId)) throw new Error('canvas is empty')
      return { tempFilePath: `wxfile://tmp/${o.canvasId}.png` }
    }),
    getDeviceInfo: syncApi('getDeviceInfo', () => ({ platform: system.platform || SYSTEM.platform, system: system.system || SYSTEM.system, brand: system.brand || SYSTEM.brand, model: system.model || SYSTEM.model })),
    getSystemSetting: syncApi('getSystemSetting', () => ({})),
    getMenuButtonBoundingClientRect: syncApi('getMenuButtonBoundingClientRect', () => ({ top: 26, bottom: 58, left: 281, right: 368, width: 87, height: 32 })),
    getLaunchOptionsSync: syncApi('getLaunchOptionsSync', () => ({ path: 'pages/index/index', query: {}, scene: 1001 })),
    getEnterOptionsSync: syncApi('getEnterOptionsSync', () => ({ path: 'pages/index/index', query: {}, scene: 1001 })),
    canIUse: () => true,
    nextTick: fn => setTimeout(fn, 0),
    onAppShow() {}, offAppShow() {}, onAppHide() {}, offAppHide() {}, onWindowResize() {}, offWindowResize() {}, onError() {}, onUnhandledRejection() {},
    onNetworkStatusChange() {}, onMemoryWarning() {}, onThemeChange() {},
    getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
    createSelectorQuery: () => selectorQuery(),
    createIntersectionObserver: () => ({ relativeTo() { return this }, relativeToViewport() { return this }, observe() {}, disconnect() {} }),
    getStorageSync: syncApi('getStorageSync', key => (storage.has(key) ? storage.get(key) : '')),
    setStorageSync: syncApi('setStorageSync', (key, value) => { storage.set(key, JSON.parse(JSON.stringify(value))) }),
    removeStorageSync: syncApi('removeStorageSync', key => { storage.delete(key) }),
    clearStorageSync: syncApi('clearStorageSync', () => storage.clear()),
    getStorageInfoSync: syncApi('getStorageInfoSync', () => ({ keys: [...storage.keys()], currentSize: 1, limitSize: 10240 })),
    getStorage: asyncApi('getStorage', o => { if (!storage.has(o.key)) throw new Error('data not found'); return { data: storage.get(o.key) } }),
    setStorage: asyncApi('setStorage', o => { storage.set(o.key, o.data) }),
    removeStorage: asyncApi('removeStorage', o => { storage.delete(o.key) }),
    navigateTo: asyncApi('navigateTo', o => navigation.navigateTo(o)),
    redirectTo: asyncApi('redirectTo', o => navigation.redirectTo(o)),
    reLaunch: asyncApi('reLaunch', o => navigation.reLaunch(o)),
    switchTab: asyncApi('switchTab', o => navigation.switchTab(o)),
    navigateBack: asyncApi('navigateBack', o => navigation.navigateBack(o)),
    setNavigationBarTitle: asyncApi('setNavigationBarTitle', () => ({})),
    setNavigationBarColor: asyncApi('setNavigationBarColor', () => ({})),
    showToast: asyncApi('showToast', () => ({})),
    hideToast: asyncApi('hideToast', () => ({})),
    showLoading: asyncApi('showLoading', () => ({})),
    hideLoading: asyncApi('hideLoading', () => ({})),
    showModal: asyncApi('showModal', o => (options.modal ? options.modal(o) : { confirm: true, cancel: false })),
    showActionSheet: asyncApi('showActionSheet', () => ({ tapIndex: 0 })),
    pageScrollTo: asyncApi('pageScrollTo', () => ({})),
    stopPullDownRefresh: asyncApi('stopPullDownRefresh', () => ({})),
    showShareMenu: asyncApi('showShareMenu', () => ({})),
    hideShareMenu: asyncApi('hideShareMenu', () => ({})),
    login: asyncApi('login', () => ({ code: options.loginCode || 'sandbox-launch-code' })),
    checkSession: asyncApi('checkSession', () => ({})),
    getRandomValues: asyncApi('getRandomValues', o => ({ randomValues: require('crypto').randomBytes(o.length).buffer })),
    request: asyncApi('request', o => {
      if (!options.request) throw new Error('network unavailable (no server in this test)')
      return Promise.resolve(options.request(o)).then(r => ({ statusCode: 200, header: {}, ...r }))
    }),
    downloadFile: asyncApi('downloadFile', o => {
      const r = options.download ? options.download(o) : { statusCode: 200 }
      const saved = o.filePath || 'wxfile://tmp/' + path.basename(String(o.url).split('?')[0])
      if (r.statusCode === 200) fileSystem.set(saved, true)
      return o.filePath ? { statusCode: r.statusCode, filePath: saved } : { statusCode: r.statusCode, tempFilePath: saved }
    }),
    shareFileMessage: asyncApi('shareFileMessage', o => { if (!fileSystem.has(o.filePath)) throw new Error('file not found'); return {} }),
    openDocument: asyncApi('openDocument', () => ({})),
    saveFile: asyncApi('saveFile', o => ({ savedFilePath: o.tempFilePath })),
    getFileSystemManager: () => ({ saveFile: o => wx.saveFile(o), accessSync() {}, readFileSync() { return '' } }),
    setClipboardData: asyncApi('setClipboardData', () => ({})),
    getClipboardData: asyncApi('getClipboardData', () => ({ data: '' })),
    scanCode: asyncApi('scanCode', o => (options.scan ? options.scan(o) : { result: '', scanType: 'CODE_128' })),
    requestPayment: asyncApi('requestPayment', () => ({})),
    // WeChat shows the subscription dialog only from a tap: a call outside a tap's handler fails (errCode 20001 family)
    requestSubscribeMessage: opts => {
      const inTap = gestureDepth > 0
      return asyncApi('requestSubscribeMessage', o => {
        if (!inTap) throw new Error('can only be invoked by user TAP gesture.')
        const answer = options.subscribe ? options.subscribe(o) : Object.fromEntries(o.tmplIds.map(id => [id, 'accept']))
        return { ...answer, errMsg: 'requestSubscribeMessage:ok' }
      })(opts)
    },
    chooseMessageFile: asyncApi('chooseMessageFile', () => ({ tempFiles: [] })),
    chooseMedia: asyncApi('chooseMedia', () => ({ tempFiles: [] })),
    chooseImage: asyncApi('chooseImage', () => ({ tempFilePaths: [] })),
    uploadFile: asyncApi('uploadFile', () => ({ statusCode: 200, data: '{}' })),
    getNetworkType: asyncApi('getNetworkType', () => ({ networkType: 'wifi' })),
    getSetting: asyncApi('getSetting', () => ({ authSetting: {} })),
    getPrivacySetting: asyncApi('getPrivacySetting', () => ({ needAuthorization: false, privacyContractName: '基因寻根隐私保护指引' })),
    reportAnalytics() {},
    vibrateShort: asyncApi('vibrateShort', () => ({}))
  }

  // ---- the global object of WeChat's logic layer ----
  const sandbox = {
    wx,
    console: ctxConsole,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    App(config) {
      app = config
    },
    getApp: () => app,
    Page(config) {
      if (!loadingPage) throw new Error('Page() called outside of a page file')
      pageConfigs.set(loadingPage, config)
    },
    Component() {
      // custom components (comp.js, custom-wrapper) register here; WXML would instantiate them
    },
    Behavior: b => b,
    getCurrentPages: () => stack.slice(),
    requirePlugin: () => ({}),
    __wxConfig: { envVersion: 'develop', accountInfo: { appId: 'touristappid' }, tabBar: appJson.tabBar, pages: allPages }
  }
  const context = vm.createContext(sandbox, { name: 'weapp-logic-layer', codeGeneration: { strings: false, wasm: false } })
  const removals = NEWER_BUILTINS.filter(([, mod]) => !BASE_LIBRARY_POLYFILLS.includes(mod)).map(([name]) => {
    const parts = name.split('.')
    const key = parts.pop()
    return `try { delete ${parts.length ? parts.join('.') : 'globalThis'}[${JSON.stringify(key)}] } catch (e) {}`
  })
  vm.runInContext(removals.join('\n'), context)

  // WeChat runs each file in a function of require/module/exports; the browser names are undefined there
  const BROWSER_NAMES = ['window', 'document', 'frames', 'self', 'location', 'navigator', 'localStorage', 'history', 'Caches', 'screen', 'alert', 'confirm', 'prompt', 'fetch', 'XMLHttpRequest', 'WebSocket', 'webkit', 'WeixinJSCore', 'Reporter', 'print']
  function requireFile(file) {
    const abs = path.resolve(file.endsWith('.js') ? file : file + '.js')
    if (modules.has(abs)) return modules.get(abs).exports
    if (!abs.startsWith(root + path.sep)) throw new Error(`require outside the package: ${abs}`)
    const module = { exports: {} }
    modules.set(abs, module)
    const source = fs.readFileSync(abs, 'utf8')
    const wrapper = vm.runInContext(`(function (require, module, exports, ${BROWSER_NAMES.join(', ')}) {${source}\n})`, context, { filename: abs })
    const localRequire = p => requireFile(path.resolve(path.dirname(abs), p))
    wrapper.call(module.exports, localRequire, module, module.exports)
    return module.exports
  }

  function launch({ path: launchPath = 'pages/index/index', query = {}, scene = 1001 } = {}) {
    requireFile(path.join(root, 'app.js'))
    if (!app) throw new Error('app.js did not call App()')
    app.onLaunch && app.onLaunch.call(app, { path: launchPath, query, scene })
    app.onShow && app.onShow.call(app, { path: launchPath, query, scene })
    return mp
  }

  /** opens the first page as WeChat does at launch (a share card's path: the page with its query) */
  function open(url) {
    const { page, query } = splitUrl(url)
    const inst = openPage(page, query)
    if (tabPages.has(page)) tabInstances.set(page, inst)
    return inst
  }

  const mp = {
    wx,
    calls,
    errors,
    storage,
    fail,
    stack,
    allPages,
    tabPages,
    subRoots,
    launch,
    open,
    /** the page on top of the stack */
    current: () => stack[stack.length - 1],
    callsOf: api => calls.filter(c => c.api === api).map(c => c.opts),
    /** runs an expression in the logic layer's global scope (what the package's code sees) */
    evaluate: code => vm.runInContext(code, context),
    app: () => app
  }
  return mp
}

// ---- the view: the data tree Taro sends (root.cn…), as WXML renders it ----
function setPath(target, key, value) {
  const parts = key.split('.').flatMap(p => p.split(/\[(\d+)\]/).filter(Boolean))
  let obj = target
  for (let i = 0; i < parts.length - 1; i++) {
    const k = parts[i]
    if (obj[k] === undefined || obj[k] === null) obj[k] = /^\d+$/.test(parts[i + 1]) ? [] : {}
    obj = obj[k]
  }
  obj[parts[parts.length - 1]] = value
}

function* nodes(node) {
  if (!node || typeof node !== 'object') return
  yield node
  for (const child of node.cn || []) yield* nodes(child)
}

/** the text a person sees on the page, or in one node of it (all text nodes, in order, whitespace removed) */
function textOf(pageOrNode) {
  const top = pageOrNode && pageOrNode.data && 'root' in pageOrNode.data ? pageOrNode.data.root : pageOrNode
  let out = ''
  for (const n of nodes(top)) if (typeof n.v === 'string') out += n.v
  return out.replace(/\s+/g, '')
}

function classesOf(node) {
  return String(node.cl || '').split(/\s+/).filter(Boolean)
}

/** nodes whose class list has the class (BEM names of src/, e.g. 'xg-button') */
function findAll(page, className) {
  return [...nodes(page.data.root)].filter(n => classesOf(n).includes(className))
}

function find(page, className, containing) {
  const all = findAll(page, className).filter(n => containing === undefined || textOf(n).includes(containing.replace(/\s+/g, '')))
  if (!all.length) throw new Error(`no .${className}${containing ? ` with 「${containing}」` : ''} on ${page.route}: ${textOf(page).slice(0, 300)}`)
  return all[0]
}

/** what WeChat sends when a person taps the node (or types into it) */
let gestureDepth = 0

function dispatch(page, node, type, detail = {}) {
  const id = node.uid || node.sid
  const target = { id, dataset: { sid: node.sid } }
  // a tap is a user gesture while its handler runs (what WeChat requires of requestSubscribeMessage)
  if (type === 'tap') gestureDepth++
  try {
    page.eh({ type, timeStamp: Date.now(), target, currentTarget: target, detail, mark: {} })
  } finally {
    if (type === 'tap') gestureDepth--
  }
}

const tap = (page, className, containing) => dispatch(page, find(page, className, containing), 'tap')
const input = (page, node, value) => dispatch(page, node, 'input', { value, cursor: String(value).length })

const sleep = ms => new Promise(r => setTimeout(r, ms))

async function until(check, what, timeout = 10000) {
  const t0 = Date.now()
  for (;;) {
    let ok = false
    try {
      ok = check()
    } catch {
      ok = false
    }
    if (ok) return
    if (Date.now() - t0 > timeout) throw new Error(`timed out waiting for ${what}`)
    await sleep(15)
  }
}

module.exports = { createMiniProgram, assertBuilt, dist, textOf, find, findAll, tap, input, dispatch, sleep, until, setPath }
