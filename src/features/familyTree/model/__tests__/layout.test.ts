import { layoutTree, nodeAt, visibleNodes, zoomAt, centreOn, NODE_H, NODE_W, type LayoutFamily, type LayoutPerson } from '../layout'

const p = (id: number, name = `P${id}`): LayoutPerson => ({ id, name, sex: 'U', generationName: null, birthYear: null, deathYear: null, tested: false, dnaMatch: null })

describe('family tree layout', () => {
  // 1 + 2 are the parents of 3; 3 + 4 the parents of 5 and 6; 7 + 8 the parents of 4
  const persons = [1, 2, 3, 4, 5, 6, 7, 8].map(i => p(i))
  const families: LayoutFamily[] = [
    { id: 1, partner1: 1, partner2: 2, children: [3] },
    { id: 2, partner1: 3, partner2: 4, children: [5, 6] },
    { id: 3, partner1: 7, partner2: 8, children: [4] }
  ]

  it('draws ancestors above, descendants below, the root at 0,0, parents centred over children', () => {
    const hour = layoutTree(persons, families, 3, 'hourglass')
    const at = (id: number) => hour.nodes.find(n => n.person.id === id)!
    expect(at(3)).toMatchObject({ x: 0, y: 0, generation: 0, partners: ['P4'] })
    expect(at(1).generation).toBe(-1)
    expect(at(5).generation).toBe(1)
    expect((at(1).x + at(2).x) / 2).toBe(0)
    expect((at(5).x + at(6).x) / 2).toBe(0)
    expect(hour.nodes).toHaveLength(5)
    expect(layoutTree(persons, families, 5, 'ancestors').nodes.map(n => n.person.id).sort()).toEqual([1, 2, 3, 4, 5, 7, 8])
    expect(layoutTree(persons, families, 1, 'descendants').nodes.map(n => n.person.id).sort()).toEqual([1, 3, 5, 6])
    expect(layoutTree(persons, families, 99, 'hourglass').nodes).toEqual([])
  })

  it('draws a person met twice once (pedigree collapse) and no two nodes on one spot', () => {
    // 10 and 11 are cousins whose child is 12: 1 and 2 are ancestors on both sides
    const ps = [1, 2, 3, 4, 10, 11, 12, 20, 21].map(i => p(i))
    const fs: LayoutFamily[] = [
      { id: 1, partner1: 1, partner2: 2, children: [3, 4] },
      { id: 2, partner1: 3, partner2: 20, children: [10] },
      { id: 3, partner1: 4, partner2: 21, children: [11] },
      { id: 4, partner1: 10, partner2: 11, children: [12] }
    ]
    const l = layoutTree(ps, fs, 12, 'ancestors')
    const ids = l.nodes.map(n => n.person.id)
    expect(new Set(ids).size).toBe(ids.length)
    const spots = new Set(l.nodes.map(n => `${n.x},${n.y}`))
    expect(spots.size).toBe(l.nodes.length)
  })

  it('lays out a 3,000-person tree once quickly and draws only what is in view', () => {
    // a full binary descent: every person has two children, 11 generations (4,095 people)
    const many: LayoutPerson[] = []
    const fams: LayoutFamily[] = []
    for (let i = 1; i <= 4095; i++) many.push(p(i))
    for (let i = 1; 2 * i + 1 <= 4095; i++) fams.push({ id: i, partner1: i, partner2: null, children: [2 * i, 2 * i + 1] })
    const start = Date.now()
    const l = layoutTree(many, fams, 1, 'descendants')
    expect(Date.now() - start).toBeLessThan(1000)
    expect(l.nodes).toHaveLength(4095)
    const v = centreOn(0, 0, 400, 600)
    const seen = visibleNodes(l, v, 400, 600)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.length).toBeLessThan(60)
    expect(nodeAt(l, v, 200, 300)?.person.id).toBe(1)
    expect(nodeAt(l, v, 200 + NODE_W, 300 + NODE_H * 10)).toBeNull()
  })

  it('zooms about a point, keeping it in place, within the limits', () => {
    const v = { x: 0, y: 0, scale: 1 }
    const z = zoomAt(v, 2, 100, 50)
    expect(z.scale).toBe(2)
    expect(z.x + 100 / z.scale).toBeCloseTo(100)
    expect(z.y + 50 / z.scale).toBeCloseTo(50)
    expect(zoomAt(v, 100, 0, 0).scale).toBe(3)
    expect(zoomAt(v, 0.001, 0, 0).scale).toBe(0.1)
  })
})
