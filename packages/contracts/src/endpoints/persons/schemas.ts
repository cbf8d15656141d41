/**
 * zod/mini schemas of the kit-to-report calls (persons, binding, lab, reports, import, express): the
 * shape of each input and of each answer's `data`. The rules (barcode check digit, appellations,
 * names, dates) are applied by the server's services so that their Chinese messages reach the
 * person; a text field here is bounded, the service says why it is wrong.
 */
import { z } from 'zod/mini'
import { PRIVACY_FEATURES, SAMPLE_STATES, SEX_REVIEW_CONCLUSIONS } from '../../persons/states'
import { HEALTH_AREAS, type HealthArea } from '../../report'

/** spec 3.14: raw data files up to 50 MB */
export const RAW_FILE_BODY_LIMIT = 50 * 1024 * 1024 + 64 * 1024

const text = (max: number) => z.string().check(z.maxLength(max))
const optText = (max: number) => z.optional(text(max))
const nullableText = z.nullable(z.string())
const id = z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1)))
const sex = z.enum(['male', 'female'])
const sampleState = z.enum(Object.values(SAMPLE_STATES) as [string, ...string[]])
/** a health area of the report (disease, traits, drug, ...) */
export const healthAreaSchema = z.enum(Object.keys(HEALTH_AREAS) as [HealthArea, ...HealthArea[]])

// --- inputs ----------------------------------------------------------------------------------

export const personIdParamsSchema = z.object({ id })
export const barcodeParamsSchema = z.object({ barcode: z.string().check(z.minLength(1), z.maxLength(40)) })
export const itemParamsSchema = z.object({ barcode: z.string().check(z.minLength(1), z.maxLength(40)), itemId: z.string().check(z.minLength(1), z.maxLength(120)) })
export const personsV2QuerySchema = z.object({
  page: z._default(z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(1))), 1),
  size: z._default(z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(1), z.lte(100))), 10),
  keywords: optText(40)
})
export const updatePersonBodySchema = z.strictObject({
  name: optText(64),
  gender: z.optional(sex),
  birthday: optText(10),
  birthplace: optText(200),
  birthplaceCode: optText(12),
  ancestralPlace: optText(200),
  ancestralPlaceCode: optText(12),
  nation: optText(16),
  barcode: optText(40),
  collectDate: optText(10),
  /** the 称呼 other accounts see; empty: the default (@xungen/contracts relativesNameOf) */
  relativesName: optText(40)
})
export const privacyBodySchema = z.strictObject({ feature: z.enum(PRIVACY_FEATURES), open: z.boolean() })
export const barcodeQuerySchema = z.object({ barcode: z._default(text(40), '') })
export const optionalBarcodeQuerySchema = z.object({ barcode: optText(40) })
export const appellationCheckQuerySchema = z.object({ appellation: optText(40), personId: z.optional(id), sex: z.optional(sex) })
export const nameCheckQuerySchema = z.object({ name: optText(64), surname: optText(16) })

/** spec 3.4 DetectionPersonDraft (every field optional while the wizard fills it), plus salivaAgree and geneRelatives */
export const bindDraftSchema = z.strictObject({
  barcode: optText(40),
  appellation: optText(40),
  personId: z.optional(id),
  name: optText(64),
  /** the 称呼 other accounts see (relatives finding); empty: the default */
  relativesName: optText(40),
  surname: optText(16),
  sex: z.optional(sex),
  birthday: optText(10),
  birthplace: optText(200),
  birthplaceCode: optText(12),
  ancestralPlace: optText(200),
  ancestralPlaceCode: optText(12),
  nation: optText(16),
  collected: z.optional(z.boolean()),
  collectDate: optText(10),
  ancestryFeatures: z.optional(z.array(text(40)).check(z.maxLength(20))),
  productType: optText(40),
  openAncestryFunction: z.optional(z.boolean()),
  researchAgree: z.optional(z.boolean()),
  /** /protocol/saliva agreed */
  salivaAgree: z.optional(z.boolean()),
  /** /protocol/online-search agreed: relatives finding on for the person */
  geneRelatives: z.optional(z.boolean()),
  coupleConfirmed: z.optional(z.boolean()),
  authorize: z.optional(z.union([z.literal(0), z.literal(1)])),
  configKey: optText(64),
  bindClient: optText(16),
  refBarcode: optText(40),
  useOldSample: z.optional(z.boolean())
})
export const bindSubmitBodySchema = z.extend(bindDraftSchema, { draftId: z.optional(id) })

export const produceBatchBodySchema = z.strictObject({ sku: text(64), count: z.pipe(z.coerce.number<number | string>(), z.int()) })
export const labSamplesQuerySchema = z.object({ state: optText(24) })
export const qcBodySchema = z.strictObject({ passed: z.boolean(), note: optText(400) })
export const noteBodySchema = z.optional(z.strictObject({ note: optText(400) }))
/** releasing a held report: after a sex mismatch, the conclusion and the reason the owner reads */
export const releaseBodySchema = z.optional(z.strictObject({ note: optText(400), sexConclusion: z.optional(z.enum(SEX_REVIEW_CONCLUSIONS)), reason: optText(200) }))
export const reportHomeQuerySchema = z.object({ type: z.optional(z.enum(['ANCESTRY', 'HEALTH'])) })
export const reportItemsQuerySchema = z.object({ category: optText(40) })

// --- answers ---------------------------------------------------------------------------------

export const productSchema = z.object({
  id: z.union([z.string(), z.number()]),
  type: z.string(),
  name: z.string(),
  supportSubmodules: z.array(z.string()),
  needUpdate: z.boolean(),
  isOnlineProduct: z.boolean(),
  primerIdentification: z.string()
})
export const kitProductSchema = z.extend(productSchema, { sku: z.string() })

export const detectionViewSchema = z.object({
  barcode: z.string(),
  hasReport: z.boolean(),
  product: productSchema,
  state: z.nullable(sampleState),
  stateTitle: nullableText,
  source: z.string(),
  collectDate: nullableText
})

/** spec 3.2 tested person, with the derived view (productName, productId, isBind, hasReport) and the privacy switches */
export const personViewSchema = z.object({
  id: z.number(),
  userId: z.number(),
  basic: z.object({
    name: z.string(), surname: nullableText, sex: nullableText, birthday: nullableText, birthplace: nullableText, birthplaceCode: nullableText,
    ancestralPlace: nullableText, ancestralPlaceCode: nullableText, nation: nullableText, appellation: nullableText,
    /** the 称呼 the owner chose for other accounts (null: none chosen) and the name they see */
    relativesName: nullableText, shownToRelatives: z.string()
  }),
  name: z.string(),
  defaultBarcode: nullableText,
  defaultHaplogroup: nullableText,
  haplogroup: nullableText,
  mtHaplogroup: nullableText,
  detections: z.array(detectionViewSchema),
  share: z.object({ isShare: z.boolean() }),
  /** always empty: upgrades are offered per detection by the commerce upgrade offers */
  upgradeRoute: z.array(z.never()),
  type: z.literal('CHIP'),
  productName: nullableText,
  productId: z.nullable(z.union([z.string(), z.number()])),
  isBind: z.boolean(),
  hasReport: z.boolean(),
  privacy: z.object({ geneRelatives: z.boolean(), geneOrigin: z.boolean() })
})

export const personsV2DataSchema = z.object({
  page: z.number(), size: z.number(), count: z.number(), bindCount: z.number(), shareCount: z.number(), list: z.array(personViewSchema), isEnd: z.boolean()
})
export const personBaseInfoModifiableDataSchema = z.object({
  name: z.boolean(), sex: z.boolean(), birthday: z.boolean(), birthplace: z.boolean(), ancestralPlace: z.boolean(), nation: z.boolean(),
  /** null: no limit yet (no report); a number: changes left after the report */
  changesLeft: z.nullable(z.number()),
  reason: nullableText
})
export const deletedDataSchema = z.object({ deleted: z.literal(true) })
export const haplogroupNameDataSchema = z.object({ barcode: z.string(), yhaplogroup: nullableText, yhaplogroupShort: nullableText, mthaplogroup: nullableText })
export const detectionInfoDataSchema = z.object({
  barcode: z.string(), personId: z.number(), personName: z.string(), isShare: z.boolean(), product: productSchema, submodules: z.array(z.string()),
  hasReport: z.boolean(), state: z.nullable(sampleState), collected: z.boolean(), collectDate: nullableText, source: z.string(), boundAt: z.number()
})
export const bindablePersonsDataSchema = z.object({ bindablePersons: z.array(personViewSchema) })
export const upgradableSamplesDataSchema = z.object({ list: z.array(z.object({ barcode: z.string(), product: productSchema, upgradeTo: z.array(kitProductSchema) })) })
export const detectionStatusDataSchema = z.object({
  barcode: z.string(), personId: z.number(), personName: z.string(), product: productSchema, state: z.nullable(sampleState), hasReport: z.boolean(),
  samples: z.array(z.object({ seq: z.number(), state: sampleState, createdAt: z.number(), updatedAt: z.number() })),
  /** every state change, oldest first: the detection-status page's timeline */
  timeline: z.array(z.object({ state: sampleState, title: z.string(), content: z.string(), sampleSeq: z.nullable(z.number()), date: z.number(),
    /** what the laboratory told the owner with this change (a sex review's conclusion and reason), or null */
    labNote: nullableText }))
})
export const detectionStatusListDataSchema = z.object({
  list: z.array(z.object({ barcode: z.string(), personId: z.number(), personName: z.string(), product: productSchema, state: z.nullable(sampleState), title: nullableText, hasReport: z.boolean(), updatedAt: z.number() }))
})
/**
 * A page of the relatives list, most shared DNA first (RELATIVES_PAGE_SIZE a page, at most 100);
 * `personId` asks for that one relative only (the relative's own page), on page 1.
 */
export const RELATIVES_PAGE_SIZE = 20
export const relativesQuerySchema = z.object({
  page: z._default(z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  size: z._default(z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(1), z.lte(100))), RELATIVES_PAGE_SIZE),
  personId: z.optional(z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(1))))
})
export const relativesDataSchema = z.object({
  barcode: z.string(),
  page: z.number(),
  size: z.number(),
  /** every relative the list holds (all pages; with personId, 1 or 0) */
  total: z.number(),
  isEnd: z.boolean(),
  /** other persons sharing DNA with this one (only persons who turned relatives finding on); another account's barcode is never shown */
  list: z.array(z.object({
    personId: z.number(), name: z.string(), sex: nullableText, totalCm: z.number(), segments: z.number(), largestCm: z.number(), relationship: z.string(), relationshipLabel: z.string(),
    /** spec 3.10 grade of the relationship class (the engine's: generations on the path between the two people) with the spec's text; null for an unknown class */
    grade: z.nullable(z.object({ grade: z.string(), text: z.string(), generations: z.string(), degree: z.number(), label: z.string() })),
    /** spec 3.10 origin of the link: 0 mother, 1 father, 2 both; null unknown */
    parentSide: z.nullable(z.union([z.literal(0), z.literal(1), z.literal(2)])),
    /** why the side is known, or why not (Chinese) */
    parentSideBasis: z.string()
  }))
})
/** spec 3.7 notification records */
export const notificationsDataSchema = z.object({
  list: z.array(z.object({
    id: z.number(), type: z.string(), title: z.string(), content: z.string(), date: z.number(), readDate: z.nullable(z.number()),
    fromUser: z.nullable(z.object({ name: z.string(), barcode: z.string() })), userId: z.number(), relatedId: nullableText, module: z.string()
  }))
})

export const barcodeCheckDataSchema = z.object({ barcode: z.string(), product: kitProductSchema })
export const checkDataSchema = z.object({ succeeded: z.boolean(), errors: z.array(z.string()) })
export const appellationCheckDataSchema = z.extend(checkDataSchema, { impliedSex: z.nullable(sex) })
export const draftDataSchema = z.object({ draftId: z.nullable(z.number()), draft: z.nullable(bindDraftSchema), updatedAt: z.nullable(z.number()) })
export const savedDraftDataSchema = z.object({ draftId: z.number(), draft: bindDraftSchema, updatedAt: z.number() })
export const clearDraftDataSchema = z.object({ cleared: z.number() })
export const bindSubmitDataSchema = z.object({
  personId: z.number(), barcode: z.string(), detectionId: z.number(), relativesFinding: z.boolean(),
  /** true when this submit answered a binding made before (a second submit binds nothing more) */
  repeated: z.boolean()
})
export const bindOptionsDataSchema = z.object({
  nations: z.array(z.object({ code: z.string(), name: z.string() })),
  appellations: z.array(z.object({ key: z.string(), label: z.string(), sex: z.nullable(sex) }))
})

export const produceBatchDataSchema = z.object({ batchId: z.number(), sku: z.string(), productType: z.string(), barcodes: z.array(z.string()) })
export const batchesDataSchema = z.object({ list: z.array(z.object({ id: z.number(), sku: z.string(), productType: z.string(), count: z.number(), createdAt: z.number() })) })
export const sampleSummarySchema = z.object({ barcode: z.string(), seq: z.number(), state: sampleState, personName: z.string(), holdReason: nullableText, updatedAt: z.number(), productType: z.string(), expedited: z.optional(z.boolean()) })
export const labSamplesDataSchema = z.object({ list: z.array(sampleSummarySchema) })

const reportHead = {
  /** true in sample (demo) mode: every page shows 示例 */
  sample: z.boolean(),
  sampleLabel: nullableText,
  sampleSource: nullableText,
  barcode: z.string(),
  person: z.object({ id: z.nullable(z.number()), name: z.string(), sex: nullableText }),
  product: productSchema,
  versions: z.object({ engine: z.string(), kb: z.string() }),
  publishedAt: z.nullable(z.number())
}
const ancestrySchema = z.nullable(z.object({
  sex: z.enum(['male', 'female', 'undetermined']),
  y: z.nullable(z.object({ haplogroup: z.string(), short: z.string(), majorClade: z.nullable(z.string()) })),
  yReason: nullableText,
  mt: z.nullable(z.object({ haplogroup: z.string(), majorClade: z.nullable(z.string()) })),
  mtReason: nullableText,
  composition: z.array(z.object({ region: z.string(), regionZh: z.string(), percent: z.number() })),
  compositionReason: nullableText
}))
const sidebarAreaSchema = z.object({
  name: z.string(), key: z.string(), total: z.number(), productStatus: z.number(), tags: z.array(z.string()), lockDescription: nullableText, path: z.string()
})
export const reportHomeDataSchema = z.object({
  ...reportHead,
  reportStatus: z.string(),
  homeData: z.object({
    ancestry: ancestrySchema,
    health: z.optional(z.object({
      areas: z.array(z.object({ key: healthAreaSchema, name: z.string(), total: z.number(), normal: z.number(), attention: z.number(), undetected: z.number(), locked: z.number() })),
      healthItems: z.number(),
      qc: z.object({ verdict: z.string(), callRate: z.nullable(z.number()) })
    }))
  }),
  /** ANCESTRY type answers homeData only */
  allCheckItem: z.optional(z.array(sidebarAreaSchema)),
  gadgetsShowStatus: z.optional(z.object({ calculator: z.boolean(), geneRelatives: z.boolean() }))
})
const reportItemSchema = z.object({
  id: z.string(), category: healthAreaSchema, title: z.string(), summary: z.string(),
  /** spec 3.6: normal 0, lock 1, upgrade 3 */
  status: z.number(),
  /** spec 4 content access state */
  access: z.number(),
  tags: z.array(z.string()),
  lockDescription: nullableText,
  /** 'out', 'shouldUpgrade', or 'unDetected' (spec 4 report status of the item) */
  reportStatus: z.string(),
  level: nullableText, levelLabel: nullableText, note: nullableText
})
export const reportItemsDataSchema = z.object({ ...reportHead, list: z.array(reportItemSchema) })
/** a published source (the knowledge base's citations) */
export const citationSchema = z.object({
  id: z.string(), authors: z.string(), title: z.string(), journal: z.string(), year: z.number(),
  pmid: z.optional(z.nullable(z.string())), source: z.optional(z.string()), url: z.optional(z.nullable(z.string()))
})
const evidenceLevel = z.enum(['A', 'B', 'C'])
/** a marker an item reads (@xungen/genome GenotypeUsed): GRCh37 position, the genotype on the plus strand or null */
export const genotypeUsedSchema = z.object({
  rsid: z.string(), gene: z.string(), chrom: z.string(), pos: z.number(), ref: z.string(), alt: z.string(),
  referenceConfirmed: z.boolean(), effectAllele: z.string(), genotype: nullableText, effectCount: z.nullable(z.number()),
  state: z.enum(['called', 'nocall', 'absent', 'mismatch'])
})
/** a polygenic score against the East Asian average, with the percentile bands of its chart */
const scoreResultSchema = z.object({
  relativeRisk: z.number(), percentile: z.number(), markersUsed: z.number(), markersImputed: z.array(z.string()),
  bands: z.object({ cuts: z.array(z.number()), levels: z.array(z.string()) })
})
/** one gene's pharmacogenomic call (PharmCAT definitions) */
const pgxCallSchema = z.object({
  gene: z.string(), typed: z.array(z.object({ rsid: z.string(), genotype: z.string() })), untypedPositions: z.array(z.string()),
  untestableAlleles: z.array(z.string()), diplotypes: z.array(z.string()), phenotype: nullableText, activityScore: nullableText,
  lookupkey: nullableText, ambiguous: z.boolean(), noMatch: z.boolean(), possiblePhenotypes: z.array(z.string()), version: z.string()
})
/** one item with its full result as the engine gives it: the genotypes read, the evidence and its citations, a score or PGx call where the item has one */
export const reportItemDataSchema = z.object({
  ...reportHead,
  reportStatus: z.string(),
  item: z.object({
    itemId: z.string(), category: healthAreaSchema, title: z.string(), summary: z.string(), status: z.number(), access: z.number(), tags: z.array(z.string()), lockDescription: nullableText,
    result: z.object({
      itemId: z.string(),
      /** normal, undetected or retest */
      status: z.enum(['normal', 'undetected', 'retest']),
      level: nullableText, levelLabel: nullableText, levelText: nullableText, note: nullableText,
      genotypes: z.array(genotypeUsedSchema),
      evidence: z.object({ level: evidenceLevel, citations: z.array(citationSchema) }),
      attention: z.boolean(),
      score: z.optional(scoreResultSchema),
      pgx: z.optional(z.object({ calls: z.array(pgxCallSchema), dataVersion: z.string() })),
      confirmation: z.optional(z.object({ required: z.literal(true), text: z.string(), citation: z.string() }))
    })
  })
})
export const sideBarDataSchema = z.array(z.object({
  key: z.string(), name: z.string(), sample: z.boolean(),
  /** the ancestry group lists its pages; the health group lists its areas with their items */
  data: z.object({ list: z.array(z.union([
    z.extend(sidebarAreaSchema, { children: z.array(z.object({ name: z.string(), key: z.string(), productStatus: z.number(), tags: z.array(z.string()), path: z.string() })) }),
    z.object({ name: z.string(), path: z.string(), productStatus: z.number() })
  ])) })
}))
export const detectionProductInfosDataSchema = z.object({
  sample: z.boolean(),
  list: z.array(z.object({
    suit: z.string(), barcode: z.string(), product: productSchema, hasReport: z.boolean(), personName: z.string(),
    personId: z.optional(z.number()), isShare: z.optional(z.boolean()), sampleLabel: z.optional(z.string())
  }))
})
export const onlineProductsDataSchema = z.object({ list: z.array(kitProductSchema) })

export const importQuerySchema = z.object({
  personId: z.optional(id),
  name: optText(64),
  gender: z.optional(sex),
  birthday: optText(10),
  birthplace: optText(200),
  birthplaceCode: optText(12),
  /** a new person: who they are to the account holder (spec 3.5), asked as the wizard asks it */
  appellation: optText(40),
  /** a new person: the 称呼 other accounts see; empty: the default */
  relativesName: optText(40),
  geneRelatives: z.optional(z.enum(['0', '1', 'true', 'false'])),
  /**
   * the uploader confirms (the import page's WHOLE_GENOME_CONFIRM) that the file is a whole-genome sequencing
   * VCF listing only the sites that differ from the reference: the analysis reads the panel sites
   * it leaves out as homozygous reference
   */
  wholeGenome: z.optional(z.enum(['0', '1', 'true', 'false']))
})
export const importDataSchema = z.object({ barcode: z.string(), personId: z.number(), state: sampleState })
/** /import/yfull: the deepest Y haplogroup a chrY VCF or Y-SNP list supports, with its path */
export const yfullDataSchema = z.object({
  format: z.enum(['vcf', 'snp-list']),
  haplogroup: z.string(),
  shortName: z.string(),
  majorClade: z.string(),
  posterior: z.number(),
  tentative: z.boolean(),
  path: z.array(z.object({ haplogroup: z.string(), shortName: z.string(), derived: z.number(), ancestral: z.number() })),
  counts: z.object({ sites: z.number(), typed: z.number(), derived: z.number(), ancestral: z.number(), supporting: z.number(), conflicting: z.number() }),
  tree: z.string()
})

export const rawDataStatusSchema = z.object({
  barcode: z.string(),
  state: z.enum(['available', 'archived', 'thawing']),
  fileName: z.string(),
  bytes: z.number(),
  /** 0..1 while thawing */
  progress: z.number(),
  archivedAt: z.nullable(z.number())
})

const expressState = z.enum(['BOOKED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERING', 'SIGNED'])
export const expressShippableDataSchema = z.object({
  barcodeStatusList: z.array(z.object({ barcode: z.string(), personName: z.string(), state: sampleState, stateTitle: z.string(), shippable: z.boolean() }))
})
export const expressBookBodySchema = z.strictObject({
  barcodes: z.array(text(40)).check(z.maxLength(20)),
  name: text(64),
  mobile: text(20),
  nationCode: optText(8),
  address: z.strictObject({ provinceCode: text(6), cityCode: z.optional(z.nullable(text(6))), districtCode: z.optional(z.nullable(text(6))), detail: text(400) }),
  pickupDate: text(10)
})
export const expressTrackingSchema = z.object({
  mailNO: z.string(), expressCode: z.string(), expressName: z.string(), state: expressState, barcodes: z.array(z.string()),
  contact: z.object({ name: z.string(), mobile: z.string() }),
  addressInfo: z.object({ provinceCode: z.string(), cityCode: nullableText, districtCode: nullableText, detail: z.string() }),
  pickupDate: z.string(),
  events: z.array(z.object({ state: expressState, description: z.string(), time: z.number() }))
})
export const expressListDataSchema = z.object({ list: z.array(expressTrackingSchema) })
export const mailNoParamsSchema = z.object({ mailNO: z.string().check(z.minLength(1), z.maxLength(40)) })

export const rawDataDownloadLinkSchema = z.object({ url: z.string(), fileName: z.string(), bytes: z.number(), expiresAt: z.number() })
/** issue 20: the raw-data download asks for a fresh code sent to the account's own phone */
export const rawDataDownloadBodySchema = z.object({ authCode: z.string().check(z.minLength(1, '请输入验证码'), z.maxLength(8)) })
