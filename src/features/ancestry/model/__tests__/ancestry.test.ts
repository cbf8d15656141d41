import { browserRows, gradeOf, intervalBar, percent, sortBySimilarity, toggleCompared } from '../ancestry'

const row = (name: string, totalCm: number, largestCm: number) => ({ personId: totalCm, name, sex: null, totalCm, segments: 1, largestCm, relationship: 'x', relationshipLabel: '' })

describe('ancestry model', () => {
  it('formats shares and draws intervals inside the bar', () => {
    expect(percent(0.4567)).toBe('45.7%')
    expect(intervalBar({ proportion: 0.9, low: 0.85, high: 1.02 })).toEqual({ fill: 90, from: 85, to: 100 })
  })
  it('grades relationships by spec 3.10 and knows nothing it was not told', () => {
    expect(gradeOf('parent-child')).toEqual({ grade: '2-3', text: '近亲或直系亲属' })
    expect(gradeOf('fourth-degree')?.grade).toBe('4-6')
    expect(gradeOf('made-up')).toBeNull()
  })
  it('sorts by shared cM, then by the longest segment', () => {
    expect(sortBySimilarity([row('乙', 100, 20), row('甲', 3400, 280), row('丙', 100, 40)]).map(r => r.name)).toEqual(['甲', '丙', '乙'])
  })
  it('compares at most three relatives', () => {
    expect(toggleCompared([1, 2, 3], 4)).toEqual([2, 3, 4])
    expect(toggleCompared([1, 2], 1)).toEqual([2])
  })
  it('places segments on their chromosome relative to its length', () => {
    const rows = browserRows([{ chrom: 1, cm: 200 }, { chrom: 2, cm: 100 }], [{ personId: 7, segments: [{ chrom: 2, startCm: 50, endCm: 100, cm: 50, fullyIdentical: false }] }])
    expect(rows[1].width).toBe(50)
    expect(rows[0].tracks[0].segments).toEqual([])
    expect(rows[1].tracks[0].segments).toEqual([{ left: 50, width: 50, cm: 50, full: false }])
  })
})
