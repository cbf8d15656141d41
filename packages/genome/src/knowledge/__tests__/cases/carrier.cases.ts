import type { ItemCase } from './index'

/**
 * Carrier-status items added by the carrier curator. Plus-strand genotypes written from the
 * records: ClinGen Evidence Repository / ClinVar HGVS on NC_0000xx.10 (GRCh37). Markers without a
 * confirmed rsID are keyed by their ClinGen Allele Registry id (CA...), as the Pompe markers are.
 */
export const CASES: Record<string, ItemCase[]> = {
  // CDH23 (plus strand): c.719C>T p.Pro240Leu (NC_000010.10:g.73330641C>T) and c.6085C>T p.Arg2029Trp (g.73550924C>T)
  cdh23_hearing_loss: [
    { gt: { rs121908354: 'CC', CA5545996: 'CC' }, expect: 'not_detected' },
    { gt: { rs121908354: 'CT', CA5545996: 'CC' }, expect: 'carrier' },
    { gt: { CA5545996: 'CT' }, expect: 'carrier' },
    // compound heterozygous (phase unknown) and homozygous
    { gt: { rs121908354: 'CT', CA5545996: 'CT' }, expect: 'two_variants' },
    { gt: { rs121908354: 'TT' }, expect: 'two_variants' },
    { missing: ['rs121908354', 'CA5545996'], expect: 'retest' }
  ],
  // USH2A is on the minus strand: c.8559-2A>G is NC_000001.10:g.216051224T>C
  usher_syndrome_ush2a: [
    { gt: { CA262122: 'TT' }, expect: 'not_detected' },
    { gt: { CA262122: 'TC' }, expect: 'carrier' },
    { gt: { CA262122: 'CC' }, expect: 'two_variants' },
    { missing: ['CA262122'], expect: 'retest' }
  ],
  // F9 (X-linked, plus strand): c.1009G>A p.Ala337Thr = NC_000023.10:g.138643853G>A
  hemophilia_b: [
    { gt: { CA414445354: 'GG' }, expect: 'not_detected' },
    { gt: { CA414445354: 'GA' }, expect: 'carrier' },
    { gt: { CA414445354: 'AA' }, expect: 'two_variants' },
    { gt: { CA414445354: 'A' }, sex: 'male', expect: 'hemizygous' },
    { gt: { CA414445354: 'G' }, sex: 'male', expect: 'not_detected' },
    { missing: ['CA414445354'], expect: 'retest' }
  ],
  // OTC (X-linked, plus strand): c.119G>A p.Arg40His = NC_000023.10:g.38226585G>A (rs72554308)
  otc_deficiency: [
    { gt: { rs72554308: 'GG' }, expect: 'not_detected' },
    { gt: { rs72554308: 'GA' }, expect: 'carrier' },
    { gt: { rs72554308: 'AA' }, expect: 'two_variants' },
    { gt: { rs72554308: 'A' }, sex: 'male', expect: 'hemizygous' },
    { gt: { rs72554308: 'G' }, sex: 'male', expect: 'not_detected' },
    { missing: ['rs72554308'], expect: 'retest' }
  ],
  // RPE65 is on the minus strand: c.1087C>A p.Pro363Thr is NC_000001.10:g.68903911G>T
  rpe65_retinal_dystrophy: [
    { gt: { CA256730: 'GG' }, expect: 'not_detected' },
    { gt: { CA256730: 'GT' }, expect: 'carrier' },
    { gt: { CA256730: 'TT' }, expect: 'two_variants' },
    { missing: ['CA256730'], expect: 'retest' }
  ],
  // GAMT is on the minus strand: c.327G>A is NC_000019.9:g.1399792C>T (rs80338735)
  gamt_deficiency: [
    { gt: { rs80338735: 'CC' }, expect: 'not_detected' },
    { gt: { rs80338735: 'CT' }, expect: 'carrier' },
    { gt: { rs80338735: 'TT' }, expect: 'two_variants' },
    { missing: ['rs80338735'], expect: 'retest' }
  ],
  // RS1 (X-linked) is on the minus strand: c.304C>T = NC_000023.10:g.18665333G>A, c.305G>A = g.18665332C>T
  x_linked_retinoschisis: [
    { gt: { CA226667: 'GG', 'RS1-R102Q': 'CC' }, expect: 'not_detected' },
    { gt: { CA226667: 'GA' }, expect: 'carrier' },
    { gt: { 'RS1-R102Q': 'CT' }, expect: 'carrier' },
    { gt: { CA226667: 'GA', 'RS1-R102Q': 'CT' }, expect: 'two_variants' },
    { gt: { CA226667: 'A' }, sex: 'male', expect: 'hemizygous' },
    { gt: { 'RS1-R102Q': 'T' }, sex: 'male', expect: 'hemizygous' },
    { gt: { CA226667: 'G', 'RS1-R102Q': 'C' }, sex: 'male', expect: 'not_detected' },
    { missing: ['CA226667', 'RS1-R102Q'], expect: 'retest' }
  ],
  // ADA is on the minus strand: c.845G>A p.Arg282Gln is NC_000020.10:g.43251229C>T
  ada_scid: [
    { gt: { CA9871496: 'CC' }, expect: 'not_detected' },
    { gt: { CA9871496: 'CT' }, expect: 'carrier' },
    { gt: { CA9871496: 'TT' }, expect: 'two_variants' },
    { missing: ['CA9871496'], expect: 'retest' }
  ],
  // ASS1 is on the plus strand: c.1168G>A p.Gly390Arg is NC_000009.11:g.133374932G>A (ClinVar RCV000006701)
  citrullinemia_type1_ass1: [
    { gt: { rs121908641: 'GG' }, expect: 'not_detected' },
    { gt: { rs121908641: 'GA' }, expect: 'carrier' },
    { gt: { rs121908641: 'AA' }, expect: 'two_variants' },
    { missing: ['rs121908641'], expect: 'retest' }
  ],
  // CAPN3 is on the plus strand: c.1250C>T p.Thr417Met = NC_000015.9:g.42691746C>T, c.1303G>A p.Glu435Lys = g.42691799G>A (ClinGen CA7511313)
  capn3_lgmd_r1: [
    { gt: { 'CAPN3-T417M': 'CC', rs149914792: 'GG' }, expect: 'not_detected' },
    { gt: { 'CAPN3-T417M': 'CT', rs149914792: 'GG' }, expect: 'carrier' },
    { gt: { rs149914792: 'GA' }, expect: 'carrier' },
    { gt: { 'CAPN3-T417M': 'TT' }, expect: 'two_variants' },
    { gt: { 'CAPN3-T417M': 'CT', rs149914792: 'GA' }, expect: 'two_variants' },
    { gt: { rs149914792: 'AA' }, expect: 'two_variants' },
    { missing: ['CAPN3-T417M', 'rs149914792'], expect: 'retest' }
  ]
}
