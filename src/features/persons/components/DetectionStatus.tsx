/**
 * /user/persons/detection-status/:barcode? (spec 2.11): without a barcode, every kit of the
 * account and its state; with one, the sample's real states as a timeline (bound, received, QC,
 * genotyped, analysing, published; a failed QC asks for a new sample).
 */
import { Text, View } from '@tarojs/components'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import Timeline from '@/components/Timeline'
import { useLoad } from '@/hooks/useLoad'
import { useQuery } from '@/hooks/useQuery'
import { messageOf } from '@/services/errors'
import { nextActionOf, stateTone, timelineItems } from '../model/person'
import './persons.scss'
import { call } from '@/services/call'
import { EXPRESS_ENDPOINTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { href } from '@/routes/href'
import { NONCHIP_DEFINITIONS, isNonChipType } from '@xungen/contracts'
import SubscribePrompt from '@/features/account/components/SubscribePrompt'

/** a non-chip test's report has its own page (issue 15 item 3); every other product opens the report home */
const reportPathOf = (type: string) => (isNonChipType(type) ? NONCHIP_DEFINITIONS[type].reportPath : '/report')

function AllKits() {
  const state = useQuery(['persons', 'detectionStatusList'], () => call(PERSONS_ENDPOINTS.detectionStatusList))
  if (state.status === 'loading') return <Text className='xg-persons__loading'>加载中…</Text>
  if (state.status === 'failed') return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  return (
    <View className='xg-persons xg-detection-status'>
      <Text className='xg-persons__title'>检测进度</Text>
      {state.data.list.length === 0 && (
        <View className='xg-persons__empty'>
          <Text>还没有绑定采样器。</Text>
          <Button to='/user/persons/bind'>绑定采样器</Button>
        </View>
      )}
      {state.data.list.map(d => (
        <Link key={d.barcode} to={`/user/persons/detection-status/${d.barcode}`} className='xg-persons__card'>
          <View className='xg-persons__row'>
            <Text className='xg-persons__name'>{d.personName}</Text>
            <Text className={`xg-persons__tag${stateTone(d.state) === 'problem' ? ' xg-persons__tag--problem' : ''}`}>{d.title ?? '待寄回'}</Text>
          </View>
          <Text className='xg-persons__meta'>{`${d.product.name} · ${d.barcode}`}</Text>
        </Link>
      ))}
    </View>
  )
}

/**
 * The courier pickup the collection guide promises ("在「检测进度」中预约上门取件"): while the
 * sample is to be sent (bound, or asked for again after a failed QC), book one, or follow the one
 * booked for this barcode.
 */
function Pickup({ barcode }: { barcode: string }) {
  const booked = useLoad(() => call(EXPRESS_ENDPOINTS.list, {}), [barcode])
  const mine = booked.status === 'done' ? booked.data.list.find(t => t.barcodes.includes(barcode) && t.state !== 'SIGNED') : undefined
  if (mine) {
    return (
      <Link to={href('/buy/express/:mailNO?', { mailNO: mine.mailNO })} className='xg-persons__switch-row xg-detection-status__pickup'>
        <Text>{`已预约上门取件：${mine.expressName} ${mine.mailNO}`}</Text>
        <Text className='xg-persons__meta'>{`取件日 ${mine.pickupDate}，查看物流`}</Text>
      </Link>
    )
  }
  return <Button variant='secondary' className='xg-detection-status__pickup' to={href('/buy/express/return-shipping', {}, { barcode })}>预约上门取件</Button>
}

function OneKit({ barcode }: { barcode: string }) {
  const state = useLoad(() => call(PERSONS_ENDPOINTS.detectionStatus, { params: { barcode: barcode } }), [barcode])
  if (state.status === 'loading') return <Text className='xg-persons__loading'>加载中…</Text>
  if (state.status === 'failed') return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  const d = state.data
  const action = nextActionOf(d.state, d.hasReport)
  const current = d.timeline.length ? d.timeline[d.timeline.length - 1] : null
  // the laboratory's word to the owner (a sex review's conclusion and its reason), the latest first
  const labNote = [...d.timeline].reverse().find(e => e.labNote)?.labNote ?? null
  const shippable = action === 'send' || action === 'resend'
  return (
    <View className='xg-persons xg-detection-status xg-detection-status--one'>
      <View className='xg-persons__card'>
        <View className='xg-persons__row'>
          <Text className='xg-persons__name'>{d.personName}</Text>
          <Text className={`xg-persons__tag${stateTone(d.state) === 'problem' ? ' xg-persons__tag--problem' : ''}`}>{current?.title ?? '待寄回'}</Text>
        </View>
        <Text className='xg-persons__meta'>{`${d.product.name} · ${d.barcode}${d.samples.length > 1 ? ` · 第 ${d.samples.length} 份样本` : ''}`}</Text>
        {action === 'report' && <Button to={`${reportPathOf(d.product.type)}?barcode=${encodeURIComponent(d.barcode)}`}>查看报告</Button>}
        {action === 'resend' && (
          <View className='xg-persons__actions'>
            <Button to='/user/persons/bind/instructions'>查看采样说明</Button>
            <Button variant='secondary' to={`/user/persons/bind/collect-date?barcode=${encodeURIComponent(d.barcode)}&personId=${d.personId}`}>填写新样本的采样日期</Button>
          </View>
        )}
        {action === 'send' && <Text className='xg-persons__note'>请按采样说明采集唾液，装入采样盒寄回实验室。实验室签收后这里会更新。</Text>}
        {shippable && <Pickup barcode={d.barcode} />}
      </View>
      {labNote && (
        <View className='xg-persons__card xg-detection-status__lab-note'>
          <Text className='xg-persons__name'>实验室复核说明</Text>
          <Text className='xg-persons__note'>{labNote}</Text>
        </View>
      )}
      {/* issue 24 item 7: after binding, the sample's way (received, report, relatives) by WeChat if the person subscribes */}
      {!d.hasReport && <SubscribePrompt moment='afterBinding' />}
      <Timeline items={timelineItems(d.timeline)} />
    </View>
  )
}

export default function DetectionStatus({ barcode }: { barcode?: string }) {
  return barcode ? <OneKit barcode={barcode} /> : <AllKits />
}
