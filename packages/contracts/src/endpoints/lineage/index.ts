/**
 * Endpoint declarations of the Y tree, clan relations, the surname library and the 寻根登记
 * (issue 16 items 4-6, spec 2.10, 3.12, 9). The tree is the reference data's ISOGG tree served a
 * branch at a time (never shipped whole to the client); statistics count only opted-in people
 * and follow the one rule of statistics/index.ts (no group below 5 shown or named, numbers
 * rounded down to a multiple of 5); named lists and remarks are for signed-in users whose own
 * person is opted in.
 */
import { z } from 'zod/mini'
import { CLAN_REMARK_MAX, LEAD_CONTACT_PREFERENCES, SURNAME_PATTERN } from '../../lineage'
import { endpoint } from '../define'
import { safeText } from '../text'

const int = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))
const page = z._default(int(1, 100_000), 1)
const size = (d: number) => z._default(int(1, 50), d)
const nullableText = z.nullable(z.string())
const barcode = z.string().check(z.minLength(1), z.maxLength(40))
/** a node of the tree by its ISOGG long-form name ('O2a2b1a1', 'Y-Adam') */
const nodeParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/, 'Y 树分支名称格式不正确')) })
const surnameText = safeText().check(z.trim(), z.regex(SURNAME_PATTERN, '姓氏应为 1–4 个汉字'))
const groupCount = z.object({ count: z.nullable(z.number()), label: z.string() })

const nodeRef = z.object({ id: z.string(), shortName: z.string(), depth: z.number() })
const ytreeChild = z.object({
  id: z.string(),
  shortName: z.string(),
  snpCount: z.number(),
  childCount: z.number(),
  /** branches below it, itself excluded */
  descendantCount: z.number(),
  /** opted-in (基因溯源) people on it or below it */
  members: groupCount
})

export const ytreeNodeSchema = z.object({
  id: z.string(),
  shortName: z.string(),
  depth: z.number(),
  backbone: z.boolean(),
  tentativeOnly: z.boolean(),
  snpCount: z.number(),
  /** the node's representative SNP (ISOGG key SNP first), or null for a node without SNPs of its own */
  representativeSnp: z.nullable(z.object({ name: z.string(), pos: z.number(), ancestral: z.string(), derived: z.string(), rsid: z.string() })),
  /** root → parent */
  path: z.array(nodeRef),
  children: z.array(ytreeChild),
  descendantCount: z.number(),
  members: groupCount,
  /** populations the Y-LineageTracker ISOGG index names for this node */
  populations: z.array(z.string()),
  tree: z.string()
})

export const ytreeBranchSchema = z.object({
  id: z.string(),
  shortName: z.string(),
  page: z.number(),
  size: z.number(),
  total: z.number(),
  /** descendants in tree order; depth relative to the node */
  list: z.array(z.object({ id: z.string(), shortName: z.string(), depth: z.number(), snpCount: z.number(), childCount: z.number() })),
  isEnd: z.boolean()
})

export const ytreeSnpsSchema = z.object({
  id: z.string(),
  shortName: z.string(),
  page: z.number(),
  size: z.number(),
  total: z.number(),
  list: z.array(z.object({ name: z.string(), names: z.string(), rsid: z.string(), pos: z.number(), ancestral: z.string(), derived: z.string(), tentative: z.boolean(), key: z.boolean(), indel: z.boolean() })),
  isEnd: z.boolean()
})

export const ytreeSearchSchema = z.object({
  keyword: z.string(),
  list: z.array(z.object({ id: z.string(), shortName: z.string(), depth: z.number(), matchedBy: z.enum(['haplogroup', 'snp']), snp: nullableText, pos: z.nullable(z.number()) })),
  /** more matches exist than the list holds */
  truncated: z.boolean()
})

const dataset = z.object({ name: z.string(), file: z.string(), version: z.string(), repo: z.string(), commit: z.string(), path: z.string(), licence: z.string(), description: z.string(), sha256: z.string() })
export const ytreeInfoSchema = z.object({
  version: z.string(),
  nodes: z.number(),
  snps: z.number(),
  indels: z.number(),
  unusable: z.number(),
  /** the files of the reference data the tree is built from: the changelog's entries */
  datasets: z.array(dataset),
  /** why the tree carries no ages and no earlier versions */
  notes: z.array(z.string())
})

const clanMember = z.object({
  personId: z.number(),
  displayName: z.string(),
  haplogroup: z.string(),
  shortName: z.string(),
  /** the deepest branch both men are on */
  sharedBranch: z.string(),
  sharedShortName: z.string(),
  sharedDepth: z.number(),
  ancestralProvince: nullableText,
  /** the viewer's own private remark */
  remark: nullableText
})

export const clanRelationsSchema = z.object({
  barcode: z.string(),
  personName: z.string(),
  surname: nullableText,
  haplogroup: nullableText,
  shortName: nullableText,
  /** why there is no list (no Y call, no surname), or null */
  reason: nullableText,
  /** the order asked for (spec 9) and the one given, with what it means */
  requestedSort: z.string(),
  sortType: z.string(),
  sortNote: z.string(),
  maxClanYear: z.number(),
  maxClanYearApplied: z.boolean(),
  page: z.number(),
  size: z.number(),
  total: z.number(),
  list: z.array(clanMember),
  isEnd: z.boolean()
})

export const clanMemberSchema = z.object({
  barcode: z.string(),
  member: clanMember,
  /** root → shared branch, then each man's own steps below it */
  sharedPath: z.array(nodeRef),
  mine: z.array(nodeRef),
  theirs: z.array(nodeRef),
  sortNote: z.string()
})

export const branchPeopleSchema = z.object({
  id: z.string(),
  shortName: z.string(),
  barcode: z.string(),
  page: z.number(),
  size: z.number(),
  total: z.number(),
  list: z.array(z.object({ personId: z.number(), displayName: z.string(), haplogroup: z.string(), shortName: z.string(), ancestralProvince: nullableText })),
  isEnd: z.boolean()
})

const surnameItem = z.object({ id: z.number(), surname: z.string(), pinyin: z.string(), compound: z.boolean() })
const SURNAME_SOURCE = z.object({ title: z.string(), note: z.string() })
export const surnameListSchema = z.object({ page: z.number(), size: z.number(), total: z.number(), list: z.array(surnameItem), isEnd: z.boolean(), source: SURNAME_SOURCE })
export const surnameSchema = z.object({
  ...surnameItem.shape,
  /** place in the text of 百家姓 (1-based) */
  position: z.number(),
  source: SURNAME_SOURCE,
  /** opted-in (基因溯源) tested persons with this surname, men among them */
  persons: groupCount,
  men: groupCount
})

const surnameQuery = z.object({ surname: surnameText })
const regionGroup = z.object({ code: z.string(), name: z.string(), count: z.nullable(z.number()), label: z.string() })
export const surnameDistributionSchema = z.object({
  surname: z.string(),
  /** null: the provinces; a province code: its cities */
  provinceCode: nullableText,
  provinceName: nullableText,
  total: groupCount,
  /** opted-in people of the surname in no listed place: no ancestral place given, or a place of fewer than 5 (never named) */
  other: groupCount,
  /** places of at least 5 (statistics rule): a smaller one is never named */
  list: z.array(regionGroup),
  minGroupSize: z.number(),
  basis: z.string()
})
export const surnameHaplogroupsSchema = z.object({
  surname: z.string(),
  men: groupCount,
  /** clades of at least 5 men, each with its subclades of at least 5 (smaller ones are never named) */
  clades: z.array(z.object({ clade: z.string(), count: z.nullable(z.number()), label: z.string(), subclades: z.array(z.object({ id: z.string(), shortName: z.string(), count: z.nullable(z.number()), label: z.string() })) })),
  /** men in no listed clade */
  other: groupCount,
  minGroupSize: z.number(),
  basis: z.string()
})
export const surnameGeneFamiliesSchema = z.object({
  surname: z.string(),
  men: groupCount,
  /** the deepest branches at least MIN_GROUP_SIZE men of the surname share */
  list: z.array(z.object({ id: z.string(), shortName: z.string(), depth: z.number(), count: z.nullable(z.number()), label: z.string() })),
  minGroupSize: z.number(),
  basis: z.string()
})

const placeText = safeText().check(z.trim(), z.maxLength(100))
const regionCode = z.string().check(z.regex(/^(\d{6}|\d{9})?$/, '地区代码格式不正确'))
export const leadBodySchema = z.strictObject({
  surname: surnameText,
  ancestralPlace: placeText.check(z.minLength(1, '请选择祖籍')),
  ancestralPlaceCode: regionCode.check(z.minLength(6, '请选择祖籍')),
  residence: z.optional(placeText),
  residenceCode: z.optional(regionCode),
  contactPreference: z.enum(LEAD_CONTACT_PREFERENCES, '请选择联系方式')
})
export const leadSchema = z.object({
  id: z.number(),
  surname: z.string(),
  ancestralPlace: z.string(),
  ancestralPlaceCode: z.string(),
  residence: nullableText,
  residenceCode: nullableText,
  contactPreference: z.enum(LEAD_CONTACT_PREFERENCES),
  createdAt: z.number(),
  updatedAt: z.number()
})
const idParams = z.object({ id: z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1))) })
const personParams = z.object({ personId: z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1))) })

export const LINEAGE = {
  ytreeInfo: endpoint({ method: 'GET', path: '/web/api/new/ytree/info', auth: 'public', summary: 'The Y tree the product uses: version, source files (repository, commit, licence, checksum), counts; the changelog pages read it', response: ytreeInfoSchema, codes: [] }),
  ytreeNode: endpoint({ method: 'GET', path: '/web/api/new/ytree/nodes/:id', auth: 'public', summary: 'One branch of the Y tree: path from the root, children with their sizes, opted-in member counts (少于5人 below 5)', params: nodeParams, response: ytreeNodeSchema, codes: [] }),
  ytreeBranch: endpoint({ method: 'GET', path: '/web/api/new/ytree/nodes/:id/branch', auth: 'public', summary: 'Every branch below a node, in tree order, a page at a time', params: nodeParams, query: z.object({ page, size: size(30) }), response: ytreeBranchSchema, codes: [] }),
  ytreeSnps: endpoint({ method: 'GET', path: '/web/api/new/ytree/nodes/:id/snps', auth: 'public', summary: 'The defining SNPs of a branch (GRCh37 position, alleles, rsID, ISOGG placement), a page at a time', params: nodeParams, query: z.object({ page, size: size(20) }), response: ytreeSnpsSchema, codes: [] }),
  ytreeSearch: endpoint({ method: 'GET', path: '/web/api/new/ytree/search', auth: 'public', summary: 'Branches by haplogroup name (O2a2b1a1, O-M117) or SNP name (M117, rs…)', query: z.object({ keyword: safeText().check(z.trim(), z.minLength(1, '请输入 SNP 或单倍群名称'), z.maxLength(40)) }), response: ytreeSearchSchema, codes: [] }),
  ytreePeople: endpoint({ method: 'GET', path: '/web/api/new/ytree/nodes/:id/people', auth: 'user', summary: 'Opted-in (基因寻亲) men on a branch, for a viewer whose own person (barcode) is opted in', params: nodeParams, query: z.object({ barcode, page, size: size(10) }), response: branchPeopleSchema, codes: [2200, 2701, 4004] }),
  clanRelations: endpoint({ method: 'GET', path: '/web/api/new/clan-relations', auth: 'user', summary: 'Clan relations of a barcode (spec 3.12): opted-in men of the same surname and Y lineage, nearest shared branch first', query: z.object({ barcode, page, size: size(10), sort_type: z.optional(z.string().check(z.maxLength(40))), max_clan_year: z.optional(int(1, 100_000)) }), response: clanRelationsSchema, codes: [2200, 2701, 4004] }),
  clanMember: endpoint({ method: 'GET', path: '/web/api/new/clan-relations/:personId', auth: 'user', summary: 'One clan member of a barcode\'s list: shared path and each man\'s own steps, the viewer\'s remark', params: personParams, query: z.object({ barcode }), response: clanMemberSchema, codes: [2200, 2701, 4004] }),
  clanRemark: endpoint({ method: 'PUT', path: '/web/api/new/clan-relations/:personId/remark', auth: 'user', summary: 'The viewer\'s private remark on a clan member (empty removes it); only members of the viewer\'s own list', params: personParams, body: z.strictObject({ barcode, remark: safeText().check(z.trim(), z.maxLength(CLAN_REMARK_MAX, `备注不能超过 ${CLAN_REMARK_MAX} 个字`)) }), response: z.object({ personId: z.number(), remark: nullableText }), codes: [2200, 2701, 4004] }),
  surnames: endpoint({ method: 'GET', path: '/web/api/new/surnames', auth: 'public', summary: 'The surname library (百家姓, in the order of the text) with pinyin; keyword matches the characters or the pinyin', query: z.object({ page, size: size(30), keyword: z.optional(safeText().check(z.trim(), z.maxLength(20))) }), response: surnameListSchema, codes: [] }),
  surname: endpoint({ method: 'GET', path: '/web/api/new/surnames/:id', auth: 'public', summary: 'One surname of the library with its opted-in counts', params: idParams, response: surnameSchema, codes: [] }),
  surnameDistribution: endpoint({ method: 'GET', path: '/web/api/new/surname-stats/distribution', auth: 'public', summary: 'Where opted-in people of a surname have their ancestral place: provinces, or the cities of one province', query: z.object({ surname: surnameText, provinceCode: z.optional(z.string().check(z.regex(/^\d{2}0000$/, '省份代码格式不正确'))) }), response: surnameDistributionSchema, codes: [] }),
  surnameHaplogroups: endpoint({ method: 'GET', path: '/web/api/new/surname-stats/haplogroups', auth: 'public', summary: 'Y haplogroup mix of opted-in men of a surname, by major clade and subclade', query: surnameQuery, response: surnameHaplogroupsSchema, codes: [] }),
  surnameGeneFamilies: endpoint({ method: 'GET', path: '/web/api/new/surname-stats/gene-families', auth: 'public', summary: 'Branches that at least 5 opted-in men of a surname share (gene families)', query: surnameQuery, response: surnameGeneFamiliesSchema, codes: [] }),
  leads: endpoint({ method: 'GET', path: '/web/api/new/lead-infos', auth: 'user', summary: 'The caller\'s 寻根登记 (spec 3.12 lead info)', response: z.object({ list: z.array(leadSchema) }), codes: [] }),
  createLead: endpoint({ method: 'POST', path: '/web/api/new/lead-infos', auth: 'user', summary: 'A new 寻根登记: surname, ancestral place, residence, contact preference', body: leadBodySchema, response: leadSchema, codes: [] }),
  lead: endpoint({ method: 'GET', path: '/web/api/new/lead-infos/:id', auth: 'user', summary: 'One of the caller\'s 寻根登记', params: idParams, response: leadSchema, codes: [] }),
  updateLead: endpoint({ method: 'PUT', path: '/web/api/new/lead-infos/:id', auth: 'user', summary: 'Change one of the caller\'s 寻根登记', params: idParams, body: leadBodySchema, response: leadSchema, codes: [] }),
  deleteLead: endpoint({ method: 'DELETE', path: '/web/api/new/lead-infos/:id', auth: 'user', summary: 'Delete one of the caller\'s 寻根登记', params: idParams, response: z.object({ deleted: z.boolean() }), codes: [] })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  // the Y tree, clan relations, the surname library and 寻根登记 (issue 16 items 4-6)
  lineage: LINEAGE
} as const
