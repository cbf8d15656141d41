/**
 * Endpoint declarations of relatives reunion (寻亲, spec 2.10 reunion/*, 2.19, 3.14 "Reunion
 * relative info": province, city, area, barcode; 4 "Reunion gifts can be received"; issue 24
 * item 7). A searcher registers a search for a lost relative (adoption, separation, 打拐) with the
 * place and time they were parted and one of the searcher's own tested persons; the candidates
 * are that person's gene relatives (the relatives engine's matches). Both sides consent before any
 * contact: the searcher's request is theirs, the relative's answer the other; until both have,
 * each side sees only 称呼-level words (the relationship the DNA suggests, the shared cM, the
 * year and province of the parting), never a name, a phone, a barcode or the search's own notes.
 * A search is its owner's only: every other account gets 404, as if there were none.
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { safeText } from '../text'

const int = (min: number, max: number) => z.pipe(z.coerce.number<number | string>(), z.int().check(z.gte(min), z.lte(max)))
const id = int(1, 2_147_483_647)
const searchParams = z.object({ id })
const barcodeText = z.string().check(z.minLength(1, '请选择检测人'), z.maxLength(40))
const nullableText = z.nullable(z.string())

/** why the relative was lost: adoption, separation (war, migration, family), abduction (打拐), other */
export const REUNION_KINDS = ['adoption', 'separation', 'trafficking', 'other'] as const
export type ReunionKind = (typeof REUNION_KINDS)[number]
export const REUNION_KIND_TEXT: Record<ReunionKind, string> = { adoption: '被收养 / 送养', separation: '失散', trafficking: '被拐 / 打拐', other: '其他' }
export const REUNION_NOTE_MAX = 1000
/** a contact: the searcher asked (their consent), the relative answers (theirs) */
export const REUNION_CONTACT_STATES = ['waiting', 'agreed', 'declined'] as const

const appellation = safeText().check(z.trim(), z.minLength(1, '请填写称呼'), z.maxLength(12, '称呼不能超过 12 个字'))
const phone = z.string().check(z.regex(/^1\d{10}$/, '请输入正确的手机号'))
const divisionCode = z.string().check(z.regex(/^\d{6}$/, '地区代码格式不正确'))

export const reunionSearchBodySchema = z.strictObject({
  /** one of the caller's own tested persons (its DNA finds the candidates) */
  barcode: barcodeText,
  kind: z.enum(REUNION_KINDS),
  /** how the searcher calls the sought relative: 亲生母亲, 弟弟 */
  sought: appellation,
  /** how the searcher is called in a request (称呼, never the full name): 寻亲的女儿 */
  seekerAppellation: appellation,
  /** spec 3.14: province, city, area of the parting (division codes; area optional) */
  provinceCode: divisionCode,
  cityCode: z.optional(divisionCode),
  areaCode: z.optional(divisionCode),
  lostYear: int(1900, 2100),
  /** a free date phrase (1992年春节前后) */
  lostDate: z.optional(safeText().check(z.trim(), z.maxLength(40, '时间描述不能超过 40 个字'))),
  soughtBirthYear: z.optional(z.nullable(int(1900, 2100))),
  /** what the searcher remembers: shown to a relative only after both consented */
  notes: safeText({ multiline: true }).check(z.trim(), z.maxLength(REUNION_NOTE_MAX, `描述不能超过 ${REUNION_NOTE_MAX} 个字`)),
  contactName: appellation,
  contactPhone: phone
})

export const reunionSearchSchema = z.object({
  id: z.number(),
  barcode: z.string(),
  personName: z.string(),
  kind: z.enum(REUNION_KINDS),
  kindText: z.string(),
  sought: z.string(),
  seekerAppellation: z.string(),
  provinceCode: z.string(), cityCode: nullableText, areaCode: nullableText,
  /** the place in words: 浙江省杭州市 */
  placeText: z.string(),
  lostYear: z.number(), lostDate: nullableText, soughtBirthYear: z.nullable(z.number()),
  notes: z.string(), contactName: z.string(), contactPhone: z.string(),
  /** open (looking) or closed (found, or stopped) */
  open: z.boolean(),
  /** candidates found so far and contacts agreed */
  candidates: z.number(),
  agreed: z.number(),
  createdAt: z.number(), updatedAt: z.number()
})

/** the other side's details, only once both consented */
const revealedSchema = z.object({ contactName: z.string(), contactPhone: z.string(), notes: z.string(), message: z.string() })

export const reunionCandidateSchema = z.object({
  /** the relative's tested person id (not a barcode) */
  personId: z.number(),
  /** the 称呼 the relative's owner chose for relatives finding */
  appellation: z.string(),
  sex: z.string(),
  relationshipLabel: z.string(),
  totalCm: z.number(),
  segments: z.number(),
  /** the contact asked for this candidate, or null */
  contact: z.nullable(z.object({ id: z.number(), state: z.enum(REUNION_CONTACT_STATES), revealed: z.nullable(revealedSchema) }))
})

export const reunionContactSchema = z.object({
  id: z.number(),
  /** seeker: the caller asked; relative: someone asked the caller */
  role: z.enum(['seeker', 'relative']),
  state: z.enum(REUNION_CONTACT_STATES),
  /** 称呼-level words of the other side and of the search (no names, phones or barcodes) */
  summary: z.string(),
  relationshipLabel: z.string(),
  totalCm: z.number(),
  /** the caller's tested person the DNA match is of (theirs, so named) */
  myPersonName: z.string(),
  /** the other side's contact, notes and message: only when state is agreed */
  revealed: z.nullable(revealedSchema),
  createdAt: z.number(),
  answeredAt: z.nullable(z.number())
})

export const reunionGiftSchema = z.object({
  id: z.number(),
  code: z.nullable(z.string()),
  /** the kit's barcode: the giver's and, once received, the receiver's */
  barcode: z.nullable(z.string()),
  message: z.string(),
  giverName: z.string(),
  received: z.boolean(),
  createdAt: z.number(),
  receivedAt: z.nullable(z.number())
})

export const REUNION = {
  persons: endpoint({ method: 'GET', path: '/web/api/new/reunion/persons', auth: 'user', summary: 'The caller\'s own tested persons a search can be made with: barcode, name, report out, relatives finding on', response: z.object({ list: z.array(z.object({ barcode: z.string(), personName: z.string(), published: z.boolean(), relativesOn: z.boolean() })) }), codes: [] }),
  searches: endpoint({ method: 'GET', path: '/web/api/new/reunion/searches', auth: 'user', summary: 'The caller\'s reunion searches, newest first', response: z.object({ list: z.array(reunionSearchSchema) }), codes: [] }),
  createSearch: endpoint({ method: 'POST', path: '/web/api/new/reunion/searches', auth: 'user', summary: 'Register a search with one of the caller\'s tested persons (4004 for another\'s barcode)', body: reunionSearchBodySchema, response: reunionSearchSchema, codes: [4004] }),
  search: endpoint({ method: 'GET', path: '/web/api/new/reunion/searches/:id', auth: 'user', summary: 'One of the caller\'s searches (404 for anyone else\'s)', params: searchParams, response: reunionSearchSchema, codes: [] }),
  updateSearch: endpoint({ method: 'PUT', path: '/web/api/new/reunion/searches/:id', auth: 'user', summary: 'Change a search (owner only)', params: searchParams, body: reunionSearchBodySchema, response: reunionSearchSchema, codes: [4004] }),
  closeSearch: endpoint({ method: 'POST', path: '/web/api/new/reunion/searches/:id/close', auth: 'user', summary: 'Close (found, or stopped) or reopen a search (owner only)', params: searchParams, body: z.strictObject({ open: z.boolean() }), response: reunionSearchSchema, codes: [] }),
  removeSearch: endpoint({ method: 'DELETE', path: '/web/api/new/reunion/searches/:id', auth: 'user', summary: 'Delete a search with its contacts (owner only)', params: searchParams, response: z.object({ deleted: z.boolean() }), codes: [] }),
  candidates: endpoint({
    method: 'GET', path: '/web/api/new/reunion/searches/:id/candidates', auth: 'user', summary: 'The search person\'s gene relatives as candidates, 称呼 only (2200 before the report is out, 2701 while relatives finding is off)',
    params: searchParams, response: z.object({ list: z.array(reunionCandidateSchema) }), codes: [2200, 2700, 2701]
  }),
  requestContact: endpoint({
    method: 'POST', path: '/web/api/new/reunion/searches/:id/contacts', auth: 'user', summary: 'The searcher consents to contact with one candidate and asks theirs; the relative is notified',
    params: searchParams, body: z.strictObject({ personId: id, message: safeText({ multiline: true }).check(z.trim(), z.minLength(1, '请写几句给对方的话'), z.maxLength(200, '留言不能超过 200 个字')) }),
    response: reunionContactSchema, codes: [2200, 2700, 2701]
  }),
  contacts: endpoint({ method: 'GET', path: '/web/api/new/reunion/contacts', auth: 'user', summary: 'Contacts the caller asked for and those asked of the caller\'s tested persons', response: z.object({ list: z.array(reunionContactSchema) }), codes: [] }),
  answerContact: endpoint({
    method: 'POST', path: '/web/api/new/reunion/contacts/:id/answer', auth: 'user', summary: 'The relative agrees (with a contact of their own) or declines; the searcher is notified',
    params: searchParams,
    body: z.strictObject({ agree: z.boolean(), contactName: z.optional(appellation), contactPhone: z.optional(phone), message: z.optional(safeText({ multiline: true }).check(z.trim(), z.maxLength(200, '留言不能超过 200 个字'))) }),
    response: reunionContactSchema, codes: []
  }),
  gifts: endpoint({ method: 'GET', path: '/web/api/new/reunion/gifts', auth: 'user', summary: 'Reunion tests the caller gave and received, and the kits of the caller\'s paid orders that can be given', response: z.object({ given: z.array(reunionGiftSchema), received: z.array(reunionGiftSchema), kits: z.array(z.string()) }), codes: [] }),
  giveGift: endpoint({ method: 'POST', path: '/web/api/new/reunion/gifts', auth: 'user', summary: 'Give an unbound kit of one of the caller\'s paid orders as a reunion test: answers a 领取码', body: z.strictObject({ barcode: barcodeText, message: safeText({ multiline: true }).check(z.trim(), z.maxLength(200, '赠言不能超过 200 个字')) }), response: reunionGiftSchema, codes: [] }),
  receiveGift: endpoint({ method: 'POST', path: '/web/api/new/reunion/gifts/receive', auth: 'user', summary: 'Spec 4: receive a gift by its code; the kit\'s barcode is then the receiver\'s to bind', body: z.strictObject({ code: z.string().check(z.trim(), z.regex(/^[A-Z0-9]{8}$/, '请输入 8 位领取码')) }), response: reunionGiftSchema, codes: [] })
} as const

export default {
  // relatives reunion (issue 24 item 7)
  reunion: REUNION
} as const
