/** The gene-origin pages: each loads its data (hooks/useGeneOrigin) and draws a view (views.tsx). */
import { Text, View } from '@tarojs/components'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import type { PageStateLook } from '@/components/PageState'
import { href } from '@/routes/href'
import { useCurrentSample } from '@/stores/currentSample'
import { useClade, useCommonList, useCommonOrigin, useMyOrigin, useOriginParams, useOriginSummary } from '../hooks/useGeneOrigin'
import { CladeView, CommonListView, CommonView, MineView, OptInCard, SummaryView } from './OriginSections'
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

/** 2701: gene origin is off for this person: the opt-in card (when a person is chosen) */
function OriginOff() {
  const personId = useCurrentSample(s => s.personId)
  return <View className='xg-go'>{personId ? <OptInCard personId={personId} personName='该检测人' /> : <Text className='xg-go__meta'>基因溯源未开启</Text>}</View>
}

/** how the gene-origin pages look around their data (components/PageState): loading, its refusals, no person yet */
function geneOriginStates(): PageStateLook {
  return {
    loading: <Text className='xg-go xg-go__meta'>加载中…</Text>,
    onCode: code => {
      if (code === 2701) return <OriginOff />
      if (code === 2200) return <ErrorView title='报告尚未发布' message='样本检测完成、报告发布后即可查看基因溯源。' />
      if (code === 4004) return <ErrorView title='无法查看' message='只能查看自己账号下检测人的基因溯源。' />
      return null
    },
    empty: <NoPerson />
  }
}

export function GeneOriginHome() {
  const { barcode } = useOriginParams()
  return <PageState {...geneOriginStates()} state={useOriginSummary(barcode)}>{d => <SummaryView data={d} />}</PageState>
}

export function MyOrigin() {
  const { barcode } = useOriginParams()
  return <PageState {...geneOriginStates()} state={useMyOrigin(barcode)}>{d => <MineView data={d} />}</PageState>
}

export function OriginDetail() {
  const { barcode, line, clade } = useOriginParams()
  const state = useClade(barcode, line, clade)
  if (barcode && !clade) return <ErrorView title='没有指定支系' message='请从“我的起源”中选择一个支系查看。' />
  return <PageState {...geneOriginStates()} state={state}>{d => <CladeView data={d} />}</PageState>
}

export function CommonOriginList() {
  const { barcode, line } = useOriginParams()
  return <PageState {...geneOriginStates()} state={useCommonList(barcode, line)}>{d => <CommonListView data={d} />}</PageState>
}

export function CommonOrigin() {
  const { barcode, line, clade } = useOriginParams()
  const state = useCommonOrigin(barcode, line, clade)
  if (barcode && !clade) return <ErrorView title='没有指定支系' message='请从“共同起源”列表中选择一个支系查看。' />
  return <PageState {...geneOriginStates()} state={state}>{d => <CommonView data={d} />}</PageState>
}
