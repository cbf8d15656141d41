import { cladeByPopulation } from '../../src/domains/ancestry'

// the clade is read on the tree, not as a name prefix: ISOGG's K holds O, N and R, so the Han men
// of 1000 Genomes (mostly O) are in K, and every man of a population in O is also in K
describe('where a Y clade is common among the 1000 Genomes men', () => {
  it('counts the men of a clade by tree membership, above the letter level too', () => {
    const o = new Map(cladeByPopulation('O').map(r => [r.population, r]))
    const k = new Map(cladeByPopulation('K').map(r => [r.population, r]))
    expect(o.get('CHB')!.inClade).toBeGreaterThan(o.get('CHB')!.men / 2)
    for (const [population, row] of o) expect(k.get(population)!.inClade).toBeGreaterThanOrEqual(row.inClade)
    // a sub-clade is never more common than its parent
    for (const row of cladeByPopulation('O2')) expect(row.inClade).toBeLessThanOrEqual(o.get(row.population)!.inClade)
  })
})
