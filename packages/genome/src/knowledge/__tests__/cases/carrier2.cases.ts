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
  ]
}
