/**
 * spec 2.5 /import/chip, 3.14 "Gene data upload": what the file dialog offers and the size it
 * refuses before sending (ENDPOINTS.import.chip: txt, csv, tsv, VCF, zip, gz, up to 50 MB). The server
 * reads the file and decides; these only spare a person a long upload that cannot succeed.
 */
export const RAW_FILE_EXTENSIONS = ['txt', 'csv', 'tsv', 'vcf', 'zip', 'gz'] as const
export const RAW_FILE_MAX_BYTES = 50 * 1024 * 1024

/** a VCF (plain or compressed): the import page then asks whether it is a whole genome listing variant sites only */
export function looksLikeVcf(name: string): boolean {
  return /\.vcf(\.gz|\.zip)?$/i.test(name)
}

/**
 * The confirmation a VCF's uploader gives (query wholeGenome=1): the analysis then reads the
 * panel sites the file leaves out as the reference genotype (the engine's whole-genome rule).
 */
export const WHOLE_GENOME_CONFIRM = {
  label: '这是全基因组测序（WGS）的 VCF 文件',
  note: '文件只列出与参考基因组不同的位点（常见的测序分析软件都这样输出）。确认后，文件中没有列出的位点按与参考基因组相同读取；线粒体、女性的性染色体和没有可靠参考碱基的位点仍记为缺失。外显子组、靶向测序或芯片转换的 VCF 请不要开启。'
} as const

export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size > RAW_FILE_MAX_BYTES) return '文件超过 50 MB，请上传压缩包（zip 或 gz）'
  const lower = file.name.toLowerCase()
  if (!RAW_FILE_EXTENSIONS.some(e => lower.endsWith('.' + e))) return '请上传 txt、csv、tsv、vcf 文本文件或其 zip、gz 压缩包'
  return null
}

export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** spec 2.5 /import/yfull (ENDPOINTS.import.yfull): a chrY VCF or a Y-SNP list, plain or gz */
export const YFULL_FILE_EXTENSIONS = ['vcf', 'txt', 'csv', 'tsv', 'gz'] as const

export function yfullFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > RAW_FILE_MAX_BYTES) return '文件超过 50 MB，请只导出 Y 染色体（chrY）部分或压缩为 gz'
  const lower = file.name.toLowerCase()
  if (!YFULL_FILE_EXTENSIONS.some(e => lower.endsWith('.' + e))) return '请上传 Y 染色体 VCF（可为 .vcf.gz）或 SNP 列表文本文件（txt、csv、tsv）'
  return null
}

/**
 * spec 2.1 /import: the companies whose raw-data files the engine reads (packages/genome
 * parsers/formats.ts VENDOR_LABELS; a client-unit test keeps the two lists in step), as a person
 * knows them, with the file each one exports. Anything else in 23andMe-style columns or VCF is
 * read too.
 */
export const CHIP_SOURCES: ReadonlyArray<{ vendor: string; name: string }> = [
  { vendor: '23mofang', name: '23魔方' },
  { vendor: 'wegene', name: 'WeGene 微基因' },
  { vendor: '23andme', name: '23andMe' },
  { vendor: 'ancestrydna', name: 'AncestryDNA' },
  { vendor: 'myheritage', name: 'MyHeritage' },
  { vendor: 'ftdna', name: 'FamilyTreeDNA' },
  { vendor: 'livingdna', name: 'LivingDNA' },
  { vendor: 'vcf', name: 'VCF 文件（GRCh37 或 GRCh38）' }
]

/** the two importers of spec 2.5 as /import introduces them */
export const IMPORTERS = [
  {
    key: 'chip',
    to: '/import/chip',
    title: '芯片原始数据',
    text: '在其他公司做过基因芯片检测？导入原始数据文件，生成祖源和健康报告，并可参与基因寻亲。',
    formats: 'txt、csv、tsv、VCF 文本文件或其 zip、gz 压缩包，最大 50 MB',
    action: '导入芯片数据'
  },
  {
    key: 'yfull',
    to: '/import/yfull',
    title: 'Y 染色体全序列数据',
    text: '做过 Y 染色体测序（如 YFull、Big Y）？按 ISOGG Y 染色体树判读数据支持的最深父系单倍群。文件只用于本次判读，不会保存。',
    formats: 'Y 染色体（chrY）VCF（可为 .vcf.gz），或每行一个“SNP 名称 + 或 -”的 SNP 列表',
    action: '导入 Y 染色体数据'
  }
] as const
