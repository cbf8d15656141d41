import { getReference } from '../reference'
import type { Reference } from '../reference'

/**
 * Star-allele diplotypes from the PharmCAT allele definitions (CPIC/ClinPGx, GRCh38, matched by
 * rsID), restricted to the positions a chip typed, and phenotypes from the PharmCAT phenotype
 * tables. The files are read at run time from the reference directory, never copied.
 *
 * Unphased chip calls: every pair of named alleles whose definitions, restricted to the typed
 * positions, explain the observed genotypes is a possible diplotype. Alleles that need a
 * variant at a position the chip did not type cannot be seen: they are listed as
 * untested and assumed absent, as on every genotyping array. When the possible
 * diplotypes lead to different phenotypes the call is ambiguous and no phenotype is given.
 */

export interface PgxVariant { rsid: string | null; position: number; ref: string; alts: string[] }
export interface PgxNamedAllele { name: string; alleles: (string | null)[]; reference: boolean; structuralVariant: boolean }
export interface PgxDefinition { gene: string; version: string; variants: PgxVariant[]; namedAlleles: PgxNamedAllele[] }
export interface PgxDiplotypeRow { diplotypekey: Record<string, number>; phenotype: string; activityScore: string | null; lookupkey: string }
export interface PgxPhenotypes { gene: string; version: string; functions: Map<string, string>; diplotypes: Map<string, PgxDiplotypeRow> }

export interface GenePgxData { definition: PgxDefinition; phenotypes: PgxPhenotypes }

const IUPAC: Record<string, string[]> = {
  A: ['A'], C: ['C'], G: ['G'], T: ['T'], R: ['A', 'G'], Y: ['C', 'T'], S: ['G', 'C'], W: ['A', 'T'], K: ['G', 'T'], M: ['A', 'C'],
  B: ['C', 'G', 'T'], D: ['A', 'G', 'T'], H: ['A', 'C', 'T'], V: ['A', 'C', 'G'], N: ['A', 'C', 'G', 'T']
}

function alleleSet(v: string): string[] {
  return IUPAC[v] ?? [v]
}

function diplotypeKey(names: string[]): string {
  return [...names].sort().join('|')
}

const cache = new Map<string, GenePgxData>()

/**
 * One gene's PharmCAT allele definition and phenotype table, read through the reference
 * manifest (datasets 'pgx-allele-definitions:<GENE>' and 'pgx-phenotypes:<GENE>').
 */
export function loadGenePgx(gene: string, ref: Reference = getReference()): GenePgxData {
  const key = `${ref.dir}\u0000${gene}`
  const hit = cache.get(key)
  if (hit) return hit
  const d = JSON.parse(ref.text(`pgx-allele-definitions:${gene}`))
  const p = JSON.parse(ref.text(`pgx-phenotypes:${gene}`))
  const definition: PgxDefinition = {
    gene: d.gene,
    version: d.version,
    variants: d.variants.map((v: any) => ({ rsid: v.rsid ?? null, position: v.position, ref: v.ref, alts: v.alts })),
    namedAlleles: d.namedAlleles.map((a: any) => ({ name: a.name, alleles: a.alleles, reference: !!a.reference, structuralVariant: !!a.structuralVariant }))
  }
  const functions = new Map<string, string>(Array.isArray(p.haplotypes) ? p.haplotypes : Object.entries(p.haplotypes))
  const diplotypes = new Map<string, PgxDiplotypeRow>()
  for (const row of p.diplotypes) {
    const names: string[] = []
    for (const [n, c] of Object.entries(row.diplotypekey as Record<string, number>)) for (let k = 0; k < c; k++) names.push(n)
    diplotypes.set(diplotypeKey(names), { diplotypekey: row.diplotypekey, phenotype: row.phenotype, activityScore: row.activityScore ?? null, lookupkey: row.lookupkey })
  }
  const data = { definition, phenotypes: { gene: p.gene, version: p.version, functions, diplotypes } }
  cache.set(key, data)
  return data
}

/** genotype of one PharmCAT variant on the plus strand, or null when not typed */
export type PgxGenotypes = Map<string, [string, string] | null>

export interface PgxCall {
  gene: string
  /** rsIDs used, with the genotype read */
  typed: { rsid: string; genotype: string }[]
  /** rsIDs of the definition that the chip did not type (or no-called) */
  untypedPositions: string[]
  /** named alleles that cannot be seen with the typed positions (assumed absent) */
  untestableAlleles: string[]
  /** possible diplotypes, each as the pair of allele groups (an allele group lists alleles the typed positions cannot tell apart) */
  diplotypes: string[]
  /** phenotype when all possible diplotypes agree; null when ambiguous or when the genotypes fit no definition */
  phenotype: string | null
  activityScore: string | null
  /** lookup key of the phenotype table (activity score for CYP2C9 and DPYD, phenotype otherwise) */
  lookupkey: string | null
  ambiguous: boolean
  /** the genotypes fit no pair of named alleles (a novel or rare combination, or a typing error) */
  noMatch: boolean
  /** every distinct phenotype among the possible diplotypes */
  possiblePhenotypes: string[]
  version: string
}

/** Calls one gene from genotypes keyed by rsID (plus strand; GRCh38 and GRCh37 share the plus strand at these genes). */
export function callGene(data: GenePgxData, genotypes: PgxGenotypes): PgxCall {
  const { definition, phenotypes } = data
  const vs = definition.variants
  const typedIdx: number[] = []
  const typed: PgxCall['typed'] = []
  const untyped: string[] = []
  vs.forEach((v, i) => {
    const g = v.rsid ? genotypes.get(v.rsid) : undefined
    if (g) { typedIdx.push(i); typed.push({ rsid: v.rsid!, genotype: g.join('') }) } else untyped.push(v.rsid ?? `g.${v.position}`)
  })
  const reference = definition.namedAlleles.find(a => a.reference)!
  // restricted definitions: allele value at each typed position (null = reference)
  const groups = new Map<string, { sig: (string | null)[]; names: string[] }>()
  const untestable: string[] = []
  const typedSet = new Set(typedIdx)
  for (const a of definition.namedAlleles) {
    if (a.structuralVariant) { untestable.push(a.name); continue }
    // an allele that needs a variant at a position the chip did not type cannot be seen: it is
    // listed as untested and assumed absent (as on every genotyping array)
    const needsUntyped = a.alleles.some((v, i) => v !== null && v !== undefined && !typedSet.has(i) && !alleleSet(v).includes(vs[i].ref))
    if (needsUntyped && !a.reference) { untestable.push(a.name); continue }
    const sig = typedIdx.map(i => {
      const v = a.alleles[i]
      if (v === null || v === undefined) return null
      return alleleSet(v).includes(vs[i].ref) && alleleSet(v).length === 1 ? null : v
    })
    const key = JSON.stringify(sig)
    const g = groups.get(key)
    if (g) g.names.push(a.name)
    else groups.set(key, { sig, names: [a.name] })
  }
  // the reference group: the reference allele and any allele identical to it on the typed positions
  const refKey = JSON.stringify(typedIdx.map(() => null))
  if (!groups.has(refKey)) groups.set(refKey, { sig: typedIdx.map(() => null), names: [reference.name] })
  const list = [...groups.values()]
  const fits = (v: string | null, k: number, base: string) => alleleSet(v ?? vs[typedIdx[k]].ref).includes(base)
  const matches: [number, number][] = []
  for (let x = 0; x < list.length; x++) {
    for (let y = x; y < list.length; y++) {
      let ok = true
      for (let k = 0; k < typedIdx.length && ok; k++) {
        const [g1, g2] = genotypes.get(vs[typedIdx[k]].rsid!)!
        const a = list[x].sig[k]
        const b = list[y].sig[k]
        ok = (fits(a, k, g1) && fits(b, k, g2)) || (fits(a, k, g2) && fits(b, k, g1))
      }
      if (ok) matches.push([x, y])
    }
  }
  const label = (g: { names: string[] }) => (g.names.length === 1 ? g.names[0] : `(${g.names.join(',')})`)
  const phenos = new Map<string, PgxDiplotypeRow>()
  let unknown = false
  for (const [x, y] of matches) {
    for (const n1 of list[x].names) {
      for (const n2 of list[y].names) {
        const row = phenotypes.diplotypes.get(diplotypeKey([n1, n2]))
        if (row) phenos.set(`${row.phenotype}\u0000${row.activityScore ?? ''}`, row)
        else unknown = true
      }
    }
  }
  const rows = [...phenos.values()]
  const single = rows.length === 1 && !unknown ? rows[0] : null
  return {
    gene: definition.gene,
    typed,
    untypedPositions: untyped,
    untestableAlleles: untestable,
    diplotypes: matches.map(([x, y]) => `${label(list[x])}/${label(list[y])}`),
    phenotype: single?.phenotype ?? null,
    activityScore: single?.activityScore ?? null,
    lookupkey: single?.lookupkey ?? null,
    ambiguous: matches.length > 0 && !single,
    noMatch: matches.length === 0,
    possiblePhenotypes: [...new Set(rows.map(r => r.phenotype))],
    version: definition.version
  }
}
