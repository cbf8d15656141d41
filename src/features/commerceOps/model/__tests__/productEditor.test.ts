import { formOf, toEdit, type AdminProduct } from '../productEditor'

const product: AdminProduct = {
  id: 1, alias: 'STANDARD_ANCESTRY', name: '标准版', subtitle: '祖源与健康', commodityTag: 'gene', sku: 'standard', sampled: true, isOnline: true,
  priceFen: 49900, listPriceFen: 69900, promotion: null, promotionInfos: [], packages: [{ minCount: 1, unitPriceFen: 49900 }, { minCount: 2, unitPriceFen: 44900 }], sort: 10, updatedAt: 1764043200000
}

describe('the staff product editor', () => {
  it('shows prices in yuan and packages a line each, and gives back the same product unchanged', () => {
    const form = formOf(product)
    expect(form).toMatchObject({ price: '499.00', listPrice: '699.00', packages: '1 499.00\n2 449.00' })
    expect(toEdit(form, product)).toEqual({
      ok: true,
      body: { name: '标准版', subtitle: '祖源与健康', isOnline: true, priceFen: 49900, listPriceFen: 69900, promotion: null, promotionInfos: [], packages: product.packages, sort: 10, expectedUpdatedAt: 1764043200000 }
    })
  })

  it('says by field what is wrong, with the server\'s rules', () => {
    const form = formOf(product)
    expect(toEdit({ ...form, price: '4.999' }, product)).toMatchObject({ ok: false, field: 'price' })
    expect(toEdit({ ...form, listPrice: '100' }, product)).toEqual({ ok: false, field: 'listPrice', message: '划线价不能低于售价' })
    expect(toEdit({ ...form, packages: '1 499.00\n2 可以' }, product)).toMatchObject({ ok: false, field: 'packages' })
    expect(toEdit({ ...form, packages: '1 499.00\n2 509.00' }, product)).toEqual({ ok: false, field: 'packages', message: '多件套餐的单价不能高于少件的' })
    expect(toEdit({ ...form, promotionTitle: '限时' }, product)).toMatchObject({ ok: false, field: 'promotionDesc' })
    expect(toEdit({ ...form, name: ' 标' }, product)).toMatchObject({ ok: false, field: 'name' })
  })
})
