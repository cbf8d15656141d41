/**
 * Relatives finding: each analysed kit is matched one-against-all with the kits of persons who
 * turned relatives finding on. A simulated parent and child (the genome engine's pedigree
 * simulator, at real panel positions) find each other as parent-child; a stranger finds nobody;
 * turning the switch off removes the person from the other's list.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { randomBytes } from 'crypto'
import { TEST_SIGNING_KEYS, defaultRelativesName, signRequest } from '@xungen/contracts'
import { ANCESTRY, IMPORT_ENDPOINTS, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { Rng, buildFrequencyModel, createMatchPanel, getReference, loadUniverse, readGeneticMap } from '@xungen/genome'
import { chipGenotypes, PopulationSimulator } from '@xungen/genome/simulate/people'
import { writeSimulatedVendorFile } from '@xungen/genome/simulate/vendor-file'
import { auth, multipart } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, type KitApp } from '../kit/helpers'

jest.setTimeout(180_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

let t: KitApp
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-relatives-'))
beforeAll(async () => {
  // issue 24 item 7: relatives found is a subscription message of the mini-program
  t = await createKitApp({ env: { WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify({ relativesFound: { id: 'TPL-relatives-0004', fields: { thing1: 'person', thing2: 'note', time3: 'time' } } }) } })
  const ref = getReference()
  const { panel } = await loadUniverse({ ref })
  const match = createMatchPanel(panel, readGeneticMap(ref))
  const freq = buildFrequencyModel(panel, ref)
  const sim = new PopulationSimulator(match, [{ population: 'CHS', a2: freq.simulationA2('CHS') }], new Rng('server-relatives'))
  const father = sim.founder('CHS')
  const mother = sim.founder('CHS')
  const child = sim.child(father, mother)
  const stranger = sim.founder('CHS')
  for (const [name, p] of [['father', father], ['child', child], ['stranger', stranger]] as const) {
    writeSimulatedVendorFile(panel, chipGenotypes(match, p, sim.rng), '23andme', path.join(dir, `${name}.txt`), [name], 'chip-a')
  }
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function importAs(token: string, file: string, name: string, extra: Record<string, string> = {}) {
  // the engine calls the simulator's files female (they carry no Y calls)
  const query = { name, gender: 'female', birthday: '1970-01-01', appellation: 'children', geneRelatives: '1', ...extra }
  const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.chip.path, query }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(fs.readFileSync(path.join(dir, file)), { filename: file, contentType: 'text/plain' })
  const r = json<any>(await t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } }))
  if (r.code !== 0) throw new Error(JSON.stringify(r))
  return r.data as { barcode: string; personId: number }
}

it('a parent and a child find each other as parent-child; a stranger finds nobody; switching off hides the person', async () => {
  const a = await t.user()
  const b = await t.user()
  const c = await t.user()
  // the father's and the child's owners use the mini-program and accepted the relatives message (once each)
  for (const [u, openid] of [[a, `o-relatives-a-${process.pid}`], [b, `o-relatives-b-${process.pid}`]] as const) {
    await t.app.db.updateTable('users').set({ wechat_openid: openid }).where('id', '=', u.userId).execute()
    expect(await t.app.accounts.wechatMessages.recordAcceptances(u.userId, ['TPL-relatives-0004'])).toHaveLength(1)
  }
  const father = await importAs(a.token, 'father.txt', '张秀英')
  await t.app.queue.drain(120_000)
  const child = await importAs(b.token, 'child.txt', '张雨桐')
  await t.app.queue.drain(120_000)
  const stranger = await importAs(c.token, 'stranger.txt', '刘丽华')
  await t.app.queue.drain(120_000)

  const fromChild = await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode), b.token)
  expect(fromChild.data.list).toHaveLength(1)
  // another account's person is named by the 称呼 (none chosen: the default), never by the real name
  expect(fromChild.data.list[0]).toMatchObject({ personId: father.personId, name: defaultRelativesName(father.personId), relationship: 'parent-child' })
  // a parent is a first-degree relative one generation apart, not "亲缘等级 2-3"
  expect(fromChild.data.list[0].grade).toMatchObject({ degree: 1, generations: '1', label: '一级亲属 · 直系（父母与子女），血缘相隔 1 代' })
  expect(fromChild.data.list[0].totalCm).toBeGreaterThan(3000)
  expect(JSON.stringify(fromChild.data)).not.toContain(father.barcode)
  const fromFather = await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', father.barcode), a.token)
  expect(fromFather.data.list.map((r: { personId: number }) => r.personId)).toEqual([child.personId])
  expect((await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', stranger.barcode), c.token)).data.list).toEqual([])
  // a new match notifies both sides: each owner reads a row about their own person, naming no one else's kit; the stranger gets none
  const relNotices = async (token: string) => ((await t.get(PERSONS_ENDPOINTS.notifications.path, token)).data.list as Array<{ type: string; content: string; relatedId: string | null; fromUser: unknown }>).filter(n => n.type === 'NEW_GENE_RELATIONSHIP')
  const toFather = await relNotices(a.token)
  const toChild = await relNotices(b.token)
  expect(toFather).toHaveLength(1)
  expect(toChild).toHaveLength(1)
  expect(toFather[0]).toMatchObject({ relatedId: `person-${child.personId}` })
  expect(toChild[0]).toMatchObject({ relatedId: `person-${father.personId}` })
  expect(toFather[0].content).toContain('张秀英')
  expect(toChild[0].content).toContain('张雨桐')
  expect(JSON.stringify(toChild)).not.toContain(father.barcode)
  expect(JSON.stringify(toFather)).not.toContain(child.barcode)
  expect(toChild[0].content).not.toContain('张秀英')
  expect(await relNotices(c.token)).toEqual([])
  // and one subscription message each, opening the relatives list of their own person
  await t.app.accounts.wechatMessages.dispatch()
  const messages = await t.app.db.selectFrom('wechat_sandbox_messages').selectAll().where('template_id', '=', 'TPL-relatives-0004').orderBy('id').execute()
  expect(messages.map(m => m.openid).sort()).toEqual([`o-relatives-a-${process.pid}`, `o-relatives-b-${process.pid}`])
  const toChildMessage = messages.find(m => m.openid === `o-relatives-b-${process.pid}`)!
  expect(toChildMessage.page).toBe(`subpackages/report/gene-relatives/index?barcode=${child.barcode}`)
  expect(JSON.parse(toChildMessage.data)).toMatchObject({ thing1: { value: '张雨桐' }, thing2: { value: '可能的关系：父母/子女' } })

  // every answer account B reads about its relatives: no real name of account A's person
  const segmentsUrl = (barcode: string, ids: number[]) => `${ANCESTRY.relativeSegments.path.replace(':barcode', barcode)}?personIds=${ids.join(',')}`
  const readAllOfB = async () => [
    await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode), b.token),
    await t.get(segmentsUrl(child.barcode, [father.personId]), b.token),
    await t.get(PERSONS_ENDPOINTS.notifications.path, b.token)
  ]
  for (const answer of await readAllOfB()) {
    expect(answer.code).toBe(0)
    expect(JSON.stringify(answer)).not.toContain('张秀英')
    expect(JSON.stringify(answer)).not.toContain('秀英')
  }
  const browser = await t.get(segmentsUrl(child.barcode, [father.personId]), b.token)
  expect(browser.data.relatives[0]).toMatchObject({ personId: father.personId, name: defaultRelativesName(father.personId) })
  // the owner chooses a 称呼 (not the real name): B sees it, A still sees its own person's name
  const refused = json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.updatePerson.path.replace(':id', String(father.personId)), body: { relativesName: '秀英' }, headers: auth(a.token) }))
  expect(refused.code).toBe(4006)
  const chosen = json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.updatePerson.path.replace(':id', String(father.personId)), body: { relativesName: '老张' }, headers: auth(a.token) }))
  expect(chosen.code).toBe(0)
  expect(chosen.data.basic).toMatchObject({ name: '张秀英', relativesName: '老张', shownToRelatives: '老张' })
  for (const answer of await readAllOfB()) expect(JSON.stringify(answer)).not.toContain('秀英')
  expect((await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode), b.token)).data.list[0].name).toBe('老张')
  expect((await t.get(segmentsUrl(child.barcode, [father.personId]), b.token)).data.relatives[0].name).toBe('老张')

  const off = json<any>(await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', String(father.personId)), body: { feature: 'geneRelatives', open: false }, headers: auth(a.token) }))
  expect(off.code).toBe(0)
  expect((await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode), b.token)).data.list).toEqual([])
  expect((await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', father.barcode), a.token)).code).toBe(2701)

  // on again: matched again at once
  await t.signed({ method: 'PUT', url: PERSONS_ENDPOINTS.privacy.path.replace(':id', String(father.personId)), body: { feature: 'geneRelatives', open: true }, headers: auth(a.token) })
  await t.app.queue.drain(120_000)
  expect((await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode), b.token)).data.list).toHaveLength(1)
  // the acceptances were used: no second message without a new one
  await t.app.accounts.wechatMessages.dispatch()
  expect(await t.app.db.selectFrom('wechat_sandbox_messages').select('id').where('template_id', '=', 'TPL-relatives-0004').execute()).toHaveLength(2)

  // a relative in the viewer's own account keeps the name the viewer gave it
  const sibling = await importAs(b.token, 'father.txt', '张建国', { relativesName: '二叔' })
  await t.app.queue.drain(120_000)
  const own = (await t.get(REPORT_ENDPOINTS.relatives.path.replace(':barcode', child.barcode), b.token)).data.list
  expect(own.find((r: { personId: number }) => r.personId === sibling.personId)?.name).toBe('张建国')
  expect(own.find((r: { personId: number }) => r.personId === father.personId)?.name).toBe('老张')
})
