import type { ItemCase } from './index'

/**
 * Cases for the items written from GWAS Catalog rows (items/skin/gwascatalog.json,
 * items/traits/gwascatalog.json): plus-strand genotypes in, expected level out. The counted allele
 * is the catalog's risk allele on the GRCh37 plus strand (complemented where the catalog reports
 * the other strand, see gwas-catalog.test.ts). Markers not listed are homozygous for the `ref` field.
 */
export const CASES: Record<string, ItemCase[]> = {
  // Nakashima 2010 (PMID 20711176): rs1511412 A, OR 1.87 per allele
  keloid_3q22: [
    { gt: { rs1511412: 'GG' }, expect: 'typical' },
    { gt: { rs1511412: 'AG' }, expect: 'slightly_higher' },
    { gt: { rs1511412: 'AA' }, expect: 'higher' },
    { missing: ['rs1511412'], expect: 'retest' }
  ],
  // Hirota 2012 (PMID 23042114): rs4722404 G on the minus strand = plus-strand C, OR 1.18
  atopic_dermatitis_7p22: [
    { gt: { rs4722404: 'TT' }, expect: 'typical' },
    { gt: { rs4722404: 'CT' }, expect: 'slightly_higher' },
    { gt: { rs4722404: 'CC' }, expect: 'higher' },
    { missing: ['rs4722404'], expect: 'retest' }
  ],
  // Tang 2012 (PMID 22951725): rs638893 C on the minus strand = plus-strand G, OR 1.22
  vitiligo_ddx6: [
    { gt: { rs638893: 'AA' }, expect: 'typical' },
    { gt: { rs638893: 'AG' }, expect: 'slightly_higher' },
    { gt: { rs638893: 'GG' }, expect: 'higher' },
    { missing: ['rs638893'], expect: 'retest' }
  ],
  // Petukhova 2010 (PMID 20596022): rs7682241 A on the minus strand = plus-strand T, OR 1.34
  alopecia_areata_il2_il21: [
    { gt: { rs7682241: 'GG' }, expect: 'typical' },
    { gt: { rs7682241: 'GT' }, expect: 'slightly_higher' },
    { gt: { rs7682241: 'TT' }, expect: 'higher' },
    { missing: ['rs7682241'], expect: 'retest' }
  ],
  // He 2014 (PMID 25429064): rs3738814 A and rs258324 T raise adult height in East Asians
  adult_height_east_asian: [
    { gt: { rs3738814: 'GG', rs258324: 'GG' }, expect: 'fewer' },
    { gt: { rs3738814: 'AG', rs258324: 'GG' }, expect: 'fewer' },
    { gt: { rs3738814: 'AG', rs258324: 'GT' }, expect: 'some' },
    { gt: { rs3738814: 'AA', rs258324: 'GG' }, expect: 'some' },
    { gt: { rs3738814: 'AA', rs258324: 'GT' }, expect: 'more' },
    { gt: { rs3738814: 'AA', rs258324: 'TT' }, expect: 'more' },
    { missing: ['rs258324'], expect: 'retest' }
  ],
  // Okada 2012 (PMID 22344221), Wen 2014 (PMID 24861553): rs11142387 C raises BMI
  body_mass_index_klf9: [
    { gt: { rs11142387: 'AA' }, expect: 'typical' },
    { gt: { rs11142387: 'AC' }, expect: 'slightly_higher' },
    { gt: { rs11142387: 'CC' }, expect: 'higher' },
    { missing: ['rs11142387'], expect: 'retest' }
  ],
  // Fan 2011 (PMID 22144915): rs7677751 T, OR 1.26 for corneal astigmatism
  corneal_astigmatism_pdgfra: [
    { gt: { rs7677751: 'CC' }, expect: 'typical' },
    { gt: { rs7677751: 'CT' }, expect: 'slightly_higher' },
    { gt: { rs7677751: 'TT' }, expect: 'higher' },
    { missing: ['rs7677751'], expect: 'retest' }
  ],
  // Verhoeven 2013 (PMID 23396134): rs11145465 A lowers spherical equivalent (towards myopia)
  refractive_error_tjp2: [
    { gt: { rs11145465: 'CC' }, expect: 'typical' },
    { gt: { rs11145465: 'AC' }, expect: 'slightly_myopic' },
    { gt: { rs11145465: 'AA' }, expect: 'more_myopic' },
    { missing: ['rs11145465'], expect: 'retest' }
  ],
  // Kamatani 2010 (PMID 20139978): rs6065 T raises the platelet count (peddy: GRCh37 C>T)
  platelet_count_gp1ba: [
    { gt: { rs6065: 'CC' }, expect: 'typical' },
    { gt: { rs6065: 'CT' }, expect: 'slightly_higher' },
    { gt: { rs6065: 'TT' }, expect: 'higher' },
    { missing: ['rs6065'], expect: 'retest' }
  ],
  // Franceschini 2012 (PMID 23022100): rs1260326 T raises serum albumin (peddy: GRCh37 T>C)
  serum_albumin_gckr: [
    { gt: { rs1260326: 'CC' }, expect: 'lower' },
    { gt: { rs1260326: 'TC' }, expect: 'intermediate' },
    { gt: { rs1260326: 'TT' }, expect: 'higher' },
    { missing: ['rs1260326'], expect: 'retest' }
  ]
}
