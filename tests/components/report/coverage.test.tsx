/**
 * An imported file that covers few of the report's items: the items read 未检测（芯片未覆盖）,
 * never 未检出, and the report home and the area list say why above them (and why the locked
 * ones are locked). The server's answers are given as the declared endpoints return them.
 */
import { ENDPOINTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import ReportHome from '@/features/report/components/ReportHome'
import AreaItems from '@/features/report/components/AreaItems'
import { useCurrentSample } from '@/stores/currentSample'
import { useSession } from '@/stores/session'
import { see, testUtils, text } from '../helpers/page'

const mockAnswers = new Map<unknown, (input: any) => unknown>()
jest.mock('@/services/call', () => ({
  call: (decl: unknown, input: unknown) => {
    const f = mockAnswers.get(decl)
    if (!f) return Promise.reject(new Error('unexpected call'))
    try {
      return Promise.resolve(f(input))
    } catch (e) {
      return Promise.reject(e)
    }
  }
}))

const R = ENDPOINTS.reports
const head = { sample: false, sampleLabel: null, sampleSource: null, barcode: 'XG0000000017', person: { id: 7, name: '李晓梅', sex: 'female' }, product: { type: 'HEALTH_ANCESTRY_V3', name: '标准版', supportSubmodules: [], isOnlineProduct: true }, versions: { engine: '0.2.0', kb: '2026.11-3' }, publishedAt: 1 }
const item = (id: string, status: number, reportStatus: string) => ({ id, category: 'disease', title: `项目${id}`, summary: '', status, access: status === 0 ? 0 : 3, tags: [], lockDescription: null, reportStatus, levelLabel: null })

beforeEach(() => {
  document.body.innerHTML = ''
  useSession.getState().signIn('xg_family_token_0123456789', { userId: '41', userState: 4, hasPhone: true })
  useCurrentSample.getState().choose('XG0000000017', 7, '41')
  mockAnswers.set(PERSONS_ENDPOINTS.personsV2, () => ({ page: 1, size: 100, count: 0, bindCount: 0, shareCount: 0, list: [], isEnd: true }))
  mockAnswers.set(R.shareList, () => ({ list: [] }))
})

it('the report home of a file covering none of its open items says so, with why the rest are locked', async () => {
  mockAnswers.set(R.home, () => ({
    ...head, reportStatus: 'out', gadgetsShowStatus: { calculator: false, geneRelatives: false },
    homeData: { ancestry: null, health: { healthItems: 136, qc: { verdict: 'pass', callRate: 0.99 }, areas: [{ key: 'disease', name: '遗传风险', total: 136, normal: 100, attention: 0, undetected: 100, locked: 36 }] } }
  }))
  await testUtils.mount(() => <ReportHome />, {})
  await see('数据覆盖说明', '只覆盖了本报告 100 个已解锁项目中的 0 个', '另有 36 个项目不在您当前的产品中', '100 项未检测（芯片未覆盖）')
  expect(text()).not.toContain('未检出')
})

it('an area list: uncovered items read 未检测（芯片未覆盖） and the list says why', async () => {
  mockAnswers.set(R.items, () => ({ ...head, list: [item('a', 0, 'unDetected'), item('b', 0, 'unDetected'), item('c', 3, 'out')] }))
  await testUtils.mount(() => <AreaItems area='disease' />, {})
  await see('未检测（芯片未覆盖）', '数据覆盖说明', '只覆盖了这一类 2 个已解锁项目中的 0 个')
  expect(text()).not.toContain('未检出')
})
