/**
 * Content managed by staff (issue 26 item 2): pages, white papers, app information, activity
 * pages and description configs (spec 3.14 "Description config", 7.2 "common description list",
 * 7.3 description config by key and by keys), written in Markdown in /ops/content, kept as
 * versions (a draft, then published versions: the history), and read by everyone only in their
 * published version. The server renders Markdown to sanitised HTML (the H5 page shows it, the
 * mini-program gives it to rich-text). These are the rules both sides check.
 */

export const CONTENT_KINDS = ['page', 'white-paper', 'app', 'activity', 'description'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

export const CONTENT_KIND_NAMES: Readonly<Record<ContentKind, string>> = {
  page: '页面',
  'white-paper': '白皮书',
  app: 'App 信息',
  activity: '活动页',
  description: '描述配置'
}

/** a document's key: `<kind>/<name>` (`white-paper/chip`, `app/main`, `activity/spring`), or `description/<KEY>` for a description config */
export const CONTENT_KEY_PATTERN = /^(page|white-paper|app|activity)\/[a-z0-9][a-z0-9-]{0,47}$|^description\/[A-Z][A-Z0-9_]{0,63}$/
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
  key: '内容标识格式不正确：如 white-paper/chip、app/main、activity/spring 或 description/IS_OPEN_PIWIK',
  title: '请填写标题',
  titleTooLong: `标题不能超过 ${CONTENT_TITLE_MAX} 个字`,
  body: '请填写正文',
  bodyTooLong: `正文不能超过 ${CONTENT_BODY_MAX} 个字`,
  notFound: '内容不存在或尚未发布',
  noDraft: '没有待发布的草稿',
  stale: '内容已被他人修改，请刷新后再编辑',
  unknownDescription: '描述配置项不存在',
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
}

export interface ContentVersionInfo {
  version: number
  title: string
  publishedAt: number
  publishedBy: number
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
