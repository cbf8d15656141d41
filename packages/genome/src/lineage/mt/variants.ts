/**
 * mtDNA variants in PhyloTree/haplogrep notation, on rCRS (NC_012920) coordinates:
 *   263G      substitution to G at 263
 *   249d      deletion of 249
 *   315.1C    insertion of C after 315 (5899.XC: an unknown number of Cs)
 *   16172Y    IUPAC code, and 8289? (base unspecified): ambiguous, never scored
 * A trailing '!' (back-mutation) only appears on tree edges; the expected-variant lists of the
 * flat tables are already resolved against it.
 */

export type MtVariantKind = 'snv' | 'del' | 'ins' | 'ambiguous'

export interface MtVariant {
  /** notation as written ('263G', '315.1C') */
  label: string
  pos: number
  kind: MtVariantKind
  /** base for a substitution, inserted bases for an insertion, '' otherwise */
  allele: string
  /**
   * what two variants must share to be the same observation: '263G', '249d', and for
   * insertions '315.+C' (the length of a C-tract insertion is not reliably called)
   */
  key: string
}

const SNV = /^(\d+)([ACGT])!*$/
const DEL = /^(\d+)d!*$/
const INS = /^(\d+)\.(\d+|X)([ACGT]+)!*$/

export function parseMtVariant(label: string): MtVariant {
  const l = label.trim()
  let m = SNV.exec(l)
  if (m) return { label: l.replace(/!+$/, ''), pos: Number(m[1]), kind: 'snv', allele: m[2], key: `${m[1]}${m[2]}` }
  m = DEL.exec(l)
  if (m) return { label: l.replace(/!+$/, ''), pos: Number(m[1]), kind: 'del', allele: '', key: `${m[1]}d` }
  m = INS.exec(l)
  if (m) return { label: l.replace(/!+$/, ''), pos: Number(m[1]), kind: 'ins', allele: m[3], key: `${m[1]}.+${m[3][0]}` }
  const pos = Number(/^(\d+)/.exec(l)?.[1] ?? NaN)
  return { label: l, pos, kind: 'ambiguous', allele: '', key: l }
}

/**
 * Length-variable and recurrent sites that haplogrep leaves out of classification
 * (Weissensteiner et al. 2016, NAR 44:W58): the C-tract insertions at 309/315/16193, the
 * 523-524 AC indel, the 3107 placeholder of the rCRS, and the hypermutable 16182C, 16183C and
 * 16519C. They are dropped from the sample and from every expected list.
 */
export function isMtHotspot(v: MtVariant): boolean {
  if (v.kind === 'ins') return v.pos === 309 || v.pos === 315 || v.pos === 16193 || v.pos === 523 || v.pos === 524
  if (v.kind === 'del') return v.pos === 523 || v.pos === 524 || v.pos === 3107
  if (v.kind === 'snv') return v.key === '16182C' || v.key === '16183C' || v.key === '16519C'
  return false
}

/** positions a chip probe should avoid: the hotspots above and the length-variable tracts */
export function isMtUnreliablePosition(pos: number): boolean {
  return (pos >= 303 && pos <= 317) || (pos >= 513 && pos <= 526) || (pos >= 3105 && pos <= 3109) || (pos >= 16182 && pos <= 16194) || pos === 16519
}

/**
 * VCF REF/ALT at POS to variants: trims the shared suffix and prefix, then a same-length
 * change gives substitutions, a shorter ALT deletions, a longer ALT an insertion
 * (e.g. MT 248 AA>A gives 249d; MT 105 CGGAGCA>TGGAGCA gives 105T).
 */
export function vcfAlleleToMtVariants(pos: number, ref: string, alt: string): MtVariant[] {
  let r = ref.toUpperCase()
  let a = alt.toUpperCase()
  if (!/^[ACGTN]+$/.test(r) || !/^[ACGTN]+$/.test(a)) return []
  while (r.length > 1 && a.length > 1 && r[r.length - 1] === a[a.length - 1]) {
    r = r.slice(0, -1)
    a = a.slice(0, -1)
  }
  let p = pos
  while (r.length > 1 && a.length > 1 && r[0] === a[0]) {
    r = r.slice(1)
    a = a.slice(1)
    p++
  }
  const out: MtVariant[] = []
  if (r.length === a.length) {
    for (let i = 0; i < r.length; i++) if (r[i] !== a[i] && a[i] !== 'N') out.push(parseMtVariant(`${p + i}${a[i]}`))
  } else if (a.length < r.length && r[0] === a[0] && a.length === 1) {
    for (let i = 1; i < r.length; i++) out.push(parseMtVariant(`${p + i}d`))
  } else if (a.length > r.length && r[0] === a[0] && r.length === 1) {
    out.push(parseMtVariant(`${p}.1${a.slice(1)}`))
  }
  return out
}

/** haplogrep alignment rules ('error,expected' lines): a profile holding every variant of
 * the left side has them replaced by the right side (indels shifted to PhyloTree's
 * placement, e.g. 8271-8279d to 8281-8289d) */
export interface MtAlignmentRule {
  from: string[]
  to: string[]
}

export function parseAlignmentRules(csv: string): MtAlignmentRule[] {
  return csv
    .split('\n')
    .map(l => l.replace(/\r$/, '').trim())
    .filter((l, i) => l && !(i === 0 && l.startsWith('error')))
    .map(l => {
      const [from, to] = l.split(',')
      return { from: from.trim().split(/\s+/).filter(Boolean), to: (to ?? '').trim().split(/\s+/).filter(Boolean) }
    })
    .filter(r => r.from.length > 0)
}

export function applyAlignmentRules(labels: string[], rules: readonly MtAlignmentRule[]): string[] {
  const set = new Set(labels)
  for (const rule of rules) {
    if (!rule.from.every(v => set.has(v))) continue
    for (const v of rule.from) set.delete(v)
    for (const v of rule.to) set.add(v)
  }
  return [...set]
}
