/**
 * Times in China time whatever the device's zone. Run it in another zone (TZ=America/New_York
 * npm test -w @xungen/contracts -- src/time.test.ts; UTC works too): the moments below fall on
 * another day there than in Beijing, so a formatter that read the device's zone would fail.
 */
import { chinaDate, chinaDateCompactText, chinaDateLong, chinaDateTime, chinaShortDateTime, chinaYear, chinaDateCompact, chinaDateTimeText } from '.'

// 2026-11-28 23:30 in Beijing = 2026-11-28 15:30 UTC = 10:30 in New York
const MOMENT = Date.UTC(2026, 10, 28, 15, 30)
// 2026-12-31 16:30 UTC = 2027-01-01 00:30 in Beijing, still 2026 in New York
const NEW_YEAR = Date.UTC(2026, 11, 31, 16, 30)

describe('China time', () => {
  it('the test runs outside China time (a device-zone formatter would show another day)', () => {
    expect(new Date(NEW_YEAR).getTimezoneOffset()).not.toBe(-480)
    expect(new Date(NEW_YEAR).getFullYear()).toBe(2026)
  })

  it('dates and times are Beijing\'s, not the device\'s', () => {
    expect(chinaDateTime(MOMENT)).toBe('2026-11-28 23:30')
    expect(chinaDate(NEW_YEAR)).toBe('2027-01-01')
    expect(chinaDateLong(NEW_YEAR)).toBe('2027年1月1日')
    expect(chinaShortDateTime(NEW_YEAR)).toBe('01-01 00:30')
    expect(chinaDateCompactText(NEW_YEAR)).toBe('20270101')
    expect(chinaYear(NEW_YEAR)).toBe(2027)
  })

  it('the older helpers give the same', () => {
    expect(chinaDateCompact(NEW_YEAR)).toBe('20270101')
    expect(chinaDateTimeText(MOMENT)).toBe('2026-11-28 23:30')
  })
})
