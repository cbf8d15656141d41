/**
 * Sharing in the mini-program (issue 23): through WeChat's own share menu and share button, with a
 * card whose path opens the right page for the receiver (a spec URL turned into its page path, every
 * parameter in the query). The page must allow sharing (definePage(..., { share: true })).
 */
import { useRef } from 'react'
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { API_ORIGIN, PUBLIC_ORIGIN } from '@/config/env'
import { miniProgramUrlOf, parseSearch, searchOf } from '@/routes/location'
import { resolvePath } from '@/routes'
import type { ShareCard } from './share'

export type { ShareCard }

/** the mini-program has no origin: links for a browser start with the public origin (else the API's, one server) */
export function publicOrigin(): string {
  return PUBLIC_ORIGIN || API_ORIGIN
}

/** `/report?share_token=…` → `/pages/report/index?share_token=…` (what WeChat opens for the receiver) */
export function sharePathOf(url: string): string {
  const [pathname, search = ''] = url.split('?')
  const resolved = resolvePath(pathname)
  if (!resolved) return '/pages/index/index'
  return miniProgramUrlOf(resolved.route, resolved.params, search ? '?' + search : '')
}

function messageOf(card: Pick<ShareCard, 'title' | 'url' | 'imageUrl'>) {
  return { title: card.title, path: sharePathOf(card.url), ...(card.imageUrl ? { imageUrl: card.imageUrl } : {}) }
}

/** registers the page's share card (null: this page shares nothing right now, WeChat shares the page plainly) */
export function useShareCard(card: ShareCard | null): void {
  const current = useRef(card)
  current.current = card
  useShareAppMessage(() => {
    const c = current.current
    // nothing of this page to share (a visitor of someone's shared report, say): the home page, never this page's query
    if (!c) return { title: '基因寻根', path: '/pages/index/index' }
    const message = messageOf(c)
    if (!c.pending) return message
    // base library 2.12+: WeChat waits up to 3 s for the card, then shares `message`
    return { ...message, promise: c.pending().then(messageOf) }
  })
  useShareTimeline(() => {
    const c = current.current
    if (!c || !c.timeline) return {}
    const [, search = ''] = c.url.split('?')
    return { title: c.title, query: searchOf(parseSearch(search)).replace(/^\?/, ''), ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}) }
  })
}

export const SHARES_THROUGH_WECHAT = true
