/**
 * The rules of notifications, private messages and customer service (spec 3.7-3.9, 4
 * "Notification"/"Chat shield", 5 "Chat", 8.1 2104/3601, 9), shared by the server, which enforces
 * them, and the pages, which show them. No zod here (the package root carries no schemas).
 */
import { BADGE_MAX_COUNT, CHAT_TIME_SEPARATOR_GAP_MS, SERVICE_HOURS } from './constants'
import { SHIELD_STATE, type ShieldState } from './entities/social'

/** spec 5 Chat: at most 2 messages until the other side replies (then 2104 MESSAGE_LIMIT) */
export const MESSAGES_BEFORE_REPLY = 2
/** the longest message text accepted (characters of its HTML) */
export const CHAT_MESSAGE_MAX_LENGTH = 2000

/** the words of these pages (spec 8.2, in Chinese) */
export const NOTICE_TEXTS = {
  noNotices: '暂无通知',
  noMessages: '暂无私信',
  deletedPerson: '[检测人已删除]',
  sendFailed: '发送失败',
  boundAccount: 'Ta 已与当前账号绑定，不支持私信',
  self: '不能给自己发私信',
  shieldedByThem: '对方已屏蔽你的私信，暂时无法发送',
  shieldedByMe: '你已屏蔽对方，对方的私信不会再打扰你',
  emptyMessage: '请输入消息内容',
  deleteChatConfirm: '删除后，将清空所有聊天记录',
  deleteCommentConfirm: '确认删除这条评论消息吗？',
  cancel: '取消',
  confirmDelete: '确认删除',
  deleted: '删除成功',
  imageError: '图片上传错误',
  supportName: '基因寻根客服'
} as const

/** spec 9: the badge shows the count up to 99, then a dotted sign */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > BADGE_MAX_COUNT ? '···' : String(Math.floor(count))
}

/** the date buckets of the notification list: within 3 days, 7 days, a month, earlier */
export type NoticeBucket = 'days3' | 'days7' | 'month' | 'older'
export const NOTICE_BUCKET_TITLES: Record<NoticeBucket, string> = { days3: '近 3 天', days7: '近 7 天', month: '近一个月', older: '更早' }
const DAY_MS = 86400_000

export function noticeBucket(date: number, now: number): NoticeBucket {
  const age = now - date
  if (age < 3 * DAY_MS) return 'days3'
  if (age < 7 * DAY_MS) return 'days7'
  if (age < 30 * DAY_MS) return 'month'
  return 'older'
}

/** the notices grouped by bucket, in the order given (newest first), empty buckets left out */
export function bucketNotices<T extends { date: number }>(list: readonly T[], now: number): Array<{ bucket: NoticeBucket; title: string; items: T[] }> {
  const groups: Array<{ bucket: NoticeBucket; title: string; items: T[] }> = []
  for (const item of list) {
    const bucket = noticeBucket(item.date, now)
    let group = groups.find(g => g.bucket === bucket)
    if (!group) groups.push((group = { bucket, title: NOTICE_BUCKET_TITLES[bucket], items: [] }))
    group.items.push(item)
  }
  return groups
}

/** spec 3.8 shieldState from the two switches: I blocked them (SHIELD_TO), they blocked me (SHIELD_HIDDEN), both */
export function shieldStateOf(iBlocked: boolean, theyBlocked: boolean): ShieldState {
  if (iBlocked && theyBlocked) return SHIELD_STATE.SHIELD_EACH_OTHER
  if (iBlocked) return SHIELD_STATE.SHIELD_TO
  if (theyBlocked) return SHIELD_STATE.SHIELD_HIDDEN
  return SHIELD_STATE.DEFAULT
}

/** spec 4 Chat shield: if they blocked me the input is disabled; if I blocked them a notice shows */
export function shieldView(state: ShieldState): { inputDisabled: boolean; notice: string | null } {
  const theyBlocked = state === SHIELD_STATE.SHIELD_HIDDEN || state === SHIELD_STATE.SHIELD_EACH_OTHER
  const iBlocked = state === SHIELD_STATE.SHIELD_TO || state === SHIELD_STATE.SHIELD_EACH_OTHER
  return { inputDisabled: theyBlocked, notice: theyBlocked ? NOTICE_TEXTS.shieldedByThem : iBlocked ? NOTICE_TEXTS.shieldedByMe : null }
}

/** spec 5 Chat: how many of my messages stand after the other side's last one (oldest first) */
export function sentSinceReply(senders: readonly number[], me: number): number {
  let n = 0
  for (let i = senders.length - 1; i >= 0 && senders[i] === me; i--) n++
  return n
}

/** spec 9: a time separator before a message sent more than 10 minutes after the previous one */
export function needsTimeSeparator(previous: number | null, current: number): boolean {
  return previous === null || current - previous > CHAT_TIME_SEPARATOR_GAP_MS
}

/** the marker of an image message (spec 3.9: an image URL marked by a letter-image suffix) */
export const CHAT_IMAGE_SUFFIX = '#letter-image'
export function isImageMessage(content: string): boolean {
  return content.endsWith(CHAT_IMAGE_SUFFIX)
}

/** spec 5 Chat: the text of a message without its tags and spaces (empty is not sent) */
export function chatPlainText(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, '[图片]')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}

// --- customer service hours (spec 9: workdays 09:00-18:00, China time) ------------------------
const CHINA_OFFSET_MS = 8 * 3600_000
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const OPEN = minutesOf(SERVICE_HOURS.start)
const CLOSE = minutesOf(SERVICE_HOURS.end)

function chinaParts(at: number): { day: number; minutes: number; midnight: number } {
  const local = new Date(at + CHINA_OFFSET_MS)
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes()
  const midnight = at - (local.getUTCHours() * 3600_000 + local.getUTCMinutes() * 60_000 + local.getUTCSeconds() * 1000 + local.getUTCMilliseconds())
  return { day: local.getUTCDay(), minutes, midnight }
}

const isWorkday = (day: number) => day >= 1 && day <= 5

/** whether staff answer at this moment (Monday to Friday, 09:00-18:00 China time; public holidays are not known here) */
export function isServiceTime(at: number): boolean {
  const { day, minutes } = chinaParts(at)
  return isWorkday(day) && minutes >= OPEN && minutes < CLOSE
}

/** the next moment service opens (at itself when it is open) */
export function nextServiceStart(at: number): number {
  if (isServiceTime(at)) return at
  let { day, minutes, midnight } = chinaParts(at)
  if (isWorkday(day) && minutes < OPEN) return midnight + OPEN * 60_000
  for (let i = 1; i <= 7; i++) {
    midnight += 86400_000
    day = (day + 1) % 7
    if (isWorkday(day)) return midnight + OPEN * 60_000
  }
  return at
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** what a person is told about the answer: at once in service hours, else when service opens */
export function supportReplyHint(at: number): { open: boolean; text: string } {
  if (isServiceTime(at)) return { open: true, text: '客服在线（工作日 09:00-18:00），会尽快回复您' }
  const next = nextServiceStart(at)
  const local = new Date(next + CHINA_OFFSET_MS)
  const sameDay = chinaParts(at).midnight === chinaParts(next).midnight
  const tomorrow = chinaParts(at).midnight + 86400_000 === chinaParts(next).midnight
  const when = sameDay ? '今天' : tomorrow ? '明天' : `${WEEKDAYS[local.getUTCDay()]}（${local.getUTCMonth() + 1}月${local.getUTCDate()}日）`
  return { open: false, text: `现在是非服务时间（客服工作日 09:00-18:00 在线），您的消息已保存，客服将于${when} ${SERVICE_HOURS.start} 后回复` }
}

/**
 * The messages a client holds merged with what arrived (a pushed frame, a poll, the catch-up
 * after a reconnect): one copy per id, oldest first. A frame that comes twice is kept once.
 */
export function mergeMessages<T extends { id: number }>(held: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>()
  for (const m of held) byId.set(m.id, m)
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** the id to ask for messages after: the highest one held */
export function lastMessageId(held: readonly { id: number }[]): number {
  return held.reduce((max, m) => (m.id > max ? m.id : max), 0)
}
