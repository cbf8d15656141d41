import { channelCodeOf, limitText, maxCountOf, periodText, remainingOf } from '../channel'

describe('partner channel page rules', () => {
  it('takes a well-formed code from the link only', () => {
    expect(channelCodeOf(' DEMO-CLINIC ')).toBe('DEMO-CLINIC')
    expect(channelCodeOf('')).toBeNull()
    expect(channelCodeOf(undefined)).toBeNull()
    expect(channelCodeOf('a b')).toBeNull()
    expect(channelCodeOf('<script>')).toBeNull()
    expect(channelCodeOf('x'.repeat(25))).toBeNull()
  })

  it('shows the period in China time with the last day the channel is open', () => {
    // 2026-10-31 16:00 UTC is 2026-11-01 00:00 in China; the end 2027-01-01 00:00 China time means open through 2026-12-31
    expect(periodText(Date.UTC(2026, 9, 31, 16), Date.UTC(2026, 11, 31, 16))).toBe('2026-11-01 至 2026-12-31')
  })

  it('counts what is left of the per-account limit', () => {
    expect(remainingOf(2, null)).toBeNull()
    expect(remainingOf(2, 1)).toBe(1)
    expect(remainingOf(2, 5)).toBe(0)
    expect(maxCountOf(2, null)).toBe(2)
    expect(maxCountOf(3, 1)).toBe(2)
    expect(maxCountOf(2, 2)).toBe(1)
    expect(limitText(2, null)).toBe('每个账号限购 2 件')
    expect(limitText(2, 1)).toBe('每个账号限购 2 件，您已购买 1 件，还可购买 1 件')
    expect(limitText(2, 2)).toBe('每个账号限购 2 件，您已购满')
  })
})
