/**
 * Every word a person reads is Chinese: the Latin words a page may show are names, not words
 * (gene, SNP and haplogroup names, units, the sources it cites). Shared by the component test of
 * the demo's report pages (tests/components/report/demoPagesChinese.test.tsx) and by the browser
 * journeys, which scan every page they show (tests/e2e/harness/page.js).
 */

/** names, not words: sources and databases the pages cite by name */
export const LATIN_NAMES: ReadonlySet<string> = new Set([
  'ISOGG', 'PhyloTree', 'Kidd', 'Seldin', 'LineageTracker', 'Shuhua', 'Group', 'MIT', 'mtDNA', 'GRCh', 'CPIC', 'PharmCAT', 'ClinVar', 'ClinGen',
  // eponymous syndromes and variant names as Chinese medicine writes them
  'Pendred', 'Leber', 'Usher', 'HbS', 'HbE', 'delC',
  // amino acids of a protein change (Val158Met), the root of the mt tree (mt-MRCA)
  'Val', 'Met', 'Arg', 'Thr', 'Gln', 'Cys', 'Gly', 'Ala', 'Pro', 'Glu', 'Lys', 'Ser', 'Leu', 'Ile', 'Asp', 'Asn', 'His', 'Phe', 'Tyr', 'Trp', 'mt'
])

/** elements that cite a reference: cited as published, in its own language */
export const CITATION_SELECTOR = '[class*="cite"], [class*="citation"]'

/** a Latin word that is a name: it has a digit (rs671, GRCh37, D4a1), is all capitals (APOE, SNP), or is a cited source */
export const isName = (w: string): boolean => /\d/.test(w) || /^[A-Z]+$/.test(w) || LATIN_NAMES.has(w)

/** the Latin words of a text that are not names (an address a person typed, a link or an e-mail address, is no word) */
export function latinWordsIn(text: string): string[] {
  const words = text.replace(/https?:\/\/\S+/g, ' ').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []
  return [...new Set(words.filter(w => w.length > 1 && !isName(w)))]
}
