/**
 * The buying pages of issue 17 against the real server: the upgrade page of an account without
 * a sample, the speed package, the Y full-sequence path (no report, the comparison with the
 * catalogue's prices), PayPal's return with a token that is not the order's, the purchase
 * agreement, and the staff catalogue refusing an account without the operator role.
 */
import { startSession } from '@/features/account/store/session'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import UpgradePage from '@/subpackages/buy/upgrade'
import SpeedPage from '@/subpackages/buy/speed-package'
import YfullNoReportPage from '@/subpackages/shop/yfull-noreport'
import YfullComparePage from '@/subpackages/shop/yfull-compare'
import PaypalSuccessPage from '@/subpackages/buy/paypal-success'
import BuyProtocolPage from '@/subpackages/about/protocol/buy'
import PriceProtectPage from '@/subpackages/about/protocol/price-protect'
import OpsCommercePage from '@/subpackages/ops/commerce'
import { newPhone, useRealServer } from '../helpers/realServer'
import { see, testUtils, text, visit } from '../helpers/page'

const server = useRealServer()

async function signedIn() {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  const authCode = await server().code(phone, 'login')
  const session = await call(ACCOUNTS.signup, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `购买${phone.slice(-4)}`, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } })
  await startSession(session)
}

beforeEach(() => {
  useSession.getState().signOut()
  document.body.innerHTML = ''
})

it('the upgrade page of an account without samples says so and links the purchase agreement', async () => {
  await signedIn()
  visit('/buy/upgrade')
  await testUtils.mount(UpgradePage, {})
  await see('检测升级使用您已寄回样本的检测数据', '暂无可升级的样本', '去商城看看', '查看购买协议')
})

it('the speed package explains what it changes and asks for a bound sample first', async () => {
  await signedIn()
  visit('/buy/speed-package')
  await testUtils.mount(SpeedPage, {})
  await see('加急服务（¥99.00）', '不承诺具体的出报告日期', '还没有绑定的样本', '去绑定样本')
})

it('the Y full-sequence path: why not yet, and the three Y tests with their catalogue prices', async () => {
  visit('/shop/yfull-noreport?reason=no-sex')
  await testUtils.mount(YfullNoReportPage, {})
  await see('Y 染色体全序列检测', '当前检测人还没有填写性别', '先购买基因检测', '已有 Y 染色体测序数据，去导入')
  document.body.innerHTML = ''
  visit('/shop/yfull-compare')
  await testUtils.mount(YfullComparePage, {})
  await see('父系 Y 染色体深度检测', '¥1999.00', '父系 Y 单倍群检测', '¥99.00', '基因寻根·健康+祖源 标准版', '¥499.00', '对 Y 染色体可测序区域测序')
})

it('PayPal\'s return with a token that is not this order\'s shows the refusal, not a success', async () => {
  await signedIn()
  visit('/buy/paypal-success?orderNo=20261125000000000001&token=ABCDEF12345&PayerID=X')
  await testUtils.mount(PaypalSuccessPage, {})
  await see('订单不存在')
  expect(text()).not.toContain('支付成功')
})

it('the purchase agreement and the price protection say what is and is not returnable', async () => {
  visit('/protocol/buy')
  await testUtils.mount(BuyProtocolPage, {})
  await see('购买协议', '七日无理由退货', '不适用七日无理由退货', '升级在支付成功后立即生效')
  document.body.innerHTML = ''
  visit('/protocol/price-protect')
  await testUtils.mount(PriceProtectPage, {})
  await see('价格保护说明', '我们不会自动退还差价', '支付之日起 7 天内')
})

it('the staff catalogue tells an account without the operator role it has no access', async () => {
  await signedIn()
  visit('/ops/commerce')
  await testUtils.mount(OpsCommercePage, {})
  await see('商品与价格管理', '当前账号没有运营权限')
})
