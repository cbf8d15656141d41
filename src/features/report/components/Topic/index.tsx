/**
 * The topics of spec 2.8, written from the knowledge base with the same citations as the report:
 * /topics (every health area), /topics/<area> (what each item of the area measures) and the named
 * topic pages (/topics/disease/gout, …: the item whose `topic` is that slug, in full). Nobody's
 * result is shown here; a link leads to the reader's own result.
 */
import { Text, View } from '@tarojs/components'
import { HEALTH_GUIDANCE, citationAuthors, citationLine, type HealthArea } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import type { ItemIntro } from '@/features/report/model/api'
import { AREA_ORDER, areaName, itemDetailPath } from '../../model/areas'
import { EVIDENCE_TEXT } from '../../model/evidence'
import { BarChart } from '@/components/Charts'
import { alleleCountShares, percentText } from '../../model/charts'
import { useIntros, useTopic, useTopicIndex } from '../../hooks/useReport'
import { Citations } from '../ItemDetail'
import { Failed, Loading, Section } from '../ReportBits'
import UntestedDrugs from '../UntestedDrugs'
import '../ItemDetail/index.scss'

const AREA_TOPIC: Record<HealthArea, string> = {
  disease: href('/topics/disease'),
  traits: href('/topics/traits'),
  drug: href('/topics/drugs'),
  nutrition: href('/topics/nutrition'),
  fitness: href('/topics/fitness'),
  skin: href('/topics/skin'),
  carrier: href('/topics/carrier-status')
}

function IntroBody({ it, full }: { it: ItemIntro; full: boolean }) {
  return (
    <>
      <Text className='xg-report-p'>{full ? it.detail : it.summary}</Text>
      {full && (
        <>
          <Text className='xg-report-small'>涉及基因：{it.genes.join('、')}</Text>
          {it.markers.map(m => (
            <View key={m.rsid} className='xg-topic__marker'>
              <Text className='xg-report-small'>
                {m.gene} {m.rsid}{m.name ? `（${m.name}）` : ''}{m.chrom ? `，chr${m.chrom}:${m.pos}（GRCh37）` : ''}，计数的等位基因 {m.effectAllele}
                {m.eas ? `；东亚人群中 ${m.eas.allele} 的频率约为 ${percentText(m.eas.frequency)}` : ''}
              </Text>
              {m.eas && (
                <BarChart
                  title={`东亚人群中携带 ${m.eas.allele} 的个数（估算）`}
                  rows={alleleCountShares(m.eas.allele, m.eas.frequency).map(x => ({ key: x.key, label: x.label, value: x.share }))}
                  note='由已发表研究报告的等位基因频率按哈迪-温伯格平衡推算。'
                  cite={typeof m.eas.source === 'object' && m.eas.source ? `来源：${citationAuthors(m.eas.source) ?? citationLine(m.eas.source)}（${m.eas.source.year}）` : undefined}
                />
              )}
            </View>
          ))}
          <View className='xg-item__citations'>
            {it.levels.map(l => (
              <View key={l.key} className='xg-item__level'>
                <Text className='xg-item__level-label'>{l.label}</Text>
                <Text className='xg-report-small'>{l.text}</Text>
              </View>
            ))}
          </View>
        </>
      )}
      <Text className='xg-report-small'>{EVIDENCE_TEXT[it.evidence.level].label}：{EVIDENCE_TEXT[it.evidence.level].text}</Text>
      <Citations citations={it.evidence.citations} />
    </>
  )
}

export function TopicsHome() {
  const state = useTopicIndex()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  return (
    <View className='xg-report-page'>
      <Text className='xg-item__title'>基因知识</Text>
      <Text className='xg-report-p'>我们报告中的每一个健康项目，检测什么、依据哪些研究，都写在这里。</Text>
      <Section title='祖源'>
        <Text className='xg-report-small'>祖源构成、父系和母系单倍群是怎样算出来的，依据哪些公开数据。</Text>
        <Link to={href('/topics/ancestry')} className='xg-report-link'>阅读祖源专题</Link>
      </Section>
      {AREA_ORDER.map(area => {
        const items = state.data.filter(i => i.category === area)
        if (!items.length) return null
        return (
          <Section key={area} title={`${areaName(area)}（${items.length} 项）`}>
            <Text className='xg-report-small'>{items.map(i => i.title).join('、')}</Text>
            <Link to={AREA_TOPIC[area]} className='xg-report-link'>阅读{areaName(area)}专题</Link>
          </Section>
        )
      })}
    </View>
  )
}

export function TopicArea({ area }: { area: HealthArea }) {
  const state = useIntros(area)
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  return (
    <View className='xg-report-page'>
      <Text className='xg-item__title'>{areaName(area)}</Text>
      <Text className='xg-report-p'>{HEALTH_GUIDANCE[area].notMeaning}</Text>
      {area === 'drug' && <UntestedDrugs />}
      {state.data.map(it => (
        <Section key={it.itemId} title={it.title}>
          <IntroBody it={it} full={false} />
          <Link to={itemDetailPath(area, it.itemId)} className='xg-report-link'>查看我的结果</Link>
        </Section>
      ))}
    </View>
  )
}

export function TopicItem({ area, topic }: { area: HealthArea; topic: string }) {
  const state = useTopic(topic)
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const it = state.data.category === area ? state.data : null
  if (!it) return <Failed error={new Error('这个专题暂时没有内容')} onReload={state.reload} />
  return (
    <View className='xg-report-page xg-item'>
      <Text className='xg-item__title'>{it.title}</Text>
      <Section title='它是什么，基因怎样影响它'>
        <IntroBody it={it} full />
      </Section>
      <Section title='这个结果不意味着什么'>
        <Text className='xg-report-p'>{HEALTH_GUIDANCE[area].notMeaning}</Text>
      </Section>
      <Section title='什么时候应该看医生'>
        <Text className='xg-report-p'>{HEALTH_GUIDANCE[area].seeDoctor}</Text>
      </Section>
      <Link to={itemDetailPath(area, it.itemId)} className='xg-report-link'>查看我的结果</Link>
    </View>
  )
}
