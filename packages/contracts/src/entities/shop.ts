/** spec 3.6: products and the shop (the report enums of 3.6 are in report/). */
import type { FeatureTag, ProductType } from '../report'

export interface PromotionInfo {
  title: string
  desc: string
}

export interface SkuInfo {
  sku: string
  skuPicture: string
  actualPrice: number
  promotionInfos: PromotionInfo[]
}

/** spec 3.6: "packages (each with minCount; one-unit, two-unit and largest-count are picked)" */
export interface ProductPackage {
  minCount: number
  skuInfos: SkuInfo[]
}

/** spec 3.6: the product alias of the standard kit */
export const STANDARD_ANCESTRY = 'STANDARD_ANCESTRY'

export interface Product {
  id: number | string
  name: string
  commodityTag: string
  packages: ProductPackage[]
  promotion?: PromotionInfo
  isOnlineProduct: boolean
  primerIdentification: 'PCR' | string
  type: ProductType
  supportSubmodules: FeatureTag[]
}

/** spec 3.6: detection tab types */
export const DETECTION_TAB_TYPES = ['CHIP', 'Y', 'WGS', 'NGS_PANEL'] as const
export type DetectionTabType = (typeof DETECTION_TAB_TYPES)[number]

/** spec 3.6: SKU codes named by the spec ("and others": the list is open) */
export const SKU_CODES = [
  'standard', 'std_v4', 'y_full', 'y_ances', 'dna_relatives', 'HPV', 'HP', 'CRC', 'AMH', 'VitaminADE', 'NGS', 'CVD',
  'carrier_screening_pregnancy_single', 'carrier_screening_pregnancy_couple'
] as const

/** spec 3.6: entry types (app-resource categories) */
export const ENTRY_TYPES = ['DEEP_LINK', 'CATEGORIES', 'ITEMS'] as const
export type EntryType = (typeof ENTRY_TYPES)[number]

/** spec 3.6: a side-bar item of the report area */
export interface SidebarItem {
  name: string
  description?: string
  total?: number
  productStatus?: number
  tags?: string[]
  lockDescription?: string
  icon?: string
  path?: string
  children?: SidebarItem[]
}

/** spec 3.6: drug category */
export interface DrugCategory {
  categoryId: number | string
  webSceneClassifyIcon?: string
}

/** spec 3.6: health home (data of the report home of a barcode) */
export interface HealthHome {
  homeData: Record<string, unknown>
  allCheckItem: SidebarItem[]
  gadgetsShowStatus: Record<string, boolean>
}

/** spec 3.6: ancestry home */
export interface AncestryHome {
  homeData: Record<string, unknown>
}
