import { dayOf, emptyChannelForm, formOfChannel, startOfDay, toChannelEdit, type ChannelForm } from '../channelEditor'

const form = (over: Partial<ChannelForm> = {}): ChannelForm => ({ code: 'CO-1', name: '某公司福利', intro: ' 员工专享 ', firstDay: '2026-12-01', lastDay: '2026-12-31', limit: '2', isOnline: true, items: '12 399.00\n 7 249 ', ...over })

describe('channel editor', () => {
  it('turns the form into the body: China-time days, the last day inclusive, prices in fen', () => {
    const r = toChannelEdit(form(), 5)
    expect(r).toEqual({
      ok: true,
      code: 'CO-1',
      body: { name: '某公司福利', intro: '员工专享', startsAt: Date.UTC(2026, 10, 30, 16), endsAt: Date.UTC(2026, 11, 31, 16), perAccountLimit: 2, isOnline: true, items: [{ productId: 12, priceFen: 39900 }, { productId: 7, priceFen: 24900 }], expectedUpdatedAt: 5 }
    })
  })

  it('says what is wrong, by field', () => {
    expect(toChannelEdit(form({ code: 'a b' }), null)).toMatchObject({ ok: false, field: 'code' })
    expect(toChannelEdit(form({ name: '某' }), null)).toMatchObject({ ok: false, field: 'name' })
    expect(toChannelEdit(form({ firstDay: '2026-02-30' }), null)).toMatchObject({ ok: false, field: 'firstDay' })
    expect(toChannelEdit(form({ lastDay: '2026-11-30' }), null)).toMatchObject({ ok: false, field: 'lastDay', message: '结束日期不能早于开始日期' })
    expect(toChannelEdit(form({ limit: '0' }), null)).toMatchObject({ ok: false, field: 'limit' })
    expect(toChannelEdit(form({ items: '12' }), null)).toMatchObject({ ok: false, field: 'items' })
    expect(toChannelEdit(form({ items: '12 1.001' }), null)).toMatchObject({ ok: false, field: 'items' })
    expect(toChannelEdit(form({ items: '12 0' }), null)).toMatchObject({ ok: false, field: 'items' })
    expect(toChannelEdit(form({ items: '12 1\n12 2' }), null)).toMatchObject({ ok: false, field: 'items', message: '商品 12 出现了两次' })
    expect(toChannelEdit(form({ items: ' ' }), null)).toMatchObject({ ok: false, field: 'items', message: '至少填写一个商品' })
  })

  it('shows a stored channel as it was entered, and a new one closed for a month from today', () => {
    const body = (toChannelEdit(form(), 1) as { body: { startsAt: number; endsAt: number } }).body
    const back = formOfChannel({ code: 'CO-1', name: '某公司福利', intro: '', startsAt: body.startsAt, endsAt: body.endsAt, perAccountLimit: 2, isOnline: true, items: [{ productId: 12, productName: 'x', shopPriceFen: 49900, priceFen: 39900 }], updatedAt: 1 })
    expect(back).toMatchObject({ firstDay: '2026-12-01', lastDay: '2026-12-31', items: '12 399.00', limit: '2' })
    expect(startOfDay('2026-12-01')).toBe(Date.UTC(2026, 10, 30, 16))
    expect(dayOf(Date.UTC(2026, 10, 30, 16))).toBe('2026-12-01')
    expect(emptyChannelForm(Date.UTC(2026, 10, 26, 1))).toMatchObject({ firstDay: '2026-11-26', lastDay: '2026-12-26', isOnline: false })
  })
})
