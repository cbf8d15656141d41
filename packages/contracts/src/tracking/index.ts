/**
 * Tracking (issue 26 item 10; spec 7.3 "Tracking", 9): page views (VIEW_PAGE_EVENT) and button
 * presses (CLICK_BUTTON) sent in batches (every 10 s or 10 events, TRACKING_BATCH) to the
 * product's own event endpoint, with the analytics site id of the device context (spec 9). Only
 * while the IS_OPEN_PIWIK switch is on, and only for a signed-in account that accepted the privacy
 * policy (no event before consent). An event carries no personal data beyond the account id: the
 * page's route pattern (never its query or ids), a button's name, the site id, the time.
 */
import { ANALYTICS_SITE_ID } from '../constants'
import type { DeviceKind } from '../device'

export const TRACKING_EVENTS = ['VIEW_PAGE_EVENT', 'CLICK_BUTTON'] as const
export type TrackingEventName = (typeof TRACKING_EVENTS)[number]

/** the most events one request carries (the client sends at 10) */
export const TRACKING_BATCH_MAX = 20
/** the most events stored per account per day (China time); more are dropped */
export const TRACKING_DAILY_MAX = 2000
export const TRACKING_ROUTE_PATTERN = /^\/[A-Za-z0-9/_:.-]{0,118}\??$/
export const TRACKING_BUTTON_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/
/** days the staff roll-up covers */
export const TRACKING_ROLLUP_DAYS = 14

export interface TrackingEvent {
  event: TrackingEventName
  /** the route pattern (`/report/:barcode`), never the URL with its values */
  router: string
  /** a button's name (CLICK_BUTTON) */
  button?: string
  /** when it happened (ms) */
  at: number
}

/** spec 9: the analytics site id by device context (app 4, messaging-app browser 6, mobile 5, desktop 1); the mini-program has none (WeChat's own analytics) */
export function analyticsSiteId(kind: DeviceKind): number | null {
  if (kind === 'miniprogram') return null
  return ANALYTICS_SITE_ID[kind]
}

export interface TrackingDay {
  /** China date YYYY-MM-DD */
  day: string
  views: number
  clicks: number
  /** distinct accounts */
  accounts: number
}

export interface TrackingRollup {
  days: TrackingDay[]
  /** the most viewed routes over the period */
  topRoutes: Array<{ router: string; views: number }>
  /** whether IS_OPEN_PIWIK is on now */
  enabled: boolean
}
