/**
 * Endpoint declarations of gene origin (基因溯源, spec 2.9 /report/gene-origin/*, issue 16 item
 * 3): a tested person's paternal (Y) and maternal (mt) lines on the reference trees, and the
 * common origins they share with other tested persons whose owners turned gene origin on
 * (/user/persons/:id/privacy/gene-origin). Others appear only as counts, by the one rule of
 * statistics/index.ts: below GENE_ORIGIN_MIN_COUNT only the words 少于N人, otherwise rounded down
 * to a multiple of 5 (N人以上). Owner only.
 */
import { z } from 'zod/mini'
import { MIN_CELL_SIZE } from '../../statistics'
import { endpoint } from '../define'

/** counts of other people below this are not shown (k-anonymity of the aggregates; statistics/index.ts) */
export const GENE_ORIGIN_MIN_COUNT = MIN_CELL_SIZE

export const GENE_ORIGIN_LINES = ['paternal', 'maternal'] as const
export type GeneOriginLine = (typeof GENE_ORIGIN_LINES)[number]

const barcodeParams = z.object({ barcode: z.string().check(z.minLength(1), z.maxLength(40)) })
const nullableText = z.nullable(z.string())
const lineQuery = z.object({ line: z.enum(GENE_ORIGIN_LINES) })
const cladeQuery = z.object({ line: z.enum(GENE_ORIGIN_LINES), clade: z.string().check(z.minLength(1), z.maxLength(60)) })

/** a count of other people: the shown number (rounded down to a multiple of 5) and its words, or null and 少于N人 */
export const originCountSchema = z.object({ count: z.nullable(z.number()), text: z.string() })

const lineSchema = z.object({
  /** called; not-applicable (no Y in women); not-available (no call: reason says why) */
  status: z.enum(['called', 'not-applicable', 'not-available']),
  haplogroup: nullableText,
  reason: nullableText
})

const personSchema = {
  barcode: z.string(),
  personId: z.number(),
  personName: z.string(),
  surname: nullableText,
  /** the person's own gene-origin switch */
  optedIn: z.boolean(),
  anonymityMin: z.number()
}

export const geneOriginSummarySchema = z.object({
  ...personSchema,
  paternal: lineSchema,
  maternal: lineSchema,
  /** null until the person turns gene origin on */
  counts: z.nullable(
    z.object({
      /** everyone else who turned gene origin on */
      participants: originCountSchema,
      sameSurname: originCountSchema,
      /** others on the same terminal clade or below it */
      paternal: z.nullable(originCountSchema),
      paternalSameSurname: z.nullable(originCountSchema),
      maternal: z.nullable(originCountSchema)
    })
  )
})

const populationShare = z.object({ population: z.string(), group: z.string(), men: z.number(), inClade: z.number() })

const mineLine = z.object({
  ...lineSchema.shape,
  /** root of the tree first, the person's haplogroup last */
  path: z.array(z.string()),
  tree: nullableText,
  /** 1000 Genomes men per population in the clade (paternal only; empty when the reference has none) */
  populations: z.array(populationShare),
  populationsNote: nullableText
})

export const geneOriginMineSchema = z.object({
  ...personSchema,
  ancestralPlace: nullableText,
  paternal: mineLine,
  maternal: mineLine
})

export const geneOriginCommonListSchema = z.object({
  ...personSchema,
  line: z.enum(GENE_ORIGIN_LINES),
  haplogroup: nullableText,
  reason: nullableText,
  tree: nullableText,
  /** the clades of the person's line, deepest first, with the others on each (at or below it) */
  clades: z.array(z.object({ clade: z.string(), level: z.number(), people: originCountSchema, sameSurname: originCountSchema }))
})

const bucket = z.object({ name: z.string(), people: originCountSchema })

export const geneOriginCommonSchema = z.object({
  ...personSchema,
  line: z.enum(GENE_ORIGIN_LINES),
  clade: z.string(),
  tree: z.string(),
  /** levels between the clade and the person's own haplogroup (0: the same haplogroup) */
  levelsAbove: z.number(),
  people: originCountSchema,
  sameSurname: originCountSchema,
  /** surnames and ancestral provinces with at least the minimum; the rest together */
  surnames: z.array(bucket),
  otherSurnames: originCountSchema,
  provinces: z.array(bucket),
  otherProvinces: originCountSchema
})

export const geneOriginCladeSchema = z.object({
  ...personSchema,
  line: z.enum(GENE_ORIGIN_LINES),
  clade: z.string(),
  tree: z.string(),
  path: z.array(z.string()),
  levelsAbove: z.number(),
  populations: z.array(populationShare),
  /** populations the Y-LineageTracker ISOGG index names for the clade */
  indexPopulations: z.array(z.string()),
  populationsNote: nullableText
})

const codes = [2200, 4004, 4006] as const

export const GENE_ORIGIN = {
  summary: endpoint({ method: 'GET', path: '/web/api/new/gene-origin/:barcode', auth: 'user', summary: "Gene origin home: the person's Y and mt lines, the switch, and (when on) counts of others who share them", params: barcodeParams, response: geneOriginSummarySchema, codes }),
  mine: endpoint({ method: 'GET', path: '/web/api/new/gene-origin/:barcode/mine', auth: 'user', summary: "The person's own lines: tree paths and where the Y clade is found in the reference populations (no one else's data)", params: barcodeParams, response: geneOriginMineSchema, codes }),
  clade: endpoint({ method: 'GET', path: '/web/api/new/gene-origin/:barcode/clade', auth: 'user', summary: "One clade of the person's line: its path and the reference populations (no one else's data)", params: barcodeParams, query: cladeQuery, response: geneOriginCladeSchema, codes }),
  commonList: endpoint({ method: 'GET', path: '/web/api/new/gene-origin/:barcode/common', auth: 'user', summary: 'Common origins: per clade of the line, how many opted-in others share it (counts below the minimum as 少于N人); 2701 until the person turns gene origin on', params: barcodeParams, query: lineQuery, response: geneOriginCommonListSchema, codes: [...codes, 2701] }),
  common: endpoint({ method: 'GET', path: '/web/api/new/gene-origin/:barcode/common/clade', auth: 'user', summary: 'One common origin: counts, surnames and ancestral provinces of the opted-in others in a clade of the line (each below the minimum merged); 2701 until the person turns gene origin on', params: barcodeParams, query: cladeQuery, response: geneOriginCommonSchema, codes: [...codes, 2701] })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  // gene origin: common origins of opted-in persons (issue 16 item 3)
  geneOrigin: GENE_ORIGIN
} as const
