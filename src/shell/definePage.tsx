/**
 * Every page is `definePage(Content)`: the shell resolves the route of the current URL, decides
 * the entry (legacy redirect, spec 2.10 family rule, spec 2.18 guards; routes/entry.ts), sets
 * the title, and renders the content inside its route's layout (spec 2.14).
 *
 * The decision is computed while rendering, so a guarded page never shows its content to a
 * visitor it is about to send to sign-in; the redirect itself runs after mount.
 */
import { View } from '@tarojs/components'
import { useEffect, useMemo, type ComponentType } from 'react'
import { NOT_FOUND_ROUTE, type Route } from '@/routes'
import { decideEntry, type EntryDecision } from '@/routes/entry'
import type { SpecLocation } from '@/routes/location'
import { currentDevice } from '@/platform/device'
import { openLocation } from '@/platform/router'
import { ShareHost } from '@/platform/share'
import { setPageTitle } from '@/platform/title'
import { redirect } from '@/navigation'
import PageFrame from '@/layouts/PageFrame'
import { chromeOf, type Chrome } from '@/layouts/chrome'
import { isShareMode, shareInfoFromQuery, useShareStore } from '@/stores/share'
import ErrorView from '@/components/ErrorView'
import NotFound from '@/components/NotFound'
import { useBindStore } from '@/stores/bind'
import { entryContext } from './entryContext'
import ErrorBoundary from './ErrorBoundary'
import { useSpecLocation } from './useSpecLocation'

export interface PageProps {
  route: Route
  location: SpecLocation
  /** which parts of the frame show (the page can leave out what the frame already shows) */
  chrome: Chrome
}

export interface PageOptions {
  /** the page opens with a dark hero: the site header stays transparent over it */
  overHero?: boolean
  /**
   * the mini-program may share this page (WeChat's menu and share buttons; the card comes from the
   * page's useShareCard, platform/share); `timeline`: also to Moments (public pages only)
   */
  share?: { timeline?: boolean }
}

function act(decision: EntryDecision): void {
  if (decision.kind === 'redirect') void redirect(decision.to)
  else if (decision.kind === 'location') openLocation(decision.url, true)
}

function adoptShareFromQuery(query: Record<string, string | undefined>): void {
  const share = shareInfoFromQuery(query)
  if (!share) return
  const current = useShareStore.getState().share
  if (current?.shareBarcode !== share.shareBarcode || current.shareToken !== share.shareToken) useShareStore.getState().setShare(share)
}

export function definePage(Content: ComponentType<PageProps>, options: PageOptions = {}) {
  function Page() {
    const location = useSpecLocation()
    const route = location.route ?? NOT_FOUND_ROUTE
    const device = currentDevice()
    const decision = useMemo(() => decideEntry(location, entryContext()), [location])
    // spec 6: share info comes from the share_barcode and share_token query (a shared report link)
    adoptShareFromQuery(location.query)
    const shareMode = isShareMode()
    const chrome = chromeOf({ layout: route.layout, device, shareMode })

    useEffect(() => {
      setPageTitle(decision.kind === 'not-found' ? NOT_FOUND_ROUTE.title : route.title)
      act(decision)
    }, [decision, route])

    let content
    if (decision.kind === 'allow') {
      content = <Content route={route} location={location} chrome={chrome} />
    } else if (decision.kind === 'not-found') {
      // spec 2.20: the back-to-home button is hidden inside the app
      content = <NotFound showHome={device.kind !== 'app'} />
    } else if (decision.kind === 'error') {
      content = (
        <ErrorView
          title='无法继续绑定'
          message={decision.message}
          primary={{
            label: '重新绑定',
            onClick: () => {
              // spec 2.18: the rebind button clears bind data and returns to /user/persons/bind
              useBindStore.getState().clear()
              void redirect(decision.rebindTo)
            }
          }}
        />
      )
    } else {
      // leaving for sign-in or another page: keep the frame, show nothing of the page
      content = <View className='xg-page-leaving' />
    }

    const page = (
      <PageFrame layout={route.layout} device={device} path={location.path} routePattern={route.pattern} shareMode={shareMode} overHero={options.overHero && decision.kind === 'allow'} title={decision.kind === 'not-found' ? NOT_FOUND_ROUTE.title : route.title}>
        <ErrorBoundary>{content}</ErrorBoundary>
      </PageFrame>
    )
    return options.share ? <ShareHost timeline={options.share.timeline}>{page}</ShareHost> : page
  }
  Page.displayName = `Page(${Content.displayName || Content.name || 'Content'})`
  // Taro registers onShareAppMessage / onShareTimeline on the mini-program page only when asked
  // (they change WeChat's menu): the page component carries the flags
  const flags = Page as typeof Page & { enableShareAppMessage?: boolean; enableShareTimeline?: boolean }
  if (options.share) {
    flags.enableShareAppMessage = true
    if (options.share.timeline) flags.enableShareTimeline = true
  }
  return Page
}
