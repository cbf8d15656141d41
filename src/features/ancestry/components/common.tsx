/** What every ancestry page shows around its data: loading, the error view, and no person yet. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import type { LoadState } from '@/hooks/useLoad'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { AncestryUpsell, type UpsellTopic } from './Upsell'
import './ancestry.scss'

export function NoPerson() {
  return (
    <View className='xg-anc'>
      <View className='xg-anc__card'>
        <Text className='xg-anc__h'>还没有可查看的祖源报告</Text>
        <Text className='xg-anc__meta'>登录并绑定检测人，报告发布后即可在这里查看祖源成分、父系和母系单倍群。</Text>
        <Button to='/user/persons/bind'>绑定采样器</Button>
      </View>
    </View>
  )
}

/** a page's data: loading, the error view (2200 not published; 2700 the product has no ancestry: the topic's upgrade offer), no person yet */
export function Loaded<T>({ state, children, upsell }: { state: LoadState<T> & { reload: () => void }; children: (data: NonNullable<T>) => ReactNode; upsell?: UpsellTopic }) {
  if (state.status === 'loading') return <Text className='xg-anc__meta xg-anc'>加载中…</Text>
  if (state.status === 'failed') {
    if (upsell && state.error instanceof ApiError && state.error.code === 2700) return <AncestryUpsell topic={upsell} />
    if (state.error instanceof ApiError && state.error.code === 2200) return <ErrorView title='报告尚未发布' message='样本检测完成、报告发布后即可查看。' />
    return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  }
  if (state.data === null || state.data === undefined) return <NoPerson />
  return <>{children(state.data as NonNullable<T>)}</>
}
