/** A paid sampled kit ships with a barcode from the laboratory's batches (the lab domain's index). */
import { type OrderDetail, type OrderView, type PrepayView } from '@xungen/contracts'
import { LabService } from '../../src/domains/lab'
import { json } from '../helpers/app'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { RECEIVER } from './helpers'
import { COMMERCE } from '@xungen/contracts/endpoints'

describe('kits for paid orders come from the laboratory batches', () => {
  let t: AccountsTestApp
  beforeAll(async () => (t = await createAccountsApp()))
  afterAll(() => t.close())

  it('two paid orders get two different barcodes of a batch of their SKU; a third waits for the next batch', async () => {
    const lab = new LabService(t.app.db, t.app.storage, t.now)
    const batch = await lab.produceBatch(null, 'standard', 2)
    await lab.produceBatch(null, 'y_full', 3)
    const { token } = await t.signUp(newPhone(), newName('取盒'))
    const buy = async (i: number) => {
      const created = json<OrderView>(await t.signed({ method: 'POST', url: COMMERCE.createOrder.path, body: { commodityId: 'STANDARD_ANCESTRY', count: 1, idempotencyKey: `lab-kit-order-${i}`, receiver: RECEIVER }, headers: auth(token) })).data
      const prepay = json<PrepayView>(await t.signed({ method: 'POST', url: COMMERCE.pay.path.replace(':orderNo', created.orderNo), body: { payType: 'WECHAT_H5' }, headers: auth(token) })).data as { url: string }
      const prepayId = new URL(prepay.url, 'http://x').searchParams.get('prepayId')!
      await t.app.inject({ method: 'POST', url: '/sandbox/cashier', payload: `prepayId=${prepayId}&outcome=SUCCESS`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      // the kit is taken and booked when the order.paid event is delivered
      await t.app.events.settle()
      return json<OrderDetail>(await t.signed({ method: 'GET', url: COMMERCE.order.path.replace(':orderNo', created.orderNo), headers: auth(token) })).data
    }
    const first = await buy(1)
    const second = await buy(2)
    expect([first.state, second.state]).toEqual(['SHIPPED', 'SHIPPED'])
    expect(new Set([first.kitBarcode, second.kitBarcode])).toEqual(new Set(batch.barcodes))
    const third = await buy(3)
    expect(third).toMatchObject({ state: 'PAID', kitBarcode: null, shipment: { state: 'AWAITING_KIT' } })
    const next = await lab.produceBatch(null, 'standard', 1)
    await t.app.commerce.orders.fulfilDue()
    const shipped = json<OrderDetail>(await t.signed({ method: 'GET', url: COMMERCE.order.path.replace(':orderNo', third.orderNo), headers: auth(token) })).data
    expect(shipped).toMatchObject({ state: 'SHIPPED', kitBarcode: next.barcodes[0] })
  })
})
