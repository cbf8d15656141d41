/**
 * /ancestry/project/:id (spec 2.10): a project: its condition, starter and members (as counted by
 * the statistics rule), the latest announcements and discussions, links to members and statistics;
 * the caller's own membership (spec 4: what it shows can be changed, or the project left).
 * /ancestry/project/:id/introduction: the introduction whole.
 */
import { Text, View } from '@tarojs/components'
import { PROJECTS, type EndpointOutput, type ProjectPostKind } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import Switch from '@/components/Switch'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { dayText, TYPE_TEXT } from '../model/project'
import { DemoBadge, Page, projectStates } from './common'

type Detail = EndpointOutput<typeof PROJECTS.detail>

export function useProject(id: string) {
  return useQuery(['project', 'detail', id], () => call(PROJECTS.detail, { params: { id } }))
}

function Posts({ id, kind, canCreate }: { id: string; kind: ProjectPostKind; canCreate: boolean }) {
  const posts = useQuery(['project', 'posts', id, kind], () => call(PROJECTS.posts, { params: { id }, query: { kind, size: 5 } }))
  const label = kind === 'announcement' ? '公告' : '讨论'
  return (
    <View className={`xg-proj__card xg-proj__${kind}s`}>
      <View className='xg-proj__row'>
        <Text className='xg-proj__h'>{label}</Text>
        {canCreate ? <Button size='s' variant='secondary' to={href(kind === 'announcement' ? '/ancestry/project/:id/announcement-create' : '/ancestry/project/:id/discuss-create', { id })}>{kind === 'announcement' ? '发布公告' : '发起讨论'}</Button> : null}
      </View>
      <PageState state={posts} isEmpty={d => d.list.length === 0} empty={<Text className='xg-proj__meta'>{`还没有${label}`}</Text>}>
        {d => (
          <View>
            {d.list.map(p => (
              <View key={p.id} className='xg-proj__item'>
                <Link to={href(kind === 'announcement' ? '/ancestry/project/:id/announcement-detail' : '/ancestry/project/:id/discuss-detail', { id }, { postId: p.id })} className='xg-proj__link'>{p.title}</Link>
                <Text className='xg-proj__meta'>{`${p.authorName} · ${dayText(p.createdAt)} · ${p.comments} 条评论`}</Text>
              </View>
            ))}
          </View>
        )}
      </PageState>
    </View>
  )
}

function Participation({ id, d }: { id: string; d: Detail }) {
  const p = d.participation
  const update = useSubmit(async (showHaplogroup: boolean, showPlace: boolean) => {
    await call(PROJECTS.updateParticipation, { params: { id }, body: { showHaplogroup, showPlace } })
    invalidateQueries(['project'])
  }, { onError: inToast })
  const leave = useSubmit(async () => {
    if (!(await confirm('退出后您的检测人不再计入项目统计，确定退出吗？', { danger: true }))) return
    await call(PROJECTS.leave, { params: { id } })
    toast('已退出')
    invalidateQueries(['project'])
  }, { onError: inToast })
  if (!p?.joined) return null
  return (
    <View className='xg-proj__card xg-proj__participation'>
      <Text className='xg-proj__h'>我的成员资料</Text>
      <View className='xg-proj__item'><Text>向其他人显示我的父系单倍群</Text><Switch label='显示父系单倍群' checked={p.showHaplogroup} onChange={v => void update.run(v, p.showPlace)} /></View>
      <View className='xg-proj__item'><Text>向其他人显示我的祖籍省份</Text><Switch label='显示祖籍省份' checked={p.showPlace} onChange={v => void update.run(p.showHaplogroup, v)} /></View>
      <Button size='s' variant='ghost' loading={leave.busy} onClick={() => void leave.run()}>退出项目</Button>
    </View>
  )
}

export default function ProjectDetail({ id }: { id: string }) {
  const project = useProject(id)
  return (
    <PageState {...projectStates()} state={project}>
      {d => (
        <Page title={d.name}>
          <View className='xg-proj__row'><DemoBadge demo={d.demo} /><Text className='xg-proj__meta'>{`${TYPE_TEXT[d.type]} · 发起人：${d.ownerName} · ${dayText(d.createdAt)}`}</Text></View>
          <View className='xg-proj__card'>
            <Text className='xg-proj__text'>{`加入条件：${d.conditionText}`}</Text>
            <Text className='xg-proj__text'>{`成员：${d.members.label}`}</Text>
            <Text className='xg-proj__text xg-proj__intro-short'>{d.introduction.length > 120 ? d.introduction.slice(0, 120) + '…' : d.introduction}</Text>
            <Link to={href('/ancestry/project/:id/introduction', { id })} className='xg-proj__link'>项目介绍</Link>
            <View className='xg-proj__row'>
              {d.joined ? <Text className='xg-proj__ok'>您已加入这个项目</Text> : <Button to={href('/ancestry/project/:id/join', { id })}>加入项目</Button>}
              <Button variant='secondary' to={href('/ancestry/project/:id/members', { id })}>项目成员</Button>
            </View>
          </View>
          <View className='xg-proj__card'>
            <Text className='xg-proj__h'>成员统计</Text>
            <View className='xg-proj__row'>
              <Link to={href('/ancestry/project/:id/all-haplogroup', { id })} className='xg-proj__link'>单倍群</Link>
              <Link to={href('/ancestry/project/:id/all-surname', { id })} className='xg-proj__link'>姓氏</Link>
              <Link to={href('/ancestry/project/:id/all-district', { id })} className='xg-proj__link'>地区</Link>
              <Link to={href('/ancestry/project/:id/all-nation', { id })} className='xg-proj__link'>民族</Link>
              <Link to={href('/ancestry/project/:id/national-origin', { id })} className='xg-proj__link'>民族来源</Link>
            </View>
          </View>
          <Participation id={id} d={d} />
          <Posts id={id} kind='announcement' canCreate={d.isOwner} />
          <Posts id={id} kind='discussion' canCreate={d.isOwner || d.joined} />
        </Page>
      )}
    </PageState>
  )
}

export function IntroductionPage({ id }: { id: string }) {
  const project = useProject(id)
  return (
    <PageState {...projectStates()} state={project}>
      {d => (
        <Page title={d.name} sub={`加入条件：${d.conditionText}`}>
          <View className='xg-proj__row'><DemoBadge demo={d.demo} /></View>
          <View className='xg-proj__card'><Text className='xg-proj__text'>{d.introduction}</Text></View>
          <Button size='s' variant='secondary' to={href('/ancestry/project/:id', { id })}>返回项目</Button>
        </Page>
      )}
    </PageState>
  )
}
