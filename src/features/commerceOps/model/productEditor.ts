/**
 * /ops/commerce (issue 17 item 1): the staff's editor of one product. The form holds text as typed
 * (prices in yuan, packages one per line "件数 单价"); toEdit() turns it into the PUT body or says,
 * in Chinese and by field, what is wrong, with the same rules the server keeps (contracts'
 * productEditProblem).
 */
import { parseYuan, productEditProblem, yuanText } from '@xungen/contracts'
import type { EndpointInput, EndpointOutput } from '@xungen/contracts/endpoints'
import type { COMMERCE } from '@xungen/contracts/endpoints'

export type AdminProduct = EndpointOutput<typeof COMMERCE.opsProducts>['list'][number]
export type ProductEditBody = NonNullable<EndpointInput<typeof COMMERCE.opsUpdateProduct>['body']>

export interface ProductForm {
  name: string
  subtitle: string
  isOnline: boolean
  price: string
  listPrice: string
  promotionTitle: string
  promotionDesc: string
  /** one package a line: "2 449.00" */
  packages: string
  sort: string
}

export function formOf(p: AdminProduct): ProductForm {
  return {
    name: p.name,
    subtitle: p.subtitle,
    isOnline: p.isOnline,
    price: yuanText(p.priceFen),
    listPrice: yuanText(p.listPriceFen),
    promotionTitle: p.promotion?.title ?? '',
    promotionDesc: p.promotion?.desc ?? '',
    packages: p.packages.map(k => `${k.minCount} ${yuanText(k.unitPriceFen)}`).join('\n'),
    sort: String(p.sort)
  }
}

export type EditResult = { ok: true; body: ProductEditBody } | { ok: false; field: keyof ProductForm; message: string }

export function toEdit(form: ProductForm, product: AdminProduct): EditResult {
  const name = form.name.trim()
  if (name.length < 2) return { ok: false, field: 'name', message: '商品名称至少 2 个字' }
  const priceFen = parseYuan(form.price.trim())
  if (priceFen === null || priceFen <= 0) return { ok: false, field: 'price', message: '请填写正确的售价（元，最多两位小数）' }
  const listPriceFen = parseYuan(form.listPrice.trim())
  if (listPriceFen === null || listPriceFen <= 0) return { ok: false, field: 'listPrice', message: '请填写正确的划线价（元，最多两位小数）' }
  const packages: Array<{ minCount: number; unitPriceFen: number }> = []
  for (const line of form.packages.split('\n').map(l => l.trim()).filter(Boolean)) {
    const m = /^(\d{1,2})\s+(\S+)$/.exec(line)
    const unitPriceFen = m ? parseYuan(m[2]) : null
    if (!m || unitPriceFen === null || unitPriceFen <= 0) return { ok: false, field: 'packages', message: `套餐“${line}”格式应为“件数 单价”，如“2 449.00”` }
    packages.push({ minCount: Number(m[1]), unitPriceFen })
  }
  const title = form.promotionTitle.trim()
  const desc = form.promotionDesc.trim()
  if (Boolean(title) !== Boolean(desc)) return { ok: false, field: title ? 'promotionDesc' : 'promotionTitle', message: '促销标题和说明需同时填写或同时留空' }
  const sort = Number(form.sort)
  if (!Number.isInteger(sort) || sort < 0) return { ok: false, field: 'sort', message: '排序需为非负整数' }
  const problem = productEditProblem({ priceFen, listPriceFen, packages })
  if (problem) return { ok: false, field: problem.field === 'listPriceFen' ? 'listPrice' : 'packages', message: problem.message }
  return {
    ok: true,
    body: { name, subtitle: form.subtitle.trim(), isOnline: form.isOnline, priceFen, listPriceFen, promotion: title ? { title, desc } : null, promotionInfos: product.promotionInfos, packages, sort, expectedUpdatedAt: product.updatedAt }
  }
}

/** how an audit change reads: "售价 49900 → 44900" with the field's Chinese name */
export const FIELD_LABELS: Record<string, string> = {
  name: '名称', subtitle: '副标题', isOnline: '上架', priceFen: '售价（分）', listPriceFen: '划线价（分）', promotion: '促销', promotionInfos: '促销信息', packages: '套餐', sort: '排序'
}
