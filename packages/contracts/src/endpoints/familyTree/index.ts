/**
 * Endpoint declarations of the family tree (家谱, spec 2.10 family-tree, 3.11, 7 "Family tree",
 * issue 24 items 1-3): several trees per account, shared with other accounts as editor or viewer
 * (browse: read-only); persons with names (字辈), sex, events (partial and 农历 dates, places with
 * division codes) and notes; parents, partners and children as families; GEDCOM in and out; the
 * DNA links (a tested person of the account is a tree person; a gene relative is placed in the
 * tree). Every call answers 404 for a tree the caller is not a member of, the same as for none.
 */
import { z } from 'zod/mini'
import {
  DATE_QUALIFIERS, GEDCOM_MAX_BYTES, PERSON_NAME_PART_MAX, TREE_NAME_MAX, TREE_NOTE_MAX, TREE_PLACE_MAX, TREE_SEXES
} from '../../familyTree'
import { endpoint } from '../define'
import { safeText } from '../text'
import { FAMILY_TREE_GALLERY } from './gallery'

export { FAMILY_TREE_GALLERY } from './gallery'

const int = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))
const id = int(1, 2_147_483_647)
const treeParams = z.object({ id })
const personParams = z.object({ id, personId: id })
const nullableText = z.nullable(z.string())

export const TREE_ROLES = ['owner', 'editor', 'viewer'] as const
export const TREE_MEMBER_ROLES = ['editor', 'viewer'] as const
/** where a new person goes relative to an existing one */
export const TREE_RELATIONS = ['parent', 'child', 'spouse', 'sibling'] as const

const treeName = safeText().check(z.trim(), z.minLength(1, '请填写家谱名称'), z.maxLength(TREE_NAME_MAX, `家谱名称不能超过 ${TREE_NAME_MAX} 个字`))
const namePart = z.optional(safeText().check(z.trim(), z.maxLength(PERSON_NAME_PART_MAX, `姓名不能超过 ${PERSON_NAME_PART_MAX} 个字`)))
const note = safeText({ multiline: true }).check(z.maxLength(TREE_NOTE_MAX, `备注不能超过 ${TREE_NOTE_MAX} 个字`))

const simpleDate = z.object({
  calendar: z.enum(['GREGORIAN', '_LUNAR']),
  year: z.int().check(z.gte(1), z.lte(9999)),
  month: z.optional(z.int().check(z.gte(1), z.lte(12))),
  day: z.optional(z.int().check(z.gte(1), z.lte(31))),
  leap: z.optional(z.boolean())
})
/** a date a person enters: its parts (contracts familyTree/dates) */
export const treeDateInput = z.object({ qualifier: z.enum(DATE_QUALIFIERS), date: simpleDate, date2: z.optional(simpleDate) })
const eventInput = z.object({
  date: z.optional(z.nullable(treeDateInput)),
  place: z.optional(safeText().check(z.trim(), z.maxLength(TREE_PLACE_MAX, `地点不能超过 ${TREE_PLACE_MAX} 个字`))),
  /** a division code of China (GB/T 2260) when the place was chosen from the list */
  placeCode: z.optional(z.string().check(z.regex(/^\d{6}$/, '地区代码格式不正确')))
})

export const personBodySchema = z.strictObject({
  surname: namePart,
  given: namePart,
  generationName: z.optional(safeText().check(z.trim(), z.maxLength(4, '字辈最多 4 个字'))),
  sex: z.enum(TREE_SEXES),
  birth: z.optional(eventInput),
  death: z.optional(z.nullable(eventInput)),
  notes: z.optional(z.array(note).check(z.maxLength(20)))
})
export const newPersonBodySchema = z.extend(personBodySchema, {
  /** the person the new one is related to and how; absent for the first person of a tree */
  relativeId: z.optional(id),
  relation: z.optional(z.enum(TREE_RELATIONS))
})

const eventSchema = z.object({
  tag: z.string(), label: z.string(), value: z.optional(z.string()), type: z.optional(z.string()), date: z.optional(z.string()), datePhrase: z.optional(z.string()),
  /** the date in Chinese */
  dateText: z.string(), place: z.optional(z.string()), placeCode: z.optional(z.string()), cause: z.optional(z.string()), age: z.optional(z.string()), notes: z.optional(z.array(z.string()))
})
const nameSchema = z.object({ full: z.string(), given: z.optional(z.string()), surname: z.optional(z.string()), generationName: z.optional(z.string()), nickname: z.optional(z.string()), prefix: z.optional(z.string()), suffix: z.optional(z.string()), type: z.optional(z.string()) })

/** a person as the drawing needs it */
export const treeNodeSchema = z.object({
  id: z.number(), name: z.string(), sex: z.enum(TREE_SEXES), generationName: nullableText, birthYear: z.nullable(z.number()), deathYear: z.nullable(z.number()),
  /** the account's own tested person (DNA-tested) */
  tested: z.boolean(),
  /** placed from a DNA match: the relationship the DNA predicts (Chinese), or null */
  dnaMatch: nullableText,
  /** the tree's place for this match contradicts the predicted relationship */
  dnaConflict: z.boolean()
})
export const treeFamilySchema = z.object({ id: z.number(), partner1: z.nullable(z.number()), partner2: z.nullable(z.number()), children: z.array(z.number()) })

export const treeSummarySchema = z.object({
  id: z.number(), name: z.string(),
  /** spec 3.11: true when another account owns it and shared it with the caller */
  share: z.boolean(),
  role: z.enum(TREE_ROLES),
  ownerName: z.string(),
  personCount: z.number(),
  /** spec 3.11 personInfo: the tree's own person (master node), or null */
  personInfo: z.nullable(z.object({ treeId: z.number(), id: z.number() })),
  updatedAt: z.number()
})

export const treeDataSchema = z.object({
  ...treeSummarySchema.shape,
  /** the caller may change it (owner or editor, and not browsing) */
  editable: z.boolean(),
  masterNodeId: z.nullable(z.number()),
  familyNodes: z.array(treeNodeSchema),
  families: z.array(treeFamilySchema),
  lastModified: z.number()
})

const relativeRef = z.object({ id: z.number(), name: z.string(), sex: z.enum(TREE_SEXES) })
export const personDetailSchema = z.object({
  id: z.number(), treeId: z.number(), name: z.string(), sex: z.enum(TREE_SEXES), editable: z.boolean(),
  names: z.array(nameSchema), events: z.array(eventSchema), notes: z.array(z.string()),
  /** the birth and death as the form shows them: parts, or null */
  birth: z.nullable(z.object({ date: z.nullable(treeDateInput), place: nullableText, placeCode: nullableText })),
  death: z.nullable(z.object({ date: z.nullable(treeDateInput), place: nullableText, placeCode: nullableText })),
  parents: z.array(relativeRef), spouses: z.array(relativeRef), children: z.array(relativeRef), siblings: z.array(relativeRef),
  tested: z.boolean(), dnaMatch: nullableText,
  /** why the tree contradicts the DNA (Chinese), or null */
  dnaConflict: nullableText
})

const kinStep = z.enum(['parent', 'child', 'sibling'])
export const placementSchema = z.object({
  match: z.object({ personId: z.number(), name: z.string(), relationship: z.string(), relationshipText: z.string() }),
  /** the tree person linked to the barcode's tested person, or null (link one first) */
  anchor: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** the match already placed in this tree, or null */
  placed: z.nullable(z.object({ id: z.number(), name: z.string() })),
  existing: z.array(z.object({ personId: z.number(), name: z.string(), degree: z.number() })),
  positions: z.array(z.object({ key: z.string(), label: z.string(), relativeId: z.number(), relativeName: z.string(), relation: kinStep })),
  blocked: z.array(z.object({ key: z.string(), label: z.string(), needs: z.string() }))
})
const barcodeText = z.string().check(z.minLength(1), z.maxLength(40))

export const memberSchema = z.object({ userId: z.number(), name: z.string(), role: z.enum(TREE_MEMBER_ROLES), createdAt: z.number() })

export const importReportSchema = z.object({
  version: z.string(), encoding: z.string(), persons: z.number(), families: z.number(),
  /** what the tree does not keep, by where it was in the file (Chinese label) */
  unmapped: z.array(z.object({ path: z.string(), label: z.string(), count: z.number() })),
  warnings: z.array(z.string())
})

export const FAMILY_TREE = {
  exists: endpoint({ method: 'GET', path: '/web/api/new/family-trees/exists', auth: 'user', summary: 'Whether the caller has any tree (own or shared)', response: z.object({ exists: z.boolean() }), codes: [] }),
  allOfMine: endpoint({ method: 'GET', path: '/web/api/new/family-trees/all_of_mine', auth: 'user', summary: 'The caller\'s trees, own first, then those shared with them (spec 3.11 list items; the client picks the current one by spec 4)', response: z.object({ list: z.array(treeSummarySchema) }), codes: [] }),
  create: endpoint({ method: 'POST', path: '/web/api/new/family-trees', auth: 'user', summary: 'A new empty tree', body: z.strictObject({ name: treeName }), response: treeSummarySchema, codes: [] }),
  tree: endpoint({ method: 'GET', path: '/web/api/new/family-trees/:id', auth: 'user', summary: 'A tree the caller owns or was shared: every person (drawing fields) and family', params: treeParams, response: treeDataSchema, codes: [] }),
  browse: endpoint({ method: 'GET', path: '/web/api/new/family-trees/:id/browse', auth: 'user', summary: 'A tree shared with the caller, read-only whatever their role', params: treeParams, response: treeDataSchema, codes: [] }),
  update: endpoint({ method: 'PUT', path: '/web/api/new/family-trees/:id', auth: 'user', summary: 'Rename a tree or choose its own person (owner only)', params: treeParams, body: z.strictObject({ name: z.optional(treeName), masterPersonId: z.optional(z.nullable(id)) }), response: treeSummarySchema, codes: [] }),
  remove: endpoint({ method: 'DELETE', path: '/web/api/new/family-trees/:id', auth: 'user', summary: 'Delete a tree with its persons (owner only)', params: treeParams, response: z.object({ deleted: z.boolean() }), codes: [] }),
  signOut: endpoint({ method: 'POST', path: '/web/api/new/family-trees/:id/sign_out', auth: 'user', summary: 'Leave a tree shared with the caller', params: treeParams, response: z.object({ left: z.boolean() }), codes: [] }),
  members: endpoint({ method: 'GET', path: '/web/api/new/family-trees/:id/members', auth: 'user', summary: 'Who the tree is shared with (owner only)', params: treeParams, response: z.object({ list: z.array(memberSchema) }), codes: [] }),
  share: endpoint({ method: 'POST', path: '/web/api/new/family-trees/:id/members', auth: 'user', summary: 'Share the tree with a registered account by its phone number, as editor or viewer (owner only)', params: treeParams, body: z.strictObject({ phone: z.string().check(z.regex(/^1\d{10}$/, '请输入正确的手机号')), role: z.enum(TREE_MEMBER_ROLES) }), response: memberSchema, codes: [] }),
  unshare: endpoint({ method: 'DELETE', path: '/web/api/new/family-trees/:id/members/:userId', auth: 'user', summary: 'Stop sharing the tree with an account (owner only)', params: z.object({ id, userId: id }), response: z.object({ deleted: z.boolean() }), codes: [] }),
  person: endpoint({ method: 'GET', path: '/web/api/new/family-trees/:id/person_infos/:personId', auth: 'user', summary: 'One person: names, events, notes, parents, partners, children, siblings', params: personParams, response: personDetailSchema, codes: [] }),
  addPerson: endpoint({ method: 'POST', path: '/web/api/new/family-trees/:id/person_infos', auth: 'user', summary: 'A new person, as parent, child, partner or sibling of a person of the tree (owner or editor)', params: treeParams, body: newPersonBodySchema, response: personDetailSchema, codes: [] }),
  updatePerson: endpoint({ method: 'PUT', path: '/web/api/new/family-trees/:id/person_infos/:personId', auth: 'user', summary: 'Change a person\'s name, 字辈, sex, birth, death and notes (owner or editor)', params: personParams, body: personBodySchema, response: personDetailSchema, codes: [] }),
  removePerson: endpoint({ method: 'DELETE', path: '/web/api/new/family-trees/:id/person_infos/:personId', auth: 'user', summary: 'Remove a person and their places in families (owner or editor)', params: personParams, response: z.object({ deleted: z.boolean() }), codes: [] }),
  importGedcom: endpoint({ method: 'POST', path: '/web/api/new/family-trees/gedcom', auth: 'user', summary: 'A new tree from a GEDCOM file (5.5.1, 5.5.5, 7.0; UTF-8, UTF-16, ANSEL; multipart, field file); what the tree does not keep is reported', query: z.object({ name: z.optional(treeName) }), file: 'file', response: z.object({ tree: treeSummarySchema, report: importReportSchema }), codes: [], bodyLimit: GEDCOM_MAX_BYTES + 64 * 1024 }),
  linkTested: endpoint({ method: 'PUT', path: '/web/api/new/family-trees/:id/person_infos/:personId/tested', auth: 'user', summary: 'This tree person is a tested person of the caller\'s account (barcode), or no longer (null); owner or editor', params: personParams, body: z.strictObject({ barcode: z.nullable(barcodeText) }), response: personDetailSchema, codes: [] }),
  placement: endpoint({ method: 'GET', path: '/web/api/new/family-trees/:id/dna-placement', auth: 'user', summary: 'Where a gene relative of the caller\'s barcode may go in the tree: persons at the predicted distance and new positions (owner or editor)', params: treeParams, query: z.object({ barcode: barcodeText, relativePersonId: id }), response: placementSchema, codes: [2200, 2700, 2701, 4004] }),
  place: endpoint({ method: 'POST', path: '/web/api/new/family-trees/:id/dna-placement', auth: 'user', summary: 'Place a gene relative in the tree: as a person already there (personId) or a new person at a position (owner or editor)', params: treeParams, body: z.strictObject({ barcode: barcodeText, relativePersonId: id, personId: z.optional(id), person: z.optional(newPersonBodySchema) }), response: personDetailSchema, codes: [2200, 2700, 2701, 4004] }),
  exportGedcom: endpoint({ method: 'GET', path: '/web/api/new/family-trees/:id/gedcom', auth: 'user', summary: 'The tree as a GEDCOM 5.5.1 or 7.0 file (UTF-8), with what the version cannot hold', params: treeParams, query: z.object({ version: z._default(z.enum(['5.5.1', '7.0']), '7.0') }), response: z.object({ fileName: z.string(), content: z.string(), notes: z.array(z.string()) }), codes: [] })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  // family trees, GEDCOM and the DNA links (issue 24 items 1-3)
  familyTree: FAMILY_TREE,
  // photos, documents, life stories and comments of a tree (issue 24, spec 2.10 family-tree/gallery)
  familyTreeGallery: FAMILY_TREE_GALLERY
} as const
