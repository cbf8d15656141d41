/**
 * /auth/signin as a visitor uses it, against the real server (spec 2.2, 4, 5): the local refusal
 * of an empty phone, the code button, the agreement, the server's message under the field, and
 * an unregistered phone going on to sign-up with its proven code.
 */
import Taro from '@tarojs/taro'
import { AUTH_CODE_MESSAGES, PHONE_MESSAGES } from '@xungen/contracts'
import SignIn from '@/pages/auth/signin'
import { useSession } from '@/stores/session'
import { useSignupDraft } from '@/stores/signup'
import { newPhone, sentRequests, useRealServer } from '../helpers/realServer'
import { focusField, see, tap, testUtils, text, type, until, visit } from '../helpers/page'

const server = useRealServer()
let toasts: string[]

beforeEach(async () => {
  useSession.getState().signOut()
  useSignupDraft.getState().clear()
  document.body.innerHTML = ''
  toasts = []
  jest.spyOn(Taro, 'showToast').mockImplementation(((o: { title: string }) => { toasts.push(o.title); return Promise.resolve() }) as never)
  visit('/auth/signin?from=%2Fuser%2Finfo')
  await testUtils.mount(SignIn, {})
  await see('登录基因寻根', '验证码登录')
})

afterEach(() => jest.restoreAllMocks())

function smsCalls(): number {
  return sentRequests().filter(o => o.url.includes('/sms_verify/')).length
}

it('sending a code with an empty phone is refused on the page with 「请输入手机号」, nothing is sent (spec 5)', async () => {
  const before = smsCalls()
  await tap('.xg-code-button')
  await see(PHONE_MESSAGES.empty)
  expect(smsCalls()).toBe(before)
})

it('the code button counts down from 120 seconds once the server sent the code (spec 4, 9)', async () => {
  await type('.xg-field--phone', newPhone())
  await tap('.xg-code-button')
  await see('120 秒后重新发送')
  expect(toasts).toContain('验证码已发送')
  expect(document.querySelector('.xg-code-button')!.className).toContain('xg-field__action--disabled')
})

it('nothing is sent until the agreement is ticked; then a wrong code gets the server\'s message under the code field', async () => {
  const phone = newPhone()
  await type('.xg-field--phone', phone)
  await tap('.xg-code-button')
  const code = await server().code(phone, 'login')
  const wrong = code.split('').map(d => String((Number(d) + 1) % 10)).join('')
  await type('.xg-field--code', wrong)
  await tap('.xg-button', '登录 / 注册')
  await until(() => toasts.some(t => t.startsWith('请先阅读并同意')), 'the agreement toast')
  expect(document.querySelector('.xg-checkbox--highlight')).not.toBeNull()
  await tap('.xg-auth__agreement .xg-checkbox__box')
  await tap('.xg-button', '登录 / 注册')
  await see(AUTH_CODE_MESSAGES.wrong)
  expect(document.querySelector('.xg-field--code.xg-field--invalid')).not.toBeNull()
  // the error goes when the person comes back to the field
  focusField(document.querySelector('.xg-field--code input') as HTMLInputElement)
  await until(() => !text().includes(AUTH_CODE_MESSAGES.wrong), 'the error to clear on focus')
})

it('an unregistered phone goes on to sign-up, keeping from, with its proven code', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'navigateTo:ok' }))
  const phone = newPhone()
  await type('.xg-field--phone', phone)
  await tap('.xg-code-button')
  const code = await server().code(phone, 'login')
  await type('.xg-field--code', code)
  await tap('.xg-auth__agreement .xg-checkbox__box')
  await tap('.xg-button', '登录 / 注册')
  await until(() => navigateTo.mock.calls.length > 0, 'the way to sign-up')
  expect(navigateTo).toHaveBeenCalledWith({ url: '/auth/signup?from=%2Fuser%2Finfo' })
  expect(useSignupDraft.getState().phone).toEqual({ phoneNumber: phone, nationCode: '86', authCode: code })
  expect(useSession.getState().token).toBeNull()
})

it('a wrong password gets the server\'s one answer for phone or password, under the password field', async () => {
  await tap('.xg-tabs__tab', '密码登录')
  await see('使用已设置的登录密码登录')
  await type('.xg-field--phone', newPhone())
  await type('.xg-field--password', 'Gene2024x')
  await tap('.xg-auth__agreement .xg-checkbox__box')
  await tap('.xg-button', '登录')
  await see('手机号或密码错误')
  expect(useSession.getState().token).toBeNull()
})
