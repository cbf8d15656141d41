/**
 * The rules a staff edit of a product must keep (issue 17 item 1), shared by the /ops editor
 * (checked before saving) and the server (checked again): the list price is not below the
 * price, packages start at one unit at the price, counts rise and unit prices do not.
 */
export interface CatalogueEditPrices {
  priceFen: number
  listPriceFen: number
  packages: ReadonlyArray<{ minCount: number; unitPriceFen: number }>
}

export function productEditProblem(e: CatalogueEditPrices): { field: string; message: string } | null {
  if (e.listPriceFen < e.priceFen) return { field: 'listPriceFen', message: '划线价不能低于售价' }
  const p = e.packages
  if (p[0]?.minCount !== 1) return { field: 'packages', message: '第一档套餐须从 1 件起' }
  if (p[0].unitPriceFen !== e.priceFen) return { field: 'packages', message: '1 件的套餐单价须等于售价' }
  for (let i = 1; i < p.length; i++) {
    if (p[i].minCount <= p[i - 1].minCount) return { field: 'packages', message: '套餐件数须逐档增加' }
    if (p[i].unitPriceFen > p[i - 1].unitPriceFen) return { field: 'packages', message: '多件套餐的单价不能高于少件的' }
  }
  return null
}
