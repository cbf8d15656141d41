/**
 * Upgrades and the speed package (issue 17 item 9) through the real server: a published standard
 * detection is offered the V4 upgrade at the price difference, with the items it unlocks; the
 * upgrade order goes through the state machine (create → pay → fulfil = COMPLETED; cancel; expiry
 * by the scheduled sweep job), and after payment the detection's submodules grow and the report
 * is recomputed from the stored raw data by the report.recompute job, without a new sample.
 */
import path from 'path'
import { CODES } from '@xungen/contracts'
import { COMMERCE, LAB_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { sweepOrders } from '../../src/domains/commerce'
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, realSampleFile, type KitApp } from '../kit/helpers'

jest.setTimeout(180_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

let keys = 0
const key = () => `upgrade-test-${Date.now()}-${++keys}`
const post = (url: string, token: string, body: unknown) => t.signed({ method: 'POST', url, body, headers: auth(token) }).then(r => json<any>(r))

async function publishedStandard() {
  const user = await t.user()
  const [barcode] = await t.produce('standard')
  expect((await t.bind(user.token, barcode)).code).toBe(0)
  await t.lab('receive', barcode)
  await t.lab('qc', barcode, { passed: true })
  expect((await t.upload(barcode, await realSampleFile())).code).toBe(0)
  await t.app.queue.drain(90_000)
  return { user, barcode }
}

/** pays an order through the sandbox WeChat Pay as its cashier does (a signed, encrypted notification) */
async function pay(token: string, orderNo: string) {
  const prepay = await post(COMMERCE.pay.path.replace(':orderNo', orderNo), token, { payType: 'WECHAT_H5' })
  const prepayId = new URL(prepay.data.url, 'http://x').searchParams.get('prepayId')!
  const n = await t.app.commerce.sandbox!.complete(prepayId, 'SUCCESS', t.now())
  expect(await t.app.commerce.orders.handleNotification(n.headers, n.body)).toBe('paid')
  // the upgrade is applied when the order.paid event is delivered
  await t.app.events.settle()
}

const items = (barcode: string, token: string) => t.get(REPORT_ENDPOINTS.items.path.replace(':barcode', barcode), token).then(r => r.data.list as Array<{ id: string; access: number }>)

describe('upgrade of a published detection', () => {
  it('offers V4 at the price difference with the items it unlocks; after payment they appear without a new sample', async () => {
    const { user, barcode } = await publishedStandard()
    const offers = await t.get(COMMERCE.upgradeOffers.path, user.token)
    expect(offers.code).toBe(0)
    const offer = offers.data.list.find((o: { barcode: string }) => o.barcode === barcode)
    expect(offer.blocked).toBeNull()
    const route = offer.routes.find((r: { routeId: string }) => r.routeId === 'standard-v4')
    expect(route).toMatchObject({ fromPriceFen: 49900, toPriceFen: 69900, priceFen: 20000, addedSubmodules: ['disease'] })
    expect(route.unlockItems.length).toBeGreaterThan(0)

    const before = await items(barcode, user.token)
    const unlockIds: string[] = route.unlockItems.map((i: { id: string }) => i.id)
    for (const id of unlockIds) expect(before.find(i => i.id === id)?.access).not.toBe(0)
    const samplesBefore = await t.app.db.selectFrom('samples').select('id').where('barcode', '=', barcode).execute()
    const resultsBefore = await t.app.db.selectFrom('analysis_results').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()

    const created = await post(COMMERCE.createUpgradeOrder.path, user.token, { barcode, routeId: 'standard-v4', idempotencyKey: key() })
    expect(created.code).toBe(0)
    expect(created.data).toMatchObject({ state: 'PENDING_PAYMENT', payableFen: 20000, sampled: false })
    // a second upgrade while one waits for payment is refused
    expect((await post(COMMERCE.createUpgradeOrder.path, user.token, { barcode, routeId: 'standard-v4', idempotencyKey: key() })).code).toBe(CODES.ARG_ERROR)
    await pay(user.token, created.data.orderNo)
    await t.app.queue.drain(90_000)

    const order = await t.get(COMMERCE.order.path.replace(':orderNo', created.data.orderNo), user.token)
    expect(order.data.state).toBe('COMPLETED')
    expect(order.data.events.map((e: { event: string }) => e.event)).toEqual(['create', 'pay', 'fulfil'])
    const after = await items(barcode, user.token)
    for (const id of unlockIds) expect(after.find(i => i.id === id)?.access).toBe(0)
    // recomputed from the stored raw data: a new result row, no new sample
    const resultsAfter = await t.app.db.selectFrom('analysis_results').selectAll().where('detection_id', '=', (await t.app.db.selectFrom('detections').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow()).id).execute()
    expect(resultsAfter).toHaveLength(1)
    expect(resultsAfter[0].id).toBeGreaterThan(resultsBefore.id)
    expect(JSON.parse(resultsAfter[0].timings).recomputed).toBe(`upgrade-${created.data.orderNo}`)
    expect(await t.app.db.selectFrom('samples').select('id').where('barcode', '=', barcode).execute()).toEqual(samplesBefore)
    const d = await t.app.db.selectFrom('detections').selectAll().where('barcode', '=', barcode).executeTakeFirstOrThrow()
    expect(d.sku).toBe('std_v4')
    expect(JSON.parse(d.submodules)).toEqual(expect.arrayContaining(['ancestor', 'standard', 'disease']))
    // the route is used: nothing more to offer on this detection
    const later = await t.get(COMMERCE.upgradeOffers.path, user.token, { barcode })
    expect(later.data.list).toEqual([])
    // someone else cannot upgrade it
    const stranger = await t.user()
    expect((await post(COMMERCE.createUpgradeOrder.path, stranger.token, { barcode, routeId: 'standard-v4', idempotencyKey: key() })).code).toBe(404)
  })

  it('state machine: a cancelled upgrade order frees the detection; an unpaid one expires by the scheduled sweep; the generic order call refuses upgrade products', async () => {
    const { user, barcode } = await publishedStandard()
    const first = await post(COMMERCE.createUpgradeOrder.path, user.token, { barcode, routeId: 'standard-v4', idempotencyKey: key() })
    const cancelled = json<any>(await t.signed({ method: 'PUT', url: COMMERCE.orderStatus.path.replace(':orderNo', first.data.orderNo), body: { status: 'CANCELLED' }, headers: auth(user.token) }))
    expect(cancelled.data.state).toBe('CANCELLED')
    // paying a cancelled order is refused
    expect((await post(COMMERCE.pay.path.replace(':orderNo', first.data.orderNo), user.token, { payType: 'WECHAT_H5' })).code).toBe(CODES.ARG_ERROR)
    const second = await post(COMMERCE.createUpgradeOrder.path, user.token, { barcode, routeId: 'standard-v4', idempotencyKey: key() })
    expect(second.code).toBe(0)
    t.advance(31 * 60_000)
    await t.app.jobs.enqueue(sweepOrders, {})
    await t.app.queue.drain(30_000)
    const expired = await t.get(COMMERCE.order.path.replace(':orderNo', second.data.orderNo), user.token)
    expect(expired.data).toMatchObject({ state: 'CANCELLED' })
    expect(expired.data.events.map((e: { event: string }) => e.event)).toEqual(['create', 'expire'])
    const generic = await post(COMMERCE.createOrder.path, user.token, { commodityId: 'std-v4-upgrade', count: 1, idempotencyKey: key() })
    expect(generic.code).toBe(CODES.ARG_ERROR)
    const d = await t.app.db.selectFrom('detections').select('sku').where('barcode', '=', barcode).executeTakeFirstOrThrow()
    expect(d.sku).toBe('standard')
  })

  it('a detection without a report is offered no upgrade yet', async () => {
    const user = await t.user()
    const [barcode] = await t.produce('standard')
    await t.bind(user.token, barcode)
    const offers = await t.get(COMMERCE.upgradeOffers.path, user.token)
    expect(offers.data.list[0]).toMatchObject({ barcode, blocked: expect.stringContaining('报告生成后') })
    expect((await post(COMMERCE.createUpgradeOrder.path, user.token, { barcode, routeId: 'standard-v4', idempotencyKey: key() })).code).toBe(CODES.ARG_ERROR)
  })
})

describe('speed package', () => {
  it('a sample in the lab queue can be expedited once; after payment the lab lists it as expedited', async () => {
    const user = await t.user()
    const [barcode] = await t.produce('standard')
    await t.bind(user.token, barcode)
    await t.lab('receive', barcode)
    const offers = await t.get(COMMERCE.speedOffers.path, user.token)
    expect(offers.data).toMatchObject({ priceFen: 9900 })
    expect(offers.data.list[0]).toMatchObject({ barcode, state: 'received', expedited: false, blocked: null })
    const order = await post(COMMERCE.createSpeedOrder.path, user.token, { barcode, idempotencyKey: key() })
    expect(order.data).toMatchObject({ payableFen: 9900, state: 'PENDING_PAYMENT' })
    await pay(user.token, order.data.orderNo)
    const done = await t.get(COMMERCE.order.path.replace(':orderNo', order.data.orderNo), user.token)
    expect(done.data.state).toBe('COMPLETED')
    const again = await t.get(COMMERCE.speedOffers.path, user.token)
    expect(again.data.list[0]).toMatchObject({ expedited: true, blocked: '该样本已购买加急服务' })
    expect((await post(COMMERCE.createSpeedOrder.path, user.token, { barcode, idempotencyKey: key() })).code).toBe(CODES.ARG_ERROR)
    const sample = await t.app.db.selectFrom('samples').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow()
    expect(await t.app.db.selectFrom('sample_expedites').selectAll().where('sample_id', '=', sample.id).executeTakeFirst()).toMatchObject({ order_id: order.data.id })
    // the laboratory's list: expedited samples first, flagged
    const [other] = await t.produce('standard')
    await t.bind((await t.user()).token, other)
    await t.lab('receive', other)
    const lab = await t.get(LAB_ENDPOINTS.samples.path, t.staff)
    expect(lab.data.list[0]).toMatchObject({ barcode, expedited: true })
    expect(lab.data.list.find((s: { barcode: string }) => s.barcode === other)).toMatchObject({ expedited: false })
  })
})

describe('reserved scenes', () => {
  it('an ordinary order cannot borrow the upgrade scene (its kit would never ship)', async () => {
    const user = await t.user()
    const r = await post(COMMERCE.createOrder.path, user.token, { commodityId: 'standard-reuse', count: 1, idempotencyKey: key(), scene: 'UPGRADE' })
    expect(r).toMatchObject({ code: CODES.ARG_ERROR })
  })
})
