/** Return shipping (spec 2.3 /buy/express/return-shipping, /buy/express/:mailNO; 3.14 Express return) with the sandbox courier. */
import { auth } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, type KitApp } from './helpers'
import { EXPRESS_ENDPOINTS } from '@xungen/contracts/endpoints'

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

const ADDRESS = { provinceCode: '440000', cityCode: '440100', districtCode: '440104', detail: '中山五路 1 号' }
const book = (token: string, body: Record<string, unknown>) => t.signed({ method: 'POST', url: EXPRESS_ENDPOINTS.book.path, body, headers: auth(token) }).then(r => json<any>(r))

it('a bound sample is booked for pickup and its tracking moves from booked to signed as time passes', async () => {
  const u = await t.user()
  const [kit] = await t.produce()
  await t.bind(u.token, kit)
  const list = await t.get(EXPRESS_ENDPOINTS.shippable.path, u.token)
  expect(list.data.barcodeStatusList).toEqual([expect.objectContaining({ barcode: kit, state: 'bound', shippable: true })])
  const today = new Date(t.now() + 8 * 3600_000).toISOString().slice(0, 10)
  const r = await book(u.token, { barcodes: [kit], name: '王建国', mobile: '13800138000', address: ADDRESS, pickupDate: today })
  expect(r.code).toBe(0)
  expect(r.data).toMatchObject({ state: 'BOOKED', barcodes: [kit], expressCode: 'SANDBOX' })
  const url = EXPRESS_ENDPOINTS.tracking.path.replace(':mailNO', r.data.mailNO)
  t.advance(3 * 3600_000)
  expect((await t.get(url, u.token)).data.state).toBe('PICKED_UP')
  t.advance(30 * 3600_000)
  const done = await t.get(url, u.token)
  expect(done.data.state).toBe('SIGNED')
  expect(done.data.events.map((e: { state: string }) => e.state)).toEqual(['SIGNED', 'DELIVERING', 'IN_TRANSIT', 'PICKED_UP', 'BOOKED'])
  expect((await t.get(EXPRESS_ENDPOINTS.list.path, u.token)).data.list).toHaveLength(1)
  // someone else cannot read it
  const other = await t.user()
  expect((await t.get(url, other.token)).code).toBe(404)
})

it('codes: 6101 for an address the courier cannot use, 6102 for a pickup day in the past, 2030 for someone else\'s barcode, 4006 for a sample already received', async () => {
  const u = await t.user()
  const [kit, received] = await t.produce('standard', 2)
  await t.bind(u.token, kit)
  await t.bind(u.token, received, { appellation: 'father', name: '王大山', surname: '王', birthday: '1950-02-02' })
  await t.lab('receive', received)
  const today = new Date(t.now() + 8 * 3600_000).toISOString().slice(0, 10)
  expect((await book(u.token, { barcodes: [kit], name: '王建国', mobile: '13800138000', address: { ...ADDRESS, provinceCode: '44' }, pickupDate: today })).code).toBe(6101)
  expect((await book(u.token, { barcodes: [kit], name: '王建国', mobile: '13800138000', address: ADDRESS, pickupDate: '2020-01-01' })).code).toBe(6102)
  expect((await book(u.token, { barcodes: [kit], name: '王建国', mobile: '123', address: ADDRESS, pickupDate: today })).code).toBe(4006)
  expect((await book(u.token, { barcodes: [received], name: '王建国', mobile: '13800138000', address: ADDRESS, pickupDate: today })).code).toBe(4006)
  const stranger = await t.user()
  expect((await book(stranger.token, { barcodes: [kit], name: '李四', mobile: '13800138001', address: ADDRESS, pickupDate: today })).code).toBe(2030)
})
