/**
 * What getShareInfo answers (spec 7.3): the share info a page set for itself, else what the page
 * says about itself (its title, its description and og:image metas, its address).
 */
import type { AppShareInfo } from './handlers'

let pageShare: Partial<AppShareInfo> | null = null

/** A page that is shared with its own words calls this when it shows (and null when it leaves). */
export function setPageShareInfo(info: Partial<AppShareInfo> | null): void {
  pageShare = info
}

export const DEFAULT_SHARE_DESCRIPTION = '一管唾液，读懂你的基因，找到你的根。'

export function currentShareInfo(): AppShareInfo | null {
  if (typeof document === 'undefined') return null
  const meta = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
  const image = document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? ''
  const info: AppShareInfo = {
    title: pageShare?.title ?? document.title,
    description: pageShare?.description ?? (meta || DEFAULT_SHARE_DESCRIPTION),
    url: pageShare?.url ?? window.location.href,
    thumbnail: pageShare?.thumbnail ?? (/^https?:\/\//.test(image) ? image : '')
  }
  return info.title && info.url ? info : null
}
