/**
 * A white paper (spec 2.13; issue 26 item 4): what the paper covers in the knowledge base's own
 * figures (items per area, markers, genes, evidence levels: computed by the server from the base
 * the reports use) and every study and guideline its items cite; above them the text staff write
 * and publish in /ops/content (key white-paper/<paper>), when there is one.
 */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import { WHITE_PAPERS, WHITE_PAPER_IDS, type WhitePaper, type WhitePaperFacts } from '@xungen/contracts'
import { CONTENT_FACTS } from '@xungen/contracts/endpoints'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import ContentView from '../ContentView'
import './index.scss'

export const EVIDENCE_TEXT = {
  A: 'A 级：临床指南（如 CPIC A/B 级）或公认的临床遗传学证据',
  B: 'B 级：有东亚人群参与、经重复验证的全基因组关联研究或荟萃分析',
  C: 'C 级：经重复的关联，主要来自其他人群，或单项大型研究（报告中标注“研究”）'
} as const

export const PAPER_PATHS = {
  chip: href('/white-papers/chip'),
  snp: href('/white-papers/snp'),
  drugs: href('/white-papers/drugs'),
  'carrier-status': href('/white-papers/carrier-status')
} as const satisfies Record<WhitePaper, string>

export function useWhitePaperFacts(paper: WhitePaper) {
  return useQuery(['content', 'whitePaper', paper], () => call(CONTENT_FACTS.whitePaper, { params: { paper } }))
}

function Figures({ facts }: { facts: WhitePaperFacts }) {
  return (
    <View className='xg-paper__section' data-paper-items={facts.items}>
      <Heading level={2} className='xg-paper__heading'>检测范围</Heading>
      <Text className='xg-paper__line'>{`本白皮书覆盖的报告项目共 ${facts.items} 项，使用 ${facts.markers} 个位点、涉及 ${facts.genes} 个基因；位点坐标基于 ${facts.genomeBuild} 参考基因组，知识库版本 ${facts.knowledgeVersion}。`}</Text>
      <View className='xg-paper__table'>
        {facts.areas.map(a => (
          <View key={a.area} className='xg-paper__row'>
            <Text>{a.name}</Text>
            <Text>{`${a.items} 项`}</Text>
          </View>
        ))}
      </View>
      <Heading level={2} className='xg-paper__heading'>证据等级</Heading>
      {(['A', 'B', 'C'] as const).map(level => (
        <Text key={level} className='xg-paper__line'>{`${EVIDENCE_TEXT[level]}：${facts.evidence[level]} 项`}</Text>
      ))}
      {facts.qc && (
        <>
          <Heading level={2} className='xg-paper__heading'>质量控制</Heading>
          <Text className='xg-paper__line'>{`检出率（有结果的位点占比）低于 ${Math.round(facts.qc.callRateFail * 100)}% 的样本判为质检不合格，不出具报告并请您重新采样；低于 ${Math.round(facts.qc.callRateWarn * 100)}% 的样本由实验室复核。常染色体有结果的位点少于 ${facts.qc.autosomalCalledFail.toLocaleString('en-US')} 个时不做任何全基因组分析。`}</Text>
        </>
      )}
      <Heading level={2} className='xg-paper__heading'>报告项目</Heading>
      <Text className='xg-paper__line'>{facts.titles.join('、')}</Text>
      <Heading level={2} className='xg-paper__heading'>{`参考文献（${facts.citations.length} 篇）`}</Heading>
      {facts.citations.map((c, i) => (
        <Text key={i} className='xg-paper__citation'>
          {`[${i + 1}] ${c.authors}. ${c.title}. ${c.journal}, ${c.year}.${c.pmid ? ` PMID: ${c.pmid}` : ''}${c.source && !c.pmid ? ` ${c.source}` : ''}`}
        </Text>
      ))}
    </View>
  )
}

export default function WhitePaperView({ paper }: { paper: WhitePaper }) {
  const facts = useWhitePaperFacts(paper)
  return (
    <View className='xg-paper' data-paper={paper}>
      <Text className='xg-paper__title'>{WHITE_PAPERS[paper].title}</Text>
      <ContentView contentKey={`white-paper/${paper}`} showTitle={false} />
      <PageState state={facts}>{data => <Figures facts={data} />}</PageState>
      <Text className='xg-paper__note'>检测报告不是医学诊断；涉及健康的结果请咨询医生或遗传咨询师。</Text>
    </View>
  )
}

/** /white-papers: the four papers, each with its count */
export function WhitePaperList() {
  return (
    <View className='xg-paper'>
      <Text className='xg-paper__title'>白皮书</Text>
      <Text className='xg-paper__line'>我们检测什么、依据什么：每份白皮书列出检测范围、证据等级和全部参考文献，数字直接来自报告所用的知识库。</Text>
      {WHITE_PAPER_IDS.map(paper => (
        <PaperCard key={paper} paper={paper} />
      ))}
    </View>
  )
}

function PaperCard({ paper }: { paper: WhitePaper }) {
  const facts = useWhitePaperFacts(paper)
  return (
    <Link to={PAPER_PATHS[paper]} className='xg-paper__card'>
      <Text className='xg-paper__card-title'>{WHITE_PAPERS[paper].title}</Text>
      <Text className='xg-paper__line'>{facts.status === 'done' ? `${facts.data.items} 个报告项目 · ${facts.data.markers} 个位点 · ${facts.data.citations.length} 篇参考文献` : ' '}</Text>
    </Link>
  )
}
