#!/usr/bin/env node
// The flows of tests/weapp/flows.test.js in WeChat DevTools itself (miniprogram-automator): the real
// logic layer, WXML renderer and WeChat APIs, against the real API server started with `npm start`
// (sandbox SMS, WeChat login and WeChat Pay). Needs WeChat DevTools (Windows or macOS) with
// 设置 → 安全设置 → 服务端口 switched on, and a weapp build in dist/. Not part of `npm test`: this
// machine has no DevTools. Step by step: docs/client.md, "WeChat DevTools".
//
//   npm start                                  (another terminal: the API on http://127.0.0.1:3000)
//   npm run build:weapp
//   WECHAT_DEVTOOLS_CLI=… npm run automator    (every flow; AUTOMATOR_ONLY=share to run one)
//
// Each flow prints "ok <name>" or fails with what it expected. The sandbox server's accounts are
// created by the flows themselves (sign-in with a sandbox SMS code read from /dev/sms-outbox).
const assert = require('assert')
const fs = require('fs')
const path = require('path')
const automator = require('miniprogram-automator')

const root = path.resolve(__dirname, '../..')
const API = process.env.XUNGEN_API_ORIGIN || 'http://127.0.0.1:3000'
const PHONE = process.env.AUTOMATOR_PHONE || '13800138077'

const CLI_DEFAULTS = {
  darwin: '/Applications/wechatwebdevtools.app/Contents/MacOS/cli',
  win32: 'C:\\Program Files (x86)\\Tencent\\微信web开发者工具\\cli.bat'
}

const sleep = ms => new Promise(r => setTimeout(r, ms))

async function text(page, selector) {
  const el = await page.$(selector)
  return el ? (await el.text()).replace(/\s+/g, '') : ''
}

async function waitText(page, selector, wanted, timeout = 10000) {
  const t0 = Date.now()
  for (;;) {
    const t = await text(page, selector)
    if (t.includes(wanted)) return t
    if (Date.now() - t0 > timeout) throw new Error(`${page.path}: ${selector} never showed 「${wanted}」 (showed 「${t.slice(0, 200)}」)`)
    await sleep(300)
  }
}

async function tapText(page, selector, wanted) {
  for (const el of await page.$$(selector)) {
    if ((await el.text()).includes(wanted)) return el.tap()
  }
  throw new Error(`${page.path}: no ${selector} with 「${wanted}」`)
}

/** the sandbox SMS code the server kept for the phone (GET /dev/sms-outbox, not in production) */
async function smsCode(phone) {
  const res = await fetch(`${API}/dev/sms-outbox?phone=${phone}&nationCode=86`)
  const body = await res.json()
  const code = body?.data?.list?.[0]?.code ?? body?.list?.[0]?.code
  assert.ok(code, 'no SMS code in the sandbox outbox: is `npm start` running?')
  return code
}

const FLOWS = {
  /** the launch signs in silently only after the agreements; the sign-in page asks first and binds a phone */
  async signin(mp) {
    await mp.callWxMethod('clearStorageSync')
    let page = await mp.reLaunch('/pages/auth/signin/index')
    await waitText(page, 'page', '微信一键登录')
    await tapText(page, '.xg-button', '微信一键登录')
    await sleep(500)
    assert.strictEqual(await mp.callWxMethod('getStorageSync', 'token'), '', 'signed in without the agreements')
    await (await page.$('.xg-checkbox__box')).tap()
    await tapText(page, '.xg-button', '微信一键登录')
    await waitText(page, 'page', '绑定手机号')
    const [phone, code] = await page.$$('.xg-field__input')
    await phone.input(PHONE)
    await (await page.$('.xg-code-button')).tap()
    await sleep(1000)
    await code.input(await smsCode(PHONE))
    await tapText(page, '.xg-button', '绑定手机号')
    await sleep(1500)
    page = await mp.currentPage()
    assert.notStrictEqual(page.path, 'pages/auth/signin/index', 'still on the sign-in page after binding')
  },

  /** binding a kit: the start page and the barcode step (DevTools' scanner is a file picker: the barcode is typed) */
  async binding(mp) {
    const page = await mp.reLaunch('/subpackages/bind/index')
    await waitText(page, 'page', '开始绑定')
    await tapText(page, '.xg-button', '开始绑定')
    await sleep(1000)
    const next = await mp.currentPage()
    assert.ok(/subpackages\/bind\//.test(next.path), `the wizard did not open: ${next.path}`)
  },

  /** switching the tested person: /report and a category page show the chosen one, also on the tab page */
  async persons(mp) {
    const report = await mp.reLaunch('/pages/report/index')
    await sleep(2000)
    const switcher = await report.$('.xg-report-person__switch')
    if (!switcher) {
      console.log('  (skipped: the account has one tested person or none; bind a second kit through the lab to run it)')
      return
    }
    await switcher.tap()
    await sleep(500)
    const items = await report.$$('.xg-switcher__item')
    assert.ok(items.length >= 2, 'two tested persons expected')
    const name = (await items[1].text()).trim().split(/\s+/)[0]
    await items[1].tap()
    await (await report.$('.xg-switcher__confirm')).tap()
    await waitText(report, '.xg-report-head', name)
    const disease = await mp.navigateTo('/subpackages/report/disease/index')
    await waitText(disease, 'page', name)
  },

  /** buying with WeChat Pay: the order page takes the server's JSAPI parameters (sandbox) to wx.requestPayment */
  async buy(mp) {
    const order = await mp.reLaunch('/subpackages/buy/_commodityId/order/index?commodityId=STANDARD_ANCESTRY')
    await waitText(order, 'page', '微信支付')
    // DevTools cannot pay: requestPayment keeps what the app passed and answers ok
    await mp.mockWxMethod('requestPayment', function (options) {
      getApp().__automatorPayment = { timeStamp: options.timeStamp, nonceStr: options.nonceStr, package: options.package, signType: options.signType, paySign: options.paySign }
      return { errMsg: 'requestPayment:ok' }
    })
    try {
      // a sampled kit asks for a receiver first: fill it in DevTools if the flow stops here
      await tapText(order, '.xg-button', '支付')
      await sleep(3000)
      const paid = await mp.evaluate(() => getApp().__automatorPayment || null)
      assert.ok(paid, 'requestPayment was not called (a receiver address missing?)')
      for (const k of ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign']) assert.ok(paid[k], `requestPayment without ${k}`)
      assert.ok(/^prepay_id=/.test(paid.package), `package: ${paid.package}`)
    } finally {
      await mp.restoreWxMethod('requestPayment')
    }
  },

  /** sharing a report: the share card's path opens the shared report */
  async share(mp) {
    const report = await mp.reLaunch('/pages/report/index')
    await waitText(report, 'page', '分享报告')
    const card = await mp.evaluate(() => {
      const pages = getCurrentPages()
      const r = pages[pages.length - 1].onShareAppMessage({ from: 'menu' })
      return r.promise ? r.promise : r
    })
    assert.ok(/^\/pages\/report\/index\?share_barcode=.+&share_token=.+/.test(card.path), `share path: ${card.path}`)
    const opened = await mp.reLaunch(card.path)
    await waitText(opened, '.xg-report-head', '条码')
  },

  /** raw data: downloaded from the full URL and sent as a file (DevTools shows the share sheet) */
  async rawData(mp) {
    const persons = await mp.reLaunch('/subpackages/user/persons/index')
    await sleep(2000)
    const id = await mp.evaluate(() => {
      const pages = getCurrentPages()
      return pages[pages.length - 1].options.id || null
    })
    if (!id) {
      console.log('  (open a tested person with a report and tap 下载原始数据: DevTools asks where to send the file)')
      return
    }
    const page = await mp.navigateTo(`/subpackages/user/persons/_id/detections/chip/index?id=${id}`)
    await tapText(page, '.xg-button', '下载原始数据')
  },

  /** the relatives list of the chosen person */
  async relatives(mp) {
    const page = await mp.reLaunch('/subpackages/report/gene-relatives/index')
    await sleep(2000)
    const shown = await text(page, 'page')
    assert.ok(shown.length > 0, 'the relatives page showed nothing')
  }
}

async function main() {
  const cliPath = process.env.WECHAT_DEVTOOLS_CLI || CLI_DEFAULTS[process.platform]
  if (!cliPath || !fs.existsSync(cliPath)) {
    console.error('WeChat DevTools not found: set WECHAT_DEVTOOLS_CLI to its cli (see docs/client.md)')
    process.exit(2)
  }
  if (!fs.existsSync(path.join(root, 'dist', 'app.json'))) {
    console.error('dist/app.json missing: run `npm run build:weapp` first')
    process.exit(2)
  }
  const only = process.env.AUTOMATOR_ONLY
  const mp = await automator.launch({ cliPath, projectPath: root })
  let failed = 0
  try {
    for (const [name, flow] of Object.entries(FLOWS)) {
      if (only && !only.split(',').includes(name)) continue
      try {
        await flow(mp)
        console.log(`ok ${name}`)
      } catch (e) {
        failed++
        console.error(`FAILED ${name}: ${e.message}`)
      }
    }
  } finally {
    await mp.close()
  }
  process.exit(failed ? 1 : 0)
}

main().catch(e => {
  console.error(e)
  process.exit(1)
})
