import { getReference } from '../../reference'
import { callGene, loadGenePgx } from '../pgx'
import { kb } from './helpers'

const ref = getReference()
/**
 * Sites where the GRCh37 reference base is not GRCh38's (PharmCAT's): there the base stores the
 * GRCh37 base, confirmed by snp_sites/peddy_grch37_sites.txt, and the allele pair must still be
 * PharmCAT's.
 */
const GRCH37_REFERENCE_DIFFERS: Record<string, string> = { rs3758581: 'G' }

const PGX_GENES = ['CYP2C19', 'CYP2C9', 'VKORC1', 'SLCO1B1', 'ABCG2', 'TPMT', 'NUDT15', 'DPYD', 'UGT1A1', 'CYP3A5', 'CYP2B6', 'IFNL3']

describe('pharmacogenomic markers against the PharmCAT definitions (ClinPGx, GRCh38)', () => {
  for (const gene of PGX_GENES) {
    it(`${gene}: every marker is a PharmCAT variant with the same plus-strand alleles, at one GRCh37-GRCh38 offset`, () => {
      const { definition } = loadGenePgx(gene, ref)
      const ours = [...kb.markers.values()].filter(m => m.gene === gene)
      expect(ours.length).toBeGreaterThan(0)
      const offsets = new Set<number>()
      for (const m of ours) {
        const v = definition.variants.find(x => x.rsid === m.rsid)
        expect({ rsid: m.rsid, found: !!v }).toEqual({ rsid: m.rsid, found: true })
        const pair = [v!.ref, ...v!.alts]
        expect({ rsid: m.rsid, ref: m.ref, pairKnown: pair.includes(m.ref) && pair.includes(m.alt) }).toEqual({ rsid: m.rsid, ref: GRCH37_REFERENCE_DIFFERS[m.rsid] ?? v!.ref, pairKnown: true })
        offsets.add(m.pos - v!.position)
      }
      // within one gene the two assemblies differ by a constant shift: a wrong GRCh37 position shows as a second offset
      expect(offsets.size).toBe(1)
    })
  }
})

describe('star-allele calling from unphased chip genotypes', () => {
  const c19 = loadGenePgx('CYP2C19', ref)
  const g = (pairs: Record<string, string>) => new Map(Object.entries(pairs).map(([k, v]) => [k, v.split('') as [string, string]]))
  const base = { rs12248560: 'CC', rs28399504: 'AA', rs12769205: 'AA', rs4986893: 'GG', rs4244285: 'GG', rs3758581: 'GG' }

  it('calls *1/*1 as a normal metabolizer and lists alleles the chip cannot see', () => {
    const call = callGene(c19, g(base))
    expect(call.diplotypes).toEqual(['*1/*1'])
    expect(call.phenotype).toBe('Normal Metabolizer')
    expect(call.untestableAlleles).toContain('*5')
  })

  it('calls *2/*17 from two heterozygous sites (the only pair that explains them) as an intermediate metabolizer', () => {
    const call = callGene(c19, g({ ...base, rs12248560: 'CT', rs12769205: 'AG', rs4244285: 'GA' }))
    expect(call.diplotypes).toEqual(['*2/*17'])
    expect(call.phenotype).toBe('Intermediate Metabolizer')
    expect(call.ambiguous).toBe(false)
  })

  it('says when genotypes fit no pair of named alleles', () => {
    const call = callGene(c19, g({ ...base, rs4244285: 'AA' }))
    expect(call.noMatch).toBe(true)
    expect(call.phenotype).toBeNull()
  })

  it('reports an ambiguous unphased call (CYP2B6 516T/785G double heterozygote: *1/*6 or *4/*9) with every possible diplotype', () => {
    const b6 = loadGenePgx('CYP2B6', ref)
    const call = callGene(b6, g({ rs3745274: 'GT', rs2279343: 'AG' }))
    expect(call.diplotypes.length).toBeGreaterThan(1)
    expect(call.diplotypes.join(' ')).toContain('*6')
  })
})
