import type { ChromCode } from '../core/chromosome'
import type { Reference } from '../reference'

/** Bump when the build rules change (merge rule, fill model): part of the panel id. */
export const PANEL_BUILDER_VERSION = 2
/** about the size of a modern consumer chip (23andMe v5 ~ 640,000; Illumina GSA ~ 650,000); the
 * real positions available (domain markers, site lists, the genetic map) are fewer, ~430,000 */
export const DEFAULT_PANEL_SIZE = 640_000

/**
 * One marker a domain wants on the panel, on GRCh37 (rCRS for MT), alleles on the plus strand.
 * `rsid` is the dbSNP id where one exists ('rs671'); otherwise the domain's own name
 * ('M217' for an ISOGG Y-SNP without an rsID). Markers are matched to uploads by rsID, and by
 * (chrom, pos) for anything else.
 */
export interface PanelMarkerSpec {
  rsid: string
  chrom: ChromCode
  pos: number
  /** reference allele where the source knows it */
  a1: string
  a2: string
  /** dataset or domain name, e.g. 'isogg-y', 'kidd55', 'hapmap3-chr1' */
  source: string
}

/** A domain's contribution to the panel (see providers.ts). */
export interface PanelProvider {
  /** stable name, shown in `genome panel info` */
  name: string
  /**
   * bump when the provider's output changes: it is part of the panel cache key, so a new
   * version rebuilds the cached panel (and changes the panel checksum if markers changed)
   */
  version: string
  provide(ref: Reference): PanelMarkerSpec[] | Promise<PanelMarkerSpec[]>
}

export const ALLELES = ['A', 'C', 'G', 'T', 'I', 'D'] as const
export const ALLELE_CODE: Record<string, number> = { A: 0, C: 1, G: 2, T: 3, I: 4, D: 5 }

/** what the builder did: counts per source, merges and conflicts (the first few listed) */
export interface PanelBuildReport {
  builderVersion: number
  targetSize: number
  providers: { name: string; version: string; markers: number }[]
  chipManifest?: { file: string; sha256: string; markers: number }
  hapmap3: number
  synthetic: number
  /** specs at the same position with the same alleles, folded into one marker */
  merged: number
  /** specs dropped because they contradict a higher-priority spec */
  conflicts: number
  conflictExamples: string[]
  /** specs refused as malformed (bad chromosome, position or alleles) */
  invalid: number
  invalidExamples: string[]
  strandAmbiguous: number
  builtAt: string
  buildMillis: number
}
