import { SHIELD_STATE } from './entities/social'
import { badgeText, bucketNotices, chatPlainText, isServiceTime, mergeMessages, needsTimeSeparator, nextServiceStart, noticeBucket, sentSinceReply, shieldStateOf, shieldView, supportReplyHint } from './notice'

const DAY = 86400_000
/** 2026-11-30 is a Monday; 09:00 China time is 01:00 UTC */
const MONDAY_0900 = Date.UTC(2026, 10, 30, 1, 0)

describe('notices', () => {
  it('caps the badge at 99, then a dotted sign', () => {
    expect([badgeText(0), badgeText(1), badgeText(99), badgeText(100)]).toEqual(['', '1', '99', '···'])
  })
  it('buckets by age: 3 days, 7 days, a month, older', () => {
    const now = MONDAY_0900
    expect([0, 2.9, 3, 6.9, 7, 29, 30, 400].map(d => noticeBucket(now - d * DAY, now))).toEqual(['days3', 'days3', 'days7', 'days7', 'month', 'month', 'older', 'older'])
    expect(bucketNotices([{ date: now }, { date: now - 40 * DAY }], now).map(g => [g.title, g.items.length])).toEqual([['近 3 天', 1], ['更早', 1]])
  })
})

describe('chat rules', () => {
  it('shield states and what each side sees', () => {
    expect([shieldStateOf(false, false), shieldStateOf(true, false), shieldStateOf(false, true), shieldStateOf(true, true)]).toEqual([0, 1, 2, 3])
    expect(shieldView(SHIELD_STATE.SHIELD_HIDDEN).inputDisabled).toBe(true)
    expect(shieldView(SHIELD_STATE.SHIELD_TO)).toEqual({ inputDisabled: false, notice: '你已屏蔽对方，对方的私信不会再打扰你' })
  })
  it('counts my messages since the last reply, separates after 10 minutes, strips tags', () => {
    expect(sentSinceReply([1, 2, 1, 1], 1)).toBe(2)
    expect(sentSinceReply([1, 2], 1)).toBe(0)
    expect(needsTimeSeparator(0, 10 * 60_000)).toBe(false)
    expect(needsTimeSeparator(0, 10 * 60_000 + 1)).toBe(true)
    expect(chatPlainText('<p>a&amp;b</p><br><img src="/x.jpg">')).toBe('a&b\n[图片]')
  })
  it('merges by id: a frame twice is one message', () => {
    expect(mergeMessages([{ id: 1 }, { id: 3 }], [{ id: 2 }, { id: 3 }]).map(m => m.id)).toEqual([1, 2, 3])
  })
})

describe('service hours (workdays 09:00-18:00 China time)', () => {
  it('is open on a Monday morning, closed at 18:00 and at the weekend', () => {
    expect(isServiceTime(MONDAY_0900)).toBe(true)
    expect(isServiceTime(MONDAY_0900 - 1)).toBe(false)
    expect(isServiceTime(MONDAY_0900 + 9 * 3600_000)).toBe(false)
    expect(isServiceTime(MONDAY_0900 - 2 * DAY + 3 * 3600_000)).toBe(false)
  })
  it('tells when the answer comes', () => {
    expect(nextServiceStart(MONDAY_0900 + 9 * 3600_000)).toBe(MONDAY_0900 + DAY)
    expect(nextServiceStart(MONDAY_0900 + 4 * DAY + 10 * 3600_000)).toBe(MONDAY_0900 + 7 * DAY)
    expect(supportReplyHint(MONDAY_0900 - 3600_000).text).toContain('今天 09:00')
    expect(supportReplyHint(MONDAY_0900 + 9 * 3600_000).text).toContain('明天 09:00')
    expect(supportReplyHint(MONDAY_0900 + 4 * DAY + 10 * 3600_000).text).toContain('周一（12月7日）')
    expect(supportReplyHint(MONDAY_0900).open).toBe(true)
  })
})
