/**
 * spec 2.5 /import/chip, 3.14 "Gene data upload": what the file dialog offers and the size it
 * refuses before sending (IMPORT_API.chip: txt, csv, tsv, VCF, zip, gz, up to 50 MB). The server
 * reads the file and decides; these only spare a person a long upload that cannot succeed.
 */
export const RAW_FILE_EXTENSIONS = ['txt', 'csv', 'tsv', 'vcf', 'zip', 'gz'] as const
export const RAW_FILE_MAX_BYTES = 50 * 1024 * 1024

export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size > RAW_FILE_MAX_BYTES) return '文件超过 50 MB，请上传压缩包（zip 或 gz）'
  const lower = file.name.toLowerCase()
  if (!RAW_FILE_EXTENSIONS.some(e => lower.endsWith('.' + e))) return '请上传 txt、csv、tsv、vcf 文本文件或其 zip、gz 压缩包'
  return null
}

export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** spec 2.5 /import/yfull (IMPORT_API.yfull): a chrY VCF or a Y-SNP list, plain or gz */
export const YFULL_FILE_EXTENSIONS = ['vcf', 'txt', 'csv', 'tsv', 'gz'] as const

export function yfullFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > RAW_FILE_MAX_BYTES) return '文件超过 50 MB，请只导出 Y 染色体（chrY）部分或压缩为 gz'
  const lower = file.name.toLowerCase()
  if (!YFULL_FILE_EXTENSIONS.some(e => lower.endsWith('.' + e))) return '请上传 Y 染色体 VCF（可为 .vcf.gz）或 SNP 列表文本文件（txt、csv、tsv）'
  return null
}
