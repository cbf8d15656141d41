import { dnaConflict, kinGraph, placementCandidates, treeKinDegree } from './kinship'

// 1 ♂ + 2 ♀ → 3, 4 (full siblings); 3 + 5 → 6; 4 + 7 → 8 (6 and 8 first cousins); 1 + 9 → 10 (half sibling of 3)
const families = [
  { partner1: 1, partner2: 2, children: [3, 4] },
  { partner1: 3, partner2: 5, children: [6] },
  { partner1: 4, partner2: 7, children: [8] },
  { partner1: 1, partner2: 9, children: [10] }
]
const g = kinGraph(families)

describe('kinship in the tree', () => {
  it('counts degrees of kinship as the relationship engine does', () => {
    expect(treeKinDegree(g, 3, 1)).toBe(1)
    expect(treeKinDegree(g, 3, 4)).toBe(1)
    expect(treeKinDegree(g, 3, 10)).toBe(2)
    expect(treeKinDegree(g, 6, 1)).toBe(2)
    expect(treeKinDegree(g, 6, 4)).toBe(2)
    expect(treeKinDegree(g, 6, 8)).toBe(3)
    expect(treeKinDegree(g, 6, 5)).toBe(1)
    expect(treeKinDegree(g, 5, 7)).toBeNull()
    // children of one family are full siblings though their parents are not entered; their children first cousins
    const noParents = kinGraph([{ partner1: null, partner2: null, children: [20, 21] }, { partner1: 20, partner2: null, children: [22] }, { partner1: 21, partner2: null, children: [23] }])
    expect(treeKinDegree(noParents, 20, 21)).toBe(1)
    expect(treeKinDegree(noParents, 22, 23)).toBe(3)
    expect(treeKinDegree(noParents, 22, 21)).toBe(2)
  })

  it('offers the positions a predicted relationship allows, and the persons already there', () => {
    const second = placementCandidates(g, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 6, 'second-degree')
    expect(second.existing.map(e => e.personId).sort()).toEqual([1, 2, 4])
    expect(second.positions.filter(p => p.key === 'auntUncle').map(p => [p.relativeId, p.relation])).toEqual([[3, 'sibling'], [5, 'sibling']])
    expect(second.positions.filter(p => p.key === 'grandparent').map(p => p.relativeId).sort()).toEqual([3, 5])
    expect(second.blocked.map(b => b.key)).toEqual(['nephew', 'grandchild'])
    expect(second.blocked[0].needs).toBe('请先在家谱中添加兄弟姐妹')
    expect(placementCandidates(g, [1, 2, 3], 3, 'identical')).toEqual({ existing: [], positions: [], blocked: [] })
  })

  it('flags a placed match the tree contradicts', () => {
    expect(dnaConflict(g, 6, 8, 'third-degree')).toBeNull()
    expect(dnaConflict(g, 6, 8, 'parent-child')).toBe('家谱中是 3 级亲属，DNA 推断为 1 级亲属')
    expect(dnaConflict(g, 5, 7, 'second-degree')).toContain('没有血缘连接')
  })
})
