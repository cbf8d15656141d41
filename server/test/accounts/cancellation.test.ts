import type { FastifyInstance } from 'fastify'
import { CODES, type AccountCancelApplicationData, type AccountCancelStatusData, type SessionData, type UploadImageData } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, createAccountsApp, makeImage, multipart, newName, newPhone, signedUpload } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { ACCOUNTS } from '@xungen/contracts/endpoints'

const DAY = 24 * 3600_000

/** A stand-in for a later domain (tested persons): it holds barcodes and data of its own, and registers how to delete them. */
const samples = new Map<number, string[]>()
const deletedFor: number[] = []
async function personsDomain(app: FastifyInstance) {
  app.accounts.personalData.register({
    name: 'test-persons',
    barcodes: async userId => (samples.get(userId) ?? []).map(barcode => ({ barcode, personName: '本人' })),
    async delete({ userId, db, storage }) {
      deletedFor.push(userId)
      samples.delete(userId)
      await storage.deletePrefix(`raw/users/${userId}`)
      // inside the deletion's transaction: a row of this domain goes with the account
      await db.deleteFrom('description_configs').where('key', '=', `TEST_PERSON_${userId}`).execute()
    }
  })
}

describe('account cancellation (spec 2.11 /user/cancellation, 3.14, 7.3 account_cancel)', () => {
  const t = useAccountsApp({ plugins: [personsDomain] })

  async function cancelCode(token: string, phone: string): Promise<string> {
    t.advance(121_000)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'account_cancel' }, headers: auth(token) })).code).toBe(0)
    return t.code(phone)
  }
  const apply = (token: string, body: unknown) => t.signed({ method: 'POST', url: ACCOUNTS.accountCancelApply.path, body, headers: auth(token) })
  const status = async (token: string) => json<AccountCancelStatusData>(await t.signed({ method: 'GET', url: ACCOUNTS.accountCancel.path, headers: auth(token) }))

  it('lists the barcodes of the account and the cooling-off period before anyone applies', async () => {
    const me = await t.signUp(newPhone(), newName())
    samples.set(me.userId, ['XG0001', 'XG0002'])
    expect((await status(me.token)).data).toEqual({
      status: 'NONE',
      application: null,
      barcodes: [
        { barcode: 'XG0001', personName: '本人' },
        { barcode: 'XG0002', personName: '本人' }
      ],
      coolingOffDays: 15
    })
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.accountCancelApplication.path, headers: auth(me.token) })).data).toBeNull()
  })

  it('needs the code sent to the account phone and every barcode ticked', async () => {
    const phone = newPhone()
    const me = await t.signUp(phone, newName())
    samples.set(me.userId, ['XG1001', 'XG1002'])
    const code = await cancelCode(me.token, phone)
    expect(json(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG1001'], verifyCode: code }))).toMatchObject({ code: CODES.ARG_ERROR, message: '请勾选账号下的全部样本编码，确认一并删除' })
    expect(json(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG1001', 'XG1001'], verifyCode: code })).code).toBe(CODES.ARG_ERROR)
    expect(json(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG1001', 'XG9999'], verifyCode: code })).message).toBe('所选样本编码不属于当前账号')
    expect(json(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG1001', 'XG1002'], verifyCode: '000000' === code ? '000001' : '000000' })).message).toBe('验证码错误，请重新输入')
    expect(json(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG1001', 'XG1002'] })).message).toBe('请输入验证码')
    expect(json(await apply(me.token, { type: 'DATA_ONLY', barcodes: [], verifyCode: code })).code).toBe(CODES.ARG_ERROR)
    expect(json(await apply(me.token, { type: 'ACCOUNT', barcodes: 'XG1001', verifyCode: code })).code).toBe(CODES.ARG_ERROR)
    // a login code is not a cancellation code
    const login = await t.sendCode(phone)
    expect(json(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG1001', 'XG1002'], verifyCode: login })).code).toBe(CODES.ARG_ERROR)
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.accountCancelApply.path, body: { type: 'ACCOUNT', barcodes: [], verifyCode: code } })).code).toBe(CODES.SESSION_INVALID)
  })

  it('applies with a 15-day cooling-off deadline, refuses a second application, freezes the profile, and can be withdrawn', async () => {
    const phone = newPhone()
    const me = await t.signUp(phone, newName())
    samples.set(me.userId, ['XG2001'])
    const res = json<AccountCancelApplicationData>(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG2001'], verifyCode: await cancelCode(me.token, phone) }))
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ type: 'ACCOUNT', barcodes: ['XG2001'], status: 'PENDING', appliedAt: t.now(), deadline: t.now() + 15 * DAY, withdrawnAt: null, completedAt: null })
    expect((await status(me.token)).data).toMatchObject({ status: 'PENDING', application: { id: res.data.id } })
    expect(json(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG2001'], verifyCode: await cancelCode(me.token, phone) })).message).toBe('您已提交注销申请，请勿重复提交')
    const frozen = await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { name: newName() }, headers: auth(me.token) })
    expect(json(frozen)).toMatchObject({ code: CODES.ARG_ERROR, message: '账号注销申请处理中，暂不能修改资料' })

    // someone else can neither see nor withdraw it
    const stranger = await t.signUp(newPhone(), newName())
    expect((await status(stranger.token)).data).toMatchObject({ status: 'NONE', application: null, barcodes: [] })
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.accountCancelApplication.path, headers: auth(stranger.token) })).data).toBeNull()
    expect(json(await t.signed({ method: 'DELETE', url: ACCOUNTS.accountCancelWithdraw.path, query: { id: String(res.data.id) }, headers: auth(stranger.token) })).message).toBe('当前没有待处理的注销申请')
    expect((await status(me.token)).data.status).toBe('PENDING')

    const withdrawn = json<AccountCancelApplicationData>(await t.signed({ method: 'DELETE', url: ACCOUNTS.accountCancelWithdraw.path, headers: auth(me.token) }))
    expect(withdrawn.data).toMatchObject({ id: res.data.id, status: 'WITHDRAWN', withdrawnAt: t.now() })
    expect((await status(me.token)).data.status).toBe('NONE')
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.accountCancelApplication.path, headers: auth(me.token) })).data).toMatchObject({ status: 'WITHDRAWN' })
    expect(json(await t.signed({ method: 'DELETE', url: ACCOUNTS.accountCancelWithdraw.path, headers: auth(me.token) })).message).toBe('当前没有待处理的注销申请')

    // withdrawn before the deadline: the job finds nothing to do
    t.advance(16 * DAY)
    expect(await t.app.cancellations.enqueueDue()).toBe(0)
    await t.app.queue.drain()
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).code).toBe(1003)
    expect(deletedFor).not.toContain(me.userId)
  })

  it('after the cooling-off period the job deletes the personal data; sessions answer 2102; the phone registers again', async () => {
    const phone = newPhone()
    const me = await t.signUp(phone, newName('将注销'))
    samples.set(me.userId, ['XG3001'])
    await t.app.db.insertInto('description_configs').values({ key: `TEST_PERSON_${me.userId}`, name: 'x', content: 'x', content_type: 'TEXT', updated_at: 1 }).execute()
    await t.app.storage.put(`raw/users/${me.userId}/raw.txt`, Buffer.from('rs123\t1\t100\tAG\n'), { encrypt: true })
    const address = { receiverName: '张三', mobile: '13800138000', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '东华门大街 1 号' }
    expect(json(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: address, headers: auth(me.token) })).code).toBe(0)
    const avatar = json<UploadImageData>(await signedUpload(t, ACCOUNTS.uploadImage.path, { type: 'avatar' }, multipart(await makeImage(64, 64, 'png')), auth(me.token))).data
    await t.signed({ method: 'PUT', url: ACCOUNTS.updateUserInfo.path, body: { avatar: avatar.uploadUrl }, headers: auth(me.token) })
    const uploadKeys = (await t.app.db.selectFrom('uploads').select('storage_key').where('user_id', '=', me.userId).execute()).map(r => r.storage_key)
    expect(uploadKeys).toHaveLength(1)
    const other = await t.signUp(newPhone(), newName())

    const applied = json<AccountCancelApplicationData>(await apply(me.token, { type: 'ACCOUNT', barcodes: ['XG3001'], verifyCode: await cancelCode(me.token, phone) })).data
    // one day before the deadline nothing happens
    t.advance(14 * DAY)
    expect(await t.app.cancellations.enqueueDue()).toBe(0)
    await t.app.cancellations.runDeletion(applied.id)
    expect(await t.app.db.selectFrom('delivery_addresses').selectAll().where('user_id', '=', me.userId).execute()).toHaveLength(1)
    expect(deletedFor).not.toContain(me.userId)
    // signed in again during the cooling-off period (the first token is past its 7 days)
    const recent = json<SessionData>(await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, authCode: await t.sendCode(phone) } })).data

    t.advance(DAY)
    await t.app.accounts.sweep()
    await t.app.queue.drain()

    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', me.userId).executeTakeFirstOrThrow()
    expect(user).toMatchObject({ phone: null, nation_code: null, name: null, name_key: null, password_hash: null, wechat_openid: null, avatar_upload_id: null, user_state: -1, deleted_at: t.now() })
    expect(await t.app.db.selectFrom('delivery_addresses').selectAll().where('user_id', '=', me.userId).execute()).toEqual([])
    expect(await t.app.db.selectFrom('uploads').selectAll().where('user_id', '=', me.userId).execute()).toEqual([])
    for (const key of uploadKeys) expect(await t.app.storage.exists(key)).toBe(false)
    expect(await t.app.storage.exists(`raw/users/${me.userId}/raw.txt`)).toBe(false)
    expect(await t.app.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute()).toEqual([])
    expect(await t.app.db.selectFrom('sms_outbox').selectAll().where('phone', '=', phone).execute()).toEqual([])
    expect(await t.app.db.selectFrom('description_configs').selectAll().where('key', '=', `TEST_PERSON_${me.userId}`).execute()).toEqual([])
    expect(deletedFor).toContain(me.userId)
    const record = await t.app.db.selectFrom('account_cancellations').selectAll().where('id', '=', applied.id).executeTakeFirstOrThrow()
    expect(record).toMatchObject({ status: 'COMPLETED', completed_at: t.now(), barcodes: '[]' })

    // spec 8.1: a token of the cancelled account signs the client out with 2102
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(recent.token) }))).toMatchObject({ code: 2102 })
    // and the long-expired first one is simply unknown by now (swept)
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) }))).toMatchObject({ code: 1001 })
    // someone else is untouched
    expect(await t.app.db.selectFrom('users').select(['deleted_at']).where('id', '=', other.userId).executeTakeFirstOrThrow()).toEqual({ deleted_at: null })
    // the phone and the name are free again
    const again = await t.signUp(phone, '将注销' + '1号')
    expect(again.userId).not.toBe(me.userId)

    // running the job again changes nothing
    await t.app.cancellations.runDeletion(applied.id)
    expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(again.token) })).code).toBe(0)
  })
})

describe('a failing deletion', () => {
  it('leaves the account as it was and is retried', async () => {
    let fail = true
    const t = await createAccountsApp({
      env: { ACCOUNT_CANCEL_COOLING_OFF_DAYS: '1' },
      plugins: [
        async app =>
          app.accounts.personalData.register({
            name: 'flaky',
            async delete() {
              if (fail) throw new Error('genotype store unavailable')
            }
          })
      ]
    })
    try {
      const phone = newPhone()
      const me = await t.signUp(phone, newName())
      t.advance(121_000)
      await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'account_cancel' }, headers: auth(me.token) })
      const applied = json<AccountCancelApplicationData>(await t.signed({ method: 'POST', url: ACCOUNTS.accountCancelApply.path, body: { type: 'ACCOUNT', barcodes: [], verifyCode: await t.code(phone) }, headers: auth(me.token) })).data
      expect(applied.deadline).toBe(t.now() + DAY)
      t.advance(DAY)
      await expect(t.app.cancellations.runDeletion(applied.id)).rejects.toThrow('genotype store unavailable')
      expect(await t.app.db.selectFrom('users').select('phone').where('id', '=', me.userId).executeTakeFirstOrThrow()).toEqual({ phone })
      expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).code).toBe(0)
      fail = false
      await t.app.cancellations.runDeletion(applied.id)
      expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).code).toBe(2102)
    } finally {
      await t.close()
    }
  })
})

describe('sign-in while a cancellation is pending', () => {
  it('still works, so that the person can withdraw', async () => {
    const t = await createAccountsApp()
    try {
      const phone = newPhone()
      const me = await t.signUp(phone, newName())
      t.advance(121_000)
      await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'account_cancel' }, headers: auth(me.token) })
      await t.signed({ method: 'POST', url: ACCOUNTS.accountCancelApply.path, body: { type: 'ACCOUNT', barcodes: [], verifyCode: await t.code(phone) }, headers: auth(me.token) })
      const again = json<SessionData>(await t.signed({ method: 'POST', url: ACCOUNTS.signinByCode.path, body: { phoneNumber: phone, authCode: await t.sendCode(phone) } })).data
      expect(json(await t.signed({ method: 'DELETE', url: ACCOUNTS.accountCancelWithdraw.path, headers: auth(again.token) })).data).toMatchObject({ status: 'WITHDRAWN' })
    } finally {
      await t.close()
    }
  })
})

describe('a cooling-off period of 0 days (end-to-end suites: ACCOUNT_CANCEL_COOLING_OFF_DAYS=0)', () => {
  it('deletes the account right after the application, without waiting for the sweep', async () => {
    const t = await createAccountsApp({ env: { ACCOUNT_CANCEL_COOLING_OFF_DAYS: '0' } })
    try {
      const phone = newPhone()
      const me = await t.signUp(phone, newName())
      t.advance(121_000)
      await t.signed({ method: 'POST', url: ACCOUNTS.smsVerify.path, body: { verifyType: 'account_cancel' }, headers: auth(me.token) })
      const res = await t.signed({ method: 'POST', url: ACCOUNTS.accountCancelApply.path, body: { type: 'ACCOUNT', barcodes: [], verifyCode: await t.code(phone) }, headers: auth(me.token) })
      expect(json(res).code).toBe(0)
      await t.app.queue.drain()
      expect(json(await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(me.token) })).code).toBe(2102)
      expect((await t.signUp(phone, newName())).userId).not.toBe(me.userId)
    } finally {
      await t.close()
    }
  })
})
