/** Tracking (issue 26 item 10; contracts/src/tracking): the product's own event endpoint and the staff's daily roll-up. */
import { z } from 'zod/mini'
import { TRACKING_BATCH_MAX, TRACKING_BUTTON_PATTERN, TRACKING_EVENTS, TRACKING_ROUTE_PATTERN, type TrackingRollup } from '../tracking'
import { endpoint } from './define'

const rollupSchema: z.ZodMiniType<TrackingRollup> = z.object({
  days: z.array(z.object({ day: z.string(), views: z.number(), clicks: z.number(), accounts: z.number() })),
  topRoutes: z.array(z.object({ router: z.string(), views: z.number() })),
  enabled: z.boolean()
})

export const TRACKING = {
  events: endpoint({
    method: 'POST', path: '/proxy/tracking/events',
    auth: 'user',
    summary: 'A batch of VIEW_PAGE_EVENT and CLICK_BUTTON events (route patterns and button names only); stored while IS_OPEN_PIWIK is on and the account accepted the privacy policy, at most TRACKING_DAILY_MAX a day',
    body: z.strictObject({
      siteId: z.int().check(z.gte(1), z.lte(99)),
      events: z
        .array(
          z.strictObject({
            event: z.enum(TRACKING_EVENTS),
            router: z.string().check(z.regex(TRACKING_ROUTE_PATTERN)),
            button: z.optional(z.string().check(z.regex(TRACKING_BUTTON_PATTERN))),
            at: z.int().check(z.gte(0), z.lte(8_640_000_000_000))
          })
        )
        .check(z.minLength(1), z.maxLength(TRACKING_BATCH_MAX))
    }),
    response: z.object({ stored: z.number() }),
    codes: [],
    bodyLimit: 8 * 1024
  }),
  rollup: endpoint({
    method: 'GET', path: '/proxy/ops/tracking/daily',
    auth: { staff: ['operator'] },
    summary: 'Staff: page views, button presses and distinct accounts per day (China time) over the last 14 days, and the most viewed routes',
    response: rollupSchema,
    codes: []
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { tracking: TRACKING } as const
