/**
 * The items written from GWAS Catalog rows, checked against the mirrored reference files
 * (issue 15, item 8: two-source verification): the GRCh37 position and the study's risk allele
 * and effect direction come from gwas_catalog/gwas_catalog_grch37.tsv.gz, the plus-strand allele
 * pair from snp_sites (GrafAnc .bim or peddy REF:ALT). An item counts the catalog's risk allele,
 * or its complement where the catalog reports the other strand (never on an A/T or C/G SNP).
 */
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import { getReference } from '../../reference'
import { kb } from './helpers'

interface Expect {
  item: string
  rsid: string
  pmid: string
  /** the catalog's risk allele as printed */
  catalogAllele: string
  /** true where the catalog prints the minus-strand base */
  flipped: boolean
  /** 'increase' / 'decrease' for quantitative traits (the catalog's CI text), 'risk' for OR > 1 */
  direction: 'increase' | 'decrease' | 'risk'
}

const EXPECTED: Expect[] = [
  { item: 'keloid_3q22', rsid: 'rs1511412', pmid: '20711176', catalogAllele: 'A', flipped: false, direction: 'risk' },
  { item: 'atopic_dermatitis_7p22', rsid: 'rs4722404', pmid: '23042114', catalogAllele: 'G', flipped: true, direction: 'risk' },
  { item: 'vitiligo_ddx6', rsid: 'rs638893', pmid: '22951725', catalogAllele: 'C', flipped: true, direction: 'risk' },
  { item: 'alopecia_areata_il2_il21', rsid: 'rs7682241', pmid: '20596022', catalogAllele: 'A', flipped: true, direction: 'risk' },
  { item: 'adult_height_east_asian', rsid: 'rs3738814', pmid: '25429064', catalogAllele: 'A', flipped: false, direction: 'increase' },
  { item: 'adult_height_east_asian', rsid: 'rs258324', pmid: '25429064', catalogAllele: 'T', flipped: false, direction: 'increase' },
  { item: 'body_mass_index_klf9', rsid: 'rs11142387', pmid: '22344221', catalogAllele: 'C', flipped: false, direction: 'increase' },
  { item: 'body_mass_index_klf9', rsid: 'rs11142387', pmid: '24861553', catalogAllele: 'C', flipped: false, direction: 'increase' },
  { item: 'corneal_astigmatism_pdgfra', rsid: 'rs7677751', pmid: '22144915', catalogAllele: 'T', flipped: false, direction: 'risk' },
  { item: 'refractive_error_tjp2', rsid: 'rs11145465', pmid: '23396134', catalogAllele: 'A', flipped: false, direction: 'decrease' },
  { item: 'platelet_count_gp1ba', rsid: 'rs6065', pmid: '20139978', catalogAllele: 'T', flipped: false, direction: 'increase' },
  { item: 'serum_albumin_gckr', rsid: 'rs1260326', pmid: '23022100', catalogAllele: 'T', flipped: false, direction: 'increase' }
]

const COMPLEMENT: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A' }
const ref = getReference().dir

type Row = Record<string, string>
function catalogRows(): Row[] {
  const text = zlib.gunzipSync(fs.readFileSync(path.join(ref, 'gwas_catalog', 'gwas_catalog_grch37.tsv.gz'))).toString('utf8')
  const lines = text.split('\n')
  const head = lines[0].split('\t')
  const wanted = new Set(EXPECTED.map(e => e.rsid))
  const rows: Row[] = []
  for (const line of lines.slice(1)) {
    const cells = line.split('\t')
    const row: Row = {}
    head.forEach((h, i) => { row[h] = cells[i] ?? '' })
    if (wanted.has(row.SNPS)) rows.push(row)
  }
  return rows
}

function sitePairs(): Map<string, [string, string]> {
  const sites = new Map<string, [string, string]>()
  for (const line of fs.readFileSync(path.join(ref, 'snp_sites', 'grafanc_50k_ancestry_snps_grch37.bim'), 'utf8').split('\n')) {
    const f = line.trim().split(/\s+/)
    if (f.length === 6) sites.set(`${f[0]}:${f[3]}`, [f[4], f[5]])
  }
  for (const line of fs.readFileSync(path.join(ref, 'snp_sites', 'peddy_grch37_sites.txt'), 'utf8').split('\n')) {
    const [chrom, pos, r, a] = line.trim().split(':')
    if (a) sites.set(`${chrom}:${pos}`, [r, a])
  }
  return sites
}

describe('items written from GWAS Catalog rows, against the reference files', () => {
  const rows = catalogRows()
  const sites = sitePairs()

  for (const e of EXPECTED) {
    describe(`${e.item}: ${e.rsid} (PMID ${e.pmid})`, () => {
      const marker = kb.markers.get(e.rsid)!
      const item = kb.items.find(i => i.id === e.item)!
      const row = rows.find(r => r.SNPS === e.rsid && r.PUBMEDID === e.pmid)

      it('the item exists, cites the study and uses the marker', () => {
        expect(item).toBeDefined()
        expect(item.citations.map(c => kb.citations.get(c)?.pmid)).toContain(e.pmid)
        expect(item.markers.map(m => m.rsid)).toContain(e.rsid)
      })

      it('the GRCh37 position is the catalog row\'s', () => {
        expect(row).toBeDefined()
        expect(`${row!.chrom.replace(/^chr/, '')}:${row!.pos_grch37}`).toBe(`${marker.chrom}:${marker.pos}`)
      })

      it('the plus-strand allele pair is the snp_sites pair', () => {
        const pair = sites.get(`${marker.chrom}:${marker.pos}`)
        expect(pair).toBeDefined()
        expect([marker.ref, marker.alt].sort()).toEqual([...pair!].sort())
        // an unconfirmed reference base is allowed only where it is not the peddy REF
        if (!marker.referenceUnconfirmed) expect(marker.ref).toBe(pair![0])
      })

      it('the counted allele is the catalog\'s risk allele on the plus strand, and the effect points that way', () => {
        expect(row!['STRONGEST SNP-RISK ALLELE']).toBe(`${e.rsid}-${e.catalogAllele}`)
        const plus = e.flipped ? COMPLEMENT[e.catalogAllele] : e.catalogAllele
        const pair = [marker.ref, marker.alt]
        // the flip is read off the pair: the printed base is (not) one of the plus-strand alleles
        expect(pair.includes(e.catalogAllele)).toBe(!e.flipped)
        expect(pair).toContain(plus)
        // never a complement on a strand-ambiguous SNP
        expect(COMPLEMENT[marker.ref]).not.toBe(marker.alt)
        expect(item.markers.find(m => m.rsid === e.rsid)!.effectAllele).toBe(plus)
        const ci = row!['95% CI (TEXT)']
        if (e.direction === 'risk') expect(Number(row!['OR or BETA'])).toBeGreaterThan(1)
        else expect(ci).toContain(e.direction)
      })
    })
  }

  it('the East Asian frequencies stored are the studies\' risk-allele frequencies of East Asian samples', () => {
    for (const e of EXPECTED) {
      const m = kb.markers.get(e.rsid)!
      if (m.easAltFreqSource === undefined || e.rsid === 'rs1260326') continue
      const src = kb.citations.get(m.easAltFreqSource)!
      const row = rows.find(r => r.SNPS === e.rsid && r.PUBMEDID === src.pmid)!
      expect(row['INITIAL SAMPLE DESCRIPTION']).toMatch(/Japanese|Chinese|East Asian/)
      expect(m.easAltFreq).toBeCloseTo(Number(row['RISK ALLELE FREQUENCY']), 3)
      expect(item(e.item).markers.find(x => x.rsid === e.rsid)!.effectAllele).toBe(m.alt)
    }
  })
})

function item(id: string) {
  return kb.items.find(i => i.id === id)!
}
