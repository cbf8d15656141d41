/**
 * /topics/ancestry (spec 2.8): how the ancestry report is made and from which public data
 * (docs/ancestry.md, docs/lineage.md, ADR 0008 and 0009). Nobody's result is shown here.
 */
import { Text, View } from '@tarojs/components'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import type { Citation } from '@/features/report/model/api'
import { Citations } from '../ItemDetail'
import { Section } from '../ReportBits'
import '../ItemDetail/index.scss'

// as the reference data's README and docs/lineage.md name them (no title is given where none was read)
const SOURCES: Citation[] = [
  { id: '1kg-2015', source: '1000 Genomes phase 3', authors: 'The 1000 Genomes Project Consortium', title: '1000 Genomes phase 3 release (2,504 people, 26 populations)', journal: 'Nature 526:68', year: 2015 },
  { id: 'isogg-2019', source: 'ISOGG', authors: 'International Society of Genetic Genealogy', title: 'Y-DNA Haplogroup Tree 2019-2020', journal: 'isogg.org', year: 2020 },
  { id: 'phylotree-17', source: 'PhyloTree', authors: 'van Oven M', title: 'PhyloTree Build 17 (18 Feb 2016)', journal: 'phylotree.org', year: 2016 },
  { id: 'phylotree-fu', source: 'PhyloTree forensic update', authors: 'Dür A, et al.', title: 'PhyloTree Build 17 forensic update', journal: 'haplogrep phylotree-fu-rcrs', year: 2021 }
]

export default function TopicAncestry() {
  return (
    <View className='xg-report-page xg-item'>
      <Text className='xg-item__title'>祖源专题</Text>
      <Text className='xg-report-p'>祖源报告回答三个问题：你的祖先来自哪些人群，父系（Y 染色体）和母系（线粒体）各属于哪个单倍群。这里说明每一项是怎样算出来的、依据哪些公开数据。</Text>
      <Section title='祖源构成：你的 DNA 更像哪些人群'>
        <Text className='xg-report-p'>
          我们读取芯片上的祖源信息位点（AIMs：在不同人群之间频率差别很大的位点，共 169 个），与千人基因组计划 26 个人群、2504 人的真实基因型比较，用混合模型估计各地区祖先成分的比例，并给出 95% 区间。读到的祖源位点少于 50 个时，报告会直接说明数据不足，而不是给出一个不可靠的比例。
        </Text>
        <Text className='xg-report-small'>比例是“与哪些参考人群最相似”，不是某个历史人群的直系血统证明；参考人群越细，结果才能越细。</Text>
      </Section>
      <Section title='父系单倍群（仅男性）'>
        <Text className='xg-report-p'>
          Y 染色体几乎原样由父亲传给儿子。我们用 ISOGG 2019–2020 Y-DNA 树（74567 个 SNP、9708 个节点）沿树找出芯片读到的最深的分支，并报告路径和可信度。女性没有 Y 染色体，可以通过父亲或兄弟的检测了解父系。
        </Text>
      </Section>
      <Section title='母系单倍群'>
        <Text className='xg-report-p'>
          线粒体 DNA 由母亲传给所有子女。我们用 PhyloTree 17（法医更新版，6380 个单倍群）为芯片上的线粒体位点找出最吻合的单倍群，并考虑容易反复突变的位点。
        </Text>
      </Section>
      <Section title='数据来源'>
        <Citations citations={SOURCES} />
      </Section>
      <Link to={href('/report/ancestry')} className='xg-report-link'>查看我的祖源报告</Link>
    </View>
  )
}
