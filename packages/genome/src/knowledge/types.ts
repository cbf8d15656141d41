import type { FeatureTag, HealthArea, ReportItemTag } from '@xungen/contracts'

/**
 * The knowledge base as it is stored in packages/genome/knowledge/ (JSON) and read by load.ts.
 * Every genetic statement carries its evidence: markers with GRCh37 plus-strand alleles, the
 * rule that maps genotypes to a result, the evidence level and the citations.
 */

export type Category = HealthArea

/**
 * Evidence levels used in the base (documented in docs/adr, printed by kb:report):
 *  A  clinical guideline (CPIC level A/B) or established clinical genetics (ClinVar pathogenic / expert panel)
 *  B  replicated genome-wide association or meta-analysis with East Asian participants
 *  C  replicated association, mainly in other populations, or a single large study (shown with the research tag)
 */
export type EvidenceLevel = 'A' | 'B' | 'C'

export interface Citation {
  id: string
  /** PubMed id, as a string of digits */
  pmid?: string
  /** guideline or database id: 'CPIC', 'ClinVar:VCV000017023', 'PharmCAT' ... */
  source?: string
  url?: string
  authors: string
  title: string
  journal: string
  year: number
}

export interface MarkerDef {
  rsid: string
  gene: string
  /** '1'..'22', 'X', 'MT' */
  chrom: string
  /** GRCh37 1-based position (rCRS for MT) */
  pos: number
  /** reference allele on the GRCh37 plus strand (see `referenceUnconfirmed`) */
  ref: string
  /** alternative allele on the GRCh37 plus strand */
  alt: string
  /**
   * true when the sources state the two plus-strand alleles (e.g. a GWAS table's effect and other
   * allele) but none states which one is the GRCh37 reference base: `ref` is then the other
   * (non-effect) allele and `alt` the effect allele as published, and the report shows the pair
   * without calling either one the reference. Reading a kit does not depend on the order (the
   * panel's a1 is the reference only where it is known, core/genotype.ts); only strand-unambiguous
   * SNPs may be stored this way, since for A/T and C/G SNPs the reference base is what fixes the strand.
   */
  referenceUnconfirmed?: boolean
  /** HGVS-like or protein name to show: 'Glu504Lys', 'c.235delC' */
  name?: string
  /** false for variants that common consumer chips do not type (kept for completeness, never in the panel) */
  onCommonChips: boolean
  /** East Asian frequency of the ALT allele, with its source (citation id) */
  easAltFreq?: number
  easAltFreqSource?: string
  /** free text: how strand ambiguity (A/T, C/G) is handled for this marker */
  strandNote?: string
  /**
   * how GRCh37 position, plus-strand alleles and the frequency were checked: one entry per
   * independent source (a GRCh37 raw-data file or SNP table, a dbSNP/Ensembl/SNPedia page, PharmCAT)
   */
  verified?: string[]
}

/** One marker's use inside an item: which allele counts */
export interface ItemMarker {
  rsid: string
  /** allele whose copies the rule counts, on the GRCh37 plus strand */
  effectAllele: string
}

/** Table rule: genotype (count of effect alleles at each marker) -> level key */
export interface TableRule {
  kind: 'table'
  /**
   * keys are effect-allele counts joined by ',' in marker order ('0', '1', '2' for one marker;
   * '0,1' for two), a '*' matches any count
   */
  table: Record<string, string>
}

/** Additive score of published per-allele effects (log odds ratios), placed against East Asians */
export interface ScoreRule {
  kind: 'score'
  /** per marker, in item marker order: published odds ratio per effect allele and the EAS effect-allele frequency */
  weights: { rsid: string; or: number; eaf: number; source: string }[]
  /** percentile cut-offs (ascending) and the level of each band: levels.length === cuts.length + 1 */
  cuts: number[]
  levels: string[]
  /** the largest share of total |log OR| weight that may be missing (filled with the expected dosage) */
  maxMissingWeight: number
}

/** Rare pathogenic variants of a recessive (or X-linked) condition */
export interface CarrierRule {
  kind: 'carrier'
  inheritance: 'AR' | 'XL' | 'MT'
}

/** CPIC gene-drug pair: diplotypes from PharmCAT definitions, phenotype from PharmCAT tables */
export interface PgxRule {
  kind: 'pgx'
  /** genes combined in the recommendation, in order; each must have a PharmCAT definition or be an HLA tag / MT marker */
  genes: string[]
  /** recommendation key by phenotype key; phenotype keys are built as 'GENE:Phenotype' joined by '|' in gene order, '*' matches any */
  recommendations: { when: Record<string, string[]>; level: string }[]
}

export type Rule = TableRule | ScoreRule | CarrierRule | PgxRule

export interface ItemDef {
  id: string
  category: Category
  genes: string[]
  markers: ItemMarker[]
  rule: Rule
  /** level keys in display order; the text file gives each one its Chinese wording */
  levels: string[]
  /** level keys that deserve the ATTENTION tag */
  attention?: string[]
  evidence: EvidenceLevel
  citations: string[]
  /** submodules (feature tags) any one of which shows the item */
  features: FeatureTag[]
  /** the concept the item measures, for the consistency check across items */
  concept?: string
  /** extra tags of spec 3.6 that follow from the item itself */
  tags?: ReportItemTag[]
  /** spec route slug where the product names the item (2.8/2.9 topics) */
  topic?: string
  /** the effect alleles are rare pathogenic variants: a positive chip call needs clinical confirmation (Weedon 2021) */
  confirmRare?: boolean
  /** calculator id (calculators.ts) */
  calculator?: string
  /** the item is about one sex only (a mother's pregnancy, colostrum): hidden from the other */
  sex?: 'male' | 'female'
}

export interface LevelText {
  /** short result wording, e.g. '风险略高于平均' */
  label: string
  /** what this result means for the person, written by us */
  text: string
}

export interface ItemText {
  title: string
  /** one or two sentences shown in lists */
  summary: string
  /** the long explanation on the detail page */
  detail: string
  levels: Record<string, LevelText>
}

export interface KnowledgeBase {
  version: string
  items: ItemDef[]
  markers: Map<string, MarkerDef>
  citations: Map<string, Citation>
  texts: Map<string, ItemText>
  /** level wording shared by all items of a rule kind ('carrier', 'pgx'), with {title} and {gene} filled in */
  commonLevels: Record<string, Record<string, LevelText>>
}
