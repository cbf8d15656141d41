/**
 * Families and the libraries through the real app (issue 24 items 4, 5 and 8): the library's
 * filter (spec 3.12) over the demo records, a self-built family that nobody else sees until an
 * operator approves it, family clues of a tested person (same surname, same Y lineage) confirmed,
 * excluded and reopened (spec 4), genealogy books with pages, ancestors.
 */
import { CODES } from '@xungen/contracts'
import { FAMILIES as F, FAMILY_TREE as T } from '@xungen/contracts/endpoints'
import { sameLineage } from '../../src/domains/families'
import { LabService } from '../../src/domains/lab'
import { newPhone } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { people } from '../helpers/publishedPeople'

jest.setTimeout(30_000)
const t = useAccountsApp()

const { call } = people(t)

/** a tested man with a published result and his Y haplogroup, not opted in to relatives */
const tested = (userId: number, name: string, surname: string, y: string | null) => people(t).tested(userId, { name, surname, haplogroup: y, relativesOptIn: false })

const names = (page: { list: Array<{ name: string }> }) => page.list.map(f => f.name)

it('Y lineages: a branch and the branch above it are one lineage, a sibling branch is not', () => {
  expect(sameLineage('O2a2b1', 'O2a2b1a1~')).toBe(true)
  expect(sameLineage('O2a2b1a1', 'O2a2b1a1')).toBe(true)
  expect(sameLineage('O2a2b1', 'O2a2b10')).toBe(false)
  expect(sameLineage('O2a2b1a1', 'O2a2b1a2')).toBe(false)
  expect(sameLineage('C2', 'O2a2b1')).toBe(false)
})

it('the library: demo records marked sample, spec 3.12 filter, type gene or genealogy, sort by update date; books with pages; ancestors', async () => {
  const all = await call(null, F.library, {}, undefined, { keyword: '示例' })
  expect(names(all.data)).toEqual(['示例张氏家族', '示例陈氏家族', '示例林氏家族'])
  expect(all.data.list.every((f: any) => f.sample && !f.selfBuilt && f.status === 'approved')).toBe(true)
  const q = async (query: Record<string, string>) => names((await call(null, F.library, {}, undefined, { keyword: '示例', ...query })).data)
  expect(await q({ sortType: 'UPDATE_DATE_ASC' })).toEqual(['示例林氏家族', '示例陈氏家族', '示例张氏家族'])
  expect(await q({ hasGenerationName: '1' })).toEqual(['示例张氏家族', '示例林氏家族'])
  expect(await q({ hasGenerationName: '0' })).toEqual(['示例陈氏家族'])
  expect(await q({ type: 'genealogy' })).toEqual(['示例林氏家族'])
  expect(await q({ hasGenealogies: '0' })).toEqual(['示例张氏家族', '示例陈氏家族'])
  expect(await q({ type: 'gene' })).toEqual(['示例陈氏家族'])
  expect(await q({ hasHaplogroup: '1', researching: '1' })).toEqual(['示例陈氏家族'])
  expect(await q({ hasAncestor: '0' })).toEqual(['示例张氏家族'])
  expect(await q({ hasCelebrity: '1' })).toEqual(['示例林氏家族'])
  expect((await call(null, F.library, {}, undefined, { hasCelebrity: '2' })).code).toBe(CODES.ARG_ERROR)

  const lin = all.data.list.find((f: any) => f.surname === '林')
  const detail = (await call(null, F.family, { id: lin.id })).data
  expect(detail).toMatchObject({ generationPoem: '明德守正敦厚传家', sample: true, mine: false, treePersons: [] })
  expect(detail.people.map((p: any) => p.kind)).toEqual(['ancestor', 'celebrity'])
  const book = (await call(null, F.genealogy, { id: detail.genealogies[0].id })).data
  expect(book.pages.map((p: any) => p.pageNo)).toEqual([1, 2, 3])
  expect(book.pages[1].text).toContain('明德守正敦厚传家')
  const ancestor = (await call(null, F.ancestor, { id: detail.people[0].id })).data
  expect(ancestor.family).toEqual({ id: lin.id, name: '示例林氏家族', surname: '林', sample: true })
  expect((await call(null, F.family, { id: 999_999 })).code).toBe(CODES.FAMILY_MISS)
})

it('a self-built family: a draft nobody else sees, sent to review, approved by an operator, then public; a change hides it again', async () => {
  const maker = await t.signUp(newPhone(), '建族者')
  const other = await t.signUp(newPhone(), '旁观者')
  const operator = await t.signUp(newPhone(), '审核员')
  await new LabService(t.app.db, t.app.storage, t.now).grantRole(operator.userId, 'operator')

  const created = await call(maker.token, F.createSelfBuilt, {}, { surname: '欧阳', name: '自建欧阳测试家族', hall: '测试堂', generationPoem: '永 世 其 昌', tags: ['测试', '测试'] })
  expect(created.code).toBe(0)
  const id = created.data.id
  expect(created.data).toMatchObject({ status: 'draft', mine: true, generationPoem: '永世其昌', tags: ['测试'], selfBuilt: true, sample: false })
  expect((await call(maker.token, F.createSelfBuilt, {}, { surname: '', name: '无姓' })).code).toBe(CODES.ARG_ERROR)
  expect((await call(maker.token, F.createSelfBuilt, {}, { surname: '王', name: '字辈错', generationPoem: 'abc' })).code).toBe(CODES.ARG_ERROR)

  // nobody else: not the page, not the library, not a change
  expect((await call(other.token, F.family, { id })).code).toBe(CODES.FAMILY_MISS)
  expect((await call(null, F.family, { id })).code).toBe(CODES.FAMILY_MISS)
  expect((await call(other.token, F.updateSelfBuilt, { id }, { surname: '侵', name: '入侵改名' })).code).toBe(CODES.FAMILY_MISS)
  expect((await call(other.token, F.save, {}, { familyId: id, saved: true })).code).toBe(CODES.FAMILY_MISS)
  expect(names((await call(null, F.library, {}, undefined, { keyword: '欧阳' })).data)).toEqual([])

  // people, history lines in year order, and a DNA-tested man of the maker's tree linked: the family's Y haplogroup
  await call(maker.token, F.selfBuiltPeople, { id }, { list: [{ kind: 'ancestor', name: '欧阳始祖', era: '明代' }, { kind: 'celebrity', name: '欧阳名人', description: '测试' }] })
  const history = await call(maker.token, F.selfBuiltHistory, { id }, { list: [{ year: 1850, title: '重修族谱' }, { year: -100, title: '始迁' }, { timeText: '清末', title: '分支迁出' }] })
  expect(history.data.historyLines.map((l: any) => [l.timeText, l.title])).toEqual([['公元前 100 年', '始迁'], ['1850 年', '重修族谱'], ['清末', '分支迁出']])
  expect((await call(maker.token, F.selfBuiltHistory, { id }, { list: [{ title: '没有时间' }] })).code).toBe(CODES.ARG_ERROR)
  const man = await tested(maker.userId, '欧阳甲', '欧阳', 'O2a2b1a1a~')
  const tree = (await call(maker.token, T.create, {}, { name: '欧阳家谱' })).data
  const p1 = (await call(maker.token, T.addPerson, { id: tree.id }, { surname: '欧阳', given: '甲', sex: 'M' })).data
  await call(maker.token, T.linkTested, { id: tree.id, personId: p1.id }, { barcode: man.barcode })
  const p2 = (await call(maker.token, T.addPerson, { id: tree.id }, { surname: '欧阳', given: '乙', sex: 'M', relativeId: p1.id, relation: 'parent' })).data
  const linked = await call(maker.token, F.selfBuiltTreePersons, { id }, { treeId: tree.id, personIds: [p1.id, p2.id] })
  expect(linked.data).toMatchObject({ haplogroup: 'O2a2b1a1a', treePersonCount: 2 })
  expect(linked.data.treePersons.map((p: any) => p.name)).toEqual(['欧阳甲', '欧阳乙'])
  // another account's tree cannot be linked
  const otherTree = (await call(other.token, T.create, {}, { name: '别人的家谱' })).data
  expect((await call(maker.token, F.selfBuiltTreePersons, { id }, { treeId: otherTree.id, personIds: [] })).code).toBe(CODES.FAMILY_MISS)

  // review: only operators see the queue; refusing needs a reason
  const submitted = await call(maker.token, F.submitSelfBuilt, { id })
  expect(submitted.data.status).toBe('pending')
  expect((await call(other.token, F.family, { id })).code).toBe(CODES.FAMILY_MISS)
  expect((await call(other.token, F.reviewQueue)).code).toBe(CODES.NOT_FOUND)
  expect((await call(maker.token, F.review, { id }, { approve: true })).code).toBe(CODES.NOT_FOUND)
  const queue = await call(operator.token, F.reviewQueue)
  expect(queue.data.list.map((f: any) => f.id)).toContain(id)
  expect((await call(operator.token, F.review, { id }, { approve: false })).code).toBe(CODES.ARG_ERROR)
  const approved = await call(operator.token, F.review, { id }, { approve: true })
  expect(approved.data.status).toBe('approved')
  expect((await call(operator.token, F.review, { id }, { approve: true })).code).toBe(CODES.ARG_ERROR)

  // public now: in the library with the filter, its linked persons counted but not named for others
  const seen = (await call(other.token, F.family, { id })).data
  expect(seen).toMatchObject({ status: 'approved', treePersonCount: 2, treePersons: [], mine: false, reviewNote: null })
  expect(names((await call(null, F.library, {}, undefined, { keyword: '欧阳', hasCelebrity: '1', type: 'gene' })).data)).toEqual(['自建欧阳测试家族'])
  expect((await call(other.token, F.save, {}, { familyId: id, saved: true })).data.saved).toBe(true)
  expect((await call(other.token, F.mine)).data.saved.map((f: any) => f.id)).toEqual([id])

  // a change after approval is reviewed again before it is public; a refusal's reason reaches the maker only
  await call(maker.token, F.updateSelfBuilt, { id }, { surname: '欧阳', name: '自建欧阳测试家族', intro: '改过的简介' })
  expect((await call(other.token, F.family, { id })).code).toBe(CODES.FAMILY_MISS)
  expect((await call(other.token, F.mine)).data.saved).toEqual([])
  await call(maker.token, F.submitSelfBuilt, { id })
  await call(operator.token, F.review, { id }, { approve: false, note: '请补充史料出处' })
  expect((await call(maker.token, F.family, { id })).data).toMatchObject({ status: 'rejected', reviewNote: '请补充史料出处' })
  expect((await call(maker.token, F.selfBuilt)).data.list.map((f: any) => [f.id, f.status])).toEqual([[id, 'rejected']])

  // an empty family cannot be sent; deleting takes everything with it
  const empty = (await call(maker.token, F.createSelfBuilt, {}, { surname: '欧阳', name: '空的家族' })).data
  expect((await call(maker.token, F.submitSelfBuilt, { id: empty.id })).code).toBe(CODES.ARG_ERROR)
  expect((await call(other.token, F.deleteSelfBuilt, { id: empty.id })).code).toBe(CODES.FAMILY_MISS)
  expect((await call(maker.token, F.deleteSelfBuilt, { id: empty.id })).data.deleted).toBe(true)
  expect((await call(maker.token, F.family, { id: empty.id })).code).toBe(CODES.FAMILY_MISS)
})

it('family clues: same surname and Y lineage; confirmed, excluded and reopened per clue; demo families never; only the owner\'s barcode', async () => {
  const maker = await t.signUp(newPhone(), '建族者乙')
  const operator = await t.signUp(newPhone(), '审核员乙')
  await new LabService(t.app.db, t.app.storage, t.now).grantRole(operator.userId, 'operator')
  const build = async (name: string, y: string | null) => {
    const f = (await call(maker.token, F.createSelfBuilt, {}, { surname: '陈', name, generationPoem: '忠孝' })).data
    if (y) await t.app.db.updateTable('families').set({ haplogroup: y }).where('id', '=', f.id).execute()
    await call(maker.token, F.submitSelfBuilt, { id: f.id })
    await call(operator.token, F.review, { id: f.id }, { approve: true })
    return f.id as number
  }
  const same = await build('线索同支陈氏', 'O2a2b1')
  const unknown = await build('线索未测陈氏', null)
  await build('线索异支陈氏', 'C2b1')
  const draft = (await call(maker.token, F.createSelfBuilt, {}, { surname: '陈', name: '线索草稿陈氏' })).data.id

  const seeker = await t.signUp(newPhone(), '寻根者')
  const me = await tested(seeker.userId, '陈寻根', '陈', 'O2a2b1a1a')
  const clues = await call(seeker.token, F.clues, {}, undefined, { barcode: me.barcode })
  expect(clues.data).toMatchObject({ surname: '陈', yHaplogroup: 'O2a2b1a1a' })
  const byId = new Map(clues.data.list.map((c: any) => [c.family.id, c]))
  expect(byId.get(same)).toMatchObject({ dna: 'same-lineage', status: null })
  expect(byId.get(unknown)).toMatchObject({ dna: 'unknown' })
  expect(clues.data.list.every((c: any) => !c.family.sample && c.family.name !== '线索异支陈氏' && c.family.id !== draft)).toBe(true)

  expect((await call(seeker.token, F.claim, {}, { barcode: me.barcode, familyId: same, status: 'confirmed' })).data.status).toBe('confirmed')
  expect((await call(seeker.token, F.claim, {}, { barcode: me.barcode, familyId: unknown, status: 'excluded' })).data.status).toBe('excluded')
  expect((await call(seeker.token, F.claimed)).data.list.map((c: any) => [c.familyTraceName, c.status]).sort()).toEqual([['线索同支陈氏', 'confirmed'], ['线索未测陈氏', 'excluded']])
  await call(seeker.token, F.claim, {}, { barcode: me.barcode, familyId: unknown, status: 'none' })
  expect((await call(seeker.token, F.claimed)).data.list.map((c: any) => c.familyTraceName)).toEqual(['线索同支陈氏'])
  // a family that is no clue of this person, a draft, another's barcode
  expect((await call(seeker.token, F.claim, {}, { barcode: me.barcode, familyId: draft, status: 'confirmed' })).code).toBe(CODES.FAMILY_MISS)
  expect((await call(maker.token, F.clues, {}, undefined, { barcode: me.barcode })).code).toBe(CODES.REPORT_NOT_FOUND)
  expect((await call(maker.token, F.claim, {}, { barcode: me.barcode, familyId: same, status: 'excluded' })).code).toBe(CODES.REPORT_NOT_FOUND)
})
