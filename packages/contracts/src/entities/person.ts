/** spec 3.2-3.5: tested persons (sct / detection persons), detections and the binding draft. */
import type { FeatureTag, ProductTypeCode } from '../report'
import type { Avatar } from './user'

export type Sex = 'male' | 'female'

/** spec 3.3: the product of a detection */
export interface DetectionProduct {
  id: number | string
  type: ProductTypeCode
  name: string
  /** spec 3.3: empty means the defaults of the product type (report/effectiveSubmodules) */
  supportSubmodules: FeatureTag[]
  needUpdate: boolean
  isOnlineProduct: boolean
  /** spec 3.6: PCR or other */
  primerIdentification: 'PCR' | string
}

/** spec 3.3: Detection */
export interface Detection {
  barcode: string
  hasReport: boolean
  product: DetectionProduct
}

/** spec 3.2: Tested person */
export interface TestedPerson {
  id: number
  userId: number
  basic: { avatar?: Avatar; name: string; sex?: Sex; birthday?: string; birthplace?: string; birthplaceCode?: string }
  name: string
  defaultBarcode: string
  defaultHaplogroup?: string
  haplogroup?: string
  detections: Detection[]
  share: { isShare: boolean }
  upgradeRoute: unknown[]
  type: string
}

/** spec 3.2: derived view of a tested person */
export interface TestedPersonView extends TestedPerson {
  productName: string
  productId: number | string
  /** not shared with me: I own it */
  isBind: boolean
  /** any ancestry-type detection has a report */
  hasReport: boolean
}

/** spec 3.2: person list page state */
export interface PersonListState {
  page: number
  size: number
  count: number
  shareCount: number
  bindCount: number
  list: TestedPersonView[]
  isEnd: boolean
}

/** spec 3.5: sample-collector relations */
export const SAMPLE_COLLECTOR_RELATIONS = [
  'me',
  'couple',
  'children',
  'father',
  'mother',
  'siblings',
  'paternalGrandfather',
  'paternalGrandmother',
  'maternalGrandfather',
  'maternalGrandmother',
  'spouseFather',
  'spouseMother',
  'spousePaternalGrandfather',
  'spousePaternalGrandmother',
  'spouseMaternalGrandfather',
  'spouseMaternalGrandmother'
] as const
export type SampleCollectorRelation = (typeof SAMPLE_COLLECTOR_RELATIONS)[number]

/** spec 3.4: Detection-person draft (binding) */
export interface DetectionPersonDraft {
  nation?: string
  barcode: string
  name?: string
  sex?: Sex
  surname?: string
  birthday?: string
  birthplace?: string
  birthplaceCode?: string
  /** spec 3.4: default 0 */
  authorize: 0 | 1
  collected?: boolean
  collectDate?: string
  productType?: ProductTypeCode
  openAncestryFunction?: boolean
  researchAgree?: boolean
  appellation?: SampleCollectorRelation
  /** spec 3.4: default DETECTION_PRODUCT_CONFIG_NEW */
  configKey: string
  /** spec 3.4: default APP */
  bindClient: string
  refBarcode?: string
  useOldSample?: boolean
  upgradeExperimentMapping?: unknown
  coupleConfirmed?: boolean
  personId?: number
}

/** spec 3.4: "Bind state holds barcode info, bindable persons and the selected person." */
export interface BindState {
  barcodeInfo: { barcode: string; product: DetectionProduct } | null
  bindablePersons: TestedPersonView[]
  selectedPerson: TestedPersonView | null
}

/** spec 3.14: detected person update */
export interface DetectedPersonUpdate {
  person_id: number
  name?: string
  gender?: Sex
  birthday?: string
  birthplace?: string
  birthplaceCode?: string
  barcode?: string
  collectDate?: string
  privacy?: { feature: string; open: boolean }
}
