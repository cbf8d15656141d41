import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y, parseChrom } from '../core/chromosome'
import { ALLELE_BYTE_CODE } from '../layout/layout'
import type { LoadedPanel } from '../panel/cache'
import { isPseudoautosomal } from '../panel/lookup'
import type { Reference } from '../reference'

/**
 * The GRCh37 reference base of the catalogue's markers, where a reference source states it.
 * A whole-genome VCF that lists variant sites only is read with its absent sites as homozygous
 * reference (layout/read.ts), and that needs the reference base itself, not just the marker's
 * two alleles. The sources that state it:
 *  - peddy's sites (`chrom:pos:REF:ALT`, 1000 Genomes sites);
 *  - the Kidd and Seldin AIMs (REF and ALT of the 1000 Genomes VCF they were counted from);
 *  - the knowledge base's markers, except those marked `referenceUnconfirmed`;
 *  - the ISOGG Y-SNPs: the ancestral allele, or the derived one where the source flags that
 *    the reference carries it (`ref_flag`, the rule the Y panel already follows).
 * The GrafAnc sites (PLINK allele order, not REF first), HapMap 3 (A1/A2) and the genetic-map
 * positions state no reference base and get none. mtDNA is left out on purpose: sequencing
 * pipelines call chrM apart (or not at all), so an absent mt site says nothing. A position
 * where two sources disagree, or whose stated base is neither of the catalogue's two alleles,
 * gets none either.
 */
export interface CatalogueReferenceAlleles {
  /** per catalogue marker: ALLELE_BYTE_CODE of the reference base, 0 where no source states it */
  code: Uint8Array
  /** per catalogue marker: 1 at the Kidd and Seldin AIMs (common, mostly intergenic SNPs; layout/read.ts judges genome-wide coverage on them) */
  aim: Uint8Array
  /** markers with a reference base, by chromosome group */
  known: { autosomal: number; x: number; y: number }
  /** positions where sources disagreed (no base taken) */
  conflicts: number
}

const memo = new WeakMap<LoadedPanel, Promise<CatalogueReferenceAlleles>>()

/** the reference bases of a catalogue (read once per loaded catalogue) */
export function catalogueReferenceAlleles(catalogue: LoadedPanel, ref: Reference): Promise<CatalogueReferenceAlleles> {
  let p = memo.get(catalogue)
  if (!p) {
    p = build(catalogue, ref)
    memo.set(catalogue, p)
    p.catch(() => memo.delete(catalogue))
  }
  return p
}

async function build(catalogue: LoadedPanel, ref: Reference): Promise<CatalogueReferenceAlleles> {
  const bases = new Map<number, string>()
  let conflicts = 0
  const key = (chrom: number, pos: number) => (chrom === CHROM_X && isPseudoautosomal(pos) ? CHROM_XY : chrom) * 4e9 + pos
  const state = (chrom: number, pos: number, base: string) => {
    if (!chrom || chrom === CHROM_MT || !(pos > 0) || !/^[ACGT]$/.test(base)) return
    const k = key(chrom, pos)
    const there = bases.get(k)
    if (there === undefined) bases.set(k, base)
    else if (there !== base && there !== '') {
      bases.set(k, '')
      conflicts++
    }
  }
  if (ref.has('snp-sites-peddy-grch37')) {
    for await (const line of ref.lines('snp-sites-peddy-grch37')) {
      const [c, p, a] = line.split(':')
      state(parseChrom(c ?? ''), Number(p), a ?? '')
    }
  }
  const { aimMarkerDefinitions } = require('../ancestry/genotype-sources') as typeof import('../ancestry/genotype-sources')
  const aims = new Set<number>()
  for (const m of aimMarkerDefinitions(ref).values()) {
    state(m.chrom, m.pos, m.ref)
    aims.add(key(m.chrom, m.pos))
  }
  const { loadKnowledgeBase } = require('../knowledge/load') as typeof import('../knowledge/load')
  for (const m of loadKnowledgeBase().markers.values()) if (!m.referenceUnconfirmed) state(parseChrom(m.chrom), m.pos, m.ref)
  const { loadYTree } = require('../lineage/y/tree') as typeof import('../lineage/y/tree')
  for (const s of loadYTree(ref).snps) if (!s.indel) state(CHROM_Y, s.pos, s.refIsDerived ? s.derived : s.ancestral)

  const cat = catalogue.panel
  const code = new Uint8Array(cat.size)
  const aim = new Uint8Array(cat.size)
  const known = { autosomal: 0, x: 0, y: 0 }
  for (let k = 0; k < cat.size; k++) {
    const b = bases.get(key(cat.chrom[k], cat.pos[k]))
    if (!b || (b !== cat.a1[k] && b !== cat.a2[k])) continue
    code[k] = ALLELE_BYTE_CODE[b.charCodeAt(0)]
    if (aims.has(key(cat.chrom[k], cat.pos[k]))) aim[k] = 1
    const c = cat.chrom[k]
    if (c === CHROM_Y) known.y++
    else if (c === CHROM_X || c === CHROM_XY) known.x++
    else known.autosomal++
  }
  return { code, aim, known, conflicts }
}
