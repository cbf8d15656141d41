import type { ItemCase } from './index'

/**
 * Cases of the polygenic score items (rule kind 'score'), one file per curator (see index.ts).
 * A score case gives every marker of the item as a plus-strand genotype (a marker left out is read
 * as homozygous for the GRCh37 reference, which is rarely what a case means) and expects the level
 * of the percentile band that the published odds ratios and East Asian frequencies put it in; the
 * relative risk and percentile themselves are checked against an independent enumeration in
 * scores.test.ts. The missing-marker case drops markers carrying more than maxMissingWeight of the
 * total |log OR| weight and expects 'retest'.
 *
 * No score item is in the base yet (see /work/notes/scores.md and ADR 0003: the GRCh37 reference
 * allele of the candidate GWAS lead SNPs could not be confirmed from a source in this pass).
 */
export const CASES: Record<string, ItemCase[]> = {}
