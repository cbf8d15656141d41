import sharp from 'sharp'
import { CODES, type UploadImageData, type UserInfoData } from '@xungen/contracts'
import { UploadService } from '../../src/domains/accounts/uploads/service'
import { UploadsRepository, publicIdOfUrl } from '../../src/domains/accounts/uploads/repository'
import { json } from '../helpers/app'
import { GRADIENT, auth, createAccountsApp, makeImage, multipart, newName, newPhone, signedUpload, type AccountsTestApp } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

const RED = { r: 255, g: 0, b: 0 }

describe('image upload (spec 7.2, 5 Avatar, 9 upload resize)', () => {
  let t: AccountsTestApp
  let token: string
  let userId: number
  beforeAll(async () => {
    t = await createAccountsApp({ env: { UPLOAD_IMAGE_MAX_BYTES: String(2 * 1024 * 1024) } })
    const s = await t.signUp(newPhone(), newName())
    token = s.token
    userId = s.userId
  })
  afterAll(() => t.close())

  const upload = (type: string, file: Buffer, headers: Record<string, string> = auth(token), options = {}) => signedUpload(t, ACCOUNTS.uploadImage.path, { type }, multipart(file, options), headers)
  const fetchImage = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname })
    return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null }
  }

  it('resizes an avatar to at most 240×240 and serves it as JPEG at data.uploadUrl', async () => {
    const res = await upload('avatar', await makeImage(1000, 500, 'png'))
    const body = json<UploadImageData>(res)
    expect(body.code).toBe(0)
    expect(body.data).toMatchObject({ width: 240, height: 120, reviewStatus: 'approved' })
    // on the configured (here: the listening) origin, never the request's Host header
    expect(body.data.uploadUrl.startsWith(t.app.publicOrigin() + '/files/images/')).toBe(true)
    expect(body.data.uploadUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/files\/images\/[A-Za-z0-9_-]{22}\.jpg$/)
    const { res: file, meta } = await fetchImage(body.data.uploadUrl)
    expect(file.headers['content-type']).toBe('image/jpeg')
    expect(file.headers['cache-control']).toContain('immutable')
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 120 })
  })

  it('resizes chat images to 250×250 and report images to 800×800, and leaves narrower images as they are', async () => {
    expect(json<UploadImageData>(await upload('community_chat', await makeImage(500, 1000, 'jpeg'))).data).toMatchObject({ width: 125, height: 250 })
    expect(json<UploadImageData>(await upload('ancestry_report', await makeImage(1600, 1200, 'jpeg'))).data).toMatchObject({ width: 800, height: 600 })
    expect(json<UploadImageData>(await upload('ancestry_report_research_project', await makeImage(300, 200, 'png'))).data).toMatchObject({ width: 300, height: 200 })
  })

  it('turns a photo upright by its EXIF orientation and drops its metadata', async () => {
    // 400×200 stored, orientation 6 (rotate 90° clockwise to view): upright it is 200×400
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 10, g: 200, b: 30 } } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneMaker', Model: 'X1' } } })
      .toBuffer()
    const body = json<UploadImageData>(await upload('ancestry_report', photo)).data
    expect(body).toMatchObject({ width: 200, height: 400 })
    const { meta } = await fetchImage(body.uploadUrl)
    expect(meta?.orientation).toBeUndefined()
    expect(meta?.exif).toBeUndefined()
  })

  it('takes png, jpg and jpeg only, judged by the content, not the name', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const res = await upload('avatar', await makeImage(50, 50, format), auth(token), { filename: 'x.png' })
      expect(res.statusCode).toBe(400)
      expect(json(res)).toEqual({ code: CODES.ARG_ERROR, message: '仅支持 png、jpg、jpeg 格式的图片', data: { fields: [{ field: 'file', message: '仅支持 png、jpg、jpeg 格式的图片' }] } })
    }
    expect(json(await upload('avatar', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), auth(token), { filename: 'a.jpg' })).code).toBe(CODES.ARG_ERROR)
    // a png signature on garbage is not a png
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)])
    expect(json(await upload('avatar', fake)).message).toBe('图片已损坏，请换一张')
    // a real jpeg called .gif is fine
    expect(json(await upload('avatar', await makeImage(50, 50, 'jpeg'), auth(token), { filename: 'odd.gif', contentType: 'image/gif' })).code).toBe(0)
  })

  it('refuses a file over the size limit with 413 and keeps nothing of it', async () => {
    const before = await t.app.db.selectFrom('uploads').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const big = Buffer.concat([await makeImage(10, 10, 'png'), Buffer.alloc(3 * 1024 * 1024)])
    const res = await upload('avatar', big)
    expect(res.statusCode).toBe(413)
    expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '图片不能超过 2MB' })
    const after = await t.app.db.selectFrom('uploads').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('refuses an unknown type, a missing file, another field and a non-multipart body', async () => {
    const png = await makeImage(20, 20, 'png')
    expect(json(await upload('passport', png)).code).toBe(CODES.ARG_ERROR)
    expect(json(await upload('avatar', png, auth(token), { field: 'image' })).message).toBe('请选择要上传的图片')
    const empty = await signedUpload(t, ACCOUNTS.uploadImage.path, { type: 'avatar' }, { body: Buffer.from('--b--\r\n'), contentType: 'multipart/form-data; boundary=b' }, auth(token))
    expect(json(empty).code).toBe(CODES.ARG_ERROR)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.uploadImage.path, query: { type: 'avatar' }, body: { file: 'x' }, headers: auth(token) })).code).toBe(CODES.ARG_ERROR)
  })

  it('needs a session (the sign-up variant proves the phone with a code instead)', async () => {
    expect(json(await upload('avatar', await makeImage(20, 20, 'png'), {})).code).toBe(CODES.SESSION_INVALID)
  })

  it('rejects a "red card" avatar in the sandbox review and keeps nothing', async () => {
    const count = async () => Number((await t.app.db.selectFrom('uploads').select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const before = await count()
    const res = await upload('avatar', await makeImage(100, 100, 'png', RED))
    expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '头像未通过审核，请更换一张' })
    expect(await count()).toBe(before)
    // the same picture is fine where no review applies
    expect(json(await upload('community_chat', await makeImage(100, 100, 'png', RED))).code).toBe(0)
  })

  it('the avatar becomes the account avatar through PUT user/info; nobody else can use that upload', async () => {
    const url = json<UploadImageData>(await upload('avatar', await makeImage(300, 300, 'jpeg'))).data.uploadUrl
    const me = json<UserInfoData>(await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { avatar: url }, headers: auth(token) })).data
    expect(me).toMatchObject({ avatar: url, avatarUrl: url, avatarReview: null })
    const other = await t.signUp(newPhone(), newName())
    const stolen = await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { avatar: url }, headers: auth(other.token) })
    expect(json(stolen)).toMatchObject({ code: CODES.ARG_ERROR, message: '头像图片无效，请重新上传' })
    // a chat image is not an avatar
    const chat = json<UploadImageData>(await upload('community_chat', await makeImage(30, 30, 'png'))).data.uploadUrl
    expect(json(await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { avatar: chat }, headers: auth(token) })).code).toBe(CODES.ARG_ERROR)
  })

  it('a missing or malformed file id is a 404 page, not an error', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/files/images/AAAAAAAAAAAAAAAAAAAAAA.jpg' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/files/images/..%2F..%2Fstorage-keys' })).statusCode).toBe(404)
  })

  it('keeps the owner of every upload (the deletion of the account finds them)', async () => {
    const rows = await t.app.db.selectFrom('uploads').select(['user_id', 'storage_key']).where('user_id', '=', userId).execute()
    expect(rows.length).toBeGreaterThan(3)
    for (const r of rows) expect(r.storage_key.startsWith(`images/users/${userId}/`)).toBe(true)
  })
})

describe('sign-up avatar upload (upload/image/by-auth)', () => {
  const t = useAccountsApp()

  const byAuth = async (query: Record<string, string>, file?: Buffer) => signedUpload(t, ACCOUNTS.uploadImageByAuth.path, { type: 'avatar', ...query }, multipart(file ?? (await makeImage(600, 600, 'png'))))

  it('takes the avatar of a phone in sign-up with its code, and the sign-up uses it', async () => {
    const phone = newPhone()
    const authCode = await t.sendCode(phone)
    const res = await byAuth({ nationCode: '86', phoneNumber: phone, authCode })
    const uploaded = json<UploadImageData>(res).data
    expect(uploaded).toMatchObject({ width: 240, height: 240, reviewStatus: 'approved' })
    const session = json<{ token: string }>(await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: phone, authCode, name: newName(), avatar: uploaded.uploadUrl } })).data
    const me = json<UserInfoData>(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(session.token) })).data
    expect(me.avatar).toBe(uploaded.uploadUrl)
    const row = await t.app.db.selectFrom('uploads').selectAll().where('public_id', '=', publicIdOfUrl(uploaded.uploadUrl)!).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: me.userId, signup_phone: null })
  })

  it('refuses a wrong code, a registered phone, and another phone using the upload', async () => {
    const phone = newPhone()
    const authCode = await t.sendCode(phone)
    expect(json(await byAuth({ phoneNumber: phone, authCode: authCode === '000000' ? '000001' : '000000' })).message).toBe('验证码错误，请重新输入')
    expect(json(await byAuth({ phoneNumber: phone })).message).toBe('请输入验证码')
    expect(json(await byAuth({ phoneNumber: '', authCode })).message).toBe('请输入手机号')
    const uploaded = json<UploadImageData>(await byAuth({ phoneNumber: phone, authCode })).data
    const other = newPhone()
    const otherCode = await t.sendCode(other)
    const res = await t.signed({ method: 'POST', url: ACCOUNTS.signup.path, body: { phoneNumber: other, authCode: otherCode, name: newName(), avatar: uploaded.uploadUrl } })
    expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '头像图片无效，请重新上传' })
    const registered = newPhone()
    await t.signUp(registered, newName())
    const code = await t.sendCode(registered)
    expect(json(await byAuth({ phoneNumber: registered, authCode: code })).message).toBe('该手机号已注册，请直接登录')
  })

  it('deletes sign-up uploads whose account never came, after a day', async () => {
    const phone = newPhone()
    const authCode = await t.sendCode(phone)
    const uploaded = json<UploadImageData>(await byAuth({ phoneNumber: phone, authCode })).data
    const row = await t.app.db.selectFrom('uploads').selectAll().where('public_id', '=', publicIdOfUrl(uploaded.uploadUrl)!).executeTakeFirstOrThrow()
    expect(await t.app.storage.exists(row.storage_key)).toBe(true)
    t.advance(25 * 3600_000)
    await t.app.accounts.sweep()
    expect(await t.app.storage.exists(row.storage_key)).toBe(false)
    expect(await t.app.db.selectFrom('uploads').selectAll().where('id', '=', row.id).execute()).toEqual([])
  })
})

describe('avatar review left pending (IMAGE_REVIEW_PROVIDER=manual)', () => {
  it('keeps the current avatar until the review approves the new one; a rejection deletes the file', async () => {
    const t = await createAccountsApp({ env: { IMAGE_REVIEW_PROVIDER: 'manual' } })
    try {
      const me = await t.signUp(newPhone(), newName())
      const up = (file: Buffer) => signedUpload(t, ACCOUNTS.uploadImage.path, { type: 'avatar' }, multipart(file), auth(me.token))
      const first = json<UploadImageData>(await up(await makeImage(100, 100, 'png'))).data
      expect(first.reviewStatus).toBe('pending')
      const pending = json<UserInfoData>(await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { avatar: first.uploadUrl }, headers: auth(me.token) })).data
      expect(pending).toMatchObject({ avatar: GRADIENT, avatarUrl: null, avatarReview: { status: 'pending', uploadUrl: first.uploadUrl } })
      const modifiable = json<{ avatar: { modifiable: boolean; reason: string } }>(await t.signed({ method: 'GET', url: ACCOUNTS.baseInfoModifiable.path, headers: auth(me.token) })).data
      expect(modifiable.avatar).toEqual({ modifiable: false, reason: '头像审核中，请稍后再修改' })

      const uploads = new UploadsRepository(t.app.db)
      const service = new UploadService(t.app.db, uploads, t.app.storage, t.app.accounts.imageReviewer, t.app.accounts.counters, t.app.accounts.clock)
      await service.completeReview((await uploads.findByPublicId(publicIdOfUrl(first.uploadUrl)!))!.id, 'approved')
      const approved = json<UserInfoData>(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).data
      expect(approved).toMatchObject({ avatar: first.uploadUrl, avatarReview: null })

      const second = json<UploadImageData>(await up(await makeImage(100, 100, 'jpeg'))).data
      await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { avatar: second.uploadUrl }, headers: auth(me.token) })
      const row = (await uploads.findByPublicId(publicIdOfUrl(second.uploadUrl)!))!
      await service.completeReview(row.id, 'rejected')
      const after = json<UserInfoData>(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).data
      expect(after).toMatchObject({ avatar: first.uploadUrl, avatarReview: { status: 'rejected' } })
      expect(await t.app.storage.exists(row.storage_key)).toBe(false)
      expect((await t.app.inject({ method: 'GET', url: new URL(second.uploadUrl).pathname })).statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})
