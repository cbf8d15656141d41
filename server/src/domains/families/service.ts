/**
 * The rules of families and the libraries (issue 24 items 4, 5 and 8): the library's filter
 * (spec 3.12), who sees a family (approved ones everyone; a self-built one in any other state its
 * maker only, everyone else gets 4010 as for none), self-built families edited by their maker and
 * reviewed by operators, family clues of a tested person (same surname, Y haplogroup of the same
 * lineage or not known) confirmed or excluded (spec 4), saved families. Takes plain values.
 */
import type { Kysely, Transaction } from 'kysely'
import { CODES } from '@xungen/contracts'
import type { EndpointBody, EndpointOutput, EndpointQuery, FAMILIES } from '@xungen/contracts/endpoints'
import { AppError, argError } from '../../errors'
import type { Database } from '../../db/schema'
import { isUniqueViolation } from '../../db/errors'
import type { FamiliesTable } from './tables'
import './tables'

type Db = Kysely<Database> | Transaction<Database>
type Row = Omit<FamiliesTable, 'id'> & { id: number }
type Summary = EndpointOutput<typeof FAMILIES.library>['list'][number]
type Detail = EndpointOutput<typeof FAMILIES.family>
type Filter = EndpointQuery<typeof FAMILIES.library>
type Base = EndpointBody<typeof FAMILIES.createSelfBuilt>
type Clue = EndpointOutput<typeof FAMILIES.claim>

const PAGE = 20
const miss = () => new AppError(CODES.FAMILY_MISS)
const parseTags = (t: string): string[] => {
  try {
    const v = JSON.parse(t)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}
const blank = (v: string | undefined | null) => (v && v.trim() ? v.trim() : null)

/** the tested person behind a barcode, with a published report, of the caller's own (reports domain's guard) */
export interface FamilyDna {
  ownPublished(userId: number, barcode: string): Promise<{ personId: number; detectionId: number; name: string; surname: string | null }>
}

/**
 * Two Y haplogroups (ISOGG names, O2a2b1a1, with ~ or * marks) are of one lineage when one is the
 * other's branch: its name continues the other's at a new level (a letter after a digit or a digit
 * after a letter), so O2a2b1 is above O2a2b1a1 but not above O2a2b10.
 */
export function sameLineage(a: string, b: string): boolean {
  const x = a.replace(/[~*]+$/, '').trim()
  const y = b.replace(/[~*]+$/, '').trim()
  if (!x || !y) return false
  const [short, long] = x.length <= y.length ? [x, y] : [y, x]
  if (!long.startsWith(short)) return false
  if (long.length === short.length) return true
  const last = short[short.length - 1]
  const next = long[short.length]
  return /\d/.test(last) !== /\d/.test(next)
}

export class FamiliesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly dna: FamilyDna
  ) {}

  // ---- reading ----

  private async counts(ids: number[], db: Db = this.db) {
    const empty = new Map<number, { genealogies: number; ancestors: number; celebrities: number }>()
    if (!ids.length) return empty
    for (const i of ids) empty.set(i, { genealogies: 0, ancestors: 0, celebrities: 0 })
    const people = await db.selectFrom('family_people').select(['family_id', 'kind']).select(eb => eb.fn.countAll<number>().as('n')).where('family_id', 'in', ids).groupBy(['family_id', 'kind']).execute()
    for (const p of people) {
      const c = empty.get(p.family_id)!
      if (p.kind === 'ancestor') c.ancestors = Number(p.n)
      else c.celebrities = Number(p.n)
    }
    const books = await db.selectFrom('family_genealogies').select('family_id').select(eb => eb.fn.countAll<number>().as('n')).where('family_id', 'in', ids).groupBy('family_id').execute()
    for (const b of books) empty.get(b.family_id)!.genealogies = Number(b.n)
    return empty
  }

  private async summaries(rows: Row[], db: Db = this.db): Promise<Summary[]> {
    const counts = await this.counts(rows.map(r => r.id), db)
    return rows.map(r => {
      const c = counts.get(r.id) ?? { genealogies: 0, ancestors: 0, celebrities: 0 }
      return {
        id: r.id, surname: r.surname, name: r.name, hall: r.hall, commandery: r.commandery, originPlace: r.origin_place, tags: parseTags(r.tags), haplogroup: r.haplogroup,
        researching: r.researching === 1, hasGenerationName: Boolean(r.generation_poem), genealogyCount: c.genealogies, ancestorCount: c.ancestors, celebrityCount: c.celebrities,
        sample: r.sample === 1, selfBuilt: r.owner_id !== null, status: r.status as Summary['status'], updatedAt: Number(r.updated_at)
      }
    })
  }

  /** spec 3.12's filter over approved families; type gene = with a Y haplogroup, genealogy = with a genealogy book */
  async library(f: Filter) {
    const page = f.page ?? 1
    const size = f.size ?? PAGE
    let q = this.db.selectFrom('families as f').where('f.status', '=', 'approved')
    const hasPeople = (kind: string) => (eb: any) => eb.exists(eb.selectFrom('family_people as p').select('p.id').whereRef('p.family_id', '=', 'f.id').where('p.kind', '=', kind))
    const hasBook = (eb: any) => eb.exists(eb.selectFrom('family_genealogies as g').select('g.id').whereRef('g.family_id', '=', 'f.id'))
    const keyword = f.keyword?.trim()
    if (keyword) {
      const like = `%${keyword.replace(/[%_\\]/g, '')}%`
      q = q.where(eb => eb.or([eb('f.surname', '=', keyword), eb('f.name', 'like', like), eb('f.hall', 'like', like), eb('f.commandery', 'like', like), eb('f.origin_place', 'like', like)]))
    }
    if (f.type === 'gene' || f.hasHaplogroup === '1') q = q.where('f.haplogroup', 'is not', null)
    if (f.hasHaplogroup === '0') q = q.where('f.haplogroup', 'is', null)
    if (f.type === 'genealogy' || f.hasGenealogies === '1') q = q.where(hasBook)
    if (f.hasGenealogies === '0') q = q.where(eb => eb.not(hasBook(eb)))
    if (f.hasGenerationName === '1') q = q.where('f.generation_poem', 'is not', null)
    if (f.hasGenerationName === '0') q = q.where('f.generation_poem', 'is', null)
    if (f.hasAncestor === '1') q = q.where(hasPeople('ancestor'))
    if (f.hasAncestor === '0') q = q.where(eb => eb.not(hasPeople('ancestor')(eb)))
    if (f.hasCelebrity === '1') q = q.where(hasPeople('celebrity'))
    if (f.hasCelebrity === '0') q = q.where(eb => eb.not(hasPeople('celebrity')(eb)))
    if (f.researching) q = q.where('f.researching', '=', Number(f.researching))
    const total = Number((await q.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const dir = f.sortType === 'UPDATE_DATE_ASC' ? 'asc' : 'desc'
    const rows = (await q.selectAll('f').orderBy('f.updated_at', dir).orderBy('f.id', dir).limit(size).offset((page - 1) * size).execute()) as Row[]
    return { page, size, total, isEnd: page * size >= total, list: await this.summaries(rows) }
  }

  /** a family the viewer may see: approved, or their own in any state */
  private async visible(viewer: number | null, id: number, db: Db = this.db): Promise<Row> {
    const row = (await db.selectFrom('families').selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined
    if (!row) throw miss()
    if (row.status === 'approved' || (viewer !== null && row.owner_id === viewer)) return row
    throw miss()
  }

  private async own(userId: number, id: number, db: Db = this.db): Promise<Row> {
    const row = (await db.selectFrom('families').selectAll().where('id', '=', id).where('owner_id', '=', userId).executeTakeFirst()) as Row | undefined
    if (!row) throw miss()
    return row
  }

  private async detail(row: Row, viewer: number | null, db: Db = this.db): Promise<Detail> {
    const [summary] = await this.summaries([row], db)
    const people = await db.selectFrom('family_people').selectAll().where('family_id', '=', row.id).orderBy('sort').orderBy('id').execute()
    const lines = await db.selectFrom('family_history_lines').selectAll().where('family_id', '=', row.id).orderBy('sort').orderBy('id').execute()
    const books = await this.genealogyRows(db.selectFrom('family_genealogies as g').innerJoin('families as f', 'f.id', 'g.family_id').where('g.family_id', '=', row.id), db)
    const mine = viewer !== null && row.owner_id === viewer
    const links = await db
      .selectFrom('family_tree_links as l')
      .innerJoin('family_tree_persons as p', 'p.id', 'l.tree_person_id')
      .select(['l.tree_id', 'l.tree_person_id', 'p.surname', 'p.given'])
      .where('l.family_id', '=', row.id)
      .orderBy('l.id')
      .execute()
    const saved = viewer !== null && Boolean(await db.selectFrom('family_saves').select('id').where('user_id', '=', viewer).where('family_id', '=', row.id).executeTakeFirst())
    return {
      ...summary,
      generationPoem: row.generation_poem,
      intro: row.intro,
      people: people.map(p => ({ id: p.id, kind: p.kind as 'ancestor' | 'celebrity', name: p.name, era: p.era, description: p.description })),
      historyLines: lines.map(l => ({ id: l.id, year: l.year, timeText: l.time_text, title: l.title, content: l.content })),
      genealogies: books,
      treePersonCount: links.length,
      // living people's names stay with the maker: others see how many
      treePersons: mine ? links.map(l => ({ treeId: l.tree_id, personId: l.tree_person_id, name: `${l.surname}${l.given}` || '未命名' })) : [],
      mine,
      saved,
      reviewNote: mine ? row.review_note : null
    }
  }

  async family(viewer: number | null, id: number) {
    return this.detail(await this.visible(viewer, id), viewer)
  }

  async mine(userId: number) {
    const own = (await this.db.selectFrom('families').selectAll().where('owner_id', '=', userId).orderBy('updated_at', 'desc').execute()) as Row[]
    const saved = (await this.db
      .selectFrom('families as f')
      .innerJoin('family_saves as s', 's.family_id', 'f.id')
      .selectAll('f')
      .where('s.user_id', '=', userId)
      .where(eb => eb.or([eb('f.status', '=', 'approved'), eb('f.owner_id', '=', userId)]))
      .orderBy('s.created_at', 'desc')
      .execute()) as Row[]
    return { own: await this.summaries(own), saved: await this.summaries(saved) }
  }

  async save(userId: number, familyId: number, saved: boolean) {
    await this.visible(userId, familyId)
    if (!saved) {
      await this.db.deleteFrom('family_saves').where('user_id', '=', userId).where('family_id', '=', familyId).execute()
      return { saved: false }
    }
    try {
      await this.db.insertInto('family_saves').values({ user_id: userId, family_id: familyId, created_at: this.clock() }).execute()
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
    }
    return { saved: true }
  }

  // ---- ancestors and genealogy books (public, approved families only) ----

  private ancestorOf(r: { id: number; kind: string; name: string; era: string | null; description: string; familyId: number; familyName: string; surname: string; sample: number }) {
    return { id: r.id, kind: r.kind as 'ancestor' | 'celebrity', name: r.name, era: r.era, description: r.description, family: { id: r.familyId, name: r.familyName, surname: r.surname, sample: r.sample === 1 } }
  }

  private ancestorQuery() {
    return this.db
      .selectFrom('family_people as p')
      .innerJoin('families as f', 'f.id', 'p.family_id')
      .select(['p.id', 'p.kind', 'p.name', 'p.era', 'p.description', 'f.id as familyId', 'f.name as familyName', 'f.surname', 'f.sample'])
      .where('f.status', '=', 'approved')
  }

  async ancestors(page = 1, kind?: 'ancestor' | 'celebrity') {
    let q = this.ancestorQuery()
    if (kind) q = q.where('p.kind', '=', kind)
    const total = Number((await q.clearSelect().select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await q.orderBy('f.updated_at', 'desc').orderBy('p.sort').orderBy('p.id').limit(PAGE).offset((page - 1) * PAGE).execute()
    return { page, size: PAGE, total, isEnd: page * PAGE >= total, list: rows.map(r => this.ancestorOf(r)) }
  }

  async ancestor(id: number) {
    const row = await this.ancestorQuery().where('p.id', '=', id).executeTakeFirst()
    if (!row) throw miss()
    return this.ancestorOf(row)
  }

  private async genealogyRows(q: any, db: Db = this.db) {
    const rows: Array<{ id: number; familyId: number; familyName: string; title: string; compiled: string | null; sample: number }> = await q
      .select(['g.id', 'g.family_id as familyId', 'f.name as familyName', 'g.title', 'g.compiled', 'f.sample'])
      .orderBy('g.id')
      .execute()
    const ids = rows.map(r => r.id)
    const pages = ids.length
      ? await db.selectFrom('family_genealogy_pages').select('genealogy_id').select(eb => eb.fn.countAll<number>().as('n')).where('genealogy_id', 'in', ids).groupBy('genealogy_id').execute()
      : []
    const n = new Map(pages.map(p => [p.genealogy_id, Number(p.n)]))
    return rows.map(r => ({ id: r.id, familyId: r.familyId, familyName: r.familyName, title: r.title, compiled: r.compiled, pageCount: n.get(r.id) ?? 0, sample: r.sample === 1 }))
  }

  async genealogies(page = 1, familyId?: number) {
    let q = this.db.selectFrom('family_genealogies as g').innerJoin('families as f', 'f.id', 'g.family_id').where('f.status', '=', 'approved')
    if (familyId) q = q.where('g.family_id', '=', familyId)
    const total = Number((await q.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const list = await this.genealogyRows(q.limit(PAGE).offset((page - 1) * PAGE))
    return { page, size: PAGE, total, isEnd: page * PAGE >= total, list }
  }

  async genealogy(id: number) {
    const q = this.db.selectFrom('family_genealogies as g').innerJoin('families as f', 'f.id', 'g.family_id').where('f.status', '=', 'approved').where('g.id', '=', id)
    const [book] = await this.genealogyRows(q)
    if (!book) throw miss()
    const row = await this.db.selectFrom('family_genealogies').select('description').where('id', '=', id).executeTakeFirstOrThrow()
    const pages = await this.db.selectFrom('family_genealogy_pages').select(['page_no', 'text']).where('genealogy_id', '=', id).orderBy('page_no').execute()
    return { ...book, description: row.description, pages: pages.map(p => ({ pageNo: p.page_no, text: p.text })) }
  }

  // ---- family clues and claims (spec 4: confirmed or excluded per clue) ----

  private async yOf(detectionId: number): Promise<string | null> {
    const r = await this.db.selectFrom('analysis_results').select('y_haplogroup').where('detection_id', '=', detectionId).orderBy('id', 'desc').executeTakeFirst()
    return r?.y_haplogroup ?? null
  }

  private clueOf(family: Summary, yHaplogroup: string | null, status: string | null): Clue | null {
    const reasons = [`同为${family.surname}姓`]
    let dna: Clue['dna'] = 'unknown'
    if (family.haplogroup) {
      // the DNA decides when both sides have a Y haplogroup: another lineage is no clue
      if (!yHaplogroup || !sameLineage(family.haplogroup, yHaplogroup)) return null
      reasons.push(`Y 单倍群同属 ${family.haplogroup} 一支`)
      dna = 'same-lineage'
    } else reasons.push('该家族尚无检测过的男性成员，暂不能用 DNA 核对')
    return { family, reasons, dna, status: (status as Clue['status']) ?? null }
  }

  async clues(userId: number, barcode: string) {
    const person = await this.dna.ownPublished(userId, barcode)
    const surname = person.surname ?? person.name.slice(0, 1)
    const y = await this.yOf(person.detectionId)
    // demo families are never offered as clues: they are not anyone's family
    const rows = (await this.db.selectFrom('families').selectAll().where('status', '=', 'approved').where('sample', '=', 0).where('surname', '=', surname).orderBy('updated_at', 'desc').limit(100).execute()) as Row[]
    const claims = await this.db.selectFrom('family_claims').select(['family_id', 'status']).where('barcode', '=', barcode).where('user_id', '=', userId).execute()
    const status = new Map(claims.map(c => [c.family_id, c.status]))
    const list = (await this.summaries(rows)).map(f => this.clueOf(f, y, status.get(f.id) ?? null)).filter((c): c is Clue => c !== null)
    return { barcode, personName: person.name, surname, yHaplogroup: y, list }
  }

  async claim(userId: number, body: EndpointBody<typeof FAMILIES.claim>) {
    const { list } = await this.clues(userId, body.barcode)
    const clue = list.find(c => c.family.id === body.familyId)
    if (!clue) throw new AppError(CODES.FAMILY_MISS, '这个家族不是该检测人的家族线索')
    const person = await this.dna.ownPublished(userId, body.barcode)
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      await trx.deleteFrom('family_claims').where('barcode', '=', body.barcode).where('family_id', '=', body.familyId).execute()
      if (body.status !== 'none') {
        await trx.insertInto('family_claims').values({ user_id: userId, family_id: body.familyId, person_id: person.personId, barcode: body.barcode, status: body.status, created_at: now, updated_at: now }).execute()
      }
    })
    return { ...clue, status: body.status === 'none' ? null : body.status }
  }

  async claimed(userId: number) {
    const rows = await this.db
      .selectFrom('family_claims as c')
      .innerJoin('families as f', 'f.id', 'c.family_id')
      .innerJoin('tested_persons as p', 'p.id', 'c.person_id')
      .select(['c.family_id', 'f.name', 'c.barcode', 'p.name as personName', 'c.status', 'c.updated_at'])
      .where('c.user_id', '=', userId)
      .where('p.user_id', '=', userId)
      .where('f.status', '=', 'approved')
      .orderBy('c.updated_at', 'desc')
      .execute()
    return { list: rows.map(r => ({ familyTraceId: r.family_id, familyTraceName: r.name, barcode: r.barcode, personName: r.personName, status: r.status as 'confirmed' | 'excluded', updatedAt: Number(r.updated_at) })) }
  }

  // ---- self-built families ----

  async selfBuilt(userId: number) {
    return { list: (await this.mine(userId)).own }
  }

  private baseValues(b: Base) {
    return {
      surname: b.surname, name: b.name, hall: blank(b.hall), commandery: blank(b.commandery), origin_place: blank(b.originPlace),
      generation_poem: blank(b.generationPoem?.replace(/\s+/g, '')), intro: b.intro ?? '', tags: JSON.stringify([...new Set(b.tags ?? [])]), researching: b.researching ? 1 : 0
    }
  }

  async create(userId: number, b: Base) {
    const mineCount = Number((await this.db.selectFrom('families').select(eb => eb.fn.countAll<number>().as('n')).where('owner_id', '=', userId).executeTakeFirstOrThrow()).n)
    if (mineCount >= 20) throw argError('name', '每个账号最多创建 20 个家族')
    const now = this.clock()
    const row = await this.db
      .insertInto('families')
      .values({ ...this.baseValues(b), haplogroup: null, sample: 0, owner_id: userId, status: 'draft', review_note: null, reviewed_by: null, seed_key: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return this.detail(await this.own(userId, row.id), userId)
  }

  /** a change by the maker: an approved or refused family is a draft again (reviewed before it is public again) */
  private async changed(trx: Db, userId: number, id: number) {
    await trx.updateTable('families').set({ updated_at: this.clock(), status: 'draft' }).where('id', '=', id).where('owner_id', '=', userId).execute()
  }

  async update(userId: number, id: number, b: Base) {
    return this.db.transaction().execute(async trx => {
      await this.own(userId, id, trx)
      await trx.updateTable('families').set(this.baseValues(b)).where('id', '=', id).execute()
      await this.changed(trx, userId, id)
      return this.detail(await this.own(userId, id, trx), userId, trx)
    })
  }

  async setPeople(userId: number, id: number, body: EndpointBody<typeof FAMILIES.selfBuiltPeople>) {
    return this.db.transaction().execute(async trx => {
      await this.own(userId, id, trx)
      await trx.deleteFrom('family_people').where('family_id', '=', id).execute()
      if (body.list.length) {
        await trx.insertInto('family_people').values(body.list.map((p, i) => ({ family_id: id, kind: p.kind, name: p.name, era: blank(p.era), description: p.description ?? '', sort: i }))).execute()
      }
      await this.changed(trx, userId, id)
      return this.detail(await this.own(userId, id, trx), userId, trx)
    })
  }

  async setHistory(userId: number, id: number, body: EndpointBody<typeof FAMILIES.selfBuiltHistory>) {
    for (const [i, l] of body.list.entries()) {
      if ((l.year === undefined || l.year === null) && !blank(l.timeText)) throw argError(`list.${i}.timeText`, '请选择年份或填写时间')
    }
    // in time order: dated lines by year, the others after them in the order given
    const ordered = body.list.map((l, i) => ({ l, i })).sort((a, b) => (a.l.year ?? Infinity) - (b.l.year ?? Infinity) || a.i - b.i)
    return this.db.transaction().execute(async trx => {
      await this.own(userId, id, trx)
      await trx.deleteFrom('family_history_lines').where('family_id', '=', id).execute()
      if (ordered.length) {
        await trx
          .insertInto('family_history_lines')
          .values(ordered.map(({ l }, i) => ({ family_id: id, year: l.year ?? null, time_text: blank(l.timeText) ?? yearText(l.year ?? 0), title: l.title, content: l.content ?? '', sort: i })))
          .execute()
      }
      await this.changed(trx, userId, id)
      return this.detail(await this.own(userId, id, trx), userId, trx)
    })
  }

  /** links persons of a tree the caller owns or edits; the family's Y haplogroup follows its DNA-tested linked men */
  async setTreePersons(userId: number, id: number, body: EndpointBody<typeof FAMILIES.selfBuiltTreePersons>) {
    return this.db.transaction().execute(async trx => {
      await this.own(userId, id, trx)
      const tree = await trx.selectFrom('family_trees').select(['id', 'user_id']).where('id', '=', body.treeId).executeTakeFirst()
      const member = tree && tree.user_id !== userId
        ? await trx.selectFrom('family_tree_members').select('role').where('tree_id', '=', body.treeId).where('user_id', '=', userId).executeTakeFirst()
        : null
      if (!tree || (tree.user_id !== userId && member?.role !== 'editor')) throw new AppError(CODES.FAMILY_MISS, '没有找到这份家谱，或您不能编辑它')
      const ids = [...new Set(body.personIds)]
      const persons = ids.length ? await trx.selectFrom('family_tree_persons').select(['id', 'sex', 'tested_person_id']).where('tree_id', '=', body.treeId).where('id', 'in', ids).execute() : []
      if (persons.length !== ids.length) throw argError('personIds', '有的成员不在这份家谱中')
      await trx.deleteFrom('family_tree_links').where('family_id', '=', id).where('tree_id', '=', body.treeId).execute()
      const now = this.clock()
      if (ids.length) await trx.insertInto('family_tree_links').values(ids.map(p => ({ family_id: id, tree_id: body.treeId, tree_person_id: p, created_at: now }))).execute()
      await trx.updateTable('families').set({ haplogroup: await this.linkedHaplogroup(trx, id) }).where('id', '=', id).execute()
      await this.changed(trx, userId, id)
      return this.detail(await this.own(userId, id, trx), userId, trx)
    })
  }

  /** the Y haplogroup of the linked tree persons who are tested men (their newest result); the shortest name when they are of one lineage, else null */
  private async linkedHaplogroup(trx: Db, familyId: number): Promise<string | null> {
    const rows = await trx
      .selectFrom('family_tree_links as l')
      .innerJoin('family_tree_persons as p', 'p.id', 'l.tree_person_id')
      .innerJoin('detections as d', 'd.person_id', 'p.tested_person_id')
      .innerJoin('analysis_results as r', 'r.detection_id', 'd.id')
      .select(['r.y_haplogroup'])
      .where('l.family_id', '=', familyId)
      .where('p.sex', '=', 'M')
      .where('d.has_report', '=', 1)
      .where('r.y_haplogroup', 'is not', null)
      .execute()
    const names = [...new Set(rows.map(r => r.y_haplogroup!.replace(/[~*]+$/, '')))].sort((a, b) => a.length - b.length)
    if (!names.length) return null
    return names.every(n => sameLineage(names[0], n)) ? names[0] : null
  }

  async submit(userId: number, id: number) {
    return this.db.transaction().execute(async trx => {
      const row = await this.own(userId, id, trx)
      if (row.status === 'pending' || row.status === 'approved') return this.detail(row, userId, trx)
      const content = Number((await trx.selectFrom('family_people').select(eb => eb.fn.countAll<number>().as('n')).where('family_id', '=', id).executeTakeFirstOrThrow()).n) +
        Number((await trx.selectFrom('family_history_lines').select(eb => eb.fn.countAll<number>().as('n')).where('family_id', '=', id).executeTakeFirstOrThrow()).n)
      if (!row.generation_poem && !content && !row.intro.trim()) throw argError('intro', '请至少填写家族简介、字辈、先祖名人或大事记中的一项再提交审核')
      await trx.updateTable('families').set({ status: 'pending', review_note: null, updated_at: this.clock() }).where('id', '=', id).execute()
      return this.detail(await this.own(userId, id, trx), userId, trx)
    })
  }

  async remove(userId: number, id: number) {
    await this.db.transaction().execute(async trx => {
      await this.own(userId, id, trx)
      await deleteFamilies(trx, [id])
    })
    return { deleted: true }
  }

  // ---- staff review ----

  async reviewQueue() {
    const rows = (await this.db.selectFrom('families').selectAll().where('status', '=', 'pending').orderBy('updated_at').limit(100).execute()) as Row[]
    const list: Detail[] = []
    for (const r of rows) list.push({ ...(await this.detail(r, null)), reviewNote: r.review_note })
    return { list }
  }

  async review(staffId: number, id: number, approve: boolean, note?: string) {
    if (!approve && !blank(note)) throw argError('note', '退回时请写明原因，家族创建者会看到')
    return this.db.transaction().execute(async trx => {
      const row = (await trx.selectFrom('families').selectAll().where('id', '=', id).where('owner_id', 'is not', null).executeTakeFirst()) as Row | undefined
      if (!row) throw miss()
      if (row.status !== 'pending') throw argError('id', '这个家族不在待审核状态（可能已被其他同事处理）')
      await trx.updateTable('families').set({ status: approve ? 'approved' : 'rejected', review_note: blank(note), reviewed_by: staffId, updated_at: this.clock() }).where('id', '=', id).execute()
      const after = (await trx.selectFrom('families').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row
      return { ...(await this.detail(after, null, trx)), reviewNote: after.review_note }
    })
  }
}

export function yearText(year: number): string {
  return year < 0 ? `公元前 ${-year} 年` : `${year} 年`
}

/** a family and everything in it */
export async function deleteFamilies(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return
  const books = db.selectFrom('family_genealogies').select('id').where('family_id', 'in', ids)
  await db.deleteFrom('family_genealogy_pages').where('genealogy_id', 'in', books).execute()
  await db.deleteFrom('family_genealogies').where('family_id', 'in', ids).execute()
  await db.deleteFrom('family_people').where('family_id', 'in', ids).execute()
  await db.deleteFrom('family_history_lines').where('family_id', 'in', ids).execute()
  await db.deleteFrom('family_tree_links').where('family_id', 'in', ids).execute()
  await db.deleteFrom('family_saves').where('family_id', 'in', ids).execute()
  await db.deleteFrom('family_claims').where('family_id', 'in', ids).execute()
  await db.deleteFrom('families').where('id', 'in', ids).execute()
}
