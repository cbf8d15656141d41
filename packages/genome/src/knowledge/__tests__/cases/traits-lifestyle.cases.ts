import type { ItemCase } from './index'

/**
 * Cases for the traits, nutrition, fitness, skin and drug items added by the traits-lifestyle
 * curator, written from the sources (plus-strand genotypes in, expected level out). Markers not
 * listed are homozygous for the GRCh37 reference allele; `missing` no-calls markers.
 */
const CYP2C19_NM = { rs3758581: 'GG' }
const STAR2_HET = { rs12769205: 'AG', rs4244285: 'GA' }
const STAR2_HOM = { rs12769205: 'GG', rs4244285: 'AA' }
const CYP2C19_ALL = ['rs4244285', 'rs12769205', 'rs4986893', 'rs12248560', 'rs28399504', 'rs3758581']

export const CASES: Record<string, ItemCase[]> = {
  // TAS2R38 (Kim 2003): PAV = rs713598 G (Pro49), rs1726866 G (Ala262), rs10246939 C (Val296); AVI = C, A, T
  bitter_taste: [
    { gt: { rs713598: 'GG', rs1726866: 'GG', rs10246939: 'CC' }, expect: 'pav_pav' },
    { gt: { rs713598: 'CG', rs1726866: 'GA', rs10246939: 'TC' }, expect: 'pav_avi' },
    { gt: { rs713598: 'CC', rs1726866: 'AA', rs10246939: 'TT' }, expect: 'avi_avi' },
    // the GRCh37 reference itself carries the rare AAI combination (Ala49, Ala262, Ile296)
    { gt: { rs713598: 'CC', rs1726866: 'GG', rs10246939: 'TT' }, expect: 'uncommon' },
    { gt: { rs713598: 'CG', rs1726866: 'GG', rs10246939: 'TC' }, expect: 'uncommon' },
    { missing: ['rs713598'], expect: 'retest' }
  ],
  body_odor: [
    { gt: { rs17822931: 'CC' }, expect: 'typical' }, { gt: { rs17822931: 'CT' }, expect: 'typical' }, { gt: { rs17822931: 'TT' }, expect: 'low' },
    { missing: ['rs17822931'], expect: 'retest' }
  ],
  shovel_incisors: [
    { gt: { rs3827760: 'AA' }, expect: 'ancestral' }, { gt: { rs3827760: 'AG' }, expect: 'one_copy' }, { gt: { rs3827760: 'GG' }, expect: 'two_copies' },
    { missing: ['rs3827760'], expect: 'retest' }
  ],
  sweat_glands: [
    { gt: { rs3827760: 'AA' }, expect: 'ancestral' }, { gt: { rs3827760: 'AG' }, expect: 'one_copy' }, { gt: { rs3827760: 'GG' }, expect: 'two_copies' },
    { missing: ['rs3827760'], expect: 'retest' }
  ],
  // GC rs2282679: plus-strand G (the papers' C on the minus-strand gene) lowers 25(OH)D
  vitamin_d: [
    { gt: { rs2282679: 'TT' }, expect: 'typical' }, { gt: { rs2282679: 'TG' }, expect: 'slightly_lower' }, { gt: { rs2282679: 'GG' }, expect: 'lower' },
    { missing: ['rs2282679'], expect: 'retest' }
  ],
  omega3_conversion: [
    { gt: { rs174547: 'TT' }, expect: 'efficient' }, { gt: { rs174547: 'TC' }, expect: 'intermediate' }, { gt: { rs174547: 'CC' }, expect: 'lower' },
    { missing: ['rs174547'], expect: 'retest' }
  ],
  // TMPRSS6 rs855791: A (Val736) lowers iron, ferritin and hemoglobin (Chambers 2009; Gan 2012 in Han Chinese)
  iron_status: [
    { gt: { rs855791: 'GG' }, expect: 'typical' }, { gt: { rs855791: 'GA' }, expect: 'slightly_lower' }, { gt: { rs855791: 'AA' }, expect: 'lower' },
    { missing: ['rs855791'], expect: 'retest' }
  ],
  exercise_weight_benefit: [
    { gt: { rs9939609: 'TT' }, expect: 'typical' }, { gt: { rs9939609: 'TA' }, expect: 'one_copy' }, { gt: { rs9939609: 'AA' }, expect: 'two_copies' },
    { missing: ['rs9939609'], expect: 'retest' }
  ],
  // Guest 2018: AA benefited, AC no effect, CC slower at 4 mg/kg
  caffeine_exercise: [
    { gt: { rs762551: 'AA' }, expect: 'may_benefit' }, { gt: { rs762551: 'AC' }, expect: 'unclear' }, { gt: { rs762551: 'CC' }, expect: 'may_hinder' },
    { missing: ['rs762551'], expect: 'retest' }
  ],
  // SLC45A2 rs16891982: G = Phe374 (light); Stokowski 2007 reports C (Leu374) with darker skin
  skin_pigmentation_slc45a2: [
    { gt: { rs16891982: 'CC' }, expect: 'ancestral' }, { gt: { rs16891982: 'CG' }, expect: 'one_copy' }, { gt: { rs16891982: 'GG' }, expect: 'two_copies' },
    { missing: ['rs16891982'], expect: 'retest' }
  ],
  // CPIC phenytoin 2020: AS 2 and 1.5 standard, AS 1 ~25% lower maintenance dose, AS 0.5/0 ~50% lower
  phenytoin: [
    { expect: 'standard' },
    { gt: { rs1799853: 'CT' }, expect: 'standard' },
    { gt: { rs1057910: 'AC' }, expect: 'reduce_25' },
    { gt: { rs1799853: 'TT' }, expect: 'reduce_25' },
    { gt: { rs1799853: 'CT', rs1057910: 'AC' }, expect: 'reduce_50' },
    { gt: { rs1057910: 'CC' }, expect: 'reduce_50' },
    { missing: ['rs1799853', 'rs1057910'], expect: 'retest' }
  ],
  // CPIC TCA 2016, CYP2D6 normal metabolizer column
  amitriptyline: [
    { gt: CYP2C19_NM, expect: 'standard' },
    { gt: { ...CYP2C19_NM, ...STAR2_HET }, expect: 'standard' },
    { gt: { ...CYP2C19_NM, rs12248560: 'CT' }, expect: 'alternative_fast' },
    { gt: { ...CYP2C19_NM, rs12248560: 'TT' }, expect: 'alternative_fast' },
    { gt: { ...CYP2C19_NM, ...STAR2_HOM }, expect: 'avoid_or_reduce_50' },
    { missing: CYP2C19_ALL, expect: 'retest' }
  ],
  // CPIC statins 2022: lovastatin, SLCO1B1 decreased or poor function -> alternative statin
  lovastatin: [
    { expect: 'standard' },
    { gt: { rs4149056: 'TC' }, expect: 'alternative' },
    { gt: { rs4149056: 'CC' }, expect: 'alternative' },
    { missing: ['rs4149056', 'rs2306283'], expect: 'retest' }
  ],
  // EDAR rs3827760 G (370A) with straight hair in Han Chinese (Tan 2013, Wu 2016)
  hair_straightness: [
    { gt: { rs3827760: 'AA' }, expect: 'ancestral' }, { gt: { rs3827760: 'AG' }, expect: 'one_copy' }, { gt: { rs3827760: 'GG' }, expect: 'two_copies' },
    { missing: ['rs3827760'], expect: 'retest' }
  ],
  // UGT1A1 reduced-function alleles: rs4148323 A (*6), rs887829 T (*80, travels with *28)
  bilirubin_level: [
    { expect: 'typical' },
    { gt: { rs4148323: 'GA' }, expect: 'slightly_higher' },
    { gt: { rs887829: 'CT' }, expect: 'slightly_higher' },
    { gt: { rs4148323: 'GA', rs887829: 'CT' }, expect: 'higher' },
    { gt: { rs4148323: 'AA' }, expect: 'higher' },
    { gt: { rs887829: 'TT' }, expect: 'higher' },
    { missing: ['rs4148323'], expect: 'retest' }
  ],
  // Wardle 2008: FTO rs9939609 AA children had reduced satiety responsiveness (AT not significant)
  satiety_response: [
    { gt: { rs9939609: 'TT' }, expect: 'typical' }, { gt: { rs9939609: 'TA' }, expect: 'slightly_lower' }, { gt: { rs9939609: 'AA' }, expect: 'lower' },
    { missing: ['rs9939609'], expect: 'retest' }
  ],
  // MTHFR 677T = rs1801133 A; riboflavin lowered BP only in TT (PMID 22277556, McNulty 2019)
  riboflavin_need: [
    { gt: { rs1801133: 'GG' }, expect: 'typical' }, { gt: { rs1801133: 'GA' }, expect: 'one_copy' }, { gt: { rs1801133: 'AA' }, expect: 'two_copies' },
    { missing: ['rs1801133'], expect: 'retest' }
  ],
  // ACTN3 rs1815739 TT = 577XX: higher CK after eccentric exercise (Deguchi 2024; review in Sports 2020)
  muscle_damage_recovery: [
    { gt: { rs1815739: 'CC' }, expect: 'typical' }, { gt: { rs1815739: 'CT' }, expect: 'typical' }, { gt: { rs1815739: 'TT' }, expect: 'more_damage' },
    { missing: ['rs1815739'], expect: 'retest' }
  ],
  // MC1R rs2228479 A = Val92Met: more freckles in Japanese (Pigment Cell Res 2007, Yamaguchi 2012)
  freckles_mc1r: [
    { gt: { rs2228479: 'GG' }, expect: 'typical' }, { gt: { rs2228479: 'GA' }, expect: 'more_likely' }, { gt: { rs2228479: 'AA' }, expect: 'more_likely' },
    { missing: ['rs2228479'], expect: 'retest' }
  ],
  // MC1R rs885479: G = 163Arg (more severe solar lentigines, Pigment Cell Res 2007), A = 163Gln (lighter skin, Yamaguchi 2012)
  solar_lentigines_mc1r: [
    { gt: { rs885479: 'AA' }, expect: 'typical' }, { gt: { rs885479: 'GA' }, expect: 'slightly_higher' }, { gt: { rs885479: 'GG' }, expect: 'higher' },
    { missing: ['rs885479'], expect: 'retest' }
  ],
  // Tang 2015: PCSK9 rs151193009 T (Arg93Cys) and APOB rs13306194 A (Arg532Trp) lower LDL-C in Chinese
  ldl_cholesterol: [
    { expect: 'typical' },
    { gt: { rs13306194: 'GA' }, expect: 'slightly_lower' },
    { gt: { rs13306194: 'AA' }, expect: 'slightly_lower' },
    { gt: { rs151193009: 'CT' }, expect: 'lower' },
    { gt: { rs151193009: 'CT', rs13306194: 'GA' }, expect: 'lower' },
    { missing: ['rs13306194'], expect: 'retest' }
  ],
  // Zubieta 2003: COMT rs4680 A (158Met) homozygotes rated sustained pain higher, Val/Val lower
  pain_sensitivity: [
    { gt: { rs4680: 'GG' }, expect: 'lower' }, { gt: { rs4680: 'GA' }, expect: 'typical' }, { gt: { rs4680: 'AA' }, expect: 'higher' },
    { missing: ['rs4680'], expect: 'retest' }
  ],
  // Palatini 2009 / Hou 2021: CYP1A2 rs762551 C carriers are slow metabolizers (conflicting BP findings)
  coffee_blood_pressure: [
    { gt: { rs762551: 'AA' }, expect: 'fast' }, { gt: { rs762551: 'AC' }, expect: 'slow' }, { gt: { rs762551: 'CC' }, expect: 'slow' },
    { missing: ['rs762551'], expect: 'retest' }
  ],
  // PMID 20962157: PNPLA3 rs738409 GG (148M/M) liver fat rose with carbohydrate and sugar intake
  sugar_liver_fat: [
    { gt: { rs738409: 'CC' }, expect: 'typical' }, { gt: { rs738409: 'CG' }, expect: 'one_copy' }, { gt: { rs738409: 'GG' }, expect: 'sensitive' },
    { missing: ['rs738409'], expect: 'retest' }
  ],
  // PMID 25687200 (Chinese): ACTN3 RR (rs1815739 CC) under-represented in noncontact ankle sprains
  ankle_sprain_risk: [
    { gt: { rs1815739: 'CC' }, expect: 'lower' }, { gt: { rs1815739: 'CT' }, expect: 'typical' }, { gt: { rs1815739: 'TT' }, expect: 'higher' },
    { missing: ['rs1815739'], expect: 'retest' }
  ],
  // same TAS2R38 reading as bitter_taste: any PAV haplotype = taster; AVI/AVI = nontaster (doi:10.1007/s12078-010-9079-8)
  vegetable_bitterness: [
    { gt: { rs713598: 'GG', rs1726866: 'GG', rs10246939: 'CC' }, expect: 'taster' },
    { gt: { rs713598: 'CG', rs1726866: 'GA', rs10246939: 'TC' }, expect: 'taster' },
    { gt: { rs713598: 'CC', rs1726866: 'AA', rs10246939: 'TT' }, expect: 'nontaster' },
    { gt: { rs713598: 'CC', rs1726866: 'GG', rs10246939: 'TT' }, expect: 'uncommon' },
    { missing: ['rs1726866'], expect: 'retest' }
  ],
  // UGT1A1*6 (rs4148323 A): neonatal hyperbilirubinemia OR ~2 heterozygous, ~6 homozygous (meta-analyses, Asians)
  newborn_jaundice: [
    { gt: { rs4148323: 'GG' }, expect: 'typical' }, { gt: { rs4148323: 'GA' }, expect: 'higher' }, { gt: { rs4148323: 'AA' }, expect: 'much_higher' },
    { missing: ['rs4148323'], expect: 'retest' }
  ],
  // Rawofi 2017: OCA2 rs1800414 (His615Arg, plus-strand C) drives iris colour variation in East Asians
  iris_color_oca2: [
    { gt: { rs1800414: 'TT' }, expect: 'ancestral' }, { gt: { rs1800414: 'TC' }, expect: 'one_copy' }, { gt: { rs1800414: 'CC' }, expect: 'two_copies' },
    { missing: ['rs1800414'], expect: 'retest' }
  ],
  // Eaton 2015: each derived OCA2 rs74653330 allele (Ala481Thr, plus-strand T) lowers melanin index ~1.9 in East Asians
  skin_pigmentation_oca2_a481t: [
    { gt: { rs74653330: 'CC' }, expect: 'ancestral' }, { gt: { rs74653330: 'CT' }, expect: 'one_copy' }, { gt: { rs74653330: 'TT' }, expect: 'two_copies' },
    { missing: ['rs74653330'], expect: 'retest' }
  ],
  // Del Coso 2019: ACTN3 XX (rs1815739 TT) better sit-and-reach and dorsiflexion, lower isometric force
  flexibility_actn3: [
    { gt: { rs1815739: 'CC' }, expect: 'typical' }, { gt: { rs1815739: 'CT' }, expect: 'typical' }, { gt: { rs1815739: 'TT' }, expect: 'more_flexible' },
    { missing: ['rs1815739'], expect: 'retest' }
  ],
  // ALDH2 rs671 A (ALDH2*2) carriers drink less (Quillen 2014 rural Chinese GWAS; PMID 28485404 East Asians)
  drinking_amount: [
    { gt: { rs671: 'GG' }, expect: 'typical' }, { gt: { rs671: 'GA' }, expect: 'less' }, { gt: { rs671: 'AA' }, expect: 'much_less' },
    { missing: ['rs671'], expect: 'retest' }
  ],
  // Cho 2017: ACTN3 XX (rs1815739 TT) older Koreans had ~2.2-fold odds of sarcopenia vs RR
  muscle_loss_aging: [
    { gt: { rs1815739: 'CC' }, expect: 'typical' }, { gt: { rs1815739: 'CT' }, expect: 'typical' }, { gt: { rs1815739: 'TT' }, expect: 'higher' },
    { missing: ['rs1815739'], expect: 'retest' }
  ],
}
