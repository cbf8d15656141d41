/** An A/T or C/G SNP: its two alleles read the same on either strand. Indels (I/D) and multi-base alleles are not ambiguous, and a strand note alone does not make a marker ambiguous (issue 15 audit: the report's tag followed the notes and marked 4 markers wrongly, missed 5). */
const COMPLEMENT: Record<string, string> = { A: 'T', T: 'A', C: 'G', G: 'C' }

export function isStrandAmbiguousSnp(ref: string, alt: string): boolean {
  return ref.length === 1 && alt.length === 1 && COMPLEMENT[ref] === alt
}
