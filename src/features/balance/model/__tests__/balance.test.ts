import { amountFenOf, cleanAmountInput, flowLabel, signedYuan } from '../balance'

describe('balance page rules', () => {
  it('flows read as words and signed yuan', () => {
    expect(flowLabel('REWARD')).toBe('活动奖励')
    expect(flowLabel('WITHDRAW_REFUSED')).toBe('提现未通过，退回')
    expect(signedYuan(1200)).toBe('+12.00')
    expect(signedYuan(-1000)).toBe('-10.00')
  })

  it('an amount in yuan becomes whole fen, never a float', () => {
    expect(amountFenOf('12.5')).toBe(1250)
    expect(amountFenOf('0.07')).toBe(7)
    expect(amountFenOf('12.345')).toBeNull()
    expect(amountFenOf('')).toBeNull()
    expect(cleanAmountInput('12.345')).toBe('12.34')
    expect(cleanAmountInput('1a2.3.4')).toBe('12.34')
  })
})
