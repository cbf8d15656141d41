/** The /ops/content editor's checks, the server's rules (contracts' content) before sending. */
import { CONTENT_BODY_MAX, CONTENT_KEY_PATTERN, CONTENT_MESSAGES, CONTENT_TITLE_MAX } from '@xungen/contracts'

export interface DraftForm {
  key: string
  title: string
  body: string
}

export type DraftCheck = { ok: true; key: string; title: string; body: string } | { ok: false; field: keyof DraftForm; message: string }

export function checkDraft(form: DraftForm): DraftCheck {
  const key = form.key.trim()
  const title = form.title.trim()
  if (!CONTENT_KEY_PATTERN.test(key)) return { ok: false, field: 'key', message: CONTENT_MESSAGES.key }
  if (!title) return { ok: false, field: 'title', message: CONTENT_MESSAGES.title }
  if (title.length > CONTENT_TITLE_MAX) return { ok: false, field: 'title', message: CONTENT_MESSAGES.titleTooLong }
  if (!form.body.trim()) return { ok: false, field: 'body', message: CONTENT_MESSAGES.body }
  if (form.body.length > CONTENT_BODY_MAX) return { ok: false, field: 'body', message: CONTENT_MESSAGES.bodyTooLong }
  return { ok: true, key, title, body: form.body }
}

/** the Markdown of an uploaded picture: its path on the site (the upload answers a full address) */
export function imageMarkdown(uploadUrl: string, alt = '图片'): string {
  const path = uploadUrl.replace(/^https?:\/\/[^/]+/, '')
  return `\n\n![${alt}](${path})\n\n`
}
