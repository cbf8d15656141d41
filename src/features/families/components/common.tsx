/** What every family page shows around its data: the page frame, its look while loading or refused, a family's row, paging, the sign-in prompt. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import type { PageStateLook } from '@/components/PageState'
import { href } from '@/routes/href'
import { messageOf } from '@/services/errors'
import { factsOf, familyTitle, STATUS_LABELS, type FamilySummary } from '../model/families'
import './families.scss'

export function Page({ title, sub, children }: { title: string; sub?: string; children: ReactNode }) {
  return (
    <View className='xg-fam'>
      <Text className='xg-fam__title'>{title}</Text>
      {sub ? <Text className='xg-fam__sub'>{sub}</Text> : null}
      {children}
    </View>
  )
}

/** 4010 and 404 say 没有找到 (a family not approved looks the same as none) */
export function familyStates(): PageStateLook {
  return {
    loading: <Text className='xg-fam__meta xg-fam'>加载中…</Text>,
    onCode: (code, error) =>
      code === 4010 || code === 404 ? <ErrorView title='没有找到' message={messageOf(error, '这个家族不存在，或还没有通过审核')} /> : null
  }
}

export function SignInFirst({ what }: { what: string }) {
  return <ErrorView title='请先登录' message={`登录后即可${what}。`} status={401} />
}

export function SampleTag({ sample }: { sample: boolean }) {
  return sample ? <Text className='xg-fam__tag xg-fam__tag--sample'>示例</Text> : null
}

export function FamilyRow({ f, to, showStatus }: { f: FamilySummary; to?: string; showStatus?: boolean }) {
  return (
    <Link className='xg-fam__item xg-fam-row' to={to ?? href('/ancestry/family/:id', { id: f.id })}>
      <View className='xg-fam__item-main'>
        <View className='xg-fam__tags'>
          <Text className='xg-fam__name'>{familyTitle(f)}</Text>
          <SampleTag sample={f.sample} />
          {showStatus ? <Text className={`xg-fam__tag${f.status === 'approved' ? '' : ' xg-fam__tag--muted'}`}>{STATUS_LABELS[f.status]}</Text> : null}
        </View>
        <Text className='xg-fam__meta'>{[`${f.surname}姓`, f.commandery ? `郡望 ${f.commandery}` : '', f.originPlace ?? '', f.selfBuilt ? '用户自建' : ''].filter(Boolean).join(' · ')}</Text>
        <View className='xg-fam__tags'>
          {factsOf(f).map(x => <Text key={x} className='xg-fam__tag xg-fam__tag--muted'>{x}</Text>)}
        </View>
      </View>
    </Link>
  )
}

export function Pager({ data, onPage }: { data: { page: number; size: number; total: number; isEnd: boolean }; onPage: (page: number) => void }) {
  if (data.total <= data.size) return null
  return (
    <View className='xg-fam__pager'>
      <Button variant='secondary' size='s' disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>上一页</Button>
      <Text className='xg-fam__meta'>{`第 ${data.page} / ${Math.max(1, Math.ceil(data.total / data.size))} 页，共 ${data.total} 条`}</Text>
      <Button variant='secondary' size='s' disabled={data.isEnd} onClick={() => onPage(data.page + 1)}>下一页</Button>
    </View>
  )
}

/** a page opened without the family it is for (no ?id=) */
export function NoFamily() {
  return (
    <Page title='没有指定家族' sub='请从“我的家族”或家族库里打开一个家族。'>
      <View className='xg-fam__links'>
        <Button to={href('/ancestry/family/mine')}>我的家族</Button>
        <Button variant='secondary' to={href('/ancestry/library-family')}>家族库</Button>
      </View>
    </Page>
  )
}
