/**
 * Sharing in the mini-program (issue 23): through WeChat's own share menu and share button, with a
 * card whose path opens the right page for the receiver (a spec URL turned into its page path, every
 * parameter in the query). A page allows sharing with definePage(..., { share: {} }): its ShareHost
 * answers WeChat (onShareAppMessage, onShareTimeline) with the card a component of the page set with
 * useShareCard, and with the home page while there is none (never the page's own query: a visitor of
 * a shared report does not pass its token on).
 */
import { createContext, useContext, useEffect, useRef, type MutableRefObject, type ReactNode } from 'react'
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
function sharePathOf(url: string): string {
  const [pathname, search = ''] = url.split('?')
  const resolved = resolvePath(pathname)
  if (!resolved) return '/pages/index/index'
  return miniProgramUrlOf(resolved.route, resolved.params, search ? '?' + search : '')
}

function messageOf(card: Pick<ShareCard, 'title' | 'url' | 'imageUrl'>) {
  return { title: card.title, path: sharePathOf(card.url), ...(card.imageUrl ? { imageUrl: card.imageUrl } : {}) }
}

const ShareContext = createContext<MutableRefObject<ShareCard | null> | null>(null)

const HOME_CARD = { title: '基因寻根', path: '/pages/index/index' }

function useAppMessage(card: MutableRefObject<ShareCard | null>) {
  useShareAppMessage(() => {
    const c = card.current
    if (!c) return HOME_CARD
    const message = messageOf(c)
    if (!c.pending) return message
    // base library 2.12+: WeChat waits up to 3 s for the card, then shares `message`
    return { ...message, promise: c.pending().then(messageOf) }
  })
}

function TimelineHost({ card }: { card: MutableRefObject<ShareCard | null> }) {
  useShareTimeline(() => {
    const c = card.current
    if (!c || !c.timeline) return { title: HOME_CARD.title }
    const [, search = ''] = c.url.split('?')
    return { title: c.title, query: searchOf(parseSearch(search)).replace(/^\?/, ''), ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}) }
  })
  return null
}

/** the page's answer to WeChat's share menu (definePage's `share` option) */
export function ShareHost({ timeline, children }: { timeline?: boolean; children: ReactNode }) {
  const card = useRef<ShareCard | null>(null)
  useAppMessage(card)
  return (
    <ShareContext.Provider value={card}>
      {timeline && <TimelineHost card={card} />}
      {children}
    </ShareContext.Provider>
  )
}

/** sets the page's share card while the component is shown (null: nothing of its own to share) */
export function useShareCard(card: ShareCard | null): void {
  const host = useContext(ShareContext)
  useEffect(() => {
    if (!host) return
    host.current = card
    return () => {
      host.current = null
    }
  })
}

export const SHARES_THROUGH_WECHAT = true
