import { computeReport } from '../compute'
import { allCountVectors } from '../consistency'
import { genotypeWith, index, kb, kitWith } from './helpers'

/**
 * Several items read a group that one item defines: the ABO blood group (abo_blood_group's level)
 * and the APOE type (each pair of e4/e2 counts is one APOE genotype; alzheimers_disease says which
 * pairs are no common genotype). Each item restates the genotype-to-group table in its own rule, so
 * this checks that every such item gives one level per group (two genotypes of the same blood group
 * never get different levels) and that a genotype the defining item cannot place is never placed.
 */
const GROUPS = [
  { definer: 'abo_blood_group', markers: ['rs8176719', 'rs8176746'], unplaced: ['uncertain'], groupIsLevel: true },
  { definer: 'alzheimers_disease', markers: ['rs429358', 'rs7412'], unplaced: ['unusual'], groupIsLevel: false }
]

/** the allele every item counts at a marker (the audit makes it one allele per marker) */
const countedAllele = (rsid: string) => kb.items.flatMap(i => i.markers).find(x => x.rsid === rsid)!.effectAllele

describe('items that read a group defined by another item', () => {
  for (const g of GROUPS) {
    const readers = kb.items.filter(i => i.id !== g.definer && g.markers.every(r => i.markers.some(m => m.rsid === r)) && i.markers.length === g.markers.length)
    it(`${g.definer}: ${readers.length} items give one level per group`, () => {
      expect(readers.length).toBeGreaterThan(0)
      const levelOf = (id: string, counts: number[]) => {
        const gt = Object.fromEntries(g.markers.map((r, k) => [r, genotypeWith(r, countedAllele(r), counts[k])]))
        return computeReport({ kit: kitWith(gt), index }, { kb, itemIds: [id] })[0].level!
      }
      const vectors = allCountVectors(g.markers.length)
      const groupOf = vectors.map(v => {
        const level = levelOf(g.definer, v)
        return g.groupIsLevel || g.unplaced.includes(level) ? level : v.join(',')
      })
      for (const item of readers) {
        const seen = new Map<string, string>()
        vectors.forEach((v, k) => {
          const level = levelOf(item.id, v)
          const before = seen.get(groupOf[k])
          if (before !== undefined) expect({ item: item.id, group: groupOf[k], level }).toEqual({ item: item.id, group: groupOf[k], level: before })
          seen.set(groupOf[k], level)
          if (g.unplaced.includes(groupOf[k])) expect({ item: item.id, counts: v.join(','), unplaced: item.levels.includes(level) && /uncertain|unusual/.test(level) }).toEqual({ item: item.id, counts: v.join(','), unplaced: true })
        })
      }
    })
  }
})
