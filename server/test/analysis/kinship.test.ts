/** Rules of issue 16's relatives pages that the analysis domain decides: spec 3.10 grades and the parent side. */
import { originFromParents, relationshipGrade } from '../../src/domains/analysis/genome'
import { sideFromPair, sideFromParentsBasis } from '../../src/domains/analysis/kinship'

describe('spec 3.10 grades', () => {
  it('a full sibling is grade 2-3 (close or direct relatives), 2 generations apart; a parent 1; identical twins 0', () => {
    // the spec's grade stays; the line a person reads names the degree (kinDegreeLabel), never "亲缘等级 2-3" for a parent
    expect(relationshipGrade('full-sibling')).toEqual({ grade: '2-3', text: '近亲或直系亲属', generations: '2', degree: 1, label: '一级亲属 · 同父同母的兄弟姐妹，经父母血缘相隔 2 代' })
    expect(relationshipGrade('parent-child')).toMatchObject({ grade: '2-3', text: '近亲或直系亲属', generations: '1', degree: 1 })
    expect(relationshipGrade('parent-child')?.label).toContain('直系（父母与子女）')
    expect(relationshipGrade('identical')).toMatchObject({ grade: '2-3', generations: '0' })
    expect(relationshipGrade('unknown-class')).toBeNull()
  })

  it('every class above the closest has its generations inside its grade\'s range (spec: "grades by generations")', () => {
    const keys = ['second-degree', 'third-degree', 'fourth-degree', 'fifth-degree', 'sixth-degree', 'seventh-degree', 'eighth-degree', 'ninth-degree', 'tenth-degree', 'distant']
    for (const k of keys) {
      const g = relationshipGrade(k)!
      const [lo, hi] = g.generations.split('-').map(Number)
      const [glo, ghi] = g.grade.endsWith('+') ? [Number(g.grade.slice(0, -1)), Infinity] : g.grade.split('-').map(Number)
      // the class's generations overlap the grade's range
      expect(Math.max(lo, glo) <= Math.min(hi ?? lo, ghi)).toBe(true)
    }
    expect(relationshipGrade('fifth-degree')).toMatchObject({ grade: '5-6', text: expect.stringContaining('二代堂表亲') })
  })
})

describe('parent side (spec 3.10: 0 mother, 1 father, 2 both)', () => {
  const me = { sex: 'female', birthday: '1990-01-01', mt: 'D4a' }
  it('full siblings and twins: both', () => {
    expect(sideFromPair('full-sibling', me, { sex: 'male', birthday: '1992-01-01', mt: 'D4a' })?.side).toBe(2)
    expect(sideFromPair('identical', me, me)?.side).toBe(2)
  })
  it('parent-child: the older is the parent, the sex says which; mtDNA rules a mother out', () => {
    expect(sideFromPair('parent-child', me, { sex: 'female', birthday: '1960-01-01', mt: 'D4a' })).toMatchObject({ side: 0, otherIsParent: 'mother' })
    expect(sideFromPair('parent-child', me, { sex: 'male', birthday: '1960-01-01', mt: 'B4' })).toMatchObject({ side: 1, otherIsParent: 'father' })
    expect(sideFromPair('parent-child', me, { sex: 'female', birthday: '1960-01-01', mt: 'M7' })?.side).toBeNull()
    expect(sideFromPair('parent-child', me, { sex: null, birthday: '1960-01-01', mt: 'M7' })).toMatchObject({ side: 1, otherIsParent: 'father' })
    expect(sideFromPair('parent-child', me, { sex: null, birthday: '1960-01-01', mt: 'D4a' })?.side).toBeNull()
    // the other is my child, or the birthdays do not tell
    expect(sideFromPair('parent-child', me, { sex: 'male', birthday: '2015-01-01', mt: 'D4a' })?.side).toBeNull()
    expect(sideFromPair('parent-child', me, { sex: 'male', birthday: null, mt: null })?.side).toBeNull()
  })
  it('any other relationship is left to the tested parents\' kits', () => {
    expect(sideFromPair('third-degree', me, { sex: 'male', birthday: '1950-01-01', mt: 'D4a' })).toBeNull()
  })
  it('from the parents\' segments: inside the mother\'s segments with the relative is maternal; one parent tested decides by exclusion', () => {
    const seg = (chrom: number, startCm: number, endCm: number) => ({ chrom, startCm, endCm, cm: endCm - startCm, startPos: startCm * 1e6, endPos: endCm * 1e6, fullyIdentical: false })
    const child = [seg(1, 10, 40), seg(2, 50, 70)]
    expect(originFromParents(child, [seg(1, 5, 45), seg(2, 40, 80)], []).origin).toBe(0)
    expect(originFromParents(child, [], [seg(1, 0, 60), seg(2, 45, 90)]).origin).toBe(1)
    expect(originFromParents(child, [seg(1, 5, 45)], [seg(2, 45, 90)]).origin).toBe(2)
    // only the mother tested, sharing nothing with the relative: the father's side by exclusion
    expect(originFromParents(child, [], undefined)).toMatchObject({ origin: 1, paternalCm: 50 })
    expect(sideFromParentsBasis({ origin: 1, maternalCm: 0, paternalCm: 50 }, { mother: true, father: false })).toContain('父亲一方 50 cM')
  })
})
