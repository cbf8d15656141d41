/** /user/persons/:id/detections/chip and /other (spec 2.11, 3.3): the person's detections of that kind and where each one is. */
import { Text, View } from '@tarojs/components'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import { useQuery } from '@/hooks/useQuery'
import { messageOf } from '@/services/errors'
import { splitDetections, stateTone } from '../model/person'
import RawData from './RawData'
import './persons.scss'
import { call } from '@/services/call'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function DetectionsList({ id, kind }: { id: string; kind: 'chip' | 'other' }) {
  const state = useQuery(['persons', 'person', id], () => call(PERSONS_ENDPOINTS.personById, { params: { id: id } }))
  if (state.status === 'loading') return <Text className='xg-persons__loading'>加载中…</Text>
  if (state.status === 'failed') return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  const list = splitDetections(state.data.detections)[kind]
  return (
    <View className={`xg-persons xg-detections xg-detections--${kind}`}>
      <Text className='xg-persons__title'>{`${state.data.name}的${kind === 'chip' ? '芯片检测' : '其他检测'}`}</Text>
      {list.length === 0 && (
        <View className='xg-persons__empty'>
          <Text>{kind === 'chip' ? '还没有芯片检测。' : '没有其他类型的检测。'}</Text>
          {kind === 'chip' && state.data.isBind && <Button to='/user/persons/bind'>绑定采样器</Button>}
        </View>
      )}
      {list.map(d => (
        <View key={d.barcode} className='xg-persons__card'>
          <View className='xg-persons__row'>
            <Text className='xg-persons__name'>{d.product.name}</Text>
            <Text className={`xg-persons__tag${stateTone(d.state) === 'problem' ? ' xg-persons__tag--problem' : ''}`}>{d.hasReport ? '报告已出' : d.stateTitle ?? '待寄回'}</Text>
          </View>
          <Text className='xg-persons__meta'>{`编号 ${d.barcode}${d.collectDate ? ` · 采样日期 ${d.collectDate}` : ''}${d.source === 'import' ? ' · 导入数据' : ''}`}</Text>
          <View className='xg-persons__actions'>
            <Link to={`/user/persons/detection-status/${d.barcode}`} className='xg-persons__a'>检测进度</Link>
          </View>
          {state.data.isBind && d.hasReport && <RawData barcode={d.barcode} />}
        </View>
      ))}
    </View>
  )
}
