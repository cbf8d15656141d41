/**
 * Gene origin's views (spec 2.9 /report/gene-origin/*): counts the server withheld show as
 * 少于5人, the switch-off state offers the privacy switch and the agreement instead of counts,
 * the common-origin page lists only surname and province buckets, the agreement states opt-in,
 * what others see and withdrawal, and the sponsorship page says plainly that it is not open.
 */
import { CommonListView, CommonView, ProtocolView, SponsorView, SummaryView, type Common, type CommonList, type Summary } from '@/features/geneOrigin/components/OriginSections'
import { see, testUtils, text } from './helpers/page'

const hidden = { count: null, text: '少于5人' }
// the server's shown counts: rounded down to a multiple of 5 (issue 20 item 8)
const n = (count: number) => ({ count, text: `${count}人以上` })
const person = { barcode: 'XG123456', personId: 7, personName: '王建国', surname: '王', anonymityMin: 5 }

beforeEach(() => {
  document.body.innerHTML = ''
})

it('shows counts, with withheld ones as 少于5人, when the switch is on', async () => {
  const data: Summary = {
    ...person,
    optedIn: true,
    paternal: { status: 'called', haplogroup: 'O2a2b1a1a1', reason: null },
    maternal: { status: 'called', haplogroup: 'D4a1', reason: null },
    counts: { participants: n(10), sameSurname: n(5), paternal: n(5), paternalSameSurname: n(5), maternal: hidden }
  }
  await testUtils.mount(() => <SummaryView data={data} />, {})
  await see('王建国的基因溯源', 'O2a2b1a1a1', 'D4a1', '开启基因溯源的其他用户', '10人以上', '少于5人', '其中姓王的用户', '查看父系共同起源')
  expect(text()).not.toContain('去开启基因溯源')
})

it('offers the switch and the agreement instead of counts when it is off', async () => {
  const data: Summary = {
    ...person,
    optedIn: false,
    paternal: { status: 'not-applicable', haplogroup: null, reason: '女性没有 Y 染色体，父系单倍群需由家中男性（父亲、兄弟）检测' },
    maternal: { status: 'called', haplogroup: 'D4a1', reason: null },
    counts: null
  }
  await testUtils.mount(() => <SummaryView data={data} />, {})
  await see('基因溯源未开启', '去开启基因溯源', '阅读服务协议', '女性没有 Y 染色体')
  expect(text()).not.toContain('共同起源统计')
  expect(document.querySelector('a[href*="/user/persons/7/privacy/gene-origin"]')).not.toBeNull()
})

it('lists the clades of a line up to the first one everybody shares', async () => {
  const data: CommonList = {
    ...person,
    optedIn: true,
    line: 'paternal',
    haplogroup: 'O2a2b1a1a1',
    reason: null,
    tree: 'ISOGG 2019',
    clades: [
      { clade: 'O2a2b1a1a1', level: 3, people: hidden, sameSurname: hidden },
      { clade: 'O2a2b1a1a', level: 2, people: n(5), sameSurname: n(5) },
      { clade: 'O2a2b1a1', level: 1, people: n(10), sameSurname: n(5) },
      { clade: 'Y-Adam', level: 0, people: n(10), sameSurname: n(5) }
    ]
  }
  await testUtils.mount(() => <CommonListView data={data} />, {})
  await see('父系共同起源', '与您同属父系 O2a2b1a1a1 支系的用户：少于5人', '与您同属父系 O2a2b1a1 支系的用户：10人以上，其中同姓 5人以上', '更上游的支系包含全部参与者')
  expect(text()).not.toContain('Y-Adam')
})

it('shows one common origin as surname and province buckets only', async () => {
  const data: Common = {
    ...person,
    optedIn: true,
    line: 'paternal',
    clade: 'O2a2b1a1',
    tree: 'ISOGG 2019',
    levelsAbove: 2,
    people: n(5),
    sameSurname: n(5),
    surnames: [{ name: '王', people: n(5) }],
    otherSurnames: hidden,
    provinces: [],
    otherProvinces: n(5)
  }
  await testUtils.mount(() => <CommonView data={data} />, {})
  await see('共同起源：父系 O2a2b1a1', '您的单倍群往上第 2 级', '其他姓氏（含未填写）', '少于5人', '全部省份（每个省份都不足 5 人）', '5人以上')
})

it('states opt-in, what others see and withdrawal; sponsorship is not open', async () => {
  await testUtils.mount(() => <ProtocolView />, {})
  await see('基因溯源服务协议', '二、开启（自愿）', '三、其他用户能看到什么', '少于5人', '五、关闭与删除（撤回同意）', '随时')
  document.body.innerHTML = ''
  await testUtils.mount(() => <SponsorView />, {})
  await see('起源研究赞助', '没有开放', '不接受任何付款')
})
