import type { DeliveryAddress } from '@xungen/contracts'
import { bookingBody, checkExpressReturnShippingForm, pickupDays } from '../model/expressReturnShippingForm'
import { eventTime, trackingTimeline } from '../model/expressMailNODetail'

// 2026-11-25 20:00 UTC is 2026-11-26 04:00 in China: the first pickup day is the Chinese date
const NOW = Date.UTC(2026, 10, 25, 20, 0, 0)

describe('return shipping (spec 2.3)', () => {
  it('offers today and the next 7 days in China time', () => {
    const days = pickupDays(NOW)
    expect(days).toHaveLength(8)
    expect(days[0]).toEqual({ date: '2026-11-26', label: '今天 11月26日 周四' })
    expect(days[1].label.startsWith('明天 ')).toBe(true)
    expect(days[7].date).toBe('2026-12-03')
  })

  it('asks for samples, an address and a bookable day', () => {
    const days = pickupDays(NOW)
    expect(checkExpressReturnShippingForm({ barcodes: [], addressId: null, pickupDate: '2026-12-04' }, days)).toEqual({ barcodes: '请选择要回寄的样本', addressId: '请选择取件地址', pickupDate: '请选择取件日期' })
    expect(checkExpressReturnShippingForm({ barcodes: ['XG0000000001'], addressId: 3, pickupDate: '2026-11-27' }, days)).toEqual({})
  })

  it('books from the chosen delivery address with its region codes', () => {
    const address: DeliveryAddress = {
      id: 3, receiverName: '黄海燕', mobile: '13800000000', nationCode: '86', province: { name: '广东省', code: '440000' }, city: { name: '广州市', code: '440100' },
      district: { name: '天河区', code: '440106' }, street: null, detail: '天河路 1 号', fullAddress: '广东省广州市天河区天河路 1 号', isDefault: true, createdAt: 0, updatedAt: 0
    }
    expect(bookingBody({ barcodes: ['XG0000000001'], addressId: 3, pickupDate: '2026-11-27' }, address)).toEqual({
      barcodes: ['XG0000000001'], name: '黄海燕', mobile: '13800000000', nationCode: '86',
      address: { provinceCode: '440000', cityCode: '440100', districtCode: '440106', detail: '天河路 1 号' }, pickupDate: '2026-11-27'
    })
  })

  it('shows tracking events in Chinese, China time', () => {
    expect(eventTime(NOW)).toBe('11-26 04:00')
    const items = trackingTimeline({
      mailNO: 'SF1', expressCode: 'SF', expressName: '顺丰速运', state: 'SIGNED', barcodes: ['XG0000000001'], contact: { name: 'a', mobile: 'b' },
      addressInfo: { provinceCode: '440000', cityCode: null, districtCode: null, detail: 'x' }, pickupDate: '2026-11-26',
      events: [{ state: 'SIGNED', description: '实验室已签收', time: NOW }, { state: 'BOOKED', description: '已预约', time: NOW - 3600_000 }]
    })
    expect(items.map(i => [i.title, i.tone])).toEqual([['实验室已签收', 'done'], ['已预约取件', 'normal']])
  })
})
