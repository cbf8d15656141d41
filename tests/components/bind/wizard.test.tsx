/**
 * The binding wizard's first pages against the real server (spec 2.12, 2.18): the start page
 * without a draft, the barcode step (the check digit answered at once, an unknown kit by the
 * server's 2030, the draft resumed from the server), and the components the steps use.
 */
import Taro from '@tarojs/taro'
import { BARCODE_MESSAGES, NATIONS, SAMPLE_COLLECTOR_RELATIONS, barcodeOf } from '@xungen/contracts'
import { startSession } from '@/features/account/store/session'
import { BIND_ENDPOINTS, ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useBindStore } from '@/stores/bind'
import { useSession } from '@/stores/session'
import StartPage from '@/subpackages/bind'
import BarcodePage from '@/subpackages/bind/barcode'
import AppellationPage from '@/subpackages/bind/appellation'
import NationPicker, { matchNations } from '@/components/NationPicker'
import Timeline from '@/components/Timeline'
import { newPhone, useRealServer } from '../helpers/realServer'
import { see, tap, testUtils, text, type, until, visit } from '../helpers/page'

const server = useRealServer()

async function signedIn() {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  const authCode = await server().code(phone, 'login')
  const session = await call(ACCOUNTS.signup, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `绑定${phone.slice(-4)}`, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } })
  await startSession(session)
}

beforeEach(() => {
  useSession.getState().signOut()
  useBindStore.getState().clear()
  document.body.innerHTML = ''
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'navigateTo:ok' }) as never)
})

afterEach(() => jest.restoreAllMocks())

it('the start page without a draft offers to start and the instructions', async () => {
  await signedIn()
  visit('/user/persons/bind')
  await testUtils.mount(StartPage, {})
  await see('绑定采样器', '开始绑定', '查看采样说明', '输入采样盒上的采样器编号')
  expect(text()).not.toContain('继续上次的绑定')
})

it('the barcode step: a wrong check digit at once, an unknown kit from the server', async () => {
  await signedIn()
  visit('/user/persons/bind/barcode')
  await testUtils.mount(BarcodePage, {})
  await see('输入采样器编号')
  const real = barcodeOf(4242)
  const wrong = real.slice(0, 11) + String((Number(real[11]) + 1) % 10)
  await type('.xg-field--barcode', wrong)
  await tap('.xg-wizard__next')
  await see(BARCODE_MESSAGES.checkDigit)
  // a well-formed barcode no kit carries: the server's 2030
  await type('.xg-field--barcode', real)
  await tap('.xg-wizard__next')
  await see('样本编码不存在')
  expect(useBindStore.getState().barcodeInfo).toBeNull()
})

it('the start page resumes a draft kept on the server', async () => {
  await signedIn()
  await call(BIND_ENDPOINTS.saveDraft, { body: { appellation: 'me' } })
  visit('/user/persons/bind')
  await testUtils.mount(StartPage, {})
  // a draft without a barcode is not a binding to resume
  await see('开始绑定')
  expect(text()).not.toContain('继续上次的绑定')
})

it('the appellation step lists every relation of spec 3.5', async () => {
  await signedIn()
  useBindStore.getState().setBarcodeInfo({ barcode: barcodeOf(1) })
  visit('/user/persons/bind/appellation')
  await testUtils.mount(AppellationPage, {})
  await see('检测人是您的', '本人', '配偶的外婆')
  expect(document.querySelectorAll('.xg-choices__item').length).toBe(SAMPLE_COLLECTOR_RELATIONS.length)
  expect(document.querySelector('.xg-wizard__next')?.className).toContain('xg-button--disabled')
  await tap('.xg-choices__item', '父亲')
  await until(() => !document.querySelector('.xg-wizard__next')?.className.includes('disabled'), 'next enabled')
})

it('the nation picker holds the 56 groups and searches them', async () => {
  expect(matchNations('').length).toBe(56)
  expect(matchNations('满').map(n => n.name)).toEqual(['满族'])
  let picked = ''
  await testUtils.mount(() => <NationPicker value={null} onChange={n => { picked = n }} />, {})
  await see('汉族', '基诺族')
  expect(document.querySelectorAll('.xg-nation-picker__item').length).toBe(NATIONS.length)
  await tap('.xg-nation-picker__item', '藏族')
  expect(picked).toBe('藏族')
})

it('the timeline shows its entries in the order given, the first as current', async () => {
  await testUtils.mount(() => <Timeline items={[{ key: 'b', title: 'DNA 质检未通过', tone: 'problem', time: '2026-11-25 10:00' }, { key: 'a', title: '已绑定' }]} />, {})
  await see('DNA 质检未通过', '已绑定')
  const items = document.querySelectorAll('.xg-timeline__item')
  expect(items[0].className).toContain('xg-timeline__item--current')
  expect(items[0].className).toContain('xg-timeline__item--problem')
})
