/**
 * The family tree's rules (issue 24 items 1-3): who may read and change a tree (owner, editors,
 * viewers; everyone else gets 404, the same as for no tree), persons and their places in
 * families, GEDCOM in and out. Takes plain values, never a request.
 */
import type { Kysely, Transaction } from 'kysely'
import {
  CODES, EVENT_LABELS, GEDCOM_MAX_BYTES, TREE_EDITORS_MAX, TREE_PERSONS_MAX, TREES_PER_USER_MAX,
  dnaConflict, formatTreeDate, gedcomFullName, kinGraph, placementCandidates, relationshipWords, parseTreeDate, treeDateProblem, treeDateYear, treeDateZh, treePersonName,
  type TreeDateParts, type TreeDocument, type TreeEvent, type TreeName, type TreeSex
} from '@xungen/contracts'
import type { EndpointBody, FAMILY_TREE } from '@xungen/contracts/endpoints'
import { AppError, argError } from '../../errors'
import type { Database } from '../../db/schema'
import { deleteGalleryOfPerson, deleteGalleryOfTrees } from './gallery/rows'
import { GedcomDecodeError, GedcomFormatError, readGedcom, writeGedcom, type GedcomVersion } from './gedcom'

type Db = Kysely<Database> | Transaction<Database>
type PersonBody = EndpointBody<typeof FAMILY_TREE.updatePerson>
type NewPersonBody = EndpointBody<typeof FAMILY_TREE.addPerson>
type Role = 'owner' | 'editor' | 'viewer'

/** the caller's DNA: their tested person of a barcode, and its gene relatives (reports domain) */
export interface TreeDna {
  /** the tested person of one of the caller's own detections, or null */
  testedPersonOf(userId: number, barcode: string): Promise<number | null>
  /** the relatives list of the caller's barcode (its refusals: 2200, 2700, 2701, 4004) */
  relatives(userId: number, barcode: string): Promise<Array<{ personId: number; name: string; relationship: string }>>
}

export interface TreeUsers {
  /** the account's name as others see it (sealed names opened), or null */
  nameOf(userId: number): Promise<string | null>
  /** an active account by its phone number (+86) */
  idByPhone(phone: string): Promise<number | null>
}

/** rows per INSERT: 16 columns × 1000 stays under both databases’ parameter limits */
const INSERT_CHUNK = 1000
const json = (v: unknown) => JSON.stringify(v)
const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export class FamilyTreeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly users: TreeUsers,
    private readonly dna: TreeDna,
    /** removes stored files whose rows a deletion removed (the gallery's pictures), after it committed */
    private readonly filesGone: (keys: string[]) => Promise<void> = async () => undefined
  ) {}

  // --- access ---------------------------------------------------------------------------------

  /** the tree and the caller's role, or 404 (a tree of someone else is not told apart from none) */
  async access(userId: number, treeId: number, need: 'read' | 'edit' | 'owner', db: Db = this.db) {
    const tree = await db.selectFrom('family_trees').selectAll().where('id', '=', treeId).executeTakeFirst()
    if (!tree) throw new AppError(CODES.NOT_FOUND, '家谱不存在')
    let role: Role | null = tree.user_id === userId ? 'owner' : null
    if (!role) {
      const m = await db.selectFrom('family_tree_members').select('role').where('tree_id', '=', treeId).where('user_id', '=', userId).executeTakeFirst()
      if (m) role = m.role as Role
    }
    if (!role) throw new AppError(CODES.NOT_FOUND, '家谱不存在')
    if (need === 'owner' && role !== 'owner') throw new AppError(CODES.NOT_FOUND, '只有家谱的创建者可以这样做')
    if (need === 'edit' && role === 'viewer') throw new AppError(CODES.NOT_FOUND, '您只能浏览这份家谱，不能修改')
    return { tree, role }
  }

  private async touch(treeId: number, db: Db) {
    await db.updateTable('family_trees').set({ updated_at: this.clock() }).where('id', '=', treeId).execute()
  }

  // --- trees ----------------------------------------------------------------------------------

  private async summaries(userId: number, treeIds?: number[]) {
    const own = await this.db.selectFrom('family_trees').selectAll().where('user_id', '=', userId).orderBy('id').execute()
    const shared = await this.db
      .selectFrom('family_tree_members as m')
      .innerJoin('family_trees as t', 't.id', 'm.tree_id')
      .selectAll('t')
      .select('m.role as member_role')
      .where('m.user_id', '=', userId)
      .orderBy('t.id')
      .execute()
    const rows = [...own.map(t => ({ ...t, role: 'owner' as Role })), ...shared.map(t => ({ ...t, role: t.member_role as Role }))].filter(t => !treeIds || treeIds.includes(t.id))
    if (!rows.length) return []
    const counts = await this.db
      .selectFrom('family_tree_persons')
      .select(['tree_id', eb => eb.fn.countAll<number>().as('n')])
      .where('tree_id', 'in', rows.map(r => r.id))
      .groupBy('tree_id')
      .execute()
    const countOf = new Map(counts.map(c => [c.tree_id, Number(c.n)]))
    const names = new Map<number, string>()
    for (const r of rows) if (!names.has(r.user_id)) names.set(r.user_id, (await this.users.nameOf(r.user_id)) ?? '基因寻根用户')
    return rows.map(r => ({
      id: r.id,
      name: r.name,
      share: r.role !== 'owner',
      role: r.role,
      ownerName: names.get(r.user_id)!,
      personCount: countOf.get(r.id) ?? 0,
      personInfo: r.master_person_id ? { treeId: r.id, id: r.master_person_id } : null,
      updatedAt: Number(r.updated_at)
    }))
  }

  private async summary(userId: number, treeId: number) {
    const [s] = await this.summaries(userId, [treeId])
    if (!s) throw new AppError(CODES.NOT_FOUND, '家谱不存在')
    return s
  }

  async exists(userId: number) {
    return { exists: (await this.summaries(userId)).length > 0 }
  }

  async allOfMine(userId: number) {
    return { list: await this.summaries(userId) }
  }

  private async checkTreeCount(userId: number, db: Db) {
    const { n } = await db.selectFrom('family_trees').select(eb => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()
    if (Number(n) >= TREES_PER_USER_MAX) throw argError('name', `每个账号最多创建 ${TREES_PER_USER_MAX} 份家谱，请先删除不需要的家谱`)
  }

  async create(userId: number, name: string) {
    const id = await this.db.transaction().execute(async trx => {
      await this.checkTreeCount(userId, trx)
      const now = this.clock()
      const row = await trx.insertInto('family_trees').values({ user_id: userId, name, master_person_id: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()
      return row.id
    })
    return this.summary(userId, id)
  }

  async update(userId: number, treeId: number, body: { name?: string; masterPersonId?: number | null }) {
    await this.access(userId, treeId, 'owner')
    const set: { name?: string; master_person_id?: number | null; updated_at: number } = { updated_at: this.clock() }
    if (body.name !== undefined) set.name = body.name
    if (body.masterPersonId !== undefined) {
      if (body.masterPersonId !== null) await this.personRow(treeId, body.masterPersonId)
      set.master_person_id = body.masterPersonId
    }
    await this.db.updateTable('family_trees').set(set).where('id', '=', treeId).execute()
    return this.summary(userId, treeId)
  }

  async remove(userId: number, treeId: number) {
    await this.access(userId, treeId, 'owner')
    const keys = await this.db.transaction().execute(trx => deleteTrees(trx, [treeId]))
    await this.filesGone(keys)
    return { deleted: true }
  }

  async signOut(userId: number, treeId: number) {
    const { role } = await this.access(userId, treeId, 'read')
    if (role === 'owner') throw argError('id', '您是这份家谱的创建者，不能退出；不再需要时可以删除')
    await this.db.deleteFrom('family_tree_members').where('tree_id', '=', treeId).where('user_id', '=', userId).execute()
    return { left: true }
  }

  // --- sharing --------------------------------------------------------------------------------

  async members(userId: number, treeId: number) {
    await this.access(userId, treeId, 'owner')
    const rows = await this.db.selectFrom('family_tree_members').selectAll().where('tree_id', '=', treeId).orderBy('id').execute()
    const list = []
    for (const r of rows) list.push({ userId: r.user_id, name: (await this.users.nameOf(r.user_id)) ?? '基因寻根用户', role: r.role as 'editor' | 'viewer', createdAt: Number(r.created_at) })
    return { list }
  }

  async share(userId: number, treeId: number, phone: string, role: 'editor' | 'viewer') {
    await this.access(userId, treeId, 'owner')
    const other = await this.users.idByPhone(phone)
    if (other === null) throw argError('phone', '该手机号尚未注册基因寻根，请对方注册后再邀请')
    if (other === userId) throw argError('phone', '不能邀请自己')
    const existing = await this.db.selectFrom('family_tree_members').select('id').where('tree_id', '=', treeId).where('user_id', '=', other).executeTakeFirst()
    if (existing) await this.db.updateTable('family_tree_members').set({ role }).where('id', '=', existing.id).execute()
    else {
      const { n } = await this.db.selectFrom('family_tree_members').select(eb => eb.fn.countAll<number>().as('n')).where('tree_id', '=', treeId).executeTakeFirstOrThrow()
      if (Number(n) >= TREE_EDITORS_MAX) throw argError('phone', `一份家谱最多分享给 ${TREE_EDITORS_MAX} 人`)
      await this.db.insertInto('family_tree_members').values({ tree_id: treeId, user_id: other, role, created_at: this.clock() }).execute()
    }
    const { list } = await this.members(userId, treeId)
    return list.find(m => m.userId === other)!
  }

  async unshare(userId: number, treeId: number, memberId: number) {
    await this.access(userId, treeId, 'owner')
    const res = await this.db.deleteFrom('family_tree_members').where('tree_id', '=', treeId).where('user_id', '=', memberId).executeTakeFirst()
    if (!Number(res.numDeletedRows)) throw new AppError(CODES.NOT_FOUND, '这位成员不在分享名单中')
    return { deleted: true }
  }

  // --- the tree's data ------------------------------------------------------------------------

  async tree(userId: number, treeId: number, browse: boolean) {
    const { tree, role } = await this.access(userId, treeId, 'read')
    const summary = await this.summary(userId, treeId)
    const persons = await this.db
      .selectFrom('family_tree_persons')
      .select(['id', 'given', 'surname', 'generation_name', 'sex', 'birth_year', 'death_year', 'names', 'tested_person_id', 'match_of_person_id', 'match_relationship'])
      .where('tree_id', '=', treeId)
      .orderBy('id')
      .execute()
    const families = await this.db.selectFrom('family_tree_families').select(['id', 'partner1_id', 'partner2_id']).where('tree_id', '=', treeId).orderBy('id').execute()
    const children = await this.db.selectFrom('family_tree_children').select(['family_id', 'person_id']).where('tree_id', '=', treeId).orderBy('position').orderBy('id').execute()
    const kids = new Map<number, number[]>()
    for (const c of children) kids.set(c.family_id, [...(kids.get(c.family_id) ?? []), c.person_id])
    const conflicts = this.conflicts(persons, families.map(f => ({ partner1: f.partner1_id, partner2: f.partner2_id, children: kids.get(f.id) ?? [] })))
    return {
      ...summary,
      editable: !browse && role !== 'viewer',
      masterNodeId: tree.master_person_id,
      familyNodes: persons.map(p => ({
        id: p.id,
        name: nameOf(p.given, p.surname, p.names),
        sex: p.sex as TreeSex,
        generationName: p.generation_name,
        birthYear: p.birth_year,
        deathYear: p.death_year,
        tested: p.tested_person_id !== null,
        dnaMatch: p.match_relationship ? relationshipWords(p.match_relationship) : null,
        dnaConflict: conflicts.has(p.id)
      })),
      families: families.map(f => ({ id: f.id, partner1: f.partner1_id, partner2: f.partner2_id, children: kids.get(f.id) ?? [] })),
      lastModified: Number(tree.updated_at)
    }
  }

  private async personRow(treeId: number, personId: number, db: Db = this.db) {
    const row = await db.selectFrom('family_tree_persons').selectAll().where('id', '=', personId).where('tree_id', '=', treeId).executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_FOUND, '家谱中没有这个人')
    return row
  }

  async person(userId: number, treeId: number, personId: number) {
    const { role } = await this.access(userId, treeId, 'read')
    const p = await this.personRow(treeId, personId)
    const events = parse<TreeEvent[]>(p.events, [])
    const names = parse<TreeName[]>(p.names, [])
    const families = await this.db.selectFrom('family_tree_families').selectAll().where('tree_id', '=', treeId).execute()
    const children = await this.db.selectFrom('family_tree_children').select(['family_id', 'person_id']).where('tree_id', '=', treeId).orderBy('position').execute()
    const birthFamilies = new Set(children.filter(c => c.person_id === personId).map(c => c.family_id))
    const ownFamilies = families.filter(f => f.partner1_id === personId || f.partner2_id === personId)
    const parents = families.filter(f => birthFamilies.has(f.id)).flatMap(f => [f.partner1_id, f.partner2_id]).filter((x): x is number => x !== null)
    const siblings = children.filter(c => birthFamilies.has(c.family_id) && c.person_id !== personId).map(c => c.person_id)
    const spouses = ownFamilies.map(f => (f.partner1_id === personId ? f.partner2_id : f.partner1_id)).filter((x): x is number => x !== null)
    const own = new Set(ownFamilies.map(f => f.id))
    const kids = children.filter(c => own.has(c.family_id)).map(c => c.person_id)
    const ids = [...new Set([...parents, ...siblings, ...spouses, ...kids])]
    const refs = ids.length
      ? await this.db.selectFrom('family_tree_persons').select(['id', 'given', 'surname', 'names', 'sex']).where('tree_id', '=', treeId).where('id', 'in', ids).execute()
      : []
    const ref = new Map(refs.map(r => [r.id, { id: r.id, name: nameOf(r.given, r.surname, r.names), sex: r.sex as TreeSex }]))
    const list = (xs: number[]) => [...new Set(xs)].map(x => ref.get(x)).filter((x): x is NonNullable<typeof x> => !!x)
    const formEvent = (tag: string) => {
      const e = events.find(x => x.tag === tag)
      if (!e) return null
      const parts = parseTreeDate(e.date)
      const ok = (d: TreeDateParts['date']) => !d || ((d.calendar === 'GREGORIAN' || d.calendar === '_LUNAR') && !d.bce)
      const date = parts?.date && ok(parts.date) && ok(parts.date2) ? parts : null
      return { date: date ? stripForForm(date) : null, place: e.place ?? null, placeCode: e.placeCode ?? null }
    }
    return {
      id: p.id,
      treeId,
      name: nameOf(p.given, p.surname, p.names),
      sex: p.sex as TreeSex,
      editable: role !== 'viewer',
      names,
      events: events.map(e => ({ ...e, label: EVENT_LABELS[e.tag] ?? e.tag, dateText: treeDateZh(e.date, e.datePhrase) })),
      notes: parse<string[]>(p.notes, []),
      birth: formEvent('BIRT'),
      death: formEvent('DEAT'),
      parents: list(parents),
      spouses: list(spouses),
      children: list(kids),
      siblings: list(siblings),
      tested: p.tested_person_id !== null,
      dnaMatch: p.match_relationship ? relationshipWords(p.match_relationship) : null,
      dnaConflict: await this.conflictOf(treeId, p)
    }
  }

  /** the placed matches of a tree the tree contradicts: person id → why */
  private conflicts(persons: Array<{ id: number; tested_person_id: number | null; match_of_person_id: number | null; match_relationship: string | null }>, families: Array<{ partner1: number | null; partner2: number | null; children: number[] }>) {
    const out = new Map<number, string>()
    const placed = persons.filter(p => p.match_of_person_id !== null && p.match_relationship)
    if (!placed.length) return out
    const g = kinGraph(families)
    for (const p of placed) {
      const anchor = persons.find(a => a.tested_person_id === p.match_of_person_id)
      if (!anchor) continue
      const why = dnaConflict(g, anchor.id, p.id, p.match_relationship!)
      if (why) out.set(p.id, why)
    }
    return out
  }

  private async conflictOf(treeId: number, p: { id: number; match_of_person_id: number | null; match_relationship: string | null }) {
    if (p.match_of_person_id === null || !p.match_relationship) return null
    const { persons, families } = await this.kinData(treeId)
    return this.conflicts(persons, families).get(p.id) ?? null
  }

  private async kinData(treeId: number, db: Db = this.db) {
    const persons = await db.selectFrom('family_tree_persons').select(['id', 'given', 'surname', 'names', 'tested_person_id', 'match_of_person_id', 'match_person_id', 'match_relationship']).where('tree_id', '=', treeId).execute()
    const fams = await db.selectFrom('family_tree_families').select(['id', 'partner1_id', 'partner2_id']).where('tree_id', '=', treeId).execute()
    const children = await db.selectFrom('family_tree_children').select(['family_id', 'person_id']).where('tree_id', '=', treeId).execute()
    const families = fams.map(f => ({ partner1: f.partner1_id, partner2: f.partner2_id, children: children.filter(c => c.family_id === f.id).map(c => c.person_id) }))
    return { persons, families }
  }

  // --- DNA ------------------------------------------------------------------------------------

  async linkTested(userId: number, treeId: number, personId: number, barcode: string | null) {
    await this.access(userId, treeId, 'edit')
    await this.personRow(treeId, personId)
    let tested: number | null = null
    if (barcode !== null) {
      tested = await this.dna.testedPersonOf(userId, barcode)
      if (tested === null) throw argError('barcode', '请选择您账号下的检测')
    }
    await this.db.transaction().execute(async trx => {
      // one tree person per tested person
      if (tested !== null) await trx.updateTable('family_tree_persons').set({ tested_person_id: null }).where('tree_id', '=', treeId).where('tested_person_id', '=', tested).execute()
      await trx.updateTable('family_tree_persons').set({ tested_person_id: tested, updated_at: this.clock() }).where('id', '=', personId).where('tree_id', '=', treeId).execute()
      await this.touch(treeId, trx)
    })
    return this.person(userId, treeId, personId)
  }

  private async matchOf(userId: number, barcode: string, relativePersonId: number) {
    const tested = await this.dna.testedPersonOf(userId, barcode)
    if (tested === null) throw argError('barcode', '请选择您账号下的检测')
    const match = (await this.dna.relatives(userId, barcode)).find(r => r.personId === relativePersonId)
    if (!match) throw new AppError(CODES.NOT_FOUND, '没有找到这位基因亲人')
    return { tested, match }
  }

  async placement(userId: number, treeId: number, barcode: string, relativePersonId: number) {
    await this.access(userId, treeId, 'edit')
    const { tested, match } = await this.matchOf(userId, barcode, relativePersonId)
    const { persons, families } = await this.kinData(treeId)
    const name = new Map(persons.map(p => [p.id, nameOf(p.given, p.surname, p.names)]))
    const anchor = persons.find(p => p.tested_person_id === tested) ?? null
    const placed = persons.find(p => p.match_of_person_id === tested && p.match_person_id === relativePersonId) ?? null
    const c = anchor ? placementCandidates(kinGraph(families), persons.map(p => p.id), anchor.id, match.relationship) : { existing: [], positions: [], blocked: [] }
    return {
      match: { personId: match.personId, name: match.name, relationship: match.relationship, relationshipText: relationshipWords(match.relationship) },
      anchor: anchor ? { id: anchor.id, name: name.get(anchor.id)! } : null,
      placed: placed ? { id: placed.id, name: name.get(placed.id)! } : null,
      existing: c.existing.map(e => ({ ...e, name: name.get(e.personId)! })),
      positions: c.positions.map(p => ({ ...p, relativeName: name.get(p.relativeId)! })),
      blocked: c.blocked
    }
  }

  async place(userId: number, treeId: number, body: { barcode: string; relativePersonId: number; personId?: number; person?: NewPersonBody }) {
    await this.access(userId, treeId, 'edit')
    const { tested, match } = await this.matchOf(userId, body.barcode, body.relativePersonId)
    let target: number
    if (body.personId) target = (await this.personRow(treeId, body.personId)).id
    else if (body.person?.relativeId && body.person.relation) target = (await this.addPerson(userId, treeId, body.person)).id
    else throw argError('personId', '请选择家谱中的人，或新增一个位置')
    await this.db.transaction().execute(async trx => {
      // one place per match in a tree
      await trx.updateTable('family_tree_persons').set({ match_of_person_id: null, match_person_id: null, match_relationship: null }).where('tree_id', '=', treeId).where('match_of_person_id', '=', tested).where('match_person_id', '=', match.personId).execute()
      await trx.updateTable('family_tree_persons').set({ match_of_person_id: tested, match_person_id: match.personId, match_relationship: match.relationship, updated_at: this.clock() }).where('id', '=', target).where('tree_id', '=', treeId).execute()
      await this.touch(treeId, trx)
    })
    return this.person(userId, treeId, target)
  }

  // --- persons --------------------------------------------------------------------------------

  private personValues(body: PersonBody, keep: { names: TreeName[]; events: TreeEvent[] } | null) {
    for (const [field, e] of [['birth', body.birth], ['death', body.death]] as const) {
      if (e?.date) {
        const problem = treeDateProblem(e.date as TreeDateParts)
        if (problem) throw argError(`${field}.date`, problem)
      }
    }
    const given = body.given ?? ''
    const surname = body.surname ?? ''
    if (!given && !surname) throw argError('surname', '请至少填写姓或名')
    const first: TreeName = { ...(keep?.names[0] ?? {}), full: gedcomFullName(given, surname) }
    delete first.given
    delete first.surname
    delete first.generationName
    if (given) first.given = given
    if (surname) first.surname = surname
    if (body.generationName) first.generationName = body.generationName
    const names = [first, ...(keep?.names.slice(1) ?? [])]
    let events = [...(keep?.events ?? [])]
    const setEvent = (tag: string, e: PersonBody['birth'] | null | undefined) => {
      if (e === undefined) return
      const old = events.find(x => x.tag === tag)
      events = events.filter(x => x.tag !== tag)
      if (e === null || (!e.date && !e.place)) return
      const next: TreeEvent = { ...(old ?? {}), tag }
      delete next.date
      delete next.datePhrase
      delete next.place
      delete next.placeCode
      if (e.date) next.date = formatTreeDate(e.date as TreeDateParts)
      if (e.place) next.place = e.place
      if (e.place && e.placeCode) next.placeCode = e.placeCode
      // birth first, death after the other events
      if (tag === 'BIRT') events.unshift(next)
      else events.push(next)
    }
    setEvent('BIRT', body.birth)
    setEvent('DEAT', body.death)
    return {
      given,
      surname,
      generation_name: body.generationName || null,
      sex: body.sex,
      names: json(names),
      events: json(events),
      birth_year: treeDateYear(events.find(e => e.tag === 'BIRT')?.date),
      death_year: treeDateYear(events.find(e => e.tag === 'DEAT')?.date),
      ...(body.notes !== undefined ? { notes: json(body.notes.filter(n => n.trim())) } : {})
    }
  }

  async addPerson(userId: number, treeId: number, body: NewPersonBody) {
    await this.access(userId, treeId, 'edit')
    const id = await this.db.transaction().execute(async trx => {
      const { n } = await trx.selectFrom('family_tree_persons').select(eb => eb.fn.countAll<number>().as('n')).where('tree_id', '=', treeId).executeTakeFirstOrThrow()
      if (Number(n) >= TREE_PERSONS_MAX) throw argError('surname', `一份家谱最多 ${TREE_PERSONS_MAX} 人`)
      if (Number(n) > 0 && (!body.relativeId || !body.relation)) throw argError('relation', '请选择新成员与家谱中哪位成员是什么关系')
      const relative = body.relativeId ? await this.personRow(treeId, body.relativeId, trx) : null
      const now = this.clock()
      const values = this.personValues(body, null)
      const row = await trx
        .insertInto('family_tree_persons')
        .values({ tree_id: treeId, notes: '[]', ...values, tested_person_id: null, match_of_person_id: null, match_person_id: null, match_relationship: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (relative && body.relation) await this.relate(trx, treeId, relative.id, relative.sex as TreeSex, row.id, body.sex, body.relation)
      if (Number(n) === 0) await trx.updateTable('family_trees').set({ master_person_id: row.id }).where('id', '=', treeId).execute()
      await this.touch(treeId, trx)
      return row.id
    })
    return this.person(userId, treeId, id)
  }

  /** places `newId` as the relation of `anchorId` */
  private async relate(trx: Db, treeId: number, anchorId: number, anchorSex: TreeSex, newId: number, newSex: TreeSex, relation: 'parent' | 'child' | 'spouse' | 'sibling') {
    const families = await trx.selectFrom('family_tree_families').selectAll().where('tree_id', '=', treeId).execute()
    const childRows = await trx.selectFrom('family_tree_children').select(['family_id', 'person_id']).where('tree_id', '=', treeId).execute()
    const birthFamily = () => {
      const c = childRows.find(r => r.person_id === anchorId)
      return c ? families.find(f => f.id === c.family_id) ?? null : null
    }
    const newFamily = async (p1: number | null, p2: number | null) =>
      (await trx.insertInto('family_tree_families').values({ tree_id: treeId, partner1_id: p1, partner2_id: p2, events: '[]', notes: '[]' }).returning('id').executeTakeFirstOrThrow()).id
    const addChild = async (familyId: number, personId: number) => {
      const position = childRows.filter(r => r.family_id === familyId).length
      await trx.insertInto('family_tree_children').values({ tree_id: treeId, family_id: familyId, person_id: personId, pedigree: null, position }).execute()
    }
    const slots = (sex: TreeSex, id: number): [number | null, number | null] => (sex === 'F' ? [null, id] : [id, null])
    if (relation === 'parent') {
      const f = birthFamily()
      if (!f) {
        const fid = await newFamily(...slots(newSex, newId))
        await addChild(fid, anchorId)
        return
      }
      const prefer: Array<'partner1_id' | 'partner2_id'> = newSex === 'F' ? ['partner2_id', 'partner1_id'] : ['partner1_id', 'partner2_id']
      const slot = prefer.find(k => f[k] === null)
      if (!slot) throw argError('relation', '此人在家谱中已有两位父母')
      await trx.updateTable('family_tree_families').set({ [slot]: newId }).where('id', '=', f.id).execute()
      return
    }
    if (relation === 'sibling') {
      const f = birthFamily()
      const fid = f ? f.id : await newFamily(null, null)
      if (!f) await addChild(fid, anchorId)
      await addChild(fid, newId)
      return
    }
    const own = families.filter(f => f.partner1_id === anchorId || f.partner2_id === anchorId)
    if (relation === 'child') {
      const fid = own[0]?.id ?? (await newFamily(...slots(anchorSex, anchorId)))
      await addChild(fid, newId)
      return
    }
    // spouse: a family of the anchor without a partner takes them, else a new family
    const open = own.find(f => f.partner1_id === null || f.partner2_id === null)
    if (open) {
      await trx.updateTable('family_tree_families').set(open.partner1_id === null ? { partner1_id: newId } : { partner2_id: newId }).where('id', '=', open.id).execute()
      return
    }
    const pair: [number, number] = anchorSex === 'F' && newSex !== 'F' ? [newId, anchorId] : [anchorId, newId]
    await newFamily(pair[0], pair[1])
  }

  async updatePerson(userId: number, treeId: number, personId: number, body: PersonBody) {
    await this.access(userId, treeId, 'edit')
    const p = await this.personRow(treeId, personId)
    const values = this.personValues(body, { names: parse(p.names, []), events: parse(p.events, []) })
    await this.db.transaction().execute(async trx => {
      await trx.updateTable('family_tree_persons').set({ ...values, updated_at: this.clock() }).where('id', '=', personId).where('tree_id', '=', treeId).execute()
      await this.touch(treeId, trx)
    })
    return this.person(userId, treeId, personId)
  }

  async removePerson(userId: number, treeId: number, personId: number) {
    await this.access(userId, treeId, 'edit')
    await this.personRow(treeId, personId)
    await this.db.transaction().execute(async trx => {
      await trx.deleteFrom('family_tree_children').where('tree_id', '=', treeId).where('person_id', '=', personId).execute()
      await trx.updateTable('family_tree_families').set({ partner1_id: null }).where('tree_id', '=', treeId).where('partner1_id', '=', personId).execute()
      await trx.updateTable('family_tree_families').set({ partner2_id: null }).where('tree_id', '=', treeId).where('partner2_id', '=', personId).execute()
      await trx.deleteFrom('family_tree_persons').where('id', '=', personId).execute()
      // the gallery: their tags on photos and documents, their life stories with the stories' comments
      await deleteGalleryOfPerson(trx, treeId, personId)
      await trx.updateTable('family_trees').set({ master_person_id: null }).where('id', '=', treeId).where('master_person_id', '=', personId).execute()
      // a family left with fewer than two people links nobody
      const families = await trx.selectFrom('family_tree_families').selectAll().where('tree_id', '=', treeId).execute()
      const kids = await trx.selectFrom('family_tree_children').select(['family_id']).where('tree_id', '=', treeId).execute()
      const empty = families.filter(f => (f.partner1_id ? 1 : 0) + (f.partner2_id ? 1 : 0) + kids.filter(k => k.family_id === f.id).length < 2).map(f => f.id)
      if (empty.length) {
        await trx.deleteFrom('family_tree_children').where('family_id', 'in', empty).execute()
        await trx.deleteFrom('family_tree_families').where('id', 'in', empty).execute()
      }
      await this.touch(treeId, trx)
    })
    return { deleted: true }
  }

  // --- GEDCOM ---------------------------------------------------------------------------------

  async importGedcom(userId: number, bytes: Buffer, fileName: string, name: string | undefined) {
    if (bytes.length > GEDCOM_MAX_BYTES) throw argError('file', `GEDCOM 文件不能超过 ${GEDCOM_MAX_BYTES / 1024 / 1024} MB`)
    let imported
    try {
      imported = readGedcom(bytes)
    } catch (err) {
      if (err instanceof GedcomFormatError || err instanceof GedcomDecodeError) throw argError('file', err.message)
      throw err
    }
    const { document: doc } = imported
    if (!doc.persons.length) throw argError('file', '文件中没有人物记录（INDI），未创建家谱')
    if (doc.persons.length > TREE_PERSONS_MAX) throw argError('file', `文件有 ${doc.persons.length} 人，一份家谱最多 ${TREE_PERSONS_MAX} 人`)
    // the name asked for, else the file's header note (this product's export writes the tree's name there), else the file's name
    const treeName = name ?? ((imported.title ?? fileName.replace(/\.[^.]*$/, '')).replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 40) || '导入的家谱')
    const treeId = await this.db.transaction().execute(async trx => {
      await this.checkTreeCount(userId, trx)
      const now = this.clock()
      const tree = await trx.insertInto('family_trees').values({ user_id: userId, name: treeName, master_person_id: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()
      const ids = new Map<string, number>()
      for (let i = 0; i < doc.persons.length; i += INSERT_CHUNK) {
        const chunk = doc.persons.slice(i, i + INSERT_CHUNK)
        const rows = await trx
          .insertInto('family_tree_persons')
          .values(
            chunk.map(p => {
              const n = p.names[0]
              return {
                tree_id: tree.id,
                given: (n?.given ?? '').slice(0, 200),
                surname: (n?.surname ?? '').slice(0, 200),
                generation_name: n?.generationName?.slice(0, 16) ?? null,
                sex: p.sex,
                birth_year: treeDateYear(p.events.find(e => e.tag === 'BIRT')?.date),
                death_year: treeDateYear(p.events.find(e => e.tag === 'DEAT')?.date),
                names: json(p.names),
                events: json(p.events),
                notes: json(p.notes),
                tested_person_id: null,
                match_of_person_id: null,
                match_person_id: null,
                match_relationship: null,
                created_at: now,
                updated_at: now
              }
            })
          )
          .returning('id')
          .execute()
        chunk.forEach((p, j) => ids.set(p.ref, rows[j].id))
      }
      const famIds: number[] = []
      for (let i = 0; i < doc.families.length; i += INSERT_CHUNK) {
        const chunk = doc.families.slice(i, i + INSERT_CHUNK)
        const rows = await trx
          .insertInto('family_tree_families')
          .values(chunk.map(f => ({ tree_id: tree.id, partner1_id: f.partner1 ? ids.get(f.partner1) ?? null : null, partner2_id: f.partner2 ? ids.get(f.partner2) ?? null : null, events: json(f.events), notes: json(f.notes) })))
          .returning('id')
          .execute()
        famIds.push(...rows.map(r => r.id))
      }
      const children = doc.families.flatMap((f, i) => f.children.map((c, position) => ({ tree_id: tree.id, family_id: famIds[i], person_id: ids.get(c.ref)!, pedigree: c.pedigree?.slice(0, 16) ?? null, position })))
      // a file may list the same child twice in a family: kept once
      const seen = new Set<string>()
      const unique = children.filter(c => !seen.has(`${c.family_id}|${c.person_id}`) && (seen.add(`${c.family_id}|${c.person_id}`), true))
      for (let i = 0; i < unique.length; i += INSERT_CHUNK) await trx.insertInto('family_tree_children').values(unique.slice(i, i + INSERT_CHUNK)).execute()
      await trx.updateTable('family_trees').set({ master_person_id: ids.get(doc.persons[0].ref) ?? null }).where('id', '=', tree.id).execute()
      return tree.id
    })
    return {
      tree: await this.summary(userId, treeId),
      report: { version: imported.version, encoding: imported.encoding, persons: doc.persons.length, families: doc.families.length, unmapped: imported.unmapped, warnings: imported.warnings }
    }
  }

  /** the tree as the GEDCOM module's document (persons I<id>, families F<id>) */
  async document(treeId: number): Promise<TreeDocument> {
    const persons = await this.db.selectFrom('family_tree_persons').selectAll().where('tree_id', '=', treeId).orderBy('id').execute()
    const families = await this.db.selectFrom('family_tree_families').selectAll().where('tree_id', '=', treeId).orderBy('id').execute()
    const children = await this.db.selectFrom('family_tree_children').selectAll().where('tree_id', '=', treeId).orderBy('position').orderBy('id').execute()
    return {
      persons: persons.map(p => ({ ref: `I${p.id}`, names: parse(p.names, []), sex: p.sex as TreeSex, events: parse(p.events, []), notes: parse(p.notes, []) })),
      families: families.map(f => {
        const fam: TreeDocument['families'][number] = {
          ref: `F${f.id}`,
          children: children.filter(c => c.family_id === f.id).map(c => (c.pedigree ? { ref: `I${c.person_id}`, pedigree: c.pedigree } : { ref: `I${c.person_id}` })),
          events: parse(f.events, []),
          notes: parse(f.notes, [])
        }
        if (f.partner1_id) fam.partner1 = `I${f.partner1_id}`
        if (f.partner2_id) fam.partner2 = `I${f.partner2_id}`
        return fam
      })
    }
  }

  async exportGedcom(userId: number, treeId: number, version: GedcomVersion) {
    const { tree } = await this.access(userId, treeId, 'read')
    const doc = await this.document(treeId)
    const content = writeGedcom(doc, version, { treeName: tree.name, now: new Date(this.clock()) })
    const notes: string[] = []
    const events = [...doc.persons.flatMap(p => p.events), ...doc.families.flatMap(f => f.events)]
    if (version === '5.5.1' && events.some(e => parseTreeDate(e.date)?.date?.calendar === '_LUNAR')) notes.push('GEDCOM 5.5.1 没有农历，农历日期写成了日期说明（如“农历1850年3月15日”），本产品导入时可还原')
    if (events.some(e => e.placeCode)) notes.push('地区代码写在扩展标签 _CODE 中，其他家谱软件可能不显示')
    if (doc.persons.some(p => p.names.some(n => n.generationName))) notes.push('字辈写在扩展标签 _ZIBEI 中，其他家谱软件可能不显示')
    const safeName = tree.name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40) || 'family-tree'
    return { fileName: `${safeName}.ged`, content, notes }
  }
}

/** a tree person's name as lists show it */
export function nameOf(given: string, surname: string, names: string): string {
  if (given || surname) return treePersonName([{ full: '', given, surname }])
  return treePersonName(parse<TreeName[]>(names, []))
}

type FormSimple = { calendar: 'GREGORIAN' | '_LUNAR'; year: number; month?: number; day?: number; leap?: boolean }
type FormDate = { qualifier: TreeDateParts['qualifier']; date: FormSimple; date2?: FormSimple }

/** the parts of a date the person form can show (Gregorian or 农历, no BCE) */
function stripForForm(p: TreeDateParts): FormDate {
  const clean = (d: NonNullable<TreeDateParts['date']>): FormSimple => {
    const out: FormSimple = { calendar: d.calendar === '_LUNAR' ? '_LUNAR' : 'GREGORIAN', year: d.year }
    if (d.month !== undefined) out.month = d.month
    if (d.day !== undefined) out.day = d.day
    if (d.leap) out.leap = true
    return out
  }
  const out: FormDate = { qualifier: p.qualifier, date: clean(p.date!) }
  if (p.date2) out.date2 = clean(p.date2)
  return out
}

/** every row of some trees (tree deletion, account deletion); answers the stored files the rows named, to delete once committed */
export async function deleteTrees(db: Db, treeIds: number[]): Promise<string[]> {
  if (!treeIds.length) return []
  const keys = await deleteGalleryOfTrees(db, treeIds)
  await db.deleteFrom('family_tree_children').where('tree_id', 'in', treeIds).execute()
  await db.deleteFrom('family_tree_families').where('tree_id', 'in', treeIds).execute()
  await db.deleteFrom('family_tree_persons').where('tree_id', 'in', treeIds).execute()
  await db.deleteFrom('family_tree_members').where('tree_id', 'in', treeIds).execute()
  await db.deleteFrom('family_trees').where('id', 'in', treeIds).execute()
  return keys
}
