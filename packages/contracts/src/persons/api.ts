/**
 * Calls of the Detected persons group (spec 7.3), the binding wizard (2.12), the laboratory
 * (/ops/lab) and the report data (7.3 Report group, 7.2 sideBarData). The spec names the calls
 * without paths; these paths are ours in the spec's style (/proxy/<group>/...). Each entry says
 * its method, path, who may call it, what it takes and what `data` holds.
 */
export const PERSONS_API = {
  /** GET page, size, keywords → {page, size, count, bindCount, shareCount, list: TestedPersonView[], isEnd} */
  personsV2: { method: 'GET', path: '/proxy/detected-persons/v2/persons', auth: 'user' },
  /** GET → TestedPersonView (data.id); 2030 when the barcode is not one of the caller's persons */
  personByBarcode: { method: 'GET', path: '/proxy/detected-persons/persons/by-barcode/:barcode', auth: 'user' },
  /** GET → TestedPersonView (data.basic) */
  personById: { method: 'GET', path: '/proxy/detected-persons/persons/:id', auth: 'user' },
  /** PUT spec 3.14 "Detected person update" fields → TestedPersonView; 4006 for a field that may not change */
  updatePerson: { method: 'PUT', path: '/proxy/detected-persons/persons/:id', auth: 'user' },
  /** GET → {name, sex, birthday, birthplace, nation, ...: boolean, changesLeft} which base fields may change */
  personBaseInfoModifiable: { method: 'GET', path: '/proxy/detected-persons/persons/:id/base_info_modifiable', auth: 'user' },
  /** DELETE the share of a person shared with the caller (owner of the share only) */
  deleteSharePerson: { method: 'DELETE', path: '/proxy/detected-persons/share-persons/:id', auth: 'user' },
  /** GET → {yhaplogroup, mthaplogroup} */
  haplogroupName: { method: 'GET', path: '/proxy/detected-persons/haplogroup-name/:barcode', auth: 'user' },
  /** GET → {barcode, product, submodules, person, state, hasReport} */
  detectionInfo: { method: 'GET', path: '/proxy/detected-persons/detections/:barcode', auth: 'user' },
  /** GET barcode → {bindablePersons: TestedPersonView[]} persons of the caller the barcode may be bound to */
  bindablePersons: { method: 'GET', path: '/proxy/detected-persons/bindable-persons', auth: 'user' },
  /** GET → {list: [{barcode, product, upgradeTo: KitProduct[]}]} */
  upgradableSamples: { method: 'GET', path: '/proxy/detected-persons/persons/:id/upgradable-samples', auth: 'user' },
  /** PUT {feature: 'geneRelatives'|'geneOrigin', open: boolean} → the person's privacy switches */
  privacy: { method: 'PUT', path: '/proxy/detected-persons/persons/:id/privacy', auth: 'user' },
  /** GET → {barcode, person, samples: [{seq, state}], timeline: [{state, title, content, date}]} (/user/persons/detection-status/:barcode) */
  detectionStatus: { method: 'GET', path: '/proxy/detected-persons/detection-status/:barcode', auth: 'user' },
  /** GET → {list: [{barcode, personName, state, title, date}]} every detection of the caller (/user/persons/detection-status) */
  detectionStatusList: { method: 'GET', path: '/proxy/detected-persons/detection-status', auth: 'user' },
  /** GET → {list: [{barcode, relatives: [...] }]} relatives found for the caller's persons */
  relatives: { method: 'GET', path: '/proxy/detected-persons/relatives/:barcode', auth: 'user' },
  /**
   * POST {authCode} (a raw_data_download code sent to the account's phone) → {url, fileName,
   * bytes, expiresAt}: a single-use link, valid 5 minutes, to `/files/raw-data/<token>`, which
   * answers the raw file itself to the session that asked (the token cookie or header). Owner
   * only; 2030 for anyone else, 404 before a file exists, 4006 while archived or for a wrong code.
   */
  rawDataDownload: { method: 'POST', path: '/proxy/detected-persons/raw-data/:barcode/download-link', auth: 'user' },
  /** GET → {barcode, state: available|archived|thawing, fileName, bytes, progress 0..1, archivedAt} (owner only) */
  rawDataStatus: { method: 'GET', path: '/proxy/detected-persons/raw-data/:barcode/status', auth: 'user' },
  /** POST → the status (thawing): an archived raw file is copied back; 4006 when it is not archived */
  rawDataThaw: { method: 'POST', path: '/proxy/detected-persons/raw-data/:barcode/thaw', auth: 'user' },
  /** GET → {list: Notification[]} the caller's notification records (spec 3.7) */
  notifications: { method: 'GET', path: '/proxy/notice/notifications', auth: 'user' }
} as const

export const BIND_API = {
  /** GET barcode → {barcode, product: KitProduct, rebind: boolean}; 4006 format/check digit, 2030 unknown, 2031 bound, 2032 unsupported */
  barcodeCheck: { method: 'GET', path: '/proxy/detected-persons/binding/barcode-check', auth: 'user' },
  /** GET appellation, personId?, sex? → {succeeded, errors[]} (spec 3.5) */
  appellationCheck: { method: 'GET', path: '/proxy/detected-persons/binding/appellation-check', auth: 'user' },
  /** GET name, surname? → {succeeded, errors[]} (spec 5 name rules) */
  nameCheck: { method: 'GET', path: '/proxy/detected-persons/binding/name-check', auth: 'user' },
  /** GET → {draft: DetectionPersonDraft | null, updatedAt} the caller's open draft (resume) */
  draft: { method: 'GET', path: '/proxy/detected-persons/binding/draft', auth: 'user' },
  /** PUT partial DetectionPersonDraft → the merged draft */
  saveDraft: { method: 'PUT', path: '/proxy/detected-persons/binding/draft', auth: 'user' },
  /** DELETE the open draft (the rebind button of 2.18) */
  clearDraft: { method: 'DELETE', path: '/proxy/detected-persons/binding/draft', auth: 'user' },
  /** POST {draftId?} (+ optional full draft) → {personId, barcode, detectionId}; a second submit answers the same binding */
  submit: { method: 'POST', path: '/proxy/detected-persons/binding', auth: 'user' },
  /** GET → {nations: [{code, name}], appellations: [{key, label, sex}]} the wizard's option lists */
  options: { method: 'GET', path: '/proxy/detected-persons/binding/options', auth: 'public' }
} as const

export const LAB_API = {
  /** POST {sku, count} → {batchId, sku, productType, barcodes[]} */
  produceBatch: { method: 'POST', path: '/proxy/ops/lab/batches', auth: 'lab' },
  /** GET → {list: [{id, sku, productType, count, createdAt}]} */
  batches: { method: 'GET', path: '/proxy/ops/lab/batches', auth: 'lab' },
  /** GET state? → {list: [{barcode, seq, state, personName, updatedAt, holdReason}]} */
  samples: { method: 'GET', path: '/proxy/ops/lab/samples', auth: 'lab' },
  /** POST → sample; the sample of a bound kit (or the re-sent one after a failed QC) arrives */
  receive: { method: 'POST', path: '/proxy/ops/lab/samples/:barcode/receive', auth: 'lab' },
  /** POST {passed: boolean, note?} → sample */
  qc: { method: 'POST', path: '/proxy/ops/lab/samples/:barcode/qc', auth: 'lab' },
  /** POST multipart field file (the chip's raw file) → sample (analysis queued) */
  uploadGenotype: { method: 'POST', path: '/proxy/ops/lab/samples/:barcode/genotype', auth: 'lab' },
  /** POST {note} → sample: publish a held report after review */
  release: { method: 'POST', path: '/proxy/ops/lab/samples/:barcode/release', auth: 'lab' },
  /** POST → sample: run a failed analysis again */
  retry: { method: 'POST', path: '/proxy/ops/lab/samples/:barcode/retry', auth: 'lab' }
} as const

export const REPORT_API = {
  /** GET type? (ANCESTRY) → report home of the barcode; sample mode when no barcode/no report */
  home: { method: 'GET', path: '/proxy/report/home/:barcode', auth: 'sample' },
  /** GET category? → {list: ReportItem[]} */
  items: { method: 'GET', path: '/proxy/report/items/:barcode', auth: 'sample' },
  /** GET → {list: [{suit, barcode, product, hasReport}]} the caller's detections (spec 7.3) */
  detectionProductInfos: { method: 'GET', path: '/proxy/report/detection-product-infos', auth: 'sample' },
  /** GET → {list: KitProduct[]} */
  onlineProducts: { method: 'GET', path: '/proxy/report/online-products', auth: 'public' },
  /** spec 7.2: GET barcode → array of side-bar groups, each {data: {list: SidebarItem[]}} */
  sideBarData: { method: 'GET', path: '/web/api/new/common/sideBarData', auth: 'sample' }
} as const

export const IMPORT_API = {
  /**
   * POST multipart field file (txt, csv, tsv, VCF, zip, gz; up to 50 MB), query personId or
   * name, gender, birthday (YYYY-MM-DD), birthplace?, birthplaceCode?, geneRelatives? (1/0)
   * → {barcode, personId, state}; 4006 with the reason in Chinese (unknown format, binary,
   * truncated, another build, too few markers), nothing stored
   */
  chip: { method: 'POST', path: '/proxy/import/chip', auth: 'user' },
  /**
   * POST multipart field file: a chrY VCF (GRCh37) or a Y-SNP list ('M122+' a line), up to 50 MB
   * → {format, haplogroup, shortName, majorClade, posterior, tentative, path[], counts, tree}: the
   * deepest Y haplogroup the data supports; 4006 in Chinese when it is neither or supports no
   * branch. Nothing is stored.
   */
  yfull: { method: 'POST', path: '/proxy/import/yfull', auth: 'user' }
} as const

export const EXPRESS_API = {
  /** GET → {barcodeStatusList: [{barcode, personName, state, stateTitle, shippable}]} (/buy/express/return-shipping) */
  shippable: { method: 'GET', path: '/proxy/express/returns/barcodes', auth: 'user' },
  /**
   * POST {barcodes[], name, mobile, nationCode?, address: {provinceCode, cityCode?, districtCode?, detail}, pickupDate}
   * → the tracking; 6101 bad address, 6102 pickup day outside today..+7 days, 2030 not the caller's barcode
   */
  book: { method: 'POST', path: '/proxy/express/returns', auth: 'user' },
  /** GET → {list: tracking[]} */
  list: { method: 'GET', path: '/proxy/express/returns', auth: 'user' },
  /** GET → {mailNO, expressCode, expressName, state, barcodes, contact, addressInfo, pickupDate, events: [{state, description, time}] newest first} (/buy/express/:mailNO) */
  tracking: { method: 'GET', path: '/proxy/express/returns/:mailNO', auth: 'user' }
} as const
