/**
 * The notice list (spec 3.7, 4 "Notification", 7.3 "Notice"; /user/notices and the notification
 * centre): 10 at a time after the last one's id, grouped by age (3 days, 7 days, a month,
 * earlier); opening an unread one marks it read and refreshes the unread count; delete asks first.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { NOTICE_TEXTS, bucketNotices, chinaShortDateTime } from '@xungen/contracts'
import Button from '@/components/Button'
import { confirm, toast } from '@/components/feedback'
import PageState, { failureLine, LOADING_TEXT, stateLine } from '@/components/PageState'
import { UNREAD_KEY } from '@/hooks/useUnreadCounts'
import { invalidateQueries, setQueryData, useQuery } from '@/hooks/useQuery'
import { navigate } from '@/navigation'
import { messageOf } from '@/services/errors'
import { subscribeRealtime } from '@/services/realtime'
import { notice, type NoticeItem } from '../../api'
import '@/theme/layout.scss'
import '../../notice.scss'
import { pressKeys } from '@/platform/keys'

export const NOTICES_KEY = ['notice', 'notices'] as const
type Page = { list: NoticeItem[]; end: boolean }

export default function NoticeList() {
  const first = useQuery(NOTICES_KEY, async (): Promise<Page> => {
    const { list } = await notice.notices()
    return { list, end: list.length < 10 }
  })
  const [more, setMore] = useState(false)
  // a new notice (the unread count moved) shows at the top
  useEffect(() => subscribeRealtime(frame => frame.type === 'unread' && invalidateQueries(NOTICES_KEY)), [])

  async function loadMore(data: Page) {
    if (more || data.end || data.list.length === 0) return
    setMore(true)
    try {
      const { list } = await notice.notices(data.list[data.list.length - 1].id)
      setQueryData<Page>(NOTICES_KEY, d => ({ list: [...d.list, ...list.filter(n => !d.list.some(x => x.id === n.id))], end: list.length < 10 }))
    } catch (err) {
      toast(messageOf(err, '加载失败，请稍后重试'))
    } finally {
      setMore(false)
    }
  }

  async function open(n: NoticeItem) {
    if (n.readDate === null) {
      try {
        const r = await notice.read(n.id)
        setQueryData<Page>(NOTICES_KEY, d => ({ ...d, list: d.list.map(x => (x.id === n.id ? { ...x, readDate: r.readDate } : x)) }))
        invalidateQueries(UNREAD_KEY)
      } catch {
        // reading still works; the mark comes next time
      }
    }
    if (n.webviewInfo) await navigate(n.webviewInfo.url)
  }

  async function remove(n: NoticeItem) {
    if (!(await confirm(NOTICE_TEXTS.deleteCommentConfirm, { confirmText: NOTICE_TEXTS.confirmDelete, cancelText: NOTICE_TEXTS.cancel, danger: true }))) return
    try {
      await notice.remove(n.id, n.module)
      setQueryData<Page>(NOTICES_KEY, d => ({ ...d, list: d.list.filter(x => x.id !== n.id) }))
      invalidateQueries(UNREAD_KEY)
      toast(NOTICE_TEXTS.deleted, 'success')
    } catch (err) {
      toast(messageOf(err, '删除失败，请重试'))
    }
  }

  async function readAll() {
    try {
      await notice.readAll()
      invalidateQueries(NOTICES_KEY)
      invalidateQueries(UNREAD_KEY)
    } catch (err) {
      toast(messageOf(err, '操作失败，请重试'))
    }
  }

  return (
    <View className='xg-notice'>
      <PageState
        state={first}
        loading={stateLine(LOADING_TEXT)}
        failure='通知加载失败'
        renderFailure={(message, reload) => failureLine(message, reload)}
        isEmpty={data => data.list.length === 0}
        empty={stateLine(NOTICE_TEXTS.noNotices)}
      >
        {data => (
          <View>
            {data.list.some(n => n.readDate === null) && (
              <View className='xg-notice__bar'>
                <Text className='xg-notice__date'>点击通知即标为已读</Text>
                <Button size='s' variant='secondary' onClick={() => void readAll()}>全部标为已读</Button>
              </View>
            )}
            {bucketNotices(data.list, Date.now()).map(group => (
              <View key={group.bucket}>
                <Text className='xg-notice__group'>{group.title}</Text>
                {group.items.map(n => (
                  <View key={n.id} {...pressKeys()} className={`xg-notice__item${n.readDate === null ? ' xg-notice__item--unread' : ''}`} onClick={() => void open(n)}>
                    <View className='xg-notice__head'>
                      <Text className='xg-notice__title'>{n.title}</Text>
                      <Text className='xg-notice__date'>{chinaShortDateTime(n.date)}</Text>
                    </View>
                    <Text className='xg-notice__content'>{n.content}</Text>
                    <View className='xg-notice__actions' onClick={e => e.stopPropagation()}>
                      <Button size='s' variant='ghost' onClick={() => void remove(n)}>删除</Button>
                    </View>
                  </View>
                ))}
              </View>
            ))}
            {data.end ? stateLine('没有更多了') : <Button block variant='secondary' loading={more} onClick={() => void loadMore(data)}>加载更多</Button>}
          </View>
        )}
      </PageState>
    </View>
  )
}
