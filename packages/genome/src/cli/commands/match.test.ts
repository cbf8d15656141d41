import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { Rng } from '../../core/random'
import { loadUniverse } from '../../catalogue'
import { buildFrequencyModel } from '../../panel/frequencies'
import { getReference } from '../../reference'
import { readGeneticMap } from '../../reference/readers'
import { createMatchPanel } from '../../relatives/match-panel'
import { RELATIONSHIPS, simulatePair } from '../../simulate/pedigree'
import { chipGenotypes, PopulationSimulator } from '../../simulate/people'
import { writeSimulatedVendorFile } from '../../simulate/vendor-file'
import { captureIO } from '../capture-io'
import { main } from '../main'

// Two first cousins written on two different simulated chips (chip-a as 23andMe, chip-b as
// AncestryDNA: about 80 % of their positions shared), and an unrelated person on chip-c
// written by `genome generate`.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-match-cli-'))
const file = (name: string) => path.join(dir, name)

beforeAll(async () => {
  const ref = getReference()
  const { panel } = await loadUniverse({ ref })
  const match = createMatchPanel(panel, readGeneticMap(ref))
  const freq = buildFrequencyModel(panel, ref)
  const sim = new PopulationSimulator(match, [{ population: 'CHS', a2: freq.simulationA2('CHS') }], new Rng('match-cli'))
  const [a, b] = simulatePair(sim, RELATIONSHIPS.firstCousins, 'CHS')
  writeSimulatedVendorFile(panel, chipGenotypes(match, a, sim.rng), '23andme', file('cousin-a.txt'), ['first cousin A'], 'chip-a')
  writeSimulatedVendorFile(panel, chipGenotypes(match, b, sim.rng), 'ancestrydna', file('cousin-b.txt'), ['first cousin B'], 'chip-b')
  expect(await main(['generate', '--out', file('stranger.csv'), '--vendor', 'myheritage', '--chip', 'chip-c', '--population', 'CHS', '--seed', '5'], captureIO())).toBe(0)
  // each vendor file is parsed once here; the tests below read the packed kits (.xgk), except
  // the first, which compares a raw AncestryDNA file directly
  for (const [raw, kit] of [['cousin-a.txt', 'cousin-a.xgk'], ['cousin-b.txt', 'cousin-b.xgk'], ['stranger.csv', 'stranger.xgk']]) {
    expect(await main(['convert', file(raw), '--out', file(kit)], captureIO())).toBe(0)
  }
}, 120_000)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('genome match', () => {
  it('compares two vendor files one to one: totals, relationship, segment table and a line per chromosome', async () => {
    const io = captureIO()
    expect(await main(['match', file('cousin-a.xgk'), file('cousin-b.txt')], io)).toBe(0)
    const out = io.out()
    expect(out).toMatch(/compared: [\d,]+ autosomal markers called in both/)
    const total = Number(/shared: ([\d.]+) cM in (\d+) segments/.exec(out)![1])
    expect(total).toBeGreaterThan(500)
    expect(total).toBeLessThan(1300)
    expect(out).toMatch(/最可能的关系: .+ \d+ %/)
    expect(out).toMatch(/亲缘等级: (3-4|4-6) 代/)
    expect(out).toMatch(/^chr +position \(Mb\) +genetic map \(cM\) +cM +markers +kind/m)
    const picture = out.split('chromosomes (')[1].split('\n').slice(1)
    expect(picture.filter(l => /^ ?\d{1,2} [·=#-]+/.test(l))).toHaveLength(22)
    expect(out).toMatch(/X 染色体暂未比对/)
  }, 60_000)

  it('gives the same comparison as JSON, with every segment', async () => {
    const io = captureIO()
    expect(await main(['match', file('cousin-a.xgk'), file('cousin-b.xgk'), '--json'], io)).toBe(0)
    const r = JSON.parse(io.out())
    expect(r.status).toBe('compared')
    expect(r.layouts.same).toBe(false)
    expect(r.comparedMarkers).toBeGreaterThan(20_000)
    expect(r.comparison.segmentCount).toBe(r.comparison.segments.filter((s: { kind: string }) => s.kind === 'half').length)
    expect(r.relationship.grade).toMatch(/^(3-4|4-6)$/)
    expect(r.thresholds).toMatchObject({ minCm: 7, minMarkers: 500 })
    expect(r.xChromosome.analysed).toBe(false)
    expect(r.comparison.xChromosome.analysed).toBe(false)
  }, 60_000)

  it('finds nothing between unrelated people and says so', async () => {
    const io = captureIO()
    expect(await main(['match', file('cousin-a.xgk'), file('stranger.xgk')], io)).toBe(0)
    expect(io.out()).toMatch(/shared: 0\.0 cM in 0 segments/)
    // chip-a and chip-c share about half their positions: the message says what could be seen
    expect(io.out()).toMatch(/没有找到(达到阈值的)?共享片段/)
  }, 60_000)

  it('refuses bad usage with exit code 2', async () => {
    expect(await main(['match', file('cousin-a.xgk')], captureIO())).toBe(2)
    expect(await main(['match', file('cousin-a.xgk'), file('cousin-b.xgk'), '--min-cm', '-3'], captureIO())).toBe(2)
  })
})

describe('genome match-index', () => {
  it('builds an index from vendor files, finds a relative, forgets a removed kit', async () => {
    const idx = file('index')
    expect(await main(['match-index', 'build', idx, file('cousin-b.xgk'), file('stranger.xgk')], captureIO())).toBe(0)
    const info = captureIO()
    expect(await main(['match-index', 'info', idx], info)).toBe(0)
    // two chips: one shard each
    expect(info.out().match(/: 1 kits/g)).toHaveLength(2)
    const q = captureIO()
    expect(await main(['match-index', 'query', idx, file('cousin-a.xgk'), '--threads', '0'], q)).toBe(0)
    expect(q.out()).toMatch(/1 matches/)
    expect(q.out()).toMatch(/^1 +cousin-b +\d+\.\d/m)
    const j = captureIO()
    expect(await main(['match-index', 'query', idx, file('cousin-a.xgk'), '--threads', '0', '--json'], j)).toBe(0)
    expect(JSON.parse(j.out()).matches[0]).toMatchObject({ kitId: 'cousin-b' })
    expect(await main(['match-index', 'remove', idx, 'cousin-b'], captureIO())).toBe(0)
    const after = captureIO()
    expect(await main(['match-index', 'query', idx, file('cousin-a.xgk'), '--threads', '0'], after)).toBe(0)
    expect(after.out()).toMatch(/0 matches/)
    expect(await main(['match-index', 'frobnicate', idx], captureIO())).toBe(2)
  }, 90_000)
})
