/**
 * The disease calculators (spec 2.9 /report/disease/:id/calculator-results and
 * /report/disease/:id/calculator-results/:resultId?): a published model that combines the
 * report's genotype with what the person tells (calculators.ts of the knowledge base). The first
 * page asks for the inputs and shows the result; the second shows the result of the calculator
 * `resultId` for the inputs in its query, so a result can be linked to.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { useLoad } from '@/hooks/useLoad'
import { href } from '@/routes/href'
import { report, type CalculatorAnswer, type CalculatorDef } from '@/features/report/model/api'
import { useSubmit } from '@/hooks/useSubmit'
import { barcodeQuery } from '../../model/areas'
import { percentText } from '../../model/charts'
import { useSelectedBarcode } from '../../hooks/useReport'
import { Citations } from '../ItemDetail'
import { Failed, Loading, Section } from '../ReportBits'
import '../ItemDetail/index.scss'
import '../ReportHome/index.scss'

function Answer({ answer }: { answer: CalculatorAnswer }) {
  const r = answer.result
  return (
    <Section title='计算结果'>
      {r.available && r.absoluteRisk !== undefined ? (
        <View className='xg-item__result xg-item__result--attention'>
          <Text className='xg-item__label'>约 {percentText(r.absoluteRisk)}</Text>
          <Text className='xg-report-small'>同性别人群平均约 {percentText(r.populationRisk)}{r.relativeRisk ? `，约为平均的 ${r.relativeRisk.toFixed(1)} 倍` : ''}</Text>
        </View>
      ) : (
        <Text className='xg-report-small'>同性别人群平均约 {percentText(r.populationRisk)}</Text>
      )}
      <Text className='xg-report-p'>{r.explanation}</Text>
      {answer.citation && <Citations citations={[answer.citation]} />}
    </Section>
  )
}

export function CalculatorForm({ itemId }: { itemId?: string }) {
  const barcode = useSelectedBarcode()
  const def = useLoad(async (): Promise<CalculatorDef> => {
    if (!itemId) throw new Error('no item')
    return report.calculator(itemId)
  }, [itemId])
  const [inputs, setInputs] = useState<Record<string, string>>({})
  const [answer, setAnswer] = useState<CalculatorAnswer | null>(null)
  const computing = useSubmit(async (id: string, given: Record<string, string>) => setAnswer(await report.calculatorResult(barcode, id, given)), { failure: '计算失败，请稍后重试' })
  const { busy, error } = computing
  if (def.status === 'loading') return <Loading />
  if (def.status === 'failed') return <Failed error={def.error} onReload={def.reload} />
  const calc = def.data
  const compute = () => computing.run(calc.id, inputs)
  return (
    <View className='xg-report-page xg-item'>
      <Text className='xg-item__title'>{calc.title}</Text>
      <Section title='请填写'>
        {calc.inputs.map(input => (
          <View key={input.key} className='xg-item__level'>
            <Text className='xg-item__level-label'>{input.label}</Text>
            <View className='xg-report-home__links'>
              {(input.choices ?? []).map(c => (
                <Button key={c.value} size='s' variant={inputs[input.key] === c.value ? 'primary' : 'ghost'} onClick={() => setInputs({ ...inputs, [input.key]: c.value })}>{c.label}</Button>
              ))}
            </View>
          </View>
        ))}
        <Button onClick={compute} loading={busy} disabled={calc.inputs.some(i => i.required && !inputs[i.key])}>计算</Button>
        {error && <Text className='xg-item__confirm'>{error}</Text>}
      </Section>
      {answer && <Answer answer={answer} />}
      {answer && <Link to={href('/report/disease/:id/calculator-results/:resultId?', { id: calc.itemId, resultId: calc.id }, { ...barcodeQuery(barcode), ...answer.inputs })} className='xg-report-link'>这次结果的链接</Link>}
      {calc.model && (
        <Section title='模型来源'>
          <Citations citations={[calc.model]} />
        </Section>
      )}
    </View>
  )
}

export function CalculatorResult({ resultId, inputs }: { resultId?: string; inputs: Record<string, string> }) {
  const barcode = useSelectedBarcode()
  const state = useLoad(async () => {
    if (!resultId) throw new Error('no calculator')
    return report.calculatorResult(barcode, resultId, inputs)
  }, [resultId, barcode, JSON.stringify(inputs)])
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  return (
    <View className='xg-report-page xg-item'>
      <Text className='xg-item__title'>{state.data.calculator.title}</Text>
      <Answer answer={state.data} />
    </View>
  )
}
