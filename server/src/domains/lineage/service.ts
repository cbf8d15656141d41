/**
 * The Y tree, clan relations, the surname library and 寻根登记 (issue 16 items 4-6).
 *
 * Who is counted or listed (docs/lineage.md, "Y tree, clans and surnames"):
 *  - statistics (branch member counts, a surname's provinces, haplogroups and gene families)
 *    count people whose owner turned on 基因溯源 (gene_origin_opt_in), by the one statistics rule
 *    of @xungen/contracts (issue 20 item 8): no group below MIN_GROUP_SIZE shown or named,
 *    numbers rounded down to a multiple of 5;
 *  - named lists (clan relations, the men on a branch) show men whose owner turned on 基因寻亲
 *    (relatives_opt_in), and only to a viewer whose own person has it on too, as relatives do;
 *  - remarks and 寻根登记 belong to the user who wrote them and nobody else reads them.
 */
import type { Kysely } from 'kysely'
import {
  byShownCount,
  cityCodeOf,
  CLAN_RELATION_SORT_DEFAULT,
  CLAN_SORT_BY_DEPTH,
  CLAN_SORT_BY_DEPTH_NOTE,
  clanDisplayName,
  CODES,
  groupCount,
  MAX_CLAN_YEAR,
  MIN_GROUP_SIZE,
  normalizeBarcode,
  provinceCodeOf,
  LEAD_MAX_PER_USER,
  namedCells,
  type GroupCount,
  type LeadContactPreference
} from '@xungen/contracts'
import type { EndpointBody, LINEAGE } from '@xungen/contracts/endpoints'
import { AppError, argError } from '../../errors'
import type { Database } from '../../db/schema'
import { perSnapshot, type OriginMembers, type PersonsService } from '../persons'
import { yShortName, yTreeForBrowsing, type YTree } from '../analysis'
import { publishedDetection } from '../reports'
import { regionIndex } from '../accounts'
import { yPopulationData } from '../ancestry'
import { SURNAME_SOURCE, searchSurnames, surnameLibrary } from './surnames'
import { browsingTree, descendantCount, descendants, nodeIndex, nodeRef, pathOf, publishedCounts, searchTree, sharedNode, subtreeCounts } from './tree'

/** one opted-in tested person with what the lists need */
interface Member {
  personId: number
  userId: number
  surname: string | null
  ancestralCode: string | null
  /** the node of the latest published Y call, or -1 */
  node: number
  haplogroup: string | null
}

type Switch = 'relatives_opt_in'

/** what the gene-origin statistics need, computed once per snapshot of the counted persons */
interface OriginStatistics {
  /** a node's member count as shown (publishedCounts over every member's Y call) */
  shownNodeCount: ReturnType<typeof publishedCounts>
  /** the members of one surname (as registered) */
  ofSurname(surname: string): readonly Member[]
}

const statisticsOf = perSnapshot((snapshot): OriginStatistics => {
  const tree = browsingTree()
  const bySurname = new Map<string, Member[]>()
  const nodes: number[] = []
  for (const m of snapshot.members) {
    const node = m.yHaplogroup ? nodeIndex(tree, m.yHaplogroup.replace(/[~*]+$/, '')) : -1
    if (node >= 0) nodes.push(node)
    if (m.surname === null) continue
    const member: Member = { personId: m.personId, userId: m.userId, surname: m.surname, ancestralCode: m.ancestralCode, node, haplogroup: node >= 0 ? tree.nodes[node].name : null }
    const list = bySurname.get(m.surname)
    if (list) list.push(member)
    else bySurname.set(m.surname, [member])
  }
  return { shownNodeCount: publishedCounts(tree, subtreeCounts(tree, nodes)), ofSurname: surname => bySurname.get(surname) ?? [] }
})

const ORIGIN_BASIS = '只统计检测人所有者开启了“基因溯源”的检测人（不含姓名等身份信息）；少于 5 人的组只显示“少于5人”且不列出名称，人数按 5 的倍数向下取整显示。'

export class LineageService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
    private readonly persons: PersonsService,
    private readonly originMembers: OriginMembers
  ) {}

  private get tree(): YTree {
    return browsingTree()
  }

  // --- members --------------------------------------------------------------------------------

  /**
   * Persons with gene origin on and their latest published Y call (persons/originMembers.ts:
   * read once and kept until one of them changes), with what the statistics need computed once
   * per snapshot: a call reads only the surname it is about, never every opted-in person.
   */
  private async statistics(): Promise<OriginStatistics> {
    return statisticsOf(await this.originMembers.snapshot())
  }

  /** opted-in persons (by the given switch) with the latest published Y call of one of their detections */
  private async members(flag: Switch, filter: { surname?: string } = {}): Promise<Member[]> {
    let q = this.db
      .selectFrom('tested_persons as p')
      .innerJoin('detections as d', 'd.person_id', 'p.id')
      .innerJoin('analysis_results as r', 'r.detection_id', 'd.id')
      .select(['p.id as personId', 'p.user_id as userId', 'p.surname', 'p.ancestral_place_code as ancestralCode', 'r.y_haplogroup as haplogroup', 'r.id as resultId'])
      .where(`p.${flag}`, '=', 1)
      .where('p.deleted_at', 'is', null)
      .where('d.has_report', '=', 1)
    if (filter.surname !== undefined) q = q.where('p.surname', '=', filter.surname)
    const rows = await q.orderBy('r.id', 'desc').execute()
    const tree = this.tree
    const out = new Map<number, Member>()
    for (const r of rows) {
      if (out.has(r.personId)) continue
      const node = r.haplogroup ? nodeIndex(tree, r.haplogroup.replace(/[~*]+$/, '')) : -1
      out.set(r.personId, { personId: r.personId, userId: r.userId, surname: r.surname, ancestralCode: r.ancestralCode, node, haplogroup: node >= 0 ? tree.nodes[node].name : null })
    }
    return [...out.values()]
  }

  /** the viewer's own person behind a barcode, with a published report and 基因寻亲 on (named lists are reciprocal) */
  private async viewerPerson(userId: number, barcode: string) {
    // a person shared with the viewer is read-only: lists of other people and remarks are the owner's
    const found = await publishedDetection(this.persons, userId, barcode, { ownOnly: true })
    if (found.person.relatives_opt_in !== 1) throw new AppError(CODES.MUST_SHARE, '开启该检测人的“基因寻亲”后，才能查看同样开启了寻亲的宗亲')
    const result = await this.db.selectFrom('analysis_results').select('y_haplogroup').where('detection_id', '=', found.detection.id).orderBy('id', 'desc').executeTakeFirst()
    const node = result?.y_haplogroup ? nodeIndex(this.tree, result.y_haplogroup.replace(/[~*]+$/, '')) : -1
    return { detection: found.detection, person: found.person, node }
  }

  private provinceName(code: string | null): string | null {
    const p = provinceCodeOf(code)
    return p ? regionIndex().region(p)?.name ?? null : null
  }

  // --- the tree -------------------------------------------------------------------------------

  private nodeOrThrow(id: string): number {
    const n = nodeIndex(this.tree, id)
    if (n < 0) throw new AppError(CODES.NOT_FOUND, `Y 树中没有分支 ${id}`)
    return n
  }

  info() {
    const { tree, datasets } = yTreeForBrowsing()
    return {
      version: tree.version,
      nodes: tree.nodes.length,
      snps: tree.snps.length,
      indels: tree.skipped.indels,
      unusable: tree.skipped.unusable,
      datasets,
      notes: [
        '参考数据只收录了这一版 Y 树（ISOGG 2019–2020，经 Y-LineageTracker 整理），没有更早或更新的版本，因此没有版本之间的变更记录可以列出。',
        '这版树没有分支的年代测定（TMRCA），所以页面不给出任何分支的年代或距今年数。'
      ]
    }
  }

  async node(id: string) {
    const tree = this.tree
    const n = this.nodeOrThrow(id)
    const node = tree.nodes[n]
    const shown = (await this.statistics()).shownNodeCount
    const rep = (() => {
      const list = node.snps
      if (!list.length) return null
      const score = (i: number) => (tree.snps[i].key ? 8 : 0) + (tree.snps[i].tentative ? 0 : 4) + (/^(M|P)\d/.test(tree.snps[i].name) ? 1 : 0)
      const best = list.reduce((a, b) => (score(b) > score(a) ? b : a), list[0])
      const s = tree.snps[best]
      return { name: s.name, pos: s.pos, ancestral: s.ancestral, derived: s.derived, rsid: s.rsid }
    })()
    return {
      ...nodeRef(tree, n),
      backbone: node.backbone,
      tentativeOnly: node.tentativeOnly,
      snpCount: node.snps.length,
      representativeSnp: rep,
      path: pathOf(tree, n).slice(0, -1).map(x => nodeRef(tree, x)),
      children: node.children.map(c => ({ id: tree.nodes[c].name, shortName: yShortName(tree, c), snpCount: tree.nodes[c].snps.length, childCount: tree.nodes[c].children.length, descendantCount: descendantCount(tree, c), members: shown(c) })),
      descendantCount: descendantCount(tree, n),
      members: shown(n),
      populations: [...new Set(yPopulationData().index.filter(r => r.haplogroup.replace(/[~*]+$/, '') === node.name).map(r => r.population))],
      tree: tree.version
    }
  }

  branch(id: string, page: number, size: number) {
    const tree = this.tree
    const n = this.nodeOrThrow(id)
    const all = descendants(tree, n)
    const list = all.slice((page - 1) * size, page * size).map(d => ({ id: tree.nodes[d.node].name, shortName: yShortName(tree, d.node), depth: d.depth, snpCount: tree.nodes[d.node].snps.length, childCount: tree.nodes[d.node].children.length }))
    return { id: tree.nodes[n].name, shortName: yShortName(tree, n), page, size, total: all.length, list, isEnd: page * size >= all.length }
  }

  snps(id: string, page: number, size: number) {
    const tree = this.tree
    const n = this.nodeOrThrow(id)
    // firm placements first, the ISOGG key SNP first among them, then by name
    const all = [...tree.nodes[n].snps].sort((a, b) => {
      const x = tree.snps[a], y = tree.snps[b]
      return Number(x.tentative) - Number(y.tentative) || Number(y.key) - Number(x.key) || x.name.localeCompare(y.name)
    })
    const list = all.slice((page - 1) * size, page * size).map(i => {
      const s = tree.snps[i]
      return { name: s.name, names: s.names, rsid: s.rsid, pos: s.pos, ancestral: s.ancestral, derived: s.derived, tentative: s.tentative, key: s.key, indel: s.indel }
    })
    return { id: tree.nodes[n].name, shortName: yShortName(tree, n), page, size, total: all.length, list, isEnd: page * size >= all.length }
  }

  search(keyword: string) {
    const tree = this.tree
    const { list, truncated } = searchTree(tree, keyword)
    return { keyword, list: list.map(m => ({ ...nodeRef(tree, m.node), matchedBy: m.matchedBy, snp: m.snp, pos: m.pos })), truncated }
  }

  /** men with 基因寻亲 on whose call lies on or below a branch, for a viewer whose person has it on */
  async branchPeople(userId: number, id: string, barcode: string, page: number, size: number) {
    const tree = this.tree
    const n = this.nodeOrThrow(id)
    const viewer = await this.viewerPerson(userId, barcode)
    const members = (await this.members('relatives_opt_in')).filter(m => m.node >= 0 && m.personId !== viewer.person.id && isInSubtree(tree, n, m.node))
    members.sort((a, b) => tree.nodes[b.node].depth - tree.nodes[a.node].depth || a.personId - b.personId)
    const list = members.slice((page - 1) * size, page * size).map(m => ({ personId: m.personId, displayName: clanDisplayName(m.surname), haplogroup: m.haplogroup!, shortName: yShortName(tree, m.node), ancestralProvince: this.provinceName(m.ancestralCode) }))
    return { id: tree.nodes[n].name, shortName: yShortName(tree, n), barcode: viewer.detection.barcode, page, size, total: members.length, list, isEnd: page * size >= members.length }
  }

  // --- clan relations -------------------------------------------------------------------------

  /**
   * spec 3.12 clan relations: opted-in men with the viewer's surname whose Y call shares at least
   * the viewer's major clade, nearest shared branch first (the tree has no dates, see
   * CLAN_SORT_BY_DEPTH_NOTE); each with the viewer's own remark.
   */
  private async clan(userId: number, barcode: string) {
    const tree = this.tree
    const viewer = await this.viewerPerson(userId, barcode)
    const surname = viewer.person.surname?.trim() || null
    const base = { viewer, surname, haplogroup: viewer.node >= 0 ? tree.nodes[viewer.node].name : null, shortName: viewer.node >= 0 ? yShortName(tree, viewer.node) : null }
    if (viewer.node < 0) {
      const reason = viewer.person.sex === 'female' ? '女性没有 Y 染色体，宗亲按父系 Y 单倍群和姓氏查找，请由家中男性（父亲、兄弟）检测后查看' : '该检测没有 Y 单倍群结果，无法按父系查找宗亲'
      return { ...base, reason, members: [] }
    }
    if (!surname) return { ...base, reason: '检测人还没有填写姓氏，宗亲按姓氏和父系 Y 单倍群查找', members: [] }
    const cladeNode = majorCladeNode(tree, viewer.node)
    const others = (await this.members('relatives_opt_in', { surname })).filter(m => m.node >= 0 && m.personId !== viewer.person.id && isInSubtree(tree, cladeNode, m.node))
    const remarks = await this.remarksOf(userId, others.map(m => m.personId))
    const members = others
      .map(m => {
        const shared = sharedNode(tree, viewer.node, m.node)
        return {
          personId: m.personId,
          displayName: clanDisplayName(m.surname),
          haplogroup: m.haplogroup!,
          shortName: yShortName(tree, m.node),
          sharedBranch: tree.nodes[shared].name,
          sharedShortName: yShortName(tree, shared),
          sharedDepth: tree.nodes[shared].depth,
          ancestralProvince: this.provinceName(m.ancestralCode),
          remark: remarks.get(m.personId) ?? null,
          node: m.node
        }
      })
      .sort(byNearestSharedBranch(tree))
    return { ...base, reason: null, members }
  }

  async clanRelations(userId: number, query: { barcode: string; page: number; size: number; sort_type?: string; max_clan_year?: number }) {
    const c = await this.clan(userId, query.barcode)
    const { page, size } = query
    const list = c.members.slice((page - 1) * size, page * size).map(({ node: _node, ...m }) => m)
    return {
      barcode: c.viewer.detection.barcode,
      personName: c.viewer.person.name,
      surname: c.surname,
      haplogroup: c.haplogroup,
      shortName: c.shortName,
      reason: c.reason,
      requestedSort: query.sort_type ?? CLAN_RELATION_SORT_DEFAULT,
      sortType: CLAN_SORT_BY_DEPTH,
      sortNote: CLAN_SORT_BY_DEPTH_NOTE,
      maxClanYear: query.max_clan_year ?? MAX_CLAN_YEAR,
      maxClanYearApplied: false,
      page,
      size,
      total: c.members.length,
      list,
      isEnd: page * size >= c.members.length
    }
  }

  /** a member of the viewer's own clan list, else 4004 (someone not on it answers like no one) */
  private async clanMemberOf(userId: number, barcode: string, personId: number) {
    const c = await this.clan(userId, barcode)
    const m = c.members.find(x => x.personId === personId)
    if (!m) throw new AppError(CODES.REPORT_NOT_FOUND)
    return { c, m }
  }

  async clanMember(userId: number, personId: number, barcode: string) {
    const tree = this.tree
    const { c, m } = await this.clanMemberOf(userId, barcode, personId)
    const shared = tree.byName.get(m.sharedBranch)!
    const sharedPath = pathOf(tree, shared)
    const below = (n: number) => pathOf(tree, n).slice(sharedPath.length).map(x => nodeRef(tree, x))
    const { node, ...member } = m
    return { barcode: c.viewer.detection.barcode, member, sharedPath: sharedPath.map(x => nodeRef(tree, x)), mine: below(c.viewer.node), theirs: below(node), sortNote: CLAN_SORT_BY_DEPTH_NOTE }
  }

  private async remarksOf(userId: number, personIds: number[]): Promise<Map<number, string>> {
    if (!personIds.length) return new Map()
    const rows = await this.db.selectFrom('clan_remarks').select(['person_id', 'remark']).where('user_id', '=', userId).where('person_id', 'in', personIds).execute()
    return new Map(rows.map(r => [r.person_id, r.remark]))
  }

  async setRemark(userId: number, personId: number, barcode: string, remark: string) {
    await this.clanMemberOf(userId, barcode, personId)
    const text = remark.trim()
    const now = this.clock()
    await this.db.transaction().execute(async trx => {
      await trx.deleteFrom('clan_remarks').where('user_id', '=', userId).where('person_id', '=', personId).execute()
      if (text) await trx.insertInto('clan_remarks').values({ user_id: userId, person_id: personId, remark: text, created_at: now, updated_at: now }).execute()
    })
    return { personId, remark: text || null }
  }

  // --- surnames -------------------------------------------------------------------------------

  surnames(page: number, size: number, keyword?: string) {
    const all = keyword ? searchSurnames(keyword) : surnameLibrary()
    return { page, size, total: all.length, list: all.slice((page - 1) * size, page * size), isEnd: page * size >= all.length, source: SURNAME_SOURCE }
  }

  async surname(id: number) {
    const s = surnameLibrary()[id - 1]
    if (!s) throw new AppError(CODES.NOT_FOUND, '姓氏库中没有这个姓氏')
    const members = (await this.statistics()).ofSurname(s.surname)
    // persons without any published report are not in members(); the counts are of people with results
    return { ...s, position: s.id, source: SURNAME_SOURCE, ...surnameTotals(members) }
  }

  async distribution(surname: string, provinceCode?: string) {
    const members = (await this.statistics()).ofSurname(surname)
    const regions = regionIndex()
    const basis = `${ORIGIN_BASIS}地区按检测人填写的祖籍统计。`
    // the provinces first: a province page must not show more than the province list does
    const byProvince = new Map<string, Member[]>()
    const unplaced: Member[] = []
    for (const m of members) {
      const p = provinceCodeOf(m.ancestralCode)
      if (!p || !regions.get(p)) unplaced.push(m)
      else {
        const list = byProvince.get(p)
        if (list) list.push(m)
        else byProvince.set(p, [m])
      }
    }
    const total = groupCount(members.length)
    const provinces = places([...byProvince.entries()].map(([code, list]) => ({ code, name: regions.get(code)!.name, count: list.length })), unplaced.length)
    if (!provinceCode) return { surname, provinceCode: null, provinceName: null, total, other: provinces.other, list: provinces.shown, minGroupSize: MIN_GROUP_SIZE, basis }

    // a province of fewer than five is not on the province list: its page shows nothing inside either
    const listed = provinces.shown.find(g => g.code === provinceCode)
    const provinceName = regions.get(provinceCode)?.name ?? null
    if (!listed) return { surname, provinceCode, provinceName, total: groupCount(0), other: groupCount(0), list: [], minGroupSize: MIN_GROUP_SIZE, basis }
    // a municipality's one "city" (市辖区) says nothing: its districts are the breakdown
    const municipality = (regions.children(provinceCode)?.list.length ?? 0) === 1
    const byCity = new Map<string, number>()
    let cityUnplaced = 0
    for (const m of byProvince.get(provinceCode) ?? []) {
      const code = municipality ? m.ancestralCode!.slice(0, 6) : cityCodeOf(m.ancestralCode)
      if (!code || !regions.get(code) || code === provinceCode) cityUnplaced++
      else byCity.set(code, (byCity.get(code) ?? 0) + 1)
    }
    const cities = places([...byCity.entries()].map(([code, count]) => ({ code, name: regions.get(code)!.name, count })), cityUnplaced)
    return { surname, provinceCode, provinceName, total: { count: listed.count, label: listed.label }, other: cities.other, list: cities.shown, minGroupSize: MIN_GROUP_SIZE, basis }
  }

  async haplogroups(surname: string) {
    const tree = this.tree
    const all = (await this.statistics()).ofSurname(surname)
    const men = all.filter(m => m.node >= 0)
    const totals = surnameTotals(all)
    const byClade = new Map<number, Map<number, number>>()
    for (const m of men) {
      const clade = majorCladeNode(tree, m.node)
      const path = pathOf(tree, m.node)
      const sub = path[path.indexOf(clade) + 1] ?? clade
      const subs = byClade.get(clade) ?? new Map<number, number>()
      subs.set(sub, (subs.get(sub) ?? 0) + 1)
      byClade.set(clade, subs)
    }
    // clades and subclades are named only with five men or more (statistics rule); the rest is 其他
    const named = namedCells([...byClade.entries()].map(([clade, subs]) => ({ clade, subs, count: [...subs.values()].reduce((a, b) => a + b, 0) })))
    named.shown.sort((a, b) => byShownCount(a, b) || tree.nodes[a.clade].name.localeCompare(tree.nodes[b.clade].name))
    return {
      surname,
      men: totals.men,
      clades: named.shown.map(c => {
        const subs = namedCells([...c.subs.entries()].map(([n, count]) => ({ n, count }))).shown.sort((a, b) => byShownCount(a, b) || tree.nodes[a.n].name.localeCompare(tree.nodes[b.n].name))
        return { clade: tree.nodes[c.clade].name, count: c.count, label: c.label, subclades: subs.map(x => ({ id: tree.nodes[x.n].name, shortName: yShortName(tree, x.n), count: x.count, label: x.label })) }
      }),
      other: named.other,
      minGroupSize: MIN_GROUP_SIZE,
      basis: `${ORIGIN_BASIS}单倍群为每位男性检测人最新一次报告的 Y 单倍群。`
    }
  }

  async geneFamilies(surname: string) {
    const tree = this.tree
    const all = (await this.statistics()).ofSurname(surname)
    const men = all.filter(m => m.node >= 0)
    const totals = surnameTotals(all)
    const counts = subtreeCounts(tree, men.map(m => m.node))
    const list = [...counts.entries()]
      .filter(([n, count]) => count >= MIN_GROUP_SIZE && !tree.nodes[n].backbone && !tree.nodes[n].children.some(c => (counts.get(c) ?? 0) >= MIN_GROUP_SIZE))
      .map(([n, count]) => ({ ...nodeRef(tree, n), ...groupCount(count) }))
      .sort((a, b) => byShownCount(a, b) || b.depth - a.depth || a.id.localeCompare(b.id))
    return {
      surname,
      men: totals.men,
      list,
      minGroupSize: MIN_GROUP_SIZE,
      basis: `${ORIGIN_BASIS}基因家族是至少 ${MIN_GROUP_SIZE} 位同姓男性共同所在的最深 Y 树分支（再往下分就不足 ${MIN_GROUP_SIZE} 人）。`
    }
  }

  // --- 寻根登记 ------------------------------------------------------------------------------------

  private leadView(r: LeadRow) {
    return {
      id: r.id,
      surname: r.surname,
      ancestralPlace: r.ancestral_place,
      ancestralPlaceCode: r.ancestral_place_code,
      residence: r.residence,
      residenceCode: r.residence_code,
      contactPreference: r.contact_preference as LeadContactPreference,
      createdAt: r.created_at,
      updatedAt: r.updated_at
    }
  }

  private checkPlaces(body: LeadBody) {
    const regions = regionIndex()
    if (!regions.get(body.ancestralPlaceCode)) throw argError('ancestralPlaceCode', '请从列表中选择祖籍')
    if (body.residenceCode && !regions.get(body.residenceCode)) throw argError('residenceCode', '请从列表中选择现居地')
    if (body.residence && !body.residenceCode) throw argError('residenceCode', '请从列表中选择现居地')
  }

  async leads(userId: number) {
    const rows = await this.db.selectFrom('lead_infos').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute()
    return { list: rows.map(r => this.leadView(r)) }
  }

  private async ownLead(userId: number, id: number): Promise<LeadRow> {
    const row = await this.db.selectFrom('lead_infos').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!row) throw new AppError(CODES.NOT_FOUND, '寻根登记不存在')
    return row
  }

  async lead(userId: number, id: number) {
    return this.leadView(await this.ownLead(userId, id))
  }

  async createLead(userId: number, body: LeadBody) {
    this.checkPlaces(body)
    const { n } = await this.db.selectFrom('lead_infos').select(eb => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()
    if (Number(n) >= LEAD_MAX_PER_USER) throw argError('surname', `最多保存 ${LEAD_MAX_PER_USER} 条寻根登记，请先删除不需要的登记`)
    const now = this.clock()
    const row = await this.db
      .insertInto('lead_infos')
      .values({ user_id: userId, surname: body.surname, ancestral_place: body.ancestralPlace, ancestral_place_code: body.ancestralPlaceCode, residence: body.residence || null, residence_code: body.residenceCode || null, contact_preference: body.contactPreference, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
    return this.leadView(row)
  }

  async updateLead(userId: number, id: number, body: LeadBody) {
    await this.ownLead(userId, id)
    this.checkPlaces(body)
    await this.db
      .updateTable('lead_infos')
      .set({ surname: body.surname, ancestral_place: body.ancestralPlace, ancestral_place_code: body.ancestralPlaceCode, residence: body.residence || null, residence_code: body.residenceCode || null, contact_preference: body.contactPreference, updated_at: this.clock() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute()
    return this.lead(userId, id)
  }

  async deleteLead(userId: number, id: number) {
    await this.ownLead(userId, id)
    await this.db.deleteFrom('lead_infos').where('id', '=', id).where('user_id', '=', userId).execute()
    return { deleted: true }
  }
}

type LeadBody = EndpointBody<typeof LINEAGE.createLead>
type LeadRow = {
  id: number
  user_id: number
  surname: string
  ancestral_place: string
  ancestral_place_code: string
  residence: string | null
  residence_code: string | null
  contact_preference: string
  created_at: number
  updated_at: number
}

/** the letter clade on a node's path ('O' for O2a2b1a1): the node named like its own clade letters, else the node itself */
export function majorCladeNode(tree: YTree, n: number): number {
  const letters = /^[A-Z]+/.exec(tree.nodes[n].name)?.[0] ?? ''
  for (const x of pathOf(tree, n)) if (tree.nodes[x].name === letters) return x
  return n
}

export function isInSubtree(tree: YTree, ancestor: number, n: number): boolean {
  for (let x = n; x >= 0; x = tree.nodes[x].parent) if (x === ancestor) return true
  return false
}

/**
 * Clan order: deepest shared branch first; among equals, the man whose own call is nearer to
 * that branch first (fewer named steps apart), then by person id so pages are stable.
 */
export function byNearestSharedBranch(tree: YTree) {
  return (a: { sharedDepth: number; node: number; personId: number }, b: { sharedDepth: number; node: number; personId: number }) =>
    b.sharedDepth - a.sharedDepth || tree.nodes[a.node].depth - tree.nodes[b.node].depth || a.personId - b.personId
}

/** places of at least five by name, largest shown count first (statistics rule); the others and the unplaced as 其他 */
function places(cells: Array<{ code: string; name: string; count: number }>, unplaced: number) {
  const out = namedCells(cells, unplaced)
  out.shown.sort((a, b) => byShownCount(a, b) || a.code.localeCompare(b.code))
  return out
}

/** a surname's opted-in persons and the men among them, each by the statistics rule */
export function surnameTotals(members: ReadonlyArray<{ node: number }>): { persons: GroupCount; men: GroupCount } {
  return { persons: groupCount(members.length), men: groupCount(members.filter(m => m.node >= 0).length) }
}
