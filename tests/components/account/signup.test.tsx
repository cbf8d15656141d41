/**
 * /auth/signup against the real server (spec 4 "Sign-up profile flow", 5 Name, 8.2): step 1 the
 * name (normalised on typing, next disabled while empty, the server's check with the first error
 * under the field, cleared on focus), step 2 a gradient avatar, then the sign-up; success toast
 * 「注册成功」 and the from target with return=true; a refused code in an alert.
 */
import Taro from '@tarojs/taro'
import { AUTH_CODE_MESSAGES, DEFAULT_AVATARS, MESSAGES, NAME_MESSAGES } from '@xungen/contracts'
import SignUp from '@/subpackages/auth/signup'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { useSignupDraft } from '@/stores/signup'
import { newPhone, useRealServer } from '../helpers/realServer'
import { focusField, see, tap, testUtils, text, type, until, valueOf, visit } from '../helpers/page'

const server = useRealServer()
let toasts: string[]
let alerts: string[]
let redirectTo: jest.SpyInstance

beforeEach(() => {
  useSession.getState().signOut()
  useSignupDraft.getState().clear()
  document.body.innerHTML = ''
  toasts = []
  alerts = []
  jest.spyOn(Taro, 'showToast').mockImplementation(((o: { title: string }) => { toasts.push(o.title); return Promise.resolve() }) as never)
  jest.spyOn(Taro, 'showModal').mockImplementation(((o: { content: string }) => { alerts.push(o.content); return Promise.resolve({ confirm: true, cancel: false }) }) as never)
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'redirectTo:ok' }))
})

afterEach(() => jest.restoreAllMocks())

/** a phone proven by a real code, as the sign-in page hands it over */
async function provenPhone(): Promise<{ phoneNumber: string; nationCode: string; authCode: string }> {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  return { phoneNumber: phone, nationCode: '86', authCode: await server().code(phone, 'login') }
}

it('signs up with a checked name and a gradient, says 「注册成功」 and returns to from with return=true', async () => {
  const phone = await provenPhone()
  useSignupDraft.getState().start(phone)
  visit('/auth/signup?from=%2Fuser%2Fpersons%2Fbind%2Fsex&return=true')
  await testUtils.mount(SignUp, {})
  await see('给自己起个昵称', '第 1 步 / 共 2 步')

  // next is disabled while the name is empty
  expect(document.querySelector('.xg-button--disabled')?.textContent).toContain('下一步')
  // normalised on typing: emoji go, runs of spaces become one, leading spaces go
  await type('.xg-field--name', '  林😀   晓')
  expect(valueOf('.xg-field--name')).toBe('林 晓')

  // the server's check decides; its first error shows under the field and clears on focus
  await type('.xg-field--name', '基因寻根小助手')
  await tap('.xg-button', '下一步')
  await see(NAME_MESSAGES.sensitive)
  focusField(document.querySelector('.xg-field--name input') as HTMLInputElement)
  await until(() => !text().includes(NAME_MESSAGES.sensitive), 'the error to clear on focus')

  const name = `林晓${phone.phoneNumber.slice(-4)}`
  await type('.xg-field--name', name)
  await tap('.xg-button', '下一步')
  await see('选一个喜欢的头像', '第 2 步 / 共 2 步')
  const third = document.querySelectorAll('.xg-avatar-chooser__option')[2] as HTMLElement
  third.click()
  await until(() => third.className.includes('--active'), 'the chosen gradient')

  await tap('.xg-button', '完成注册')
  await until(() => redirectTo.mock.calls.length > 0, 'the way back')
  expect(toasts).toContain(MESSAGES.signup.succeeded)
  expect(redirectTo).toHaveBeenCalledWith({ url: '/user/persons/bind/sex?return=true' })
  const session = useSession.getState()
  expect(session.token).toMatch(/^xg_/)
  expect(session.profile?.userName).toBe(name)
  expect(session.profile?.avatar).toEqual({ type: 'color', startColor: DEFAULT_AVATARS[2].startColor, endColor: DEFAULT_AVATARS[2].endColor })
  expect(useSignupDraft.getState().phone).toBeNull()
})

it('a code the server refuses shows its message in an alert and asks for the phone again', async () => {
  const phone = await provenPhone()
  const wrong = phone.authCode.split('').map(d => String((Number(d) + 1) % 10)).join('')
  useSignupDraft.getState().start({ ...phone, authCode: wrong })
  visit('/auth/signup')
  await testUtils.mount(SignUp, {})
  await type('.xg-field--name', `周岚${phone.phoneNumber.slice(-4)}`)
  await tap('.xg-button', '下一步')
  await see('选一个喜欢的头像')
  await tap('.xg-button', '完成注册')
  await until(() => alerts.length > 0, 'the alert')
  expect(alerts).toEqual([AUTH_CODE_MESSAGES.wrong])
  await see('注册基因寻根', '验证手机号后')
  expect(useSession.getState().token).toBeNull()
  expect(redirectTo).not.toHaveBeenCalled()
})

it('opened directly, the page first proves the phone, then asks for the name', async () => {
  visit('/auth/signup')
  await testUtils.mount(SignUp, {})
  await see('注册基因寻根', '已有账号？')
  const phone = newPhone()
  await type('.xg-field--phone', phone)
  await tap('.xg-code-button')
  await type('.xg-field--code', await server().code(phone, 'login'))
  await tap('.xg-auth__agreement .xg-checkbox__box')
  await tap('.xg-button', '下一步')
  await see('给自己起个昵称')
  expect(useSignupDraft.getState().phone?.phoneNumber).toBe(phone)
})
