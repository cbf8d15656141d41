import type { ItemCase } from './index'

/**
 * Cases of the polygenic score items (rule kind 'score'), one file per curator (see index.ts).
 * A score case gives every marker of the item as a plus-strand genotype (a marker left out is read
 * as homozygous for the GRCh37 reference, which is rarely what a case means) and expects the level
 * of the percentile band that the published odds ratios and East Asian frequencies put it in; the
 * relative risk and percentile themselves are checked against an independent enumeration in
 * scores.test.ts. The missing-marker case drops markers carrying more than maxMissingWeight of the
 * total |log OR| weight and expects 'retest'.
 */
export const CASES: Record<string, ItemCase[]> = {
  // gout: score of the 8 loci of Nakayama 2017 Table 1 (risk allele A1 as published; percentiles under HWE with the Japanese control frequencies)
  gout: [
    // no risk allele at any locus: bottom of the distribution
    { gt: { rs1260326: 'CC', rs1014290: 'CC', rs3114020: 'TT', rs1165176: 'AA', rs11758351: 'TT', rs2285340: 'GG', rs4073582: 'AA', rs4766566: 'CC' }, expect: 'lower' },
    // the common risk alleles (ABCG2 C, SLC17A1 G, CNIH-2 C homozygous; GCKR, SLC2A9, CUX2 heterozygous): about the 58th percentile
    { gt: { rs1260326: 'CT', rs1014290: 'CT', rs3114020: 'CC', rs1165176: 'GG', rs11758351: 'TT', rs2285340: 'GG', rs4073582: 'GG', rs4766566: 'CT' }, expect: 'typical' },
    // homozygous risk at the six common loci: about the 97th percentile
    { gt: { rs1260326: 'TT', rs1014290: 'TT', rs3114020: 'CC', rs1165176: 'GG', rs11758351: 'TT', rs2285340: 'GG', rs4073582: 'GG', rs4766566: 'TT' }, expect: 'higher' },
    // ABCG2 and SLC2A9 carry 34% of the weight, more than the 30% that may be filled in
    { missing: ['rs3114020', 'rs1014290'], expect: 'retest' }
  ]
}
