/**
 * Family trees through the real app (issue 24 items 1-3): create, persons placed as parents,
 * children, partners and siblings, 字辈 and 农历 dates, sharing (editor, viewer/browse), another
 * account refused everything, GEDCOM import (royal92.ged timing) and export round trip.
 */
import fs from 'fs'
import path from 'path'
import { CODES } from '@xungen/contracts'
import { FAMILY_TREE as F } from '@xungen/contracts/endpoints'
import { json } from '../helpers/app'
import { multipart, signedUpload } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { people } from '../helpers/publishedPeople'

jest.setTimeout(60_000)
const t = useAccountsApp()
const SAMPLES = path.join(process.env.XUNGEN_REFERENCE_DIR ?? '/work/shared/data', 'gedcom_samples')

const { user, call } = people(t)
const at = (p: string, params: Record<string, string | number>) => p.replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(String(params[k])))
const upload = async (token: string, file: Buffer, name: string) => json<any>(await signedUpload(t, F.importGedcom.path, { name }, multipart(file, { filename: 'tree.ged', contentType: 'application/octet-stream' }), { token }))

/** a tested man with a published result, opted in to relatives */
const tested = (userId: number, name: string) => people(t).tested(userId, { name })

describe('family trees', () => {
  it('builds three generations, shares them, and refuses everyone else', async () => {
    const owner = await user('家谱主人')
    const editor = await user('家谱编辑')
    const viewer = await user('家谱浏览')
    const stranger = await user('陌生人')
    const tree = await call(owner.token, F.create, {}, { name: '王氏家谱' })
    expect(tree.code).toBe(0)
    const id = tree.data.id
    const me = await call(owner.token, F.addPerson, { id }, { surname: '王', given: '德明', generationName: '德', sex: 'M', birth: { date: { qualifier: 'exact', date: { calendar: '_LUNAR', year: 1950, month: 3, day: 15 } }, place: '福建省泉州市', placeCode: '350500' } })
    expect(me.code).toBe(0)
    expect(me.data.events[0]).toMatchObject({ tag: 'BIRT', date: '_LUNAR 15 M3 1950', dateText: '农历1950年三月十五', placeCode: '350500' })
    const add = (relativeId: number, relation: string, body: object) => call(owner.token, F.addPerson, { id }, { ...body, relativeId, relation })
    const father = (await add(me.data.id, 'parent', { surname: '王', given: '家福', sex: 'M', birth: { date: { qualifier: 'ABT', date: { calendar: 'GREGORIAN', year: 1920 } } } })).data
    const mother = (await add(me.data.id, 'parent', { surname: '李', given: '秀英', sex: 'F' })).data
    const wife = (await add(me.data.id, 'spouse', { surname: '陈', given: '丽', sex: 'F' })).data
    const son = (await add(me.data.id, 'child', { surname: '王', given: '仁杰', sex: 'M' })).data
    const sister = (await add(me.data.id, 'sibling', { surname: '王', given: '德芳', sex: 'F' })).data
    expect((await add(me.data.id, 'parent', { surname: '赵', given: '三', sex: 'M' })).code).toBe(CODES.ARG_ERROR)
    const detail = await call(owner.token, F.person, { id, personId: me.data.id })
    expect(detail.data.parents.map((p: any) => p.name).sort()).toEqual(['李秀英', '王家福'])
    expect(detail.data.spouses.map((p: any) => p.name)).toEqual(['陈丽'])
    expect(detail.data.children.map((p: any) => p.name)).toEqual(['王仁杰'])
    expect(detail.data.siblings.map((p: any) => p.name)).toEqual(['王德芳'])
    expect(detail.data.birth.date).toEqual({ qualifier: 'exact', date: { calendar: '_LUNAR', year: 1950, month: 3, day: 15 } })
    // an impossible date is refused with the field and Chinese words, nothing written
    const bad = await call(owner.token, F.updatePerson, { id, personId: son.id }, { surname: '王', given: '仁杰', sex: 'M', birth: { date: { qualifier: 'exact', date: { calendar: 'GREGORIAN', year: 1999, month: 2, day: 30 } } } })
    expect(bad.code).toBe(CODES.ARG_ERROR)
    expect(JSON.stringify(bad)).toContain('日期不存在')
    const data = await call(owner.token, F.tree, { id })
    expect(data.data.familyNodes).toHaveLength(6)
    expect(data.data.masterNodeId).toBe(me.data.id)
    expect(data.data.familyNodes.find((n: any) => n.id === father.id).birthYear).toBe(1920)
    expect(data.data.editable).toBe(true)

    // another account: 404 for everything, the same as for no tree
    for (const [d, params, body] of [
      [F.tree, { id }], [F.browse, { id }], [F.person, { id, personId: me.data.id }], [F.exportGedcom, { id }], [F.members, { id }],
      [F.update, { id }, { name: '偷改' }], [F.remove, { id }], [F.addPerson, { id }, { surname: '侵', sex: 'M', relativeId: me.data.id, relation: 'child' }],
      [F.updatePerson, { id, personId: me.data.id }, { surname: '侵', sex: 'M' }], [F.removePerson, { id, personId: mother.id }], [F.share, { id }, { phone: stranger.phone, role: 'editor' }]
    ] as Array<[any, any, any?]>) {
      const res = await call(stranger.token, d, params, body)
      expect({ at: d.path, code: res.code }).toEqual({ at: d.path, code: CODES.NOT_FOUND })
      expect(JSON.stringify(res)).not.toContain('德明')
    }
    expect((await call(stranger.token, F.allOfMine)).data.list).toEqual([])
    expect((await call(owner.token, F.tree, { id })).data.familyNodes).toHaveLength(6)

    // shared: the editor changes it, the viewer browses it read-only
    expect((await call(owner.token, F.share, { id }, { phone: editor.phone, role: 'editor' })).data).toMatchObject({ userId: editor.id, name: '家谱编辑', role: 'editor' })
    expect((await call(owner.token, F.share, { id }, { phone: viewer.phone, role: 'viewer' })).data.role).toBe('viewer')
    const editorList = (await call(editor.token, F.allOfMine)).data.list
    expect(editorList).toEqual([expect.objectContaining({ id, share: true, role: 'editor', ownerName: '家谱主人', personCount: 6 })])
    expect((await call(editor.token, F.updatePerson, { id, personId: wife.id }, { surname: '陈', given: '丽华', sex: 'F' })).data.name).toBe('陈丽华')
    expect((await call(editor.token, F.remove, { id })).code).toBe(CODES.NOT_FOUND)
    expect((await call(editor.token, F.members, { id })).code).toBe(CODES.NOT_FOUND)
    const browsed = await call(viewer.token, F.browse, { id })
    expect(browsed.data).toMatchObject({ share: true, role: 'viewer', editable: false })
    expect((await call(viewer.token, F.updatePerson, { id, personId: wife.id }, { surname: '陈', sex: 'F' })).code).toBe(CODES.NOT_FOUND)
    expect((await call(viewer.token, F.addPerson, { id }, { surname: '侵', sex: 'M', relativeId: me.data.id, relation: 'child' })).code).toBe(CODES.NOT_FOUND)
    expect((await call(owner.token, F.browse, { id })).data.editable).toBe(false)
    // the viewer leaves; the owner stops sharing with the editor
    expect((await call(viewer.token, F.signOut, { id })).data.left).toBe(true)
    expect((await call(viewer.token, F.browse, { id })).code).toBe(CODES.NOT_FOUND)
    expect((await call(owner.token, F.unshare, { id, userId: editor.id })).data.deleted).toBe(true)
    expect((await call(editor.token, F.tree, { id })).code).toBe(CODES.NOT_FOUND)

    // removing a person takes them out of their families
    expect((await call(owner.token, F.removePerson, { id, personId: sister.id })).data.deleted).toBe(true)
    expect((await call(owner.token, F.person, { id, personId: me.data.id })).data.siblings).toEqual([])

    // export as GEDCOM 7.0 and 5.5.1, import each as a new tree: the same people and relations
    for (const version of ['7.0', '5.5.1']) {
      const out = await call(owner.token, F.exportGedcom, { id }, undefined, { version })
      expect(out.code).toBe(0)
      expect(out.data.content).toContain(`2 VERS ${version}`)
      expect(out.data.content).toContain('2 _ZIBEI 德')
      const back = await upload(owner.token, Buffer.from(out.data.content), `导入 ${version}`)
      expect(back.code).toBe(0)
      expect(back.data.report).toMatchObject({ persons: 5, version })
      const copy = await call(owner.token, F.tree, { id: back.data.tree.id })
      expect(copy.data.familyNodes.map((n: any) => n.name).sort()).toEqual(['李秀英', '王仁杰', '王家福', '王德明', '陈丽华'])
      const copiedMe = copy.data.familyNodes.find((n: any) => n.name === '王德明')
      const copiedDetail = (await call(owner.token, F.person, { id: back.data.tree.id, personId: copiedMe.id })).data
      expect(copiedDetail.events[0]).toMatchObject({ date: '_LUNAR 15 M3 1950', place: '福建省泉州市' })
      expect(copiedDetail.parents).toHaveLength(2)
      expect(copiedDetail.children.map((c: any) => c.name)).toEqual(['王仁杰'])
    }
    expect((await call(owner.token, F.remove, { id })).data.deleted).toBe(true)
    expect((await call(owner.token, F.tree, { id })).code).toBe(CODES.NOT_FOUND)
  })

  it('places a gene relative where the predicted relationship allows and flags a place the tree contradicts', async () => {
    const owner = await user('寻亲者')
    const other = await user('亲人')
    const stranger = await user('旁人')
    const me = await tested(owner.id, '周建国')
    const cousin = await tested(other.id, '周建华')
    const [a, b] = [me.detectionId, cousin.detectionId].sort((x, y) => x - y)
    await t.app.db.insertInto('relative_matches').values({ detection_a: a, detection_b: b, total_cm: 900, segments: 30, largest_cm: 80, relationship: 'third-degree', relationship_label: '三级亲属', grade: null, created_at: Date.now() }).execute()
    const id = (await call(owner.token, F.create, {}, { name: '周氏家谱' })).data.id
    const self = (await call(owner.token, F.addPerson, { id }, { surname: '周', given: '建国', sex: 'M' })).data
    const father = (await call(owner.token, F.addPerson, { id }, { surname: '周', given: '父', sex: 'M', relativeId: self.id, relation: 'parent' })).data
    const uncle = (await call(owner.token, F.addPerson, { id }, { surname: '周', given: '叔', sex: 'M', relativeId: father.id, relation: 'sibling' })).data
    const q = { barcode: me.barcode, relativePersonId: String(cousin.personId) }
    // before the tested person is linked: no anchor, no positions
    const before = await call(owner.token, F.placement, { id }, undefined, q)
    if (before.code !== 0) throw new Error(JSON.stringify(before))
    expect(before.data).toMatchObject({ anchor: null, positions: [], match: { personId: cousin.personId, relationship: 'third-degree', relationshipText: '3级亲属' } })
    // another account's barcode cannot be linked, nor its matches read
    expect((await call(stranger.token, F.placement, { id }, undefined, q)).code).toBe(CODES.NOT_FOUND)
    expect((await call(owner.token, F.linkTested, { id, personId: self.id }, { barcode: cousin.barcode })).code).toBe(CODES.ARG_ERROR)
    expect((await call(owner.token, F.linkTested, { id, personId: self.id }, { barcode: me.barcode })).data.tested).toBe(true)
    const where = (await call(owner.token, F.placement, { id }, undefined, q)).data
    expect(where.anchor).toEqual({ id: self.id, name: '周建国' })
    // a first cousin: a child of the uncle (the father's sibling); great-grandparents need a grandparent first
    expect(where.positions).toEqual(expect.arrayContaining([{ key: 'cousin', label: '堂或表兄弟姐妹', relativeId: uncle.id, relativeName: '周叔', relation: 'child' }]))
    expect(where.blocked.map((x: any) => x.key)).toEqual(expect.arrayContaining(['greatGrandparent']))
    const placed = await call(owner.token, F.place, { id }, { barcode: me.barcode, relativePersonId: cousin.personId, person: { surname: '周', given: '建华', sex: 'M', relativeId: uncle.id, relation: 'child' } })
    expect(placed.data).toMatchObject({ name: '周建华', dnaMatch: '3级亲属', dnaConflict: null, parents: [{ id: uncle.id, name: '周叔', sex: 'M' }] })
    let nodes = (await call(owner.token, F.tree, { id })).data.familyNodes
    expect(nodes.find((n: any) => n.id === self.id)).toMatchObject({ tested: true, dnaConflict: false })
    expect(nodes.find((n: any) => n.id === placed.data.id)).toMatchObject({ dnaMatch: '3级亲属', dnaConflict: false })
    // placed instead as the father: the tree says 1 degree, the DNA 3: flagged
    const wrong = await call(owner.token, F.place, { id }, { barcode: me.barcode, relativePersonId: cousin.personId, personId: father.id })
    expect(wrong.data.dnaConflict).toBe('家谱中是 1 级亲属，DNA 推断为 3 级亲属')
    nodes = (await call(owner.token, F.tree, { id })).data.familyNodes
    expect(nodes.filter((n: any) => n.dnaMatch).map((n: any) => [n.id, n.dnaConflict])).toEqual([[father.id, true]])
    expect((await call(owner.token, F.placement, { id }, undefined, q)).data.placed).toEqual({ id: father.id, name: '周父' })
  })

  it('imports royal92.ged (3,010 persons) and opens it within the targets; refuses a file that is not GEDCOM', async () => {
    const owner = await user('王室谱')
    const start = Date.now()
    const res = await upload(owner.token, fs.readFileSync(path.join(SAMPLES, 'royal92.ged')), 'royal92')
    const importMs = Date.now() - start
    expect(res.code).toBe(0)
    expect(res.data.report).toMatchObject({ persons: 3010, encoding: 'ANSEL' })
    expect(res.data.report.unmapped).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'INDI.REFN', label: '参考编号' })]))
    // targets: import < 2 s, open < 1 s on a quiet machine (measured 1.1-1.6 s and 0.3-0.7 s with the machine at load 15);
    // the test allows the shared CI run's load, and fails on a regression of the order of the rows-at-a-time kind
    expect(importMs).toBeLessThan(5000)
    const openStart = Date.now()
    const tree = await call(owner.token, F.tree, { id: res.data.tree.id })
    expect(Date.now() - openStart).toBeLessThan(3000)
    expect(tree.data.familyNodes).toHaveLength(3010)
    console.log(`royal92.ged: import ${importMs} ms, open ${Date.now() - openStart} ms (${process.env.XUNGEN_TEST_DB})`)
    const bad = await upload(owner.token, Buffer.from('not a gedcom'), 'x')
    expect(bad.code).toBe(CODES.ARG_ERROR)
    expect(JSON.stringify(bad)).toContain('这不是 GEDCOM 文件')
    expect((await call(owner.token, F.allOfMine)).data.list).toHaveLength(1)
  })
})
