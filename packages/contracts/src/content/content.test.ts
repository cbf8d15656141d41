import { CONTENT_KEY_PATTERN, contentKindOf, descriptionValueProblem, durationText, isWithinServiceHours, quantile, serviceHoursLine } from '.'

// 2026-11-30 is a Monday; China time is UTC+8
const china = (iso: string) => Date.parse(`${iso}+08:00`)

describe('content rules', () => {
  it('keys name their kind; description keys are the configs', () => {
    expect(contentKindOf('white-paper/chip')).toBe('white-paper')
    expect(contentKindOf('description/IS_OPEN_PIWIK')).toBe('description')
    for (const bad of ['chip', 'white-paper/', 'white-paper/Chip', 'page/a/b', 'description/lower', '../etc']) expect(CONTENT_KEY_PATTERN.test(bad)).toBe(false)
  })

  it('a description value is checked by its type', () => {
    expect(descriptionValueProblem('BOOLEAN', 'true')).toBeNull()
    expect(descriptionValueProblem('BOOLEAN', '1')).not.toBeNull()
    expect(descriptionValueProblem('JSON', '[1,2]')).toBeNull()
    expect(descriptionValueProblem('JSON', '[1,')).not.toBeNull()
  })

  it('service hours are 09:00 to 18:00 China time on Monday to Friday (spec 9)', () => {
    expect(isWithinServiceHours(china('2026-11-30T09:00:00'))).toBe(true)
    expect(isWithinServiceHours(china('2026-11-30T08:59:00'))).toBe(false)
    expect(isWithinServiceHours(china('2026-11-30T17:59:00'))).toBe(true)
    expect(isWithinServiceHours(china('2026-11-30T18:00:00'))).toBe(false)
    expect(isWithinServiceHours(china('2026-11-29T10:00:00'))).toBe(false) // Sunday
    expect(isWithinServiceHours(china('2026-12-04T10:00:00'))).toBe(true) // Friday
    expect(serviceHoursLine(china('2026-11-28T10:00:00'))).toContain('当前不在服务时间')
  })

  it('turnaround figures: nearest-rank quantiles and how durations read', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3)
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9)
    expect(durationText(0.5)).toBe('不到 1 小时')
    expect(durationText(30)).toBe('约 30 小时')
    expect(durationText(120)).toBe('约 5 天')
  })
})
