// Every built page is Chinese (issue 21): after the other journeys of its process, this one visits
// every built route of its half (two journeys, one per half of the routes) none of them has shown (tests/e2e/harness/routes.js keeps count; the route
// table says which routes are built), signed in as a man whose kit went through the laboratory
// into published reports, with the lab, finance and operator roles (the /ops pages). A route's
// :params come from his own data (his person, barcode, order, 寻根登记, surname, Y haplogroup, the
// items of his report). Each page is scanned for Latin words as every shown page is
// (harness/page.js); at the end every built route has been visited.
const assert = require('assert')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { checkChinese, VIEWPORTS } = require('../harness/page')
const { journey, journeys } = require('../harness/journeys').list()
const accounts = require('../harness/accounts')
const { builtRoutes, visited, buildPath } = require('../harness/routes')

const root = path.resolve(__dirname, '../../..')
const contracts = require(path.join(root, 'packages/contracts/src'))
const endpoints = require(path.join(root, 'packages/contracts/src/endpoints'))
const { ANCESTRY, LINEAGE } = require(path.join(root, 'packages/contracts/src/endpoints'))

/** A signed call that must succeed; answers data. */
async function ok(server, method, urlPath, opts) {
  const res = await accounts.api(server, method, urlPath, opts)
  assert.strictEqual(res.code, 0, `${method} ${urlPath}: ${JSON.stringify(res)}`)
  return res.data
}

/** a synthetic full-size chip file of a Han man (the genome engine's generator) */
async function rawFile() {
  const out = path.join(os.tmpdir(), 'xungen-e2e-raw-chb-male-seed7.txt')
  if (!fs.existsSync(out)) {
    const { generateRawFile } = require(path.join(root, 'packages/genome/src/generate'))
    await generateRawFile({ vendor: '23andme', population: 'CHB', sex: 'male', seed: 7, out })
  }
  return out
}

/** his kit, bound through the wizard's calls, received, QC passed, genotyped and analysed by the laboratory */
async function publishedKit(server, session) {
  const { LabService } = require(path.join(root, 'server/src/domains/lab'))
  const lab = new LabService(server.app.db, server.app.storage, server.now, id => server.app.analysis.enqueueAnalysis(id))
  const { barcodes: [barcode] } = await lab.produceBatch(null, 'standard', 1)
  await ok(server, 'POST', endpoints.CONSENT.accept.path, { token: session.token, body: { accepted: [{ document: 'sensitive', version: contracts.AGREEMENTS.sensitive.version }] } })
  await ok(server, 'PUT', endpoints.BIND_ENDPOINTS.saveDraft.path, {
    token: session.token,
    body: {
      barcode, appellation: 'me', name: session.name, surname: '张', sex: 'male', birthday: '1980-05-17', birthplace: '北京市北京市东城区', birthplaceCode: '110101',
      nation: '汉族', collected: true, collectDate: new Date(server.now() - 86400000).toISOString().slice(0, 10), salivaAgree: true, geneRelatives: true
    }
  })
  await ok(server, 'POST', endpoints.BIND_ENDPOINTS.submit.path, { token: session.token, body: {} })
  await lab.receive(null, barcode)
  await lab.qc(null, barcode, true)
  await lab.uploadGenotype(null, barcode, fs.readFileSync(await rawFile()), 'genotype.txt')
  await server.app.queue.drain(180_000)
  assert.strictEqual((await lab.summary(barcode)).state, 'published')
  for (const role of [contracts.LAB_ROLE, 'finance', 'operator']) await lab.grantRole(Number(session.userId), role)
  return barcode
}

/** the values of his data that fill the routes' :params */
async function hisData(server, session, barcode) {
  const db = server.app.db
  const person = await db.selectFrom('tested_persons').select('id').where('user_id', '=', Number(session.userId)).where('deleted_at', 'is', null).executeTakeFirstOrThrow()
  const order = await ok(server, 'POST', endpoints.COMMERCE.createOrder.path, { token: session.token, body: { commodityId: 'standard-reuse', count: 1, idempotencyKey: `e2e-sweep-${Date.now()}` } })
  const lead = await ok(server, LINEAGE.createLead.method, LINEAGE.createLead.path, {
    token: session.token,
    body: { surname: '张', ancestralPlace: '北京市北京市东城区', ancestralPlaceCode: '110101', contactPreference: 'notification' }
  })
  const surnames = await ok(server, LINEAGE.surnames.method, LINEAGE.surnames.path, { query: { keyword: '张', page: '1', size: '30' } })
  const ancestry = await ok(server, ANCESTRY.report.method, ANCESTRY.report.path.replace(':barcode', barcode), { token: session.token })
  const items = {}
  for (const category of ['disease', 'carrier', 'drug', 'traits', 'nutrition', 'fitness', 'tumor', 'vade', 'amh']) {
    const res = await accounts.api(server, 'GET', endpoints.HEALTH_REPORT_ENDPOINTS.healthIntros.path, { query: { category } })
    items[category] = res.code === 0 ? res.data.list.map(i => i.itemId) : []
  }
  // a family of the library (the demo 林 family) for the family pages' :id
  const family = await db.selectFrom('families').select('id').where('seed_key', '=', 'sample-lin').executeTakeFirstOrThrow()
  // a research project (the seeded 示例 ones) and a reunion search of his (issue 24 items 6, 7)
  const projects = await ok(server, endpoints.PROJECTS.list.method, endpoints.PROJECTS.list.path, {})
  const reunion = await ok(server, endpoints.REUNION.createSearch.method, endpoints.REUNION.createSearch.path, {
    token: session.token,
    body: { barcode, kind: 'separation', sought: '堂兄', seekerAppellation: '寻亲的堂弟', provinceCode: '110000', lostYear: 1990, notes: '', contactName: '建国', contactPhone: '13800001111' }
  })
  // the token links of 2.1 (issue 26): a share token of his report, a download trace, a shared page
  const share = await ok(server, 'POST', endpoints.SHARING.mintToken.path.replace(':type', 'report'), { token: session.token, body: { barcode } })
  const trace = await ok(server, 'POST', endpoints.SHARING.appDownloadTrace.path, { token: session.token, body: { app: 'main', from: '/app', platform: 'android' } })
  const shared = await ok(server, 'POST', endpoints.SHARING.unifyShare.path, { token: session.token, body: { path: '/topics', channel: 'link' } })
  return { person: person.id, order: order.orderNo, lead: lead.id, surname: surnames.list[0].id, haplogroup: ancestry.paternal.haplogroup, family: family.id, items, project: projects.list[0].id, reunion: reunion.id, shareToken: share.shareToken, traceId: trace.traceId, shareId: shared.shareId }
}

/** a URL for a route, its :params filled from his data (an optional one left out when he has none) */
function urlOf(route, data, barcode) {
  const p = route.pattern
  const item = category => data.items[category] && data.items[category][0]
  const byPrefix = [
    ['/user/persons/detection-status', { barcode }],
    ['/user/persons/', { id: data.person }],
    ['/user/orders/', { id: data.order }],
    ['/user/certificates/crowdfunding', {}],
    ['/ancestry/wechat-lead/', { id: data.lead }],
    ['/ancestry/project/', { id: data.project }],
    ['/ancestry/reunion/', { id: data.reunion }],
    ['/ancestry/library-surname/', { id: data.surname }],
    ['/ancestry/ytree/people/', { person_id: data.person }],
    ['/ancestry/ytree/changelog', {}],
    ['/ancestry/ytree/', { id: data.haplogroup || 'Y-Adam' }],
    ['/report/ancestry/family/', { id: data.person }],
    ['/ancestry/family/', { id: data.family }],
    ['/ancestry/self-build-family/', { id: data.family }],
    ['/report/carrier-status/', { id: item('carrier') }],
    ['/report/disease/', { id: item('disease') }],
    ['/report/drug/', { id: item('drug') }],
    ['/report/traits/', { id: item('traits') }],
    ['/report/nutrition/', { id: item('nutrition') }],
    ['/report/fitness/', { id: item('fitness') }],
    ['/report/tumor/', { id: item('tumor') }],
    ['/report/vade/', { id: item('vade') }],
    ['/report/amh/', { id: item('amh') }],
    ['/about/', { brand: 'xungen' }],
    ['/s/', { token: data.shareToken }],
    ['/d/', { token: data.traceId }],
    ['/w/', { token: data.shareId, tag: 'link' }]
  ]
  const hit = byPrefix.find(([prefix]) => p.startsWith(prefix))
  const params = hit ? hit[1] : {}
  for (const param of route.params) {
    if (!param.optional && params[param.name] === undefined) throw new Error(`no value of his data for :${param.name} of ${p}`)
  }
  const pathname = buildPath(p, params)
  // a report page reads its person from ?barcode= (others ignore it)
  return pathname + (p.startsWith('/report') || p.startsWith('/user/persons/detection-status') || p.startsWith('/buy/upgrade') ? `?barcode=${barcode}` : '')
}

/**
 * Shows a route inside the running site: its address is pushed onto the browser's history and the
 * router told of it as of a step back or forward, so that the router leaves the shown page and
 * loads the route's page (a site load per page was most of the visit's time). Waits as a load does.
 */
async function openInSite(page, url) {
  const pagesShown = () => page.evaluate(() => [...document.querySelectorAll('.taro_page')].map(el => el.id))
  const before = await pagesShown()
  await page.evaluate(u => {
    window.history.pushState(window.history.state, '', u)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, url)
  await page.waitForLoadState('networkidle')
  // each page the router loads is a new element (its id carries a new stamp); the old one is gone
  const after = await pagesShown()
  if (!after.some(id => !before.includes(id)) || before.some(id => after.includes(id))) throw new Error(`${url}: the router did not replace the shown page (${before} → ${after})`)
}

// pages that act on arrival: last, in this order (logging out ends the session)
const ACTIONS = ['/wechat/logout', '/user/logout']

// two halves of the built routes (every other one by pattern), each a journey of its own, so that
// the two shards of npm test share the visits; together they visit every built route
const HALVES = 2
for (let half = 1; half <= HALVES; half++) {
journey(`every built page is Chinese (half ${half} of ${HALVES}): the routes no journey of this run has shown, with his own data`, async ({ page, base, server }) => {
  const session = await accounts.signUpViaApi(server, accounts.newPhone(), '张建国')
  const barcode = await publishedKit(server, session)
  const data = await hisData(server, session, barcode)
  await accounts.useSession(page, base, session)
  const built = builtRoutes().sort((a, b) => (a.pattern < b.pattern ? -1 : 1)).filter((_r, i) => i % HALVES === half - 1)
  const todo = built.filter(r => !visited.has(r.pattern)).sort((a, b) => ACTIONS.indexOf(a.pattern) - ACTIONS.indexOf(b.pattern))
  console.log(`        ${built.length} built routes in this half, ${built.length - todo.length} shown by the journeys, ${todo.length} to visit`)
  const t0 = Date.now()
  const problems = []
  // at the phone size the accessibility scan uses (harness/a11y.js), so that no page is laid out twice
  await page.setViewportSize(VIEWPORTS.phone)
  let loaded = false
  let inSite = 0
  for (const route of todo) {
    const url = urlOf(route, data, barcode)
    try {
      if (loaded && process.env.SWEEP_RELOAD !== '1') {
        // inside the running site (as the browser's back and forward buttons move it): the router
        // leaves the shown page and loads the route's, without loading the site again
        try {
          await openInSite(page, url)
          await checkChinese(page)
          inSite++
        } catch {
          // a page that cannot be reached that way is loaded from its address, and judged so
          await page.goto(base + url, { waitUntil: 'networkidle' })
          await checkChinese(page)
        }
      } else {
        await page.goto(base + url, { waitUntil: 'networkidle' })
        await checkChinese(page)
        loaded = true
      }
      visited.add(route.pattern)
    } catch (e) {
      loaded = false
      problems.push(`${route.pattern} (${url}): ${String(e && e.message || e).split('\n')[0]}`)
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop)
  console.log(`        visited ${todo.length} routes in ${((Date.now() - t0) / 1000).toFixed(1)} s (${inSite} inside the running site, ${todo.length - inSite} loaded from their address)`)
  assert.deepStrictEqual(problems, [], 'every page shows Chinese')
  assert.deepStrictEqual(built.filter(r => !visited.has(r.pattern)).map(r => r.pattern), [], 'every built route of this half was visited')
}, { last: true, weight: 30 })
}

module.exports = journeys
