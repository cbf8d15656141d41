/**
 * /ops/support (issue 25 item 4; the website only): customer service's console for staff with the
 * support role (the server answers anyone else 404). The conversations, waiting ones first; one
 * conversation with the user's orders and samples beside it (never genotypes or reports); the
 * answer reaches the user at once over the real-time channel. The list is read again every 10 s.
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { chinaShortDateTime, yuanText } from '@xungen/contracts'
import { CHAT } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import PageState, { failureLine, LOADING_TEXT, stateLine } from '@/components/PageState'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { textToHtml } from '../Chat'
import '@/theme/layout.scss'
import '../../notice.scss'
import { pressKeys } from '@/platform/keys'

const LIST_KEY = ['ops', 'support', 'threads'] as const

function Conversation({ id }: { id: number }) {
  const detail = useQuery(['ops', 'support', 'thread', id], () => call(CHAT.supportThread, { params: { id } }))
  const [text, setText] = useState('')
  const replying = useSubmit(async () => {
    const content = text.trim()
    if (!content) return toast('请输入回复内容')
    await call(CHAT.supportReply, { params: { id }, body: { content: textToHtml(content), clientId: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` } })
    setText('')
    invalidateQueries(['ops', 'support'])
  }, { onError: (_e, message) => toast(message), failure: '发送失败' })
  return (
    <PageState state={detail} loading={stateLine(LOADING_TEXT)} renderFailure={(m, reload) => failureLine(m, reload)}>
      {data => (
        <>
          <View className='xg-chat'>
            <Text className='xg-chat__peer'>{data.thread.userName}</Text>
            <View className='xg-chat__list'>
              {data.list.map(m => (
                <View key={m.id} className={`xg-chat__row${m.mine ? ' xg-chat__row--mine' : ''}`}>
                  <Text className='xg-chat__name'>{`${m.user.name} · ${chinaShortDateTime(m.date)}`}</Text>
                  <Text className='xg-chat__bubble'>{m.content.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')}</Text>
                </View>
              ))}
            </View>
            <Textarea className='xg-chat__input' value={text} maxlength={1000} placeholder='回复用户…' onInput={e => setText(e.detail.value)} />
            <View className='xg-chat__send'>
              <Button size='s' loading={replying.busy} onClick={() => void replying.run()}>回复</Button>
            </View>
          </View>
          <View>
            <View className='xg-support__card'>
              <Text className='xg-support__h'>订单</Text>
              {data.orders.length === 0 && <Text className='xg-support__meta'>暂无订单</Text>}
              {data.orders.map(o => <Text key={o.orderNo} className='xg-support__meta'>{`${o.orderNo} · ${o.productName} · ${o.state} · ¥${yuanText(o.amountFen)}`}</Text>)}
            </View>
            <View className='xg-support__card'>
              <Text className='xg-support__h'>样本</Text>
              {data.samples.length === 0 && <Text className='xg-support__meta'>暂无样本</Text>}
              {data.samples.map(s => <Text key={s.barcode} className='xg-support__meta'>{`${s.barcode} · ${s.stateText}`}</Text>)}
            </View>
          </View>
        </>
      )}
    </PageState>
  )
}

export default function SupportConsole() {
  const threads = useQuery(LIST_KEY, () => call(CHAT.supportThreads, { query: {} }))
  const [selected, setSelected] = useState<number | null>(null)
  useEffect(() => {
    const timer = setInterval(() => invalidateQueries(['ops', 'support']), 10_000)
    return () => clearInterval(timer)
  }, [])
  return (
    <View className='xg-page'>
      <Text className='xg-support__h'>客服工作台</Text>
      <PageState
        state={threads}
        loading={stateLine(LOADING_TEXT)}
        renderFailure={(m, reload) => failureLine(m, reload)}
        isEmpty={data => data.list.length === 0}
        empty={stateLine('暂无客服会话')}
      >
        {data => (
          <View className='xg-support'>
            <View>
              {data.list.map(t => (
                <View key={t.relatedId} {...pressKeys()} ariaRole='button' className={`xg-thread${t.relatedId === selected ? ' xg-thread--on' : ''}`} onClick={() => setSelected(t.relatedId)}>
                  <View className='xg-thread__main'>
                    <Text className='xg-thread__name'>{t.userName}</Text>
                    <Text className='xg-thread__last'>{t.lastMessageContent}</Text>
                  </View>
                  <View className='xg-thread__side'>
                    {t.lastMessageDate !== null && <Text className='xg-notice__date'>{chinaShortDateTime(t.lastMessageDate)}</Text>}
                    {t.waiting && <Text className='xg-notice__badge'>待回复</Text>}
                  </View>
                </View>
              ))}
            </View>
            {selected ? <Conversation id={selected} /> : stateLine('选择左侧的会话')}
          </View>
        )}
      </PageState>
    </View>
  )
}
