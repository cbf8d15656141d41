/**
 * Chromosome codes used everywhere in the engine (PLINK numbering, which consumer
 * vendors also use: 23andMe and AncestryDNA write 23/24/25/26 or X/Y/XY/MT).
 */
export const CHROM_X = 23
export const CHROM_Y = 24
/** pseudo-autosomal region of X/Y, reported by some vendors as XY or 25 */
export const CHROM_XY = 25
export const CHROM_MT = 26

export type ChromCode = number

const NAMED: Record<string, ChromCode> = { X: CHROM_X, Y: CHROM_Y, XY: CHROM_XY, PAR: CHROM_XY, MT: CHROM_MT, M: CHROM_MT }

// labels seen before: files repeat a few dozen labels on every line
const parsedLabels = new Map<string, ChromCode>()

/** Parses 'chr1', '1', 'X', 'chrX', '23', 'MT', 'chrM', '26', 'XY', '25'. Returns 0 when unknown. */
export function parseChrom(text: string): ChromCode {
  const seen = parsedLabels.get(text)
  if (seen !== undefined) return seen
  const code = parseChromLabel(text)
  if (parsedLabels.size < 256) parsedLabels.set(text, code)
  return code
}

function parseChromLabel(text: string): ChromCode {
  let t = text.trim().toUpperCase()
  if (t.startsWith('CHR')) t = t.slice(3)
  if (t.length === 0) return 0
  const named = NAMED[t]
  if (named !== undefined) return named
  if (!/^\d{1,2}$/.test(t)) return 0
  const n = Number(t)
  return n >= 1 && n <= 26 ? n : 0
}

export function chromName(code: ChromCode): string {
  if (code >= 1 && code <= 22) return String(code)
  return ({ [CHROM_X]: 'X', [CHROM_Y]: 'Y', [CHROM_XY]: 'XY', [CHROM_MT]: 'MT' } as Record<number, string>)[code] ?? '?'
}

export function isAutosome(code: ChromCode): boolean {
  return code >= 1 && code <= 22
}
