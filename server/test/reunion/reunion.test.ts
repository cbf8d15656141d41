/**
 * Relatives reunion through the real app (issue 24 item 7): a search made with one's own tested
 * person (another's barcode refused, another account never sees it), candidates from the relatives
 * engine's matches named by 称呼 only, contact only after both sides consent (the relative is told
 * through the notifications domain with no name, phone or barcode; details appear to both only once
 * the relative agrees), reunion tests given from a paid order's unbound kit and received by code.
 */
import { CODES } from '@xungen/contracts'
import { NOTIFICATIONS, REUNION as R } from '@xungen/contracts/endpoints'
import { useAccountsApp } from '../helpers/fixture'
import { people } from '../helpers/publishedPeople'

jest.setTimeout(60_000)
const t = useAccountsApp()

const SEARCH = {
  kind: 'trafficking', sought: '亲生父母', seekerAppellation: '寻亲的女儿', provinceCode: '330000', cityCode: '330100', areaCode: '330106', lostYear: 1992, lostDate: '1992年春节前后',
  notes: '左耳后有一颗痣，被带走时穿红色棉袄。', contactName: '小梅', contactPhone: '13912345678'
}
const notices = (token: string, call: ReturnType<typeof people>['call']) => call(token, NOTIFICATIONS.notices, {}, undefined, { module: 'notification', count: '10', refreshMode: '-1', baselineId: '0' })

describe('relatives reunion', () => {
  it('a search finds the DNA relative, and contact waits for both sides to consent', async () => {
    const { user, tested, match, call } = people(t)
    const seeker = await user('寻亲人')
    const parent = await user('被寻者')
    const stranger = await user('旁人')
    const daughter = await tested(seeker.id, { name: '林小梅', sex: 'female' })
    const mother = await tested(parent.id, { name: '周桂兰', sex: 'female', relativesName: '周女士' })
    await match(daughter.detectionId, mother.detectionId, 'parent-child', '父母或子女')

    // the persons a search can be made with: one's own only
    expect((await call(seeker.token, R.persons)).data.list).toEqual([{ barcode: daughter.barcode, personName: '林小梅', published: true, relativesOn: true }])
    // only one's own person: another account's barcode is refused as if it did not exist
    expect((await call(seeker.token, R.createSearch, {}, { ...SEARCH, barcode: mother.barcode })).code).toBe(CODES.REPORT_NOT_FOUND)
    expect((await call(seeker.token, R.createSearch, {}, { ...SEARCH, barcode: daughter.barcode, cityCode: '320100' })).message).toBe('所选城市不在该省份内')
    const search = await call(seeker.token, R.createSearch, {}, { ...SEARCH, barcode: daughter.barcode })
    expect(search.data).toEqual(expect.objectContaining({ placeText: '浙江省杭州市西湖区', kindText: '被拐 / 打拐', open: true, candidates: 1, personName: '林小梅' }))
    const id = search.data.id

    // another account: 404 for every call on the search, and nothing in its lists
    for (const [d, body] of [[R.search, undefined], [R.candidates, undefined], [R.updateSearch, { ...SEARCH, barcode: daughter.barcode }], [R.closeSearch, { open: false }], [R.removeSearch, undefined]] as const) {
      const res = await call(stranger.token, d, { id }, body)
      expect({ d: d.path, code: res.code }).toEqual({ d: d.path, code: CODES.NOT_FOUND })
    }
    expect((await call(stranger.token, R.searches)).data.list).toEqual([])

    // the candidate by 称呼: no name, no barcode
    const candidates = (await call(seeker.token, R.candidates, { id })).data.list
    expect(candidates).toEqual([{ personId: mother.personId, appellation: '周女士', sex: 'female', relationshipLabel: '父母或子女', totalCm: 3400, segments: 40, contact: null }])
    expect(JSON.stringify(candidates)).not.toMatch(/周桂兰|XG/)
    // a person the DNA did not find cannot be asked
    const other = await tested(stranger.id, { name: '无关者' })
    expect((await call(seeker.token, R.requestContact, { id }, { personId: other.personId, message: '您好' })).code).toBe(CODES.NOT_FOUND)

    // the searcher consents and asks; the relative is told, without any identifying word
    const asked = await call(seeker.token, R.requestContact, { id }, { personId: mother.personId, message: '妈妈，我一直在找您。' })
    expect(asked.data).toEqual(expect.objectContaining({ role: 'seeker', state: 'waiting', revealed: null }))
    await t.app.events.settle()
    const told = (await notices(parent.token, call)).data.list
    expect(told).toEqual([expect.objectContaining({ title: '有人在寻找亲人，DNA 显示可能与您有亲缘关系', webviewInfo: { url: '/ancestry/reunion/check' } })])
    const incoming = (await call(parent.token, R.contacts)).data.list
    expect(incoming).toEqual([expect.objectContaining({ role: 'relative', state: 'waiting', summary: '寻亲的女儿正在寻找失散的亲人（亲生父母，被拐 / 打拐），1992年在浙江省失散', myPersonName: '周桂兰', revealed: null })])
    for (const secret of ['林小梅', SEARCH.contactPhone, SEARCH.contactName, SEARCH.notes, '我一直在找您', daughter.barcode]) {
      expect({ secret, seen: JSON.stringify(told).includes(secret) || JSON.stringify(incoming).includes(secret) }).toEqual({ secret, seen: false })
    }
    // only the relative answers; the searcher and others cannot
    const contactId = incoming[0].id
    expect((await call(seeker.token, R.answerContact, { id: contactId }, { agree: true, contactName: '假冒', contactPhone: '13900000000' })).code).toBe(CODES.NOT_FOUND)
    expect((await call(stranger.token, R.answerContact, { id: contactId }, { agree: true, contactName: '假冒', contactPhone: '13900000000' })).code).toBe(CODES.NOT_FOUND)
    expect((await call(parent.token, R.answerContact, { id: contactId }, { agree: true })).message).toBe('请填写对方联系您时的称呼')
    const agreed = await call(parent.token, R.answerContact, { id: contactId }, { agree: true, contactName: '周阿姨', contactPhone: '13687654321', message: '孩子，我们也在找你。' })
    expect(agreed.data.revealed).toEqual({ contactName: '小梅', contactPhone: '13912345678', notes: SEARCH.notes, message: '妈妈，我一直在找您。' })
    // now both see each other's contact
    const mine = (await call(seeker.token, R.candidates, { id })).data.list[0].contact
    expect(mine).toEqual({ id: contactId, state: 'agreed', revealed: { contactName: '周阿姨', contactPhone: '13687654321', notes: '', message: '孩子，我们也在找你。' } })
    await t.app.events.settle()
    expect((await notices(seeker.token, call)).data.list[0]).toEqual(expect.objectContaining({ title: '对方同意了您的寻亲联系请求' }))
    expect((await call(parent.token, R.answerContact, { id: contactId }, { agree: false })).message).toBe('您已同意过这条请求')
  })

  it('says why there are no candidates yet: the report is not out (2200)', async () => {
    const { user, tested, call } = people(t)
    const seeker = await user('等报告的人')
    const p = await tested(seeker.id, { name: '郑等待', published: false })
    const search = (await call(seeker.token, R.createSearch, {}, { ...SEARCH, barcode: p.barcode })).data
    expect(search.candidates).toBe(0)
    expect((await call(seeker.token, R.candidates, { id: search.id })).code).toBe(CODES.NOT_PUBLISHED)
  })

  it('gives an unbound kit of a paid order as a reunion test, received once by its code', async () => {
    const { user, call } = people(t)
    const giver = await user('赠送者')
    const receiver = await user('领取者')
    const now = Date.now()
    const order = await t.app.db
      .insertInto('orders')
      .values({ order_no: `RG${now}`, user_id: giver.id, idempotency_key: `rg-${now}`, product_id: 1, sku: 'standard', product_name: '基因寻根·祖源版', sampled: 1, count: 1, unit_price_fen: 29900, goods_fen: 29900, activity_discount_fen: 0, coupon_discount_fen: 0, payable_fen: 29900, state: 'PAID', created_at: now, updated_at: now, expires_at: now + 1e6, paid_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const barcode = `XG${String(now).slice(-10)}`
    await t.app.db.insertInto('shipments').values({ order_id: order.id, courier: 'sf', tracking_no: null, state: 'delivered', barcode, booked_at: now, updated_at: now }).execute()
    expect((await call(giver.token, R.gifts)).data.kits).toEqual([barcode])
    expect((await call(receiver.token, R.giveGift, {}, { barcode, message: '送给寻亲的你' })).message).toBe('只能赠送您订单中尚未绑定的检测盒')
    const gift = (await call(giver.token, R.giveGift, {}, { barcode, message: '送给寻亲的你' })).data
    expect(gift.code).toMatch(/^[A-Z0-9]{8}$/)
    expect((await call(giver.token, R.gifts)).data.kits).toEqual([])
    expect((await call(giver.token, R.receiveGift, {}, { code: gift.code })).message).toBe('不能领取自己赠送的检测')
    const got = (await call(receiver.token, R.receiveGift, {}, { code: gift.code })).data
    expect(got).toEqual(expect.objectContaining({ barcode, received: true, code: null, message: '送给寻亲的你' }))
    const third = await user('第三人')
    expect((await call(third.token, R.receiveGift, {}, { code: gift.code })).message).toBe('领取码不正确，或这份检测已被领取')
    expect((await call(receiver.token, R.gifts)).data.received).toHaveLength(1)
  })
})
