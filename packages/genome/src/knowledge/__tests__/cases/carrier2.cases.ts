import type { ItemCase } from './index'

/**
 * Carrier-status items added by the second carrier curator. Plus-strand genotypes written from the
 * records (ClinGen Evidence Repository / ClinVar HGVS on NC_0000xx.10, GRCh37). Markers without a
 * confirmed rsID are keyed by their ClinGen Allele Registry id (CA...).
 */
export const CASES: Record<string, ItemCase[]> = {
  // RPGR is on the minus strand: c.823G>A p.Gly275Ser = NC_000023.10:g.38163999C>T (CA226447),
  // c.779-1G>A = NC_000023.10:g.38164044C>T (CA226446)
  x_linked_retinitis_pigmentosa_rpgr: [
    { gt: { CA226447: 'CC', CA226446: 'CC' }, expect: 'not_detected' },
    { gt: { CA226447: 'CT' }, expect: 'carrier' },
    { gt: { CA226446: 'CT', CA226447: 'CC' }, expect: 'carrier' },
    { gt: { CA226447: 'CT', CA226446: 'CT' }, expect: 'two_variants' },
    { gt: { CA226447: 'TT' }, expect: 'two_variants' },
    { gt: { CA226447: 'T' }, sex: 'male', expect: 'hemizygous' },
    { gt: { CA226446: 'T' }, sex: 'male', expect: 'hemizygous' },
    { gt: { CA226447: 'C', CA226446: 'C' }, sex: 'male', expect: 'not_detected' },
    { missing: ['CA226447', 'CA226446'], expect: 'retest' }
  ],
  // IL7R is on the plus strand: c.353G>A p.Cys118Tyr = NC_000005.9:g.35867539G>A (rs193922641),
  // c.538-1G>A = NC_000005.9:g.35873581G>A (ClinGen CA359430531)
  il7r_scid: [
    { gt: { rs193922641: 'GG', CA359430531: 'GG' }, expect: 'not_detected' },
    { gt: { rs193922641: 'GA', CA359430531: 'GG' }, expect: 'carrier' },
    { gt: { CA359430531: 'GA' }, expect: 'carrier' },
    { gt: { rs193922641: 'GA', CA359430531: 'GA' }, expect: 'two_variants' },
    { gt: { rs193922641: 'AA' }, expect: 'two_variants' },
    { gt: { CA359430531: 'AA' }, sex: 'male', expect: 'two_variants' },
    { missing: ['rs193922641', 'CA359430531'], expect: 'retest' }
  ],
  // SGCA is on the plus strand: c.229C>T p.Arg77Cys = NC_000017.10:g.48245014C>T (ClinGen CA120427, ClinVar RCV000010044)
  sgca_lgmd_r3: [
    { gt: { rs28933693: 'CC' }, expect: 'not_detected' },
    { gt: { rs28933693: 'CT' }, expect: 'carrier' },
    { gt: { rs28933693: 'TT' }, expect: 'two_variants' },
    { gt: { rs28933693: 'TT' }, sex: 'male', expect: 'two_variants' },
    { missing: ['rs28933693'], expect: 'retest' }
  ]
}
