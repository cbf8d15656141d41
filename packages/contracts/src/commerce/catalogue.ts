/**
 * The shop's catalogue as the client reads it (spec 3.6). Prices are fen. A SKU belongs to a
 * family (the test it is: standard, ancestry, Y-full…) and is either the sampled version (a kit
 * is shipped) or the no-sample version (reuses a sample the buyer already sent).
 */
import type { FeatureTag, ProductType, ProductTypeCode } from '../report'

export interface ShopSku {
  sku: string
  family: string
  /** true: a collection kit ships; false: the test runs on an existing sample */
  sampled: boolean
  skuPicture: string
  /** one unit, fen */
  actualPriceFen: number
  /** the crossed-out list price, fen */
  listPriceFen: number
  promotionInfos: Array<{ title: string; desc: string }>
}

export interface ShopPackage {
  minCount: number
  /** price of one unit when buying at least minCount, fen */
  unitPriceFen: number
}

/** spec 4 "Other states": product reuse links */
export interface ProductLinks {
  /** sampled ↔ no-sample version of the same test */
  noSampleVersionId?: number
  sampledVersionId?: number
  /** standard → its upgrade */
  upgradeId?: number
  /** single ↔ couple carrier screening */
  otherEditionId?: number
}

export interface ShopProduct {
  id: number
  /** a stable alias used in /buy/:commodityId/order (STANDARD_ANCESTRY, ancestry, crc, carrier-single…) */
  alias: string
  name: string
  subtitle: string
  commodityTag: string
  type: ProductType
  typeCode: ProductTypeCode
  isOnlineProduct: boolean
  primerIdentification: 'PCR' | 'CHIP' | 'NGS'
  supportSubmodules: FeatureTag[]
  promotion: { title: string; desc: string } | null
  /** the SKU sold (spec 3.6 skuInfos[0]) */
  skuInfos: ShopSku[]
  /** every package; the shop shows pickPackages() of them */
  packages: ShopPackage[]
  links: ProductLinks
  /** shelf order in the shop, ascending */
  sort: number
}

/** the shop shelves of spec 2.4 and the commodity tags that fill them */
export const SHOP_SHELVES = {
  gene: ['gene'],
  group: ['group'],
  ngs: ['ngs-heart', 'ngs-tumor'],
  yfull: ['yfull']
} as const
