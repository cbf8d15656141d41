/**
 * /user/messages (spec 2.11, 3.8, 4 "Private message"): the threads, latest first, with their
 * unread counts; opening one (?id=) shows its chat, which zeroes its count. The list follows the
 * real-time channel (a new message moves its thread to the top).
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { NOTICE_TEXTS, badgeText, chinaShortDateTime } from '@xungen/contracts'
import Button from '@/components/Button'
import PageState, { failureLine, LOADING_TEXT, stateLine } from '@/components/PageState'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useUnreadCounts } from '@/hooks/useUnreadCounts'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { subscribeRealtime } from '@/services/realtime'
import { useRouteParams } from '@/shell/useSpecLocation'
import { notice } from '../../api'
import Chat from '../Chat'
import { THREADS_KEY } from './keys'
import '@/theme/layout.scss'
import '../../notice.scss'
import { pressKeys } from '@/platform/keys'

export function ThreadList() {
  const threads = useQuery(THREADS_KEY, () => notice.threads(1))
  useEffect(() => subscribeRealtime(frame => frame.type !== 'unread' && invalidateQueries(THREADS_KEY)), [])
  return (
    <PageState
      state={threads}
      loading={stateLine(LOADING_TEXT)}
      failure='私信加载失败'
      renderFailure={(message, reload) => failureLine(message, reload)}
      isEmpty={data => data.list.length === 0}
      empty={stateLine(NOTICE_TEXTS.noMessages)}
    >
      {data =>
        data.list.map(t => (
          <View key={t.relatedId} {...pressKeys()} ariaRole='button' className='xg-thread' onClick={() => void navigate(href('/user/messages', {}, { id: String(t.relatedId) }))}>
            <View className='xg-thread__main'>
              <Text className='xg-thread__name'>{t.toUser.name}</Text>
              <Text className='xg-thread__last'>{t.lastMessageContent}</Text>
            </View>
            <View className='xg-thread__side'>
              {t.lastMessageDate !== null && <Text className='xg-notice__date'>{chinaShortDateTime(t.lastMessageDate)}</Text>}
              {t.newMsgNum > 0 && <Text className='xg-notice__badge'>{badgeText(t.newMsgNum)}</Text>}
            </View>
          </View>
        ))
      }
    </PageState>
  )
}

export default function MessageCenter() {
  const params = useRouteParams<{ id?: string }>()
  const id = Number(params.id)
  // the badges stay live while the inbox is open
  useUnreadCounts()
  if (Number.isInteger(id) && id > 0) {
    return (
      <View className='xg-page'>
        <Button size='s' variant='ghost' to={href('/user/messages')}>返回私信列表</Button>
        <Chat relatedId={id} onDeleted={() => void navigate(href('/user/messages'))} />
      </View>
    )
  }
  return (
    <View className='xg-page'>
      <ThreadList />
    </View>
  )
}
