/**
 * An area's list page (spec 2.9: /report/disease, /report/traits, /report/drug, /report/nutrition,
 * /report/carrier-status, /report/fitness/classify, /report/skin/classify): every item of the
 * area with its result, attention items first, then the rest, then those not yet unlocked.
 */
import { Text, View } from '@tarojs/components'
import { HEALTH_GUIDANCE, REPORT_ITEM_STATUS, reportCoverage, type HealthArea } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import type { ReportListItem } from '@/features/report/model/api'
import { areaName, barcodeQuery } from '../../model/areas'
import { useAreaItems, useSelectedBarcode } from '../../hooks/useReport'
import { Failed, ItemRow, Loading, ReportHeader, Section } from '../ReportBits'
import UntestedDrugs from '../UntestedDrugs'

export function groupItems(list: ReportListItem[]) {
  const open = list.filter(i => i.status === REPORT_ITEM_STATUS.NORMAL)
  return {
    attention: open.filter(i => i.tags.includes('ATTENTION') && i.reportStatus !== 'unDetected'),
    rest: open.filter(i => !i.tags.includes('ATTENTION') || i.reportStatus === 'unDetected'),
    closed: list.filter(i => i.status !== REPORT_ITEM_STATUS.NORMAL)
  }
}

export default function AreaItems({ area }: { area: HealthArea }) {
  const state = useAreaItems(area)
  const barcode = useSelectedBarcode()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const { attention, rest, closed } = groupItems(state.data.list)
  const link = barcode ?? (state.data.sample ? null : state.data.barcode)
  // a file that covers few of this area's items says so above them (contracts' coverage rule)
  const list = state.data.list
  const coverage = reportCoverage({ total: list.length, notCovered: list.filter(i => i.status === REPORT_ITEM_STATUS.NORMAL && i.reportStatus === 'unDetected').length, locked: list.filter(i => i.status !== REPORT_ITEM_STATUS.NORMAL).length }, 'area')
  return (
    <View className='xg-report-page'>
      <ReportHeader head={state.data} title={`${areaName(area)} · ${state.data.list.length} 项`} />
      {state.data.list.length === 0 && <Text className='xg-report-p'>这份报告没有这一类项目。</Text>}
      {coverage.banner && <Text className='xg-report-p xg-report-coverage-note'>{`数据覆盖说明：${coverage.banner}`}</Text>}
      {area === 'drug' && <Link to={href('/report/drug/class/:id?', {}, barcodeQuery(link))} className='xg-report-link'>按用途查看药物分类</Link>}
      {attention.length > 0 && (
        <Section title={`值得关注（${attention.length}）`}>
          {attention.map(i => <ItemRow key={i.id} item={i} barcode={link} />)}
        </Section>
      )}
      {rest.length > 0 && (
        <Section title={attention.length ? `其他项目（${rest.length}）` : `全部项目（${rest.length}）`}>
          {rest.map(i => <ItemRow key={i.id} item={i} barcode={link} />)}
        </Section>
      )}
      {closed.length > 0 && (
        <Section title={`未解锁（${closed.length}）`}>
          {closed.map(i => <ItemRow key={i.id} item={i} barcode={link} />)}
        </Section>
      )}
      {area === 'drug' && <UntestedDrugs />}
      <Section title='如何看待这些结果'>
        <Text className='xg-report-p'>{HEALTH_GUIDANCE[area].notMeaning}</Text>
        <Text className='xg-report-p'>{HEALTH_GUIDANCE[area].seeDoctor}</Text>
      </Section>
    </View>
  )
}
