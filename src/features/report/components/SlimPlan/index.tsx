/**
 * /report/fitness/lock-plan/slim (spec 2.9, 减脂计划): the report's weight-related items (each a
 * link to its detail, or locked as the report gates it) and a plan that holds for everyone, with
 * its sources (model/slimPlan.ts). The BMI check runs on the device; nothing typed is sent.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import Field from '@/components/Field'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { barcodeQuery } from '../../model/areas'
import { bmi, bmiBand, slimItems, SLIM_CITATIONS } from '../../model/slimPlan'
import { useAreaItems, useSelectedBarcode } from '../../hooks/useReport'
import { Citations } from '../ItemDetail'
import { Failed, ItemRow, Loading, ReportHeader, Section } from '../ReportBits'
import '../ItemDetail/index.scss'

function BmiCheck() {
  const [height, setHeight] = useState('')
  const [weight, setWeight] = useState('')
  const value = height && weight ? bmi(Number(height), Number(weight)) : null
  const invalid = Boolean(height && weight) && value === null
  return (
    <View>
      <Field label='身高（厘米）' name='height'>
        <Input className='xg-field__input' type='digit' value={height} maxlength={5} placeholder='例如 170' onInput={e => setHeight(e.detail.value)} />
      </Field>
      <Field label='体重（公斤）' name='weight' error={invalid ? '请输入真实的身高（100–250 厘米）和体重（25–300 公斤）' : null}>
        <Input className='xg-field__input' type='digit' value={weight} maxlength={5} placeholder='例如 65' onInput={e => setWeight(e.detail.value)} />
      </Field>
      {value !== null && (
        <View className='xg-item__result'>
          <Text className='xg-item__label'>BMI {value}：{bmiBand(value)}</Text>
          <Text className='xg-report-small'>按我国《成人体重判定》：BMI 低于 18.5 为体重过低，18.5–23.9 为正常，24.0–27.9 为超重，28.0 及以上为肥胖。只在本机计算，不会上传。</Text>
        </View>
      )}
    </View>
  )
}

export default function SlimPlan() {
  const state = useAreaItems()
  const barcode = useSelectedBarcode()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const items = slimItems(state.data.list)
  const link = barcode ?? (state.data.sample ? null : state.data.barcode)
  return (
    <View className='xg-report-page xg-item'>
      <ReportHeader head={state.data} title='减脂计划' />
      <Section title='你的报告里与体重有关的项目'>
        {items.length === 0 ? (
          <Text className='xg-report-p'>这份报告没有与体重有关的项目。</Text>
        ) : (
          items.map(i => <ItemRow key={i.id} item={i} barcode={link} />)
        )}
        <Text className='xg-report-small'>这些位点各自只让体重平均相差很少；体重主要由饮食、活动、睡眠和年龄等决定。</Text>
      </Section>
      <Section title='先算一算 BMI'>
        <BmiCheck />
      </Section>
      <Section title='对所有人都成立的做法'>
        <Text className='xg-report-p'>1. 每周至少 150–300 分钟中等强度的有氧活动（如快走、骑车），或 75–150 分钟较高强度的活动；每周至少 2 天做力量练习；减少久坐（世界卫生组织 2020 年指南）。</Text>
        <Text className='xg-report-p'>2. 减重靠持续的能量缺口：少吃添加糖、精制米面和油炸食品，多吃蔬菜和完整的食物。低脂饮食和低碳水饮食一年的减重效果相近（DIETFITS 试验：−5.3 公斤对 −6.0 公斤，差别不显著），选一种能长期坚持的即可。</Text>
        <Text className='xg-report-p'>3. 如果你携带 FTO 易胖等位基因，研究发现规律运动的人这一影响更小；这不意味着需要不同的运动方式，只是运动对你同样值得。</Text>
      </Section>
      <Section title='基因不能告诉你什么'>
        <Text className='xg-report-p'>
          目前没有可靠证据表明按基因型选择饮食能减得更多：DIETFITS 试验事先按三个位点把 609 名超重成人分为“适合低脂”和“适合低碳水”两类，结果基因型与饮食是否匹配对一年减重没有影响。所以这里的计划不按你的基因型改变。
        </Text>
        <Text className='xg-report-p'>如果 BMI 在 28 以上、伴有高血压、糖尿病、脂肪肝等，或体重在短时间内不明原因地明显变化，请到医院的内分泌科或营养科就诊。</Text>
      </Section>
      <Citations citations={SLIM_CITATIONS} />
      <Link to={href('/report/fitness/classify', {}, barcodeQuery(link))} className='xg-report-link'>查看全部运动健身项目</Link>
    </View>
  )
}
