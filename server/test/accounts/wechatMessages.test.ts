/**
 * Issue 24 item 7: one-time subscription messages of the mini-program. The templates come from
 * WECHAT_SUBSCRIBE_TEMPLATES; a person's acceptances are recorded (configured templates only, a
 * WeChat identity only); each allows one message. A sample's state change (received, analysing,
 * published) and relatives found queue a message in the change's own transaction; the dispatcher
 * sends it through WeChat's subscribeMessage.send (the sandbox's outbox here) with the template's
 * fields, and a message is never sent twice.
 */
import path from 'path'
import { AGREEMENTS, SUBSCRIPTION_KEYS, type SessionData } from '@xungen/contracts'
import { ACCOUNTS, CONSENT } from '@xungen/contracts/endpoints'
import { auth, newName, newPhone } from '../helpers/accounts'
import { json } from '../helpers/app'
import { createKitApp, realSampleFile, type KitApp } from '../kit/helpers'

jest.setTimeout(180_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

const TEMPLATES = {
  sampleReceived: { id: 'TPL-received-0001', fields: { thing1: 'person', phrase2: 'state', character_string3: 'barcode', time4: 'time' } },
  inAnalysis: { id: 'TPL-analysis-0002', fields: { thing1: 'person', thing2: 'note' } },
  reportReady: { id: 'TPL-report-0003', fields: { thing1: 'person', phrase2: 'state', time3: 'time' } }
  // relativesFound is not configured: it is not offered
}

let t: KitApp
beforeAll(async () => {
  t = await createKitApp({ env: { WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify(TEMPLATES) } })
})
afterAll(() => t.close())

const post = (url: string, token: string | null, body: unknown) => t.signed({ method: 'POST', url, body, headers: token ? auth(token) : {} }).then(r => json<any>(r))
let logins = 0

/** a person of the mini-program: WeChat login, the button's phone, the sensitive-data consent */
async function wechatUser(): Promise<{ token: string; userId: number; openid: string }> {
  const guest = json<SessionData>(await t.signed({ method: 'POST', url: ACCOUNTS.wechatLogin.path, body: { code: `subscriber-${process.pid}-${++logins}` } })).data
  const bound = (await post(ACCOUNTS.wechatBindPhoneNumber.path, guest.token, { code: `sandbox-phone:${newPhone()}` })).data as SessionData
  expect((await post(CONSENT.accept.path, bound.token, { accepted: [{ document: 'sensitive', version: AGREEMENTS.sensitive.version }] })).code).toBe(0)
  const row = await t.app.db.selectFrom('users').select('wechat_openid').where('id', '=', bound.userId).executeTakeFirstOrThrow()
  return { token: bound.token, userId: bound.userId, openid: row.wechat_openid! }
}

const outbox = (openid: string) => t.app.db.selectFrom('wechat_sandbox_messages').selectAll().where('openid', '=', openid).orderBy('id').execute()

describe('subscription messages', () => {
  it('lists the configured templates only, in a fixed order, to anyone', async () => {
    const r = json<any>(await t.signed({ method: 'GET', url: ACCOUNTS.wechatSubscribeTemplates.path }))
    expect(r.data.list).toEqual([
      { key: 'sampleReceived', templateId: 'TPL-received-0001', title: '样本签收通知' },
      { key: 'inAnalysis', templateId: 'TPL-analysis-0002', title: '样本检测进度通知' },
      { key: 'reportReady', templateId: 'TPL-report-0003', title: '报告生成通知' }
    ])
    expect(SUBSCRIPTION_KEYS).toContain('relativesFound')
  })

  it('records accepted configured templates of a WeChat person; unknown ids and accounts without WeChat record nothing', async () => {
    const u = await wechatUser()
    const r = await post(ACCOUNTS.wechatSubscriptions.path, u.token, { accepted: ['TPL-received-0001', 'TPL-report-0003', 'TPL-someone-else'] })
    expect(r.data.recorded).toEqual([{ key: 'sampleReceived', templateId: 'TPL-received-0001' }, { key: 'reportReady', templateId: 'TPL-report-0003' }])
    const web = await t.signUp(newPhone(), newName())
    expect((await post(ACCOUNTS.wechatSubscriptions.path, web.token, { accepted: ['TPL-received-0001'] })).data.recorded).toEqual([])
    // signed out, too many ids, wrong types
    expect((await post(ACCOUNTS.wechatSubscriptions.path, null, { accepted: ['TPL-received-0001'] })).code).toBe(1001)
    expect((await post(ACCOUNTS.wechatSubscriptions.path, u.token, { accepted: ['a', 'b', 'c', 'd'] })).code).toBe(4006)
    expect((await post(ACCOUNTS.wechatSubscriptions.path, u.token, { accepted: 'TPL-received-0001' })).code).toBe(4006)
  })

  it('a received sample sends one message with the template fields, opening the detection status; one acceptance is one message', async () => {
    const u = await wechatUser()
    await post(ACCOUNTS.wechatSubscriptions.path, u.token, { accepted: ['TPL-received-0001'] })
    const [first, second] = await t.produce('standard', 2)
    expect((await t.bind(u.token, first)).code).toBe(0)
    expect((await t.bind(u.token, second, { appellation: 'mother', sex: 'female', name: '陈秀英', surname: '陈', birthday: '1956-02-03' }))).toMatchObject({ code: 0 })
    await t.lab('receive', first)
    await t.lab('receive', second)
    // the notice follows the sample's state-changed event; its message is queued, nothing sent before the dispatcher runs
    await t.app.events.settle()
    expect(await outbox(u.openid)).toEqual([])
    expect(await t.app.accounts.wechatMessages.dispatch()).toBe(1)
    expect(await t.app.accounts.wechatMessages.dispatch()).toBe(0)
    const [sent, ...more] = await outbox(u.openid)
    expect(more).toEqual([])
    expect(sent).toMatchObject({ template_id: 'TPL-received-0001', page: `subpackages/user/persons/detection-status/_barcode/index?barcode=${first}` })
    const data = JSON.parse(sent.data)
    expect(data).toEqual({ thing1: { value: '王建国' }, phrase2: { value: '样本已签收' }, character_string3: { value: first }, time4: { value: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) } })
    // the second sample found no acceptance left: nothing queued for it
    const queued = await t.app.db.selectFrom('wechat_messages').select(['state', 'values_json']).where('user_id', '=', u.userId).execute()
    expect(queued).toHaveLength(1)
    expect(queued[0].state).toBe('sent')
    const used = await t.app.db.selectFrom('wechat_subscriptions').select('consumed_at').where('user_id', '=', u.userId).execute()
    expect(used.every(s => s.consumed_at !== null)).toBe(true)
  })

  it('analysis and the published report send their messages (report page, phrase cut to 5 characters)', async () => {
    const u = await wechatUser()
    await post(ACCOUNTS.wechatSubscriptions.path, u.token, { accepted: ['TPL-analysis-0002', 'TPL-report-0003'] })
    const [barcode] = await t.produce('standard')
    await t.bind(u.token, barcode)
    await t.lab('receive', barcode)
    await t.lab('qc', barcode, { passed: true })
    expect((await t.upload(barcode, await realSampleFile())).code).toBe(0)
    await t.app.queue.drain(90_000)
    await t.app.accounts.wechatMessages.dispatch()
    const sent = await outbox(u.openid)
    expect(sent.map(s => s.template_id)).toEqual(['TPL-analysis-0002', 'TPL-report-0003'])
    expect(sent[1].page).toBe(`pages/report/index?barcode=${barcode}`)
    const report = JSON.parse(sent[1].data)
    expect(report.thing1.value).toBe('王建国')
    expect([...report.phrase2.value].length).toBeLessThanOrEqual(5)
    expect(JSON.parse(sent[0].data).thing2.value.length).toBeLessThanOrEqual(20)
  })

  it("WeChat's refusal (43101: no subscription left on WeChat's side) is recorded and not retried", async () => {
    const u = await wechatUser()
    await post(ACCOUNTS.wechatSubscriptions.path, u.token, { accepted: ['TPL-received-0001'] })
    // the sandbox refuses openids starting with 'refused' like WeChat answers 43101
    await t.app.db.updateTable('users').set({ wechat_openid: `refused-${u.openid}` }).where('id', '=', u.userId).execute()
    const [barcode] = await t.produce('standard')
    await t.bind(u.token, barcode)
    await t.lab('receive', barcode)
    await t.app.events.settle()
    expect(await t.app.accounts.wechatMessages.dispatch()).toBe(0)
    const row = await t.app.db.selectFrom('wechat_messages').selectAll().where('user_id', '=', u.userId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ state: 'failed', attempts: 1 })
    expect(row.error).toContain('43101')
  })
})
