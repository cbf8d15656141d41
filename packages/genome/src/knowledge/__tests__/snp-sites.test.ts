/**
 * GRCh37 reference bases against snp_sites/peddy_grch37_sites.txt (common 1000 Genomes sites,
 * `chrom:pos:REF:ALT`, plus strand, REF the GRCh37 base): every knowledge-base marker at one of
 * those positions has the same reference and alternative alleles (issue 15: rs3758581 carried the
 * GRCh38 base; rs1260326's reference was unconfirmed).
 */
import fs from 'fs'
import path from 'path'
import { getReference } from '../../reference'
import { kb } from './helpers'

const file = path.join(getReference().dir, 'snp_sites', 'peddy_grch37_sites.txt')
const sites = new Map<string, [string, string]>()
if (fs.existsSync(file)) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [chrom, pos, ref, alt] = line.trim().split(':')
    if (alt) sites.set(`${chrom}:${pos}`, [ref, alt])
  }
}

describe('reference bases against snp_sites (GRCh37)', () => {
  const hits = [...kb.markers.values()].filter(m => sites.has(`${m.chrom}:${m.pos}`))
  it('the file is there and covers some markers, among them rs3758581 and rs1260326', () => {
    expect(sites.size).toBeGreaterThan(20000)
    expect(hits.map(m => m.rsid)).toEqual(expect.arrayContaining(['rs3758581', 'rs1260326']))
  })
  for (const m of hits) {
    it(`${m.rsid} ${m.chrom}:${m.pos}`, () => {
      const [ref, alt] = sites.get(`${m.chrom}:${m.pos}`)!
      expect({ rsid: m.rsid, ref: m.ref, alt: m.alt, unconfirmed: !!m.referenceUnconfirmed }).toEqual({ rsid: m.rsid, ref, alt, unconfirmed: false })
    })
  }
})
