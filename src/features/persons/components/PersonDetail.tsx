/** /user/persons/:id (spec 2.11): one tested person, their haplogroups and the way to every part of their record. */
import { Text, View } from '@tarojs/components'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import { useQuery } from '@/hooks/useQuery'
import { messageOf } from '@/services/errors'
import { personMeta, splitDetections } from '../model/person'
import './persons.scss'
import { call } from '@/services/call'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function PersonDetail({ id }: { id: string }) {
  const state = useQuery(['persons', 'person', id], () => call(PERSONS_ENDPOINTS.personById, { params: { id: id } }))
  if (state.status === 'loading') return <Text className='xg-persons__loading'>加载中…</Text>
  if (state.status === 'failed') return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  const p = state.data
  const { chip, other } = splitDetections(p.detections)
  const links = [
    { to: `/user/persons/${p.id}/base-info`, label: '基本信息', note: p.isBind ? '查看与修改' : '仅可查看' },
    { to: `/user/persons/${p.id}/detections/chip`, label: '芯片检测', note: `${chip.length} 项` },
    { to: `/user/persons/${p.id}/detections/other`, label: '其他检测', note: `${other.length} 项` },
    ...(p.isBind
      ? [
          { to: `/user/persons/${p.id}/privacy/gene-relatives`, label: '基因寻亲', note: p.privacy.geneRelatives ? '已开启' : '未开启' },
          { to: `/user/persons/${p.id}/privacy/gene-origin`, label: '基因溯源', note: p.privacy.geneOrigin ? '已开启' : '未开启' }
        ]
      : []),
    ...(p.defaultBarcode ? [{ to: `/user/persons/detection-status/${p.defaultBarcode}`, label: '检测进度', note: p.defaultBarcode }] : [])
  ]
  return (
    <View className='xg-persons xg-person-detail'>
      <View className='xg-persons__card'>
        <View className='xg-persons__row'>
          <Text className='xg-persons__name'>{p.name}</Text>
          {p.share.isShare && <Text className='xg-persons__tag xg-persons__tag--muted'>分享给我</Text>}
        </View>
        <Text className='xg-persons__meta'>{personMeta(p)}</Text>
        {p.hasReport ? (
          <>
            <Text className='xg-persons__meta'>{`父系单倍群：${p.haplogroup ?? (p.basic.sex === 'female' ? '无（女性没有 Y 染色体）' : '—')}`}</Text>
            <Text className='xg-persons__meta'>{`母系单倍群：${p.mtHaplogroup ?? '—'}`}</Text>
          </>
        ) : (
          <Text className='xg-persons__meta'>报告出来后，这里会显示父系和母系单倍群。</Text>
        )}
      </View>
      <View className='xg-persons__links'>
        {links.map(l => (
          <Link key={l.to} to={l.to} className='xg-persons__link'>
            <Text>{l.label}</Text>
            <Text className='xg-persons__link-note'>{l.note}</Text>
          </Link>
        ))}
      </View>
    </View>
  )
}
