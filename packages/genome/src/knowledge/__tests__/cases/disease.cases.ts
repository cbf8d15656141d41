import type { ItemCase } from './index'

/**
 * Single- and few-marker disease items of the disease curator (items/disease/single.json).
 * Plus-strand GRCh37 genotypes written from the sources: LRRK2 is on the plus strand, so
 * G2385R c.7153G>A is G>A (rs34778348) and R1628P c.4883G>C is G>C (rs33949390).
 */
export const CASES: Record<string, ItemCase[]> = {
  parkinsons_disease_lrrk2: [
    { gt: { rs34778348: 'GG', rs33949390: 'GG' }, expect: 'typical' },
    // one G2385R (the 11.7% heterozygous patients of the mainland study)
    { gt: { rs34778348: 'GA', rs33949390: 'GG' }, expect: 'elevated' },
    // one R1628P
    { gt: { rs34778348: 'GG', rs33949390: 'GC' }, expect: 'elevated' },
    // homozygous G2385R, homozygous R1628P, and one of each
    { gt: { rs34778348: 'AA', rs33949390: 'GG' }, expect: 'elevated_two' },
    { gt: { rs34778348: 'GG', rs33949390: 'CC' }, expect: 'elevated_two' },
    { gt: { rs34778348: 'GA', rs33949390: 'GC' }, expect: 'elevated_two' },
    { missing: ['rs34778348'], expect: 'retest' },
    { missing: ['rs33949390'], expect: 'retest' }
  ]
}
