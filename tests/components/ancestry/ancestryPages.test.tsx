/**
 * The ancestry pages of issue 16 as a person sees them, with the server's mockAnswers given as the
 * declared endpoints return them: the relatives list's grade and parent side (the full sibling's
 * grade reads with its generations, never "2-3 代"), the disabled message button with its reason,
 * the distribution's hidden small groups, the surname's counts, the star rating, and the upgrade
 * offer a product without ancestry gets (2700).
 */
import { ANCESTRY, ENDPOINTS, PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { View } from '@tarojs/components'
import ReportPersonCard from '@/features/persons/components/ReportPersonCard'
import { ApiError } from '@/services/client'
import { useCurrentSample } from '@/stores/currentSample'
import { useSession } from '@/stores/session'
import Relatives, { RelativeDetail } from '@/features/ancestry/components/Relatives'
import Distribution from '@/features/ancestry/components/Distribution'
import { Surname, UpgradeStar, OriginTrace } from '@/features/ancestry/components/Lineage'
import { Maternal } from '@/features/ancestry/components/AncestryReport'
import AgreementView from '@/features/consent/AgreementView'
import GENE_RELATIVES_AGREEMENT from '@/features/consent/agreements/gene-relatives'
import { see, tap, testUtils, text } from '../helpers/page'

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

const report = {
  barcode: 'XG0001', personName: '李晓梅', sample: false, sampleLabel: null,
  composition: { status: 'estimated', reason: null, regions: [{ id: 'EAS', label: 'East Asian', labelZh: '东亚', proportion: 0.982, low: 0.95, high: 1 }], resolution: [], populations: [], markersUsed: 160, sources: ['1000 Genomes Project phase 3'] },
  paternal: { status: 'not-applicable', reason: '女性没有 Y 染色体，父系单倍群需由家中男性（父亲、兄弟）检测', haplogroup: null, shortName: null, posterior: null, path: [], supporting: [], conflicting: [], typed: 0, tree: null, populations: [], indexPopulations: [], stories: { items: [], sources: [] } },
  maternal: {
    status: 'called', reason: null, haplogroup: 'D4a', path: ['L3', 'M', 'D', 'D4', 'D4a'], supporting: ['3010A'], missing: [], extra: [], tree: 'PhyloTree 17 FU',
    stories: {
      items: [{ clade: 'D', name: 'D', statements: [{ text: 'Derenko 等认为 C 和 D 在末次盛冰期之前就已扩张。', disagreement: false, sources: [1] }] }],
      sources: [{ authors: 'Derenko M, Malyarchuk B, et al.', year: 2010, title: 'Origin and post-glacial dispersal of mitochondrial DNA haplogroups C and D in northern Asia', journal: 'PLoS ONE 5(12):e15214', doi: '10.1371/journal.pone.0015214', pmid: null, url: null, line: 'Derenko M, Malyarchuk B, et al. (2010). Origin and post-glacial dispersal of mitochondrial DNA haplogroups C and D in northern Asia. PLoS ONE 5(12):e15214. doi:10.1371/journal.pone.0015214' }]
    }
  }
}

beforeEach(() => {
  mockAnswers.clear()
  document.body.innerHTML = ''
  // the report's person card chose this account's person 7 (stores/currentSample is per account)
  useSession.getState().signIn('xg_test_token_0123456789', { userId: '31', userState: 4, hasPhone: true })
  useCurrentSample.getState().choose('XG0001', 7, '31')
})

it('relatives: the sibling\'s degree line from the server (first-degree, not 亲缘等级 2-3), the parent side and why, the message button disabled with its reason', async () => {
  mockAnswers.set(REPORT_ENDPOINTS.relatives, () => ({
    barcode: 'XG0001', page: 1, size: 20, total: 2, isEnd: true,
    list: [
      { personId: 2, name: '李晓雯', sex: 'female', totalCm: 2650, segments: 40, largestCm: 180, relationship: 'full-sibling', relationshipLabel: '亲兄弟姐妹', grade: { grade: '2-3', text: '近亲或直系亲属', generations: '2', degree: 1, label: '一级亲属 · 同父同母的兄弟姐妹，经父母血缘相隔 2 代' }, parentSide: 2, parentSideBasis: '亲兄弟姐妹同父同母，亲缘来自父母双方' },
      { personId: 3, name: '王表亲', sex: 'male', totalCm: 800, segments: 25, largestCm: 90, relationship: 'third-degree', relationshipLabel: '堂表兄弟姐妹', grade: { grade: '3-4', text: '近亲', generations: '3-4', degree: 3, label: '三级亲属 · 血缘相隔 3-4 代' }, parentSide: null, parentSideBasis: '需要您的父亲或母亲也检测并开启基因寻亲' }
    ]
  }))
  await testUtils.mount(() => <Relatives />, {})
  await see('李晓雯', '亲兄弟姐妹', '一级亲属 · 同父同母的兄弟姐妹，经父母血缘相隔 2 代', '三级亲属 · 血缘相隔 3-4 代', '亲缘来源：父母双方', '亲缘来源：未知（需要您的父亲或母亲')
  expect(text()).not.toContain('2-3 代')
  expect(text()).not.toContain('亲缘等级 2-3')
  await see('私信中双方只看到彼此的称呼和亲缘关系')
  const buttons = Array.from(document.querySelectorAll('.xg-button')).filter(b => (b.textContent || '').includes('发消息'))
  expect(buttons.length).toBe(2)
  for (const b of buttons) expect(b.className).not.toMatch(/disabled/)
})

it('relatives a page at a time: 加载更多 asks for the next page and adds it under the first, until the last', async () => {
  const row = (personId: number, totalCm: number) => ({ personId, name: `亲人${personId}`, sex: null, totalCm, segments: 3, largestCm: 20, relationship: 'distant', relationshipLabel: '远亲', grade: null, parentSide: null, parentSideBasis: '需要您的父亲或母亲也检测并开启基因寻亲' })
  const asked: unknown[] = []
  mockAnswers.set(REPORT_ENDPOINTS.relatives, (input: any) => {
    asked.push(input.query)
    const page = input.query?.page ?? 1
    return { barcode: 'XG0001', page, size: 2, total: 3, isEnd: page === 2, list: page === 1 ? [row(11, 90), row(12, 80)] : [row(13, 70)] }
  })
  await testUtils.mount(() => <Relatives />, {})
  await see('亲人11', '亲人12', '共 3 位亲人，已显示 2 位', '加载更多')
  expect(text()).not.toContain('亲人13')
  await tap('.xg-button', '加载更多')
  await see('亲人13', '共 3 位亲人，已显示 3 位')
  expect(asked).toEqual([{ page: 1 }, { page: 2 }])
  expect(text()).not.toContain('加载更多')
})

it('one relative\'s page asks for that person only; an address without a person id finds nobody without asking', async () => {
  const asked: unknown[] = []
  mockAnswers.set(REPORT_ENDPOINTS.relatives, (input: any) => {
    asked.push(input.query)
    return { barcode: 'XG0001', page: 1, size: 20, total: 1, isEnd: true, list: [{ personId: 12, name: '亲人12', sex: null, totalCm: 80, segments: 3, largestCm: 20, relationship: 'distant', relationshipLabel: '远亲', grade: null, parentSide: null, parentSideBasis: '需要您的父亲或母亲也检测并开启基因寻亲' }] }
  })
  await testUtils.mount(() => <RelativeDetail personId={12} />, {})
  await see('亲人12', '远亲', '共享片段')
  expect(asked).toEqual([{ personId: 12 }])
  document.body.innerHTML = ''
  await testUtils.mount(() => <RelativeDetail personId={0} />, {})
  await see('没有找到这位亲人')
  expect(asked).toHaveLength(1)
})

it('relatives of a product without ancestry: the upgrade offer', async () => {
  mockAnswers.set(REPORT_ENDPOINTS.relatives, () => { throw new ApiError(2700, '升级') })
  await testUtils.mount(() => <Relatives />, {})
  await see('升级开启基因寻亲', '了解升级')
})

it('maternal page of a product without ancestry: the upgrade offer claims no migration route', async () => {
  mockAnswers.set(ANCESTRY.report, () => { throw new ApiError(2700, '升级') })
  await testUtils.mount(() => <Maternal />, {})
  await see('升级查看母系溯源', '不会给出推测的路线')
})

it('maternal page: the cited story of the clades on the path, each sentence with its numbered source (issue 29)', async () => {
  mockAnswers.set(ANCESTRY.report, () => report)
  await testUtils.mount(() => <Maternal />, {})
  await see('李晓梅的母系溯源', '这一母系的故事：文献怎么说', 'Derenko 等认为 C 和 D 在末次盛冰期之前就已扩张。［1］', '［1］Derenko M', 'doi:10.1371/journal.pone.0015214')
})

it('distribution: only groups of 5 or more, numbers as the server rounds them, the rest as 其他; a province leads to its cities', async () => {
  const small = { count: null, label: '少于5人' }
  mockAnswers.set(ANCESTRY.relativesDistribution, () => ({
    barcode: 'XG0001', level: 'province', parent: null, minGroup: 5, total: { count: 10, label: '10人以上' }, located: { count: 5, label: '5人以上' },
    groups: [{ code: '440000', name: '广东省', count: 5, label: '5人以上', drillable: true }], other: small, unlocated: small, divisions: '国家统计局 2023-06-30'
  }))
  await testUtils.mount(() => <Distribution countyCode={null} />, {})
  await see('广东省', '5人以上', '不列出名称', '没有填写祖籍或出生地的亲人：少于5人', '基因亲人共 10人以上')
  expect(document.querySelector('.xg-anc__link')?.getAttribute('href') ?? '').toContain('/report/ancestry/gene-relatives-distribution/city-list/440000')
})

it('distribution without the person\'s own opt-in asks to turn relatives finding on', async () => {
  mockAnswers.set(ANCESTRY.relativesDistribution, () => { throw new ApiError(2701, '开启') })
  await testUtils.mount(() => <Distribution countyCode={null} />, {})
  await see('基因寻亲未开启', '去开启基因寻亲')
})

it('surname: pinyin, lineages and counts, a group under 5 shown as such', async () => {
  mockAnswers.set(ANCESTRY.surname, () => ({
    barcode: 'XG0001', personName: '王建国', surname: '王', pinyin: 'wáng', paternal: { haplogroup: 'O2a2b1a1', shortName: 'O-M117' }, maternal: { haplogroup: 'D4a' }, optedIn: true, minGroup: 5,
    sameSurname: { count: 10, below: false, label: '10人以上' }, sameSurnameAndPaternal: { count: 5, below: false, label: '5人以上' }, sameSurnameAndMaternal: { count: null, below: true, label: '少于5人' }
  }))
  await testUtils.mount(() => <Surname personId={null} />, {})
  await see('王建国的姓氏溯源', 'wáng', '父系单倍群 O-M117', '10人以上', '姓王且父系同为 O-M117', '5人以上', '少于 5 人')
})

it('stars: a woman is rated over the parts that apply to her, with the way to the missing one', async () => {
  mockAnswers.set(ANCESTRY.report, () => report)
  mockAnswers.set(PERSONS_ENDPOINTS.personById, () => ({ privacy: { geneRelatives: false, geneOrigin: false }, detections: [], defaultBarcode: 'XG0001' }))
  await testUtils.mount(() => <UpgradeStar />, {})
  await see('★★☆', '2 / 3 项', '已开启基因寻亲', '去开启', '父系一项不计入您的星级')
  expect(text()).not.toContain('Y 染色体全序列检测（父系细分')
})

it('origin trace: each finding with its source; what the data lacks is said', async () => {
  mockAnswers.set(ANCESTRY.report, () => report)
  await testUtils.mount(() => <OriginTrace />, {})
  await see('李晓梅的祖源追溯', '东亚：98.2%', '依据：1000 Genomes Project phase 3', 'D4a', 'van Oven', '参考数据中没有')
})

it('without a choice: the account\'s latest report at once, never the demo first, and loaded once while the person card names it (issue 29)', async () => {
  useSession.getState().signIn('xg_test_token_latest_0123456789', { userId: '32', userState: 4, hasPhone: true })
  useCurrentSample.getState().forgetStored()
  const asked: string[] = []
  const product = { type: 'HEALTH_ANCESTRY_V3', name: '标准版', supportSubmodules: [], isOnlineProduct: true, id: 'S', sku: 'standard', needUpdate: false, primerIdentification: 'CHIP' }
  mockAnswers.set(ENDPOINTS.reports.detectionProductInfos, () => ({ sample: false, list: [{ barcode: 'XG0001', personId: 7, personName: '李晓梅', isShare: false, product, submodules: [], hasReport: true, state: 'published', collected: true, collectDate: null, source: 'chip', boundAt: 10 }] }))
  mockAnswers.set(PERSONS_ENDPOINTS.personsV2, () => ({
    count: 1,
    list: [{ id: 7, userId: 32, basic: { name: '李晓梅' }, name: '李晓梅', defaultBarcode: 'XG0001', detections: [{ barcode: 'XG0001', hasReport: true, product, state: 'published', stateTitle: null, source: 'chip', collectDate: null }], share: { isShare: false }, upgradeRoute: [], type: 'CHIP', productName: '标准版', productId: 'S', isBind: true, hasReport: true, privacy: { geneRelatives: true, geneOrigin: true } }]
  }))
  mockAnswers.set(ANCESTRY.report, (input: { params: { barcode: string } }) => {
    asked.push(input.params.barcode)
    return { ...report, sample: input.params.barcode === 'SAMPLE', personName: input.params.barcode === 'SAMPLE' ? '示例受试者' : '李晓梅' }
  })
  await testUtils.mount(() => <View><ReportPersonCard /><OriginTrace /></View>, {})
  await see('李晓梅的祖源追溯')
  // the person card has named whose report it is (showDefault): the page did not load it again
  await see('XG0001')
  expect(useCurrentSample.getState()).toMatchObject({ barcode: 'XG0001', chosen: false })
  expect(asked).toEqual(['XG0001'])
  expect(text()).not.toContain('示例')
})

it('the gene-relatives agreement covers opt-in, what matches see, withdrawal and sensitive personal information', async () => {
  await testUtils.mount(() => <AgreementView text={GENE_RELATIVES_AGREEMENT} />, {})
  await see('基因亲人服务协议', '自愿开启', '对方能看到什么', '随时退出', '敏感个人信息', '第二十九条', '少于 5 人')
})
