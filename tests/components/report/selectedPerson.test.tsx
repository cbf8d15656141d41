/**
 * Issue 21: the report shows the tested person chosen in 切换检测人 — the report home and a health
 * category page read the same choice (hooks/useSelectedBarcode, stores/currentSample), the choice is
 * kept in storage for this account only, and a URL barcode wins. The server's answers are given as
 * the declared endpoints return them (a family account with two published reports).
 */
import { ENDPOINTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { View } from '@tarojs/components'
import ReportPersonCard from '@/features/persons/components/ReportPersonCard'
import ReportHome from '@/features/report/components/ReportHome'
import AreaItems from '@/features/report/components/AreaItems'
import { storedBarcode, useCurrentSample } from '@/stores/currentSample'
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
const PEOPLE = [
  { id: 7, name: '李晓梅', barcode: 'XG0000000017' },
  { id: 8, name: '李建国', barcode: 'XG0000000028' }
]
const product = { type: 'HEALTH_ANCESTRY_V3', name: '标准版', supportSubmodules: [], isOnlineProduct: true, id: 'S', sku: 'standard', needUpdate: false, primerIdentification: 'CHIP' }
const person = (p: (typeof PEOPLE)[number]) => ({
  id: p.id, userId: 41, basic: { name: p.name }, name: p.name, defaultBarcode: p.barcode, detections: [{ barcode: p.barcode, hasReport: true, product, state: 'published', stateTitle: null, source: 'chip', collectDate: null }],
  share: { isShare: false }, upgradeRoute: [], type: 'CHIP', productName: '标准版', productId: 'S', isBind: true, hasReport: true, privacy: { geneRelatives: true, geneOrigin: true }
})
const head = (barcode: string) => {
  const p = PEOPLE.find(x => x.barcode === barcode)!
  return { sample: false, sampleLabel: null, sampleSource: null, barcode, person: { id: p.id, name: p.name, sex: null }, product: { type: product.type, name: '标准版', supportSubmodules: [], isOnlineProduct: true }, versions: { engine: '1', kb: '1' }, publishedAt: 1 }
}
const asked: string[] = []

beforeEach(() => {
  asked.length = 0
  document.body.innerHTML = ''
  window.localStorage.clear()
  useCurrentSample.setState({ barcode: null, personId: null, userId: null, chosen: false })
  useSession.getState().signIn('xg_family_token_0123456789', { userId: '41', userState: 4, hasPhone: true })
  mockAnswers.set(PERSONS_ENDPOINTS.personsV2, () => ({ page: 1, size: 100, count: 2, bindCount: 2, shareCount: 0, list: PEOPLE.map(person), isEnd: true }))
  mockAnswers.set(R.detectionProductInfos, () => ({ sample: false, list: PEOPLE.map((p, i) => ({ barcode: p.barcode, personId: p.id, personName: p.name, isShare: false, product, submodules: [], hasReport: true, state: 'published', collected: true, collectDate: null, source: 'chip', boundAt: 10 - i })) }))
  mockAnswers.set(R.home, ({ params }) => {
    asked.push(`home ${params.barcode}`)
    return { ...head(params.barcode), reportStatus: 'out', homeData: { ancestry: null }, gadgetsShowStatus: { calculator: false, geneRelatives: false } }
  })
  mockAnswers.set(R.items, ({ params }) => {
    asked.push(`items ${params.barcode}`)
    return { ...head(params.barcode), list: [{ id: 'T2D', category: 'disease', title: `2型糖尿病·${head(params.barcode).person.name}`, summary: '', status: 0, access: 0, tags: [], lockDescription: null, reportStatus: 'out' }] }
  })
  mockAnswers.set(R.shareList, () => ({ list: [] }))
})

function click(selector: string, containing?: string) {
  const el = Array.from(document.querySelectorAll(selector)).find(e => !containing || (e.textContent || '').includes(containing)) as HTMLElement | undefined
  if (!el) throw new Error(`nothing matches ${selector} ${containing ?? ''}: ${text().slice(0, 300)}`)
  el.click()
}

it('after 切换检测人 the report home and a category page show the second person; the choice is kept for this account only', async () => {
  await testUtils.mount(() => (
    <View>
      <ReportPersonCard />
      <ReportHome />
    </View>
  ), {})
  // the person card names the person and the barcode once; the page header does not repeat them
  await see('标准版 XG0000000017', '切换检测人')
  expect(text()).not.toContain('条码 XG0000000017')
  expect(document.querySelectorAll('.xg-report-head__name')).toHaveLength(0)
  click('.xg-report-person__switch')
  await see('李建国')
  click('.xg-switcher__item', '李建国')
  await new Promise(r => setTimeout(r, 20))
  click('.xg-switcher__confirm')
  await see('标准版 XG0000000028')
  expect(asked).toContain('home XG0000000028')

  document.body.innerHTML = ''
  asked.length = 0
  await testUtils.mount(() => <AreaItems area='disease' />, {})
  await see('2型糖尿病·李建国')
  expect(asked).toEqual(['items XG0000000028'])

  // kept (a reload reads it back), and only for the account that chose it
  expect(storedBarcode('41')).toBe('XG0000000028')
  expect(storedBarcode('99')).toBeNull()
})
