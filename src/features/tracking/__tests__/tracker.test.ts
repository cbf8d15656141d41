import { TRACKING_ROUTE_PATTERN, analyticsSiteId } from '@xungen/contracts'
import { buttonName } from '@/lib/buttonPresses'
import { TrackingQueue } from '../queue'

describe('tracking (issue 26 item 10; spec 9)', () => {
  function setup() {
    const sent: number[] = []
    const timers: Array<() => void> = []
    const q = new TrackingQueue(5, {
      send: async (_site, events) => void sent.push(events.length),
      now: () => 1,
      setTimer: fn => (timers.push(fn), timers.length),
      clearTimer: () => undefined
    })
    return { q, sent, timers }
  }

  it('sends at 10 events, or 10 s after the first waiting one', () => {
    const { q, sent, timers } = setup()
    for (let i = 0; i < 10; i++) q.add({ event: 'VIEW_PAGE_EVENT', router: '/' })
    expect(sent).toEqual([10])
    q.add({ event: 'VIEW_PAGE_EVENT', router: '/' })
    expect(sent).toEqual([10])
    timers.at(-1)!()
    expect(sent).toEqual([10, 1])
  })

  it('the site id by device context: app 4, WeChat browser 6, mobile 5, desktop 1, none in the mini-program', () => {
    expect([analyticsSiteId('app'), analyticsSiteId('wechat'), analyticsSiteId('mobile'), analyticsSiteId('pc'), analyticsSiteId('miniprogram')]).toEqual([4, 6, 5, 1, null])
  })

  it('names a button by its own class, never its text; routes are patterns without values', () => {
    expect(buttonName('xg-content-save')).toBe('content-save')
    expect(buttonName(undefined)).toBeNull()
    expect(TRACKING_ROUTE_PATTERN.test('/report/:barcode')).toBe(true)
    expect(TRACKING_ROUTE_PATTERN.test('/activity/:static_tag?')).toBe(true)
    expect(TRACKING_ROUTE_PATTERN.test('/report?barcode=XG1')).toBe(false)
  })
})
