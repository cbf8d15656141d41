/** What every lineage page shows around its data: its look while loading or failed, paging, sign-in and opt-in prompts. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import type { PageStateLook } from '@/components/PageState'
import { href } from '@/routes/href'
import { messageOf } from '@/services/errors'
import { nextPage, pageLabel } from '../model/lineage'
import './lineage.scss'

export function Page({ title, sub, children }: { title: string; sub?: string; children: ReactNode }) {
  return (
    <View className='xg-lin'>
      <Text className='xg-lin__title'>{title}</Text>
      {sub ? <Text className='xg-lin__sub'>{sub}</Text> : null}
      {children}
    </View>
  )
}

/** how the lineage pages look around their data (components/PageState): their loading line; 404 says 没有找到; a page's own refusals first (clanRefusal) */
export function lineageStates(onCode?: (code: number) => ReactNode): PageStateLook {
  return {
    loading: <Text className='xg-lin__meta xg-lin'>加载中…</Text>,
    onCode: (code, error) => {
      const special = onCode ? onCode(code) : null
      if (special) return special
      return code === 404 ? <ErrorView title='没有找到' message={messageOf(error, '没有找到要查看的内容')} /> : null
    }
  }
}

export function Pager({ data, onPage }: { data: { page: number; size: number; total: number; isEnd: boolean }; onPage: (page: number) => void }) {
  if (data.total <= data.size) return null
  const next = nextPage(data)
  return (
    <View className='xg-lin__pager'>
      <Button variant='secondary' size='s' disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>上一页</Button>
      <Text className='xg-lin__meta'>{pageLabel(data)}</Text>
      <Button variant='secondary' size='s' disabled={next === null} onClick={() => next && onPage(next)}>下一页</Button>
    </View>
  )
}

/** a signed-in page opened by a visitor */
export function SignInFirst({ what }: { what: string }) {
  return <ErrorView title='请先登录' message={`登录后即可${what}。`} status={401} />
}

/** the clan pages without a person that has a report */
export function NoReportPerson() {
  return (
    <View className='xg-lin'>
      <View className='xg-lin__card'>
        <Text className='xg-lin__h'>还没有可用于查找宗亲的检测报告</Text>
        <Text className='xg-lin__meta'>宗亲按检测人的父系 Y 单倍群和姓氏查找。绑定采样器、报告发布后即可查看。</Text>
        <Button to='/user/persons/bind'>绑定采样器</Button>
      </View>
    </View>
  )
}

/** 2701: the viewer's own person has 基因寻亲 off; 2200: not published yet */
export function clanRefusal(code: number): ReactNode {
  if (code === 2701) {
    return (
      <View className='xg-lin'>
        <View className='xg-lin__card'>
          <Text className='xg-lin__h'>基因寻亲未开启</Text>
          <Text className='xg-lin__meta'>宗亲和分支上的族人只在双方都开启“基因寻亲”时互相可见：您能看到他们，他们也能看到您（只显示姓氏加“先生”、单倍群和祖籍省份）。</Text>
          <Link className='xg-lin__step' to={href('/user/persons')}>去检测人管理中开启</Link>
        </View>
      </View>
    )
  }
  if (code === 2200) return <ErrorView title='报告尚未发布' message='样本检测完成、报告发布后即可查看宗亲。' />
  if (code === 4004) return <ErrorView title='没有找到' message='这份检测不属于当前账号，或该宗亲不在您的宗亲列表中。' />
  return null
}

export function CountTag({ label, count }: { label: string; count: number | null }) {
  return <Text className={`xg-lin__tag${count === null ? ' xg-lin__tag--muted' : ''}`}>{label}</Text>
}
