/** The gene-origin pages: each loads its data (hooks/useGeneOrigin) and draws a view (views.tsx). */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import type { LoadState } from '@/hooks/useLoad'
import { href } from '@/routes/href'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useCurrentSample } from '@/stores/currentSample'
import { useClade, useCommonList, useCommonOrigin, useMyOrigin, useOriginParams, useOriginSummary } from '../hooks/useGeneOrigin'
import { CladeView, CommonListView, CommonView, MineView, OptInCard, SummaryView } from './views'
import './geneOrigin.scss'

function NoPerson() {
  return (
    <View className='xg-go'>
      <View className='xg-go__card'>
        <Text className='xg-go__h'>还没有可查看的基因溯源</Text>
        <Text className='xg-go__meta'>登录并绑定检测人，报告发布后即可在这里查看父系、母系单倍群和共同起源。</Text>
        <Button to={href('/user/persons/bind')}>绑定采样器</Button>
      </View>
    </View>
  )
}

function Loaded<T>({ state, children }: { state: LoadState<T | null> & { reload: () => void }; children: (data: T) => ReactNode }) {
  const personId = useCurrentSample(s => s.personId)
  if (state.status === 'loading') return <Text className='xg-go xg-go__meta'>加载中…</Text>
  if (state.status === 'failed') {
    const code = state.error instanceof ApiError ? state.error.code : null
    if (code === 2701) return <View className='xg-go'>{personId ? <OptInCard personId={personId} personName='该检测人' /> : <Text className='xg-go__meta'>基因溯源未开启</Text>}</View>
    if (code === 2200) return <ErrorView title='报告尚未发布' message='样本检测完成、报告发布后即可查看基因溯源。' />
    if (code === 4004) return <ErrorView title='无法查看' message='只能查看自己账号下检测人的基因溯源。' />
    return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  }
  if (state.data === null) return <NoPerson />
  return <>{children(state.data as T)}</>
}

export function GeneOriginHome() {
  const { barcode } = useOriginParams()
  return <Loaded state={useOriginSummary(barcode)}>{d => <SummaryView data={d} />}</Loaded>
}

export function MyOrigin() {
  const { barcode } = useOriginParams()
  return <Loaded state={useMyOrigin(barcode)}>{d => <MineView data={d} />}</Loaded>
}

export function OriginDetail() {
  const { barcode, line, clade } = useOriginParams()
  const state = useClade(barcode, line, clade)
  if (barcode && !clade) return <ErrorView title='没有指定支系' message='请从“我的起源”中选择一个支系查看。' />
  return <Loaded state={state}>{d => <CladeView data={d} />}</Loaded>
}

export function CommonOriginList() {
  const { barcode, line } = useOriginParams()
  return <Loaded state={useCommonList(barcode, line)}>{d => <CommonListView data={d} />}</Loaded>
}

export function CommonOrigin() {
  const { barcode, line, clade } = useOriginParams()
  const state = useCommonOrigin(barcode, line, clade)
  if (barcode && !clade) return <ErrorView title='没有指定支系' message='请从“共同起源”列表中选择一个支系查看。' />
  return <Loaded state={state}>{d => <CommonView data={d} />}</Loaded>
}
