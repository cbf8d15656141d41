import { CODES, type DeliveryAddress, type RegionListData } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

const BEIJING = { receiverName: '张三', mobile: '13800138000', nationCode: '86', provinceCode: '110000', cityCode: '110100', districtCode: '110101', streetCode: '110101001', detail: '东华门大街 1 号' }
const DONGGUAN = { receiverName: '李四', mobile: '13900139000', provinceCode: '440000', cityCode: '441900', streetCode: '441900003', detail: '东城大道 8 号' }

describe('regions for the address picker (GB/T 2260, spec 9 special cases)', () => {
  const t = useAccountsApp()
  const regions = async (parentCode?: string) => json<RegionListData>(await t.signed({ method: 'GET', url: ACCOUNTS.regions.path, query: parentCode ? { parentCode } : {} }))

  it('lists the 34 provincial divisions with GB/T 2260 codes, Taiwan, Hong Kong and Macau without subdivisions', async () => {
    const { data } = await regions()
    expect(data.level).toBe('province')
    expect(data.list).toHaveLength(34)
    expect(data.list[0]).toEqual({ code: '110000', name: '北京市', hasChildren: true })
    expect(data.list.filter(p => !p.hasChildren).map(p => p.name)).toEqual(['台湾省', '香港特别行政区', '澳门特别行政区'])
    expect(data.dataVersion).toBe('2023-06-30')
  })

  it('goes province → city → district → street, lazily by parent code', async () => {
    expect((await regions('110000')).data).toMatchObject({ level: 'city', list: [{ code: '110100', name: '市辖区' }] })
    const districts = (await regions('110100')).data
    expect(districts.level).toBe('district')
    expect(districts.list).toContainEqual({ code: '110101', name: '东城区', hasChildren: true })
    const streets = (await regions('110101')).data
    expect(streets.level).toBe('street')
    expect(streets.list).toContainEqual({ code: '110101001', name: '东华门街道', hasChildren: false })
    expect((await regions('110101001')).data.list).toEqual([])
  })

  it('Zhongshan, Dongguan, Danzhou and Jiayuguan go from the city straight to their streets', async () => {
    for (const code of ['441900', '442000', '460400', '620200']) {
      const { data } = await regions(code)
      expect(data.level).toBe('street')
      expect(data.list.length).toBeGreaterThan(3)
      expect(data.list.every(s => s.code.startsWith(code.slice(0, 4)) && s.code.length === 9)).toBe(true)
    }
  })

  it('Chongqing has its districts and its counties', async () => {
    expect((await regions('500000')).data.list.map(c => c.name)).toEqual(['市辖区', '县'])
  })

  it('refuses an unknown or malformed parent code', async () => {
    expect((await regions('999999')).code).toBe(CODES.ARG_ERROR)
    expect((await regions('11')).code).toBe(CODES.ARG_ERROR)
  })
})

describe('delivery addresses (spec 7.3 delivery_address, 3.13)', () => {
  let t: AccountsTestApp
  let token: string
  beforeAll(async () => {
    t = await createAccountsApp()
    token = (await t.signUp(newPhone(), newName())).token
  })
  afterAll(() => t.close())

  const list = async (tk = token) => json<{ list: DeliveryAddress[] }>(await t.signed({ method: 'GET', url: ACCOUNTS.deliveryAddresses.path, headers: auth(tk) })).data.list
  const add = (body: unknown, tk = token) => t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body, headers: auth(tk) })
  const update = (id: number | string, body: unknown, tk = token) => t.signed({ method: 'PUT', url: `/proxy/user/delivery_address/${id}`, body, headers: auth(tk) })
  const remove = (id: number | string, tk = token) => t.signed({ method: 'DELETE', url: `/proxy/user/delivery_address/${id}`, headers: auth(tk) })

  it('adds an address with its regions named from the division data; the first one is the default', async () => {
    const res = json<DeliveryAddress>(await add(BEIJING))
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({
      receiverName: '张三',
      mobile: '13800138000',
      nationCode: '86',
      province: { code: '110000', name: '北京市' },
      city: { code: '110100', name: '市辖区' },
      district: { code: '110101', name: '东城区' },
      street: { code: '110101001', name: '东华门街道' },
      detail: '东华门大街 1 号',
      fullAddress: '北京市东城区东华门街道东华门大街 1 号',
      isDefault: true
    })
    expect((await list()).map(a => a.id)).toEqual([res.data.id])
  })

  it('takes an address in a city without districts (spec 9) and refuses a district there', async () => {
    const res = json<DeliveryAddress>(await add(DONGGUAN))
    expect(res.data).toMatchObject({ district: null, street: { name: '东城街道' }, fullAddress: '广东省东莞市东城街道东城大道 8 号', isDefault: false })
    expect(json(await add({ ...DONGGUAN, districtCode: '441900' }))).toMatchObject({ code: CODES.ARG_ERROR, message: '所在地区不正确，请重新选择' })
  })

  it('takes a Hong Kong address at province level with a local phone', async () => {
    const res = json<DeliveryAddress>(await add({ receiverName: 'Chan', mobile: '91234567', nationCode: '852', provinceCode: '810000', detail: '九龙弥敦道 100 号' }))
    expect(res.data).toMatchObject({ province: { name: '香港特别行政区' }, city: null, nationCode: '852', fullAddress: '香港特别行政区九龙弥敦道 100 号' })
  })

  it('checks every field with the rules of the form and the codes against the data', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...BEIJING, receiverName: ' ' }, 'receiverName', '请输入收货人姓名'],
      [{ ...BEIJING, receiverName: '名'.repeat(21) }, 'receiverName', '收货人姓名不能超过20个字'],
      [{ ...BEIJING, mobile: '' }, 'mobile', '请输入手机号'],
      [{ ...BEIJING, mobile: '1380013800' }, 'mobile', '请输入正确的手机号'],
      [{ ...BEIJING, provinceCode: '' }, 'provinceCode', '请选择所在地区'],
      [{ ...BEIJING, provinceCode: '990000' }, 'provinceCode', '所在地区不正确，请重新选择'],
      [{ ...BEIJING, cityCode: '120100' }, 'cityCode', '所在地区不正确，请重新选择'],
      [{ ...BEIJING, districtCode: null }, 'districtCode', '请选择所在地区'],
      [{ ...BEIJING, districtCode: '110102' }, 'streetCode', '所在地区不正确，请重新选择'],
      [{ ...BEIJING, streetCode: '999999999' }, 'streetCode', '所在地区不正确，请重新选择'],
      [{ ...BEIJING, detail: '' }, 'detail', '请输入详细地址'],
      [{ ...BEIJING, detail: '一' }, 'detail', '详细地址不能少于2个字'],
      [{ ...BEIJING, detail: '一'.repeat(101) }, 'detail', '详细地址不能超过100个字']
    ]
    for (const [body, field, message] of cases) {
      const res = json<{ fields: Array<{ field: string }> }>(await add(body))
      expect({ code: res.code, message: res.message, field: res.data.fields[0].field }).toEqual({ code: CODES.ARG_ERROR, message, field })
    }
    expect(json(await add({ ...BEIJING, isDefault: 'yes' })).code).toBe(CODES.ARG_ERROR)
    expect(json(await add({ ...BEIJING, userId: 1 })).code).toBe(CODES.ARG_ERROR)
  })

  it('updates an address and moves the default when another is marked so', async () => {
    const [first] = await list()
    const second = json<DeliveryAddress>(await add({ ...BEIJING, receiverName: '王五' })).data
    const res = json<DeliveryAddress>(await update(second.id, { ...BEIJING, receiverName: '王五五', isDefault: true }))
    expect(res.data).toMatchObject({ receiverName: '王五五', isDefault: true })
    const after = await list()
    expect(after[0].id).toBe(second.id)
    expect(after.filter(a => a.isDefault).map(a => a.id)).toEqual([second.id])
    expect(after.find(a => a.id === first.id)?.isDefault).toBe(false)
  })

  it('deleting the default makes the most recent remaining address the default', async () => {
    const before = await list()
    const def = before.find(a => a.isDefault)!
    expect(json(await remove(def.id))).toEqual({ code: 0, message: '', data: null })
    const after = await list()
    expect(after.find(a => a.id === def.id)).toBeUndefined()
    expect(after.filter(a => a.isDefault)).toHaveLength(1)
  })

  it("one user can never read, change or delete another's addresses", async () => {
    const mine = (await list())[0]
    const other = (await t.signUp(newPhone(), newName())).token
    expect(await list(other)).toEqual([])
    const change = await update(mine.id, { ...BEIJING, receiverName: '黑客' }, other)
    expect(change.statusCode).toBe(404)
    expect(json(change)).toMatchObject({ code: CODES.NOT_FOUND, message: '收货地址不存在' })
    expect(json(await remove(mine.id, other)).code).toBe(CODES.NOT_FOUND)
    expect((await list()).find(a => a.id === mine.id)?.receiverName).toBe(mine.receiverName)
  })

  it('refuses bad ids, anonymous callers, and more than 20 addresses', async () => {
    expect(json(await update('abc', BEIJING)).code).toBe(CODES.ARG_ERROR)
    expect(json(await remove(-1)).code).toBe(CODES.ARG_ERROR)
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.deliveryAddresses.path })).code).toBe(CODES.SESSION_INVALID)
    const fresh = (await t.signUp(newPhone(), newName())).token
    for (let i = 0; i < 20; i++) expect(json(await add(BEIJING, fresh)).code).toBe(0)
    expect(json(await add(BEIJING, fresh))).toMatchObject({ code: CODES.ARG_ERROR, message: '最多只能保存20个收货地址' })
  })
})
