/**
 * Report enums of the product spec, shared by the client, the server and the genetics engine.
 * Names and numbers are the spec's (3.3, 3.6, 4, 2.9); the Chinese labels are how the product says them.
 */

/** spec 3.6: report item statuses (normal 0, lock 1, upgrade 3) */
export const REPORT_ITEM_STATUS = { NORMAL: 0, LOCK: 1, UPGRADE: 3 } as const

/**
 * Imported raw data (another company's chip) has no upgrade: no kit of ours can add what its file
 * does not hold. Its items outside the report it gets are locked and say so, instead of offering
 * an upgrade that ends on "暂无可升级的样本".
 */
export const IMPORTED_DATA_PRODUCT_ID = 'IMPORTED_DATA'
export const IMPORTED_DATA_LOCK_TEXT = '导入的第三方数据不包含该项目，购买基因寻根的检测后即可查看'
export type ReportItemStatus = (typeof REPORT_ITEM_STATUS)[keyof typeof REPORT_ITEM_STATUS]

/** spec 3.6: item tags shown on report items */
export const REPORT_ITEM_TAGS = ['LOCK_ICON', 'RESEARCH_LAB_ITEM', 'CALCULATOR', 'RESEARCH_CERTIFICATE', 'ATTENTION', 'RECOMMEND_UNLOCK'] as const
export type ReportItemTag = (typeof REPORT_ITEM_TAGS)[number]

/** spec 3.6: feature tags (submodules a product unlocks) */
export const FEATURE_TAGS = ['ancestor', 'sport15', 'sport18', 'child36', 'disease', 'threeHigh', 'twoCancer', 'heartDisease', 'pregnancy', 'standard', 'childTalent'] as const
export type FeatureTag = (typeof FEATURE_TAGS)[number]

/** spec 3.6: product types */
export const PRODUCT_TYPES = ['GENETIC', 'Y', 'PCR_Y', 'HPV', 'HP'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** spec 3.6: product type codes */
export const PRODUCT_TYPE_CODES = [
  'HEALTH_ANCESTRY_V3', 'GENETIC', 'Y', 'PCR_Y', 'PCR_HEALTHY_EXPAND', 'HPV', 'HP', 'S', 'VADE', 'NGS', 'AMH', 'CVD', 'MYOPIA', 'GUT_HEALTH', 'CARRIER_SCREENING'
] as const
export type ProductTypeCode = (typeof PRODUCT_TYPE_CODES)[number]

/**
 * spec 3.3: "If supportSubmodules is empty, defaults come from the product type. For
 * HEALTH_ANCESTRY_V3 these are ancestor, sport15, pregnancy, standard."
 * The spec names the defaults of HEALTH_ANCESTRY_V3 only; every other type code has no
 * default submodule (its detections must carry supportSubmodules explicitly).
 */
export const DEFAULT_SUBMODULES: Readonly<Record<ProductTypeCode, readonly FeatureTag[]>> = {
  HEALTH_ANCESTRY_V3: ['ancestor', 'sport15', 'pregnancy', 'standard'],
  GENETIC: [], Y: [], PCR_Y: [], PCR_HEALTHY_EXPAND: [], HPV: [], HP: [], S: [], VADE: [], NGS: [], AMH: [], CVD: [], MYOPIA: [], GUT_HEALTH: [], CARRIER_SCREENING: []
}

/** spec 3.3: the submodules a detection supports: its own list, else the product type's defaults */
export function effectiveSubmodules(product: { type: string; supportSubmodules?: readonly string[] | null }): FeatureTag[] {
  const own = (product.supportSubmodules ?? []).filter((s): s is FeatureTag => (FEATURE_TAGS as readonly string[]).includes(s))
  if (own.length > 0) return own
  return [...(DEFAULT_SUBMODULES[product.type as ProductTypeCode] ?? [])]
}

/** spec 3.6: report tab order */
export const REPORT_TAB_ORDER: Readonly<Partial<Record<ProductTypeCode, number>>> = {
  GENETIC: 0, CARRIER_SCREENING: 1, GUT_HEALTH: 2, NGS: 3, HP: 4, HPV: 5, AMH: 6, VADE: 7, MYOPIA: 8, PCR_HEALTHY_EXPAND: 9
}

/** spec 4: content access state. "A locked item cannot be opened." */
export const CONTENT_ACCESS_STATE = { NOT_EXISTS: -1, NORMAL: 0, LOCKED: 1, NEED_SHARE: 2, NEED_UPGRADE: 3 } as const
export type ContentAccessState = (typeof CONTENT_ACCESS_STATE)[keyof typeof CONTENT_ACCESS_STATE]

/** spec 4: report status values */
export const REPORT_STATUS = {
  OUT: 'out',
  NONE: 'none',
  NO_PERMISSION: 'noPermission',
  ERROR: 'error',
  UNDETECTED: 'unDetected',
  NOT_FOUND: 'notFound',
  SHOULD_UPGRADE: 'shouldUpgrade',
  SHOULD_SHARE: 'shouldShare',
  TUMOR_SHARE_SCT_LIMIT: 'tumorShareSctLimit',
  ITEM_NOT_SUPPORTED: 'itemNotSupported'
} as const
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS]

/**
 * spec 4: code mapping to report status: 1110 no permission; 4004 or 404 not found; 2700 should
 * upgrade; 2701 should share; 4003 item not supported; 'unDetected'; 'tumorShareSctLimit'; any
 * other non-zero code error; 0 changes nothing (returns null).
 */
export function reportStatusFromCode(code: number | string): ReportStatus | null {
  if (code === 'unDetected') return REPORT_STATUS.UNDETECTED
  if (code === 'tumorShareSctLimit') return REPORT_STATUS.TUMOR_SHARE_SCT_LIMIT
  const n = typeof code === 'string' ? Number(code) : code
  if (n === 0) return null
  if (n === 1110) return REPORT_STATUS.NO_PERMISSION
  if (n === 4004 || n === 404) return REPORT_STATUS.NOT_FOUND
  if (n === 2700) return REPORT_STATUS.SHOULD_UPGRADE
  if (n === 2701) return REPORT_STATUS.SHOULD_SHARE
  if (n === 4003) return REPORT_STATUS.ITEM_NOT_SUPPORTED
  return REPORT_STATUS.ERROR
}

/** spec 4: initial status on choosing a sample: out if it has a report, none if not, error if no sample */
export function initialReportStatus(sample: { hasReport: boolean } | null | undefined): ReportStatus {
  if (!sample) return REPORT_STATUS.ERROR
  return sample.hasReport ? REPORT_STATUS.OUT : REPORT_STATUS.NONE
}

/** spec 2.9: "Report categories map to: parentage, disease, drug, inherit, skin_scene, fitness, trait, nutrition." */
export const REPORT_CATEGORY_KEYS = ['parentage', 'disease', 'drug', 'inherit', 'skin_scene', 'fitness', 'trait', 'nutrition'] as const
export type ReportCategoryKey = (typeof REPORT_CATEGORY_KEYS)[number]

/** The chip-based health report areas (spec 1) and the category key of 2.9 each one is filed under. */
export const HEALTH_AREAS = {
  disease: { categoryKey: 'disease', name: '遗传风险' },
  traits: { categoryKey: 'trait', name: '遗传特征' },
  drug: { categoryKey: 'drug', name: '药物反应' },
  nutrition: { categoryKey: 'nutrition', name: '营养需求' },
  fitness: { categoryKey: 'fitness', name: '运动健身' },
  skin: { categoryKey: 'skin_scene', name: '皮肤特质' },
  carrier: { categoryKey: 'inherit', name: '遗传病携带' }
} as const satisfies Record<string, { categoryKey: ReportCategoryKey; name: string }>
export type HealthArea = keyof typeof HEALTH_AREAS

/**
 * The one name of each area (issue: one name per category everywhere): the pages, menus, page
 * titles, the upgrade page and the PDF say HEALTH_AREAS[area].name; these other names of the
 * same areas are retired and must not come back.
 */
export const RETIRED_AREA_NAMES: Readonly<Record<HealthArea, readonly string[]>> = {
  disease: ['疾病风险'],
  traits: [],
  drug: [],
  nutrition: [],
  fitness: [],
  skin: ['皮肤特征'],
  carrier: ['携带者筛查', '变异携带']
}

/** an area's name by its spec 2.9 category key (disease, trait, inherit, skin_scene, ...) */
export function areaNameOfCategoryKey(key: string): string | null {
  const area = (Object.keys(HEALTH_AREAS) as HealthArea[]).find(a => HEALTH_AREAS[a].categoryKey === key)
  return area ? HEALTH_AREAS[area].name : null
}

/** spec 8.2: report item notes */
export const REPORT_ITEM_NOTES = {
  undetectedRetest: '抱歉，受基因检测技术所限，本次检测未能检出该项目，我们正在为您重新检测，请耐心等待。',
  /** the item's markers are not on the chip or the file: 未检测（芯片未覆盖）, never "未检出" (that means looked for and not found; coverage.ts) */
  undetected: '抱歉，所用芯片或导入的文件没有检测这个项目所需的位点（芯片未覆盖），因此无法给出结果；这不等于检测后未发现变异。',
  comingSoon: '即将上线，敬请期待'
} as const
export * from './health'
export * from './nonchip'
export * from './charts'
export * from './shares'
export * from './citation'
export * from './coverage'
export * from './defaultBarcode'
