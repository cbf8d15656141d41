// Covid test appointments (spec 1, 3.14 Covid, 7.3 covid19): a person binds a sampling tube's
// code for one named person on /home-test (a mistyped check digit is caught), books a demo (示例)
// supplier of Beijing on the first bookable day; staff mark it sampled and publish a negative
// result in /ops/covid without ever seeing the name; the person reads the report, which nobody
// else can. Staff also add a real supplier there.
const assert = require('assert')
const path = require('path')
const { seeText, shot } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const { signUpViaApi, useSession, newPhone, newName, api } = require('../harness/accounts')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))

function shown(page, selector) {
  return page.locator(`${selector} >> visible=true`).first()
}

journey('covid: a person binds a sample code for one person and books a demo supplier; staff mark it sampled and publish the result in /ops/covid; only the owner reads the report', async ({ page, base, server }) => {
  const person = await signUpViaApi(server, newPhone(), newName('核酸'))
  await useSession(page, base, person)
  const code = contracts.covidSampleCodeOf(900_000_000 + Math.floor(Math.random() * 99_999_999))
  await page.goto(base + '/home-test', { waitUntil: 'networkidle' })
  await seeText(page, '新冠核酸居家检测', '绑定采样管', '还没有绑定采样管')
  // a mistyped check digit is caught on the page
  await shown(page, '.xg-covid__code input, input.xg-covid__code').fill(code.slice(0, 11) + ((Number(code[11]) + 1) % 10))
  await shown(page, '.xg-covid__name input, input.xg-covid__name').fill('王小明')
  await shown(page, '.xg-covid__bind-submit').click()
  await seeText(page, contracts.COVID_SAMPLE_MESSAGES.checkDigit)
  await shown(page, '.xg-covid__code input, input.xg-covid__code').fill(code)
  await shown(page, '.xg-covid__bind-submit').click()
  await seeText(page, code, '受检人：王小明', '未预约')
  // the booking: Beijing, its demo supplier, the first day
  await shown(page, '.xg-covid__book-open').click()
  await shown(page, '.xg-choices--covid-province .xg-choices__item:has-text("北京市")').click()
  await shown(page, '.xg-choices--covid-city .xg-choices__item').click()
  await seeText(page, '示例机构，非真实采样点')
  await shown(page, '.xg-choices--covid-supplier .xg-choices__item').click()
  await shown(page, '.xg-choices--covid-day .xg-choices__item').click()
  await shot(page, 'covid-booking')
  await shown(page, '.xg-covid__book-submit').click()
  await seeText(page, '已预约', '采样机构：示例采样点（北京东城）（示例）')
  await shot(page, 'covid-booked')

  // staff: the booking shows by its code only; sampled, then reported negative
  const staff = await signUpViaApi(server, newPhone(), newName('运营'))
  const { LabService } = require(path.join(root, 'server/src/domains/lab'))
  await new LabService(server.app.db, server.app.storage, server.now, async () => {}).grantRole(Number(staff.userId), 'operator')
  await useSession(page, base, staff)
  await page.goto(base + '/ops/covid', { waitUntil: 'networkidle' })
  await seeText(page, '核酸检测管理', '采样机构', '示例采样点（北京东城）', code)
  assert.ok(!(await page.evaluate(() => document.body.innerText)).includes('王小明'), 'staff do not see the name')
  // a real supplier added: Beijing, its city, address and phone
  await shown(page, '.xg-covid-ops__new').click()
  await shown(page, '.xg-covid-ops__name input, input.xg-covid-ops__name').fill('东城社区采样站')
  await shown(page, '.xg-choices--covid-ops-province .xg-choices__item:has-text("北京市")').click()
  await shown(page, '.xg-choices--covid-ops-city .xg-choices__item').click()
  await shown(page, '.xg-covid-ops__address input, input.xg-covid-ops__address').fill('东城区东华门大街 1 号')
  await shown(page, '.xg-covid-ops__phone input, input.xg-covid-ops__phone').fill('010-12345678')
  await shown(page, '.xg-covid-ops__save').click()
  await seeText(page, '已保存', '东城社区采样站　北京市 北京市')
  const added = await api(server, 'GET', `${endpoints.COVID.covidSuppliers.path}?cityCode=110100`)
  assert.ok(added.data.list.some(s => s.name === '东城社区采样站' && !s.demo))
  const row = `.xg-covid-ops__row:has-text("${code}")`
  await shown(page, `${row} .xg-covid-ops__sampled`).click()
  await seeText(page, '已改为“已采样”')
  await shown(page, '.xg-choices--covid-ops-status .xg-choices__item:has-text("已采样")').click()
  await shown(page, `${row} .xg-covid-ops__report`).click()
  await shown(page, `${row} .xg-choices--covid-ops-result .xg-choices__item:has-text("阴性")`).click()
  await shot(page, 'covid-ops')
  await shown(page, `${row} .xg-covid-ops__publish`).click()
  await seeText(page, '已改为“已出报告”')

  // the owner reads the result; another account's call is told it does not exist
  await useSession(page, base, person)
  await page.goto(base + '/home-test', { waitUntil: 'networkidle' })
  await seeText(page, '已出报告')
  await shown(page, '.xg-covid__report-link').click()
  await seeText(page, '新冠核酸检测报告', '阴性', '受检人：王小明', code, '示例机构，本报告仅供体验流程')
  await shot(page, 'covid-report')
  const stranger = await api(server, 'GET', endpoints.COVID.covidReport.path.replace(':sampleCode', code), { token: staff.token })
  assert.strictEqual(stranger.code, 404)
}, { weight: 16 })

module.exports = journeys
