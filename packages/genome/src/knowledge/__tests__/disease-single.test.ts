import * as fs from 'fs'
import * as path from 'path'
import { computeReport } from '../compute'
import { knowledgeDataDir } from '../load'
import type { ItemDef } from '../types'
import { index, kb, kitWith } from './helpers'

/**
 * Single- and few-marker disease items of the disease curator (items/disease/single.json,
 * markers/disease.json). The item cases live in cases/disease.cases.ts; this file checks what the
 * cases cannot: how the new markers were positioned. That every marker has two verifications and
 * that items reusing a marker count the same allele is checked for the whole base by the audit.
 */
const single = JSON.parse(fs.readFileSync(path.join(knowledgeDataDir(), 'items', 'disease', 'single.json'), 'utf8')) as ItemDef[]

describe('single-marker disease items (disease curator)', () => {
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

  it('every item has a Chinese detail of substance', () => {
    for (const item of single) expect((kb.texts.get(item.id)?.detail ?? '').length).toBeGreaterThan(100)
  })

  it('the Parkinson item flags a G2385R carrier and reads R1628P only on the plus-strand G/C pair', () => {
    const [r] = computeReport({ kit: kitWith({ rs34778348: 'GA' }), index }, { kb, itemIds: ['parkinsons_disease_lrrk2'] })
    expect(r.level).toBe('elevated')
    const [s] = computeReport({ kit: kitWith({ rs33949390: 'CC' }), index }, { kb, itemIds: ['parkinsons_disease_lrrk2'] })
    expect(s.level).toBe('elevated_two')
  })
})
