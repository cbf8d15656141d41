/**
 * Sharing a page (issue 23): the public origin links start with, and the share card of a page.
 * On the website a link is copied or sent by the browser; the mini-program (share.weapp.ts) shares
 * through WeChat itself, with a card (title, image, the page path with its share token).
 */
import { useEffect, type ReactNode } from 'react'
import { PUBLIC_ORIGIN } from '@/config/env'
import { setWechatShareCard } from './wechatJssdk'

export interface ShareCard {
  /** the card's title (WeChat shows about two lines) */
  title: string
  /** spec URL the receiver opens, with its query (`/report?share_barcode=…&share_token=…`) */
  url: string
  /** an image URL for the card; WeChat takes a screenshot of the page without one */
  imageUrl?: string
  /** a card whose link must be made first (a report share token): resolved within WeChat's 3 s */
  pending?: () => Promise<Pick<ShareCard, 'title' | 'url' | 'imageUrl'>>
  /** may also be shared to Moments (public: never a personal report) */
  timeline?: boolean
}

/** the origin of links given to other people: the configured public origin, else this site's own */
export function publicOrigin(): string {
  if (PUBLIC_ORIGIN) return PUBLIC_ORIGIN
  return typeof window !== 'undefined' && window.location && /^https?:/.test(window.location.origin) ? window.location.origin : ''
}

/**
 * The website shares by link; in WeChat's browser the page's card also goes to WeChat's share menu
 * (JS-SDK, wechatJssdk.ts). A card whose link must be made first (a report share token) is not
 * made just because the page was opened: the menu then shares the page without its query.
 */
export function useShareCard(card: ShareCard | null): void {
  const usable = card && !card.pending ? card : null
  useEffect(() => {
    setWechatShareCard(usable ? { title: usable.title, url: usable.url, imageUrl: usable.imageUrl, timeline: Boolean(usable.timeline) } : null)
    return () => setWechatShareCard(null)
  }, [usable?.title, usable?.url, usable?.imageUrl, usable?.timeline])
}

/** the page's share menu (definePage's `share` option): nothing on the website */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function ShareHost({ children }: { timeline?: boolean; children: ReactNode }) {
  return <>{children}</>
}

/** whether links are handed over as text to copy (website) or through WeChat's share menu (mini-program) */
export const SHARES_THROUGH_WECHAT = false
