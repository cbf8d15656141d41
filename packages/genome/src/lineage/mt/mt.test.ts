import { HET, HOM_A1, HOM_A2, NO_CALL } from '../../core/genotype'
import { createPackedKit, PackedKit, setCall } from '../../core/packed'
import { indexPanel, MarkerPanel } from '../../core/panel'
import { buildPanel } from '../../panel/build'
import { getReference } from '../../reference'
import { callMtHaplogroup, classifyMtProfile, loadMtTree, MtHaplogroupCall, MtProfile, mtPanelMarkers, mtVariantsForHaplogroup, parseMtVariant, readMtVcfProfiles, vcfAlleleToMtVariants } from './index'

const ref = getReference()
const tree = loadMtTree(ref)

function fullProfile(labels: string[]): MtProfile {
  const typed = new Uint8Array(16570).fill(1)
  typed[0] = 0
  return { variants: labels.map(parseMtVariant), typed, snvOnly: false }
}

const called = (r: ReturnType<typeof callMtHaplogroup>): MtHaplogroupCall => {
  if (r.status !== 'called') throw new Error(r.reason)
  return r
}

describe('mtDNA variant notation', () => {
  it('normalises VCF alleles to PhyloTree notation', () => {
    expect(vcfAlleleToMtVariants(105, 'CGGAGCA', 'TGGAGCA').map(v => v.label)).toEqual(['105T'])
    expect(vcfAlleleToMtVariants(248, 'AA', 'A').map(v => v.label)).toEqual(['249d'])
    expect(vcfAlleleToMtVariants(310, 'T', 'TC').map(v => v.label)).toEqual(['310.1C'])
  })
  it('reads a C-tract insertion of unknown length as the same observation as one of known length', () => {
    expect(parseMtVariant('5899.XC').key).toBe(parseMtVariant('5899.1C').key)
  })
})

describe('PhyloTree 17 classification (haplogrep-style Kulczynski quality)', () => {
  it('reads the forensic update by default and knows the path of D4a1 from mt-MRCA', () => {
    expect(tree.haplogroups.length).toBe(6380)
    const r = classifyMtProfile(tree, fullProfile([...mtVariantsForHaplogroup(tree, 'D4a1')].map(([p, a]) => `${p}${a}`)))
    expect(r.haplogroup).toBe('D4a1')
    expect(r.path.slice(0, 3)).toEqual(["mt-MRCA", "L1'2'3'4'5'6", "L2'3'4'5'6"])
    expect(r.path).toEqual(expect.arrayContaining(['M', 'D', 'D4', 'D4a']))
    expect(r.expectedMissing).toEqual([])
  })

  it('lists an expected-but-missing variant and an unexpected one, and lowers the quality', () => {
    const labels = [...mtVariantsForHaplogroup(tree, 'D4a1')].map(([p, a]) => `${p}${a}`).filter(l => l !== '3010A')
    const r = classifyMtProfile(tree, fullProfile([...labels, '9999T']))
    expect(r.haplogroup).toBe('D4a1')
    expect(r.expectedMissing.map(e => e.variant)).toEqual(['3010A'])
    expect(r.unexpected.map(e => e.variant)).toEqual(['9999T'])
    expect(r.quality).toBeLessThan(1)
  })

  it('on a chip, expected variants at untyped positions are neither found nor missing, and the call stays where the data can place it', () => {
    const d4a1 = mtVariantsForHaplogroup(tree, 'D4a1')
    const typed = new Uint8Array(16570)
    for (const p of d4a1.keys()) typed[p] = 1
    typed[10410] = 0 // the D4a1 branch mutation is not on this chip
    const variants = [...d4a1].filter(([p]) => typed[p]).map(([p, a]) => parseMtVariant(`${p}${a}`))
    const r = classifyMtProfile(tree, { variants, typed, snvOnly: true })
    expect(r.haplogroup).toBe('D4a')
    expect(r.alternatives).toContainEqual({ haplogroup: 'D4a1', quality: r.quality })
    expect(r.expectedMissing).toEqual([])
  })

  it('on a chip, the indels a haplogroup expects are reported as not typed', () => {
    const b4 = [...mtVariantsForHaplogroup(tree, 'B4')].map(([p, a]) => `${p}${a}`)
    const r = classifyMtProfile(tree, { ...fullProfile(b4), snvOnly: true })
    expect(r.haplogroup).toBe('B4')
    expect(r.notTyped.map(v => v.variant)).toEqual(expect.arrayContaining(['8281d', '8289d']))
  })
})

describe('mtDNA calls from a packed kit', () => {
  let panel: MarkerPanel
  beforeAll(async () => {
    panel = (await buildPanel(ref, { providers: [{ name: 'mt', version: 'test', provide: mtPanelMarkers }], withoutHapMap3: true, targetSize: 1 })).panel
  })
  const kitFrom = (profile: MtProfile): PackedKit => {
    const kit = createPackedKit(panel)
    const alt = new Map(profile.variants.filter(v => v.kind === 'snv').map(v => [v.pos, v.allele]))
    for (let i = 0; i < panel.size; i++) {
      const p = panel.pos[i]
      if (!profile.typed[p]) continue
      const a = alt.get(p) ?? tree.rcrs[p - 1]
      setCall(kit, i, a === panel.a1[i] ? HOM_A1 : a === panel.a2[i] ? HOM_A2 : NO_CALL)
    }
    return kit
  }

  it('puts one probe per PhyloTree branch on the panel, off the length-variable tracts', () => {
    expect(panel.size).toBeGreaterThan(3000)
    for (let i = 0; i < panel.size; i++) expect(panel.pos[i] >= 303 && panel.pos[i] <= 317).toBe(false)
  })

  it('heteroplasmic (heterozygous) calls and no-calls are left out of the range', () => {
    const profile = fullProfile([...mtVariantsForHaplogroup(tree, 'M7b1a1')].map(([p, a]) => `${p}${a}`))
    const kit = kitFrom(profile)
    setCall(kit, 0, HET)
    setCall(kit, 1, NO_CALL)
    const r = called(callMtHaplogroup(kit, indexPanel(panel), tree))
    expect(r.path).toContain('M7b1a')
    expect(r.counts.typedPositions).toBe(panel.size - 2)
  })

  it('agrees with the call on all positions for 1000 Genomes samples (accuracy, small)', () => {
    const samples = readMtVcfProfiles(ref.text('mt-1000g-phase1-vcf'), tree.rules).filter((_, i) => i % 8 === 0)
    const index = indexPanel(panel)
    let full = 0
    for (const s of samples) {
      const all = classifyMtProfile(tree, s.profile)
      const chip = called(callMtHaplogroup(kitFrom(s.profile), index, tree))
      expect(chip.majorClade).toBe(all.majorClade)
      if (chip.haplogroup === all.haplogroup) full++
    }
    expect(samples.length).toBeGreaterThan(130)
    expect(full / samples.length).toBeGreaterThanOrEqual(0.9)
  })
})
