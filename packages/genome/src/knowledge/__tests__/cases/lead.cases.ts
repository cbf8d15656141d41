import type { ItemCase } from './index'

/**
 * Items the lead engineer added while integrating the curators' passes (items/disease/lead.json).
 * ABO: rs8176719 is typed as I/D with the deletion (D) the O allele; rs8176746 plus-strand T is the
 * B allele (see the abo_blood_group cases in traits.cases.ts).
 */
export const CASES: Record<string, ItemCase[]> = {
  gastric_cancer_abo: [
    // O/O, B/O and B/B: the reference group of the studies and a group without a reported increase
    { gt: { rs8176719: 'DD', rs8176746: 'GG' }, expect: 'typical' },
    { gt: { rs8176719: 'ID', rs8176746: 'GT' }, expect: 'typical' },
    { gt: { rs8176719: 'II', rs8176746: 'TT' }, expect: 'typical' },
    // A/O, A/A and A/B: groups A and AB, raised in the Chinese study and the meta-analysis
    { gt: { rs8176719: 'ID', rs8176746: 'GG' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'II', rs8176746: 'GG' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'II', rs8176746: 'GT' }, expect: 'slightly_elevated' },
    // two O deletions and a B allele cannot all sit on two chromosomes of common ABO alleles
    { gt: { rs8176719: 'DD', rs8176746: 'GT' }, expect: 'uncertain' },
    { missing: ['rs8176719'], expect: 'retest' }
  ],
  // blood group A (A/O, A/A) against non-A (O, B, AB), the comparison of the meta-analysis
  pancreatic_cancer_abo: [
    { gt: { rs8176719: 'DD', rs8176746: 'GG' }, expect: 'typical' },
    { gt: { rs8176719: 'ID', rs8176746: 'GT' }, expect: 'typical' },
    { gt: { rs8176719: 'II', rs8176746: 'GT' }, expect: 'typical' },
    { gt: { rs8176719: 'ID', rs8176746: 'GG' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'II', rs8176746: 'GG' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'DD', rs8176746: 'GT' }, expect: 'uncertain' },
    { missing: ['rs8176719', 'rs8176746'], expect: 'retest' }
  ],
  // non-O (any functional A or B allele) against O/O, the comparison of the Han Chinese VTE study
  venous_thromboembolism_abo: [
    { gt: { rs8176719: 'DD', rs8176746: 'GG' }, expect: 'typical' },
    { gt: { rs8176719: 'ID', rs8176746: 'GG' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'ID', rs8176746: 'GT' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'II', rs8176746: 'GT' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'DD', rs8176746: 'TT' }, expect: 'uncertain' },
    { missing: ['rs8176746'], expect: 'retest' }
  ],
  // blood group B (B/B or B/O) against all others; AB is not in the B group of the umbrella review
  type2_diabetes_abo: [
    { gt: { rs8176719: 'DD', rs8176746: 'GG' }, expect: 'typical' },
    { gt: { rs8176719: 'II', rs8176746: 'GT' }, expect: 'typical' },
    { gt: { rs8176719: 'ID', rs8176746: 'GT' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'II', rs8176746: 'TT' }, expect: 'slightly_elevated' },
    { gt: { rs8176719: 'ID', rs8176746: 'TT' }, expect: 'uncertain' },
    { missing: ['rs8176719'], expect: 'retest' }
  ],
  // APOE from rs429358 (C = e4) and rs7412 (T = e2): e3/e3 TT/CC, e3/e4 TC/CC, e4/e4 CC/CC, e2/e3 TT/CT, e2/e4 TC/CT
  coronary_heart_disease_apoe: [
    { gt: { rs429358: 'TT', rs7412: 'CC' }, expect: 'typical' },
    { gt: { rs429358: 'TT', rs7412: 'CT' }, expect: 'typical' },
    { gt: { rs429358: 'TC', rs7412: 'CC' }, expect: 'elevated' },
    { gt: { rs429358: 'TC', rs7412: 'CT' }, expect: 'elevated' },
    { gt: { rs429358: 'CC', rs7412: 'CC' }, expect: 'high' },
    { gt: { rs429358: 'CC', rs7412: 'CT' }, expect: 'unusual' },
    { missing: ['rs429358'], expect: 'retest' }
  ],
  ldl_cholesterol_apoe: [
    { gt: { rs429358: 'TT', rs7412: 'CT' }, expect: 'lower' },
    { gt: { rs429358: 'TT', rs7412: 'TT' }, expect: 'lower' },
    { gt: { rs429358: 'TT', rs7412: 'CC' }, expect: 'typical' },
    { gt: { rs429358: 'TC', rs7412: 'CT' }, expect: 'typical' },
    { gt: { rs429358: 'TC', rs7412: 'CC' }, expect: 'higher' },
    { gt: { rs429358: 'CC', rs7412: 'CC' }, expect: 'higher' },
    { gt: { rs429358: 'CC', rs7412: 'TT' }, expect: 'unusual' },
    { missing: ['rs7412'], expect: 'retest' }
  ],
  // MTHFR 677 (rs1801133, plus-strand A = 677T): dominant and recessive ORs of Meng 2021 are both about 1.15
  hypertension_mthfr: [
    { gt: { rs1801133: 'GG' }, expect: 'typical' },
    { gt: { rs1801133: 'GA' }, expect: 'slightly_elevated' },
    { gt: { rs1801133: 'AA' }, expect: 'slightly_elevated' },
    { missing: ['rs1801133'], expect: 'retest' }
  ]
}
