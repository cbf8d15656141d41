/**
 * The topic pages that need no report (spec 2.8): the lumbar disc herniation topic says why the
 * report has no result and cites its study; the ancestry topic names its data; the drug pages'
 * HLA statement names the drugs, the alleles and the advice to type HLA first.
 */
import TopicLumbar from '@/features/report/components/TopicLumbar'
import TopicAncestry from '@/features/report/components/TopicAncestry'
import UntestedDrugs from '@/features/report/components/UntestedDrugs'
import { see, testUtils, text } from '../helpers/page'

beforeEach(() => {
  document.body.innerHTML = ''
})

it('the lumbar disc herniation topic says the report has no result and why, with the GWAS Catalog row and the study', async () => {
  await testUtils.mount(TopicLumbar, {})
  await see('腰椎间盘突出', '报告暂不提供这一项', 'CHST3', 'rs1245582', 'chr10:73778267', '目录没有记录风险等位基因', 'PMID: 24216480')
  // nothing on the page reads as a person's result
  expect(text()).not.toContain('你的基因型')
})

it('the ancestry topic explains the three analyses and names the reference data', async () => {
  await testUtils.mount(TopicAncestry, {})
  await see('祖源构成', '父系单倍群', '母系单倍群', '1000 Genomes', 'ISOGG', 'PhyloTree Build 17', '查看我的祖源报告')
})

it('the drug pages say the chip cannot test HLA-B*15:02 or HLA-B*58:01 and advise HLA typing before those drugs', async () => {
  await testUtils.mount(UntestedDrugs, {})
  await see('卡马西平、奥卡西平：HLA-B*15:02', '别嘌醇：HLA-B*58:01', '本芯片不能检测它们', 'HLA-B基因分型', 'PMID: 29392710', 'PMID: 23232549')
})
