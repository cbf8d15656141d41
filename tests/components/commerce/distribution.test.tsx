/**
 * /buy/distribution against the real server: the demo channel (示例) with its price, period and
 * per-account limit; a signed-in buyer's remaining units, and the limit reached; an unknown
 * channel and a link without a code refused in Chinese.
 */
import { startSession } from '@/features/account/store/session'
import { ACCOUNTS, COMMERCE } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import DistributionPage from '@/subpackages/buy/distribution'
import { newPhone, useRealServer } from '../helpers/realServer'
import { notSee, see, testUtils, visit } from '../helpers/page'

const server = useRealServer()
const DEMO = 'DEMO-CLINIC'

async function signedIn() {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  const authCode = await server().code(phone, 'login')
  const session = await call(ACCOUNTS.signup, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `渠道${phone.slice(-4)}`, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } })
  await startSession(session)
}

beforeEach(() => {
  useSession.getState().signOut()
  document.body.innerHTML = ''
})

it("a visitor sees the demo channel's products at the channel's price, its period and limit", async () => {
  visit(`/buy/distribution?channel=${DEMO}`)
  await testUtils.mount(DistributionPage, {})
  await see('示例渠道·体检中心会员专享', '有效期', '每个账号限购 2 件', '基因寻根·健康+祖源 标准版', '¥399.00', '商城价 ¥499.00', '¥249.00', '登录后购买')
})

it('a signed-in buyer sees what is left of the limit, and the limit reached', async () => {
  await signedIn()
  visit(`/buy/distribution?channel=${DEMO}`)
  await testUtils.mount(DistributionPage, {})
  await see('您已购买 0 件，还可购买 2 件', '采样盒寄往', '提交订单并支付')
  const offer = await call(COMMERCE.channelCommodities, { query: { channel: DEMO } })
  await call(COMMERCE.createChannelOrder, {
    body: { channelCode: DEMO, commodityId: offer.list[1].productId, count: 2, idempotencyKey: `component-${Date.now()}`, receiver: { name: '王小明', mobile: '13800138000', nationCode: '86', address: '北京市东城区东华门大街 1 号' } }
  })
  document.body.innerHTML = ''
  visit(`/buy/distribution?channel=${DEMO}`)
  await testUtils.mount(DistributionPage, {})
  await see('每个账号限购 2 件，您已购满')
  await notSee('提交订单并支付')
})

it('an unknown channel and a link without a code are refused in Chinese', async () => {
  visit('/buy/distribution?channel=NO-SUCH-CHANNEL')
  await testUtils.mount(DistributionPage, {})
  await see('无法参加渠道专享', '该渠道不存在，请核对链接', '去商城看看')
  document.body.innerHTML = ''
  visit('/buy/distribution')
  await testUtils.mount(DistributionPage, {})
  await see('链接缺少有效的渠道码')
})
