import type { ItemCase } from './index'

/**
 * Cases for the skin and fitness items added by the skinfit curator, written from the sources
 * (plus-strand genotypes in, expected level out). Markers not listed are homozygous for the GRCh37
 * reference allele; `missing` no-calls markers.
 */
export const CASES: Record<string, ItemCase[]> = {
  // Shen 2015: liver-fat reduction after lifestyle modification CC 3.7%, CG 6.5%, GG 11.3% (rs738409 G = 148Met)
  lifestyle_liver_fat_response: [
    { gt: { rs738409: 'CC' }, expect: 'typical' }, { gt: { rs738409: 'CG' }, expect: 'greater' }, { gt: { rs738409: 'GG' }, expect: 'greatest' },
    { missing: ['rs738409'], expect: 'retest' }
  ],
  // ALDH2 rs671 A = Lys (ALDH2*2); Lys/Lys OR 3.33 for osteoporosis (PMID 16520888), rs671 and hip fracture OR 2.48 (Takeshima 2017)
  bone_fracture_aldh2: [
    { gt: { rs671: 'GG' }, expect: 'typical' }, { gt: { rs671: 'GA' }, expect: 'slightly_higher' }, { gt: { rs671: 'AA' }, expect: 'higher' },
    { missing: ['rs671'], expect: 'retest' }
  ],
  // mtDNA haplogroup F = 6392C + 10310A (PhyloTree 17); haploid MT calls
  mt_haplogroup_f_power: [
    { gt: { MT6392: 'T', rs41467651: 'G' }, expect: 'other' },
    { gt: { MT6392: 'C', rs41467651: 'A' }, expect: 'haplogroup_f' },
    // 10310A alone (3 of 270 East Asians in 1000G) is not haplogroup F
    { gt: { MT6392: 'T', rs41467651: 'A' }, expect: 'other' },
    { missing: ['rs41467651'], expect: 'retest' }
  ],
  // De Almeida 2022: AA (ALDH2*2/*2) lower grip strength at >=55 years than GG+GA
  muscle_strength_aging_aldh2: [
    { gt: { rs671: 'GG' }, expect: 'typical' }, { gt: { rs671: 'GA' }, expect: 'typical' }, { gt: { rs671: 'AA' }, expect: 'lower' },
    { missing: ['rs671'], expect: 'retest' }
  ]
}
