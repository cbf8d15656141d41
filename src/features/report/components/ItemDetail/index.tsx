/**
 * One health item of a report (spec 2.9 detail pages of every area): the result in plain Chinese,
 * where it sits among the item's levels, the score against East Asians (score items), the
 * pharmacogenetic calls, the genotype at each marker with the chip's call and the East Asian
 * allele frequency where the knowledge base states one (with the genotype shares it implies), the
 * explanation, the evidence level and its studies, what the result does not mean and when to see
 * a doctor. Undetected and retest items show the spec 8.2 notes; a rare variant seen on the chip
 * shows that it needs clinical confirmation.
 */
import { Text, View } from '@tarojs/components'
import { HEALTH_GUIDANCE, NOT_COVERED_LABEL, NOT_COVERED_MARKERS, citationAuthors, citationLine, type HealthArea } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import type { Citation, GenotypeUsed, ItemDetail as Detail } from '@/features/report/model/api'
import { citationLink, EVIDENCE_TEXT } from '../../model/evidence'
import { BarChart, PositionBar } from '@/components/Charts'
import { hweGenotypeShares, scoreBands } from '../../model/charts'
import { topicPath } from '../../model/topics'
import { useItemDetail } from '../../hooks/useReport'
import { Failed, Loading, ReportHeader, Section } from '../ReportBits'
import './index.scss'

function ResultCard({ item }: { item: Detail['item'] }) {
  const r = item.result
  if (r.status !== 'normal') {
    return (
      <View className='xg-item__result xg-item__result--muted'>
        <Text className='xg-item__label'>{NOT_COVERED_LABEL}</Text>
        <Text className='xg-report-p'>{r.note}</Text>
      </View>
    )
  }
  return (
    <View className={`xg-item__result${r.attention ? ' xg-item__result--attention' : ''}`}>
      <Text className='xg-item__label'>{r.levelLabel}</Text>
      <Text className='xg-report-p'>{r.levelText}</Text>
      {r.confirmation && <Text className='xg-item__confirm'>{r.confirmation.text}</Text>}
    </View>
  )
}

function Levels({ item }: { item: Detail['item'] }) {
  if (item.levels.length < 2) return null
  return (
    <Section title='可能的结果'>
      {item.levels.map(l => {
        const mine = l.key === item.result.level
        return (
          <View key={l.key} className={`xg-item__level${mine ? ' xg-item__level--mine' : ''}`}>
            <Text className='xg-item__level-label'>{l.label}{mine ? '（你的结果）' : ''}</Text>
            <Text className='xg-report-small'>{l.text}</Text>
          </View>
        )
      })}
    </Section>
  )
}

function ScoreChart({ score, item }: { score: NonNullable<Detail['item']['result']['score']>; item: Detail['item'] }) {
  const pct = Math.round(score.percentile)
  const bands = scoreBands(score.bands, item.levels)
  return (
    <Section title='在东亚人群中的位置'>
      <PositionBar
        value={score.percentile}
        cuts={bands?.cuts}
        bands={bands?.bands}
        mineBand={item.result.level ?? undefined}
        caption={`综合 ${score.markersUsed} 个位点的遗传评分高于约 ${pct}% 的东亚人；相对风险约为东亚人群平均水平的 ${score.relativeRisk.toFixed(2)} 倍（1 倍即平均）。`}
        note='百分位按各位点的东亚人群等位基因频率（见下方“检测的位点”及其来源）和已发表的效应值计算。'
      />
      {score.markersImputed.length > 0 && (
        <Text className='xg-report-small'>
          {NOT_COVERED_MARKERS(score.markersImputed)}
        </Text>
      )}
    </Section>
  )
}

function Pgx({ pgx }: { pgx: NonNullable<Detail['item']['result']['pgx']> }) {
  return (
    <Section title='代谢基因分型'>
      {pgx.calls.map(c => (
        <View key={c.gene} className='xg-item__pgx'>
          <Text className='xg-item__gene'>{c.gene}</Text>
          <Text className='xg-report-small'>
            {Array.isArray(c.diplotypes) && c.diplotypes.length ? `二倍型 ${c.diplotypes.join(' 或 ')}` : '二倍型未能确定'}
            {c.phenotype ? ` · 表型 ${c.phenotype}` : ''}
            {c.activityScore ? ` · 活性评分 ${c.activityScore}` : ''}
          </Text>
          {c.untestableAlleles.length > 0 && <Text className='xg-report-small'>芯片无法检测的等位基因（按不存在处理）：{c.untestableAlleles.join('、')}</Text>}
        </View>
      ))}
      <Text className='xg-report-small'>分型规则与表型表来自 PharmCAT（{pgx.dataVersion}）。芯片未检测的等位基因按不存在处理。</Text>
    </Section>
  )
}

function GenotypeRow({ g }: { g: GenotypeUsed }) {
  const shares = g.eas ? hweGenotypeShares(g.ref, g.alt, g.eas.frequency, g.genotype) : null
  return (
    <View className='xg-item__marker'>
      <View className='xg-item__marker-head'>
        <Text className='xg-item__gene'>{g.gene}</Text>
        <Text className='xg-item__rsid'>{g.rsid}</Text>
        <Text className='xg-report-small'>chr{g.chrom}:{g.pos}（GRCh37）</Text>
      </View>
      <Text className='xg-report-p'>
        你的基因型：<Text className='xg-item__gt'>{g.genotype ?? (g.state === 'nocall' ? '未能读出' : '芯片未检测')}</Text>
        {g.effectCount !== null ? `（含 ${g.effectCount} 个 ${g.effectAllele} 等位基因）` : ''}
      </Text>
      <Text className='xg-report-small'>
        {g.referenceConfirmed ? `参考等位基因 ${g.ref}，变异等位基因 ${g.alt}` : `两个等位基因为 ${g.ref}/${g.alt}`}；结果计数的是 {g.effectAllele}。
      </Text>
      {g.eas && shares && (
        <View className='xg-item__freq'>
          <BarChart
            title={`东亚人群中 ${g.eas.allele} 的频率`}
            rows={[{ key: 'allele', label: `${g.eas.allele} 等位基因`, value: g.eas.frequency }]}
            cite={typeof g.eas.source === 'object' && g.eas.source ? `来源：${citationAuthors(g.eas.source) ?? citationLine(g.eas.source)}，${g.eas.source.year}` : undefined}
          />
          <BarChart
            title='东亚人群的基因型比例（估算）'
            rows={shares.map(x => ({ key: x.genotype, label: x.genotype, value: x.share, mine: x.mine }))}
            note='由上面的等位基因频率按哈迪-温伯格平衡推算，不是直接计数。'
          />
        </View>
      )}
    </View>
  )
}

export function Citations({ citations }: { citations: Citation[] }) {
  return (
    <View className='xg-item__citations'>
      {citations.map((c, i) => {
        const link = citationLink(c)
        const text = `${i + 1}. ${citationLine(c)}`
        return link ? (
          <Link key={c.id} to={link} className='xg-item__citation'>{text}</Link>
        ) : (
          <Text key={c.id} className='xg-item__citation'>{text}</Text>
        )
      })}
    </View>
  )
}

export default function ItemDetail({ area, id }: { area: HealthArea; id?: string }) {
  const state = useItemDetail(id)
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const { item } = state.data
  const r = item.result
  const guidance = HEALTH_GUIDANCE[item.category] ?? HEALTH_GUIDANCE[area]
  const evidence = EVIDENCE_TEXT[r.evidence.level]
  const topic = topicPath(item.topic)
  return (
    <View className='xg-report-page xg-item'>
      <ReportHeader head={state.data} />
      <Text className='xg-item__title'>{item.title}</Text>
      <Text className='xg-report-p'>{item.summary}</Text>
      <ResultCard item={item} />
      {r.score && r.status === 'normal' && <ScoreChart score={r.score} item={item} />}
      {r.pgx && r.status === 'normal' && <Pgx pgx={r.pgx} />}
      <Levels item={item} />
      <Section title='检测的位点'>
        {r.genotypes.map(g => <GenotypeRow key={g.rsid} g={g} />)}
      </Section>
      <Section title='解读'>
        <Text className='xg-report-p'>{item.detail}</Text>
        {topic && <Link to={topic} className='xg-report-link'>阅读专题：{item.title}</Link>}
        {item.tags.includes('CALCULATOR') && item.category === 'disease' && r.status === 'normal' && (
          <Link to={href('/report/disease/:id/calculator-results', { id: item.itemId })} className='xg-report-link'>风险计算器</Link>
        )}
      </Section>
      <Section title='这个结果不意味着什么'>
        <Text className='xg-report-p'>{guidance.notMeaning}</Text>
      </Section>
      <Section title='什么时候应该看医生'>
        <Text className='xg-report-p'>{guidance.seeDoctor}</Text>
      </Section>
      <Section title={`证据等级：${evidence.label}`}>
        <Text className='xg-report-small'>{evidence.text}</Text>
        <Citations citations={r.evidence.citations} />
      </Section>
    </View>
  )
}
