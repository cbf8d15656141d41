/**
 * The unread counts of the signed-in account (notices and private messages: the badges of the
 * header, the account menu and the notification centre), kept live by the real-time channel:
 * a frame about a message or the counts, or a resync (reconnect, polling fallback), loads them
 * again. Signed out: nothing is loaded and the counts are 0.
 */
import { useEffect, useState } from 'react'
import { NOTIFICATIONS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { subscribeRealtime } from '@/services/realtime'
import { useSession } from '@/stores/session'
import { invalidateQueries, useQuery } from './useQuery'

export const UNREAD_KEY = ['notice', 'unread'] as const
const NONE = { notices: 0, messages: 0, total: 0 }
const HEADER_DELAY_MS = 1500

/**
 * `live`: listen to the real-time channel, so the counts move when a notice or message arrives
 * (every badge: the header's on every page, the inbox pages); `delayed`: ask a moment after the
 * page's own calls (the header: the page first, the badge after)
 */
export function useUnreadCounts(live = true, delayed = false): { notices: number; messages: number; total: number } {
  const token = useSession(s => s.token)
  const [due, setDue] = useState(!delayed)
  useEffect(() => {
    if (due) return undefined
    const timer = setTimeout(() => setDue(true), HEADER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [due])
  const state = useQuery([...UNREAD_KEY, token && due ? 'in' : 'out'], async () => (token && due ? (await call(NOTIFICATIONS.unreadCounts)).result : NONE))
  useEffect(() => {
    if (!token || !live || !due) return undefined
    return subscribeRealtime(frame => {
      if (frame.type !== 'thread') invalidateQueries(UNREAD_KEY)
    })
  }, [token, live, due])
  return state.data ?? NONE
}
