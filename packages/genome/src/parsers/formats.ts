import { GenotypeFileError } from './errors'

/**
 * Format detection. Each vendor's layout follows the conventions reproduced by the apriha/snps
 * test fixtures (../shared/data/genotype_format_fixtures, BSD-3-Clause): the vendor is named by
 * its comment lines, the layout by its column header (or by the first data lines when there is
 * no header).
 */
export type Vendor =
  | '23andme'
  | 'ancestrydna'
  | 'ftdna'
  | 'ftdna-famfinder'
  | 'myheritage'
  | 'livingdna'
  | '23mofang'
  | 'wegene'
  | 'genesforgood'
  | 'dnaland'
  | 'selfdecode'
  | 'mapmygenome'
  | 'sano'
  | 'codigo46'
  | 'circledna'
  | 'tellmegen'
  | 'plink'
  | 'xungen'
  | 'vcf'
  | 'generic'

export const VENDOR_LABELS: Record<Vendor, string> = {
  '23andme': '23andMe',
  ancestrydna: 'AncestryDNA',
  ftdna: 'FamilyTreeDNA',
  'ftdna-famfinder': 'FamilyTreeDNA (famfinder)',
  myheritage: 'MyHeritage',
  livingdna: 'LivingDNA',
  '23mofang': '23魔方 (23Mofang)',
  wegene: 'WeGene',
  genesforgood: 'Genes for Good',
  dnaland: 'DNA.Land',
  selfdecode: 'SelfDecode',
  mapmygenome: 'Mapmygenome',
  sano: 'Sano Genetics',
  codigo46: 'Código 46',
  circledna: 'CircleDNA',
  tellmegen: 'tellmeGen',
  plink: 'PLINK text export (--recode 23)',
  xungen: '基因寻根 export',
  vcf: 'VCF',
  generic: 'generic rsid/chromosome/position/genotype table'
}

export type Delimiter = 'whitespace' | 'comma'

export interface FormatSpec {
  vendor: Vendor
  layout: 'genotype' | 'two-allele' | 'vcf'
  delimiter: Delimiter
  /** 0-based columns; -1 when absent (an id like '1:101' then carries chrom and pos) */
  idCol: number
  chromCol: number
  posCol: number
  /** genotype column, or allele-1 column in the two-allele layout */
  genotypeCol: number
  allele2Col: number
  /** the sample column of an Illumina report, checked to hold one sample only */
  sampleCol: number
  /** strand the alleles are reported on: vendors' consumer files use the plus strand */
  strand: 'plus' | 'forward' | 'top'
  /** number of preamble lines before the first data line (header and comments) */
  preambleLines: number
  /** comment and header text, for build detection */
  preambleText: string
  /** VCF: the sample column chosen and the names of all samples */
  vcfSampleCol?: number
  vcfSamples?: string[]
}

const ID_NAMES = new Set(['rsid', 'rs id', 'rs_id', 'rsid_', 'name', 'snp', 'snp name', 'snp.name', 'snpname', 'marker', 'markername', 'marker name', 'snpid', 'snp_id', 'id', 'snp_name', 'variant', 'variant_id'])
const CHROM_NAMES = new Set(['chromosome', 'chrom', 'chr', 'chromosome_name', 'chrom_name'])
const POS_NAMES = new Set(['position', 'pos', 'mapinfo', 'physical position', 'bp', 'base_pair', 'basepair', 'coordinate', 'start'])
const GENOTYPE_NAMES = new Set(['genotype', 'result', 'gt', 'call', 'genotypes'])

function norm(s: string): string {
  return s.trim().replace(/^"+|"+$/g, '').trim().toLowerCase()
}

function splitHeader(line: string): { cols: string[]; delimiter: Delimiter } {
  const t = line.replace(/^#+/, '').trim()
  if (t.includes('\t') || !t.includes(',')) return { cols: t.split(/[\t ]{2,}|\t/).flatMap(c => (c.includes(' ') && !/allele|snp name|sample name|physical/i.test(c) ? c.split(/ +/) : [c])).map(norm), delimiter: 'whitespace' }
  return { cols: t.split(',').map(norm), delimiter: 'comma' }
}

interface Columns {
  id: number
  chrom: number
  pos: number
  genotype: number
  allele1: number
  allele2: number
  sample: number
  strand: FormatSpec['strand']
}

/** recognises a column header: an id column plus a genotype or two allele columns */
function headerColumns(cols: string[]): Columns | undefined {
  const find = (names: Set<string>) => cols.findIndex(c => names.has(c))
  let id = find(ID_NAMES)
  // Mapmygenome has both 'SNP Name' and 'rsID': prefer the rsID column
  const rsidCol = cols.findIndex(c => c === 'rsid')
  if (rsidCol >= 0) id = rsidCol
  let chrom = find(CHROM_NAMES)
  let pos = find(POS_NAMES)
  let genotype = find(GENOTYPE_NAMES)
  const alleleCol = (k: 1 | 2, strand: string) => cols.findIndex(c => new RegExp(`^allele[ _.]*${k}([ ._-]+${strand})?$`).test(c))
  let strand: FormatSpec['strand'] = 'plus'
  let a1 = alleleCol(1, 'plus')
  let a2 = alleleCol(2, 'plus')
  const plusNamed = a1 >= 0 && /plus/.test(cols[a1])
  if (!plusNamed) {
    for (const s of ['plus', 'forward', 'top'] as const) {
      const x = cols.findIndex(c => new RegExp(`^allele[ _.]*1[ ._-]+${s}$`).test(c))
      const y = cols.findIndex(c => new RegExp(`^allele[ _.]*2[ ._-]+${s}$`).test(c))
      if (x >= 0 && y >= 0) {
        a1 = x
        a2 = y
        strand = s
        break
      }
    }
  }
  const sample = cols.findIndex(c => c === 'sample name' || c === 'sample.id' || c === 'sample id')
  if (id < 0) return undefined
  if (genotype < 0 && (a1 < 0 || a2 < 0)) {
    // a header naming id, chromosome and position, whose fourth column is the genotype under
    // another name (generic_non_standard_columns.tsv: 'genotype_other')
    if (chrom >= 0 && pos >= 0 && cols.length >= 4 && /geno|result|call|gt/.test(cols[3])) genotype = 3
    else return undefined
  }
  if (chrom < 0) chrom = -1
  if (pos < 0) pos = -1
  return { id, chrom, pos, genotype, allele1: a1, allele2: a2, sample, strand }
}

const DATA_LINE = /^"*(rs\d+|i\d+|[\w.:-]+)"*[\t ,]+"*(chr)?([0-9]{1,2}|X|Y|XY|MT|M|PAR)"*[\t ,]+"*\d+"*[\t ,]+/i

function vendorOf(preamble: string, firstLine: string): Vendor | undefined {
  const checks: [RegExp, Vendor][] = [
    [/23andMe/i, '23andme'],
    [/AncestryDNA/i, 'ancestrydna'],
    [/famfinder/i, 'ftdna-famfinder'],
    [/MyHeritage/i, 'myheritage'],
    [/Living ?DNA/i, 'livingdna'],
    [/23Mofang|23魔方/i, '23mofang'],
    [/WeGene|微基因/i, 'wegene'],
    [/Genes for Good/i, 'genesforgood'],
    [/DNA\.Land/i, 'dnaland'],
    [/SelfDecode/i, 'selfdecode'],
    [/Mapmygenome/i, 'mapmygenome'],
    [/CODIGO46/i, 'codigo46'],
    [/\bSANO\b|derived from the corresponding VCF/i, 'sano'],
    [/^# ?Circle/im, 'circledna'],
    [/PLINK|Below is a text version of your data/i, 'plink'],
    [/基因寻根|xungen/i, 'xungen'],
    [/familytreedna/i, 'ftdna']
  ]
  for (const [re, v] of checks) if (re.test(preamble)) return v
  if (/^RSID,CHROMOSOME,POSITION,RESULT/.test(firstLine)) return 'ftdna'
  if (/^SNP Name\trsID|^SNP\.Name\tSample\.ID/.test(firstLine)) return 'mapmygenome'
  if (/^rsid\tChromosome\t/.test(firstLine)) return 'tellmegen'
  return undefined
}

/**
 * Decides the format from the first lines of a file (comments, header and up to ~30 data
 * lines, already decoded). Throws GenotypeFileError('foreign') for text that is no genotype file.
 */
export function detectFormat(lines: string[], options: { sample?: string } = {}): FormatSpec {
  const firstNonEmpty = lines.find(l => l.trim().length > 0) ?? ''
  if (/^##fileformat=VCF/i.test(firstNonEmpty) || lines.some(l => l.startsWith('#CHROM'))) return detectVcf(lines, options)
  if (/^>/.test(firstNonEmpty)) throw new GenotypeFileError('foreign', 'this is a FASTA sequence file, not a genotype file (upload the raw data export of your DNA test)')
  if (/^\s*(\{|\[\s*[{"\d\]]|\[$)/.test(firstNonEmpty)) throw new GenotypeFileError('foreign', 'this is a JSON file, not a raw genotype text file')
  if (/^\s*<(\?xml|!DOCTYPE|html)/i.test(firstNonEmpty)) throw new GenotypeFileError('foreign', 'this is an XML or HTML document, not a raw genotype text file')

  let i = 0
  const comments: string[] = []
  if (/^\[Header\]/.test(firstNonEmpty)) {
    // Illumina GenomeStudio final report: [Header] ... [Data], then the column header
    while (i < lines.length && !/^\[Data\]/.test(lines[i])) comments.push(lines[i++])
    if (i === lines.length) throw new GenotypeFileError('foreign', 'an Illumina report with a [Header] section but no [Data] section')
    comments.push(lines[i++])
  } else {
    while (i < lines.length && (lines[i].startsWith('#') || lines[i].trim() === '')) comments.push(lines[i++])
  }
  if (i >= lines.length) throw new GenotypeFileError('no-genotypes', 'the file has comment lines only, no genotypes')
  const preambleText = comments.join('\n')
  const first = lines[i]
  const vendor = vendorOf(preambleText + '\n' + first, first) ?? 'generic'

  let header = headerColumns(splitHeader(first).cols)
  let headerLine = first
  let preambleLines = i + 1
  if (header === undefined) {
    // the column header may be the last comment line ('# rsid\tchromosome\tposition\tgenotype')
    const lastComment = [...comments].reverse().find(c => c.trim().replace(/^#+/, '').trim().length > 0)
    const h = lastComment ? headerColumns(splitHeader(lastComment).cols) : undefined
    if (h && DATA_LINE.test(first)) {
      header = h
      headerLine = lastComment!
      preambleLines = i
    }
  }
  if (header === undefined) {
    // no header: rsid, chromosome, position, genotype (or two alleles) by position
    if (!DATA_LINE.test(first)) {
      const shown = first.length > 80 ? first.slice(0, 80) + '…' : first
      throw new GenotypeFileError('foreign', `not a raw genotype file: line ${i + 1} ('${shown}') is neither a column header we recognise (an id, chromosome and position, and a genotype or two allele columns) nor a genotype line`)
    }
    const delimiter: Delimiter = first.includes('\t') || !first.includes(',') ? 'whitespace' : 'comma'
    const n = (delimiter === 'comma' ? first.split(',') : first.trim().split(/\s+/)).length
    return {
      vendor, layout: n >= 5 ? 'two-allele' : 'genotype', delimiter, idCol: 0, chromCol: 1, posCol: 2, genotypeCol: 3, allele2Col: n >= 5 ? 4 : -1,
      sampleCol: -1, strand: 'plus', preambleLines: i, preambleText
    }
  }
  const { delimiter } = splitHeader(headerLine)
  // data lines decide the delimiter when the header is a comment written differently
  const dataDelimiter: Delimiter = first.includes('\t') ? 'whitespace' : first.includes(',') ? 'comma' : delimiter
  const twoAllele = header.genotype < 0
  return {
    vendor,
    layout: twoAllele ? 'two-allele' : 'genotype',
    delimiter: headerLine === first ? delimiter : dataDelimiter,
    idCol: header.id,
    chromCol: header.chrom,
    posCol: header.pos,
    genotypeCol: twoAllele ? header.allele1 : header.genotype,
    allele2Col: twoAllele ? header.allele2 : -1,
    sampleCol: header.sample,
    strand: header.strand,
    preambleLines,
    preambleText: preambleText + '\n' + headerLine
  }
}

function detectVcf(lines: string[], options: { sample?: string }): FormatSpec {
  const h = lines.findIndex(l => l.startsWith('#CHROM'))
  if (h < 0) throw new GenotypeFileError('foreign', 'a VCF without its #CHROM header line')
  const cols = lines[h].split('\t')
  const samples = cols.slice(9)
  if (cols.length < 8 || cols[1] !== 'POS') throw new GenotypeFileError('foreign', `a VCF whose #CHROM line is malformed: '${lines[h].slice(0, 80)}'`)
  if (samples.length === 0) throw new GenotypeFileError('no-genotypes', 'a sites-only VCF: it has no sample column, so no genotypes')
  let pick = 0
  if (options.sample !== undefined) {
    pick = samples.indexOf(options.sample)
    if (pick < 0) throw new GenotypeFileError('multi-sample', `sample '${options.sample}' is not in this VCF; its samples are: ${samples.slice(0, 10).join(', ')}${samples.length > 10 ? ', …' : ''}`)
  } else if (samples.length > 1) {
    throw new GenotypeFileError('multi-sample', `this VCF holds ${samples.length} samples (${samples.slice(0, 5).join(', ')}${samples.length > 5 ? ', …' : ''}); a raw-data upload is one person: choose one with --sample NAME`)
  }
  return {
    vendor: 'vcf', layout: 'vcf', delimiter: 'whitespace', idCol: 2, chromCol: 0, posCol: 1, genotypeCol: 9 + pick, allele2Col: -1,
    sampleCol: -1, strand: 'plus', preambleLines: h + 1, preambleText: lines.slice(0, h + 1).join('\n'), vcfSampleCol: 9 + pick, vcfSamples: samples
  }
}
