/**
 * 寻根登记 against the real server (issue 16 item 6): a visitor is asked to sign in; a signed-in
 * person who sends the form half-filled sees each missing field named in Chinese before any call.
 */
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import LeadListPage from '@/subpackages/ancestry/wechat-lead'
import LeadProfilePage from '@/subpackages/ancestry/wechat-lead/profile'
import { startSession } from '@/features/account/store/session'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { newPhone, sentRequests, useRealServer } from '../helpers/realServer'
import { see, tap, testUtils, type, visit } from '../helpers/page'

const server = useRealServer()
jest.setTimeout(60_000)

it('a visitor is asked to sign in before registering', async () => {
  useSession.getState().signOut()
  visit(href('/ancestry/wechat-lead'))
  await testUtils.mount(LeadListPage, {})
  await see('请先登录', '登记您的姓氏和祖籍')
})

it('the form names every missing field and sends nothing until they are filled', async () => {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  const authCode = await server().code(phone, 'login')
  await startSession(await call(ACCOUNTS.signup, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `寻根${phone.slice(-4)}`, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } }))
  visit(href('/ancestry/wechat-lead/profile'))
  await testUtils.mount(LeadProfilePage, {})
  await see('填写寻根资料')
  const calls = () => sentRequests().filter(o => o.url.startsWith('/web/api/new/lead-infos')).length
  const before = calls()
  await tap('.xg-button', '提交登记')
  await see('请填写姓氏', '请选择祖籍', '请选择联系方式')
  await type('.xg-field--surname', 'Li')
  await tap('.xg-lead__contact--notification')
  await tap('.xg-button', '提交登记')
  await see('姓氏应为 1–4 个汉字', '请选择祖籍')
  expect(calls()).toBe(before)
})
