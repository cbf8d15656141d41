/**
 * The verification-code button of spec 4 in a page: init → countdown (120 s, spec 9) → resend,
 * the local refusal of an empty phone (spec 5: ARG_ERROR 「请输入手机号」), the server's 4290
 * counting down what is left, and a new number starting again. The server is replaced here by
 * the request layer's outcome; the pages' tests send real codes.
 */
import TestUtils from '@tarojs/test-utils-react'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { CODES } from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { api } from '@/services/request'
import { ApiError } from '@/services/client'
import { useVerificationCode, type SendCodeResult } from '../useVerificationCode'

let result: SendCodeResult | null = null
let setPhone: (p: string) => void = () => undefined

function Probe() {
  const [phone, set] = useState('13800138000')
  setPhone = set
  const button = useVerificationCode({ verifyType: 'login', phone, nationCode: '86' })
  return (
    <View>
      <Text className='label'>{button.label}</Text>
      <Text className='disabled'>{String(button.disabled)}</Text>
      <View className='send' onClick={() => void button.send().then(r => { result = r })} />
    </View>
  )
}

const testUtils = new TestUtils()
const label = () => document.querySelector('.label')?.textContent
const disabled = () => document.querySelector('.disabled')?.textContent === 'true'

async function settle() {
  await testUtils.act(async () => { await new Promise(r => setTimeout(r, 20)) })
}

beforeEach(async () => {
  result = null
  document.body.innerHTML = ''
  await testUtils.mount(Probe, {})
  await testUtils.queries.waitForQuerySelector('.label')
  // the clock and the countdown's interval are ours from here on; rendering keeps its real timers
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 22, 8, 0, 0), doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

it('starts as 「发送验证码」, counts down 120 seconds after a send, then offers 「重新发送」', async () => {
  const send = jest.spyOn(api, 'request').mockResolvedValue({ retryAfterSeconds: 120, expiresInSeconds: 300 })
  expect(label()).toBe('发送验证码')
  expect(disabled()).toBe(false)
  ;(document.querySelector('.send') as HTMLElement).click()
  await settle()
  expect(send).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: ACCOUNTS.smsVerify.path, data: { phone: '13800138000', nationCode: '86', verifyType: 'login' } }))
  expect(label()).toBe('120 秒后重新发送')
  expect(disabled()).toBe(true)
  await testUtils.act(async () => { jest.advanceTimersByTime(1000) })
  await settle()
  expect(label()).toBe('119 秒后重新发送')
  await testUtils.act(async () => { jest.advanceTimersByTime(119_000) })
  await settle()
  expect(label()).toBe('重新发送')
  expect(disabled()).toBe(false)
})

it('refuses an empty phone on the page with ARG_ERROR and 「请输入手机号」, without a call', async () => {
  const send = jest.spyOn(api, 'request')
  await testUtils.act(async () => setPhone(''))
  await settle()
  ;(document.querySelector('.send') as HTMLElement).click()
  await settle()
  expect(result).toEqual({ ok: false, code: CODES.ARG_ERROR, message: '请输入手机号', phoneError: true })
  expect(send).not.toHaveBeenCalled()
  expect(label()).toBe('发送验证码')
})

it('a server that says "too soon" (4290) counts down the seconds it gives', async () => {
  jest.spyOn(api, 'request').mockRejectedValue(new ApiError(CODES.TOO_MANY_REQUESTS, '请 37 秒后再获取验证码', { retryAfterSeconds: 37 }))
  ;(document.querySelector('.send') as HTMLElement).click()
  await settle()
  expect(label()).toBe('37 秒后重新发送')
  expect(result).toMatchObject({ ok: false, code: CODES.TOO_MANY_REQUESTS, message: '请 37 秒后再获取验证码' })
})

it('another phone number starts again from 「发送验证码」', async () => {
  jest.spyOn(api, 'request').mockResolvedValue({ retryAfterSeconds: 120, expiresInSeconds: 300 })
  ;(document.querySelector('.send') as HTMLElement).click()
  await settle()
  expect(label()).toBe('120 秒后重新发送')
  await testUtils.act(async () => setPhone('13900139000'))
  await settle()
  expect(label()).toBe('发送验证码')
})
