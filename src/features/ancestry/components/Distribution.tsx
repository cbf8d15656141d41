/**
 * /report/ancestry/gene-relatives-distribution and its city-list/:countyCode? (spec 2.9): where
 * the person's gene relatives come from, by each relative's own ancestral place (else birthplace)
 * as China's divisions, counts only. Areas with fewer relatives than the threshold are not shown
 * (not even by name) and every number is rounded down to a multiple of 5 (issue 20 item 8), so no
 * one can tell where a particular relative comes from, not even by comparing two visits. Relatives finding is the person's
 * opt-in; a relative who turns it off is gone from the counts at once.
 */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useCurrentSample } from '@/stores/currentSample'
import { useRelativesDistribution, useReportBarcode } from '../hooks/useAncestry'
import { distributionRows } from '../model/ancestry'
import { PROVINCE_GRID_COLS, PROVINCE_GRID_ROWS, provinceTiles } from '../model/provinceGrid'
import { NoPerson } from './common'
import { AncestryUpsell } from './Upsell'
import './ancestry.scss'

const LEVEL_NAME = { province: '省份', city: '城市', district: '区县' } as const

export default function Distribution({ countyCode }: { countyCode: string | null }) {
  const barcode = useReportBarcode()
  const personId = useCurrentSample(s => s.personId)
  const state = useRelativesDistribution(barcode, countyCode)
  if (!barcode) return <NoPerson />
  if (state.status === 'loading') return <Text className='xg-anc xg-anc__meta'>加载中…</Text>
  if (state.status === 'failed') {
    const code = state.error instanceof ApiError ? state.error.code : null
    if (code === 2700) return <AncestryUpsell topic='relatives' />
    if (code === 2701) {
      return (
        <View className='xg-anc'>
          <View className='xg-anc__card'>
            <Heading level={3} className='xg-anc__h'>基因寻亲未开启</Heading>
            <Text className='xg-anc__meta'>开启基因寻亲后，才能看到您的基因亲人来自哪些地区。</Text>
            {personId ? <Button to={href('/user/persons/:id/privacy/gene-relatives', { id: personId })}>去开启基因寻亲</Button> : null}
          </View>
        </View>
      )
    }
    if (code === 2200) return <ErrorView title='报告尚未发布' message='样本检测完成、报告发布后即可查看。' />
    return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  }
  const d = state.data
  if (!d) return <NoPerson />
  const rows = distributionRows(d.groups)
  return (
    <View className='xg-anc'>
      <Heading level={2} className='xg-anc__title'>{d.parent ? `${d.parent.name}的基因亲人` : '基因亲人分布'}</Heading>
      <Text className='xg-anc__meta'>按每位亲人自己填写的祖籍（未填写时按出生地）统计，只显示人数，不显示是哪几位亲人。</Text>
      <View className='xg-anc__card'>
        <Heading level={3} className='xg-anc__h'>{`按${LEVEL_NAME[d.level]}（${d.located.label}）`}</Heading>
        {d.level === 'province' && <ProvinceTileMap groups={d.groups} minGroup={d.minGroup} />}
        {rows.length === 0 && <Text className='xg-anc__meta'>{`没有人数达到 ${d.minGroup} 人的${LEVEL_NAME[d.level]}。`}</Text>}
        {rows.map(g => (
          <View key={g.code} className='xg-anc__table'>
            <View className='xg-anc__row'>
              {g.drillable ? (
                <Link to={href('/report/ancestry/gene-relatives-distribution/city-list/:countyCode?', { countyCode: g.code })} className='xg-anc__link'>{g.name}</Link>
              ) : (
                <Heading level={3} className='xg-anc__h'>{g.name}</Heading>
              )}
              <Text>{g.label}</Text>
            </View>
            <View className='xg-anc__bar'>
              <View className='xg-anc__bar-fill' style={{ width: `${g.width}%` }} />
            </View>
          </View>
        ))}
        <Text className='xg-anc__meta'>{`其他地区（人数少于 ${d.minGroup} 人的地区不列出名称）或只填写到上一级地区的亲人：${d.other.label}。`}</Text>
        {!d.parent && <Text className='xg-anc__meta'>{`没有填写祖籍或出生地的亲人：${d.unlocated.label}。`}</Text>}
      </View>
      <Text className='xg-anc__meta'>{`基因亲人共 ${d.total.label}；人数按 5 的倍数向下取整显示，少于 ${d.minGroup} 人不显示具体人数。地区划分：${d.divisions}。`}</Text>
      {d.parent && <Button variant='secondary' to={href('/report/ancestry/gene-relatives-distribution')}>返回全国分布</Button>}
      <Button variant='secondary' to={href('/report/gene-relatives')}>查看基因亲人列表</Button>
    </View>
  )
}

/**
 * China's 34 provincial-level divisions as a tile map (model/provinceGrid): a province's tile
 * carries its number only when the server showed that group (at least minGroup relatives); the
 * list under it says the same in words.
 */
function ProvinceTileMap({ groups, minGroup }: { groups: readonly { code: string; count: number; label: string }[]; minGroup: number }) {
  const tiles = provinceTiles(groups)
  const rows = Array.from({ length: PROVINCE_GRID_ROWS }, (_, r) => Array.from({ length: PROVINCE_GRID_COLS }, (_, c) => tiles.find(t => t.row === r && t.col === c) ?? null))
  return (
    <View className='xg-tilemap' ariaRole='figure' ariaLabel={`基因亲人分布方块地图：每个方块代表一个省级行政区，按大致地理位置排列；人数少于 ${minGroup} 人的省份不显示人数`}>
      {rows.map((row, r) => (
        <View key={r} className='xg-tilemap__row'>
          {row.map((t, c) => t
            ? (
              <View key={t.code} className={`xg-tilemap__tile xg-tilemap__tile--${t.shade}`} data-code={t.code}>
                <Text>{t.name}</Text>
                {t.label && <Text className='xg-tilemap__count'>{t.label}</Text>}
              </View>
            )
            : <View key={c} className='xg-tilemap__cell' />)}
        </View>
      ))}
      <Text className='xg-anc__meta'>方块地图示意各省级行政区的大致位置，不表示面积和边界。</Text>
    </View>
  )
}
