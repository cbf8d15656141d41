/**
 * Endpoint declarations of families and the libraries (家族, spec 2.10 family/*, library-family,
 * genealogy-images, self-build-family/*, ancestor; 3.12 family and family filter; 4 family claim;
 * issue 24 items 4, 5 and 8). A family record: 姓氏, 郡望, 堂号, 字辈 (generation poem), tags,
 * ancestors and celebrities, history lines (大事记), genealogy books (族谱) with their pages, and
 * the tree persons its maker linked. Self-built families are public only after staff approve them
 * (operator role, /ops/families); until then only their maker sees them, and every call answers
 * 4010 for a family the caller may not see, the same as for none. Demo families are marked sample.
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { safeText } from '../text'

const int = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))
const id = int(1, 2_147_483_647)
const idParams = z.object({ id })
const flag = z.optional(z.enum(['0', '1']))
const nullableText = z.nullable(z.string())
const text = (label: string, max: number, min = 0) =>
  safeText().check(z.trim(), ...(min ? [z.minLength(min, `请填写${label}`)] : []), z.maxLength(max, `${label}不能超过 ${max} 个字`))
const longText = (label: string, max: number) => safeText({ multiline: true }).check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字`))

export const FAMILY_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const
export type FamilyStatus = (typeof FAMILY_STATUSES)[number]
export const FAMILY_SORTS = ['UPDATE_DATE_DESC', 'UPDATE_DATE_ASC'] as const
export const FAMILY_PEOPLE_KINDS = ['ancestor', 'celebrity'] as const
export const CLAIM_STATUSES = ['confirmed', 'excluded'] as const
/** spec 9: 20 for family, clan and ancestor lists */
export const FAMILY_PAGE_SIZE = 20
export const FAMILY_LIMITS = { people: 50, historyLines: 100, tags: 8, treePersons: 200 } as const

/** spec 3.12 family filter (flags as '1' / '0'), the library's type (spec 2.10 ?type=gene|genealogy), a keyword */
export const familyFilterSchema = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(20, '关键词不能超过 20 个字'))),
  type: z.optional(z.enum(['gene', 'genealogy'])),
  hasGenerationName: flag,
  hasGenealogies: flag,
  hasAncestor: flag,
  hasHaplogroup: flag,
  researching: flag,
  hasCelebrity: flag,
  sortType: z.optional(z.enum(FAMILY_SORTS)),
  page: z.optional(int(1, 10_000)),
  size: z.optional(int(1, 50))
})

export const familySummarySchema = z.object({
  id: z.number(),
  surname: z.string(),
  name: z.string(),
  /** 堂号 */
  hall: nullableText,
  /** 郡望 */
  commandery: nullableText,
  originPlace: nullableText,
  tags: z.array(z.string()),
  /** the Y haplogroup of the family's DNA-tested members (from their results), or null */
  haplogroup: nullableText,
  researching: z.boolean(),
  hasGenerationName: z.boolean(),
  genealogyCount: z.number(),
  ancestorCount: z.number(),
  celebrityCount: z.number(),
  /** demo content (示例): not a real clan's record */
  sample: z.boolean(),
  /** self-built by a user (reviewed by staff) rather than from the library */
  selfBuilt: z.boolean(),
  status: z.enum(FAMILY_STATUSES),
  updatedAt: z.number()
})
const pageOf = <T extends z.ZodMiniType>(item: T) => z.object({ page: z.number(), size: z.number(), total: z.number(), isEnd: z.boolean(), list: z.array(item) })

export const familyPersonSchema = z.object({ id: z.number(), kind: z.enum(FAMILY_PEOPLE_KINDS), name: z.string(), era: nullableText, description: z.string() })
export const historyLineSchema = z.object({ id: z.number(), year: z.nullable(z.number()), timeText: z.string(), title: z.string(), content: z.string() })
export const genealogySummarySchema = z.object({ id: z.number(), familyId: z.number(), familyName: z.string(), title: z.string(), compiled: nullableText, pageCount: z.number(), sample: z.boolean() })

export const familyDetailSchema = z.object({
  ...familySummarySchema.shape,
  /** 字辈: the generation poem, one character a generation */
  generationPoem: nullableText,
  intro: z.string(),
  people: z.array(familyPersonSchema),
  historyLines: z.array(historyLineSchema),
  genealogies: z.array(genealogySummarySchema),
  /** how many tree persons are linked; their names only for the maker */
  treePersonCount: z.number(),
  treePersons: z.array(z.object({ treeId: z.number(), personId: z.number(), name: z.string() })),
  /** the caller made it (may edit it) */
  mine: z.boolean(),
  /** the caller saved it to 我的家族 */
  saved: z.boolean(),
  reviewNote: nullableText
})

export const genealogySchema = z.object({
  ...genealogySummarySchema.shape,
  description: z.string(),
  /** the pages in order: their transcription (释文), typeset as a book page */
  pages: z.array(z.object({ pageNo: z.number(), text: z.string() }))
})

export const ancestorSchema = z.object({ ...familyPersonSchema.shape, family: z.object({ id: z.number(), name: z.string(), surname: z.string(), sample: z.boolean() }) })

/** a family clue (spec 4): a library family that fits a tested person's surname and Y haplogroup */
export const familyClueSchema = z.object({
  family: familySummarySchema,
  /** why it is offered (Chinese), e.g. 同姓、Y 单倍群同属一支 */
  reasons: z.array(z.string()),
  /** the DNA agrees (same Y lineage) or says nothing (the family has no tested member) */
  dna: z.enum(['same-lineage', 'unknown']),
  status: z.nullable(z.enum(CLAIM_STATUSES))
})
export const familyCluesSchema = z.object({
  barcode: z.string(),
  personName: z.string(),
  surname: z.string(),
  yHaplogroup: nullableText,
  list: z.array(familyClueSchema)
})

export const familyBaseSchema = z.strictObject({
  surname: text('姓氏', 4, 1),
  name: text('家族名称', 30, 2),
  hall: z.optional(text('堂号', 20)),
  commandery: z.optional(text('郡望', 20)),
  originPlace: z.optional(text('发源地', 60)),
  generationPoem: z.optional(z.string().check(z.trim(), z.maxLength(200, '字辈不能超过 200 个字'), z.regex(/^[\u3400-\u9fff\s，。、；]*$/, '字辈只能填写汉字'))),
  intro: z.optional(longText('家族简介', 2000)),
  tags: z.optional(z.array(text('标签', 10, 1)).check(z.maxLength(FAMILY_LIMITS.tags, `标签最多 ${FAMILY_LIMITS.tags} 个`))),
  researching: z.optional(z.boolean())
})
export const familyPeopleBodySchema = z.strictObject({
  list: z.array(z.strictObject({ kind: z.enum(FAMILY_PEOPLE_KINDS), name: text('姓名', 20, 1), era: z.optional(text('时代', 20)), description: z.optional(longText('生平', 500)) }))
    .check(z.maxLength(FAMILY_LIMITS.people, `先祖和名人最多 ${FAMILY_LIMITS.people} 位`))
})
export const historyLinesBodySchema = z.strictObject({
  list: z.array(z.strictObject({
    year: z.optional(z.nullable(z.int().check(z.gte(-3000), z.lte(2100)))),
    timeText: z.optional(text('时间', 20)),
    title: text('事件', 40, 1),
    content: z.optional(longText('事件内容', 500))
  })).check(z.maxLength(FAMILY_LIMITS.historyLines, `大事记最多 ${FAMILY_LIMITS.historyLines} 条`))
})
export const treePersonsBodySchema = z.strictObject({ treeId: id, personIds: z.array(z.int().check(z.gte(1))).check(z.maxLength(FAMILY_LIMITS.treePersons, `最多关联 ${FAMILY_LIMITS.treePersons} 位家谱成员`)) })
export const claimBodySchema = z.strictObject({
  barcode: z.string().check(z.minLength(1), z.maxLength(40)),
  familyId: id,
  /** none: back to an open clue */
  status: z.enum(['confirmed', 'excluded', 'none'])
})

const OPERATOR = { staff: ['operator'] } as const
const FAMILY_CODES = [4010] as const

export const FAMILIES = {
  library: endpoint({ method: 'GET', path: '/web/api/new/families', auth: 'public', summary: 'The family library: approved families, filtered (spec 3.12 family filter; type gene = with a Y haplogroup, genealogy = with a genealogy book), newest change first', query: familyFilterSchema, response: pageOf(familySummarySchema), codes: [] }),
  family: endpoint({ method: 'GET', path: '/web/api/new/families/:id', auth: 'public', summary: 'One family: approved, or the caller\'s own self-built one in any state (4010 otherwise)', params: idParams, response: familyDetailSchema, codes: FAMILY_CODES }),
  mine: endpoint({ method: 'GET', path: '/web/api/new/families/mine', auth: 'user', summary: 'My families: those I built (any state) and those I saved', response: z.object({ own: z.array(familySummarySchema), saved: z.array(familySummarySchema) }), codes: [] }),
  save: endpoint({ method: 'PUT', path: '/web/api/new/families/saved', auth: 'user', summary: 'Save a public family to 我的家族, or remove it', body: z.strictObject({ familyId: id, saved: z.boolean() }), response: z.object({ saved: z.boolean() }), codes: FAMILY_CODES }),
  ancestors: endpoint({ method: 'GET', path: '/web/api/new/family-ancestors', auth: 'public', summary: 'Ancestors and celebrities of approved families, a page of 20', query: z.object({ page: z.optional(int(1, 10_000)), kind: z.optional(z.enum(FAMILY_PEOPLE_KINDS)) }), response: pageOf(ancestorSchema), codes: [] }),
  ancestor: endpoint({ method: 'GET', path: '/web/api/new/family-ancestors/:id', auth: 'public', summary: 'One ancestor or celebrity of an approved family', params: idParams, response: ancestorSchema, codes: FAMILY_CODES }),
  genealogies: endpoint({ method: 'GET', path: '/web/api/new/genealogies', auth: 'public', summary: 'Genealogy books (族谱) of approved families, a page of 20', query: z.object({ page: z.optional(int(1, 10_000)), familyId: z.optional(id) }), response: pageOf(genealogySummarySchema), codes: [] }),
  genealogy: endpoint({ method: 'GET', path: '/web/api/new/genealogies/:id', auth: 'public', summary: 'One genealogy book with its pages', params: idParams, response: genealogySchema, codes: FAMILY_CODES }),
  clues: endpoint({ method: 'GET', path: '/web/api/new/family-clues', auth: 'user', summary: 'Family clues of one of the caller\'s tested persons: approved non-sample families of the same surname whose Y haplogroup is of the same lineage or unknown, with the caller\'s confirm/exclude status', query: z.object({ barcode: z.string().check(z.minLength(1), z.maxLength(40)) }), response: familyCluesSchema, codes: [2200, 4004] }),
  claim: endpoint({ method: 'PUT', path: '/web/api/new/family-clues', auth: 'user', summary: 'Confirm or exclude a family clue for a tested person (spec 4 family claim), or reopen it', body: claimBodySchema, response: familyClueSchema, codes: [...FAMILY_CODES, 2200, 4004] }),
  claimed: endpoint({ method: 'GET', path: '/web/api/new/family-claims', auth: 'user', summary: 'The caller\'s claims (spec 3.12 family claim: familyTraceId, familyTraceName, barcode, status)', response: z.object({ list: z.array(z.object({ familyTraceId: z.number(), familyTraceName: z.string(), barcode: z.string(), personName: z.string(), status: z.enum(CLAIM_STATUSES), updatedAt: z.number() })) }), codes: [] }),

  selfBuilt: endpoint({ method: 'GET', path: '/web/api/new/self-build-families', auth: 'user', summary: 'The families I built, any state (草稿, 审核中, 已公开, 未通过)', response: z.object({ list: z.array(familySummarySchema) }), codes: [] }),
  createSelfBuilt: endpoint({ method: 'POST', path: '/web/api/new/self-build-families', auth: 'user', summary: 'A new self-built family (a draft only its maker sees)', body: familyBaseSchema, response: familyDetailSchema, codes: [] }),
  updateSelfBuilt: endpoint({ method: 'PUT', path: '/web/api/new/self-build-families/:id', auth: 'user', summary: 'Change a self-built family\'s base information (an approved one goes back to review)', params: idParams, body: familyBaseSchema, response: familyDetailSchema, codes: FAMILY_CODES }),
  selfBuiltPeople: endpoint({ method: 'PUT', path: '/web/api/new/self-build-families/:id/people', auth: 'user', summary: 'Replace a self-built family\'s ancestors and celebrities', params: idParams, body: familyPeopleBodySchema, response: familyDetailSchema, codes: FAMILY_CODES }),
  selfBuiltHistory: endpoint({ method: 'PUT', path: '/web/api/new/self-build-families/:id/history-lines', auth: 'user', summary: 'Replace a self-built family\'s history lines (大事记)', params: idParams, body: historyLinesBodySchema, response: familyDetailSchema, codes: FAMILY_CODES }),
  selfBuiltTreePersons: endpoint({ method: 'PUT', path: '/web/api/new/self-build-families/:id/tree-persons', auth: 'user', summary: 'Link persons of a family tree the caller may edit (replaces that tree\'s links); the family\'s Y haplogroup follows its DNA-tested linked men', params: idParams, body: treePersonsBodySchema, response: familyDetailSchema, codes: FAMILY_CODES }),
  submitSelfBuilt: endpoint({ method: 'POST', path: '/web/api/new/self-build-families/:id/submit', auth: 'user', summary: 'Send a self-built family to staff review', params: idParams, response: familyDetailSchema, codes: FAMILY_CODES }),
  deleteSelfBuilt: endpoint({ method: 'DELETE', path: '/web/api/new/self-build-families/:id', auth: 'user', summary: 'Delete a self-built family with everything in it', params: idParams, response: z.object({ deleted: z.boolean() }), codes: FAMILY_CODES }),

  reviewQueue: endpoint({ method: 'GET', path: '/proxy/ops/families', auth: OPERATOR, summary: 'Operators: self-built families waiting for review, oldest first, with everything in them', response: z.object({ list: z.array(familyDetailSchema) }), codes: [] }),
  review: endpoint({ method: 'POST', path: '/proxy/ops/families/:id/review', auth: OPERATOR, summary: 'Operators: approve a waiting family (public from then on) or send it back with a reason', params: idParams, body: z.strictObject({ approve: z.boolean(), note: z.optional(text('审核意见', 200)) }), response: familyDetailSchema, codes: FAMILY_CODES })
}

export default { families: FAMILIES }
