/** Raw-data import (spec 2.5 /import/chip, 3.14): accepted files go through the same pipeline; refused ones store nothing. */
import fs from 'fs'
import path from 'path'
import { IMPORTED_DATA_LOCK_TEXT, TEST_SIGNING_KEYS, chinaDateCompact, signRequest } from '@xungen/contracts'
import { randomBytes } from 'crypto'
import { json } from '../helpers/app'
import { multipart } from '../helpers/accounts'
import { RawDataService } from '../../src/domains/persons'
import { createKitApp, realSampleFile, type KitApp } from './helpers'
import { ACCOUNTS, IMPORT_ENDPOINTS, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

jest.setTimeout(120_000)
const REF = process.env.XUNGEN_REFERENCE_DIR ?? path.resolve(__dirname, '../../../../shared/data')
process.env.XUNGEN_REFERENCE_DIR ??= REF

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

async function importFile(token: string, content: Buffer, query: Record<string, string>, filename = 'raw.txt') {
  const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.chip.path, query }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(content, { filename, contentType: 'text/plain' })
  return json<any>(await t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } }))
}

const PERSON = { name: '黄海燕', gender: 'female', birthday: '1975-03-08', appellation: 'children', geneRelatives: '1' }

it('an imported file becomes a detection of its own (IM barcode) and is analysed by the same pipeline', async () => {
  const { token } = await t.user()
  const r = await importFile(token, await realSampleFile(), PERSON, 'NA18525.txt')
  expect(r.code).toBe(0)
  expect(r.data.barcode).toMatch(/^IM\d{10}$/)
  await t.app.queue.drain(60_000)
  const status = await t.get(PERSONS_ENDPOINTS.detectionStatus.path.replace(':barcode', r.data.barcode), token)
  expect(status.data.timeline.map((e: { state: string }) => e.state)).toEqual(['genotyped', 'analysing', 'published'])
  // the import result speaks of an import, in Chinese: no chip of ours read this file
  expect(status.data.timeline.map((e: { title: string }) => e.title)).toEqual(['数据已导入', '数据分析中', '报告已发布'])
  const home = await t.get(REPORT_ENDPOINTS.home.path.replace(':barcode', r.data.barcode), token)
  expect(home.data).toMatchObject({ sample: false, product: { name: '第三方数据导入' } })
  const person = await t.get(PERSONS_ENDPOINTS.personById.path.replace(':id', String(r.data.personId)), token)
  expect(person.data).toMatchObject({ name: '黄海燕', privacy: { geneRelatives: true } })
  // imported data cannot be upgraded: no item offers 升级解锁, the locked ones say why
  const items = (await t.get(REPORT_ENDPOINTS.items.path.replace(':barcode', r.data.barcode), token)).data.list as Array<{ status: number; lockDescription: string | null }>
  expect(items.length).toBeGreaterThan(0)
  expect(items.filter(i => i.status === 3)).toEqual([])
  const locked = items.filter(i => i.status !== 0)
  expect(locked.length).toBeGreaterThan(0)
  for (const i of locked) expect(i.lockDescription).toBe(IMPORTED_DATA_LOCK_TEXT)
})

it.each([
  ['a binary file', Buffer.from([0, 159, 146, 150, 0, 0, 1, 2, 3, 4, 5, 0, 0, 255]), '不是文本格式'],
  ['an NCBI36 file (no lift-over to GRCh37)', fs.readFileSync(path.join(REF, 'genotype_format_fixtures/NCBI36.csv')), '暂不支持'],
  ['a file with too few markers', fs.readFileSync(path.join(REF, 'genotype_format_fixtures/23andme.txt')), '不足以生成报告']
])('%s is refused in plain Chinese and nothing is stored', async (_label, content, message) => {
  const { token, userId } = await t.user()
  const r = await importFile(token, content as Buffer, PERSON)
  expect(r.code).toBe(4006)
  expect(r.data.fields[0].field).toBe('file')
  expect(r.message).toContain(message)
  expect(await t.app.db.selectFrom('raw_files').select('id').where('user_id', '=', userId).execute()).toHaveLength(0)
  expect(await t.app.db.selectFrom('tested_persons').select('id').where('user_id', '=', userId).execute()).toHaveLength(0)
  expect(fs.existsSync(path.join(t.config.storageDir, 'raw', 'users', String(userId)))).toBe(false)
})

it('the person must be the caller\'s own: someone else\'s person id is 2030', async () => {
  const a = await t.user()
  const first = await importFile(a.token, await realSampleFile(), PERSON)
  const b = await t.user()
  const r = await importFile(b.token, await realSampleFile(), { personId: String(first.data.personId) })
  expect(r.code).toBe(2030)
})

it('a bad birthday is refused before the file is read', async () => {
  const { token } = await t.user()
  const r = await importFile(token, await realSampleFile(), { ...PERSON, birthday: '1975-13-40' })
  expect(r.code).toBe(4006)
  expect(r.data.fields[0].field).toBe('birthday')
})

/** issue 20: a raw-data link is given for a fresh code sent to the account's phone (server/test/security/links.test.ts covers the rest) */
async function rawDataLink(user: { token: string; userId: number }, barcode: string) {
  t.advance(121_000)
  await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'raw_data_download' }, headers: { token: user.token } })
  const { phone } = await t.app.db.selectFrom('users').select('phone').where('id', '=', user.userId).executeTakeFirstOrThrow()
  const authCode = await t.code(phone!)
  return json<any>(await t.signed({ method: 'POST', url: PERSONS_ENDPOINTS.rawDataDownload.path.replace(':barcode', barcode), body: { authCode }, headers: { token: user.token } }))
}

it('the owner downloads the raw data as it was uploaded through a short-lived link; nobody else can', async () => {
  const a = await t.user()
  const content = await realSampleFile()
  const r = await importFile(a.token, content, PERSON, 'NA18525.txt')
  const link = await rawDataLink(a, r.data.barcode)
  expect(link.code).toBe(0)
  expect(link.data).toMatchObject({ fileName: `基因寻根_${r.data.barcode}_${chinaDateCompact(t.now())}.txt`, bytes: content.length })
  const res = await t.app.inject({ method: 'GET', url: link.data.url, headers: { token: a.token } })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-disposition']).toContain(encodeURIComponent(link.data.fileName))
  expect(res.rawPayload.equals(content)).toBe(true)
  // a tampered or expired link is refused
  const again = await rawDataLink(a, r.data.barcode)
  expect((await t.app.inject({ method: 'GET', url: again.data.url.slice(0, -2) + 'AA', headers: { token: a.token } })).statusCode).toBe(404)
  t.advance(301_000)
  expect((await t.app.inject({ method: 'GET', url: again.data.url, headers: { token: a.token } })).statusCode).toBe(404)
  const b = await t.user()
  expect((await rawDataLink(b, r.data.barcode)).code).toBe(2030)
  await t.app.queue.drain(60_000)
})

it('an account cancellation deletes its persons, detections, results and raw files (storage included)', async () => {
  const a = await t.user()
  const r = await importFile(a.token, await realSampleFile(), PERSON, 'NA18525.txt')
  await t.app.queue.drain(60_000)
  const handler = t.app.accounts.personalData.list().find(h => h.name === 'persons')!
  expect(await handler.barcodes!(a.userId, t.app.db)).toEqual([{ barcode: r.data.barcode, personName: '黄海燕' }])
  await t.app.db.transaction().execute(db => handler.delete({ userId: a.userId, phone: null, db, storage: t.app.storage, log: t.app.log }))
  for (const table of ['tested_persons', 'detections', 'raw_files', 'notifications'] as const) {
    expect(await t.app.db.selectFrom(table).select('user_id').where('user_id', '=', a.userId).execute()).toHaveLength(0)
  }
  expect(fs.existsSync(path.join(t.config.storageDir, 'raw', 'users', String(a.userId)))).toBe(false)
  expect(fs.existsSync(path.join(t.config.storageDir, 'kits', 'users', String(a.userId)))).toBe(false)
})

it('old raw data is archived; the owner asks for a thaw, follows its progress and downloads it again', async () => {
  const a = await t.user()
  const content = await realSampleFile()
  const r = await importFile(a.token, content, PERSON, 'NA18525.txt')
  await t.app.queue.drain(60_000)
  const statusUrl = PERSONS_ENDPOINTS.rawDataStatus.path.replace(':barcode', r.data.barcode)
  expect((await t.get(statusUrl, a.token)).data).toMatchObject({ state: 'available', progress: 1 })
  // every raw file of this app is older than "now + 1 ms"
  const archived = await new RawDataService(t.app.db, t.app.storage, t.now).archiveOld(-1)
  expect(archived).toBeGreaterThan(0)
  expect((await t.get(statusUrl, a.token)).data).toMatchObject({ state: 'archived', progress: 0 })
  const refused = await rawDataLink(a, r.data.barcode)
  expect(refused.code).toBe(4006)
  expect(refused.message).toContain('解冻')
  const thaw = json<any>(await t.signed({ method: 'POST', url: PERSONS_ENDPOINTS.rawDataThaw.path.replace(':barcode', r.data.barcode), headers: { token: a.token } }))
  expect(thaw.data.state).toBe('thawing')
  await t.app.queue.drain(60_000)
  expect((await t.get(statusUrl, a.token)).data).toMatchObject({ state: 'available', progress: 1, archivedAt: null })
  const link = await rawDataLink(a, r.data.barcode)
  const res = await t.app.inject({ method: 'GET', url: link.data.url, headers: { token: a.token } })
  expect(res.statusCode).toBe(200)
  expect(res.rawPayload.equals(content)).toBe(true)
  expect((await t.get(PERSONS_ENDPOINTS.notifications.path, a.token)).data.list[0].type).toBe('RAW_DATA_THAWED')
  // a second thaw of an available file is refused
  expect(json(await t.signed({ method: 'POST', url: PERSONS_ENDPOINTS.rawDataThaw.path.replace(':barcode', r.data.barcode), headers: { token: a.token } })).code).toBe(4006)
})

it('a new person is never saved without the relation: none is 4006 under appellation, a second 本人 is refused, and the one chosen is kept', async () => {
  const { token, userId } = await t.user()
  const file = await realSampleFile()
  const { appellation: _none, ...withoutRelation } = PERSON
  const missing = await importFile(token, file, withoutRelation)
  expect(missing.code).toBe(4006)
  expect(missing.data.fields[0]).toMatchObject({ field: 'appellation', message: '请选择与检测人的关系' })
  const me = await importFile(token, file, { ...PERSON, appellation: 'me' })
  expect(me.code).toBe(0)
  const secondMe = await importFile(token, file, { ...PERSON, name: '黄海波', appellation: 'me' })
  expect(secondMe.code).toBe(4006)
  expect(secondMe.data.fields[0].field).toBe('appellation')
  const fatherAsWoman = await importFile(token, file, { ...PERSON, name: '黄海波', appellation: 'father' })
  expect(fatherAsWoman.data.fields[0]).toMatchObject({ field: 'appellation', message: '所选关系与检测人性别不一致' })
  const mother = await importFile(token, file, { ...PERSON, name: '黄海波', appellation: 'mother', relativesName: '海燕妈妈' })
  expect(mother.code).toBe(0)
  const rows = await t.app.db.selectFrom('tested_persons').select(['name', 'appellation', 'relatives_name']).where('user_id', '=', userId).orderBy('id').execute()
  expect(rows).toEqual([{ name: '黄海燕', appellation: 'me', relatives_name: null }, { name: '黄海波', appellation: 'mother', relatives_name: '海燕妈妈' }])
  await t.app.queue.drain(60_000)
})
