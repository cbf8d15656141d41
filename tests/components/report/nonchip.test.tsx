/**
 * Non-chip report pages against the real server (issue 15 item 3): a visitor sees the demo HPV
 * result marked 示例 with each type's IARC reference; the NGS risk test refuses a minor in
 * Chinese, stores a family history and answers the counselling advice without any score.
 */
import Taro from '@tarojs/taro'
import { startSession } from '@/features/account/store/session'
import { useRiskTest } from '@/features/report/components/NonChip/riskTest'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import HpvDetailPage from '@/subpackages/report/hpv/detail'
import AmhDetailPage from '@/subpackages/report/amh/detail/_id'
import RiskFirstPage from '@/subpackages/report/ngs/risk-test/first-step'
import RiskSecondPage from '@/subpackages/report/ngs/risk-test/second-step'
import RiskResultPage from '@/subpackages/report/ngs/risk-test/result'
import StatementHpvPage from '@/subpackages/about/statement/hpv'
import { newPhone, useRealServer } from '../helpers/realServer'
import { see, tap, testUtils, text, type, until, visit } from '../helpers/page'

const server = useRealServer()

async function signedIn() {
  const phone = newPhone()
  await call(ACCOUNTS.smsVerify, { body: { phone, nationCode: '86', verifyType: 'login' } })
  const authCode = await server().code(phone, 'login')
  const session = await call(ACCOUNTS.signup, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `家史${phone.slice(-4)}`, avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } })
  await startSession(session)
}

beforeEach(() => {
  useSession.getState().signOut()
  useRiskTest.getState().reset()
  document.body.innerHTML = ''
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'navigateTo:ok' }) as never)
})
afterEach(() => jest.restoreAllMocks())

it('a visitor sees the demo HPV result marked 示例, with each type read against its IARC group and the next step', async () => {
  visit('/report/hpv/detail')
  await testUtils.mount(HpvDetailPage, {})
  await see('示例', 'HPV 分型检测', '其他高危型 HPV 阳性', 'HPV52', '高危型（IARC 1 类致癌）', '宫颈细胞学检查（TCT）', '不能告诉你', 'Lancet Oncol')
  expect(text()).toContain('不是真实检测结果')
})

it('the AMH detail shows the value with its unit and the Bologna cut-off as its reference', async () => {
  visit('/report/amh/detail/amh')
  await testUtils.mount(AmhDetailPage, {})
  await see('示例', '2.35 ng/mL', '0.5–1.1 ng/mL（ESHRE 博洛尼亚标准）', '卵巢储备')
})

it('the HPV statement says what the test cannot tell and that it is not a diagnosis', async () => {
  visit('/statement/hpv')
  await testUtils.mount(StatementHpvPage, {})
  await see('HPV 分型检测声明', '不能告诉你什么', '是否患有宫颈癌或癌前病变', '不是诊断')
})

it('the NGS risk test: a minor is refused in Chinese; a family history is stored and answered with counselling advice, no score', async () => {
  await signedIn()
  visit('/report/ngs/risk-test/first-step')
  await testUtils.mount(RiskFirstPage, {})
  await see('第 1 步：关于你')
  await tap('.xg-field--risk-sex .xg-choices__item', '女')
  await type('.xg-field--risk-age', '12')
  await tap('.xg-button', '下一步')
  await see('年满 18 岁才能填写')
  await type('.xg-field--risk-age', '41')
  await tap('.xg-button', '下一步')
  await until(() => !text().includes('年满 18 岁才能填写'), 'the error to clear')

  document.body.innerHTML = ''
  visit('/report/ngs/risk-test/second-step')
  await testUtils.mount(RiskSecondPage, {})
  await see('第 2 步：家人的情况')
  await tap('.xg-button', '添加一位亲属')
  await tap('.xg-nonchip__relative .xg-choices__item', '母亲')
  await tap('.xg-nonchip__relative .xg-choices__item', '卵巢癌')
  await tap('.xg-field--risk-known .xg-choices__item', '不清楚')
  await tap('.xg-button', '提交并查看结果')
  await until(() => useRiskTest.getState().draft.submitted !== null, 'the answers to be submitted')

  document.body.innerHTML = ''
  visit('/report/ngs/risk-test/result')
  await testUtils.mount(RiskResultPage, {})
  await see('建议做遗传咨询', '母亲患卵巢癌', 'NCCN')
  expect(text()).not.toMatch(/分数[:：]?\s*\d/)
})
