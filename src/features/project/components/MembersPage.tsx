/** /ancestry/project/:id/members (spec 2.10, 3.12): members by 称呼, with what each chose to show. */
import { Text, View } from '@tarojs/components'
import { PROJECTS } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'
import { dayText } from '../model/project'
import { useProject } from './ProjectDetail'
import { DemoBadge, Page, projectStates } from './common'

export default function MembersPage({ id }: { id: string }) {
  const project = useProject(id)
  const members = useQuery(['project', 'members', id], () => call(PROJECTS.members, { params: { id }, query: { size: 100 } }))
  return (
    <PageState {...projectStates()} state={project}>
      {p => (
        <Page title={`${p.name}：成员`} sub='成员只以称呼显示；单倍群和祖籍省份由成员自己决定是否公开。'>
          <View className='xg-proj__row'><DemoBadge demo={p.demo} /></View>
          <PageState {...projectStates()} state={members} isEmpty={d => d.list.length === 0} empty={<Text className='xg-proj__meta'>还没有成员</Text>}>
            {d => (
              <View className='xg-proj__card'>
                {d.list.map(m => (
                  <View key={m.id} className='xg-proj__item'>
                    <Text>{m.isOwner ? `${m.name}（发起人）` : m.name}</Text>
                    <Text className='xg-proj__meta'>{`${m.haplogroup ?? '单倍群未公开'} · ${m.place ?? '地区未公开'} · ${dayText(m.joinedAt)}加入`}</Text>
                  </View>
                ))}
              </View>
            )}
          </PageState>
        </Page>
      )}
    </PageState>
  )
}
