/**
 * The frame every page renders in: the layout of its route (spec 2.14) with the parts the
 * device context allows (layouts/chrome.ts).
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import type { DeviceContext } from '@xungen/contracts'
import Link from '@/components/Link'
import SiteFooter from '@/components/SiteFooter'
import SiteHeader from '@/components/SiteHeader'
import PageTitle from '@/components/Heading/PageTitle'
import UserCard from '@/features/account/components/UserCard'
import ProfileGate from '@/features/account/components/ProfileGate'
import AgreementUpdateGate from '@/features/consent/AgreementUpdateGate'
import { useTrackPageView } from '@/features/tracking/useTracking'
import { useWechatSignature } from '@/features/sharing/hooks/useWechatSignature'
import type { LayoutName } from '@/routes'
import { chromeOf } from './chrome'
import { CONSULT_HOURS, REPORT_SIDE_NAV, USER_MENU, activeMenuLink } from './menus'
import { href } from '@/routes/href'
import { setRootClass } from '@/platform/accessibility'
import { CARE_CLASS, systemLargeTextOnce, useCareMode, useCareOn } from '@/stores/careMode'
import { useSession } from '@/stores/session'
import './index.scss'

// the report layout's person card shows for a signed-in account only and brings the report's
// models and the person switcher: loaded for a signed-in account on a report page, after the page
// has rendered (without suspending it: the page's own content does not wait for the card)
function ReportPersonCardLater() {
  const authed = useSession(s => Boolean(s.token))
  const [Card, setCard] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!authed || Card) return
    let live = true
    void import('@/features/persons/components/ReportPersonCard').then(m => {
      if (live) setCard(() => m.default)
    })
    return () => {
      live = false
    }
  }, [authed, Card])
  return authed && Card ? <Card /> : null
}

export interface PageFrameProps {
  layout: LayoutName
  device: DeviceContext
  /** spec URL path of the page, for the active menu entry */
  path: string
  shareMode?: boolean
  /** the page opens with a dark hero under a transparent header */
  overHero?: boolean
  /** the route's pattern (`/report/:barcode`): what a page view counts (features/tracking) */
  routePattern?: string
  /** the page's title (the route table's): its level-1 heading on H5 */
  title?: string
  children: ReactNode
}

function SideMenu({ links, path, label, head }: { links: readonly { label: string; to: string }[]; path: string; label: string; head?: ReactNode }) {
  const active = activeMenuLink(path, links)
  const items = links.map(l => (
    <Link key={l.to} to={l.to} className={`xg-frame__menu-link${l.to === active ? ' xg-frame__menu-link--active' : ''}`}>
      {l.label}
    </Link>
  ))
  if (!head) {
    return (
      <View className='xg-frame__menu' ariaRole='navigation' ariaLabel={label}>
        {items}
      </View>
    )
  }
  // the account centre: the person above the links (on phones the links scroll sideways under it)
  return (
    <View className='xg-frame__menu xg-frame__menu--with-head' ariaRole='navigation' ariaLabel={label}>
      {head}
      <View className='xg-frame__menu-links'>{items}</View>
    </View>
  )
}

function ReportCards() {
  return (
    <View className='xg-frame__cards'>
      <View className='xg-frame__card'>
        <Text className='xg-frame__card-title'>下载基因寻根 App</Text>
        <Text className='xg-frame__card-text'>随时查看报告，接收基因亲人与家族动态。</Text>
        <Link to={href('/app')} className='xg-frame__card-link'>了解 App</Link>
      </View>
      <View className='xg-frame__card'>
        <Text className='xg-frame__card-title'>祖源咨询</Text>
        <Text className='xg-frame__card-text'>对祖源报告有疑问？祖源顾问在线时间：{CONSULT_HOURS}。</Text>
        <Link to={href('/ancestry/service/contact')} className='xg-frame__card-link'>联系顾问</Link>
      </View>
    </View>
  )
}

/** care mode (stores/careMode): its root class on the frame, and on H5's <html> */
function useCareClass(): string {
  const care = useCareOn()
  const choice = useCareMode(s => s.choice)
  useEffect(() => {
    // unset: the system's large-text setting decides (read once a visit)
    if (choice === 'system') systemLargeTextOnce()
  }, [choice])
  useEffect(() => setRootClass(CARE_CLASS, care), [care])
  return care ? ` ${CARE_CLASS}` : ''
}

export default function PageFrame({ layout, device, path, shareMode = false, overHero = false, routePattern, title, children }: PageFrameProps) {
  const chrome = chromeOf({ layout, device, shareMode })
  useTrackPageView(routePattern ?? '/')
  useWechatSignature()
  const careClass = useCareClass()
  const mainClass = [
    'xg-frame__main',
    chrome.siteHeader && !overHero ? 'xg-frame__main--below-header' : '',
    chrome.grayBackground ? 'xg-frame__main--gray' : '',
    `xg-frame__main--${layout}`
  ].filter(Boolean).join(' ')

  let body: ReactNode = children
  if (chrome.phoneWidth) {
    body = <View className='xg-frame__phone'>{children}</View>
  } else if (chrome.userMenu) {
    body = (
      <View className='xg-frame__columns'>
        <SideMenu links={USER_MENU} path={path} label='个人中心菜单' head={<UserCard />} />
        <View className='xg-frame__content'>{children}</View>
      </View>
    )
  } else if (chrome.reportFrame) {
    body = (
      <View className='xg-frame__report'>
        {chrome.reportSideNav && <SideMenu links={REPORT_SIDE_NAV} path={path} label='报告导航' />}
        <View className='xg-frame__content'>
          {/* spec 2.14 report layout: the tested-person card with the switch-person list; hidden on the Y-full purchase path (2.16) */}
          {!path.startsWith('/shop/yfull') && <ReportPersonCardLater />}
          {children}
        </View>
        <ReportCards />
      </View>
    )
  }

  return (
    <View className={`xg-frame xg-frame--${layout}${careClass}`}>
      {chrome.siteHeader && <SiteHeader device={device} overHero={overHero} />}
      <View className={mainClass} ariaRole='main'>
        {title ? <PageTitle title={title} /> : null}
        {body}
      </View>
      {chrome.footer && <SiteFooter />}
      {/* spec 2.14: the default layout shows the set-profile step when required */}
      {layout === 'default' && <ProfileGate path={path} />}
      {/* issue 26 item 1: an agreement updated by staff is asked again at the next visit */}
      <AgreementUpdateGate path={path} />
    </View>
  )
}
