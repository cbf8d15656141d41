/**
 * The Y tree and surname pages against the real server (issue 16 items 5 and 6): a person
 * searches an SNP and sees the branch it defines, opens a branch with its path and children, and
 * opens a surname of the library; with nobody opted in yet, every count says 少于5人.
 */
import YTreeSearchPage from '@/subpackages/ancestry/ytree/search'
import YTreeNodePage from '@/subpackages/ancestry/ytree/_id'
import SurnamePage from '@/subpackages/ancestry/library-surname/_id'
import CelebrityPage from '@/subpackages/ancestry/surname-base/celebrity'
import { href } from '@/routes/href'
import { useRealServer } from '../helpers/realServer'
import { see, tap, testUtils, text, type, visit } from '../helpers/page'

useRealServer()
jest.setTimeout(60_000)

it('searching an SNP shows the branch it defines, with the SNP’s position', async () => {
  visit(href('/ancestry/ytree/search'))
  await testUtils.mount(YTreeSearchPage, {})
  await see('搜索 Y 树')
  await type('.xg-lin__search', 'M122')
  await tap('.xg-button', '搜索')
  await see('O-M122', 'O2', '由 SNP M122（chrY:21764674，GRCh37）定义')
})

it('a branch shows its path from the root, its representative SNP and its children; counts below five say 少于5人', async () => {
  visit(href('/ancestry/ytree/:id', { id: 'O2a2b1a1' }))
  await testUtils.mount(YTreeNodePage, {})
  await see('Y 树 · O-M117', '代表性 SNP：M117', 'O2a2b1a1a', 'O2a2b1a1b', '少于5人')
  expect(text()).toContain('Y-Adam')
})

it('a surname of the library shows its pinyin, its place in 百家姓 and anonymous counts', async () => {
  visit(href('/ancestry/library-surname/:id', { id: 1 }))
  await testUtils.mount(SurnamePage, {})
  await see('赵姓', 'zhào', '《百家姓》第 1 个姓氏', '少于5人')
})

it('a page without sourced content says so and shows none', async () => {
  visit(href('/ancestry/surname-base/celebrity'))
  await testUtils.mount(CelebrityPage, {})
  await see('暂无有出处的内容', '不会用未经核实的资料代替')
})
