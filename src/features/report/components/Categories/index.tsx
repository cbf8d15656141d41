/**
 * /report/categories/:id? (spec 2.9): without an id, the health areas of the report; with one,
 * that area's items. The id is an area of the report (disease, traits, …) or a report category
 * of spec 2.9 (inherit, trait, skin_scene, …).
 */
import { Text, View } from '@tarojs/components'
import { HEALTH_AREAS, type HealthArea } from '@xungen/contracts'
import { isHealthArea } from '../../model/areas'
import { useReportHome, useSelectedBarcode } from '../../hooks/useReport'
import AreaItems from '../AreaItems'
import { AreaCards } from '../ReportHome'
import { Failed, Loading, ReportHeader, Section } from '../ReportBits'
import '../ReportHome/index.scss'

export function areaOfCategory(id: string | undefined): HealthArea | null {
  if (!id) return null
  if (isHealthArea(id)) return id
  const hit = (Object.keys(HEALTH_AREAS) as HealthArea[]).find(a => HEALTH_AREAS[a].categoryKey === id)
  return hit ?? null
}

function AllCategories() {
  const state = useReportHome()
  const urlBarcode = useSelectedBarcode()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  return (
    <View className='xg-report-page'>
      <ReportHeader head={state.data} title='报告分类' />
      <Section title='健康'>
        <AreaCards home={state.data} barcode={urlBarcode ?? (state.data.sample ? null : state.data.barcode)} />
      </Section>
    </View>
  )
}

export default function Categories({ id }: { id?: string }) {
  const area = areaOfCategory(id)
  if (id && !area) {
    return (
      <View className='xg-report-page'>
        <Text className='xg-report-p'>没有这个分类。</Text>
      </View>
    )
  }
  return area ? <AreaItems area={area} /> : <AllCategories />
}
