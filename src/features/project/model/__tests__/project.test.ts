import { branchChoices, dayText, STAT_PAGES } from '../project'

describe('project pages', () => {
  it('offers the deepest branches of a haplogroup first', () => {
    expect(branchChoices(['A0-T', 'BT', 'CT', 'F', 'K', 'NO', 'O', 'O2', 'O2a', 'O2a2', 'O2a2b', 'O2a2b1'], 3)).toEqual(['O2a2b1', 'O2a2b', 'O2a2'])
  })
  it('dates in Beijing time', () => {
    expect(dayText(Date.UTC(2026, 10, 28, 20))).toBe('2026年11月29日')
  })
  it('counts national origin by nation', () => {
    expect(STAT_PAGES['national-origin'].by).toBe('nation')
  })
})
