import { getReference } from '../reference'
import { buildPanel } from './build'
import { SYNTHETIC_SOURCE } from './synthetic'
import { buildFrequencyModel, hudsonFst } from './frequencies'
import type { PanelProvider } from './types'

// building a panel or reading reference data takes seconds on a loaded shared machine
jest.setTimeout(120_000)

const ref = getReference()
// rs3827760 (EDAR V370A) is a Kidd AISNP: 1000G REF A, ALT G, ALT frequency EAS 0.873, CHB 0.937.
// The provider lists it as G/A, so the panel's a2 is the REF allele A and a2 frequency = 1 - ALT.
const aims: PanelProvider = {
  name: 'test-aims',
  version: '1',
  provide: () => [{ rsid: 'rs3827760', chrom: 2, pos: 109513601, a1: 'G', a2: 'A', source: 'test' }]
}

describe('population frequency model', () => {
  let model: ReturnType<typeof buildFrequencyModel>
  let edar: number
  beforeAll(async () => {
    const { panel } = await buildPanel(ref, { providers: [aims], targetSize: 15_000 })
    model = buildFrequencyModel(panel, ref)
    edar = panel.rsid.indexOf('rs3827760')
  })

  it('uses the real 1000 Genomes AIM frequency, oriented to the panel a2 allele, and flags it real', () => {
    expect(model.realA2('EAS')[edar]).toBeCloseTo(1 - 0.873, 3)
    expect(model.realA2('CHB')[edar]).toBeCloseTo(1 - 0.937, 3)
    expect(model.realMask('KHV')[edar]).toBe(1)
    expect(model.simulationA2('CHB')[edar]).toBeCloseTo(1 - 0.937, 3)
  })

  it('uses HapMap 3 for its six 1000 Genomes populations and never offers synthetic values to inference', () => {
    const i = model.panel.rsid.indexOf('rs3131972') // HapMap 3: A1 G, A2 A, CHB freq(G) 0.7628
    expect(model.realA2('CHB')[i]).toBeCloseTo(1 - 0.7628, 4)
    expect(Number.isNaN(model.realA2('CHS')[i])).toBe(true)
    expect(model.realMask('CHS')[i]).toBe(0)
    const synthetic = model.panel.sources.indexOf(SYNTHETIC_SOURCE)
    const j = model.panel.source.indexOf(synthetic)
    expect(Number.isNaN(model.realA2('CEU')[j])).toBe(true)
    const sim = model.simulationA2('CEU')[j]
    expect(sim).toBeGreaterThanOrEqual(0)
    expect(sim).toBeLessThanOrEqual(1)
  })

  it('draws the same synthetic value for a population whatever was asked before it', async () => {
    const { panel } = await buildPanel(ref, { providers: [aims], targetSize: 15_000 })
    const fresh = buildFrequencyModel(panel, ref)
    const chsFirst = fresh.simulationA2('CHS')
    model.simulationA2('YRI')
    expect(Array.from(model.simulationA2('CHS'))).toEqual(Array.from(chsFirst))
  })

  it('keeps East Asian populations closer to each other than to Europeans or Africans', () => {
    const chb = model.simulationA2('CHB')
    expect(hudsonFst(chb, model.simulationA2('CHS'))).toBeLessThan(0.02)
    expect(hudsonFst(chb, model.simulationA2('CEU'))).toBeGreaterThan(0.05)
    expect(hudsonFst(chb, model.simulationA2('YRI'))).toBeGreaterThan(hudsonFst(chb, model.simulationA2('CEU')))
  })

  it('fits drift branches whose implied CEU-YRI F_ST is in the range measured genome-wide', () => {
    const p = model.parameters
    const implied = (p.superBranch.AFR + p.superBranch.EUR + p.populationBranch.CEU + p.populationBranch.YRI) / 2
    // Bhatia et al. 2013 report Hudson F_ST of about 0.15 between CEU and YRI in HapMap 3
    expect(implied).toBeGreaterThan(0.1)
    expect(implied).toBeLessThan(0.2)
  })

  it('refuses an unknown population by name', () => {
    expect(() => model.simulationA2('HAN')).toThrow(/unknown population 'HAN'/)
  })
})
