import { createPackedKit, getCall, HOM_A1, HOM_A2, setCall } from '../core'
import { loadCatalogue } from '../catalogue'
import { createLayout, mergeLayoutAlleles } from '../layout/layout'
import { kitGenotypes, readFileKit } from '../layout/read'
import { getReference } from '../reference'
import { readGeneticMap } from '../reference/readers'
import { compareAcrossLayouts, layoutPairMap, MIN_SHARED_MARKERS, projectKit, settleOnStoredLayout } from './cross-layout'

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

describe('two copies of one new layout learned at the same time', () => {
  // positions no reference knows: the files teach every allele, in the order they show them
  const file = (genotypes: string[]) =>
    ['# rsid\tchromosome\tposition\tgenotype', ...genotypes.map((g, i) => `i${900 + i}\t1\t${5_000_001 + i}\t${g}`)].join('\n') + '\n'
  const A = ['GG', 'CT', 'AA', '--', 'TT', 'AG', 'CC']
  const B = ['TT', 'TC', 'AG', 'CC', 'TT', 'GC', 'GG']
  const sorted = (m: Map<string, string>) => new Map([...m].map(([k, g]) => [k, [...g].sort().join('')]))

  it('keeps the stored copy, fills its free slots and codes the later kit as an analysis against the stored copy would', async () => {
    const ref = getReference()
    const catalogue = await loadCatalogue(ref)
    const enc = (s: string) => new TextEncoder().encode(s)
    // both analyses start with no stored copy
    const a = await readFileKit(enc(file(A)), { ref, catalogue })
    const b = await readFileKit(enc(file(B)), { ref, catalogue })
    expect(a.layout.id).toBe(b.layout.id)
    expect(a.layoutStatus).toBe('new')
    expect(() => mergeLayoutAlleles(a.layout, b.layout)).toThrow(/allele 1/)

    // a's copy is stored first; b's meets it
    const first = settleOnStoredLayout(undefined, a.layout, a.kit)
    expect(first).toMatchObject({ changed: true, recoded: false })
    const s = settleOnStoredLayout(first.layout, b.layout, b.kit)
    expect(s.recoded).toBe(true)
    expect(s.changed).toBe(true)
    // every slot a's kit was coded on is kept
    for (let i = 0; i < a.layout.size; i++) {
      if (a.layout.allele1[i]) expect(s.layout.allele1[i]).toBe(a.layout.allele1[i])
      if (a.layout.allele2[i]) expect(s.layout.allele2[i]).toBe(a.layout.allele2[i])
    }
    expect(sorted(kitGenotypes(a.kit, s.layout))).toEqual(sorted(kitGenotypes(a.kit, a.layout)))
    // b's calls read the same on the stored copy, but at the marker where the copies know three alleles (A/G and G/C)
    const truth = sorted(kitGenotypes(b.kit, b.layout))
    const onStored = sorted(kitGenotypes(s.kit, s.layout))
    expect(truth.get('1:5000006')).toBe('CG')
    expect(onStored.has('1:5000006')).toBe(false)
    truth.delete('1:5000006')
    expect(onStored).toEqual(truth)
    // the same kit and layout as an analysis of b's file against the stored copy
    const again = await readFileKit(enc(file(B)), { ref, catalogue, layouts: { get: () => first.layout } })
    expect(Array.from(s.kit.calls)).toEqual(Array.from(again.kit.calls))
    expect(Array.from(s.layout.allele1)).toEqual(Array.from(again.layout.allele1))
    expect(Array.from(s.layout.allele2)).toEqual(Array.from(again.layout.allele2))

    // copies that agree are merged and the kit keeps its codes
    const c = await readFileKit(enc(file(A.map(g => (g === '--' ? 'CA' : g)))), { ref, catalogue })
    const m = settleOnStoredLayout(first.layout, c.layout, c.kit)
    expect(m).toMatchObject({ changed: true, recoded: false })
    expect(m.kit).toBe(c.kit)
    expect(settleOnStoredLayout(m.layout, a.layout, a.kit)).toMatchObject({ changed: false, recoded: false })
  }, 120_000)
})
