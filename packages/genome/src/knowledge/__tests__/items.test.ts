import { computeReport } from '../compute'
import { kb, index, kitWith } from './helpers'
import { fileCases, ItemCase } from './cases'

/**
 * One case per result level of every item, written from the sources (not derived from the rule
 * tables): plus-strand genotypes in, expected level out. Markers not listed are homozygous for
 * the GRCh37 reference allele. `missing` no-calls markers (spec 8.2: undetected / retest).
 */
type Case = ItemCase
const CYP2C19_NM = { rs3758581: 'GG' }
/** CYP2C19*2 carries c.681G>A (rs4244285) with c.332-23A>G (rs12769205) */
const STAR2_HET = { rs12769205: 'AG', rs4244285: 'GA' }
const STAR2_HOM = { rs12769205: 'GG', rs4244285: 'AA' }
const OWN_CASES: Record<string, Case[]> = {
  alcohol_metabolism: [
    { gt: { rs671: 'GG', rs1229984: 'TT' }, expect: 'normal' },
    { gt: { rs671: 'GG', rs1229984: 'CC' }, expect: 'normal_slow_adh' },
    { gt: { rs671: 'GA', rs1229984: 'TT' }, expect: 'reduced' },
    { gt: { rs671: 'AA', rs1229984: 'TC' }, expect: 'very_reduced' },
    { missing: ['rs671'], expect: 'retest' }
  ],
  alcohol_flush: [
    { gt: { rs671: 'GG' }, expect: 'unlikely' }, { gt: { rs671: 'GA' }, expect: 'likely' }, { gt: { rs671: 'AA' }, expect: 'very_likely' },
    { missing: ['rs671'], expect: 'retest' }
  ],
  earwax_type: [
    { gt: { rs17822931: 'CC' }, expect: 'wet' }, { gt: { rs17822931: 'CT' }, expect: 'wet' }, { gt: { rs17822931: 'TT' }, expect: 'dry' },
    { missing: ['rs17822931'], expect: 'retest' }
  ],
  hair_thickness: [
    { gt: { rs3827760: 'AA' }, expect: 'ancestral' }, { gt: { rs3827760: 'AG' }, expect: 'one_copy' }, { gt: { rs3827760: 'GG' }, expect: 'two_copies' },
    { missing: ['rs3827760'], expect: 'retest' }
  ],
  eye_color: [{ gt: { rs12913832: 'AA' }, expect: 'brown' }, { gt: { rs12913832: 'AG' }, expect: 'brown' }, { gt: { rs12913832: 'GG' }, expect: 'light' }, { missing: ['rs12913832'], expect: 'retest' }],
  comt_activity: [{ gt: { rs4680: 'GG' }, expect: 'high' }, { gt: { rs4680: 'GA' }, expect: 'intermediate' }, { gt: { rs4680: 'AA' }, expect: 'low' }, { missing: ['rs4680'], expect: 'retest' }],
  lactose_tolerance: [{ gt: { rs4988235: 'GG' }, expect: 'non_persistent' }, { gt: { rs4988235: 'GA' }, expect: 'persistent' }, { gt: { rs4988235: 'AA' }, expect: 'persistent' }, { missing: ['rs4988235'], expect: 'retest' }],
  caffeine_metabolism: [{ gt: { rs762551: 'AA' }, expect: 'fast' }, { gt: { rs762551: 'AC' }, expect: 'slow' }, { gt: { rs762551: 'CC' }, expect: 'slow' }, { missing: ['rs762551'], expect: 'retest' }],
  folate_metabolism: [{ gt: { rs1801133: 'GG' }, expect: 'normal' }, { gt: { rs1801133: 'GA' }, expect: 'mildly_reduced' }, { gt: { rs1801133: 'AA' }, expect: 'reduced' }, { missing: ['rs1801133'], expect: 'retest' }],
  muscle_fiber_type: [{ gt: { rs1815739: 'CC' }, expect: 'power' }, { gt: { rs1815739: 'CT' }, expect: 'mixed' }, { gt: { rs1815739: 'TT' }, expect: 'endurance' }, { missing: ['rs1815739'], expect: 'retest' }],
  weight_gain_tendency: [{ gt: { rs9939609: 'TT' }, expect: 'typical' }, { gt: { rs9939609: 'TA' }, expect: 'slightly_higher' }, { gt: { rs9939609: 'AA' }, expect: 'higher' }, { missing: ['rs9939609'], expect: 'retest' }],
  skin_pigmentation_oca2: [{ gt: { rs1800414: 'TT' }, expect: 'ancestral' }, { gt: { rs1800414: 'TC' }, expect: 'one_copy' }, { gt: { rs1800414: 'CC' }, expect: 'two_copies' }, { missing: ['rs1800414'], expect: 'retest' }],
  skin_pigmentation_slc24a5: [{ gt: { rs1426654: 'GG' }, expect: 'ancestral' }, { gt: { rs1426654: 'AG' }, expect: 'one_copy' }, { gt: { rs1426654: 'AA' }, expect: 'two_copies' }, { missing: ['rs1426654'], expect: 'retest' }],
  urate_excretion_abcg2: [{ gt: { rs2231142: 'GG' }, expect: 'typical' }, { gt: { rs2231142: 'GT' }, expect: 'reduced' }, { gt: { rs2231142: 'TT' }, expect: 'much_reduced' }, { missing: ['rs2231142'], expect: 'retest' }],
  alzheimers_disease: [
    { gt: { rs429358: 'TT', rs7412: 'CC' }, expect: 'typical' },
    { gt: { rs429358: 'TT', rs7412: 'CT' }, expect: 'lower' },
    { gt: { rs429358: 'TC', rs7412: 'CC' }, expect: 'elevated' },
    { gt: { rs429358: 'TC', rs7412: 'CT' }, expect: 'elevated' },
    { gt: { rs429358: 'CC', rs7412: 'CC' }, expect: 'high' },
    { gt: { rs429358: 'CC', rs7412: 'TT' }, expect: 'unusual' },
    { missing: ['rs7412'], expect: 'retest' }
  ],
  nafld: [{ gt: { rs738409: 'CC' }, expect: 'typical' }, { gt: { rs738409: 'CG' }, expect: 'elevated' }, { gt: { rs738409: 'GG' }, expect: 'high' }, { missing: ['rs738409'], expect: 'retest' }],
  amd: [{ gt: { rs10490924: 'GG' }, expect: 'typical' }, { gt: { rs10490924: 'GT' }, expect: 'elevated' }, { gt: { rs10490924: 'TT' }, expect: 'high' }, { missing: ['rs10490924'], expect: 'retest' }],
  coronary_artery_disease: [{ gt: { rs1333049: 'GG' }, expect: 'typical' }, { gt: { rs1333049: 'GC' }, expect: 'slightly_elevated' }, { gt: { rs1333049: 'CC' }, expect: 'elevated' }, { missing: ['rs1333049'], expect: 'retest' }],
  atrial_fibrillation: [{ gt: { rs2200733: 'CC' }, expect: 'typical' }, { gt: { rs2200733: 'CT' }, expect: 'elevated' }, { gt: { rs2200733: 'TT' }, expect: 'high' }, { missing: ['rs2200733'], expect: 'retest' }],
  beta_thalassemia: [
    { expect: 'not_detected' },
    { gt: { rs33950507: 'CT' }, expect: 'carrier' },
    { gt: { rs33931746: 'TC' }, expect: 'carrier' },
    { gt: { rs33950507: 'CT', rs33986703: 'TA' }, expect: 'two_variants' },
    { missing: ['rs33986703', 'rs33931746', 'rs33950507', 'rs34451549'], expect: 'retest' }
  ],
  sickle_cell: [{ gt: { rs334: 'TT' }, expect: 'not_detected' }, { gt: { rs334: 'TA' }, expect: 'carrier' }, { gt: { rs334: 'AA' }, expect: 'two_variants' }, { missing: ['rs334'], expect: 'retest' }],
  mitochondrial_hearing_loss: [{ gt: { rs267606617: 'A' }, expect: 'not_detected' }, { gt: { rs267606617: 'G' }, expect: 'detected' }, { gt: { rs267606619: 'T' }, expect: 'detected' }, { gt: { 'MT-RNR1_m.1095T>C': 'C' }, expect: 'detected' }, { missing: ['rs267606617', 'rs267606619', 'MT-RNR1_m.1095T>C'], expect: 'retest' }],
  clopidogrel: [
    { gt: CYP2C19_NM, expect: 'standard' },
    { gt: { ...CYP2C19_NM, rs12248560: 'TT' }, expect: 'standard' },
    { gt: { ...CYP2C19_NM, ...STAR2_HET }, expect: 'reduced_effect' },
    { gt: { ...CYP2C19_NM, ...STAR2_HOM }, expect: 'reduced_effect' },
    { gt: { ...CYP2C19_NM, ...STAR2_HET, rs4986893: 'GA' }, expect: 'reduced_effect' },
    { missing: ['rs4244285', 'rs12769205', 'rs4986893', 'rs12248560', 'rs28399504', 'rs3758581'], expect: 'retest' }
  ],
  voriconazole: [
    { gt: CYP2C19_NM, expect: 'standard' }, { gt: { ...CYP2C19_NM, ...STAR2_HET }, expect: 'standard' },
    { gt: { ...CYP2C19_NM, rs12248560: 'TT' }, expect: 'alternative_fast' }, { gt: { ...CYP2C19_NM, rs12248560: 'CT' }, expect: 'alternative_fast' },
    { gt: { ...CYP2C19_NM, ...STAR2_HOM }, expect: 'alternative_poor' }
  ],
  citalopram_escitalopram: [
    { gt: CYP2C19_NM, expect: 'standard' }, { gt: { ...CYP2C19_NM, rs12248560: 'CT' }, expect: 'standard_titrate_up' },
    { gt: { ...CYP2C19_NM, rs12248560: 'TT' }, expect: 'alternative_fast' }, { gt: { ...CYP2C19_NM, ...STAR2_HET }, expect: 'slower_titration' },
    { gt: { ...CYP2C19_NM, ...STAR2_HOM }, expect: 'reduce_or_alternative' }, { gt: { ...CYP2C19_NM, ...STAR2_HET, rs12248560: 'CT' }, expect: 'slower_titration' }
  ],
  sertraline: [
    { gt: CYP2C19_NM, expect: 'standard' }, { gt: { ...CYP2C19_NM, rs12248560: 'CT' }, expect: 'standard_alternative_if_no_response' },
    { gt: { ...CYP2C19_NM, ...STAR2_HET }, expect: 'slower_titration' }, { gt: { ...CYP2C19_NM, rs4986893: 'AA' }, expect: 'reduce_or_alternative' }
  ],
  proton_pump_inhibitors: [
    { gt: CYP2C19_NM, expect: 'standard' }, { gt: { ...CYP2C19_NM, rs12248560: 'CT' }, expect: 'increase_50' }, { gt: { ...CYP2C19_NM, rs12248560: 'TT' }, expect: 'increase_100' },
    { gt: { ...CYP2C19_NM, ...STAR2_HOM }, expect: 'reduce_chronic' }
  ],
  warfarin: [
    { gt: { rs9923231: 'CC' }, expect: 'typical' },
    { gt: { rs9923231: 'TT' }, expect: 'sensitive' },
    { gt: { rs9923231: 'CC', rs1057910: 'AC' }, expect: 'sensitive' },
    { gt: { rs9923231: 'TT', rs1057910: 'AC' }, expect: 'highly_sensitive' },
    { gt: { rs9923231: 'CT', rs1799853: 'CT', rs1057910: 'AC' }, expect: 'highly_sensitive' },
    { missing: ['rs9923231'], expect: 'retest' }
  ],
  nsaids_celecoxib: [{ expect: 'standard' }, { gt: { rs1799853: 'CT' }, expect: 'standard' }, { gt: { rs1057910: 'AC' }, expect: 'lowest_dose' }, { gt: { rs1057910: 'CC' }, expect: 'reduced_dose' }, { missing: ['rs1799853', 'rs1057910'], expect: 'retest' }],
  meloxicam: [{ expect: 'standard' }, { gt: { rs1057910: 'AC' }, expect: 'reduce_50' }, { gt: { rs1057910: 'CC' }, expect: 'alternative' }],
  piroxicam: [{ expect: 'standard' }, { gt: { rs1057910: 'AC' }, expect: 'alternative' }],
  simvastatin: [{ expect: 'standard' }, { gt: { rs4149056: 'TC' }, expect: 'limit_dose' }, { gt: { rs4149056: 'CC' }, expect: 'alternative' }, { missing: ['rs4149056', 'rs2306283'], expect: 'retest' }],
  atorvastatin: [{ expect: 'standard' }, { gt: { rs4149056: 'TC' }, expect: 'limit_40' }, { gt: { rs4149056: 'CC' }, expect: 'limit_20' }],
  // CPIC 2022: ABCG2 decreased function (one rs2231142 T) alone keeps the desired starting dose; SLCO1B1 decreased function is the caution
  // ABCG2 poor function together with SLCO1B1 decreased or poor function starts at 10 mg or less (CPIC 2022, PharmGKB PA166262321)
  rosuvastatin: [
    { expect: 'standard' }, { gt: { rs2231142: 'GT' }, expect: 'standard' }, { gt: { rs4149056: 'TC' }, expect: 'caution' },
    { gt: { rs2231142: 'TT' }, expect: 'limit_20' }, { gt: { rs4149056: 'CC' }, expect: 'limit_20' }, { gt: { rs4149056: 'CC', rs2231142: 'GT' }, expect: 'limit_20' },
    { gt: { rs4149056: 'TC', rs2231142: 'TT' }, expect: 'limit_10' }, { gt: { rs4149056: 'CC', rs2231142: 'TT' }, expect: 'limit_10' }
  ],
  thiopurines: [
    // CPIC 2018 gives NUDT15 poor metabolizers their own recommendation, not the TPMT poor regimen
    { expect: 'standard' }, { gt: { rs116855232: 'CT' }, expect: 'intermediate' }, { gt: { rs116855232: 'TT' }, expect: 'poor_nudt15' },
    { gt: { rs1142345: 'TC' }, expect: 'intermediate' }, { gt: { rs1142345: 'CC' }, expect: 'poor' }, { missing: ['rs1142345', 'rs1800460', 'rs1800462'], expect: 'retest' }
  ],
  fluoropyrimidines: [
    { expect: 'standard' }, { gt: { rs3918290: 'CT' }, expect: 'reduce_50' }, { gt: { rs3918290: 'TT' }, expect: 'avoid' },
    { gt: { rs75017182: 'GC', rs56038477: 'CT' }, expect: 'reduce_50' }
  ],
  tacrolimus: [{ gt: { rs776746: 'TT' }, expect: 'increase_start' }, { gt: { rs776746: 'TC' }, expect: 'increase_start' }, { gt: { rs776746: 'CC' }, expect: 'standard' }, { missing: ['rs776746'], expect: 'retest' }],
  efavirenz: [{ expect: 'standard' }, { gt: { rs3745274: 'TT', rs2279343: 'GG' }, expect: 'consider_400_200' }, { gt: { rs3745274: 'GT', rs2279343: 'AG' }, expect: 'consider_400' }],
  atazanavir: [{ expect: 'standard' }, { gt: { rs4148323: 'AA' }, expect: 'alternative' }, { missing: ['rs4148323', 'rs887829'], expect: 'retest' }],
  peginterferon: [{ gt: { rs12979860: 'CC' }, expect: 'favorable' }, { gt: { rs12979860: 'CT' }, expect: 'unfavorable' }, { gt: { rs12979860: 'TT' }, expect: 'unfavorable' }, { missing: ['rs12979860'], expect: 'retest' }],
  aminoglycosides: [{ gt: { rs267606617: 'A' }, expect: 'normal_risk' }, { gt: { rs267606617: 'G' }, expect: 'increased_risk' }, { gt: { rs267606619: 'T' }, expect: 'increased_risk' }, { gt: { 'MT-RNR1_m.1095T>C': 'C' }, expect: 'increased_risk' }, { missing: ['rs267606617'], expect: 'retest' }]
}

/** cases of this file plus those of cases/*.cases.ts (one file per curator); an item given twice is refused */
const CASES: Record<string, Case[]> = { ...OWN_CASES }
for (const [id, cases] of Object.entries(fileCases())) {
  if (CASES[id]) throw new Error(`test cases for ${id} given twice`)
  CASES[id] = cases
}

describe('every knowledge-base item', () => {
  it('has a case for each of its result levels and a missing-marker case', () => {
    for (const item of kb.items) {
      const cases = CASES[item.id]
      expect({ item: item.id, has: !!cases }).toEqual({ item: item.id, has: true })
      const covered = new Set(cases.map(c => c.expect))
      const needed = item.levels.filter(l => l !== 'indeterminate')
      expect({ item: item.id, missingLevels: needed.filter(l => !covered.has(l)) }).toEqual({ item: item.id, missingLevels: [] })
      if (item.rule.kind !== 'pgx' || item.id === 'clopidogrel' || item.id === 'warfarin') {
        expect({ item: item.id, missingCase: cases.some(c => c.expect === 'retest' || c.expect === 'undetected') || item.rule.kind === 'pgx' }).toEqual({ item: item.id, missingCase: true })
      }
    }
  })

  for (const [itemId, cases] of Object.entries(CASES)) {
    for (const c of cases) {
      it(`${itemId}: ${JSON.stringify(c.gt ?? {})}${c.missing ? ` missing ${c.missing.join(',')}` : ''}${c.sex ? ` (${c.sex})` : ''} gives ${c.expect}`, () => {
        const kit = kitWith(c.gt ?? {}, c.missing ?? [])
        const [r] = computeReport({ kit, index, sex: c.sex ?? 'female' }, { kb, itemIds: [itemId] })
        expect(r.itemId).toBe(itemId)
        if (c.expect === 'retest' || c.expect === 'undetected') {
          expect(r.status).toBe(c.expect)
          expect(r.level).toBeNull()
          expect(r.note).toContain('受基因检测技术所限')
        } else {
          expect({ status: r.status, level: r.level }).toEqual({ status: 'normal', level: c.expect })
          expect(r.levelLabel).toBeTruthy()
          expect(r.evidence.citations.length).toBeGreaterThan(0)
        }
      })
    }
  }
})
