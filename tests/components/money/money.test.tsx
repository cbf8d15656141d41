/**
 * The money pages against the real server (issue 17 items 6, 7, 8, 10): the balance home signed
 * out and in, the withdrawal form's checks, the invoice form of a paid order (a wrong taxpayer
 * check character caught, a company invoice sent), the demo coupon gift and crowdfunding pages.
 */
import http from 'http'
import Taro from '@tarojs/taro'
import { ACCOUNTS, COMMERCE } from '@xungen/contracts/endpoints'
import { startSession } from '@/features/account/store/session'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import BalancePage from '@/subpackages/activity/balance/withdraw'
import WithdrawFormPage from '@/subpackages/activity/balance/form'
import InvoicePage from '@/subpackages/buy/invoice'
import CouponPage from '@/subpackages/activity/coupon'
import CrowdfundingPage from '@/subpackages/activity/crowdfunding'
import HearingPage from '@/subpackages/activity/fission/hearing'
import { newPhone, useRealServer } from '../helpers/realServer'
import { see, tap, testUtils, type, until, visit } from '../helpers/page'

const server = useRealServer()

async function signedIn() {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  const authCode = await server().code(phone, 'login')
  await startSession(await call(ACCOUNTS.signup, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `余额${phone.slice(-4)}`, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } }))
}

function post(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, res => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end(body)
  })
}

beforeEach(() => {
  useSession.getState().signOut()
  document.body.innerHTML = ''
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'navigateTo:ok' }) as never)
})

afterEach(() => jest.restoreAllMocks())

it('the balance asks a visitor to sign in, and shows a new account its empty balance and what it needs to withdraw', async () => {
  visit('/balance/withdraw')
  await testUtils.mount(BalancePage, {})
  await see('登录后查看余额', '去登录')
  document.body.innerHTML = ''
  await signedIn()
  visit('/balance/withdraw')
  await testUtils.mount(BalancePage, {})
  await see('账户余额（元）', '0.00', '余额满 10.00 元可提现', '暂无奖励', '余额规则', '余额服务协议')
})

it('the withdrawal form checks the amount against the balance and asks for the agreement', async () => {
  await signedIn()
  visit('/balance/form')
  await testUtils.mount(WithdrawFormPage, {})
  await see('提现金额（元）', '可提现 ¥0.00')
  await until(() => !!document.querySelector('.xg-field--amount input'), 'the amount input')
  await type('.xg-field--amount', '20')
  await type('.xg-field--account', 'abc')
  await type('.xg-field--name', 'Wang')
  await tap('.xg-button', '下一步')
  await see('提现金额不能超过余额', '支付宝账号应为手机号或邮箱', '请填写与支付宝实名一致的中文姓名', '请先阅读并同意《余额服务协议》')
})

it('the invoice of a paid order: a wrong check character is caught, a company invoice is sent', async () => {
  await signedIn()
  const order = await call(COMMERCE.createOrder, { body: { commodityId: 'standard-reuse', count: 1, idempotencyKey: `cmp-inv-${Date.now()}` } })
  const prepay = await call(COMMERCE.pay, { params: { orderNo: order.orderNo }, body: { payType: 'WECHAT_H5' } })
  if (prepay.kind !== 'redirect') throw new Error('the sandbox cashier')
  const prepayId = new URL(prepay.url, server().url).searchParams.get('prepayId')
  expect(await post(server().url + '/sandbox/cashier', `prepayId=${prepayId}&outcome=SUCCESS`)).toBe(303)
  visit(`/buy/invoice?orderNo=${order.orderNo}`)
  await testUtils.mount(InvoicePage, {})
  await see('可开票金额', '¥399.00', '个人姓名')
  await tap('.xg-tabs__tab', '企业')
  await see('纳税人识别号', '单位名称')
  await type('.xg-field--title', '示例科技有限公司')
  await type('.xg-field--taxpayerCode', '91350100M000100Y44')
  await type('.xg-field--email', 'cmp@example.com')
  await tap('.xg-button', '提交申请')
  await see('纳税人识别号校验位不正确，请核对')
  await type('.xg-field--taxpayerCode', '91350100M000100Y43')
  await tap('.xg-button', '提交申请')
  await see('91350100M000100Y43', '重新发送到', 'cmp@example.com')
})

it('a visitor sees the demo coupon gift, the demo fission activity and the demo crowdfunding, each marked 示例', async () => {
  visit('/coupon?scene=SHARE_GIFT')
  await testUtils.mount(CouponPage, {})
  await see('示例', '分享领券（示例）', '¥20', '无门槛减 20.00 元', '剩余', '优惠券使用规则')
  document.body.innerHTML = ''
  visit('/fission/hearing')
  await testUtils.mount(HearingPage, {})
  await see('示例', '听力基因科普活动（示例）', '它不是一项科研项目', '邀请奖励：3 位好友助力，得 ¥5.00 余额')
  document.body.innerHTML = ''
  visit('/crowdfunding')
  await testUtils.mount(CrowdfundingPage, {})
  await see('家乡寻根检测众筹（示例）', '已筹 ¥0.00', '0 人支持', '支持 · 祖源版', '¥299.00', '电子支持者证书 1 张')
})
