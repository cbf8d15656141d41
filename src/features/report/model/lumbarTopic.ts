/**
 * /topics/disease/lumbar-disc-herniation (spec 2.8): the knowledge base has no item for it, and the
 * page says why instead of showing an invented one. What is known comes from the GWAS Catalog row of
 * the CHST3 study (gwas_catalog/gwas_catalog_grch37.tsv.gz, PMID 24216480) and the study's abstract;
 * what is missing is the risk allele: the catalog records it as '?', and neither rs1245582 nor
 * rs4148941 is in the snp_sites files that would give the plus-strand pair (docs/adr/0003).
 */
import type { Citation } from './api'

export const LUMBAR_STUDY: Citation = {
  id: 'song2013_chst3',
  pmid: '24216480',
  authors: 'Song YQ, Karasugi T, Cheung KMC, et al.',
  title: 'Lumbar disc degeneration is linked to a carbohydrate sulfotransferase 3 variant',
  journal: 'J Clin Invest 123(11):4909-4917',
  year: 2013
}

/** the GWAS Catalog row (GRCh37) as read from the reference file; riskAllele null = '?' in the catalog */
export const LUMBAR_CATALOG_ROW = {
  rsid: 'rs1245582',
  gene: 'CHST3',
  chrom: '10',
  pos: 73778267,
  riskAllele: null as string | null,
  oddsRatio: 1.2,
  ci: '1.13–1.29',
  p: '4×10⁻⁸',
  discovery: '366 例日本人患者、3331 名对照',
  replication: '1628 例东亚人患者、17469 名对照，以及 399 例欧洲人患者、5035 名对照'
}
