/**
 * Issue 12 probe 5: after cancellation and purge, `.dump` showed nothing but the raw SQLite file
 * still held the phone number 14 times, the name and the address. This test reads the raw
 * database file (and its write-ahead log) and the storage folder after a deletion and finds
 * nothing of the person; a copy of their stored file taken before the deletion (a backup) can no
 * longer be decrypted (crypto-shredding). On PostgreSQL, where the files are the server's, it
 * checks every text column of every table instead.
 */
import fs from 'fs'
import path from 'path'
import { sql } from 'kysely'
import { type AccountCancelApplicationData, type UploadImageData } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, createAccountsApp, makeImage, multipart, newPhone, signedUpload, type AccountsTestApp } from '../helpers/accounts'
import { LocalFileStorage } from '../../src/storage/local'
import { parseStorageKeys } from '../../src/storage/encryption'
import { loadStorageKeyText } from '../../src/storage/create'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

function occurrences(haystack: Buffer, needle: string): number {
  const n = Buffer.from(needle, 'utf8')
  let count = 0
  for (let i = haystack.indexOf(n); i !== -1; i = haystack.indexOf(n, i + 1)) count++
  return count
}

describe('issue 12 probe 5: a deleted account leaves nothing in the database file or the storage folder', () => {
  let t: AccountsTestApp
  beforeAll(async () => {
    t = await createAccountsApp({ env: { ACCOUNT_CANCEL_COOLING_OFF_DAYS: '0' } })
  })
  afterAll(() => t.close())

  it('phone, name, address, password and files are gone from the raw file and the storage; a backup copy of a file is unreadable', async () => {
    const phone = newPhone()
    // distinctive values, so that a match in the raw bytes can only be this person's
    const name = '销毁测试甲'
    const detail = '独一无二路 7741 号'
    const receiver = '收件人乙丙'
    const me = await t.signUp(phone, name)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: { receiverName: receiver, mobile: '13700137741', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail }, headers: auth(me.token) })).code).toBe(0)
    const upload = json<UploadImageData>(await signedUpload(t, ACCOUNTS.uploadImage.path, { type: 'ancestry_report' }, multipart(await makeImage(120, 90, 'png')), auth(me.token))).data
    const raw = await t.app.storage.put(`raw/users/${me.userId}/genotypes.txt`, Buffer.from('rs4988235\t2\t136608646\tAG\n'), { owner: me.userId })
    expect(raw.encrypted).toBe(true)
    const row = await t.app.db.selectFrom('uploads').select('storage_key').where('user_id', '=', me.userId).executeTakeFirstOrThrow()
    // a backup of the storage folder taken while the account existed
    const storageDir = t.config.storageDir
    const backup = fs.mkdtempSync(path.join(t.config.dataDir, 'backup-'))
    fs.cpSync(path.join(storageDir, row.storage_key), path.join(backup, 'image'))
    fs.cpSync(path.join(storageDir, `raw/users/${me.userId}/genotypes.txt`), path.join(backup, 'raw'))
    // the files are encrypted under the account's own key: the plain bytes are not in them
    expect(occurrences(fs.readFileSync(path.join(backup, 'raw')), 'rs4988235')).toBe(0)

    const sqliteFile = t.app.dbDialect === 'sqlite' ? t.config.databaseUrl.replace(/^sqlite:/, '') : null
    if (sqliteFile) {
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(t.app.db)
      // the search works: before the deletion the file holds the phone (the sandbox SMS outbox
      // keeps it; production sends through the provider). The address is sealed under the
      // account's key (security item 6), so its words are not in the file even now
      const before = fs.readFileSync(sqliteFile)
      expect(occurrences(before, phone)).toBeGreaterThan(0)
      expect(occurrences(before, detail)).toBe(0)
    }

    t.advance(121_000)
    await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'account_cancel' }, headers: auth(me.token) })
    const verifyCode = await t.code(phone)
    const applied = json<AccountCancelApplicationData>(await t.signed({ method: 'POST', url: ACCOUNTS.accountCancelApply.path, body: { type: 'ACCOUNT', barcodes: [], verifyCode }, headers: auth(me.token) }))
    expect(applied.code).toBe(0)
    await t.app.queue.drain()
    expect((await t.app.db.selectFrom('account_cancellations').select('status').where('user_id', '=', me.userId).executeTakeFirstOrThrow()).status).toBe('COMPLETED')

    // the storage folder: nothing of the account, not even a leftover temporary file
    const left = filesUnder(storageDir).map(f => path.relative(storageDir, f))
    expect(left.filter(f => f.includes(`users/${me.userId}/`) || f === row.storage_key)).toEqual([])
    expect(await t.app.storage.exists(upload.uploadUrl.split('/files/')[1] ?? '')).toBe(false)

    // the backup copies: their key is destroyed, no key the server holds opens them
    const keyring = parseStorageKeys(loadStorageKeyText(t.config))
    const restored = new LocalFileStorage(backup, keyring, t.app.userKeys)
    await expect(restored.read('image')).rejects.toThrow(/destroyed|unknown key/)
    await expect(restored.read('raw')).rejects.toThrow(/destroyed|unknown key/)
    expect(await t.app.db.selectFrom('user_keys').selectAll().where('user_id', '=', me.userId).execute()).toEqual([])

    const needles = [phone, name, detail, receiver, '13700137741']
    if (sqliteFile) {
      const bytes = Buffer.concat([sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-journal`].filter(f => fs.existsSync(f)).map(f => fs.readFileSync(f)))
      for (const needle of needles) expect({ needle, count: occurrences(bytes, needle) }).toEqual({ needle, count: 0 })
    } else {
      // PostgreSQL: every text column of every table of ours
      const columns = await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('character varying', 'text')`.execute(t.app.db)
      for (const c of columns.rows) {
        for (const needle of needles) {
          const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(c.table_name)} WHERE ${sql.ref(c.column_name)} LIKE ${'%' + needle + '%'}`.execute(t.app.db)
          expect({ at: `${c.table_name}.${c.column_name}`, needle, n: found.rows[0].n }).toEqual({ at: `${c.table_name}.${c.column_name}`, needle, n: 0 })
        }
      }
    }
  })

  it('an avatar uploaded during sign-up moves under the account’s own key, so its deletion shreds it too', async () => {
    const phone = newPhone()
    const authCode = await t.sendCode(phone)
    const avatar = json<UploadImageData>(
      await signedUpload(t, '/web/api/new/common/upload/image/by-auth', { type: 'avatar', nationCode: '86', phoneNumber: phone, authCode }, multipart(await makeImage(60, 60, 'png')))
    ).data
    const signup = json<{ userId: number; token: string }>(
      await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, nationCode: '86', authCode, name: '注册头像丙', avatar: avatar.uploadUrl } })
    )
    expect(signup.code).toBe(0)
    const before = await t.app.db.selectFrom('uploads').select(['storage_key']).where('user_id', '=', signup.data.userId).executeTakeFirstOrThrow()
    expect(before.storage_key).toMatch(/^images\/signup\//)
    await t.app.accounts.sweep()
    const after = await t.app.db.selectFrom('uploads').select(['storage_key']).where('user_id', '=', signup.data.userId).executeTakeFirstOrThrow()
    expect(after.storage_key).toBe(`images/users/${signup.data.userId}/${avatar.uploadUrl.split('/').pop()}`)
    expect(await t.app.storage.exists(before.storage_key)).toBe(false)
    // still served at the same URL, now encrypted under the account's key (its id in the file header)
    const served = await t.app.inject({ method: 'GET', url: new URL(avatar.uploadUrl).pathname })
    expect(served.statusCode).toBe(200)
    const raw = fs.readFileSync(path.join(t.config.storageDir, after.storage_key))
    expect(raw.subarray(7, 7 + raw[6]).toString('latin1')).toBe(`u${signup.data.userId}`)
  })
})

