import type { ItemCase } from './index'

/**
 * Cases for the traits items of the "traits" curator (items/traits/lifespan-blood-group.json), written from the
 * sources (plus-strand genotypes in, expected level out). Markers not listed are homozygous for the
 * GRCh37 reference allele; `missing` no-calls markers.
 */
export const CASES: Record<string, ItemCase[]> = {
  // ABO (Yamamoto 1990; PMC6857544 hg19 table): the GRCh37 reference of rs8176719 is the O deletion (D),
  // I = inserted G = functional A/B allele; rs8176746 plus-strand T = c.796A = Met266 = B transferase
  abo_blood_group: [
    { gt: { rs8176719: 'DD', rs8176746: 'GG' }, expect: 'type_o' },
    { gt: { rs8176719: 'DI', rs8176746: 'GG' }, expect: 'type_a' },
    { gt: { rs8176719: 'II', rs8176746: 'GG' }, expect: 'type_a' },
    { gt: { rs8176719: 'DI', rs8176746: 'GT' }, expect: 'type_b' },
    { gt: { rs8176719: 'II', rs8176746: 'TT' }, expect: 'type_b' },
    { gt: { rs8176719: 'II', rs8176746: 'GT' }, expect: 'type_ab' },
    { gt: { rs8176719: 'DD', rs8176746: 'GT' }, expect: 'uncertain' },
    { gt: { rs8176719: 'DI', rs8176746: 'TT' }, expect: 'uncertain' },
    { missing: ['rs8176719'], expect: 'retest' },
    { missing: ['rs8176746'], expect: 'retest' }
  ],
  // APOE and exceptional longevity (Garatachea 2015 meta-analysis; Sebastiani 2019): rs429358 C = e4, rs7412 T = e2
  longevity_apoe: [
    { gt: { rs429358: 'TT', rs7412: 'CC' }, expect: 'typical' },
    { gt: { rs429358: 'TT', rs7412: 'CT' }, expect: 'higher' },
    { gt: { rs429358: 'TT', rs7412: 'TT' }, expect: 'higher' },
    { gt: { rs429358: 'TC', rs7412: 'CC' }, expect: 'lower' },
    { gt: { rs429358: 'TC', rs7412: 'CT' }, expect: 'lower' },
    { gt: { rs429358: 'CC', rs7412: 'CC' }, expect: 'much_lower' },
    { gt: { rs429358: 'CC', rs7412: 'CT' }, expect: 'unusual' },
    { missing: ['rs429358'], expect: 'retest' }
  ]
}
