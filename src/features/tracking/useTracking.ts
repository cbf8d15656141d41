/** The page view of the page shown (PageFrame; issue 26 item 10): its route pattern, once per page. */
import { useEffect } from 'react'
import { currentDevice } from '@/platform/device'
import { useSession } from '@/stores/session'
import { stopTracking, trackPageView } from './tracker'

export function useTrackPageView(routePattern: string): void {
  const signedIn = useSession(s => Boolean(s.token))
  useEffect(() => {
    if (!signedIn) return stopTracking()
    void trackPageView(routePattern, currentDevice().kind, signedIn)
  }, [routePattern, signedIn])
}
