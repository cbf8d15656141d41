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
 * No score item is in the base yet (see /work/notes/scores.md and ADR 0003). First pass: the GRCh37
 * reference allele of GWAS lead SNPs was not stated by any source (now handled by referenceUnconfirmed).
 * Second pass: the only complete East Asian multi-locus table found (gout, Nakayama 2017) would replace
 * the rule of the existing `gout` item, which audit.test.ts uses as its single-marker example; the
 * replacement is left to the lead as a patch (/work/notes/scores-gout-proposal.patch).
 */
export const CASES: Record<string, ItemCase[]> = {}
