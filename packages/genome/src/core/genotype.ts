/**
 * A genotype call at one biallelic marker of a panel, as 2 bits.
 *
 *   0 NO_CALL   not typed, failed, or not harmonisable to the panel's alleles
 *   1 HOM_A1    a1/a1 (for haploid markers, Y, MT and male X: a1)
 *   2 HET       a1/a2
 *   3 HOM_A2    a2/a2 (for haploid markers: a2)
 *
 * a1 and a2 are the panel's alleles for the marker on the GRCh37 plus strand
 * (see MarkerPanel). Where the panel knows the reference allele, a1 is the reference.
 */
export const NO_CALL = 0
export const HOM_A1 = 1
export const HET = 2
export const HOM_A2 = 3
export type CallCode = 0 | 1 | 2 | 3

/** number of a2 alleles for a call (dosage), or -1 for a no-call */
export function dosageA2(code: number): number {
  return code === NO_CALL ? -1 : code - 1
}

const COMPLEMENT: Record<string, string> = { A: 'T', T: 'A', C: 'G', G: 'C', I: 'I', D: 'D' }

export function complement(base: string): string {
  return COMPLEMENT[base] ?? base
}

/** A/T and C/G markers read the same on both strands: strand cannot be inferred from the alleles. */
export function isStrandAmbiguous(a1: string, a2: string): boolean {
  return complement(a1) === a2
}
