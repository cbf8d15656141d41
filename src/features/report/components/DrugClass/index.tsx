/**
 * /report/drug/class/:id? (spec 2.9): the drug items of the report by category; without an id,
 * every category with its items, with one, that category.
 */
import { Text, View } from '@tarojs/components'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { barcodeQuery } from '../../model/areas'
import { groupByClass } from '../../model/drugClasses'
import { useAreaItems, useSelectedBarcode } from '../../hooks/useReport'
import { Failed, ItemRow, Loading, ReportHeader, Section } from '../ReportBits'
import '../ReportHome/index.scss'

export default function DrugClass({ id }: { id?: string }) {
  const state = useAreaItems('drug')
  const urlBarcode = useSelectedBarcode()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const byId = new Map(state.data.list.map(i => [i.id, i]))
  const groups = groupByClass(state.data.list.map(i => i.id))
  const shown = id ? groups.filter(g => g.id === id) : groups
  const barcode = urlBarcode ?? (state.data.sample ? null : state.data.barcode)
  return (
    <View className='xg-report-page'>
      <ReportHeader head={state.data} title={id && shown[0] ? `药物反应 · ${shown[0].name}` : '药物反应 · 按用途'} />
      {id && shown.length === 0 && <Text className='xg-report-p'>没有这个药物分类。</Text>}
      {!id && (
        <View className='xg-report-home__links'>
          {groups.map(g => (
            <Link key={g.id} to={href('/report/drug/class/:id?', { id: g.id }, barcodeQuery(barcode))} className='xg-report-link'>{g.name}</Link>
          ))}
        </View>
      )}
      {shown.map(g => (
        <Section key={g.id} title={`${g.name}（${g.items.length}）`}>
          {g.items.map(itemId => <ItemRow key={itemId} item={byId.get(itemId)!} barcode={barcode} />)}
        </Section>
      ))}
    </View>
  )
}
