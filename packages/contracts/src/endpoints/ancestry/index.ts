/**
 * Endpoint declarations of the ancestry report and the relatives' chromosome browser (issue 16):
 * the composition with its intervals, the Y and mt calls with their evidence, recomputed by the
 * engine from the detection's stored kit, and the shared segments of up to three relatives.
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'

const barcodeParams = z.object({ barcode: z.string().check(z.minLength(1), z.maxLength(40)) })
const nullableText = z.nullable(z.string())

const markerSchema = z.object({ snp: z.string(), rsid: z.string(), pos: z.number(), haplogroup: z.string(), ancestral: z.string(), derived: z.string(), observed: z.string(), state: z.string(), /** an ISOGG tentative ('~') or paragroup SNP (Y only) */ tentative: z.optional(z.boolean()) })
/** the haplogroup stories of the clades on the path (issue 29), root first; a statement's sources are numbers into `sources` (1-based) */
const lineageStories = z.object({
  items: z.array(z.object({ clade: z.string(), name: z.string(), statements: z.array(z.object({ text: z.string(), disagreement: z.boolean(), sources: z.array(z.number()) })) })),
  sources: z.array(z.object({ authors: z.string(), year: z.number(), title: z.string(), journal: z.string(), doi: nullableText, pmid: nullableText, url: nullableText, line: z.string() }))
})
const populationShare = z.object({ population: z.string(), group: z.string(), men: z.number(), inClade: z.number() })

export const ancestryReportSchema = z.object({
  barcode: z.string(),
  personName: z.string(),
  /** sample mode (spec 4): the demo report of a 1000 Genomes person, marked sampleLabel 示例 */
  sample: z.boolean(),
  sampleLabel: nullableText,
  composition: z.object({
    status: z.string(),
    reason: nullableText,
    regions: z.array(z.object({ id: z.string(), label: z.string(), labelZh: z.string(), proportion: z.number(), low: z.number(), high: z.number() })),
    resolution: z.array(z.object({ region: z.string(), reportedAs: z.string(), reason: z.string() })),
    populations: z.array(z.object({ name: z.string(), region: z.string(), role: z.string(), samples: z.number() })),
    markersUsed: z.number(),
    sources: z.array(z.string())
  }),
  paternal: z.object({
    status: z.string(),
    reason: nullableText,
    haplogroup: nullableText,
    shortName: nullableText,
    posterior: z.nullable(z.number()),
    path: z.array(z.object({ haplogroup: z.string(), shortName: z.string(), derived: z.number(), ancestral: z.number() })),
    supporting: z.array(markerSchema),
    conflicting: z.array(markerSchema),
    typed: z.number(),
    tree: nullableText,
    /** 1000 Genomes men per population whose ISOGG haplogroup lies in the called clade */
    populations: z.array(populationShare),
    /** populations the Y-LineageTracker ISOGG index names for a node of the path */
    indexPopulations: z.array(z.object({ haplogroup: z.string(), population: z.string() })),
    stories: lineageStories
  }),
  maternal: z.object({
    status: z.string(),
    reason: nullableText,
    haplogroup: nullableText,
    path: z.array(z.string()),
    supporting: z.array(z.string()),
    missing: z.array(z.string()),
    extra: z.array(z.string()),
    tree: nullableText,
    stories: lineageStories
  })
})

export const relativeSegmentsQuery = z.object({ personIds: z.string().check(z.minLength(1), z.maxLength(64)) })
export const relativeSegmentsSchema = z.object({
  chromosomes: z.array(z.object({ chrom: z.number(), cm: z.number() })),
  relatives: z.array(z.object({
    personId: z.number(),
    name: z.string(),
    /** compared, or too few markers both chips carry to compare (the engine's message says so), or a kit that must be re-analysed */
    status: z.enum(['compared', 'too-few-shared-markers', 'not-available']),
    message: z.string(),
    comparedMarkers: z.number(),
    segments: z.array(z.object({ chrom: z.number(), startCm: z.number(), endCm: z.number(), cm: z.number(), startPos: z.number(), endPos: z.number(), fullyIdentical: z.boolean() }))
  }))
})

/** spec 2.9 /report/ancestry/surname: the person's surname, its pinyin, lineages and how many opted-in persons share them */
const groupCount = z.object({
  /** the shown number (rounded down to a multiple of 5, statistics/index.ts); null when fewer than minGroup persons share it, or not counted */
  count: z.nullable(z.number()),
  below: z.boolean(),
  /** the words: 10人以上, 少于5人 */
  label: z.string()
})
/** a count of people as shown (statistics/index.ts) */
const peopleCount = z.object({ count: z.nullable(z.number()), label: z.string() })
export const surnameReportSchema = z.object({
  barcode: z.string(),
  personName: z.string(),
  surname: nullableText,
  /** pinyin of the surname read as a surname (pinyin-pro, surname mode), tone marks */
  pinyin: nullableText,
  paternal: z.nullable(z.object({ haplogroup: z.string(), shortName: nullableText })),
  maternal: z.nullable(z.object({ haplogroup: z.string() })),
  /** the counts need the person's own relatives finding on (reciprocity); false: counts are null */
  optedIn: z.boolean(),
  minGroup: z.number(),
  sameSurname: groupCount,
  sameSurnameAndPaternal: z.nullable(groupCount),
  sameSurnameAndMaternal: z.nullable(groupCount)
})

/** spec 2.9 gene-relatives-distribution (+ city-list/:countyCode?): where the person's relatives come from, counts only */
export const relativesDistributionQuery = z.object({ countyCode: z.optional(z.string().check(z.regex(/^\d{6}$/, '地区编码格式不正确'))) })
export const relativesDistributionSchema = z.object({
  barcode: z.string(),
  /** the level of the groups: provinces, the cities of a province, the districts of a city */
  level: z.enum(['province', 'city', 'district']),
  parent: z.nullable(z.object({ code: z.string(), name: z.string() })),
  /** groups smaller than this are not shown, not even by name */
  minGroup: z.number(),
  /** relatives in the list (both opted in); every count here is shown by the statistics rule (少于5人, else rounded down to a multiple of 5) */
  total: peopleCount,
  /** of them, those whose ancestral place or birthplace is known, inside the parent area */
  located: peopleCount,
  /** areas of at least minGroup relatives; count is the shown (rounded) number */
  groups: z.array(z.object({ code: z.string(), name: z.string(), count: z.number(), label: z.string(), drillable: z.boolean() })),
  /** located relatives in no listed area: smaller areas, or a place given only down to the level above */
  other: peopleCount,
  /** relatives who gave no place (or gave one outside the divisions) */
  unlocated: peopleCount,
  divisions: z.string()
})

export const ANCESTRY = {
  report: endpoint({ method: 'GET', path: '/web/api/new/ancestry/report/:barcode', auth: 'sample', summary: 'Ancestry report of a barcode: composition with 95% intervals, Y and mt calls with path and markers (SAMPLE, anonymous or the auth-sample header: the demo report marked 示例)', params: barcodeParams, response: ancestryReportSchema, codes: [2200, 2700, 2701, 4004] }),
  surname: endpoint({ method: 'GET', path: '/web/api/new/ancestry/surname/:barcode', auth: 'user', summary: 'Surname page: the person\'s surname with pinyin, Y and mt haplogroups, and how many opted-in persons share surname and lineage (groups below the anonymity threshold hidden)', params: barcodeParams, response: surnameReportSchema, codes: [2200, 2700, 4004] }),
  relativesDistribution: endpoint({ method: 'GET', path: '/web/api/new/relatives/:barcode/distribution', auth: 'user', summary: 'Where the person\'s gene relatives come from (their own ancestral place or birthplace), counts per province / city / district, small groups hidden', params: barcodeParams, query: relativesDistributionQuery, response: relativesDistributionSchema, codes: [2200, 2700, 2701, 4004, 4006] }),
  relativeSegments: endpoint({ method: 'GET', path: '/web/api/new/relatives/:barcode/segments', auth: 'user', summary: 'Shared segments with up to three matched relatives (chromosome browser)', params: barcodeParams, query: relativeSegmentsQuery, response: relativeSegmentsSchema, codes: [2200, 2700, 2701, 4004] })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  // ancestry report and chromosome browser (issue 16)
  ancestry: ANCESTRY
} as const
