/**
 * Which parts of the page frame show, by layout (spec 2.14) and device context (spec 2.15, 6).
 * Data plus one function; the layout components only read the result.
 */
import { isEmbeddedWebView, type DeviceContext } from '@xungen/contracts'
import type { LayoutName } from '@/routes'

export interface Chrome {
  /** spec 2.15: site header, on desktop and plain browsers only */
  siteHeader: boolean
  /** spec 2.14: footer only outside the app and the messaging-app web views; spec 6: hidden in share mode */
  footer: boolean
  /** spec 2.14 user-home: side menu of the account centre */
  userMenu: boolean
  /** spec 2.9: the report side navigation, skipped in the app and the mini-program */
  reportSideNav: boolean
  /** spec 2.14 report layout: tested-person card, download-app card, consult entry */
  reportFrame: boolean
  /** spec 2.14 mobile-only: phone-width column on every screen */
  phoneWidth: boolean
  /** spec 2.14 default-gray */
  grayBackground: boolean
}

export interface ChromeInput {
  layout: LayoutName
  device: DeviceContext
  /** spec 6: share mode (a shared report link) */
  shareMode: boolean
}

/**
 * DECISION (ADR 0007): the mini-program has no site header and no footer: it has WeChat's
 * navigation bar and its own tab bar, and spec 2.15 names the header a browser feature.
 */
export function chromeOf({ layout, device, shareMode }: ChromeInput): Chrome {
  const browser = device.kind === 'pc' || device.kind === 'mobile'
  const framed = layout !== 'blank'
  return {
    siteHeader: framed && browser,
    footer: framed && browser && !isEmbeddedWebView(device) && !shareMode,
    userMenu: layout === 'user-home',
    reportSideNav: layout === 'report' && device.kind !== 'app' && device.kind !== 'miniprogram',
    reportFrame: layout === 'report',
    phoneWidth: layout === 'mobile-only' || layout === 'bind',
    grayBackground: layout === 'default-gray' || layout === 'user-home' || layout === 'bind'
  }
}
