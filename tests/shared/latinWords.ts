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
  'Val', 'Met', 'Arg', 'Thr', 'Gln', 'Cys', 'Gly', 'Ala', 'Pro', 'Glu', 'Lys', 'Ser', 'Leu', 'Ile', 'Asp', 'Asn', 'His', 'Phe', 'Tyr', 'Trp', 'mt',
  // authors a text cites in passing (Steiner 2017, Nakayama 等), projects by their names after the Chinese one
  // (1000 Genomes Project, 《共享厘摩项目》（Shared cM Project）)
  'Steiner', 'Nakayama', 'Genomes', 'Project', 'Shared',
  // first authors the haplogroup stories cite (knowledge/lineage/haplogroup-stories.zh-CN.json: Yan 等 2014)
  'Rootsi', 'Yan', 'Zhang', 'Hammer', 'Li', 'Wang', 'Kumar', 'Shi', 'Su', 'Wen', 'Zhong', 'Cui', 'Huang', 'Kivisild', 'Kong', 'Yao', 'Tanaka', 'Derenko', 'Torroni', 'Tamm', 'Trejaut',
  // the prefix of SNP ids (rs 编号), pinyin typed without tones as the surname search's hint shows
  'rs', 'ouyang', 'shan',
  // ancestry-informative markers (AIMs), as population genetics writes them
  'AIMs',
  // technical names the privacy policy gives exactly (a WeChat openid; passwords kept as scrypt hashes)
  'openid', 'scrypt',
  // units: centimorgan, ng/mL
  'cM', 'ng', 'mL',
  // file formats an import page accepts, and the chromosome a Y file holds
  'txt', 'csv', 'tsv', 'zip', 'gz', 'vcf', 'Newick', 'chrY', 'ged',
  // companies and products by their names: the vendors whose files import reads (23andMe, FTDNA's Big Y), a payment service
  'WeGene', 'AncestryDNA', 'MyHeritage', 'FamilyTreeDNA', 'LivingDNA', 'YFull', 'Big', 'PayPal',
  // the word Chinese product text itself uses for a phone app (下载 App)
  'App',
  // the pet test's brand, and the software libraries the third-party SDK list names exactly (sharp, pdfkit, pg, ioredis, BullMQ, crypto-js, Taro, React)
  'Popopet', 'sharp', 'pdfkit', 'pg', 'ioredis', 'BullMQ', 'crypto', 'js', 'Taro', 'React'
])

/** elements that cite a reference: cited as published, in its own language */
export const CITATION_SELECTOR = '[class*="cite"], [class*="citation"]'

/** elements whose text is no words: citations, and codes a staff console shows as identifiers (class xg-code) */
export const NOT_WORDS_SELECTOR = `${CITATION_SELECTOR}, .xg-code`

/**
 * a Latin word that is a name: it has a digit (rs671, GRCh37, D4a1, 23andMe), is all capitals
 * (APOE, SNP), is on the list, or is a compound whose first part is one (O-M117, Y-Adam, mt-MRCA)
 */
export const isName = (w: string): boolean => /\d/.test(w) || /^[A-Z]+$/.test(w) || LATIN_NAMES.has(w) || (w.includes('-') && isName(w.split('-')[0]))

/** pinyin with its tone marks (赵 zhào) is how Chinese writes a character's sound */
const isPinyin = (w: string): boolean => /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]/.test(w)

/**
 * the Latin words of a text that are not names (an address is no word: a link, a site's path with
 * its query as the address bar shows it, /buy/distribution?channel=, a query key, an e-mail address)
 */
export function latinWordsIn(text: string): string[] {
  const words = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\/[A-Za-z][\w\-/]*(\?[\w=&\-]*)?/g, ' ')
    .replace(/\b[a-z]+=/g, ' ').match(/[\p{Script=Latin}0-9]+(?:-[\p{Script=Latin}0-9]+)*/gu) ?? []
  return [...new Set(words.filter(w => /\p{Script=Latin}/u.test(w) && w.length > 1 && !isName(w) && !isPinyin(w)))]
}
