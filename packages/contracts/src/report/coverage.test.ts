/** "未检出" is "looked for, not found"; an item the chip never read is 未检测（芯片未覆盖）, and low coverage is said above the report. */
import { LOW_COVERAGE_BELOW, NOT_COVERED_COUNT, NOT_COVERED_LABEL, REPORT_ITEM_NOTES, reportCoverage } from '..'

describe('coverage', () => {
  it('an item the chip did not read is 未检测（芯片未覆盖）, never 未检出', () => {
    expect(NOT_COVERED_LABEL).toBe('未检测（芯片未覆盖）')
    expect(NOT_COVERED_COUNT(3)).toBe('3 项未检测（芯片未覆盖）')
    expect(REPORT_ITEM_NOTES.undetected).toContain('芯片未覆盖')
    expect(REPORT_ITEM_NOTES.undetected).not.toContain('未能检出')
  })

  it('a file answering fewer than 60 % of the open items gets a banner that says why, and why items are locked', () => {
    expect(LOW_COVERAGE_BELOW).toBe(0.6)
    expect(reportCoverage({ total: 136, notCovered: 10, locked: 0 })).toMatchObject({ low: false, banner: null })
    // the imported file of the issue: every item uncovered or locked
    const all = reportCoverage({ total: 136, notCovered: 100, locked: 36 })
    expect(all.low).toBe(true)
    expect(all.share).toBe(0)
    expect(all.banner).toContain('100 个已解锁项目中的 0 个')
    expect(all.banner).toContain(NOT_COVERED_LABEL)
    expect(all.banner).toContain('另有 36 个项目不在您当前的产品中')
    // at the threshold: no banner; just below: a banner
    expect(reportCoverage({ total: 10, notCovered: 4, locked: 0 }).banner).toBeNull()
    expect(reportCoverage({ total: 10, notCovered: 5, locked: 0 }).banner).not.toBeNull()
    expect(reportCoverage({ total: 0, notCovered: 0, locked: 0 })).toMatchObject({ share: 1, low: false })
    expect(reportCoverage({ total: 10, notCovered: 9, locked: 0 }, 'area').banner).toContain('只覆盖了这一类 10 个已解锁项目中的 1 个')
  })
})
