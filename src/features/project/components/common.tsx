/** What every research-project page shows around its data. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { SAMPLE_MARK } from '@xungen/contracts'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import type { PageStateLook } from '@/components/PageState'
import { href } from '@/routes/href'
import { messageOf } from '@/services/errors'
import './project.scss'

export function Page({ title, sub, children }: { title: string; sub?: string; children: ReactNode }) {
  return (
    <View className='xg-proj'>
      <Text className='xg-proj__title'>{title}</Text>
      {sub ? <Text className='xg-proj__sub'>{sub}</Text> : null}
      {children}
    </View>
  )
}

export function DemoBadge({ demo }: { demo: boolean }) {
  return demo ? <Text className='xg-proj__badge'>{SAMPLE_MARK}</Text> : null
}

export function SignInFirst({ what, from }: { what: string; from: string }) {
  return (
    <Page title={`登录后${what}`}>
      <View className='xg-proj__row'>
        <Button size='s' to={href('/auth/signin', {}, { from })}>去登录</Button>
      </View>
    </Page>
  )
}

/** loading line; 404 says the project is not there */
export function projectStates(): PageStateLook {
  return {
    loading: <View className='xg-proj'><Text className='xg-proj__meta'>加载中…</Text></View>,
    onCode: (code, error) => (code === 404 ? <ErrorView title='没有找到' message={messageOf(error, '这个研究项目不存在')} /> : null)
  }
}
