/**
 * /report/overview (spec 2.9): the whole health report on one page: every area's counts and the
 * items worth attention, each a link to its detail.
 */
import { Text, View } from '@tarojs/components'
import { REPORT_ITEM_STATUS } from '@xungen/contracts'
import { AREA_ORDER, areaName } from '../../model/areas'
import { useAreaItems, useSelectedBarcode } from '../../hooks/useReport'
import { Failed, ItemRow, Loading, ReportHeader, Section } from '../ReportBits'

export default function Overview() {
  const state = useAreaItems()
  const urlBarcode = useSelectedBarcode()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const list = state.data.list
  const barcode = urlBarcode ?? (state.data.sample ? null : state.data.barcode)
  const open = list.filter(i => i.status === REPORT_ITEM_STATUS.NORMAL)
  const attention = open.filter(i => i.tags.includes('ATTENTION') && i.reportStatus !== 'unDetected')
  return (
    <View className='xg-report-page'>
      <ReportHeader head={state.data} title={`报告总览 · ${list.length} 项`} />
      <Section title='各类项目'>
        {AREA_ORDER.map(area => {
          const items = list.filter(i => i.category === area)
          if (!items.length) return null
          const shown = items.filter(i => i.status === REPORT_ITEM_STATUS.NORMAL)
          return (
            <Text key={area} className='xg-report-p'>
              {areaName(area)}：{items.length} 项，已解锁 {shown.length} 项，值得关注 {shown.filter(i => i.tags.includes('ATTENTION')).length} 项，未检测（芯片未覆盖）{shown.filter(i => i.reportStatus === 'unDetected').length} 项
            </Text>
          )
        })}
      </Section>
      <Section title={`值得关注（${attention.length}）`}>
        {attention.length === 0 && <Text className='xg-report-p'>没有特别需要关注的项目。</Text>}
        {attention.map(i => <ItemRow key={i.id} item={i} barcode={barcode} />)}
      </Section>
    </View>
  )
}
