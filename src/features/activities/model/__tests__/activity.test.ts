import { couponValue, fissionProgress, inviteLink, sceneOf, sharingTexts } from '../activity'

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

describe('sharing rewards (WeChat rules against induced sharing)', () => {
  const rules = ['邀请 3 位好友为你助力，即可获得 5.00 元余额奖励，在“余额”中领取后可申请提现。', '每位好友在同一活动中只能助力 1 次，不能为自己助力。', '达到人数后发放 ¥5 现金红包']
  it('the website keeps every line', () => {
    expect(sharingTexts(rules, true)).toEqual(rules)
  })
  it('the mini-program drops the lines that promise money, and keeps the others', () => {
    expect(sharingTexts(rules, false)).toEqual(['每位好友在同一活动中只能助力 1 次，不能为自己助力。'])
  })
})
