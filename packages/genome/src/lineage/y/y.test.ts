import { CHROM_Y } from '../../core/chromosome'
import { HET, HOM_A1, HOM_A2, NO_CALL } from '../../core/genotype'
import { createPackedKit, setCall } from '../../core/packed'
import { indexPanel, MarkerPanel } from '../../core/panel'
import { Rng } from '../../core/random'
import { buildPanel } from '../../panel/build'
import { getReference } from '../../reference'
import { buildYTree, callYHaplogroup, findHaplogroup, loadYTree, resolvableYHaplogroup, simulateYKit, yGenotypesForHaplogroup, yPanelMarkers, YHaplogroupCall } from './index'

// A small tree in the source's own layout: backbone X → (A, B); A's subclades by long-form names.
const NEWICK = '((A,B)X);'
const HEADER = 'snp_names\thaplogroup\trsid\tpos_grch37\tpos_grch38\tancestral\tderived\tmutation\tis_key\tref_flag'
const row = (name: string, hg: string, pos: number, anc = 'A', der = 'G', key = 1) => `${name}\t${hg}\trs${pos}\t${pos}\t${pos}\t${anc}\t${der}\t${anc}->${der}\t${key}\t`
const TABLE = [
  HEADER,
  row('SA1', 'A', 101), row('SA2', 'A', 102), row('SA3', 'A', 103),
  row('SB1', 'B', 201), row('SB2', 'B', 202), row('SB3', 'B', 203),
  row('SA1a', 'A1', 111), row('SA1b', 'A1', 112),
  row('SA1a1', 'A1a', 121, 'A', 'G', 0), row('SA1a2', 'A1a', 122, 'A', 'G', 0),
  row('SA1a1a', 'A1a1~', 131),
  row('SA2x', 'A2', 141), row('SA2y', 'A2', 142),
  'SDEL\tA1a\t\t150\t150\t\t\tins->del -4 bp\t1\t'
].join('\n')

function tinyPanel(tree = buildYTree(TABLE, NEWICK)): { panel: MarkerPanel; tree: typeof tree } {
  const snps = tree.snps.filter(s => !s.indel).sort((a, b) => a.pos - b.pos)
  const n = snps.length
  const panel: MarkerPanel = {
    id: 'tiny-y', checksum: 'c', size: n, rsid: snps.map(s => s.rsid), chrom: new Uint8Array(n).fill(CHROM_Y), pos: Int32Array.from(snps.map(s => s.pos)),
    a1: snps.map(s => s.ancestral), a2: snps.map(s => s.derived), source: new Uint8Array(n), sources: ['test']
  }
  return { panel, tree }
}

function kitFor(panel: MarkerPanel, alleles: Record<number, string | null>) {
  const kit = createPackedKit(panel)
  for (let i = 0; i < panel.size; i++) {
    const a = alleles[panel.pos[i]]
    setCall(kit, i, a === undefined ? HOM_A1 : a === null ? NO_CALL : a === 'het' ? HET : a === panel.a2[i] ? HOM_A2 : HOM_A1)
  }
  return kit
}

const called = (r: ReturnType<typeof callYHaplogroup>): YHaplogroupCall => {
  if (r.status !== 'called') throw new Error(r.reason)
  return r
}

describe('Y tree from ISOGG long-form names', () => {
  const tree = buildYTree(TABLE, NEWICK)
  it('hangs long-form names under their prefix and the prefix under the backbone', () => {
    const a1a1 = tree.byName.get('A1a1') as number
    expect(tree.nodes[tree.nodes[a1a1].parent].name).toBe('A1a')
    expect(tree.nodes[tree.byName.get('A') as number].parent).toBe(tree.byName.get('X'))
  })
  it("keeps '~' SNPs on their node as tentative and marks a node known only from them", () => {
    const a1a1 = tree.byName.get('A1a1') as number
    expect(tree.nodes[a1a1].tentativeOnly).toBe(true)
    expect(tree.snps[tree.nodes[a1a1].snps[0]].tentative).toBe(true)
  })
  it('names a clade by its key SNP even when that SNP is an indel a chip does not type', () => {
    expect(tree.snps.find(s => s.name === 'SDEL')?.indel).toBe(true)
    expect(findHaplogroup(tree, 'A-SDEL')).toBe(tree.byName.get('A1a'))
  })
})

describe('Y haplogroup caller', () => {
  const { panel, tree } = tinyPanel()
  const index = indexPanel(panel)
  const member = (hg: string) => Object.fromEntries([...yGenotypesForHaplogroup(tree, hg)].map(([p, a]) => [p, a]))

  it('calls the deepest clade with its path, supporting markers and a short name', () => {
    const r = called(callYHaplogroup(kitFor(panel, member('A1a')), index, tree, { minTypedMarkers: 3 }))
    expect(r.haplogroup).toBe('A1a')
    expect(r.path.map(s => s.haplogroup)).toEqual(['X', 'A', 'A1', 'A1a'])
    expect(r.supporting.map(e => e.snp).sort()).toEqual(['SA1', 'SA1a', 'SA1a1', 'SA1a2', 'SA1b', 'SA2', 'SA3'])
    expect(r.conflicting).toEqual([])
    expect(r.shortName).toBe('A-SDEL')
  })

  it('one wrong ancestral call on the path does not derail the call, and is listed as conflicting', () => {
    const r = called(callYHaplogroup(kitFor(panel, { ...member('A1a'), 102: 'A' }), index, tree, { minTypedMarkers: 3 }))
    expect(r.haplogroup).toBe('A1a')
    expect(r.conflicting.map(e => e.snp)).toEqual(['SA2'])
  })

  it('one wrong derived call in a sister clade does not move the call out of the clade', () => {
    const r = called(callYHaplogroup(kitFor(panel, { ...member('A1a'), 201: 'G' }), index, tree, { minTypedMarkers: 3 }))
    expect(r.haplogroup).toBe('A1a')
    expect(r.conflicting.map(e => e.snp)).toEqual(['SB1'])
  })

  it('no-calls and heterozygous Y calls are not evidence', () => {
    const r = called(callYHaplogroup(kitFor(panel, { ...member('A1a'), 121: null, 122: 'het' }), index, tree, { minTypedMarkers: 3 }))
    expect(r.haplogroup).toBe('A1')
    expect(r.counts.noCall).toBe(1)
    expect(r.counts.heterozygous).toBe(1)
  })

  it('stops above a split it cannot resolve: A1 and A2 both supported by one marker each', () => {
    const r = called(callYHaplogroup(kitFor(panel, { ...member('A1'), 111: 'G', 112: 'A', 141: 'G', 142: 'A' }), index, tree, { minTypedMarkers: 3 }))
    expect(r.haplogroup).toBe('A')
  })

  it("an ancestral call at a tentative ('~') SNP is not a conflict; a derived one supports its clade", () => {
    const anc = called(callYHaplogroup(kitFor(panel, member('A1a')), index, tree, { minTypedMarkers: 3 }))
    expect(anc.conflicting).toEqual([])
    const der = called(callYHaplogroup(kitFor(panel, member('A1a1')), index, tree, { minTypedMarkers: 3 }))
    expect(der.haplogroup).toBe('A1a1')
    expect(der.tentative).toBe(true)
  })

  it('refuses to call from too few typed Y-SNPs', () => {
    const kit = createPackedKit(panel)
    setCall(kit, 0, HOM_A2)
    expect(callYHaplogroup(kit, index, tree).status).toBe('no-call')
  })
})

describe('Y calls on the ISOGG tree and the chip panel (accuracy, small)', () => {
  const ref = getReference()
  const tree = loadYTree(ref)
  let panel: MarkerPanel
  beforeAll(async () => {
    panel = (await buildPanel(ref, { providers: [{ name: 'y', version: 'test', provide: yPanelMarkers }], withoutHapMap3: true, targetSize: 1 })).panel
  })

  it('puts several thousand real ISOGG Y-SNPs on the panel, with rsIDs where dbSNP has them', () => {
    expect(panel.size).toBeGreaterThan(4000)
    const m217 = yPanelMarkers(ref).find(s => s.rsid === 'rs2032668') // M217, C2
    expect(m217).toMatchObject({ chrom: CHROM_Y, pos: 15437333 })
  })

  it('calls simulated men of East Asian and other lineages with 3 % no-calls and 0.5 % errors', () => {
    const index = indexPanel(panel)
    const rng = new Rng('y-accuracy-test')
    // haplogroups of 1000 Genomes men (CHB, CHS, JPT, KHV, CDX, and other continents)
    const truth = ['O2a2b1a1a1a4a2a1a1', 'O1b1a1a1a1a1a1a1', 'O2a1a1a1b1', 'C2b1a1b1', 'D1a2a1a2', 'N1a1a1a1a2a1a1a1b', 'Q1b1a1a1', 'R1b1a1b1a1a2c1a1f', 'E1b1a1a1a2a1a3a1d', 'J2a1a1a2b2a', 'R1a1a1b2a2a1', 'H1a1a4b3b1a']
    let full = 0
    for (const hg of truth) {
      for (let rep = 0; rep < 5; rep++) {
        const { kit } = simulateYKit(index, tree, hg, { noCallRate: 0.03, errorRate: 0.005 }, rng)
        const r = called(callYHaplogroup(kit, index, tree))
        expect(r.majorClade).toBe(/^[A-Z]+/.exec(hg)?.[0])
        if (r.haplogroup === resolvableYHaplogroup(index, tree, hg, kit)) full++
      }
    }
    expect(full / (truth.length * 5)).toBeGreaterThanOrEqual(0.95)
  })
})
