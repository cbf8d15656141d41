/** The shop's products as the client reads them (spec 2.4, 3.6). */
import type { Kysely, Selectable } from 'kysely'
import { type ShopProduct, type ProductLinks } from '@xungen/contracts'
import type { Database } from '../../db'
import { notFound } from '../../errors'
import type { ProductsTable } from './tables'

export type ProductRow = Selectable<ProductsTable>

export class Catalogue {
  constructor(private readonly db: Kysely<Database>) {}

  async list(filter: { commodityTags?: readonly string[] } = {}): Promise<ShopProduct[]> {
    let q = this.db.selectFrom('products').selectAll().where('is_online', '=', 1)
    if (filter.commodityTags?.length) q = q.where('commodity_tag', 'in', [...filter.commodityTags])
    const rows = await q.orderBy('sort').orderBy('id').execute()
    const ids = await this.aliasIds()
    return rows.map(r => this.view(r, ids))
  }

  /** by numeric id or alias (spec 2.3: "the commodity id or product alias") */
  async row(idOrAlias: string | number): Promise<ProductRow | undefined> {
    const text = String(idOrAlias)
    const q = this.db.selectFrom('products').selectAll()
    return /^\d+$/.test(text) ? q.where('id', '=', Number(text)).executeTakeFirst() : q.where('alias', '=', text).executeTakeFirst()
  }

  async detail(idOrAlias: string | number): Promise<ShopProduct> {
    const row = await this.row(idOrAlias)
    if (!row || row.is_online !== 1) throw notFound('商品不存在或已下架')
    return this.view(row, await this.aliasIds())
  }

  private async aliasIds(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('products').select(['id', 'alias']).execute()
    return new Map(rows.map(r => [r.alias, r.id]))
  }

  view(r: ProductRow, ids: Map<string, number>): ShopProduct {
    const linkAliases = JSON.parse(r.links) as Record<string, string>
    const links: ProductLinks = {}
    const map: Record<string, keyof ProductLinks> = { noSampleVersion: 'noSampleVersionId', sampledVersion: 'sampledVersionId', upgrade: 'upgradeId', otherEdition: 'otherEditionId' }
    for (const [k, alias] of Object.entries(linkAliases)) {
      const id = ids.get(alias)
      if (id !== undefined && map[k]) links[map[k]] = id
    }
    return {
      id: r.id,
      alias: r.alias,
      name: r.name,
      subtitle: r.subtitle,
      commodityTag: r.commodity_tag,
      type: r.type as ShopProduct['type'],
      typeCode: r.type_code as ShopProduct['typeCode'],
      isOnlineProduct: r.is_online === 1,
      primerIdentification: r.primer as ShopProduct['primerIdentification'],
      supportSubmodules: JSON.parse(r.submodules),
      promotion: r.promotion ? JSON.parse(r.promotion) : null,
      skuInfos: [
        {
          sku: r.sku,
          family: r.sku_family,
          sampled: r.sampled === 1,
          skuPicture: r.sku_picture,
          actualPriceFen: Number(r.price_fen),
          listPriceFen: Number(r.list_price_fen),
          promotionInfos: JSON.parse(r.promotion_infos)
        }
      ],
      packages: JSON.parse(r.packages),
      links,
      sort: r.sort
    }
  }
}
