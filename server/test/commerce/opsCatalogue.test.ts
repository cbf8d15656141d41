/**
 * The staff's catalogue editing (issue 17 item 1): operators only (anyone else: 404), validated
 * edits, a stale edit refused, every change audited; the shop shows the new price at once.
 */
import { CODES } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import { LabService } from '../../src/domains/lab/service'
import { auth, createAccountsApp, newName, newPhone, type AccountsTestApp } from '../helpers/accounts'
import { json } from '../helpers/app'

let t: AccountsTestApp
let operator: { token: string; userId: number }
let plain: { token: string; userId: number }
beforeAll(async () => {
  t = await createAccountsApp()
  operator = await t.signUp(newPhone(), newName('运营'))
  plain = await t.signUp(newPhone(), newName())
  await new LabService(t.app.db, t.app.storage, t.now).grantRole(operator.userId, 'operator')
})
afterAll(() => t.close())

const list = (token: string) => t.signed({ method: 'GET', url: COMMERCE.opsProducts.path, headers: auth(token) }).then(r => json<any>(r))
const put = (token: string, id: number, body: unknown) => t.signed({ method: 'PUT', url: COMMERCE.opsUpdateProduct.path.replace(':productId', String(id)), body, headers: auth(token) }).then(r => json<any>(r))

function editOf(p: any) {
  return { name: p.name, subtitle: p.subtitle, isOnline: p.isOnline, priceFen: p.priceFen, listPriceFen: p.listPriceFen, promotion: p.promotion, promotionInfos: p.promotionInfos, packages: p.packages, sort: p.sort, expectedUpdatedAt: p.updatedAt }
}

it('is for operators only: everyone else is told it does not exist', async () => {
  expect((await list(plain.token)).code).toBe(404)
  const all = await list(operator.token)
  expect(all.code).toBe(0)
  expect(all.data.list.map((p: { alias: string }) => p.alias)).toEqual(expect.arrayContaining(['STANDARD_ANCESTRY', 'speed-package', 'std-v4']))
  expect((await put(plain.token, all.data.list[0].id, editOf(all.data.list[0]))).code).toBe(404)
})

it('changes a price and a promotion with an audit row; the shop shows it; a stale edit is refused', async () => {
  const hp = (await list(operator.token)).data.list.find((p: { alias: string }) => p.alias === 'hp')
  const changed = await put(operator.token, hp.id, { ...editOf(hp), priceFen: 8900, packages: [{ minCount: 1, unitPriceFen: 8900 }], promotion: { title: '限时', desc: '本周立减 10 元' } })
  expect(changed.code).toBe(0)
  expect(changed.data).toMatchObject({ priceFen: 8900, promotion: { title: '限时', desc: '本周立减 10 元' } })
  const shop = json<any>(await t.signed({ method: 'GET', url: COMMERCE.commodityDetail.path.replace(':commodityId', 'hp') }))
  expect(shop.data.skuInfos[0].actualPriceFen).toBe(8900)
  // the editor still holding the old version is refused
  expect((await put(operator.token, hp.id, { ...editOf(hp), name: '幽门螺杆菌检测（旧）' })).code).toBe(CODES.ARG_ERROR)
  const audit = json<any>(await t.signed({ method: 'GET', url: COMMERCE.opsProductAudit.path.replace(':productId', String(hp.id)), headers: auth(operator.token) }))
  expect(audit.data.list).toHaveLength(1)
  expect(audit.data.list[0]).toMatchObject({ staffUserId: operator.userId, action: 'update' })
  expect(audit.data.list[0].changes.map((c: { field: string }) => c.field).sort()).toEqual(['packages', 'priceFen', 'promotion'])
})

it('refuses prices that do not hold together, with the field and a Chinese message', async () => {
  const p = (await list(operator.token)).data.list.find((x: { alias: string }) => x.alias === 'ancestry')
  const cases: Array<[object, string]> = [
    [{ listPriceFen: 100 }, '划线价不能低于售价'],
    [{ packages: [{ minCount: 2, unitPriceFen: p.priceFen }] }, '第一档套餐须从 1 件起'],
    [{ packages: [{ minCount: 1, unitPriceFen: p.priceFen }, { minCount: 2, unitPriceFen: p.priceFen + 1 }] }, '多件套餐的单价不能高于少件的'],
    [{ priceFen: 0 }, '参数 priceFen：价格需大于 0'],
    [{ name: 'x' }, '参数 name：商品名称至少 2 个字']
  ]
  for (const [change, message] of cases) {
    const r = await put(operator.token, p.id, { ...editOf(p), ...change })
    expect({ code: r.code, message: r.message }).toEqual({ code: CODES.ARG_ERROR, message })
  }
  expect((await put(operator.token, 999999, editOf(p))).code).toBe(404)
})
