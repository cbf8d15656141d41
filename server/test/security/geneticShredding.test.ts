/**
 * Security issue item 4: raw files and packed kits were written under the storage master key,
 * so a copy of the storage (a backup) stayed readable after the account's deletion. Every genetic
 * file (an import, a laboratory upload, the packed kit of the analysis, an archived copy) is now
 * encrypted under its owner's key (its id `u<userId>` in the file header); the deletion destroys
 * that key, and a copy of the storage taken before the deletion, opened with the database after
 * it and every key the server holds, reads nothing. Files written before (under the master key)
 * are moved under their owner's key by rekeyGeneticFiles (run at start), idempotently.
 */
import fs from 'fs'
import path from 'path'
import { randomBytes } from 'crypto'
import { TEST_SIGNING_KEYS, signRequest, type AccountCancelApplicationData } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, multipart } from '../helpers/accounts'
import { createKitApp, realSampleFile, syntheticMaleFile, type KitApp } from '../kit/helpers'
import { LocalFileStorage } from '../../src/storage/local'
import { parseStorageKeys } from '../../src/storage/encryption'
import { loadStorageKeyText } from '../../src/storage/create'
import { rekeyGeneticFiles } from '../../src/domains/persons/geneticFiles'
import { ACCOUNTS, IMPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

jest.setTimeout(180_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

/** the key id a stored file names in its header (storage/encryption.ts: "XGENC\x01" | idLength | id) */
function headerKeyId(file: string): string {
  const raw = fs.readFileSync(file)
  expect(raw.subarray(0, 6).toString('latin1')).toBe('XGENC\x01')
  return raw.subarray(7, 7 + raw[6]).toString('latin1')
}

let t: KitApp
beforeAll(async () => {
  t = await createKitApp({ env: { ACCOUNT_CANCEL_COOLING_OFF_DAYS: '0' } })
})
afterAll(() => t.close())

async function importFile(token: string, content: Buffer) {
  const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.chip.path, query: { name: '基因销毁', gender: 'male', birthday: '1970-01-02', appellation: 'children' } }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(content, { filename: 'raw.txt', contentType: 'text/plain' })
  return json<any>(await t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } }))
}

/** an imported file and a laboratory upload, both analysed (packed kits), of a new account */
async function accountWithGenomes() {
  const user = await t.user()
  const imported = await importFile(user.token, await realSampleFile())
  expect(imported).toMatchObject({ code: 0 })
  const [barcode] = await t.produce()
  expect((await t.bind(user.token, barcode)).code).toBe(0)
  await t.lab('receive', barcode)
  await t.lab('qc', barcode, { passed: true })
  expect((await t.upload(barcode, await syntheticMaleFile())).code).toBe(0)
  await t.app.queue.drain(120_000)
  return { ...user, barcodes: [imported.data.barcode as string, barcode] }
}

const geneticDirs = (userId: number) => ['raw', 'kits', 'archive'].map(area => path.join(t.config.storageDir, area, 'users', String(userId)))

it('imports, lab uploads, packed kits and archived copies are encrypted under the owner’s key; after the deletion a copy of the storage taken before reads nothing', async () => {
  const me = await accountWithGenomes()
  // one raw file goes to the archive (a moved copy is under the owner's key too)
  const oldest = await t.app.db.selectFrom('raw_files').select(['id', 'created_at']).where('user_id', '=', me.userId).orderBy('id').executeTakeFirstOrThrow()
  await t.app.db.updateTable('raw_files').set({ created_at: oldest.created_at - 400 * 86_400_000 }).where('id', '=', oldest.id).execute()
  expect(await t.app.rawData.archiveOld()).toBeGreaterThanOrEqual(1)

  const files = geneticDirs(me.userId).flatMap(filesUnder)
  // two raw files (one archived), two packed kits
  expect(files.filter(f => f.includes(`${path.sep}raw${path.sep}`))).toHaveLength(1)
  expect(files.filter(f => f.includes(`${path.sep}archive${path.sep}`))).toHaveLength(1)
  expect(files.filter(f => f.includes(`${path.sep}kits${path.sep}`))).toHaveLength(2)
  for (const f of files) expect({ file: path.relative(t.config.storageDir, f), key: headerKeyId(f) }).toEqual({ file: path.relative(t.config.storageDir, f), key: `u${me.userId}` })
  // the rows name exactly these files
  const rows = [
    ...(await t.app.db.selectFrom('raw_files').select('storage_key').where('user_id', '=', me.userId).execute()).map(r => r.storage_key),
    ...(await t.app.db.selectFrom('relative_kits').innerJoin('detections', 'detections.id', 'relative_kits.detection_id').select('kit_key').where('detections.user_id', '=', me.userId).execute()).map(r => r.kit_key)
  ]
  expect(rows.sort()).toEqual(files.map(f => path.relative(t.config.storageDir, f).split(path.sep).join('/')).sort())

  // a backup of the whole storage folder taken while the account existed
  const backup = fs.mkdtempSync(path.join(t.config.dataDir, 'storage-backup-'))
  fs.cpSync(t.config.storageDir, backup, { recursive: true })
  const keyring = parseStorageKeys(loadStorageKeyText(t.config))
  const before = new LocalFileStorage(backup, keyring, t.app.userKeys)
  for (const key of rows) expect((await before.read(key)).length).toBeGreaterThan(0)

  // the existing cancellation flow
  t.advance(121_000)
  await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'account_cancel' }, headers: auth(me.token) })
  const { phone } = await t.app.db.selectFrom('users').select('phone').where('id', '=', me.userId).executeTakeFirstOrThrow()
  const verifyCode = await t.code(phone!)
  const applied = json<AccountCancelApplicationData>(await t.signed({ method: 'POST', url: ACCOUNTS.accountCancelApply.path, body: { type: 'ACCOUNT', barcodes: me.barcodes, verifyCode }, headers: auth(me.token) }))
  expect(applied.code).toBe(0)
  await t.app.queue.drain()
  expect((await t.app.db.selectFrom('account_cancellations').select('status').where('user_id', '=', me.userId).executeTakeFirstOrThrow()).status).toBe('COMPLETED')
  expect(geneticDirs(me.userId).flatMap(filesUnder)).toEqual([])

  // the backup, with the database after the deletion and every key the server holds: nothing opens
  const restored = new LocalFileStorage(backup, keyring, t.app.userKeys)
  for (const key of rows) await expect(restored.read(key)).rejects.toThrow(/destroyed/)
  // and the master keyring alone does not open them either (none is under the master key)
  const masterOnly = new LocalFileStorage(backup, keyring, null)
  for (const key of rows) await expect(masterOnly.read(key)).rejects.toThrow(/unknown key/)
})

it('files written under the master key are moved under their owner’s key, once, with the same content', async () => {
  const me = await accountWithGenomes()
  const keys = [
    ...(await t.app.db.selectFrom('raw_files').select('storage_key').where('user_id', '=', me.userId).execute()).map(r => r.storage_key),
    ...(await t.app.db.selectFrom('relative_kits').innerJoin('detections', 'detections.id', 'relative_kits.detection_id').select('kit_key').where('detections.user_id', '=', me.userId).execute()).map(r => r.kit_key)
  ]
  expect(keys).toHaveLength(4)
  // as the code before this change wrote them: under the master key
  const content = new Map<string, Buffer>()
  for (const key of keys) {
    content.set(key, await t.app.storage.read(key))
    await t.app.storage.put(key, content.get(key)!, { encrypt: true })
  }
  const master = parseStorageKeys(loadStorageKeyText(t.config)).current.id
  for (const key of keys) expect(headerKeyId(path.join(t.config.storageDir, key))).toBe(master)

  const first = await rekeyGeneticFiles(t.app.db, t.app.storage)
  expect(first.rekeyed).toBe(4)
  for (const key of keys) {
    expect(headerKeyId(path.join(t.config.storageDir, key))).toBe(`u${me.userId}`)
    expect((await t.app.storage.read(key)).equals(content.get(key)!)).toBe(true)
  }
  // nothing staged left beside them, and a second run changes nothing
  expect(geneticDirs(me.userId).flatMap(filesUnder).filter(f => f.endsWith('.part'))).toEqual([])
  const second = await rekeyGeneticFiles(t.app.db, t.app.storage)
  expect(second.rekeyed).toBe(0)
  expect(second.checked).toBeGreaterThanOrEqual(4)
})

it('the storage sweep knows raw/, archive/ and kits/: a genome without a row goes, a staged one whose row committed is finished', async () => {
  const me = await t.user()
  const genome = Buffer.from('rs4988235\t2\t136608646\tAG\n')
  // a crash after the file was written, before its row: nobody refers to it
  for (const key of [`raw/users/${me.userId}/orphan.raw`, `archive/users/${me.userId}/orphan.raw`, `kits/users/${me.userId}/d1-orphan.xgk`]) await t.app.storage.put(key, genome, { owner: me.userId })
  // a crash after the row committed, before the file was made visible
  const [barcode] = await t.produce()
  expect((await t.bind(me.token, barcode)).code).toBe(0)
  const detection = await t.app.db.selectFrom('detections').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow()
  const key = `raw/users/${me.userId}/staged.raw`
  await t.app.storage.stage(key, genome, { owner: me.userId })
  await t.app.db.insertInto('raw_files').values({ detection_id: detection.id, user_id: me.userId, storage_key: key, file_name: 'x.txt', bytes: genome.length, sha256: 'x', source: 'lab', uploaded_by: null, created_at: t.now() }).execute()

  const report = await t.app.storageSweeper.run(0)
  expect(report.orphans).toBeGreaterThanOrEqual(3)
  expect(report.finished).toBeGreaterThanOrEqual(1)
  expect(geneticDirs(me.userId).flatMap(filesUnder).map(f => path.relative(t.config.storageDir, f).split(path.sep).join('/'))).toEqual([key])
  expect((await t.app.storage.read(key)).equals(genome)).toBe(true)
})
