/** /report/search (spec 2.9): find an item of the report by its name or summary. */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { ReportListItem } from '@/features/report/model/api'
import { useAreaItems, useSelectedBarcode } from '../../hooks/useReport'
import { Failed, ItemRow, Loading, ReportHeader, Section } from '../ReportBits'
import './index.scss'

export function searchItems(list: ReportListItem[], words: string): ReportListItem[] {
  const q = words.trim().toLowerCase()
  if (!q) return []
  return list.filter(i => i.title.toLowerCase().includes(q) || i.summary.toLowerCase().includes(q))
}

export default function ReportSearch() {
  const state = useAreaItems()
  const urlBarcode = useSelectedBarcode()
  const [words, setWords] = useState('')
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const hits = searchItems(state.data.list, words)
  const barcode = urlBarcode ?? (state.data.sample ? null : state.data.barcode)
  return (
    <View className='xg-report-page'>
      <ReportHeader head={state.data} title='搜索报告' />
      <Input className='xg-report-search__input' value={words} placeholder='输入项目名称，如 痛风、乳糖、叶酸' onInput={e => setWords(e.detail.value)} />
      {words.trim() !== '' && (
        <Section title={`找到 ${hits.length} 项`}>
          {hits.length === 0 && <Text className='xg-report-p'>没有找到相关项目，换个词试试。</Text>}
          {hits.map(i => <ItemRow key={i.id} item={i} barcode={barcode} />)}
        </Section>
      )}
    </View>
  )
}
