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
    // EX6-96A>G (c.611A>G, plus-strand T>C) alone, and with R243Q on the other chromosome
    { gt: { CA229653: 'TC' }, expect: 'carrier' },
    { gt: { rs62508588: 'CT', CA229653: 'TC' }, expect: 'two_variants' },
    { missing: ['rs62508588', 'CA229653'], expect: 'retest' }
  ],
  hereditary_hemochromatosis: [
    { gt: { rs1800562: 'GG' }, expect: 'not_detected' },
    { gt: { rs1800562: 'GA' }, expect: 'carrier' },
    { gt: { rs1800562: 'AA' }, expect: 'two_variants' },
    { missing: ['rs1800562'], expect: 'retest' }
  ],
  // G6PD (X-linked; plus-strand alleles: the gene is on the minus strand, c.1376G>T is C>A)
  g6pd_deficiency: [
    { gt: {}, expect: 'not_detected' },
    { gt: { rs72554665: 'CA' }, expect: 'carrier' },
    { gt: { rs72554664: 'CT' }, expect: 'carrier' },
    { gt: { rs137852340: 'TC' }, expect: 'carrier' },
    // Canton and Kaiping on different X chromosomes of a woman, and a homozygous woman
    { gt: { rs72554665: 'CA', rs72554664: 'CT' }, expect: 'two_variants' },
    { gt: { rs137852327: 'TT' }, expect: 'two_variants' },
    // a man's single X: Canton, Union, and the reference allele
    { gt: { rs72554665: 'A' }, sex: 'male', expect: 'hemizygous' },
    { gt: { rs398123546: 'A' }, sex: 'male', expect: 'hemizygous' },
    { gt: { rs72554665: 'C' }, sex: 'male', expect: 'not_detected' },
    { missing: ['rs72554665', 'rs72554664', 'rs137852340', 'rs137852327', 'rs398123546'], expect: 'retest' }
  ],
  lhon: [
    { gt: { rs199476112: 'G', rs199476118: 'G', rs199476104: 'T' }, expect: 'not_detected' },
    { gt: { rs199476112: 'A' }, expect: 'detected' },
    { gt: { rs199476118: 'A' }, expect: 'detected' },
    { gt: { rs199476104: 'C' }, expect: 'detected' },
    { missing: ['rs199476112', 'rs199476118', 'rs199476104'], expect: 'retest' }
  ],
  mitochondrial_diabetes: [
    { gt: { rs199474657: 'A' }, expect: 'not_detected' },
    { gt: { rs199474657: 'G' }, expect: 'detected' },
    { missing: ['rs199474657'], expect: 'retest' }
  ],
  // ALDH2 rs671 A = ALDH2*2 (protective); ADH1B rs1229984 C = ADH1B*1 (slow, risk when homozygous)
  alcohol_use_disorder: [
    { gt: { rs671: 'GG', rs1229984: 'TT' }, expect: 'typical' },
    { gt: { rs671: 'GG', rs1229984: 'TC' }, expect: 'typical' },
    { gt: { rs671: 'GG', rs1229984: 'CC' }, expect: 'higher' },
    { gt: { rs671: 'GA', rs1229984: 'CC' }, expect: 'lower' },
    { gt: { rs671: 'AA', rs1229984: 'TT' }, expect: 'lower' },
    { missing: ['rs671'], expect: 'retest' },
    { missing: ['rs1229984'], expect: 'retest' }
  ],
  // ARMS2 A69S: T = 69Ser (risk)
  polypoidal_choroidal_vasculopathy: [
    { gt: { rs10490924: 'GG' }, expect: 'typical' },
    { gt: { rs10490924: 'GT' }, expect: 'elevated' },
    { gt: { rs10490924: 'TT' }, expect: 'high' },
    { missing: ['rs10490924'], expect: 'retest' }
  ],
  // PNPLA3 I148M: G = 148Met (risk)
  alcohol_related_liver_disease: [
    { gt: { rs738409: 'CC' }, expect: 'typical' },
    { gt: { rs738409: 'CG' }, expect: 'elevated' },
    { gt: { rs738409: 'GG' }, expect: 'high' },
    { missing: ['rs738409'], expect: 'retest' }
  ],
  // MTHFR rs1801133: plus-strand A = 677T (the gene is on the minus strand)
  ischemic_stroke_homocysteine: [
    { gt: { rs1801133: 'GG' }, expect: 'typical' },
    { gt: { rs1801133: 'GA' }, expect: 'slightly_elevated' },
    { gt: { rs1801133: 'AA' }, expect: 'elevated' },
    { missing: ['rs1801133'], expect: 'retest' }
  ],
  // KCNQ1 rs2237897: C = risk allele (plus strand, KCNQ1 on the plus strand)
  type2_diabetes_kcnq1: [
    { gt: { rs2237897: 'TT' }, expect: 'lower' },
    { gt: { rs2237897: 'CT' }, expect: 'typical' },
    { gt: { rs2237897: 'CC' }, expect: 'slightly_elevated' },
    { missing: ['rs2237897'], expect: 'retest' }
  ],
  // GAA (plus strand): c.1309C>T (ClinGen CA274356) and c.1799G>A (CA8815482), keyed by ClinGen allele ids
  // OTOF c.5098G>C is C>G on the plus strand (a C/G SNP): G = p.Glu1700Gln
  otof_hearing_loss: [
    { gt: { rs199766465: 'CC' }, expect: 'not_detected' },
    { gt: { rs199766465: 'CG' }, expect: 'carrier' },
    { gt: { rs199766465: 'GG' }, expect: 'two_variants' },
    { missing: ['rs199766465'], expect: 'retest' }
  ],
  pompe_disease: [
    { gt: { CA274356: 'CC', CA8815482: 'GG' }, expect: 'not_detected' },
    { gt: { CA274356: 'CT' }, expect: 'carrier' },
    { gt: { CA8815482: 'GA' }, expect: 'carrier' },
    { gt: { CA274356: 'CT', CA8815482: 'GA' }, expect: 'two_variants' },
    { gt: { CA274356: 'TT' }, expect: 'two_variants' },
    { missing: ['CA274356', 'CA8815482'], expect: 'retest' }
  ],
  // ALDH2 rs671: A = ALDH2*2 (Lys504), the same allele as the alcohol items
  coronary_heart_disease_aldh2: [
    { gt: { rs671: 'GG' }, expect: 'typical' },
    { gt: { rs671: 'GA' }, expect: 'slightly_elevated' },
    { gt: { rs671: 'AA' }, expect: 'elevated' },
    { missing: ['rs671'], expect: 'retest' }
  ]
}
