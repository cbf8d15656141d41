// Sharing (issue 26 items 4 and 7; spec 2.1 `{token}` routes, 7.3 share tokens by type): a person
// makes a share token of their published report; a visitor with nothing of theirs opens the short
// link /s/:token and lands on that report in share mode (the footer hidden, the link's end shown);
// a link that no longer works says so; /report-v2 shows a visitor the sample marked 示例.
const assert = require('assert')
const path = require('path')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const accounts = require('../harness/accounts')
const { publishedPerson } = require('../harness/published')

const root = path.resolve(__dirname, '../../..')
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))

journey('sharing: a share link opens the shared page; a revoked one says it no longer works; /report-v2 as a visitor', async ({ page, base, server }) => {
  const owner = await accounts.signUpViaApi(server, accounts.newPhone(), accounts.newName('分享'))
  const { barcode, detectionId } = await publishedPerson(server, Number(owner.userId), { name: '分享检测人', surname: '分' })
  // the home reads the analysis summary's QC and lines: what the pipeline leaves for a passed sample without calls
  const summary = { qc: { verdict: 'pass', callRate: 0.99 }, sex: 'male', y: null, yReason: null, mt: null, mtReason: null, ancestry: [], ancestryReason: null }
  await server.app.db.updateTable('analysis_results').set({ summary: JSON.stringify(summary) }).where('detection_id', '=', detectionId).execute()
  const minted = await accounts.api(server, 'POST', endpoints.SHARING.mintToken.path.replace(':type', 'report'), { token: owner.token, body: { barcode, validity: '7d' } })
  assert.strictEqual(minted.code, 0, JSON.stringify(minted))
  const link = new URL(minted.data.link)
  assert.strictEqual(link.pathname, '/s/' + minted.data.shareToken)

  // the visitor (this page holds no session) opens the short link
  await page.goto(base + link.pathname, { waitUntil: 'networkidle' })
  await page.waitForURL(u => u.pathname === '/report' && u.searchParams.get('share_token') === minted.data.shareToken, { timeout: 15000 })
  assert.strictEqual(new URL(page.url()).searchParams.get('share_barcode'), barcode)
  await seeText(page, '分享检测人', '这是一份分享的报告', '有效期至')
  assert.strictEqual(await page.locator('.xg-footer >> visible=true').count(), 0, 'share mode hides the footer')
  await shot(page, 'sharing-link-opened')

  // the owner revokes it: the same link now says so, with a way home
  const revoked = await accounts.api(server, 'DELETE', endpoints.HEALTH_REPORT_ENDPOINTS.shareRevoke.path.replace(':token', minted.data.shareToken), { token: owner.token })
  assert.strictEqual(revoked.code, 0, JSON.stringify(revoked))
  await page.goto(base + link.pathname, { waitUntil: 'networkidle' })
  await seeText(page, '链接已失效', '分享链接已失效', '返回首页')
  assert.strictEqual(new URL(page.url()).pathname, link.pathname)
  await shot(page, 'sharing-link-revoked')

  // every report of an account on one page: a visitor sees the sample, marked 示例
  await page.goto(base + '/report-v2', { waitUntil: 'networkidle' })
  await seeText(page, '示例报告', '登录查看我的报告')
  await shot(page, 'sharing-report-v2-visitor')
}, { weight: 10 })

module.exports = journeys
