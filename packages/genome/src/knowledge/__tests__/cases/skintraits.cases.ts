import type { ItemCase } from './index'

/**
 * Cases for the skin and traits items of the "skintraits" curator (items/skin/skintraits.json,
 * items/traits/skintraits.json), written from the sources (plus-strand genotypes in, expected level
 * out). Markers not listed are homozygous for the GRCh37 reference allele; `missing` no-calls markers.
 */
export const CASES: Record<string, ItemCase[]> = {
  // TAS2R19 rs10772420 (BMC Genomics 2018 Table 1, GRCh37, plus strand): A1 = G, beta -0.337 per G for
  // perceived quinine intensity; Reed 2010: the quinine peak association (5.8% of variance)
  quinine_bitterness: [
    { gt: { rs10772420: 'AA' }, expect: 'more_sensitive' },
    { gt: { rs10772420: 'AG' }, expect: 'intermediate' },
    { gt: { rs10772420: 'GA' }, expect: 'intermediate' },
    { gt: { rs10772420: 'GG' }, expect: 'less_sensitive' },
    { missing: ['rs10772420'], expect: 'retest' }
  ],
  // mtDNA haplogroup D = m.5178A (PhyloTree 17; rCRS 5178 C): Alexe 2007 (Japanese centenarians: D4a, D5,
  // D4b2b enriched), Cai 2009 (Rugao: D4 trend in women). MT calls are haploid; a mixed call is not read as D
  longevity_mt_haplogroup_d: [
    { gt: { rs28357984: 'C' }, expect: 'other' },
    { gt: { rs28357984: 'A' }, expect: 'haplogroup_d' },
    { missing: ['rs28357984'], expect: 'retest' }
  ],
  // AGXT2 rs37369 (1000G: GRCh37 C/T; c.418G>A on the minus-strand gene, plus T = Ile140). Kittel 2014:
  // one Ile140 +237% urinary BAIB, two +1661% (the recessive 'high excretor')
  baib_excretion_agxt2: [
    { gt: { rs37369: 'CC' }, expect: 'typical' },
    { gt: { rs37369: 'CT' }, expect: 'intermediate' },
    { gt: { rs37369: 'TT' }, expect: 'high_excretor' },
    { missing: ['rs37369'], expect: 'retest' }
  ],
  // ABCC11 rs17822931 (base marker; plus-strand TT = dry earwax, as earwax_type). Miura 2007: 225 Japanese
  // women, no colostrum more frequent in dry-type (P<0.0002), smaller volume (P=0.0341)
  colostrum_abcc11: [
    { gt: { rs17822931: 'CC' }, expect: 'wet_type' },
    { gt: { rs17822931: 'CT' }, expect: 'wet_type' },
    { gt: { rs17822931: 'TT' }, expect: 'dry_type' },
    { missing: ['rs17822931'], expect: 'retest' }
  ]
}
