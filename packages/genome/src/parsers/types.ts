import type { GenomeBuild } from './build-detect'
import type { FormatSpec, Vendor } from './formats'
import type { Compression } from './input'
import type { WholeGenomeHeader } from './whole-genome'

/**
 * One genotype line, decoded without creating strings. The parser reuses a single record
 * object for every line: a sink must copy what it keeps.
 */
export interface GenotypeRecord {
  /** 1-based line number in the (decompressed) file */
  line: number
  /** ID_RS ('rs123'), ID_INTERNAL ('i123'), ID_OTHER (any other name, e.g. '1:101'), ID_NONE ('.') */
  idKind: number
  /** the number of an rs or internal id */
  idNum: number
  /** ChromCode (1-22, 23 X, 24 Y, 25 XY, 26 MT), 0 when the line gives none */
  chrom: number
  /** position as reported (build: see ParseResult.build), 0 when the line gives none */
  pos: number
  /** allele character codes ('A' = 65); a = 0 for a no-call; b = 0 for a haploid call */
  a: number
  b: number
}

export const ID_NONE = 0
export const ID_RS = 1
export const ID_INTERNAL = 2
export const ID_OTHER = 3

export interface ParseOptions {
  /** receives every call and no-call; discard what it gathered if the parse throws */
  sink?: (record: GenotypeRecord) => void
  /** VCF: the sample column to read (required when the VCF has several) */
  sample?: string
  /** extra GRCh37/GRCh38 position pairs for build detection (the AIM lists) */
  buildProbes?: { rs: number; pos37: number; pos38: number }[]
  /** rejected-line examples kept (default 10) */
  maxExamples?: number
}

export interface RejectedLine {
  line: number
  reason: string
  text: string
}

export interface ParseCounts {
  /** all lines of the decompressed text */
  lines: number
  /** header and comment lines before the data */
  headerLines: number
  /** comment and blank lines among the data */
  commentLines: number
  blankLines: number
  /** lines read as genotype lines (calls + noCalls + rejected + skipped) */
  dataLines: number
  /** lines with a genotype (diploid or haploid) */
  calls: number
  /** lines whose genotype is a no-call ('--', '00', './.') */
  noCalls: number
  /** calls with one allele ('A'): Y, MT and male X on most chips */
  haploidCalls: number
  /** genotypes with one allele missing ('A-', '0/.'), counted among noCalls */
  halfCalls: number
  /** VCF lines whose genotype is the reference allele only (0/0, 0|0, 0): a variant-only file has none */
  referenceCalls: number
  rejected: number
  /** valid lines the engine cannot use (indels in a VCF), by reason */
  skipped: Record<string, number>
  /** lines whose id (or chrom:pos when there is no id) was already seen */
  duplicateIds: number
  byChromosome: Record<string, number>
}

export interface ParseResult {
  format: {
    vendor: Vendor
    vendorLabel: string
    layout: FormatSpec['layout']
    delimiter: FormatSpec['delimiter']
    compression: Compression
    innerFile?: string
    otherEntries?: string[]
    /** strand the alleles are on: 'plus' for consumer exports; Illumina 'forward'/'top' reports are not */
    strand: FormatSpec['strand']
    vcfSample?: string
    /** VCF: what its header says about being a whole-genome call set (whole-genome.ts) */
    wholeGenome?: WholeGenomeHeader
  }
  build: {
    /** undefined when nothing in the file tells; GRCh37 is then assumed (see `assumed`) */
    build: GenomeBuild | undefined
    name: string
    assumed: boolean
    evidence: string
  }
  counts: ParseCounts
  rejects: { byReason: Record<string, number>; examples: RejectedLine[] }
  warnings: string[]
  bytes: { file: number; text: number }
  millis: number
}


