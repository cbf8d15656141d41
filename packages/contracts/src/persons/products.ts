/**
 * The kits the laboratory produces and what each one may be bound as (spec 3.3, 3.6). A kit
 * carries a SKU (spec 3.6 SKU codes); the SKU decides the product and its type code, whose
 * default submodules (report/DEFAULT_SUBMODULES) apply when the product lists none.
 *
 * DECISION: the chip pipeline analyses genotyping-array kits only (KIT_PRODUCTS). The non-chip
 * tests the laboratory reports by hand (HPV, HP, CRC, AMH, VitaminADE, NGS, CVD: issue 15 item 3,
 * report/nonchip) are bound like any kit (NONCHIP_KIT_PRODUCTS) and never reach the pipeline;
 * y_full (a sequencing upload of its own) is still refused at the barcode check with 2032
 * SCT_NONSUPPORT_BARCODE, as spec 8.1 names it.
 */
import type { DetectionProduct } from '../entities/person'
import type { ProductTypeCode } from '../report'
import { STANDARD_ANCESTRY } from '../entities/shop'

export interface KitProduct extends DetectionProduct {
  sku: string
}

export const KIT_PRODUCTS: Readonly<Record<string, KitProduct>> = {
  standard: {
    sku: 'standard', id: STANDARD_ANCESTRY, type: 'HEALTH_ANCESTRY_V3', name: '基因寻根 健康+祖源 标准版',
    supportSubmodules: [], needUpdate: false, isOnlineProduct: true, primerIdentification: 'CHIP'
  },
  std_v4: {
    sku: 'std_v4', id: 'STANDARD_ANCESTRY_V4', type: 'HEALTH_ANCESTRY_V3', name: '基因寻根 健康+祖源 标准版 V4',
    supportSubmodules: ['ancestor', 'sport15', 'pregnancy', 'standard', 'disease'], needUpdate: false, isOnlineProduct: true, primerIdentification: 'CHIP'
  },
  y_ances: {
    sku: 'y_ances', id: 'Y_ANCESTRY', type: 'Y', name: '父系祖源检测',
    supportSubmodules: ['ancestor'], needUpdate: false, isOnlineProduct: true, primerIdentification: 'CHIP'
  },
  dna_relatives: {
    sku: 'dna_relatives', id: 'DNA_RELATIVES', type: 'GENETIC', name: '基因寻亲',
    supportSubmodules: ['ancestor'], needUpdate: false, isOnlineProduct: true, primerIdentification: 'CHIP'
  }
}

/** SKUs a kit may be produced with but that the chip pipeline does not analyse (the lab types their results: NONCHIP_KIT_PRODUCTS; y_full → 2032) */
export const NON_CHIP_SKUS = ['HPV', 'HP', 'CRC', 'AMH', 'VitaminADE', 'NGS', 'CVD', 'y_full'] as const

export const PRODUCIBLE_SKUS: readonly string[] = [...Object.keys(KIT_PRODUCTS), ...NON_CHIP_SKUS]

/** the type code of a non-chip SKU (for the kit row) */
export const NON_CHIP_SKU_TYPES: Readonly<Record<(typeof NON_CHIP_SKUS)[number], ProductTypeCode>> = {
  HPV: 'HPV', HP: 'HP', CRC: 'S', AMH: 'AMH', VitaminADE: 'VADE', NGS: 'NGS', CVD: 'CVD', y_full: 'Y'
}

/** the non-chip kits a person may bind; their results are entered by the laboratory (report/nonchip definitions) */
export const NONCHIP_KIT_PRODUCTS: Readonly<Record<string, KitProduct>> = {
  HPV: { sku: 'HPV', id: 'HPV', type: 'HPV', name: 'HPV 分型检测', supportSubmodules: [], needUpdate: false, isOnlineProduct: false, primerIdentification: 'PCR' },
  HP: { sku: 'HP', id: 'HP', type: 'HP', name: '幽门螺杆菌检测', supportSubmodules: [], needUpdate: false, isOnlineProduct: false, primerIdentification: 'PCR' },
  CRC: { sku: 'CRC', id: 'CRC', type: 'S', name: '结直肠癌早筛', supportSubmodules: [], needUpdate: false, isOnlineProduct: false, primerIdentification: 'PCR' },
  AMH: { sku: 'AMH', id: 'AMH', type: 'AMH', name: 'AMH 卵巢储备评估', supportSubmodules: [], needUpdate: false, isOnlineProduct: false, primerIdentification: 'PCR' },
  VitaminADE: { sku: 'VitaminADE', id: 'VADE', type: 'VADE', name: '维生素 A/D/E 营养检测', supportSubmodules: [], needUpdate: false, isOnlineProduct: false, primerIdentification: 'PCR' },
  NGS: { sku: 'NGS', id: 'NGS', type: 'NGS', name: '遗传性肿瘤深度基因检测', supportSubmodules: [], needUpdate: false, isOnlineProduct: false, primerIdentification: 'NGS' },
  CVD: { sku: 'CVD', id: 'CVD', type: 'CVD', name: '心血管疾病深度基因检测', supportSubmodules: [], needUpdate: false, isOnlineProduct: false, primerIdentification: 'NGS' }
}

/** a kit a person may bind: a chip kit or a non-chip test (null: 2032) */
export function bindableKitProductOf(sku: string): KitProduct | null {
  return KIT_PRODUCTS[sku] ?? NONCHIP_KIT_PRODUCTS[sku] ?? null
}

export function kitProductOf(sku: string): KitProduct | null {
  return KIT_PRODUCTS[sku] ?? null
}

export function productTypeOfSku(sku: string): ProductTypeCode | null {
  return KIT_PRODUCTS[sku]?.type ?? NON_CHIP_SKU_TYPES[sku as (typeof NON_CHIP_SKUS)[number]] ?? null
}
