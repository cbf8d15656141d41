/**
 * One private-message thread (spec 3.9, 4 "Chat shield", 5 "Chat", 8.1 2104/3601, 9): the
 * history (up to 9999), a time separator after a gap of more than 10 minutes, sending text or a
 * picture, the shield switch and deleting the thread. New messages come over the real-time
 * channel and are merged by id with what the page holds (a frame twice, or a frame and a poll,
 * is one message); a reconnect or a poll asks for what came after the last id held.
 */
import { Image, Text, Textarea, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  CODE_ALERTS, CODES, NOTICE_TEXTS, chinaShortDateTime, isImageMessage, lastMessageId, mergeMessages, needsTimeSeparator, shieldView, supportReplyHint, CHAT_IMAGE_SUFFIX
} from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { alert, confirm, toast } from '@/components/feedback'
import { UNREAD_KEY } from '@/hooks/useUnreadCounts'
import { invalidateQueries } from '@/hooks/useQuery'
import { chooseChatImage } from '@/platform/chatImage'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { subscribeRealtime } from '@/services/realtime'
import { notice, type ChatMessage, type ChatState } from '../../api'
import { THREADS_KEY } from '../MessageCenter/keys'
import '../../notice.scss'

/** plain text typed by a person, as the HTML a message carries (line breaks kept) */
export function textToHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n/g, '<br>')
}

/** what a message's HTML shows as text in a Text node (line breaks; tags gone) */
function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim()
}

function clientId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

async function showCodeAlert(err: unknown): Promise<boolean> {
  if (err instanceof ApiError && (err.code === CODES.MESSAGE_LIMIT || err.code === CODES.UGC_BAN)) {
    const a = CODE_ALERTS[err.code]!
    await alert(a.content, { title: a.title, confirmText: a.confirmText })
    return true
  }
  return false
}

function Bubble({ m }: { m: ChatMessage }) {
  if (isImageMessage(m.content)) return <Image className='xg-chat__image' mode='aspectFit' src={m.content.slice(0, -CHAT_IMAGE_SUFFIX.length)} />
  return <Text className='xg-chat__bubble' userSelect>{htmlToText(m.content)}</Text>
}

export default function Chat({ relatedId, onDeleted }: { relatedId: number; onDeleted?: () => void }) {
  const [state, setState] = useState<Omit<ChatState, 'list'> | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [failed, setFailed] = useState<string | null>(null)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const held = useRef<ChatMessage[]>([])
  held.current = messages

  /** loads what came after the last message held (all of it the first time) */
  const sync = useCallback(
    async (full = false) => {
      try {
        const { list, ...rest } = await notice.chats(relatedId, full ? 0 : lastMessageId(held.current))
        setState(rest)
        setMessages(prev => (full ? list : mergeMessages(prev, list)))
        setFailed(null)
        invalidateQueries(UNREAD_KEY)
      } catch (err) {
        setFailed(messageOf(err, '聊天记录加载失败'))
      }
    },
    [relatedId]
  )

  useEffect(() => {
    void sync(true)
    return subscribeRealtime(frame => {
      if (frame.type === 'message' && frame.relatedId === relatedId) {
        setMessages(prev => mergeMessages(prev, [frame.message as unknown as ChatMessage]))
        // read now that it is on the screen (zeroes the unread count, the sender sees it read)
        void sync()
      } else if (frame.type === 'thread' && frame.relatedId === relatedId) void sync(true)
      else if (frame.type === 'resync') void sync()
    })
  }, [relatedId, sync])

  async function send(content: string) {
    if (busy) return
    setBusy(true)
    try {
      const sent = await notice.send(relatedId, content, clientId())
      setMessages(prev => mergeMessages(prev, [sent]))
      setText('')
      invalidateQueries(THREADS_KEY)
      void sync()
    } catch (err) {
      if (!(await showCodeAlert(err))) toast(messageOf(err, NOTICE_TEXTS.sendFailed))
      void sync()
    } finally {
      setBusy(false)
    }
  }

  function sendText() {
    const t = text.trim()
    if (!t) return toast(NOTICE_TEXTS.emptyMessage)
    void send(textToHtml(t))
  }

  async function sendImage() {
    try {
      const file = await chooseChatImage()
      if (!file) return
      const uploaded = await call(ACCOUNTS.uploadImage, { query: { type: 'community_chat' }, file })
      await send(uploaded.uploadUrl + CHAT_IMAGE_SUFFIX)
    } catch (err) {
      toast(err instanceof ApiError ? messageOf(err, NOTICE_TEXTS.imageError) : err instanceof Error && /[\u4e00-\u9fa5]/.test(err.message) ? err.message : NOTICE_TEXTS.imageError)
    }
  }

  async function toggleShield() {
    if (!state) return
    const on = !(state.thread.shieldState === 1 || state.thread.shieldState === 3)
    try {
      await notice.shield(relatedId, on)
      toast(on ? '已屏蔽对方' : '已取消屏蔽', 'success')
      invalidateQueries(THREADS_KEY)
      await sync(true)
    } catch (err) {
      toast(messageOf(err, '操作失败，请重试'))
    }
  }

  async function remove() {
    if (!(await confirm(NOTICE_TEXTS.deleteChatConfirm, { confirmText: NOTICE_TEXTS.confirmDelete, cancelText: NOTICE_TEXTS.cancel, danger: true }))) return
    try {
      await notice.deleteThread(relatedId)
      toast(NOTICE_TEXTS.deleted, 'success')
      invalidateQueries(THREADS_KEY)
      invalidateQueries(UNREAD_KEY)
      onDeleted?.()
    } catch (err) {
      toast(messageOf(err, '删除失败，请重试'))
    }
  }

  if (!state) {
    if (failed) return <View className='xg-page__state'><Text>{failed}</Text><Button size='s' variant='secondary' onClick={() => void sync(true)}>重新加载</Button></View>
    return <Text className='xg-page__state'>加载中…</Text>
  }
  const shield = shieldView(state.thread.shieldState)
  const iBlocked = state.thread.shieldState === 1 || state.thread.shieldState === 3
  const support = state.thread.kind === 'support'
  const hint = support ? state.serviceHint ?? supportReplyHint(Date.now()) : null
  // the 2-before-reply limit is told by the server's 2104 alert when a third is sent (spec 8.1); a shield disables the input (spec 4)
  const disabled = shield.inputDisabled

  return (
    <View className='xg-chat'>
      <View className='xg-chat__top'>
        <Text className='xg-chat__peer'>{state.thread.toUser.name}</Text>
        <View className='xg-chat__send'>
          {!support && <Button size='s' variant='secondary' onClick={() => void toggleShield()}>{iBlocked ? '取消屏蔽' : '屏蔽对方'}</Button>}
          <Button size='s' variant='ghost' onClick={() => void remove()}>删除会话</Button>
        </View>
      </View>
      {hint && <Text className='xg-chat__notice'>{hint.text}</Text>}
      {shield.notice && <Text className='xg-chat__notice xg-chat__shield'>{shield.notice}</Text>}
      <View className='xg-chat__list'>
        {messages.length === 0 && <Text className='xg-chat__sep'>{support ? '请描述您遇到的问题，客服会在服务时间内回复' : '还没有消息，打个招呼吧'}</Text>}
        {messages.map((m, i) => (
          <View key={m.id}>
            {needsTimeSeparator(i === 0 ? null : messages[i - 1].date, m.date) && <Text className='xg-chat__sep'>{chinaShortDateTime(m.date)}</Text>}
            <View className={`xg-chat__row${m.mine ? ' xg-chat__row--mine' : ''}`}>
              {!m.mine && <Text className='xg-chat__name'>{m.user.name}</Text>}
              <Bubble m={m} />
              {m.mine && !support && <Text className='xg-chat__read'>{m.viewTime ? '已读' : '未读'}</Text>}
            </View>
          </View>
        ))}
      </View>
      {!state.canSend && state.reason && !shield.inputDisabled && <Text className='xg-chat__notice xg-chat__reason'>{state.reason}</Text>}
      <Textarea
        className='xg-chat__input'
        value={text}
        disabled={disabled}
        maxlength={1000}
        placeholder={shield.inputDisabled ? NOTICE_TEXTS.shieldedByThem : '输入消息…'}
        onInput={e => setText(e.detail.value)}
      />
      <View className='xg-chat__send'>
        <Button size='s' variant='secondary' disabled={disabled} onClick={() => void sendImage()}>图片</Button>
        <Button size='s' disabled={disabled} loading={busy} onClick={sendText}>发送</Button>
      </View>
    </View>
  )
}
