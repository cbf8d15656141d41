/**
 * Endpoint declarations of the health report details (issue 15; server domains/reports/health.ts,
 * part of the reports area): an item with its explanation, levels and East Asian frequencies, the
 * intros of items without anyone's result, share links of a report (spec 6), the calculators of
 * published models and the electronic report. The PDF itself (`GET /report-files/:ticket`) is a
 * file behind a one-time ticket, not an API call: it is served by hand and not declared here.
 */
import { z } from 'zod/mini'
import { SHARE_VALIDITIES } from '../../report/shares'
import { endpoint } from '../define'
import { citationSchema, genotypeUsedSchema, healthAreaSchema, itemParamsSchema, reportItemDataSchema } from '../persons/schemas'

const barcode = z.string().check(z.minLength(1), z.maxLength(40))
const itemId = z.string().check(z.minLength(1), z.maxLength(120))
const nullableText = z.nullable(z.string())

/** the East Asian frequency of a marker's alternative allele where the knowledge base states one, with its source */
const easSchema = z.nullable(z.object({ allele: z.string(), frequency: z.number(), source: z.union([citationSchema, z.string(), z.null()]) }))
const levelSchema = z.object({ key: z.string(), label: z.string(), text: z.string() })
const evidenceSchema = z.object({ level: z.enum(['A', 'B', 'C']), citations: z.array(citationSchema) })

const detailDataSchema = z.object({
  ...reportItemDataSchema.shape,
  item: z.object({
    ...reportItemDataSchema.shape.item.shape,
    /** each marker read with its East Asian frequency */
    result: z.object({ ...reportItemDataSchema.shape.item.shape.result.shape, genotypes: z.array(z.extend(genotypeUsedSchema, { eas: easSchema })) }),
    detail: z.string(),
    genes: z.array(z.string()),
    topic: nullableText,
    levels: z.array(levelSchema)
  })
})

const introSchema = z.object({
  itemId: z.string(), category: healthAreaSchema, title: z.string(), summary: z.string(), detail: z.string(),
  genes: z.array(z.string()), topic: nullableText,
  markers: z.array(z.object({
    rsid: z.string(), gene: nullableText, chrom: nullableText, pos: z.nullable(z.number()), name: nullableText,
    effectAllele: z.string(), onCommonChips: z.nullable(z.boolean()), eas: easSchema
  })),
  levels: z.array(levelSchema),
  evidence: evidenceSchema,
  kbVersion: z.string()
})

/** expiresAt: when the link stops working (issue 20 item 7), null until revoked */
const shareSchema = z.object({ shareToken: z.string(), shareBarcode: z.string(), createdAt: z.number(), revokedAt: z.nullable(z.number()), expiresAt: z.nullable(z.number()) })

const calculatorInputSchema = z.object({
  key: z.string(), label: z.string(), kind: z.enum(['number', 'boolean', 'choice']), unit: z.optional(z.string()),
  min: z.optional(z.number()), max: z.optional(z.number()), choices: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))), required: z.boolean()
})
const calculatorInputValue = z.union([z.string().check(z.maxLength(64)), z.number(), z.boolean()])

export const HEALTH_REPORT_ENDPOINTS = {
  healthDetail: endpoint({
    method: 'GET', path: '/proxy/report/health-detail/:barcode/:itemId', auth: 'sample',
    summary: 'One health item of a report with its explanation, every level and the East Asian frequency of each marker (same rules as the item call)',
    params: itemParamsSchema, response: detailDataSchema, codes: [1110, 2200, 2700, 4003, 4004]
  }),
  healthIntro: endpoint({
    method: 'GET', path: '/proxy/report/health-intro/:itemId', auth: 'public',
    summary: 'What an item measures, without anyone\'s result (lock-detail pages, topics); 4003 unknown item',
    params: z.object({ itemId }), response: introSchema, codes: [4003]
  }),
  healthIntros: endpoint({
    method: 'GET', path: '/proxy/report/health-intros', auth: 'public',
    summary: 'The intros of every item of a health area (or of all)',
    query: z.object({ category: z.optional(z.string().check(z.maxLength(40))) }), response: z.object({ list: z.array(introSchema) }), codes: [4003]
  }),
  healthTopics: endpoint({
    method: 'GET', path: '/proxy/report/health-topics', auth: 'public',
    summary: 'The index of the knowledge base: every item\'s area, title and topic slug, without its texts (the topics home)',
    response: z.object({ list: z.array(z.object({ itemId: z.string(), category: healthAreaSchema, title: z.string(), topic: z.nullable(z.string()) })) }), codes: []
  }),
  healthTopic: endpoint({
    method: 'GET', path: '/proxy/report/health-topic/:topic', auth: 'public',
    summary: 'The intro of the item a named topic page shows (/topics/disease/gout: topic gout); 4003 no such topic',
    params: z.object({ topic: z.string().check(z.minLength(1), z.maxLength(80)) }), response: introSchema, codes: [4003]
  }),
  shareCreate: endpoint({
    method: 'POST', path: '/proxy/report/shares', auth: 'user',
    summary: 'A share link of the caller\'s own published report (spec 6 share-link visitor) that works 7 days, 30 days (default) or until revoked',
    body: z.object({ barcode, validity: z.optional(z.enum(SHARE_VALIDITIES)) }), response: shareSchema, codes: [2200, 4004]
  }),
  shareList: endpoint({
    method: 'GET', path: '/proxy/report/shares', auth: 'user',
    summary: 'The share links of the caller\'s report, revoked ones with revokedAt',
    query: z.object({ barcode }), response: z.object({ list: z.array(shareSchema) }), codes: [2200, 4004]
  }),
  shareRevoke: endpoint({
    method: 'DELETE', path: '/proxy/report/shares/:token', auth: 'user',
    summary: 'The owner ends a share link (revoking twice is not an error)',
    params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(64)) }), response: z.object({ revoked: z.literal(true) }), codes: [4004]
  }),
  shareInfo: endpoint({
    method: 'GET', path: '/proxy/report/share-info', auth: 'share',
    summary: 'For a share-link visitor (the share token header): which report the link opens and until when it works; 4004 once revoked or expired',
    response: z.object({ shareBarcode: z.string(), createdAt: z.number(), expiresAt: z.nullable(z.number()) }), codes: [4004]
  }),
  calculator: endpoint({
    method: 'GET', path: '/proxy/report/calculator/:itemId', auth: 'public',
    summary: 'The calculator of an item (a published model): title, inputs, source; 4003 when the item has none',
    params: z.object({ itemId }),
    response: z.object({ id: z.string(), itemId: z.string(), title: z.string(), inputs: z.array(calculatorInputSchema), model: z.nullable(citationSchema) }),
    codes: [4003]
  }),
  calculatorResult: endpoint({
    method: 'POST', path: '/proxy/report/calculator/:barcode/:calculatorId', auth: 'sample',
    summary: 'The calculator\'s result for this report\'s genotype and the inputs given (4006 on missing or bad inputs)',
    params: z.object({ barcode, calculatorId: itemId }),
    body: z.object({ inputs: z.record(z.string().check(z.maxLength(40)), calculatorInputValue) }),
    response: z.object({
      calculator: z.object({ id: z.string(), title: z.string() }),
      itemId: z.string(),
      inputs: z.record(z.string(), calculatorInputValue),
      result: z.object({ available: z.boolean(), absoluteRisk: z.optional(z.number()), populationRisk: z.number(), relativeRisk: z.optional(z.number()), explanation: z.string(), citation: z.string() }),
      citation: z.nullable(citationSchema)
    }),
    codes: [1110, 2200, 2700, 4003, 4004]
  }),
  electronicReport: endpoint({
    method: 'POST', path: '/proxy/report/electronic-report/:barcode', auth: 'sample',
    summary: 'A one-time link (5 minutes) to the PDF of the report (spec 2.9 electronic report): a one-page summary, health, ancestry, references; made once per version of the report (4290 while the account or the server already has PDFs being made)',
    params: z.object({ barcode }), response: z.object({ url: z.string(), expiresAt: z.number() }), codes: [1110, 2200, 4003, 4004]
  })
} as const
