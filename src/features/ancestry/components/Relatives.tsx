/**
 * /report/gene-relatives (spec 2.9, 3.10, 9): the relatives found for the current person, most
 * shared DNA first, with the spec's grade, shared cM, segments and the longest one; up to three
 * chosen relatives are drawn side by side in the chromosome browser. Relatives finding is the
 * person's opt-in (/user/persons/:id/privacy/gene-relatives).
 */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import { useEffect, useState } from 'react'
import { CHAT } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { call } from '@/services/call'
import ErrorView from '@/components/ErrorView'
import { href } from '@/routes/href'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useCurrentSample } from '@/stores/currentSample'
import { relativesPage, useRelative, useRelatives, useRelativeSegments, useReportBarcode } from '../hooks/useAncestry'
import { CHAT_HINT, GENERATIONS_NOTE, gradeLine, MAX_COMPARED, parentSideText, sortBySimilarity, toggleCompared, TRACK_COLORS } from '../model/ancestry'
import ChromosomeBrowser from './ChromosomeBrowser'
import { NoPerson } from './common'
import { AncestryUpsell } from './Upsell'
import './ancestry.scss'

function Browser({ barcode, selected, names }: { barcode: string; selected: number[]; names: Map<number, string> }) {
  const state = useRelativeSegments(barcode, selected)
  if (!selected.length) return <Text className='xg-anc__meta'>{`勾选最多 ${MAX_COMPARED} 位亲人，在下方的染色体图上对比共享片段。`}</Text>
  if (state.status === 'loading') return <Text className='xg-anc__meta'>正在比对…</Text>
  if (state.status === 'failed') return <ErrorView message={messageOf(state.error, '比对失败，请稍后重试')} onReload={state.reload} />
  if (!state.data) return null
  return <ChromosomeBrowser chromosomes={state.data.chromosomes} relatives={state.data.relatives.map(r => ({ ...r, name: names.get(r.personId) ?? r.name }))} />
}

/** 发消息: opens (or finds) the thread with this relative, then the chat (spec 2.11 /user/messages) */
function MessageButton({ barcode, personId }: { barcode: string; personId: number }) {
  const opening = useSubmit(async () => {
    const thread = await call(CHAT.startChat, { body: { barcode, personId } })
    await navigate(href('/user/messages', {}, { id: String(thread.relatedId) }))
  }, { onError: (_e, message) => toast(message), failure: '暂时无法发起私信，请稍后重试' })
  return <Button size='s' variant='secondary' loading={opening.busy} onClick={() => void opening.run()}>发消息</Button>
}

type RelativesData = Awaited<ReturnType<typeof relativesPage>>

export default function Relatives() {
  const barcode = useReportBarcode()
  const personId = useCurrentSample(s => s.personId)
  const state = useRelatives(barcode)
  const [selected, setSelected] = useState<number[]>([])
  // the pages after the first, as 加载更多 brings them; a new first page (another person, a reload) starts again
  const [more, setMore] = useState<RelativesData[]>([])
  useEffect(() => setMore([]), [state.data])
  const last = more.length ? more[more.length - 1] : state.data
  const loading = useSubmit(async () => {
    if (!barcode || !last || last.isEnd) return
    const next = await relativesPage(barcode, last.page + 1)
    setMore(pages => [...pages, next])
  }, { onError: (_e, message) => toast(message), failure: '加载失败，请稍后重试' })
  if (!barcode) return <NoPerson />
  if (state.status === 'loading') return <Text className='xg-anc xg-anc__meta'>加载中…</Text>
  if (state.status === 'failed') {
    if (state.error instanceof ApiError && state.error.code === 2701) {
      return (
        <View className='xg-anc'>
          <View className='xg-anc__card'>
            <Heading level={3} className='xg-anc__h'>基因寻亲未开启</Heading>
            <Text className='xg-anc__meta'>开启后，您会出现在其他开启此功能的用户的亲人列表中，也能看到与您共享 DNA 的亲人。随时可以关闭，关闭后立即从所有人的列表中消失。</Text>
            {personId ? <Button to={href('/user/persons/:id/privacy/gene-relatives', { id: personId })}>去开启基因寻亲</Button> : null}
          </View>
        </View>
      )
    }
    if (state.error instanceof ApiError && state.error.code === 2700) return <AncestryUpsell topic='relatives' />
    if (state.error instanceof ApiError && state.error.code === 2200) return <ErrorView title='报告尚未发布' message='样本检测完成、报告发布后即可查看基因亲人。' />
    return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  }
  const list = sortBySimilarity([...(state.data?.list ?? []), ...more.flatMap(p => p.list)])
  const total = state.data?.total ?? 0
  const names = new Map(list.map(r => [r.personId, r.name]))
  return (
    <View className='xg-anc'>
      <Heading level={2} className='xg-anc__title'>基因亲人</Heading>
      <Text className='xg-anc__meta'>按共享 DNA 从多到少排列。亲缘关系按共享片段的总长度和数量推断，相隔代数越多越不确定。</Text>
      <Text className='xg-anc__meta'>{GENERATIONS_NOTE}</Text>
      <View className='xg-anc__chips'>
        <Button size='s' variant='secondary' to={href('/report/ancestry/gene-relatives-distribution')}>亲人分布</Button>
        <Button size='s' variant='secondary' to={href('/report/gene-relatives/protocol')}>基因亲人服务协议</Button>
      </View>
      {list.length > 0 && <Text className='xg-anc__meta'>{CHAT_HINT}</Text>}
      {list.length === 0 && <View className='xg-anc__card'><Text className='xg-anc__meta'>暂时没有找到与您共享 DNA 的亲人。有新的匹配时，双方都会收到通知。</Text></View>}
      {list.map(r => {
        const g = gradeLine(r.grade)
        const idx = selected.indexOf(r.personId)
        return (
          <View key={r.personId} className={`xg-anc__rel${idx >= 0 ? ' xg-anc__rel--on' : ''}`}>
            <View className='xg-anc__row'>
              <Heading level={3} className='xg-anc__h'>{r.name}</Heading>
              <Text className='xg-anc__tag'>{r.relationshipLabel}</Text>
            </View>
            {g && <Text className='xg-anc__meta'>{g}</Text>}
            <Text className='xg-anc__meta'>{`共享 ${r.totalCm} cM · ${r.segments} 个片段 · 最长 ${r.largestCm} cM`}</Text>
            <Text className='xg-anc__meta'>{`亲缘来源：${parentSideText(r.parentSide)}（${r.parentSideBasis}）`}</Text>
            <View className='xg-anc__chips'>
              <Button size='s' variant={idx >= 0 ? 'primary' : 'secondary'} onClick={() => setSelected(s => toggleCompared(s, r.personId))}>
                {idx >= 0 ? `对比中` : '加入染色体对比'}
              </Button>
              <Button size='s' variant='secondary' to={href('/report/gene-relatives/detail', {}, { personId: r.personId })}>详情</Button>
              <Button size='s' variant='secondary' className='xg-anc__to-tree' to={href('/ancestry/family-tree', {}, { place: r.personId, barcode })}>放入家谱</Button>
              <MessageButton barcode={barcode} personId={r.personId} />
            </View>
            {idx >= 0 && <Text className='xg-anc__meta' style={{ color: TRACK_COLORS[idx] }}>{`染色体图中第 ${idx + 1} 条`}</Text>}
          </View>
        )
      })}
      {list.length > 0 && <Text className='xg-anc__meta'>{`共 ${total} 位亲人，已显示 ${list.length} 位`}</Text>}
      {last && !last.isEnd && (
        <Button variant='ghost' loading={loading.busy} onClick={() => void loading.run()}>加载更多</Button>
      )}
      {list.length > 0 && (
        <View className='xg-anc__card'>
          <Heading level={3} className='xg-anc__h'>染色体对比</Heading>
          <Browser barcode={barcode} selected={selected} names={names} />
        </View>
      )}
    </View>
  )
}

/** /report/gene-relatives/detail?personId=: one relative's figures and segments */
export function RelativeDetail({ personId }: { personId: number }) {
  const barcode = useReportBarcode()
  const state = useRelative(barcode, personId)
  if (!barcode) return <NoPerson />
  if (state.status === 'loading') return <Text className='xg-anc xg-anc__meta'>加载中…</Text>
  if (state.status === 'failed') {
    if (state.error instanceof ApiError && state.error.code === 2700) return <AncestryUpsell topic='relatives' />
    return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  }
  const r = state.data?.list.find(x => x.personId === personId)
  if (!r) return <ErrorView title='没有找到这位亲人' message='对方可能已关闭基因寻亲。' />
  const g = gradeLine(r.grade)
  return (
    <View className='xg-anc'>
      <Heading level={2} className='xg-anc__title'>{r.name}</Heading>
      <View className='xg-anc__card'>
        <Text className='xg-anc__big'>{r.relationshipLabel}</Text>
        {g && <Text className='xg-anc__meta'>{g}</Text>}
        <Text className='xg-anc__meta'>{`共享 ${r.totalCm} cM · ${r.segments} 个片段 · 最长 ${r.largestCm} cM`}</Text>
        <Text className='xg-anc__meta'>{`亲缘来源：${parentSideText(r.parentSide)}（${r.parentSideBasis}）`}</Text>
        <MessageButton barcode={barcode} personId={personId} />
        <Text className='xg-anc__meta'>{CHAT_HINT}</Text>
      </View>
      <View className='xg-anc__card'>
        <Heading level={3} className='xg-anc__h'>共享片段</Heading>
        <Browser barcode={barcode} selected={[personId]} names={new Map([[r.personId, r.name]])} />
      </View>
    </View>
  )
}
