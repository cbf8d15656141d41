/**
 * /flow (spec 2.1; issue 26 item 4): the real way from an order to a report, the steps the
 * laboratory's timeline shows (SAMPLE_STATE_LABELS), and how long each stage took, measured by
 * the server over the last half year (median and 90th percentile); where fewer than the minimum
 * number of samples went through a stage, the page says there is no figure yet.
 */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import { SAMPLE_STATE_LABELS, TURNAROUND_MIN_SAMPLES, durationText, type TurnaroundData } from '@xungen/contracts'
import { CONTENT_FACTS } from '@xungen/contracts/endpoints'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import ContentView from '../ContentView'
import '../WhitePaper/index.scss'

const STEPS = [
  { title: '购买检测', text: '在商城选择检测产品并下单，采样盒由快递寄到您手中。' },
  { title: '采集唾液', text: '按采样盒内的说明采集唾液，采样前 30 分钟内不要进食、饮水、吸烟。' },
  { title: '绑定样本', text: '在“个人中心—检测人管理”中把采样盒上的样本编码绑定到检测人，阅读并同意知情同意书。' },
  { title: '寄回样本', text: '在线预约上门取件，样本寄回实验室。' },
  { title: SAMPLE_STATE_LABELS.received.title, text: `${SAMPLE_STATE_LABELS.received.content}。` },
  { title: SAMPLE_STATE_LABELS.qcPassed.title, text: `${SAMPLE_STATE_LABELS.qcPassed.content}。质检未通过时：${SAMPLE_STATE_LABELS.qcFailed.content}。` },
  { title: SAMPLE_STATE_LABELS.genotyped.title, text: `${SAMPLE_STATE_LABELS.genotyped.content}。` },
  { title: SAMPLE_STATE_LABELS.analysing.title, text: `${SAMPLE_STATE_LABELS.analysing.content}。` },
  { title: SAMPLE_STATE_LABELS.published.title, text: '报告发布后您会收到通知，可在“报告”中查看；每一步的进度都可以在检测人页面查看。' }
]

function Turnaround({ data }: { data: TurnaroundData }) {
  const measured = data.stages.some(s => s.medianHours !== null)
  return (
    <View className='xg-paper__section' data-turnaround={measured ? 'measured' : 'none'}>
      <Heading level={2} className='xg-paper__heading'>实验室用时（实测）</Heading>
      <Text className='xg-paper__line'>{`以下为近 ${data.windowDays} 天内实验室实际处理样本的用时：中位数（一半样本快于此），以及 90% 的样本在多长时间内完成。`}</Text>
      {!measured && <Text className='xg-paper__line'>{`暂无实测数据：近 ${data.windowDays} 天内完成各环节的样本不足 ${TURNAROUND_MIN_SAMPLES} 个，我们不公布估计的用时。`}</Text>}
      <View className='xg-paper__table'>
        {data.stages.map(s => (
          <View key={`${s.from}-${s.to}`} className='xg-paper__row'>
            <Text>{s.label}</Text>
            <Text>{s.medianHours === null || s.p90Hours === null ? '暂无数据' : `中位数${durationText(s.medianHours)}，90% 在${durationText(s.p90Hours)}内`}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export default function Flow() {
  const turnaround = useQuery(['content', 'turnaround'], () => call(CONTENT_FACTS.turnaround))
  return (
    <View className='xg-paper xg-flow'>
      <Text className='xg-paper__title'>检测流程</Text>
      {STEPS.map((step, i) => (
        <View key={step.title} className='xg-paper__section'>
          <Heading level={2} className='xg-paper__heading'>{`${i + 1}. ${step.title}`}</Heading>
          <Text className='xg-paper__line'>{step.text}</Text>
        </View>
      ))}
      <PageState state={turnaround}>{data => <Turnaround data={data} />}</PageState>
      <ContentView contentKey='page/flow' showTitle={false} />
      <Text className='xg-paper__line'>
        了解检测依据：<Link to={href('/white-papers')}>白皮书</Link>；样本与数据的处理：<Link to={href('/inform')}>基因检测知情同意书</Link>
      </Text>
    </View>
  )
}
