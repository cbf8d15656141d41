import { bandsOf, barWidth, clampPosition, shareText } from '../scale'

describe('chart scale', () => {
  it('writes shares with one decimal below 10 % and whole percents above', () => {
    expect(shareText(0.004)).toBe('0.4%')
    expect(shareText(0.1224)).toBe('12%')
    expect(shareText(0.0004)).toBe('<0.1%')
    expect(shareText(0)).toBe('0%')
    expect(shareText(1)).toBe('100%')
  })
  it('keeps a non-zero bar visible and a zero bar empty', () => {
    expect(barWidth(0.001)).toBe(1)
    expect(barWidth(0)).toBe(0)
    expect(barWidth(0.42)).toBeCloseTo(42)
    expect(barWidth(1.5)).toBe(100)
  })
  it('keeps the position marker inside the track', () => {
    expect(clampPosition(0)).toBe(2)
    expect(clampPosition(100)).toBe(98)
    expect(clampPosition(63.2)).toBe(63.2)
    expect(clampPosition(Number.NaN)).toBe(50)
  })
  it('cuts the scale into the bands of the result levels', () => {
    expect(bandsOf([20, 80])).toEqual([{ from: 0, to: 20 }, { from: 20, to: 80 }, { from: 80, to: 100 }])
    expect(bandsOf([])).toEqual([{ from: 0, to: 100 }])
  })
})
