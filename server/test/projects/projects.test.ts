/**
 * Research projects through the real app (issue 24 item 6): the join condition checked against the
 * member's own published result (surname; Y haplogroup on the project's branch of the reference
 * tree), statistics by the one statistics rule (a group of fewer than 5 hidden and unnamed),
 * announcements told to members through the notifications domain, discussions and comments for
 * members only, the seeded 示例 projects.
 */
import { CODES } from '@xungen/contracts'
import { NOTIFICATIONS, PROJECTS as P } from '@xungen/contracts/endpoints'
import { useAccountsApp } from '../helpers/fixture'
import { people } from '../helpers/publishedPeople'

jest.setTimeout(60_000)
const t = useAccountsApp()

describe('research projects', () => {
  it('joins only with a person whose real result meets the condition, and says why not in Chinese (4006)', async () => {
    const { user, tested, call } = people(t)
    const starter = await user('发起人')
    const wang = await user('王先生')
    const li = await user('李女士')
    const surnameProject = await call(starter.token, P.create, {}, { name: '王氏源流研究', type: 'surname', surname: '王', introduction: '研究各地王姓男性的父系来源与迁徙。' })
    expect(surnameProject.code).toBe(0)
    const hgProject = await call(starter.token, P.create, {}, { name: 'O2a2b1 支系研究', type: 'haplogroup', haplogroup: 'O2a2b1', introduction: '研究 O2a2b1 支系在各地的分布。' })
    expect(hgProject.data.conditionText).toBe('检测人的父系（Y）单倍群属于 O2a2b1 支系')
    // a haplogroup not on the reference tree is refused
    const bad = await call(starter.token, P.create, {}, { name: '不存在的支系', type: 'haplogroup', haplogroup: 'Q9z9z9', introduction: '这个单倍群不在参考树上。' })
    expect([bad.code, bad.message]).toEqual([CODES.ARG_ERROR, '参考 Y 树中没有单倍群 Q9z9z9，请从树上选择一个支系'])

    const wangPerson = await tested(wang.id, { name: '王建国', haplogroup: 'O2a2b1a1a1' })
    const liPerson = await tested(li.id, { name: '李秀英', sex: 'female' })
    // the condition, per own person, before joining
    const options = await call(li.token, P.joinOptions, {}, undefined, { projectId: String(surnameProject.data.id) })
    expect(options.data.list).toEqual([expect.objectContaining({ barcode: liPerson.barcode, met: false, reason: '本项目只接受姓“王”的检测人，该检测人姓“李”' })])
    const refused = await call(li.token, P.join, { id: surnameProject.data.id }, { barcode: liPerson.barcode, showHaplogroup: true, showPlace: true })
    expect([refused.code, refused.message]).toEqual([CODES.ARG_ERROR, '不符合本项目的加入条件：本项目只接受姓“王”的检测人，该检测人姓“李”'])
    const noY = await call(li.token, P.join, { id: hgProject.data.id }, { barcode: liPerson.barcode, showHaplogroup: true, showPlace: true })
    expect(noY.message).toContain('女性没有 Y 染色体')
    // another account's barcode is no one's to join with (4004, as if it did not exist)
    expect((await call(li.token, P.join, { id: surnameProject.data.id }, { barcode: wangPerson.barcode, showHaplogroup: true, showPlace: true })).code).toBe(CODES.REPORT_NOT_FOUND)

    const joined = await call(wang.token, P.join, { id: hgProject.data.id }, { barcode: wangPerson.barcode, showHaplogroup: true, showPlace: false })
    expect(joined.data).toEqual({ joined: true, barcode: wangPerson.barcode, showHaplogroup: true, showPlace: false })
    expect((await call(wang.token, P.join, { id: surnameProject.data.id }, { barcode: wangPerson.barcode, showHaplogroup: false, showPlace: false })).code).toBe(0)
    // members by 称呼 only, the haplogroup where shown
    const members = await call(null, P.members, { id: hgProject.data.id })
    expect(members.data.list).toEqual([expect.objectContaining({ haplogroup: 'O2a2b1a1a1', place: null })])
    expect(JSON.stringify(members.data)).not.toContain('王建国')
    // spec 4: participation can be updated, and left
    expect((await call(wang.token, P.updateParticipation, { id: hgProject.data.id }, { showHaplogroup: false, showPlace: true })).data.showHaplogroup).toBe(false)
    expect((await call(null, P.members, { id: hgProject.data.id })).data.list[0].haplogroup).toBeNull()
    const detail = await call(wang.token, P.detail, { id: hgProject.data.id })
    expect(detail.data).toEqual(expect.objectContaining({ joined: true, isOwner: false, participation: { joined: true, barcode: wangPerson.barcode, showHaplogroup: false, showPlace: true } }))
    expect((await call(null, P.detail, { id: hgProject.data.id })).data.participation).toBeNull()
    expect((await call(li.token, P.updateParticipation, { id: hgProject.data.id }, { showHaplogroup: true, showPlace: true })).code).toBe(CODES.NOT_FOUND)
  })

  it('counts members by their real results and hides every group of fewer than 5', async () => {
    const { user, tested, call } = people(t)
    const starter = await user('统计发起人')
    const project = (await call(starter.token, P.create, {}, { name: '张姓统计', type: 'surname', surname: '张', introduction: '统计张姓成员的祖籍与单倍群。' })).data
    // 6 from 浙江 with one haplogroup, 2 from 福建 with another
    for (let i = 0; i < 8; i++) {
      const u = await user(`张成员${i}`)
      const p = await tested(u.id, { name: `张成员${i}`, haplogroup: i < 6 ? 'O2a2b1a1a1' : 'C2c1a1a1', birthplaceCode: i < 6 ? '330102' : '350102', nation: '汉族' })
      expect((await call(u.token, P.join, { id: project.id }, { barcode: p.barcode, showHaplogroup: false, showPlace: false })).code).toBe(0)
    }
    const byDistrict = (await call(null, P.statistics, { id: project.id }, undefined, { by: 'district' })).data
    expect(byDistrict.total).toEqual({ count: 5, label: '5人以上' })
    expect(byDistrict.list).toEqual([{ name: '浙江省', count: 5, label: '5人以上' }])
    expect(byDistrict.other).toEqual({ count: null, label: '少于5人' })
    expect(JSON.stringify(byDistrict)).not.toContain('福建')
    const byHaplogroup = (await call(null, P.statistics, { id: project.id }, undefined, { by: 'haplogroup' })).data
    expect(byHaplogroup.list.map((c: { name: string }) => c.name)).toEqual(['O2a2b1a1a1'])
    expect(JSON.stringify(byHaplogroup)).not.toContain('C2c1a1a1')
    // the member list shows no haplogroup or place a member did not choose to show
    expect((await call(null, P.members, { id: project.id })).data.list.every((m: { haplogroup: string | null; place: string | null }) => m.haplogroup === null && m.place === null)).toBe(true)
    expect((await call(null, P.detail, { id: project.id })).data.members).toEqual({ count: 5, label: '5人以上' })
  })

  it('tells members of an announcement; discussions and comments are for members and the starter only', async () => {
    const { user, tested, call } = people(t)
    const starter = await user('公告发起人')
    const member = await user('项目成员')
    const outsider = await user('路人')
    const project = (await call(starter.token, P.create, {}, { name: '陈氏研究', type: 'surname', surname: '陈', introduction: '研究陈姓的源流与分布情况。' })).data
    const p = await tested(member.id, { name: '陈立', relativesName: '陈先生' })
    await call(member.token, P.join, { id: project.id }, { barcode: p.barcode, showHaplogroup: true, showPlace: true })
    expect((await call(member.token, P.createPost, { id: project.id }, { kind: 'announcement', title: '成员公告', content: '只有发起人能发布公告。' })).message).toBe('只有项目发起人可以发布公告')
    const announcement = await call(starter.token, P.createPost, { id: project.id }, { kind: 'announcement', title: '第一次线上交流', content: '本周六晚八点线上交流研究进展。' })
    expect(announcement.data).toEqual(expect.objectContaining({ kind: 'announcement', authorName: '项目发起人' }))
    await t.app.events.settle()
    const notices = await call(member.token, NOTIFICATIONS.notices, {}, undefined, { module: 'notification', count: '10', refreshMode: '-1', baselineId: '0' })
    expect(notices.data.list).toEqual([expect.objectContaining({ title: '研究项目“陈氏研究”发布了公告', content: '第一次线上交流', webviewInfo: { url: `/ancestry/project/${project.id}/announcement-detail?postId=${announcement.data.id}` } })])
    // the starter who wrote it is not told
    expect((await call(starter.token, NOTIFICATIONS.notices, {}, undefined, { module: 'notification', count: '10', refreshMode: '-1', baselineId: '0' })).data.list).toEqual([])

    expect((await call(outsider.token, P.createPost, { id: project.id }, { kind: 'discussion', title: '我想问问', content: '路人也想发起讨论。' })).message).toBe('加入项目后才能发起讨论')
    const discussion = (await call(member.token, P.createPost, { id: project.id }, { kind: 'discussion', title: '我家的字辈', content: '我家字辈是“立德树人”。' })).data
    expect(discussion.authorName).toBe('陈先生')
    expect((await call(outsider.token, P.comment, { id: project.id, postId: discussion.id }, { content: '路过' })).message).toBe('加入项目后才能评论')
    expect((await call(starter.token, P.comment, { id: project.id, postId: discussion.id }, { content: '欢迎补充族谱资料' })).code).toBe(0)
    const read = (await call(null, P.post, { id: project.id, postId: discussion.id })).data
    expect([read.total, read.comments[0].authorName, read.comments[0].content]).toEqual([1, '项目发起人', '欢迎补充族谱资料'])
    const list = (await call(null, P.posts, { id: project.id }, undefined, { kind: 'announcement' })).data
    expect(list.list.map((x: { title: string }) => x.title)).toEqual(['第一次线上交流'])
  })

  it('seeds the demonstration projects marked 示例, with no members of their own', async () => {
    const { call } = people(t)
    const list = (await call(null, P.list, {}, undefined, {})).data.list.filter((p: { demo: boolean }) => p.demo)
    expect(list.map((p: { name: string }) => p.name).sort()).toEqual(['示例：O-M134 支系研究项目', '示例：王姓 Y-DNA 研究项目'].sort())
    expect(list.every((p: { name: string; members: { label: string } }) => p.name.startsWith('示例') && p.members.label === '少于5人')).toBe(true)
  })
})
