import { crowdfundingIdOfScene, crowdfundingPercent, crowdfundingScene, isActivityRunning, maskName } from '.'

describe('activities', () => {
  it('the current activity is the one where now lies between its start and end (spec 4)', () => {
    expect(isActivityRunning({ startAt: 100, endAt: 200 }, 100)).toBe(true)
    expect(isActivityRunning({ startAt: 100, endAt: 200 }, 199)).toBe(true)
    expect(isActivityRunning({ startAt: 100, endAt: 200 }, 200)).toBe(false)
    expect(isActivityRunning({ startAt: 100, endAt: 200 }, 99)).toBe(false)
  })

  it('crowdfunding progress is a floored whole percent', () => {
    expect(crowdfundingPercent(0, 5_000_000)).toBe(0)
    expect(crowdfundingPercent(4_999_999, 5_000_000)).toBe(99)
    expect(crowdfundingPercent(5_000_000, 5_000_000)).toBe(100)
    expect(crowdfundingPercent(7_500_000, 5_000_000)).toBe(150)
    expect(crowdfundingPercent(100, 0)).toBe(0)
  })

  it('a supporter order carries its campaign in the scene', () => {
    expect(crowdfundingIdOfScene(crowdfundingScene(12))).toBe(12)
    expect(crowdfundingIdOfScene('NEWCOMER')).toBeNull()
    expect(crowdfundingIdOfScene(null)).toBeNull()
    expect(crowdfundingScene(123456789).length).toBeLessThanOrEqual(32)
  })

  it('names shown to others keep the surname only', () => {
    expect(maskName('张三')).toBe('张*')
    expect(maskName('欧阳娜娜')).toBe('欧**')
    expect(maskName('')).toBe('匿名用户')
  })
})
