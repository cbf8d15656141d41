import type { ItemCase } from './index'

/**
 * Disease-risk and carrier items added by the disease/carrier curator (the first six disease and
 * three carrier items keep their cases in items.test.ts). Plus-strand genotypes written from the
 * sources: ClinVar/ClinGen records for the pathogenic alleles, the meta-analyses for the risk
 * alleles. The GJB2 c.235delC deletion is typed as I/D: 'II' no deletion, 'ID' one copy, 'DD' two.
 */
export const CASES: Record<string, ItemCase[]> = {
  esophageal_cancer_alcohol: [
    // ALDH2 rs671 G/G (ALDH2*1/*1) with ADH1B rs1229984 T/T (ADH1B*2/*2, fast): the common East Asian genotype
    { gt: { rs671: 'GG', rs1229984: 'TT' }, expect: 'typical' },
    { gt: { rs671: 'GG', rs1229984: 'TC' }, expect: 'typical' },
    // ADH1B*1/*1 (slow) alone
    { gt: { rs671: 'GG', rs1229984: 'CC' }, expect: 'elevated' },
    // ALDH2*1/*2 (inactive heterozygote) alone
    { gt: { rs671: 'GA', rs1229984: 'TT' }, expect: 'elevated' },
    // ALDH2*1/*2 with ADH1B*1/*1: the multiplicative combination of the meta-analyses
    { gt: { rs671: 'GA', rs1229984: 'CC' }, expect: 'high' },
    // ALDH2*2/*2 whatever ADH1B
    { gt: { rs671: 'AA', rs1229984: 'TT' }, expect: 'high' },
    { missing: ['rs671'], expect: 'retest' },
    { missing: ['rs1229984'], expect: 'retest' }
  ],
  gjb2_hearing_loss: [
    { gt: { rs80338943: 'II' }, expect: 'not_detected' },
    { gt: { rs80338943: 'ID' }, expect: 'carrier' },
    { gt: { rs80338943: 'DD' }, expect: 'two_variants' },
    { missing: ['rs80338943'], expect: 'retest' }
  ],
  slc26a4_hearing_loss: [
    { gt: { rs111033313: 'AA' }, expect: 'not_detected' },
    { gt: { rs111033313: 'AG' }, expect: 'carrier' },
    { gt: { rs111033313: 'GG' }, expect: 'two_variants' },
    { missing: ['rs111033313'], expect: 'retest' }
  ],
  phenylketonuria: [
    { gt: { rs62508588: 'CC' }, expect: 'not_detected' },
    { gt: { rs62508588: 'CT' }, expect: 'carrier' },
    { gt: { rs62508588: 'TT' }, expect: 'two_variants' },
    { missing: ['rs62508588'], expect: 'retest' }
  ],
  hereditary_hemochromatosis: [
    { gt: { rs1800562: 'GG' }, expect: 'not_detected' },
    { gt: { rs1800562: 'GA' }, expect: 'carrier' },
    { gt: { rs1800562: 'AA' }, expect: 'two_variants' },
    { missing: ['rs1800562'], expect: 'retest' }
  ]
}
