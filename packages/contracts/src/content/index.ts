/**
 * Content managed by staff (issue 26 item 2): pages, white papers, app information, activity
 * pages and description configs (spec 3.14 "Description config", 7.2 "common description list",
 * 7.3 description config by key and by keys), written in Markdown in /ops/content, kept as
 * versions (a draft, then published versions: the history), and read by everyone only in their
 * published version. The server renders Markdown to sanitised HTML (the H5 page shows it, the
 * mini-program gives it to rich-text). These are the rules both sides check.
 */
import { SERVICE_HOURS } from '../constants'

export const CONTENT_KINDS = ['page', 'white-paper', 'app', 'activity', 'description', 'agreement'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

export const CONTENT_KIND_NAMES: Readonly<Record<ContentKind, string>> = {
  page: '页面',
  'white-paper': '白皮书',
  app: 'App 信息',
  activity: '活动页',
  description: '描述配置',
  agreement: '协议'
}

/**
 * a document's key: `<kind>/<name>` (`white-paper/chip`, `app/main`, `activity/spring`),
 * `description/<KEY>` for a description config, or `agreement/<document>` for a new version of
 * an accepted agreement (the contracts' AGREEMENTS; its first versions are content files)
 */
export const CONTENT_KEY_PATTERN = /^(page|white-paper|app|activity|agreement)\/[a-z0-9][a-z0-9-]{0,47}$|^description\/[A-Z][A-Z0-9_]{0,63}$/
export const CONTENT_TITLE_MAX = 60
/** Markdown characters of one version (a long white paper is about 20,000) */
export const CONTENT_BODY_MAX = 60_000
/** versions listed in a document's history */
export const CONTENT_HISTORY_MAX = 50

export function contentKindOf(key: string): ContentKind | null {
  if (!CONTENT_KEY_PATTERN.test(key)) return null
  return key.slice(0, key.indexOf('/')) as ContentKind
}

/** The image paths a content body may show: the product's own uploads (POST /web/api/new/common/upload/image?type=content). */
export const CONTENT_IMAGE_PATH = /^\/files\/images\/[A-Za-z0-9/_-]{1,200}\.jpg$/

export const CONTENT_MESSAGES = {
  key: '内容标识格式不正确，请按“类别/名称”填写（见输入框下方的示例）',
  title: '请填写标题',
  titleTooLong: `标题不能超过 ${CONTENT_TITLE_MAX} 个字`,
  body: '请填写正文',
  bodyTooLong: `正文不能超过 ${CONTENT_BODY_MAX} 个字`,
  notFound: '内容不存在或尚未发布',
  noDraft: '没有待发布的草稿',
  stale: '内容已被他人修改，请刷新后再编辑',
  unknownDescription: '描述配置项不存在',
  unknownAgreement: '没有这份需要用户同意的协议（协议标识见 /protocol 页面地址）',
  descriptionValue: (type: string) => (type === 'BOOLEAN' ? '该配置项的值只能是 true 或 false' : type === 'JSON' ? '该配置项的值须是合法的 JSON' : '配置值不正确')
} as const

/** A description config's value as its content type requires (spec 3.14: BOOLEAN, JSON, or text). */
export function descriptionValueProblem(contentType: string, value: string): string | null {
  if (contentType === 'BOOLEAN') return value === 'true' || value === 'false' ? null : CONTENT_MESSAGES.descriptionValue('BOOLEAN')
  if (contentType === 'JSON') {
    try {
      JSON.parse(value)
      return null
    } catch {
      return CONTENT_MESSAGES.descriptionValue('JSON')
    }
  }
  return null
}

export interface PublishedContent {
  key: string
  kind: ContentKind
  title: string
  /** sanitised HTML rendered from the Markdown on the server */
  html: string
  version: number
  publishedAt: number
  /** an agreement: the agreement's version this publication is (YYYY-MM-DD.N; contracts' consent) */
  agreementVersion: string | null
}

export interface ContentVersionInfo {
  version: number
  title: string
  publishedAt: number
  publishedBy: number
  agreementVersion: string | null
  /** an agreement: whether this version asked again everyone who had accepted an earlier one */
  renewConsent: boolean | null
}

export interface ContentDocumentSummary {
  key: string
  kind: ContentKind
  title: string
  publishedVersion: number | null
  publishedAt: number | null
  hasDraft: boolean
  updatedAt: number
}

export interface ContentDocumentDetail extends ContentDocumentSummary {
  draft: { title: string; body: string; html: string; updatedAt: number } | null
  published: { title: string; body: string; version: number } | null
  history: ContentVersionInfo[]
}

// ---- white papers (spec 2.13; issue 26 item 4): the figures are the knowledge base's own ----------

export const WHITE_PAPERS = {
  chip: { title: '基因芯片检测白皮书', areas: ['disease', 'traits', 'drug', 'nutrition', 'fitness', 'skin', 'carrier'] },
  snp: { title: 'SNP 检测白皮书', areas: ['disease', 'traits', 'nutrition', 'fitness', 'skin'] },
  drugs: { title: '药物基因组学白皮书', areas: ['drug'] },
  'carrier-status': { title: '遗传病携带白皮书', areas: ['carrier'] }
} as const
export type WhitePaper = keyof typeof WHITE_PAPERS
export const WHITE_PAPER_IDS = Object.keys(WHITE_PAPERS) as WhitePaper[]

export interface WhitePaperCitation {
  authors: string
  title: string
  journal: string
  year: number
  pmid: string | null
  url: string | null
  source: string | null
}

export interface WhitePaperFacts {
  paper: WhitePaper
  /** the knowledge base's version (packages/genome/knowledge/meta.json) */
  knowledgeVersion: string
  genomeBuild: string
  areas: Array<{ area: string; name: string; items: number }>
  items: number
  markers: number
  genes: number
  evidence: { A: number; B: number; C: number }
  /** the items' Chinese titles, in the knowledge base's order */
  titles: string[]
  citations: WhitePaperCitation[]
  /** the chip paper: the laboratory's quality thresholds (packages/genome qc) */
  qc: { callRateWarn: number; callRateFail: number; autosomalCalledFail: number; autosomalCalledWarn: number } | null
}

// ---- the laboratory's turnaround (/flow; issue 26 item 4): measured, never typed ------------------

/** samples a figure needs before it is shown (fewer: "no figure yet"; also the smallest group shown, statistics MIN_CELL_SIZE) */
export const TURNAROUND_MIN_SAMPLES = 5
/** the window the figures are measured over */
export const TURNAROUND_WINDOW_DAYS = 180

export interface TurnaroundStage {
  from: string
  to: string
  label: string
  samples: number
  /** null when fewer than TURNAROUND_MIN_SAMPLES samples went through the stage in the window */
  medianHours: number | null
  p90Hours: number | null
}

export interface TurnaroundData {
  windowDays: number
  stages: TurnaroundStage[]
  measuredAt: number
}

/** hours as a page says them: under 48 hours in hours, else in days (one decimal) */
export function durationText(hours: number): string {
  if (hours < 1) return '不到 1 小时'
  if (hours < 48) return `约 ${Math.round(hours)} 小时`
  return `约 ${Math.round((hours / 24) * 10) / 10} 天`
}

/** the value at quantile q (0..1) of sorted numbers, by the nearest-rank method */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return sorted[rank - 1]
}

// ---- genetic counselling (/consult; spec 9 "Service hours: workdays 09:00-18:00") -----------------

export const SERVICE_HOURS_TEXT = `工作日 ${SERVICE_HOURS.start}–${SERVICE_HOURS.end}`
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const CHINA_OFFSET_MS = 8 * 3600 * 1000

/**
 * Whether a moment lies in service hours (China time, Monday to Friday, 09:00 to 18:00). The
 * statutory holidays and their make-up workdays are announced each year by the State Council and
 * are not in this rule: the page says "法定节假日以公告为准".
 */
export function isWithinServiceHours(ms: number): boolean {
  const d = new Date(ms + CHINA_OFFSET_MS)
  const day = d.getUTCDay()
  if (day === 0 || day === 6) return false
  const minutes = d.getUTCHours() * 60 + d.getUTCMinutes()
  return minutes >= minutesOf(SERVICE_HOURS.start) && minutes < minutesOf(SERVICE_HOURS.end)
}

/** what the consult page says about now: open, or when it opens next */
export function serviceHoursLine(ms: number): string {
  if (isWithinServiceHours(ms)) return `遗传咨询师在线（${SERVICE_HOURS_TEXT}）`
  return `当前不在服务时间（${SERVICE_HOURS_TEXT}），您可以先留言或预约，我们会在下一个工作日联系您`
}
export * from './apps'

// ---- genetic counselling bookings (/consult; issue 26 item 4) --------------------------------------

export const CONSULT_PERIODS = { morning: '上午 09:00–12:00', afternoon: '下午 13:00–18:00' } as const
export type ConsultPeriod = keyof typeof CONSULT_PERIODS
/** bookable: the workdays from tomorrow up to this many days ahead (China time) */
export const CONSULT_BOOKING_DAYS_AHEAD = 14
/** bookings an account may hold for days not yet past */
export const CONSULT_OPEN_BOOKINGS_MAX = 3
export const CONSULT_TOPIC_MAX = 200

export const CONSULT_MESSAGES = {
  day: `请选择未来 ${CONSULT_BOOKING_DAYS_AHEAD} 天内的工作日`,
  topic: '请简单描述想咨询的问题',
  topicTooLong: `问题描述不能超过 ${CONSULT_TOPIC_MAX} 个字`,
  tooMany: `您已有 ${CONSULT_OPEN_BOOKINGS_MAX} 个未完成的预约，请先取消不需要的预约`,
  notFound: '预约不存在'
} as const

/** the China date (YYYY-MM-DD) of a moment */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** the days that may be booked now: Monday to Friday, from tomorrow, within CONSULT_BOOKING_DAYS_AHEAD days */
export function bookableDays(now: number): string[] {
  const days: string[] = []
  for (let i = 1; i <= CONSULT_BOOKING_DAYS_AHEAD; i++) {
    const ms = now + i * 24 * 3600 * 1000
    const weekday = new Date(ms + CHINA_OFFSET_MS).getUTCDay()
    if (weekday !== 0 && weekday !== 6) days.push(chinaDay(ms))
  }
  return days
}

export interface ConsultBooking {
  id: number
  day: string
  period: ConsultPeriod
  topic: string
  status: 'booked' | 'cancelled'
  createdAt: number
}

// ---- activities (spec 2.1 /activity/*, 3.14 "Activity", 4 "current activity", 5 "exactly 3 pictures"; issue 26 item 5) ----

/**
 * An activity staff set up in /ops/content: its tag (the page /activity/<tag>; `anniversary` and
 * `national-card` have their own routes), its date window, exactly three pictures (spec 5) and its
 * share scene (the card a share shows). Its page text is the content document `activity/<tag>`.
 * Outside its window the page says it has not started or has ended, and shows nothing else.
 */
export const ACTIVITY_TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,47}$/
export const ACTIVITY_PICTURES = 3
export const ACTIVITY_TITLE_MAX = 30
export const ACTIVITY_SHARE_TEXT_MAX = 60
/** the longest window staff may set */
export const ACTIVITY_WINDOW_MAX_DAYS = 366

export interface ActivityPicture {
  url: string
  alt: string
}

export interface ContentActivity {
  tag: string
  title: string
  startDate: number
  endDate: number
  picInfos: ActivityPicture[]
  share: { title: string; description: string }
  updatedAt: number
}

export type ActivityState = 'upcoming' | 'running' | 'ended'

/** an activity as a visitor reads it: its state now; the pictures and share scene only while it runs */
export interface ActivityView {
  tag: string
  title: string
  startDate: number
  endDate: number
  now: number
  state: ActivityState
  picInfos: ActivityPicture[]
  share: { title: string; description: string } | null
}

/** spec 4: the current activity is the one where now lies between startDate and endDate */
export function activityStateAt(a: { startDate: number; endDate: number }, now: number): ActivityState {
  if (now < a.startDate) return 'upcoming'
  return now < a.endDate ? 'running' : 'ended'
}

/** spec 4: of those running now, the one that started last (a later activity replaces an earlier one) */
export function currentActivity<T extends { startDate: number; endDate: number }>(list: readonly T[], now: number): T | null {
  return list.filter(a => activityStateAt(a, now) === 'running').sort((x, y) => y.startDate - x.startDate)[0] ?? null
}

/** spec 5: the activity check passes only with exactly 3 pictures (each an upload of the site) */
export function activityPicturesProblem(pictures: readonly ActivityPicture[]): string | null {
  if (pictures.length !== ACTIVITY_PICTURES) return ACTIVITY_MESSAGES.pictures
  return pictures.every(p => CONTENT_IMAGE_PATH.test(p.url) && p.alt.trim().length > 0) ? null : ACTIVITY_MESSAGES.picture
}

/** a moment typed as China time "YYYY-MM-DD HH:mm", or null */
export function parseChinaDateTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(text.trim())
  if (!m) return null
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - CHINA_OFFSET_MS
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') === text.trim().replace('T', ' ') ? ms : null
}

export const ACTIVITY_MESSAGES = {
  tag: '活动标识只能用小写字母、数字和短横线',
  title: `请填写活动名称（不超过 ${ACTIVITY_TITLE_MAX} 个字）`,
  window: '结束时间须晚于开始时间',
  windowTooLong: `活动时长不能超过 ${ACTIVITY_WINDOW_MAX_DAYS} 天`,
  date: '请按“2026-12-01 09:00”的格式填写时间（北京时间）',
  pictures: `活动须有且只有 ${ACTIVITY_PICTURES} 张图片`,
  picture: '图片须是上传到本站的图片，并填写图片说明',
  share: `请填写分享标题和分享描述（不超过 ${ACTIVITY_SHARE_TEXT_MAX} 个字）`,
  notFound: '活动不存在',
  upcoming: '活动尚未开始',
  ended: '活动已结束',
  none: '当前没有进行中的活动'
} as const
export * from './questionnaire'
