/**
 * Relatives reunion (寻亲, issue 24 item 7; spec 2.10 reunion/*, 3.14, 4). The rules:
 *  - a search is its owner's: every call on another account's search answers 404, as for none;
 *  - a search is made with one of the owner's own tested persons (not one shared with them); its
 *    candidates are that person's gene relatives from the relatives engine (reports.relatives:
 *    the report must be out, 2200, relatives finding on, 2701), named by the 称呼 their owners
 *    chose, never by name, barcode or account;
 *  - contact needs both sides' consent: the searcher's request is theirs (only for a candidate
 *    the DNA found), the relative's answer the other. Until both have agreed each side sees only
 *    称呼-level words (the relationship the DNA suggests, shared cM, the year and province of the
 *    parting); the contacts, the search's notes and the messages only after;
 *  - the notes, contacts and messages are sealed under their writer's account key;
 *  - a reunion test is given as an unbound kit of one of the giver's paid orders, received by
 *    its 领取码; the kit's barcode is then the receiver's to bind.
 */
import { randomInt } from 'crypto'
import type { Kysely, Selectable } from 'kysely'
import { CODES, normalizeBarcode, relativesNameOf } from '@xungen/contracts'
import { REUNION_KIND_TEXT, type EndpointBody, type REUNION, type ReunionKind } from '@xungen/contracts/endpoints'
import type { Database } from '../../db/schema'
import { AppError, argError } from '../../errors'
import { publish } from '../../events'
import type { PersonalFields } from '../../security/personalFields'
import type { PersonsService } from '../persons'
import { publishedDetection } from '../reports'
import { placeProblem, placeText, provinceName } from './places'
import type { ReunionContactsTable, ReunionSearchesTable } from './schema'

declare module '../../events' {
  interface DomainEventTypes {
    /** a searcher asked a relative the DNA found for contact: the relative is told */
    'reunion.contact-requested': { contactId: number }
    /** the relative agreed or declined: the searcher is told */
    'reunion.contact-answered': { contactId: number }
  }
}

const NOT_FOUND = '没有找到这条寻亲登记'
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export interface RelativesPort {
  /** the gene relatives of a barcode the user may see (reports.relatives; 2200/2700/2701 as it answers) */
  relatives(userId: number, barcode: string): Promise<Array<{ personId: number; name: string; sex: string | null; totalCm: number; segments: number; relationship: string; relationshipLabel: string }>>
}

type SearchRow = Selectable<ReunionSearchesTable>
type ContactRow = Selectable<ReunionContactsTable>

/** what a relative may read of a search before both consented: 称呼-level words only */
export function requestSummary(s: Pick<ReunionSearchesTable, 'kind' | 'sought' | 'seeker_appellation' | 'province_code' | 'lost_year'>): string {
  return `${s.seeker_appellation}正在寻找失散的亲人（${s.sought}，${REUNION_KIND_TEXT[s.kind as ReunionKind] ?? '失散'}），${s.lost_year}年在${provinceName(s.province_code) ?? '国内'}失散`
}

export class ReunionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly persons: PersonsService,
    private readonly personal: PersonalFields,
    private readonly port: RelativesPort
  ) {}

  private async own(userId: number, id: number): Promise<SearchRow> {
    const s = await this.db.selectFrom('reunion_searches').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!s) throw new AppError(CODES.NOT_FOUND, NOT_FOUND)
    return s
  }

  private async view(s: SearchRow) {
    const d = await this.db.selectFrom('detections as d').innerJoin('tested_persons as p', 'p.id', 'd.person_id').select(['d.barcode', 'p.name']).where('d.id', '=', s.detection_id).executeTakeFirst()
    const contacts = await this.db.selectFrom('reunion_contacts').select(['state']).where('search_id', '=', s.id).execute()
    let candidates = 0
    try {
      if (d) candidates = (await this.port.relatives(s.user_id, d.barcode)).length
    } catch {
      // no report yet, or relatives finding off: none so far (the candidates page says why)
    }
    return {
      id: s.id, barcode: d?.barcode ?? '', personName: d?.name ?? '检测人', kind: s.kind as ReunionKind, kindText: REUNION_KIND_TEXT[s.kind as ReunionKind], sought: s.sought, seekerAppellation: s.seeker_appellation,
      provinceCode: s.province_code, cityCode: s.city_code, areaCode: s.area_code, placeText: placeText(s.province_code, s.city_code, s.area_code) ?? '',
      lostYear: s.lost_year, lostDate: s.lost_date, soughtBirthYear: s.sought_birth_year, notes: s.notes, contactName: s.contact_name, contactPhone: s.contact_phone,
      open: s.open === 1, candidates, agreed: contacts.filter(c => c.state === 'agreed').length, createdAt: Number(s.created_at), updatedAt: Number(s.updated_at)
    }
  }

  /** the caller's own tested persons (not those shared with them), each detection */
  async ownPersons(userId: number) {
    const rows = await this.db
      .selectFrom('detections as d')
      .innerJoin('tested_persons as p', 'p.id', 'd.person_id')
      .select(['d.barcode', 'd.has_report', 'p.name', 'p.relatives_opt_in'])
      .where('p.user_id', '=', userId)
      .where('p.deleted_at', 'is', null)
      .orderBy('d.id')
      .execute()
    return { list: rows.map(r => ({ barcode: r.barcode, personName: r.name, published: r.has_report === 1, relativesOn: r.relatives_opt_in === 1 })) }
  }

  async searches(userId: number) {
    const rows = await this.db.selectFrom('reunion_searches').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
    return { list: await Promise.all(rows.map(r => this.view(r))) }
  }

  async search(userId: number, id: number) {
    return this.view(await this.own(userId, id))
  }

  /** the search's person: the caller's own (4004 for another's barcode or one shared with them) */
  private async values(userId: number, body: EndpointBody<typeof REUNION.createSearch>) {
    const problem = placeProblem(body.provinceCode, body.cityCode, body.areaCode)
    if (problem) throw argError(problem.field, problem.message)
    const found = await this.persons.visibleDetection(userId, normalizeBarcode(body.barcode)).catch(() => null)
    if (!found || found.shared || found.person.user_id !== userId) throw new AppError(CODES.REPORT_NOT_FOUND, '请选择您账户下自己的检测人')
    const year = new Date(this.clock()).getUTCFullYear()
    if (body.lostYear > year) throw argError('lostYear', '失散年份不能晚于今年')
    const sealed = await this.personal.sealColumns(userId, { notes: body.notes, contact_name: body.contactName, contact_phone: body.contactPhone }, ['notes', 'contact_name', 'contact_phone'])
    return {
      person_id: found.person.id, detection_id: found.detection.id, kind: body.kind, sought: body.sought, seeker_appellation: body.seekerAppellation,
      province_code: body.provinceCode, city_code: body.cityCode ?? null, area_code: body.areaCode ?? null, lost_year: body.lostYear, lost_date: body.lostDate || null,
      sought_birth_year: body.soughtBirthYear ?? null, ...sealed
    }
  }

  async create(userId: number, body: EndpointBody<typeof REUNION.createSearch>) {
    const values = await this.values(userId, body)
    const now = this.clock()
    const row = await this.db.insertInto('reunion_searches').values({ user_id: userId, ...values, open: 1, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()
    return this.search(userId, row.id)
  }

  async update(userId: number, id: number, body: EndpointBody<typeof REUNION.updateSearch>) {
    const s = await this.own(userId, id)
    const values = await this.values(userId, body)
    await this.db.updateTable('reunion_searches').set({ ...values, updated_at: this.clock() }).where('id', '=', s.id).execute()
    return this.search(userId, id)
  }

  async close(userId: number, id: number, open: boolean) {
    const s = await this.own(userId, id)
    await this.db.updateTable('reunion_searches').set({ open: open ? 1 : 0, updated_at: this.clock() }).where('id', '=', s.id).execute()
    return this.search(userId, id)
  }

  async remove(userId: number, id: number) {
    const s = await this.own(userId, id)
    await this.db.transaction().execute(async trx => {
      await trx.deleteFrom('reunion_contacts').where('search_id', '=', s.id).execute()
      await trx.deleteFrom('reunion_searches').where('id', '=', s.id).execute()
    })
    return { deleted: true }
  }

  private async relativesOf(s: SearchRow) {
    const d = await this.db.selectFrom('detections').select('barcode').where('id', '=', s.detection_id).executeTakeFirst()
    if (!d) throw new AppError(CODES.NOT_FOUND, NOT_FOUND)
    // the report must be out (2200) before the relatives engine is asked
    await publishedDetection(this.persons, s.user_id, d.barcode, { ownOnly: true })
    return this.port.relatives(s.user_id, d.barcode)
  }

  private revealed(c: ContactRow, role: 'seeker' | 'relative', search: SearchRow | undefined) {
    if (c.state !== 'agreed') return null
    if (role === 'seeker') return { contactName: c.relative_contact_name ?? '', contactPhone: c.relative_contact_phone ?? '', notes: '', message: c.relative_message ?? '' }
    return { contactName: search?.contact_name ?? '', contactPhone: search?.contact_phone ?? '', notes: search?.notes ?? '', message: c.seeker_message }
  }

  async candidates(userId: number, id: number) {
    const s = await this.own(userId, id)
    const relatives = await this.relativesOf(s)
    const contacts = await this.db.selectFrom('reunion_contacts').selectAll().where('search_id', '=', s.id).execute()
    const own = new Set((await this.db.selectFrom('tested_persons').select('id').where('user_id', '=', userId).execute()).map(p => p.id))
    return {
      list: relatives
        // the searcher's own other persons are no one to find
        .filter(r => !own.has(r.personId))
        .map(r => {
          const c = contacts.find(x => x.relative_person_id === r.personId)
          return {
            personId: r.personId, appellation: r.name, sex: r.sex ?? '', relationshipLabel: r.relationshipLabel, totalCm: r.totalCm, segments: r.segments,
            contact: c ? { id: c.id, state: c.state as 'waiting' | 'agreed' | 'declined', revealed: this.revealed(c, 'seeker', s) } : null
          }
        })
    }
  }

  async requestContact(userId: number, id: number, personId: number, message: string) {
    const s = await this.own(userId, id)
    if (s.open !== 1) throw new AppError(CODES.ARG_ERROR, '这条寻亲登记已关闭，重新开启后才能联系')
    const match = (await this.relativesOf(s)).find(r => r.personId === personId)
    // only a relative the DNA found may be asked
    if (!match) throw new AppError(CODES.NOT_FOUND, '没有找到这位候选亲人')
    const person = await this.db.selectFrom('tested_persons').select(['user_id', 'deleted_at']).where('id', '=', personId).executeTakeFirst()
    if (!person || person.deleted_at !== null) throw new AppError(CODES.NOT_FOUND, '没有找到这位候选亲人')
    if (person.user_id === userId) throw new AppError(CODES.ARG_ERROR, '这是您自己账户下的检测人')
    const existing = await this.db.selectFrom('reunion_contacts').select('id').where('search_id', '=', s.id).where('relative_person_id', '=', personId).executeTakeFirst()
    if (existing) return this.contact(userId, existing.id)
    const now = this.clock()
    const sealed = await this.personal.sealColumns(userId, { seeker_message: message }, ['seeker_message'])
    const contactId = await this.db.transaction().execute(async trx => {
      const row = await trx
        .insertInto('reunion_contacts')
        .values({ search_id: s.id, seeker_user_id: userId, relative_user_id: person.user_id, relative_person_id: personId, relationship_label: match.relationshipLabel, total_cm: match.totalCm, ...sealed, relative_contact_name: null, relative_contact_phone: null, relative_message: null, state: 'waiting', created_at: now, answered_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
      await publish(trx, 'reunion.contact-requested', { contactId: row.id })
      return row.id
    })
    return this.contact(userId, contactId)
  }

  /** one contact as the caller sees it (seeker or relative), 404 for anyone else */
  async contact(userId: number, id: number) {
    const c = await this.db.selectFrom('reunion_contacts').selectAll().where('id', '=', id).where(eb => eb.or([eb('seeker_user_id', '=', userId), eb('relative_user_id', '=', userId)])).executeTakeFirst()
    if (!c) throw new AppError(CODES.NOT_FOUND, '没有找到这条联系请求')
    return (await this.contactViews(userId, [c]))[0]
  }

  private async contactViews(userId: number, rows: ContactRow[]) {
    const searchIds = [...new Set(rows.map(r => r.search_id))]
    const searches = searchIds.length ? await this.db.selectFrom('reunion_searches').selectAll().where('id', 'in', searchIds).execute() : []
    const personIds = [...new Set([...rows.map(r => r.relative_person_id), ...searches.map(s => s.person_id)])]
    const persons = personIds.length ? await this.db.selectFrom('tested_persons').select(['id', 'name', 'user_id', 'relatives_name']).where('id', 'in', personIds).execute() : []
    return rows.map(c => {
      const role = c.seeker_user_id === userId ? ('seeker' as const) : ('relative' as const)
      const s = searches.find(x => x.id === c.search_id)
      const relative = persons.find(p => p.id === c.relative_person_id)
      const mine = role === 'seeker' ? persons.find(p => p.id === s?.person_id) : relative
      const relativeName = relative ? relativesNameOf({ id: relative.id, relativesName: relative.relatives_name }) : '对方'
      const summary = role === 'seeker' ? `您向 ${relativeName} 发出了联系请求（寻找${s?.sought ?? '亲人'}）` : s ? requestSummary(s) : '一位寻亲者'
      return {
        id: c.id, role, state: c.state as 'waiting' | 'agreed' | 'declined', summary, relationshipLabel: c.relationship_label, totalCm: Number(c.total_cm),
        myPersonName: mine?.name ?? '检测人', revealed: this.revealed(c, role, s), createdAt: Number(c.created_at), answeredAt: c.answered_at === null ? null : Number(c.answered_at)
      }
    })
  }

  async contacts(userId: number) {
    const rows = await this.db
      .selectFrom('reunion_contacts')
      .selectAll()
      .where(eb => eb.or([eb('seeker_user_id', '=', userId), eb('relative_user_id', '=', userId)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return { list: await this.contactViews(userId, rows) }
  }

  async answer(userId: number, id: number, body: EndpointBody<typeof REUNION.answerContact>) {
    const c = await this.db.selectFrom('reunion_contacts').selectAll().where('id', '=', id).where('relative_user_id', '=', userId).executeTakeFirst()
    if (!c) throw new AppError(CODES.NOT_FOUND, '没有找到这条联系请求')
    if (c.state !== 'waiting') throw new AppError(CODES.ARG_ERROR, c.state === 'agreed' ? '您已同意过这条请求' : '您已拒绝过这条请求')
    if (body.agree && !body.contactName) throw argError('contactName', '请填写对方联系您时的称呼')
    if (body.agree && !body.contactPhone) throw argError('contactPhone', '请填写您的联系电话')
    const sealed = body.agree
      ? await this.personal.sealColumns(userId, { relative_contact_name: body.contactName ?? '', relative_contact_phone: body.contactPhone ?? '', relative_message: body.message ?? '' }, ['relative_contact_name', 'relative_contact_phone', 'relative_message'])
      : {}
    await this.db.transaction().execute(async trx => {
      await trx.updateTable('reunion_contacts').set({ ...sealed, state: body.agree ? 'agreed' : 'declined', answered_at: this.clock() }).where('id', '=', c.id).execute()
      await publish(trx, 'reunion.contact-answered', { contactId: c.id })
    })
    return this.contact(userId, id)
  }

  // --- gifts (spec 4: reunion gifts can be received) ---

  /** the barcodes of the caller's paid orders' kits that no one has bound and that are not given yet */
  private async giftableKits(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select('s.barcode')
      .where('o.user_id', '=', userId)
      .where('s.barcode', 'is not', null)
      .where(eb => eb.not(eb.exists(eb.selectFrom('detections as d').select('d.id').whereRef('d.barcode', '=', 's.barcode'))))
      .where(eb => eb.not(eb.exists(eb.selectFrom('reunion_gifts as g').select('g.id').whereRef('g.barcode', '=', 's.barcode'))))
      .orderBy('s.id')
      .execute()
    return rows.map(r => r.barcode!).filter(Boolean)
  }

  private giftView(g: { id: number; code: string; barcode: string; message: string; giver_user_id: number; receiver_user_id: number | null; created_at: number; received_at: number | null }, giverName: string, forGiver: boolean) {
    return {
      id: g.id, code: forGiver ? g.code : null, barcode: forGiver || g.receiver_user_id !== null ? g.barcode : null, message: g.message, giverName,
      received: g.receiver_user_id !== null, createdAt: Number(g.created_at), receivedAt: g.received_at === null ? null : Number(g.received_at)
    }
  }

  async gifts(userId: number) {
    const given = await this.db.selectFrom('reunion_gifts').selectAll().where('giver_user_id', '=', userId).orderBy('id', 'desc').execute()
    const received = await this.db.selectFrom('reunion_gifts').selectAll().where('receiver_user_id', '=', userId).orderBy('id', 'desc').execute()
    return { given: given.map(g => this.giftView(g, '我', true)), received: received.map(g => this.giftView(g, '一位好心人', false)), kits: await this.giftableKits(userId) }
  }

  async give(userId: number, barcode: string, message: string) {
    const kit = normalizeBarcode(barcode)
    if (!(await this.giftableKits(userId)).includes(kit)) throw argError('barcode', '只能赠送您订单中尚未绑定的检测盒')
    const now = this.clock()
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
      const taken = await this.db.selectFrom('reunion_gifts').select('id').where('code', '=', code).executeTakeFirst()
      if (taken) continue
      const row = await this.db.insertInto('reunion_gifts').values({ giver_user_id: userId, barcode: kit, code, message, receiver_user_id: null, created_at: now, received_at: null }).returningAll().executeTakeFirstOrThrow()
      return this.giftView(row, '我', true)
    }
    throw new AppError(CODES.INTERNAL_ERROR)
  }

  async receive(userId: number, rawCode: string) {
    const code = rawCode.trim().toUpperCase()
    const g = await this.db.selectFrom('reunion_gifts').selectAll().where('code', '=', code).executeTakeFirst()
    if (!g || (g.receiver_user_id !== null && g.receiver_user_id !== userId)) throw argError('code', '领取码不正确，或这份检测已被领取')
    if (g.giver_user_id === userId) throw argError('code', '不能领取自己赠送的检测')
    if (g.receiver_user_id === null) {
      const updated = await this.db.updateTable('reunion_gifts').set({ receiver_user_id: userId, received_at: this.clock() }).where('id', '=', g.id).where('receiver_user_id', 'is', null).executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw argError('code', '领取码不正确，或这份检测已被领取')
    }
    const row = await this.db.selectFrom('reunion_gifts').selectAll().where('id', '=', g.id).executeTakeFirstOrThrow()
    return this.giftView(row, '一位好心人', false)
  }
}

/** an account's searches (with their contacts), the contacts asked of it, its gifts not yet received */
export async function deleteAccountReunion(db: Kysely<Database>, userId: number): Promise<void> {
  const searches = db.selectFrom('reunion_searches').select('id').where('user_id', '=', userId)
  await db.deleteFrom('reunion_contacts').where(eb => eb.or([eb('search_id', 'in', searches), eb('relative_user_id', '=', userId), eb('seeker_user_id', '=', userId)])).execute()
  await db.deleteFrom('reunion_searches').where('user_id', '=', userId).execute()
  await db.deleteFrom('reunion_gifts').where('giver_user_id', '=', userId).where('receiver_user_id', 'is', null).execute()
}
