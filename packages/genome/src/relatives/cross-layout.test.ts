import { createPackedKit, getCall, HOM_A1, HOM_A2, setCall } from '../core'
import { createLayout } from '../layout/layout'
import { getReference } from '../reference'
import { readGeneticMap } from '../reference/readers'
import { compareAcrossLayouts, layoutPairMap, MIN_SHARED_MARKERS, projectKit } from './cross-layout'

// allele codes of layout.ts: 1 A, 2 C, 3 G, 4 T, 0 not known yet
const layout = (pos: number[], a1: number[], a2: number[], idBase = 0) =>
  createLayout({
    chrom: new Uint8Array(pos.length).fill(1),
    pos: Int32Array.from(pos),
    idKind: new Uint8Array(pos.length).fill(2),
    idNum: Int32Array.from(pos, (_, i) => idBase + i + 1),
    allele1: Uint8Array.from(a1),
    allele2: Uint8Array.from(a2),
    source: new Uint8Array(pos.length),
    sources: ['file']
  })

describe('kits on two layouts', () => {
  it('merges on positions, swaps codes where the alleles are ordered the other way, and leaves out three-allele positions', () => {
    // positions 100, 200, 300 shared; 400 only on a; 150 only on b
    const a = layout([100, 200, 300, 400], [2, 1, 2, 1], [0, 3, 4, 3])
    const b = layout([100, 150, 200, 300], [4, 1, 3, 3], [0, 2, 1, 0], 10)
    const map = layoutPairMap(a, b)
    expect(Array.from(map.ia)).toEqual([0, 1]) // 300: C/T on a, G on b -> three alleles
    expect(Array.from(map.ib)).toEqual([0, 2])
    expect(Array.from(map.swap)).toEqual([1, 1]) // 100: a C/?, b T/? ; 200: a A/G, b G/A
    expect(map.alleleConflicts).toBe(1)
    const kb = createPackedKit(b)
    setCall(kb, 0, HOM_A1) // TT at 100: the opposite homozygote of a's CC
    setCall(kb, 2, HOM_A1) // GG at 200: a's a2/a2
    const inA = projectKit(kb, map, a)
    expect([getCall(inA, 0), getCall(inA, 1), getCall(inA, 2), getCall(inA, 3)]).toEqual([HOM_A2, HOM_A2, 0, 0])
  })

  it('says the files share too few markers rather than calling two people unrelated', () => {
    const pos = Array.from({ length: 3000 }, (_, i) => 1_000_000 + 1000 * i)
    const a = layout(pos, pos.map(() => 1), pos.map(() => 3))
    const ka = createPackedKit(a)
    for (let i = 0; i < a.size; i++) setCall(ka, i, HOM_A1)
    const r = compareAcrossLayouts({ kit: ka, layout: a }, { kit: ka, layout: a }, readGeneticMap(getReference()))
    expect(r.status).toBe('too-few-shared-markers')
    expect(r.comparedMarkers).toBe(3000)
    expect(r.minSharedMarkers).toBe(MIN_SHARED_MARKERS)
    expect(r.relationship).toBeUndefined()
    expect(r.message).toMatch(/不等于没有亲缘关系/)
  })
})
