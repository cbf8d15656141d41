/**
 * 居家检测 (/home-test, /home-test/report; spec 2.13): the tests whose sample is taken at home
 * without a clinic (the non-chip definitions say so: HPV self-swab, breath or stool for HP,
 * finger-prick blood for AMH and vitamins, stool for colorectal screening). What each test is,
 * is its definition; what it costs is the catalogue's; what a person has is their detections.
 */
import { NONCHIP_DEFINITIONS, type NonChipDefinition, type NonChipType, type ShopProduct } from '@xungen/contracts'

/** the home-sampled tests, in the order the page shows them (S is colorectal screening, spec 3.6) */
export const HOME_TEST_TYPES = ['HPV', 'HP', 'AMH', 'VADE', 'S'] as const satisfies readonly NonChipType[]
export type HomeTestType = (typeof HOME_TEST_TYPES)[number]

export function isHomeTestType(type: string): type is HomeTestType {
  return (HOME_TEST_TYPES as readonly string[]).includes(type)
}

export interface HomeTestCard {
  type: HomeTestType
  definition: NonChipDefinition
  /** the product on sale for it (a sampled edition), or null when the shop does not sell it now */
  product: ShopProduct | null
}

/** each home test with the product the shop sells for it (off sale: null, the page says so) */
export function homeTestCards(products: readonly ShopProduct[]): HomeTestCard[] {
  return HOME_TEST_TYPES.map(type => ({
    type,
    definition: NONCHIP_DEFINITIONS[type],
    product: products.find(p => p.typeCode === type && p.skuInfos[0]?.sampled !== false) ?? null
  }))
}

/** a detection of the account as the detection-status list gives it (PERSONS_ENDPOINTS.detectionStatusList) */
export interface HomeTestDetection {
  barcode: string
  personName: string
  product: { type: string; name: string }
  hasReport: boolean
  /** the sample's state as the timeline says it, or null before any */
  title: string | null
}

export interface HomeTestReportRow {
  barcode: string
  type: HomeTestType
  personName: string
  productName: string
  stateTitle: string | null
  /** the report page with this barcode, or null while the laboratory has not published it */
  reportUrl: string | null
}

/** the account's home-test detections, published ones first, each with where its report is */
export function homeTestReports(list: readonly HomeTestDetection[]): HomeTestReportRow[] {
  return list
    .filter(d => isHomeTestType(d.product.type))
    .map(d => ({
      barcode: d.barcode,
      type: d.product.type as HomeTestType,
      personName: d.personName,
      productName: d.product.name,
      stateTitle: d.title,
      reportUrl: d.hasReport ? `${NONCHIP_DEFINITIONS[d.product.type as HomeTestType].reportPath}?barcode=${encodeURIComponent(d.barcode)}` : null
    }))
    .sort((a, b) => Number(b.reportUrl !== null) - Number(a.reportUrl !== null))
}
