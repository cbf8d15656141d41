/**
 * The staff's catalogue editing (issue 17 item 1 "editable by staff in /ops"): texts, prices,
 * packages, promotions, on/off sale. Every change is checked (list price not below the price,
 * package counts rising from 1 with unit prices not rising, the first package at the price) and
 * written with its audit row in one transaction, conditional on the version the editor read, so
 * two editors cannot overwrite each other unseen.
 */
import type { Kysely, Selectable } from 'kysely'
import { CODES, productEditProblem } from '@xungen/contracts'
import type { Database } from '../../db'
import { AppError, argError, notFound } from '../../errors'
import type { ProductsTable } from './tables'
import './tablesUpgrades'

export interface ProductEdit {
  name: string
  subtitle: string
  isOnline: boolean
  priceFen: number
  listPriceFen: number
  promotion: { title: string; desc: string } | null
  promotionInfos: Array<{ title: string; desc: string }>
  packages: Array<{ minCount: number; unitPriceFen: number }>
  sort: number
  expectedUpdatedAt: number
}

const FIELDS = ['name', 'subtitle', 'isOnline', 'priceFen', 'listPriceFen', 'promotion', 'promotionInfos', 'packages', 'sort'] as const

export function adminView(r: Selectable<ProductsTable>) {
  return {
    id: r.id,
    alias: r.alias,
    name: r.name,
    subtitle: r.subtitle,
    commodityTag: r.commodity_tag,
    sku: r.sku,
    sampled: r.sampled === 1,
    isOnline: r.is_online === 1,
    priceFen: Number(r.price_fen),
    listPriceFen: Number(r.list_price_fen),
    promotion: r.promotion ? (JSON.parse(r.promotion) as { title: string; desc: string }) : null,
    promotionInfos: JSON.parse(r.promotion_infos) as Array<{ title: string; desc: string }>,
    packages: JSON.parse(r.packages) as Array<{ minCount: number; unitPriceFen: number }>,
    sort: r.sort,
    updatedAt: Number(r.updated_at)
  }
}

export class CatalogueAdmin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  async list() {
    const rows = await this.db.selectFrom('products').selectAll().orderBy('sort').orderBy('id').execute()
    return { list: rows.map(adminView) }
  }

  async update(staffUserId: number, productId: number, edit: ProductEdit) {
    const problem = productEditProblem(edit)
    if (problem) throw argError(problem.field, problem.message)
    const now = this.clock()
    return this.db.transaction().execute(async trx => {
      const row = await trx.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst()
      if (!row) throw notFound('商品不存在')
      const before = adminView(row)
      if (before.updatedAt !== edit.expectedUpdatedAt) throw new AppError(CODES.ARG_ERROR, '该商品已被他人修改，请刷新后再编辑')
      const updatedAt = Math.max(now, before.updatedAt + 1)
      const changed = await trx
        .updateTable('products')
        .set({
          name: edit.name, subtitle: edit.subtitle, is_online: edit.isOnline ? 1 : 0, price_fen: edit.priceFen, list_price_fen: edit.listPriceFen,
          promotion: edit.promotion ? JSON.stringify(edit.promotion) : null, promotion_infos: JSON.stringify(edit.promotionInfos), packages: JSON.stringify(edit.packages), sort: edit.sort, updated_at: updatedAt
        })
        .where('id', '=', productId)
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst()
      if (Number(changed.numUpdatedRows) !== 1) throw new AppError(CODES.ARG_ERROR, '该商品已被他人修改，请刷新后再编辑')
      const after = adminView((await trx.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirstOrThrow()))
      const pick = (v: ReturnType<typeof adminView>) => Object.fromEntries(FIELDS.map(f => [f, v[f]]))
      await trx.insertInto('catalogue_audit').values({ product_id: productId, staff_user_id: staffUserId, action: 'update', before_json: JSON.stringify(pick(before)), after_json: JSON.stringify(pick(after)), at: now }).execute()
      return after
    })
  }

  async audit(productId: number) {
    const exists = await this.db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()
    if (!exists) throw notFound('商品不存在')
    const rows = await this.db.selectFrom('catalogue_audit').selectAll().where('product_id', '=', productId).orderBy('id', 'desc').limit(100).execute()
    return {
      list: rows.map(r => {
        const before = JSON.parse(r.before_json) as Record<string, unknown>
        const after = JSON.parse(r.after_json) as Record<string, unknown>
        const changes = FIELDS.filter(f => JSON.stringify(before[f]) !== JSON.stringify(after[f])).map(f => ({ field: f, before: JSON.stringify(before[f]), after: JSON.stringify(after[f]) }))
        return { id: r.id, productId: r.product_id, staffUserId: r.staff_user_id, action: r.action, changes, at: Number(r.at) }
      })
    }
  }
}
