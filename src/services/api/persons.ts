/**
 * spec 7.3 "Detected persons" group and the binding wizard (2.12): the server's PERSONS_API and
 * BIND_API of @xungen/contracts. The answers' shapes are written here as the pages read them
 * (the server's PersonsService views); when the endpoint declarations reach the contracts these
 * types come from there.
 */
import { BIND_API, IMPORT_API, LAB_API, PERSONS_API, apiPath, type KitProduct, type PrivacyFeature, type SampleState, type Sex } from '@xungen/contracts'
import type { ApiClient } from '../client'

export interface DetectionProductView {
  id: string | number
  type: string
  name: string
  supportSubmodules: string[]
  needUpdate: boolean
  isOnlineProduct: boolean
  primerIdentification: string
}

export interface DetectionView {
  barcode: string
  hasReport: boolean
  product: DetectionProductView
  state: SampleState | null
  stateTitle: string | null
  source: string
  collectDate: string | null
}

/** spec 3.2 tested person, as the server answers it */
export interface PersonView {
  id: number
  userId: number
  basic: {
    name: string
    surname: string | null
    sex: Sex | null
    birthday: string | null
    birthplace: string | null
    birthplaceCode: string | null
    ancestralPlace: string | null
    ancestralPlaceCode: string | null
    nation: string | null
    appellation: string | null
  }
  name: string
  defaultBarcode: string | null
  defaultHaplogroup: string | null
  haplogroup: string | null
  mtHaplogroup: string | null
  detections: DetectionView[]
  share: { isShare: boolean }
  productName: string | null
  isBind: boolean
  hasReport: boolean
  privacy: Record<PrivacyFeature, boolean>
}

/** spec 3.2 "Person list page state": page, size, count, shareCount, bindCount, list, isEnd */
export interface PersonListData {
  page: number
  size: number
  count: number
  bindCount: number
  shareCount: number
  list: PersonView[]
  isEnd: boolean
}

export interface BaseInfoModifiable {
  name: boolean
  sex: boolean
  birthday: boolean
  birthplace: boolean
  ancestralPlace: boolean
  nation: boolean
  /** changes left after the report is out; null: no limit yet */
  changesLeft: number | null
  reason: string | null
}

export interface PersonUpdate {
  name?: string
  gender?: Sex
  birthday?: string
  birthplace?: string
  birthplaceCode?: string
  ancestralPlace?: string
  ancestralPlaceCode?: string
  nation?: string
  barcode?: string
  collectDate?: string
}

export interface TimelineEntry {
  state: SampleState
  title: string
  content: string
  sampleSeq: number | null
  date: number
}

export interface DetectionStatusData {
  barcode: string
  personId: number
  personName: string
  product: DetectionProductView
  state: SampleState | null
  hasReport: boolean
  samples: Array<{ seq: number; state: SampleState; createdAt: number; updatedAt: number }>
  timeline: TimelineEntry[]
}

export interface DetectionStatusListData {
  list: Array<{ barcode: string; personId: number; personName: string; product: DetectionProductView; state: SampleState | null; title: string | null; hasReport: boolean; updatedAt: number }>
}

export interface UpgradableSamplesData {
  list: Array<{ barcode: string; product: DetectionProductView; upgradeTo: KitProduct[] }>
}

/** spec 3.4 detection-person draft (plus the agreements the wizard records) */
export interface BindDraft {
  barcode?: string
  appellation?: string
  personId?: number
  name?: string
  surname?: string
  sex?: Sex
  birthday?: string
  birthplace?: string
  birthplaceCode?: string
  ancestralPlace?: string
  ancestralPlaceCode?: string
  nation?: string
  collected?: boolean
  collectDate?: string
  ancestryFeatures?: string[]
  productType?: string
  openAncestryFunction?: boolean
  researchAgree?: boolean
  salivaAgree?: boolean
  geneRelatives?: boolean
  coupleConfirmed?: boolean
  authorize?: 0 | 1
  configKey?: string
  bindClient?: string
  refBarcode?: string
  useOldSample?: boolean
}

export interface DraftData {
  draftId: number | null
  draft: BindDraft | null
  updatedAt: number | null
}

export interface CheckData {
  succeeded: boolean
  errors: string[]
}

export interface BindResult {
  personId: number
  barcode: string
  detectionId: number
  relativesFinding: boolean
  repeated: boolean
}

export function personsApi(client: ApiClient) {
  return {
    list: (q: { page: number; size: number; keywords?: string }) => client.get<PersonListData>(PERSONS_API.personsV2.path, q),
    byId: (id: number | string) => client.get<PersonView>(apiPath(PERSONS_API.personById.path, { id })),
    byBarcode: (barcode: string) => client.get<PersonView>(apiPath(PERSONS_API.personByBarcode.path, { barcode })),
    update: (id: number | string, body: PersonUpdate) => client.put<PersonView>(apiPath(PERSONS_API.updatePerson.path, { id }), body),
    baseInfoModifiable: (id: number | string) => client.get<BaseInfoModifiable>(apiPath(PERSONS_API.personBaseInfoModifiable.path, { id })),
    deleteShare: (id: number | string) => client.delete<{ deleted: true }>(apiPath(PERSONS_API.deleteSharePerson.path, { id })),
    privacy: (id: number | string, feature: PrivacyFeature, open: boolean) => client.put<PersonView>(apiPath(PERSONS_API.privacy.path, { id }), { feature, open }),
    bindable: (barcode?: string) => client.get<{ bindablePersons: PersonView[] }>(PERSONS_API.bindablePersons.path, barcode ? { barcode } : undefined),
    upgradable: (id: number | string) => client.get<UpgradableSamplesData>(apiPath(PERSONS_API.upgradableSamples.path, { id })),
    detectionStatus: (barcode: string) => client.get<DetectionStatusData>(apiPath(PERSONS_API.detectionStatus.path, { barcode })),
    detectionStatusList: () => client.get<DetectionStatusListData>(PERSONS_API.detectionStatusList.path)
  }
}

export function bindApi(client: ApiClient) {
  return {
    /** 4006 format or check digit, 2030 unknown, 2031 bound, 2032 not supported */
    barcodeCheck: (barcode: string) => client.get<{ barcode: string; product: KitProduct }>(BIND_API.barcodeCheck.path, { barcode }),
    appellationCheck: (q: { appellation: string; personId?: number; sex?: Sex }) => client.get<CheckData & { impliedSex: Sex | null }>(BIND_API.appellationCheck.path, q),
    nameCheck: (q: { name: string; surname?: string }) => client.get<CheckData>(BIND_API.nameCheck.path, q),
    draft: () => client.get<DraftData>(BIND_API.draft.path),
    saveDraft: (patch: BindDraft) => client.put<{ draftId: number; draft: BindDraft; updatedAt: number }>(BIND_API.saveDraft.path, patch),
    clearDraft: () => client.delete<{ cleared: number }>(BIND_API.clearDraft.path),
    submit: (body: BindDraft & { draftId?: number }) => client.post<BindResult>(BIND_API.submit.path, body)
  }
}

export type PersonsApi = ReturnType<typeof personsApi>
export type BindApi = ReturnType<typeof bindApi>

export interface ImportPerson {
  personId?: number
  name?: string
  gender?: Sex
  birthday?: string
  birthplace?: string
  birthplaceCode?: string
  geneRelatives?: '1' | '0'
}

/** spec 2.5 /import/chip, 3.14 "Gene data upload": IMPORT_API.chip (multipart field file; the person in the query) */
export function importApi(client: ApiClient) {
  return {
    chip: (file: { path: string; name: string }, person: ImportPerson, onProgress?: (percent: number) => void) =>
      client.upload<{ barcode: string; personId: number; state: SampleState }>({
        path: IMPORT_API.chip.path,
        query: { ...person },
        filePath: file.path,
        fileName: file.name,
        // up to 50 MB over a phone connection
        timeout: 10 * 60 * 1000,
        onProgress
      })
  }
}

export interface LabSample {
  barcode: string
  seq: number
  state: SampleState
  personName: string
  updatedAt: number
  holdReason: string | null
}

/** the laboratory's calls (LAB_API; staff with the lab role, anyone else 1110) */
export function labApi(client: ApiClient) {
  const at = (path: string, barcode: string) => apiPath(path, { barcode })
  return {
    produceBatch: (sku: string, count: number) => client.post<{ batchId: number; sku: string; productType: string; barcodes: string[] }>(LAB_API.produceBatch.path, { sku, count }),
    batches: () => client.get<{ list: Array<{ id: number; sku: string; productType: string; count: number; createdAt: number }> }>(LAB_API.batches.path),
    samples: (state?: SampleState) => client.get<{ list: LabSample[] }>(LAB_API.samples.path, state ? { state } : undefined),
    receive: (barcode: string) => client.post<LabSample>(at(LAB_API.receive.path, barcode)),
    qc: (barcode: string, passed: boolean, note?: string) => client.post<LabSample>(at(LAB_API.qc.path, barcode), { passed, note }),
    release: (barcode: string, note?: string) => client.post<LabSample>(at(LAB_API.release.path, barcode), { note }),
    retry: (barcode: string) => client.post<LabSample>(at(LAB_API.retry.path, barcode)),
    uploadGenotype: (barcode: string, file: { path: string; name: string }, onProgress?: (percent: number) => void) =>
      client.upload<LabSample>({ path: at(LAB_API.uploadGenotype.path, barcode), filePath: file.path, fileName: file.name, timeout: 10 * 60 * 1000, onProgress })
  }
}
