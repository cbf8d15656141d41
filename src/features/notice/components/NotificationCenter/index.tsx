/**
 * /user/notification-center (spec 2.11; ?id= the account's id) and /user/notices: the notices and
 * the private messages in two tabs, each with its unread badge (capped at 99, spec 9), live.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { badgeText } from '@xungen/contracts'
import Tabs from '@/components/Tabs'
import { useUnreadCounts } from '@/hooks/useUnreadCounts'
import NoticeList from '../NoticeList'
import { ThreadList } from '../MessageCenter'
import '@/theme/layout.scss'
import '../../notice.scss'

type Tab = 'notices' | 'messages'

export default function NotificationCenter({ initial = 'notices' }: { initial?: Tab }) {
  const [tab, setTab] = useState<Tab>(initial)
  const unread = useUnreadCounts()
  const label = (text: string, n: number) => (badgeText(n) ? `${text}（${badgeText(n)}）` : text)
  return (
    <View className='xg-page'>
      <Tabs tabs={[{ key: 'notices', label: label('通知', unread.notices) }, { key: 'messages', label: label('私信', unread.messages) }]} value={tab} onChange={setTab} />
      {tab === 'notices' ? <NoticeList /> : <ThreadList />}
      <Text className='xg-notice__date'>通知包括检测进度、报告发布、新的基因亲人等。</Text>
    </View>
  )
}
