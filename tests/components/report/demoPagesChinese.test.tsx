/**
 * Every word a visitor reads on the report and ancestry pages of the demo is Chinese (gene, SNP
 * and haplogroup names, units and sources aside): the pages are rendered against the real server,
 * signed out (the demo report, 示例), and their text is scanned for Latin words. The engine's
 * English reasons, English population names and data set ids must not reach a page.
 */
import type { HealthArea } from '@xungen/contracts'
import { AncestryHome, Haploid, Maternal, Nation } from '@/features/ancestry/components/AncestryReport'
import { OriginTrace } from '@/features/ancestry/components/Lineage'
import AreaItems from '@/features/report/components/AreaItems'
import Overview from '@/features/report/components/Overview'
import ReportHome from '@/features/report/components/ReportHome'
import { useSession } from '@/stores/session'
import { useRealServer } from '../helpers/realServer'
import { see, testUtils, visit } from '../helpers/page'
import { CITATION_SELECTOR, latinWordsIn } from '../../shared/latinWords'

useRealServer()
jest.setTimeout(120_000)

/** the page's text without its citations (references are cited as published) */
function pageText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement
  copy.querySelectorAll(CITATION_SELECTOR).forEach(e => e.remove())
  return copy.textContent || ''
}
const latinWords = () => latinWordsIn(pageText())

beforeEach(() => {
  useSession.getState().signOut()
  document.body.innerHTML = ''
})

const PAGES: Array<[string, string, () => JSX.Element, string]> = [
  ['/report/ancestry', 'ancestry home', () => <AncestryHome />, '祖源成分'],
  ['/report/ancestry/nation/detail', 'composition and method', () => <Nation detail />, '报告精度'],
  ['/report/ancestry/maternal', 'maternal line', () => <Maternal />, '母系溯源'],
  ['/report/ancestry/haploid', 'haplogroups', () => <Haploid />, '单倍群'],
  ['/report/ancestry/origin-trace', 'origin trace', () => <OriginTrace />, '示例'],
  ['/report', 'report home', () => <ReportHome />, '健康报告'],
  ['/report/overview', 'overview', () => <Overview />, '报告总览']
]

for (const [url, name, Page, marker] of PAGES) {
  it(`${name} (${url}) has no English word`, async () => {
    visit(url)
    await testUtils.mount(Page, {})
    await see(marker)
    expect(latinWords()).toEqual([])
  })
}

const AREAS: HealthArea[] = ['disease', 'carrier', 'drug', 'traits', 'nutrition', 'fitness', 'skin']
it('the health area lists have no English word', async () => {
  const found: Array<{ area: string; words: string[] }> = []
  for (const area of AREAS) {
    document.body.innerHTML = ''
    visit('/report')
    await testUtils.mount(() => <AreaItems area={area} />, {})
    await see('示例')
    found.push({ area, words: latinWords() })
  }
  expect(found.filter(f => f.words.length)).toEqual([])
})
