import { couponValue, fissionProgress, inviteLink, sceneOf } from '../activity'

describe('activity page rules', () => {
  it('a coupon reads as its value', () => {
    expect(couponValue({ kind: 'AMOUNT_OFF', amountFen: 2000, thresholdFen: 0 })).toBe('¥20')
    expect(couponValue({ kind: 'AMOUNT_OFF', amountFen: 2050, thresholdFen: 0 })).toBe('¥20.50')
    expect(couponValue({ kind: 'PERCENT_OFF', percent: 10, capFen: 10000, thresholdFen: 0 })).toBe('9 折')
  })

  it('the scene comes from the link, else the shared gift', () => {
    expect(sceneOf('UPGRADE')).toBe('UPGRADE')
    expect(sceneOf(undefined)).toBe('SHARE_GIFT')
    expect(sceneOf('<script>')).toBe('SHARE_GIFT')
  })

  it('a friend is sent to the project page with the code; progress stops at what is needed', () => {
    expect(inviteLink('https://x.cn', 'hearing', 'ABCDEFGH')).toBe('https://x.cn/fission/project-detail?key=hearing&code=ABCDEFGH')
    expect(fissionProgress(1, 3)).toEqual({ done: 1, left: 2, percent: 33 })
    expect(fissionProgress(5, 3)).toEqual({ done: 3, left: 0, percent: 100 })
  })
})
