/** The pages show times in China time whatever the browser's zone (run with TZ=America/New_York; UTC works too). */
import { timeText } from '../person'
import { eventTime } from '@/features/commerce/model/expressMailNODetail'

const MOMENT = Date.UTC(2026, 11, 31, 16, 30) // 2027-01-01 00:30 in Beijing

it('person, parcel and activity times are Beijing\'s', () => {
  expect(new Date(MOMENT).getTimezoneOffset()).not.toBe(-480)
  expect(new Date(MOMENT).getDate()).toBe(31)
  expect(timeText(MOMENT)).toBe('2027-01-01 00:30')
  expect(eventTime(MOMENT)).toBe('01-01 00:30')
})
