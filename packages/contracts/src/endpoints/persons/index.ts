/**
 * Endpoint declarations of the persons domain (server/src/domains/persons): tested persons,
 * their raw data and notifications, and the binding wizard (issue "From kit to report").
 */
import { endpoint } from '../define'
import * as s from './schemas'

export { RAW_FILE_BODY_LIMIT } from './schemas'
export * as personsSchemas from './schemas'

export const PERSONS_ENDPOINTS = {
  personsV2: endpoint({ method: 'GET', path: '/proxy/detected-persons/v2/persons', auth: 'user', summary: 'Tested persons of the account, owned and shared (spec 7.3 persons v2)', query: s.personsV2QuerySchema, response: s.personsV2DataSchema, codes: [] }),
  personByBarcode: endpoint({ method: 'GET', path: '/proxy/detected-persons/persons/by-barcode/:barcode', auth: 'user', summary: 'The tested person of a barcode', params: s.barcodeParamsSchema, response: s.personViewSchema, codes: [2030] }),
  personById: endpoint({ method: 'GET', path: '/proxy/detected-persons/persons/:id', auth: 'user', summary: 'A tested person by id (data.basic)', params: s.personIdParamsSchema, response: s.personViewSchema, codes: [2030] }),
  updatePerson: endpoint({ method: 'PUT', path: '/proxy/detected-persons/persons/:id', auth: 'user', summary: 'Change base info (base_info_modifiable rules) or a detection\'s collect date', params: s.personIdParamsSchema, body: s.updatePersonBodySchema, response: s.personViewSchema, codes: [2030, 4006] }),
  personBaseInfoModifiable: endpoint({ method: 'GET', path: '/proxy/detected-persons/persons/:id/base_info_modifiable', auth: 'user', summary: 'Which base fields of a person may change now', params: s.personIdParamsSchema, response: s.personBaseInfoModifiableDataSchema, codes: [2030] }),
  deleteSharePerson: endpoint({ method: 'DELETE', path: '/proxy/detected-persons/share-persons/:id', auth: 'user', summary: 'Remove a person shared with the caller from the caller\'s list', params: s.personIdParamsSchema, response: s.deletedDataSchema, codes: [2030, 4006] }),
  haplogroupName: endpoint({ method: 'GET', path: '/proxy/detected-persons/haplogroup-name/:barcode', auth: 'user', summary: 'Y and mt haplogroup names of a barcode (data.yhaplogroup)', params: s.barcodeParamsSchema, response: s.haplogroupNameDataSchema, codes: [2030] }),
  detectionInfo: endpoint({ method: 'GET', path: '/proxy/detected-persons/detections/:barcode', auth: 'user', summary: 'Detection info by barcode', params: s.barcodeParamsSchema, response: s.detectionInfoDataSchema, codes: [2030] }),
  bindablePersons: endpoint({ method: 'GET', path: '/proxy/detected-persons/bindable-persons', auth: 'user', summary: 'Persons of the account a barcode may be bound to (data.bindablePersons)', query: s.optionalBarcodeQuerySchema, response: s.bindablePersonsDataSchema, codes: [] }),
  upgradableSamples: endpoint({ method: 'GET', path: '/proxy/detected-persons/persons/:id/upgradable-samples', auth: 'user', summary: 'Detections of a person whose product can be upgraded', params: s.personIdParamsSchema, response: s.upgradableSamplesDataSchema, codes: [2030] }),
  privacy: endpoint({ method: 'PUT', path: '/proxy/detected-persons/persons/:id/privacy', auth: 'user', summary: 'Privacy switches (geneRelatives: relatives finding; geneOrigin)', params: s.personIdParamsSchema, body: s.privacyBodySchema, response: s.personViewSchema, codes: [2030, 4006] }),
  detectionStatus: endpoint({ method: 'GET', path: '/proxy/detected-persons/detection-status/:barcode', auth: 'user', summary: 'A detection\'s sample states and timeline (/user/persons/detection-status/:barcode)', params: s.barcodeParamsSchema, response: s.detectionStatusDataSchema, codes: [2030] }),
  detectionStatusList: endpoint({ method: 'GET', path: '/proxy/detected-persons/detection-status', auth: 'user', summary: 'Every detection of the account with its state (/user/persons/detection-status)', response: s.detectionStatusListDataSchema, codes: [] }),
  rawDataDownload: endpoint({ method: 'POST', path: '/proxy/detected-persons/raw-data/:barcode/download-link', auth: 'user', summary: 'After a right raw_data_download SMS code: a single-use 5-minute link to the raw data of a barcode, for this session only (owner only)', params: s.barcodeParamsSchema, body: s.rawDataDownloadBodySchema, response: s.rawDataDownloadLinkSchema, codes: [2030, 4006] }),
  rawDataStatus: endpoint({ method: 'GET', path: '/proxy/detected-persons/raw-data/:barcode/status', auth: 'user', summary: 'State of the raw data of a barcode: available, archived, or thawing with progress', params: s.barcodeParamsSchema, response: s.rawDataStatusSchema, codes: [2030] }),
  rawDataThaw: endpoint({ method: 'POST', path: '/proxy/detected-persons/raw-data/:barcode/thaw', auth: 'user', summary: 'Ask for archived raw data back (a job copies it; the status shows the progress)', params: s.barcodeParamsSchema, response: s.rawDataStatusSchema, codes: [2030, 4006] }),
  notifications: endpoint({ method: 'GET', path: '/proxy/notice/notifications', auth: 'user', summary: 'Notification records of the account (spec 3.7), newest first', response: s.notificationsDataSchema, codes: [] })
} as const

export const BIND_ENDPOINTS = {
  barcodeCheck: endpoint({ method: 'GET', path: '/proxy/detected-persons/binding/barcode-check', auth: 'user', summary: 'Barcode check: format and check digit (4006), exists (2030), not bound (2031), product supported (2032)', query: s.barcodeQuerySchema, response: s.barcodeCheckDataSchema, codes: [2030, 2031, 2032, 4006] }),
  appellationCheck: endpoint({ method: 'GET', path: '/proxy/detected-persons/binding/appellation-check', auth: 'user', summary: 'Appellation check (spec 3.5 relations)', query: s.appellationCheckQuerySchema, response: s.appellationCheckDataSchema, codes: [2030] }),
  nameCheck: endpoint({ method: 'GET', path: '/proxy/detected-persons/binding/name-check', auth: 'user', summary: 'Name and surname checks (spec 5 name rules)', query: s.nameCheckQuerySchema, response: s.checkDataSchema, codes: [] }),
  draft: endpoint({ method: 'GET', path: '/proxy/detected-persons/binding/draft', auth: 'user', summary: 'The open binding draft (spec 3.4), to resume the wizard', response: s.draftDataSchema, codes: [] }),
  saveDraft: endpoint({ method: 'PUT', path: '/proxy/detected-persons/binding/draft', auth: 'user', summary: 'Merge fields into the open draft (a new barcode starts a new draft)', body: s.bindDraftSchema, response: s.savedDraftDataSchema, codes: [] }),
  clearDraft: endpoint({ method: 'DELETE', path: '/proxy/detected-persons/binding/draft', auth: 'user', summary: 'Drop the open draft (the rebind button)', response: s.clearDraftDataSchema, codes: [] }),
  submit: endpoint({ method: 'POST', path: '/proxy/detected-persons/binding', auth: 'user', summary: 'Bind the draft to a new or existing person; a second submit answers the same binding', body: s.bindSubmitBodySchema, response: s.bindSubmitDataSchema, codes: [2030, 2031, 2032, 4006] }),
  options: endpoint({ method: 'GET', path: '/proxy/detected-persons/binding/options', auth: 'public', summary: 'The wizard\'s option lists: the 56 ethnic groups and the spec 3.5 relations', response: s.bindOptionsDataSchema, codes: [] })
} as const

/** The endpoint groups this folder adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  // from kit to report (issue 14)
  persons: { ...PERSONS_ENDPOINTS, ...BIND_ENDPOINTS }
} as const
