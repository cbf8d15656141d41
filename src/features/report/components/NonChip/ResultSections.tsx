/**
 * Pieces of the non-chip report pages (issue 15 item 3): the header (whose result, 示例 in
 * sample mode), the headline, each finding with its value, unit, reference and source, when to see
 * a doctor, what the test can and cannot tell, and the sources.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { chinaDate, NONCHIP_DEFINITIONS, type NonChipDefinition } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { citationText, type NonChipResult } from '../../model/nonchip'

type NonChipFinding = NonChipResult['interpretation']['findings'][number]
import { Section } from '../ReportBits'
import '../ItemDetail/index.scss'
import '../ReportBits/index.scss'
import './index.scss'

const date = chinaDate

/** spec 4 "Sample (demo) mode": the demo result is marked 示例 */
export function NonChipHeader({ result, title }: { result: NonChipResult; title?: string }) {
  return (
    <View className='xg-report-head'>
      <View className='xg-report-head__row'>
        <Text className='xg-report-head__name'>{result.person.name}</Text>
        {result.sample && <Text className='xg-report-head__sample'>{result.sampleLabel ?? '示例'}</Text>}
      </View>
      <Text className='xg-report-head__title'>{title ?? result.productName}</Text>
      {result.sample ? (
        <View className='xg-report-head__note'>
          <Text>这是一份示例报告：结果是为展示报告样式而设的示例数值，不属于任何人，也不是真实检测结果。</Text>
          <Link to={href('/shop/gene')} className='xg-report-head__cta'>购买检测，获得自己的报告</Link>
        </View>
      ) : (
        <Text className='xg-report-head__meta'>{`条码 ${result.barcode}${result.publishedAt ? ` · 报告发布于 ${date(result.publishedAt)}` : ''}`}</Text>
      )}
    </View>
  )
}

export function Overall({ result }: { result: NonChipResult }) {
  const o = result.interpretation.overall
  return (
    <View className={`xg-item__result${o.tone === 'attention' ? ' xg-item__result--attention' : ''}`}>
      <Text className='xg-item__label'>{o.label}</Text>
      <Text className='xg-report-p'>{o.text}</Text>
    </View>
  )
}

export function FindingRow({ f }: { f: NonChipFinding }) {
  return (
    <View className={`xg-nonchip__finding xg-nonchip__finding--${f.flag}`}>
      <View className='xg-nonchip__finding-head'>
        <Text className='xg-nonchip__finding-title'>{f.title}</Text>
        <Text className='xg-nonchip__value'>{f.value}</Text>
        <Text className={`xg-nonchip__flag xg-nonchip__flag--${f.flag}`}>{f.flagLabel}</Text>
      </View>
      <Text className='xg-report-small'>参考：{f.reference}</Text>
      <Text className='xg-report-p'>{f.text}</Text>
    </View>
  )
}

export function Findings({ result, only }: { result: NonChipResult; only?: (f: NonChipFinding) => boolean }) {
  const list = result.interpretation.findings.filter(only ?? (() => true))
  return (
    <Section title='检测结果与参考范围'>
      {list.length === 0 ? <Text className='xg-report-p'>没有需要列出的结果。</Text> : list.map(f => <FindingRow key={f.key} f={f} />)}
    </Section>
  )
}

export function SeeDoctor({ text }: { text: string }) {
  return (
    <Section title='什么时候需要看医生'>
      <Text className='xg-report-p'>{text}</Text>
    </Section>
  )
}

export function CanTell({ def }: { def: NonChipDefinition }) {
  return (
    <Section title='这项检测能告诉你什么、不能告诉你什么'>
      <Text className='xg-nonchip__sub'>能告诉你</Text>
      {def.canTell.map(t => <Text key={t} className='xg-report-p'>· {t}</Text>)}
      <Text className='xg-nonchip__sub'>不能告诉你</Text>
      {def.cannotTell.map(t => <Text key={t} className='xg-report-p'>· {t}</Text>)}
      <Text className='xg-report-small'>{`样本：${def.sample}；方法：${def.method}。本报告不是诊断，不能代替医生的检查和判断。`}</Text>
      {def.statementPath && <Link to={def.statementPath} className='xg-report-head__cta'>阅读检测声明</Link>}
    </Section>
  )
}

export function Sources({ ids }: { ids: readonly string[] }) {
  const unique = [...new Set(ids)]
  return (
    <Section title='参考来源'>
      <View className='xg-item__citations'>
        {unique.map(id => {
          const c = citationText(id)
          if (!c) return null
          return c.url ? <Link key={id} to={c.url} className='xg-item__citation'>{c.text}</Link> : <Text key={id} className='xg-item__citation'>{c.text}</Text>
        })}
      </View>
    </Section>
  )
}

/** the whole report of a result: headline, findings, when to see a doctor, can/cannot tell, sources */
export function ResultBody({ result, children, findings = true }: { result: NonChipResult; children?: ReactNode; findings?: boolean }) {
  const def = NONCHIP_DEFINITIONS[result.productType]
  return (
    <>
      <Overall result={result} />
      {children}
      {findings && <Findings result={result} />}
      <SeeDoctor text={result.interpretation.seeDoctor} />
      <CanTell def={def} />
      <Sources ids={[...def.citations, ...result.interpretation.findings.flatMap(f => f.citations)]} />
    </>
  )
}

/** a page asked for something its report does not have (an unknown gene, item or analyte) */
export function NotInReport({ message }: { message: string }) {
  return (
    <View className='xg-report-state'>
      <Text>{message}</Text>
    </View>
  )
}
