/**
 * Sharing a page (issue 23): the public origin links start with, and the share card of a page.
 * On the website a link is copied or sent by the browser; the mini-program (share.weapp.ts) shares
 * through WeChat itself, with a card (title, image, the page path with its share token).
 */
import type { ReactNode } from 'react'
import { PUBLIC_ORIGIN } from '@/config/env'

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

/** the website shares by link: nothing to register */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function useShareCard(_card: ShareCard | null): void {}

/** the page's share menu (definePage's `share` option): nothing on the website */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function ShareHost({ children }: { timeline?: boolean; children: ReactNode }) {
  return <>{children}</>
}

/** whether links are handed over as text to copy (website) or through WeChat's share menu (mini-program) */
export const SHARES_THROUGH_WECHAT = false
