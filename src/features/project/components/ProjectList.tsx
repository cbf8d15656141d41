/**
 * /ancestry/project/haplogroup (spec 2.10): research projects, haplogroup projects first, surname
 * projects a tap away; the caller's own (started or joined) when signed in. /ancestry/project/condition:
 * what a project is and how one is started.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { MIN_CELL_SIZE } from '@xungen/contracts'
import { PROJECTS, type EndpointOutput, type ProjectType } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import Tabs from '@/components/Tabs'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { TYPE_TEXT } from '../model/project'
import { DemoBadge, Page, projectStates } from './common'

type Summary = EndpointOutput<typeof PROJECTS.list>['list'][number]

export function ProjectCard({ p }: { p: Summary }) {
  return (
    <View className='xg-proj__card xg-proj__project'>
      <View className='xg-proj__row'>
        <Link to={href('/ancestry/project/:id', { id: String(p.id) })} className='xg-proj__link'>{p.name}</Link>
        <DemoBadge demo={p.demo} />
      </View>
      <Text className='xg-proj__meta'>{`${TYPE_TEXT[p.type]} · 加入条件：${p.conditionText} · 成员 ${p.members.label}`}</Text>
    </View>
  )
}

export default function ProjectList() {
  const [type, setType] = useState<ProjectType>('haplogroup')
  const signedIn = useSession(s => Boolean(s.token))
  const list = useQuery(['project', 'list', type], () => call(PROJECTS.list, { query: { type } }))
  const mine = useQuery(['project', 'mine', signedIn], () => (signedIn ? call(PROJECTS.mine) : Promise.resolve({ list: [] as Summary[] })))
  return (
    <Page title='研究项目' sub='和同姓、同一父系支系的检测人一起研究家族来源。加入时按您的检测报告核对加入条件。'>
      <View className='xg-proj__row'>
        <Button size='s' to={href('/ancestry/project/condition')}>发起研究项目</Button>
      </View>
      {mine.status === 'done' && mine.data.list.length ? (
        <View className='xg-proj__card'>
          <Text className='xg-proj__h'>我参与的项目</Text>
          {mine.data.list.map(p => <ProjectCard key={p.id} p={p} />)}
        </View>
      ) : null}
      <Tabs tabs={[{ key: 'haplogroup', label: '单倍群项目' }, { key: 'surname', label: '姓氏项目' }]} value={type} onChange={setType} />
      <PageState {...projectStates()} state={list} isEmpty={d => d.list.length === 0} empty={<Text className='xg-proj__meta'>{`还没有${TYPE_TEXT[type]}`}</Text>}>
        {d => <View className='xg-proj__list'>{d.list.map(p => <ProjectCard key={p.id} p={p} />)}</View>}
      </PageState>
    </Page>
  )
}

export function ConditionPage() {
  return (
    <Page title='发起研究项目' sub='研究项目围绕一个姓氏或一个父系（Y）单倍群支系，成员用自己的检测报告加入。'>
      <View className='xg-proj__card'>
        <Text className='xg-proj__h'>立项条件</Text>
        <Text className='xg-proj__text'>{'1. 姓氏项目：只接受该姓氏的检测人加入（以检测人资料中的姓氏为准）。\n2. 单倍群项目：只接受父系单倍群属于该支系的检测人加入；支系必须在参考 Y 树（ISOGG 2019）上。女性没有 Y 染色体，可请家中男性检测后加入。\n3. 是否符合条件由系统按成员已出的检测报告核对，不能手动填写。\n4. 成员自己决定是否公开单倍群和祖籍省份；其他人只看到成员的称呼。'}</Text>
        <Text className='xg-proj__text'>{`5. 项目统计按全部成员的检测结果计算，少于 ${MIN_CELL_SIZE} 人的组只显示“少于${MIN_CELL_SIZE}人”，不列出名称。`}</Text>
      </View>
      <View className='xg-proj__row'>
        <Button to={href('/ancestry/project/select-surname')}>按姓氏发起</Button>
        <Button variant='secondary' to={href('/ancestry/project/select-haplogroup')}>按单倍群发起</Button>
      </View>
    </Page>
  )
}
