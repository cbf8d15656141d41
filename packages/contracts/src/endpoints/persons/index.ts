/**
 * Endpoint declarations of the kit-to-report calls (issue "From kit to report"): tested persons
 * and the binding wizard (domain persons), the laboratory (lab), report data (reports) and raw
 * data import (import). Paths are those of packages/contracts/src/persons/api.ts.
 */
import { BIND_API, EXPRESS_API, IMPORT_API, LAB_API, PERSONS_API, REPORT_API } from '../../persons/api'
import { endpoint } from '../define'
import * as s from './schemas'

export * as personsSchemas from './schemas'

/** the method and path of a call of persons/api.ts (its `auth` there is documentation; the declaration's is enforced) */
const route = <const A extends { method: string; path: string }>(a: A) => ({ method: a.method, path: a.path }) as { method: A['method']; path: A['path'] }

const LAB = { staff: ['lab'] } as const
/** spec 3.14: raw data files up to 50 MB */
export const RAW_FILE_BODY_LIMIT = 50 * 1024 * 1024 + 64 * 1024

export const PERSONS_ENDPOINTS = {
  personsV2: endpoint({ ...route(PERSONS_API.personsV2), auth: 'user', summary: 'Tested persons of the account, owned and shared (spec 7.3 persons v2)', query: s.personsV2QuerySchema, response: s.personsV2DataSchema, codes: [] }),
  personByBarcode: endpoint({ ...route(PERSONS_API.personByBarcode), auth: 'user', summary: 'The tested person of a barcode', params: s.barcodeParamsSchema, response: s.personViewSchema, codes: [2030] }),
  personById: endpoint({ ...route(PERSONS_API.personById), auth: 'user', summary: 'A tested person by id (data.basic)', params: s.personIdParamsSchema, response: s.personViewSchema, codes: [2030] }),
  updatePerson: endpoint({ ...route(PERSONS_API.updatePerson), auth: 'user', summary: 'Change base info (base_info_modifiable rules) or a detection\'s collect date', params: s.personIdParamsSchema, body: s.updatePersonBodySchema, response: s.personViewSchema, codes: [2030, 4006] }),
  personBaseInfoModifiable: endpoint({ ...route(PERSONS_API.personBaseInfoModifiable), auth: 'user', summary: 'Which base fields of a person may change now', params: s.personIdParamsSchema, response: s.personBaseInfoModifiableDataSchema, codes: [2030] }),
  deleteSharePerson: endpoint({ ...route(PERSONS_API.deleteSharePerson), auth: 'user', summary: 'Remove a person shared with the caller from the caller\'s list', params: s.personIdParamsSchema, response: s.deletedDataSchema, codes: [2030, 4006] }),
  haplogroupName: endpoint({ ...route(PERSONS_API.haplogroupName), auth: 'user', summary: 'Y and mt haplogroup names of a barcode (data.yhaplogroup)', params: s.barcodeParamsSchema, response: s.haplogroupNameDataSchema, codes: [2030] }),
  detectionInfo: endpoint({ ...route(PERSONS_API.detectionInfo), auth: 'user', summary: 'Detection info by barcode', params: s.barcodeParamsSchema, response: s.detectionInfoDataSchema, codes: [2030] }),
  bindablePersons: endpoint({ ...route(PERSONS_API.bindablePersons), auth: 'user', summary: 'Persons of the account a barcode may be bound to (data.bindablePersons)', query: s.optionalBarcodeQuerySchema, response: s.bindablePersonsDataSchema, codes: [] }),
  upgradableSamples: endpoint({ ...route(PERSONS_API.upgradableSamples), auth: 'user', summary: 'Detections of a person whose product can be upgraded', params: s.personIdParamsSchema, response: s.upgradableSamplesDataSchema, codes: [2030] }),
  privacy: endpoint({ ...route(PERSONS_API.privacy), auth: 'user', summary: 'Privacy switches (geneRelatives: relatives finding; geneOrigin)', params: s.personIdParamsSchema, body: s.privacyBodySchema, response: s.personViewSchema, codes: [2030, 4006] }),
  detectionStatus: endpoint({ ...route(PERSONS_API.detectionStatus), auth: 'user', summary: 'A detection\'s sample states and timeline (/user/persons/detection-status/:barcode)', params: s.barcodeParamsSchema, response: s.detectionStatusDataSchema, codes: [2030] }),
  detectionStatusList: endpoint({ ...route(PERSONS_API.detectionStatusList), auth: 'user', summary: 'Every detection of the account with its state (/user/persons/detection-status)', response: s.detectionStatusListDataSchema, codes: [] }),
  relatives: endpoint({ ...route(PERSONS_API.relatives), auth: 'user', summary: 'Relatives found for a barcode by shared DNA (spec 7.3 relatives info list)', params: s.barcodeParamsSchema, response: s.relativesDataSchema, codes: [4004, 2200, 2700, 2701] }),
  rawDataDownload: endpoint({ ...route(PERSONS_API.rawDataDownload), auth: 'user', summary: 'After a right raw_data_download SMS code: a single-use 5-minute link to the raw data of a barcode, for this session only (owner only)', params: s.barcodeParamsSchema, body: s.rawDataDownloadBodySchema, response: s.rawDataDownloadLinkSchema, codes: [2030, 4006] }),
  rawDataStatus: endpoint({ ...route(PERSONS_API.rawDataStatus), auth: 'user', summary: 'State of the raw data of a barcode: available, archived, or thawing with progress', params: s.barcodeParamsSchema, response: s.rawDataStatusSchema, codes: [2030] }),
  rawDataThaw: endpoint({ ...route(PERSONS_API.rawDataThaw), auth: 'user', summary: 'Ask for archived raw data back (a job copies it; the status shows the progress)', params: s.barcodeParamsSchema, response: s.rawDataStatusSchema, codes: [2030, 4006] }),
  notifications: endpoint({ ...route(PERSONS_API.notifications), auth: 'user', summary: 'Notification records of the account (spec 3.7), newest first', response: s.notificationsDataSchema, codes: [] })
} as const

export const BIND_ENDPOINTS = {
  barcodeCheck: endpoint({ ...route(BIND_API.barcodeCheck), auth: 'user', summary: 'Barcode check: format and check digit (4006), exists (2030), not bound (2031), product supported (2032)', query: s.barcodeQuerySchema, response: s.barcodeCheckDataSchema, codes: [2030, 2031, 2032, 4006] }),
  appellationCheck: endpoint({ ...route(BIND_API.appellationCheck), auth: 'user', summary: 'Appellation check (spec 3.5 relations)', query: s.appellationCheckQuerySchema, response: s.appellationCheckDataSchema, codes: [2030] }),
  nameCheck: endpoint({ ...route(BIND_API.nameCheck), auth: 'user', summary: 'Name and surname checks (spec 5 name rules)', query: s.nameCheckQuerySchema, response: s.checkDataSchema, codes: [] }),
  draft: endpoint({ ...route(BIND_API.draft), auth: 'user', summary: 'The open binding draft (spec 3.4), to resume the wizard', response: s.draftDataSchema, codes: [] }),
  saveDraft: endpoint({ ...route(BIND_API.saveDraft), auth: 'user', summary: 'Merge fields into the open draft (a new barcode starts a new draft)', body: s.bindDraftSchema, response: s.savedDraftDataSchema, codes: [] }),
  clearDraft: endpoint({ ...route(BIND_API.clearDraft), auth: 'user', summary: 'Drop the open draft (the rebind button)', response: s.clearDraftDataSchema, codes: [] }),
  submit: endpoint({ ...route(BIND_API.submit), auth: 'user', summary: 'Bind the draft to a new or existing person; a second submit answers the same binding', body: s.bindSubmitBodySchema, response: s.bindSubmitDataSchema, codes: [2030, 2031, 2032, 4006] }),
  options: endpoint({ ...route(BIND_API.options), auth: 'public', summary: 'The wizard\'s option lists: the 56 ethnic groups and the spec 3.5 relations', response: s.bindOptionsDataSchema, codes: [] })
} as const

export const LAB_ENDPOINTS = {
  produceBatch: endpoint({ ...route(LAB_API.produceBatch), auth: LAB, summary: 'Produce a batch of kits (random serials with a check digit)', body: s.produceBatchBodySchema, response: s.produceBatchDataSchema, codes: [4006] }),
  batches: endpoint({ ...route(LAB_API.batches), auth: LAB, summary: 'Kit batches, newest first', response: s.batchesDataSchema, codes: [] }),
  samples: endpoint({ ...route(LAB_API.samples), auth: LAB, summary: 'The latest sample of every bound kit, optionally in one state', query: s.labSamplesQuerySchema, response: s.labSamplesDataSchema, codes: [] }),
  receive: endpoint({ ...route(LAB_API.receive), auth: LAB, summary: 'The sample (or the one re-sent after a failed QC) arrived', params: s.barcodeParamsSchema, response: s.sampleSummarySchema, codes: [2030, 4006] }),
  qc: endpoint({ ...route(LAB_API.qc), auth: LAB, summary: 'DNA QC passed or failed (failed asks the person for a new sample)', params: s.barcodeParamsSchema, body: s.qcBodySchema, response: s.sampleSummarySchema, codes: [2030, 4006] }),
  uploadGenotype: endpoint({ ...route(LAB_API.uploadGenotype), auth: LAB, summary: 'Upload the chip\'s raw file (multipart, field file; stored encrypted) and queue the analysis', params: s.barcodeParamsSchema, file: 'file', response: s.sampleSummarySchema, codes: [2030, 4006], bodyLimit: RAW_FILE_BODY_LIMIT }),
  release: endpoint({ ...route(LAB_API.release), auth: LAB, summary: 'Publish a report held for review (genetic sex differs from the declared one)', params: s.barcodeParamsSchema, body: s.releaseBodySchema, response: s.sampleSummarySchema, codes: [2030, 4006] }),
  retry: endpoint({ ...route(LAB_API.retry), auth: LAB, summary: 'Queue a failed analysis again', params: s.barcodeParamsSchema, response: s.sampleSummarySchema, codes: [2030, 4006] })
} as const

export const REPORT_ENDPOINTS = {
  home: endpoint({ ...route(REPORT_API.home), auth: 'sample', summary: 'Report home of a barcode (SAMPLE, no report or the auth-sample header: the demo report marked 示例)', params: s.barcodeParamsSchema, query: s.reportHomeQuerySchema, response: s.reportHomeDataSchema, codes: [1110, 2200, 4004] }),
  items: endpoint({ ...route(REPORT_API.items), auth: 'sample', summary: 'Report items of a barcode (data.list), optionally one health area', params: s.barcodeParamsSchema, query: s.reportItemsQuerySchema, response: s.reportItemsDataSchema, codes: [2200, 4003, 4004] }),
  item: endpoint({ method: 'GET', path: '/proxy/report/items/:barcode/:itemId', auth: 'sample', summary: 'One report item with its result; 2700 upgrade, 1110 locked, 4003 unknown; reportStatus unDetected', params: s.itemParamsSchema, response: s.reportItemDataSchema, codes: [1110, 2200, 2700, 4003, 4004] }),
  sideBarData: endpoint({ ...route(REPORT_API.sideBarData), auth: 'sample', summary: 'Side navigation of the report area (spec 7.2 sideBarData)', query: s.optionalBarcodeQuerySchema, response: s.sideBarDataSchema, codes: [2200, 4004] }),
  detectionProductInfos: endpoint({ ...route(REPORT_API.detectionProductInfos), auth: 'sample', summary: 'The caller\'s detections with their products (data.list with suit, barcode)', response: s.detectionProductInfosDataSchema, codes: [] }),
  onlineProducts: endpoint({ ...route(REPORT_API.onlineProducts), auth: 'public', summary: 'Online products a kit can be', response: s.onlineProductsDataSchema, codes: [] })
} as const

export const IMPORT_ENDPOINTS = {
  chip: endpoint({ ...route(IMPORT_API.chip), auth: 'user', summary: 'Import a raw file from another company with the person\'s info (multipart, field file); refusals are 4006 under file, nothing stored', query: s.importQuerySchema, file: 'file', response: s.importDataSchema, codes: [2030, 4006], bodyLimit: RAW_FILE_BODY_LIMIT }),
  yfull: endpoint({ ...route(IMPORT_API.yfull), auth: 'user', summary: 'Y full-sequence import: the deepest Y haplogroup a chrY VCF or Y-SNP list supports (multipart, field file); refusals are 4006 under file, nothing stored', file: 'file', response: s.yfullDataSchema, codes: [4006], bodyLimit: RAW_FILE_BODY_LIMIT })
} as const


export const EXPRESS_ENDPOINTS = {
  shippable: endpoint({ ...route(EXPRESS_API.shippable), auth: 'user', summary: 'Barcodes of the caller with their sample state and whether a sample can be sent back now', response: s.expressShippableDataSchema, codes: [] }),
  book: endpoint({ ...route(EXPRESS_API.book), auth: 'user', summary: 'Book a courier pickup of samples going back to the laboratory', body: s.expressBookBodySchema, response: s.expressTrackingSchema, codes: [2030, 4006, 6101, 6102] }),
  list: endpoint({ ...route(EXPRESS_API.list), auth: 'user', summary: 'The caller\'s return shipments with their tracking', response: s.expressListDataSchema, codes: [] }),
  tracking: endpoint({ ...route(EXPRESS_API.tracking), auth: 'user', summary: 'Tracking of one return shipment (/buy/express/:mailNO)', params: s.mailNoParamsSchema, response: s.expressTrackingSchema, codes: [] })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  // from kit to report (issue 14)
  persons: { ...PERSONS_ENDPOINTS, ...BIND_ENDPOINTS },
  lab: LAB_ENDPOINTS,
  // the report data (issue 14); health.ts adds the health report details
  reports: REPORT_ENDPOINTS,
  import: IMPORT_ENDPOINTS,
  express: EXPRESS_ENDPOINTS
} as const
