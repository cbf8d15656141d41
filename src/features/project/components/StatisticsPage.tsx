/**
 * The statistics pages of a project (spec 2.10 all-district, all-haplogroup, all-nation,
 * all-surname, national-origin): members counted from their real results by the server, under the
 * one statistics rule (a group of fewer than 5 is shown as 少于5人 and not named).
 */
import { Text, View } from '@tarojs/components'
import { PROJECTS } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'
import { STAT_PAGES } from '../model/project'
import { useProject } from './ProjectDetail'
import { DemoBadge, Page, projectStates } from './common'

export default function StatisticsPage({ id, page }: { id: string; page: keyof typeof STAT_PAGES }) {
  const { by, title, group } = STAT_PAGES[page]
  const project = useProject(id)
  const stats = useQuery(['project', 'statistics', id, by], () => call(PROJECTS.statistics, { params: { id }, query: { by } }))
  return (
    <PageState {...projectStates()} state={project}>
      {p => (
        <Page title={`${p.name}：${title}`}>
          <View className='xg-proj__row'><DemoBadge demo={p.demo} /></View>
          <PageState {...projectStates()} state={stats}>
            {s => (
              <View className='xg-proj__card xg-proj__stats'>
                <Text className='xg-proj__text'>{`成员：${s.total.label}`}</Text>
                {s.list.map(c => (
                  <View key={c.name} className='xg-proj__item'><Text>{c.name}</Text><Text>{c.label}</Text></View>
                ))}
                <View className='xg-proj__item'><Text>{s.list.length ? `其他${group}` : `各${group}`}</Text><Text>{s.other.label}</Text></View>
                <Text className='xg-proj__meta'>{s.basis}</Text>
              </View>
            )}
          </PageState>
        </Page>
      )}
    </PageState>
  )
}
