import { kinDegreeLabel } from '@xungen/contracts'
import { browserRows, countText, distributionRows, gradeLine, intervalBar, parentSideText, percent, sortBySimilarity, starRating, starString, toggleCompared } from '../ancestry'

const row = (name: string, totalCm: number, largestCm: number) => ({ personId: totalCm, name, sex: null, totalCm, segments: 1, largestCm, relationship: 'x', relationshipLabel: '' })

describe('ancestry model', () => {
  it('formats shares and draws intervals inside the bar', () => {
    expect(percent(0.4567)).toBe('45.7%')
    expect(intervalBar({ proportion: 0.9, low: 0.85, high: 1.02 })).toEqual({ fill: 90, from: 85, to: 100 })
  })
  it('shows the server\'s degree line (contracts kinDegreeLabel): a parent is a first-degree relative, never 亲缘等级 2-3', () => {
    const parent = gradeLine({ label: kinDegreeLabel({ relationship: 'parent-child', degree: 1, grade: '2-3', text: '近亲或直系亲属', generations: '1' }) })!
    expect(parent).toBe('一级亲属 · 直系（父母与子女），血缘相隔 1 代')
    expect(parent).not.toContain('2-3')
    expect(gradeLine(null)).toBeNull()
  })
  it('names the parent side of spec 3.10 (0 mother, 1 father, 2 both)', () => {
    expect([0, 1, 2, null].map(s => parentSideText(s as 0 | 1 | 2 | null))).toEqual(['母亲一方', '父亲一方', '父母双方', '未知'])
  })
  it('never shows a count under the threshold', () => {
    // the server's shown number (rounded down to a multiple of 5, issue 20 item 8) in its words
    expect(countText({ count: 10, below: false, label: '10人以上' }, 5)).toBe('10人以上')
    expect(countText({ count: 10, below: false }, 5)).toBe('10人以上')
    expect(countText({ count: null, below: true }, 5)).toContain('少于 5 人')
    expect(countText({ count: null, below: false }, 5)).toContain('开启基因寻亲')
    expect(distributionRows([{ count: 10 }, { count: 5 }]).map(r => r.width)).toEqual([100, 50])
  })
  it('rates stars over the parts that apply: a woman is not marked down for having no Y chromosome', () => {
    const man = starRating({ compositionEstimated: true, maternalCalled: true, paternalStatus: 'called', relativesOn: false, yFullSequence: false })
    expect([man.stars, man.of]).toEqual([3, 5])
    expect(man.items.filter(i => !i.met).map(i => i.key)).toEqual(['relatives', 'yfull'])
    const woman = starRating({ compositionEstimated: true, maternalCalled: true, paternalStatus: 'not-applicable', relativesOn: true, yFullSequence: false })
    expect([woman.stars, woman.of]).toEqual([3, 3])
    expect(woman.items.map(i => i.key)).not.toContain('paternal')
    const noCall = starRating({ compositionEstimated: false, maternalCalled: false, paternalStatus: 'no-call', relativesOn: false, yFullSequence: false })
    expect([noCall.stars, noCall.of]).toEqual([0, 5])
    expect(starString(3, 5)).toBe('★★★☆☆')
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
