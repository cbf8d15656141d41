/** A page of the report's items grouped by situation (model/itemGroups.ts). */
import { Text, View } from '@tarojs/components'
import type { GroupPage } from '../../model/itemGroups'
import { fillGroups } from '../../model/itemGroups'
import { useAreaItems, useSelectedBarcode } from '../../hooks/useReport'
import { Failed, ItemRow, Loading, ReportHeader, Section } from '../ReportBits'

export default function ItemGroups({ page }: { page: GroupPage }) {
  const state = useAreaItems(page.area ?? undefined)
  const urlBarcode = useSelectedBarcode()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const groups = fillGroups(page, state.data.list)
  const barcode = urlBarcode ?? (state.data.sample ? null : state.data.barcode)
  return (
    <View className='xg-report-page'>
      <ReportHeader head={state.data} title={page.title} />
      <Text className='xg-report-p'>{page.intro}</Text>
      {groups.length === 0 && <Text className='xg-report-p'>这份报告没有相关项目。</Text>}
      {groups.map(g => (
        <Section key={g.name} title={`${g.name}（${g.items.length}）`}>
          {g.items.map(i => <ItemRow key={i.id} item={i} barcode={barcode} />)}
        </Section>
      ))}
    </View>
  )
}
