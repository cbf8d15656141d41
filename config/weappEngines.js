// The JavaScript engines the mini-program runs on (docs/client.md, "Engines of the mini-program"),
// read by babel.config.js (what the weapp build compiles to), scripts/check-weapp-syntax.js (what
// dist/ may contain) and the bare-VM harness of tests/weapp (which builtins exist).
//
// WeChat documents the chain: a minimum base library needs a minimum WeChat client, which needs a
// minimum OS (base library 2.15 → WeChat 7.0.20 → iOS 10); miniprogram-compat is WeChat's own table
// of that chain (browserslist per base library, and the core-js modules the base library ships).
// The logic layer runs in JavaScriptCore on iOS and in V8 on Android; syntax cannot be polyfilled.
const { getBrowsersList, getPolyfillInfo } = require('miniprogram-compat')

/** the lowest base library the app runs on: wx.getRandomValues (request signing) came in 2.22 */
const MIN_BASE_LIBRARY = '2.22.0'

/**
 * Babel targets: the engines of that base library, and iOS 10's JavaScriptCore, the oldest iOS that
 * WeChat still lists for mini-programs (the floor; lower than 2.22's own iOS 12).
 */
const TARGETS = [...new Set(['ios 10', ...getBrowsersList(MIN_BASE_LIBRARY)])]

/**
 * The syntax dist/ may hold: ES2015. iOS 10.0–10.2 (Safari 10.0's JavaScriptCore) has all of ES2015
 * but neither async functions (ES2017) nor ** (ES2016), and nothing later (?., ??, ??=, catch {}, …).
 */
const ECMA_VERSION = 2015

/** core-js modules the base library itself installs (so the app may use those APIs) */
const BASE_LIBRARY_POLYFILLS = getPolyfillInfo(MIN_BASE_LIBRARY).coreJsModules

module.exports = { MIN_BASE_LIBRARY, TARGETS, ECMA_VERSION, BASE_LIBRARY_POLYFILLS }
