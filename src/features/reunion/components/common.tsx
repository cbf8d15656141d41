/** What every reunion page shows around its data, and the service's scope (what it can and cannot do). */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import type { PageStateLook } from '@/components/PageState'
import { href } from '@/routes/href'
import { messageOf } from '@/services/errors'
import { CAN_DO, CANNOT_DO } from '../model/reunion'
import './reunion.scss'

export function Page({ title, sub, children }: { title: string; sub?: string; children: ReactNode }) {
  return (
    <View className='xg-reun'>
      <Text className='xg-reun__title'>{title}</Text>
      {sub ? <Text className='xg-reun__sub'>{sub}</Text> : null}
      {children}
    </View>
  )
}

export function SignInFirst({ what, from }: { what: string; from: string }) {
  return (
    <Page title={`登录后${what}`} sub='寻亲登记和联系请求只有您自己能看到。'>
      <View className='xg-reun__row'><Button size='s' to={href('/auth/signin', {}, { from })}>去登录</Button></View>
    </Page>
  )
}

/** spec 2.10 reunion, issue 24 item 7: say on the page what the service can and cannot do */
export function ServiceScope() {
  return (
    <View className='xg-reun__card xg-reun__scope'>
      <Text className='xg-reun__h'>寻亲服务能做什么</Text>
      <View className='xg-reun__list'>{CAN_DO.map(t => <Text key={t} className='xg-reun__text'>{`· ${t}`}</Text>)}</View>
      <Text className='xg-reun__h'>不能做什么</Text>
      <View className='xg-reun__list'>{CANNOT_DO.map(t => <Text key={t} className='xg-reun__text'>{`· ${t}`}</Text>)}</View>
    </View>
  )
}

export function reunionStates(): PageStateLook {
  return {
    loading: <View className='xg-reun'><Text className='xg-reun__meta'>加载中…</Text></View>,
    onCode: (code, error) => (code === 404 ? <ErrorView title='没有找到' message={messageOf(error, '这条寻亲登记不存在')} /> : null)
  }
}
