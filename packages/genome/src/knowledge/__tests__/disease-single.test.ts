import * as fs from 'fs'
import * as path from 'path'
import { computeReport } from '../compute'
import { knowledgeDataDir } from '../load'
import type { ItemDef, MarkerDef } from '../types'
import { index, kb, kitWith } from './helpers'

/**
 * Single- and few-marker disease items of the disease curator (items/disease/single.json,
 * markers/disease.json). The item cases live in cases/disease.cases.ts; this file checks what the
 * cases cannot: how the new markers were positioned, and that items reusing verified markers count
 * the same allele as the items that introduced them.
 */
const single = JSON.parse(fs.readFileSync(path.join(knowledgeDataDir(), 'items', 'disease', 'single.json'), 'utf8')) as ItemDef[]
const ownMarkers = JSON.parse(fs.readFileSync(path.join(knowledgeDataDir(), 'markers', 'disease.json'), 'utf8')) as MarkerDef[]

describe('single-marker disease items (disease curator)', () => {
  it('every new marker records at least two verifications and is used by an item', () => {
    expect(ownMarkers.length).toBeGreaterThan(0)
    for (const m of ownMarkers) {
      expect({ rsid: m.rsid, verified: (m.verified ?? []).length >= 2 }).toEqual({ rsid: m.rsid, verified: true })
      expect({ rsid: m.rsid, used: kb.items.some(i => i.markers.some(x => x.rsid === m.rsid)) }).toEqual({ rsid: m.rsid, used: true })
    }
  })

  it('LRRK2 GRCh37 positions are the GRCh38 positions of the study code plus the LRRK2 offset read on two other variants', () => {
    // anchors: c.2300G>A 12:40677735 (GRCh37) / 40283933 (GRCh38); G2019S 12:40734202 (hg19) / 40340400 (hg38)
    const offsets = [40677735 - 40283933, 40734202 - 40340400]
    expect(new Set(offsets).size).toBe(1)
    const off = offsets[0]
    expect(kb.markers.get('rs34778348')!.pos).toBe(40363526 + off)
    expect(kb.markers.get('rs33949390')!.pos).toBe(40320043 + off)
    // build-36 spacing of R1628P (39,000,112) and c.7153 (c.7155 at 39,043,597 minus 2) is kept in GRCh37
    expect(kb.markers.get('rs34778348')!.pos - kb.markers.get('rs33949390')!.pos).toBe(39043595 - 39000112)
  })

  it('R1628P is a G/C SNP and says how strand is handled', () => {
    const m = kb.markers.get('rs33949390')!
    expect([m.ref, m.alt]).toEqual(['G', 'C'])
    expect(m.strandNote).toBeTruthy()
  })

  it('items that reuse verified markers count the same allele as the items that introduced them', () => {
    const allele = (id: string, rsid: string) => kb.items.find(i => i.id === id)?.markers.find(m => m.rsid === rsid)?.effectAllele
    expect(allele('type3_hyperlipoproteinemia_apoe', 'rs7412')).toBe(allele('alzheimers_disease', 'rs7412'))
    expect(allele('type3_hyperlipoproteinemia_apoe', 'rs429358')).toBe(allele('alzheimers_disease', 'rs429358'))
    expect(allele('hepatitis_c_spontaneous_clearance', 'rs12979860')).toBe(allele('peginterferon', 'rs12979860'))
    expect(allele('neural_tube_defects_maternal_mthfr', 'rs1801133')).toBe(allele('folate_metabolism', 'rs1801133'))
    for (const id of ['coronary_spasm_aldh2', 'head_neck_cancer_alcohol_aldh2']) expect(allele(id, 'rs671')).toBe(allele('esophageal_cancer_alcohol', 'rs671'))
  })

  it('evidence C items carry the research tag and every item has a Chinese detail', () => {
    for (const item of single) {
      if (item.evidence === 'C') expect({ id: item.id, tagged: (item.tags ?? []).includes('RESEARCH_LAB_ITEM') }).toEqual({ id: item.id, tagged: true })
      expect((kb.texts.get(item.id)?.detail ?? '').length).toBeGreaterThan(100)
    }
  })

  it('the Parkinson item flags a G2385R carrier and reads R1628P only on the plus-strand G/C pair', () => {
    const [r] = computeReport({ kit: kitWith({ rs34778348: 'GA' }), index }, { kb, itemIds: ['parkinsons_disease_lrrk2'] })
    expect(r.level).toBe('elevated')
    const [s] = computeReport({ kit: kitWith({ rs33949390: 'CC' }), index }, { kb, itemIds: ['parkinsons_disease_lrrk2'] })
    expect(s.level).toBe('elevated_two')
  })
})
