#!/usr/bin/env node
// Drives the built mini-program in WeChat DevTools (miniprogram-automator): launch, open the
// home page, check what it shows. Needs WeChat DevTools (Windows or macOS) with "服务端口"
// (Settings > Security) switched on, and a weapp build in dist/. Not part of `npm test`: this
// machine has no DevTools. See docs/client.md, "WeChat DevTools".
//
//   npm run build:weapp
//   WECHAT_DEVTOOLS_CLI="/Applications/wechatwebdevtools.app/Contents/MacOS/cli" node tests/automator/home.automator.js
//   (Windows: WECHAT_DEVTOOLS_CLI="C:\Program Files (x86)\Tencent\微信web开发者工具\cli.bat")
const assert = require('assert')
const fs = require('fs')
const path = require('path')
const automator = require('miniprogram-automator')

const root = path.resolve(__dirname, '../..')

const CLI_DEFAULTS = {
  darwin: '/Applications/wechatwebdevtools.app/Contents/MacOS/cli',
  win32: 'C:\\Program Files (x86)\\Tencent\\微信web开发者工具\\cli.bat'
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
  const miniProgram = await automator.launch({ cliPath, projectPath: root })
  try {
    const page = await miniProgram.reLaunch('/pages/index/index')
    await page.waitFor('.xg-home__title')
    assert.strictEqual(page.path, 'pages/index/index')

    const title = await page.$('.xg-home__title')
    assert.strictEqual(await title.text(), '读懂你的基因，找到你的根')

    // the primary call to action opens the shop tab
    const buy = await page.$('.xg-button--light')
    await buy.tap()
    await page.waitFor(800)
    const current = await miniProgram.currentPage()
    assert.strictEqual(current.path, 'pages/shop/gene/index')
    console.log('automator: home page OK')
  } finally {
    await miniProgram.close()
  }
}

main().catch(e => {
  console.error(e)
  process.exit(1)
})
