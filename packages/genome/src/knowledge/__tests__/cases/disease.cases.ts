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
  ],
  // APOE: rs429358 T>C (C = Arg112, e4), rs7412 C>T (T = Cys158, e2); e2 = T/T haplotype, e3 = T/C, e4 = C/C
  type3_hyperlipoproteinemia_apoe: [
    // e3/e3 and e4/e4: no Cys158
    { gt: { rs429358: 'TT', rs7412: 'CC' }, expect: 'typical' },
    { gt: { rs429358: 'CC', rs7412: 'CC' }, expect: 'typical' },
    // e2/e3 and e2/e4 (one Cys158)
    { gt: { rs429358: 'TT', rs7412: 'CT' }, expect: 'e2_one' },
    { gt: { rs429358: 'TC', rs7412: 'CT' }, expect: 'e2_one' },
    // e2/e2: the genotype of more than 90% of type III hyperlipoproteinemia patients (Sijbrands 1999)
    { gt: { rs429358: 'TT', rs7412: 'TT' }, expect: 'e2_two' },
    // Cys158 on both chromosomes with Arg112 on one (e1): rare, not read as e2/e2
    { gt: { rs429358: 'TC', rs7412: 'TT' }, expect: 'unusual' },
    { missing: ['rs7412'], expect: 'retest' },
    { missing: ['rs429358'], expect: 'retest' }
  ],
  // IFNL3/IFNL4 rs12979860 (GRCh37 C ref, T alt): CC vs CT/TT is the comparison of the meta-analyses
  hepatitis_c_spontaneous_clearance: [
    { gt: { rs12979860: 'CC' }, expect: 'higher_clearance' },
    { gt: { rs12979860: 'CT' }, expect: 'typical' },
    { gt: { rs12979860: 'TT' }, expect: 'typical' },
    { missing: ['rs12979860'], expect: 'retest' }
  ],
  // MTHFR c.677C>T is plus-strand G>A on the minus-strand gene (GRCh37 ref G): A = 677T
  neural_tube_defects_maternal_mthfr: [
    { gt: { rs1801133: 'GG' }, expect: 'typical' },
    { gt: { rs1801133: 'GA' }, expect: 'slightly_elevated' },
    { gt: { rs1801133: 'AA' }, expect: 'elevated' },
    { missing: ['rs1801133'], expect: 'retest' }
  ],
  // ALDH2 rs671 (GRCh37 G ref, A = ALDH2*2): the studies compare *2 carriers with *1/*1
  coronary_spasm_aldh2: [
    { gt: { rs671: 'GG' }, expect: 'typical' },
    { gt: { rs671: 'GA' }, expect: 'higher' },
    { gt: { rs671: 'AA' }, expect: 'higher' },
    { missing: ['rs671'], expect: 'retest' }
  ],
  // ALDH2 rs671: GG = *1/*1, GA = *1/*2 (the genotype with the raised odds in drinkers), AA = *2/*2
  head_neck_cancer_alcohol_aldh2: [
    { gt: { rs671: 'GG' }, expect: 'typical' },
    { gt: { rs671: 'GA' }, expect: 'elevated_with_drinking' },
    { gt: { rs671: 'AA' }, expect: 'aldh2_deficient' },
    { missing: ['rs671'], expect: 'retest' }
  ]
}
