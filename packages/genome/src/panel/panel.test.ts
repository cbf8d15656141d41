import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'
import { isStrandAmbiguous } from '../core/genotype'
import { getReference } from '../reference'
import { readGeneticMap } from '../reference/readers'
import { buildPanel, deserializePanel, loadPanel, mappedSegments, mergeSpecs, PanelMarkerSpec, PanelProvider, readIlluminaManifest, serializePanel, SYNTHETIC_SOURCE } from './index'

// building a panel or reading reference data takes seconds on a loaded shared machine
jest.setTimeout(120_000)

const ref = getReference()
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-panel-'))

const testProvider: PanelProvider = {
  name: 'test-lineage',
  version: '1',
  provide: () => [
    { rsid: 'rs2032597', chrom: CHROM_Y, pos: 2655180, a1: 'A', a2: 'C', source: 'test-y' },
    { rsid: 'M217', chrom: CHROM_Y, pos: 2734854, a1: 'A', a2: 'C', source: 'test-y' },
    { rsid: 'mt16189', chrom: CHROM_MT, pos: 16189, a1: 'T', a2: 'C', source: 'test-mt' },
    // rs3131972 is a HapMap 3 chr1 SNP (752721 G/A): same site, same alleles, reversed order
    { rsid: 'rs3131972', chrom: 1, pos: 752721, a1: 'A', a2: 'G', source: 'test-aims' }
  ]
}

describe('marker panel builder', () => {
  let built: Awaited<ReturnType<typeof buildPanel>>
  beforeAll(async () => {
    built = await buildPanel(ref, { providers: [testProvider], targetSize: 60_000 })
  })

  it('tops the real markers up to the target size with internal ids, never rs numbers', () => {
    const { panel, report } = built
    expect(panel.size).toBe(60_000)
    expect(report.hapmap3).toBe(9_999 - 1) // one HapMap 3 SNP merged into the provider's spec
    expect(report.synthetic).toBe(60_000 - 9_998 - 4)
    const bad = panel.rsid.filter((id, i) => panel.sources[panel.source[i]] === SYNTHETIC_SOURCE && !/^i9\d{7}$/.test(id))
    expect(bad).toEqual([])
  })

  it('sorts markers by chromosome and position without duplicates', () => {
    const { panel } = built
    const unordered: number[] = []
    for (let i = 1; i < panel.size; i++) {
      if (!((panel.chrom[i] - panel.chrom[i - 1] || panel.pos[i] - panel.pos[i - 1]) > 0)) unordered.push(i)
    }
    expect(unordered).toEqual([])
  })

  it('places the fill at real genetic-map positions only, off the centromere gaps', () => {
    const { panel } = built
    const map = readGeneticMap(ref)
    const segs = new Map([...map].map(([c, m]) => [c, mappedSegments(m)]))
    let checked = 0
    for (let i = 0; i < panel.size; i++) {
      const c = panel.chrom[i]
      if (c > 22) continue
      const inside = segs.get(c)!.some(([a, b]) => panel.pos[i] >= a && panel.pos[i] <= b)
      if (!inside) throw new Error(`marker ${panel.rsid[i]} at ${c}:${panel.pos[i]} is outside the mapped segments`)
      checked++
    }
    expect(checked).toBeGreaterThan(55_000)
    const mapPositions = new Map([...map].map(([c, m]) => [c, new Set(m.pos)]))
    const offMap = Array.from(panel.pos).filter((p, i) => panel.sources[panel.source[i]] === SYNTHETIC_SOURCE && !mapPositions.get(panel.chrom[i])!.has(p))
    expect(offMap).toEqual([])
    // chr1 centromere/heterochromatin gap (121.1-144.0 Mb) holds no marker
    const inGap = Array.from(panel.pos).filter((p, i) => panel.chrom[i] === 1 && p > 121_100_000 && p < 144_000_000)
    expect(inGap).toEqual([])
  })

  it('invents no X or PAR position (the reference has no real ones) and has a realistic share of strand-ambiguous SNPs', () => {
    const { panel } = built
    let x = 0
    let xy = 0
    let ambiguous = 0
    for (let i = 0; i < panel.size; i++) {
      if (panel.chrom[i] === CHROM_X) x++
      if (panel.chrom[i] === CHROM_XY) xy++
      if (isStrandAmbiguous(panel.a1[i], panel.a2[i])) ambiguous++
    }
    expect(x).toBe(0)
    expect(xy).toBe(0)
    // HapMap 3 chr1 has 7.2% A/T or C/G SNPs; the fill copies that distribution
    expect(ambiguous / panel.size).toBeGreaterThan(0.05)
    expect(ambiguous / panel.size).toBeLessThan(0.1)
  })

  it('is deterministic: the same inputs give the same checksum', async () => {
    const again = await buildPanel(ref, { providers: [testProvider], targetSize: 60_000 })
    expect(again.panel.checksum).toBe(built.panel.checksum)
    expect(built.panel.id).toBe('xg-grch37-v2')
  })

  it('round-trips through the cache format and refuses a damaged cache', () => {
    const buf = serializePanel(built.panel, built.report, 'k')
    const back = deserializePanel(buf).panel
    expect(back.checksum).toBe(built.panel.checksum)
    expect(back.rsid).toEqual(built.panel.rsid)
    expect(Array.from(back.pos)).toEqual(Array.from(built.panel.pos))
    expect(back.a2).toEqual(built.panel.a2)
    buf[100] ^= 1
    expect(() => deserializePanel(buf)).toThrow(/corrupt/)
  })
})

describe('panel merge rule', () => {
  const report = () => ({ merged: 0, conflicts: 0, conflictExamples: [] as string[], invalid: 0, invalidExamples: [] as string[] })
  const spec = (rsid: string, chrom: number, pos: number, a1: string, a2: string, source: string): PanelMarkerSpec => ({ rsid, chrom, pos, a1, a2, source })

  it('folds the same site with the same alleles into one marker and adopts the rsID', () => {
    const r = report()
    const out = mergeSpecs([spec('M217', CHROM_Y, 100, 'A', 'C', 'y'), spec('rs123', CHROM_Y, 100, 'C', 'A', 'chip')], r)
    expect(out).toEqual([spec('rs123', CHROM_Y, 100, 'A', 'C', 'y')])
    expect(r.merged).toBe(1)
  })

  it('drops a lower-ranked spec whose alleles contradict, and a repeated rsID elsewhere', () => {
    const r = report()
    const out = mergeSpecs([spec('rs1', 1, 100, 'A', 'G', 'first'), spec('rs2', 1, 100, 'A', 'T', 'second'), spec('rs1', 2, 5, 'C', 'T', 'third')], r)
    expect(out.map(s => s.source)).toEqual(['first'])
    expect(r.conflicts).toBe(2)
    expect(r.conflictExamples[0]).toMatch(/second rs2 1:100 A\/T contradicts first rs1 A\/G/)
  })

  it('files X positions inside the pseudo-autosomal regions under XY and refuses malformed specs', () => {
    const r = report()
    const out = mergeSpecs([spec('rs9', CHROM_X, 100_000, 'A', 'G', 'p'), spec('rs10', 1, 0, 'A', 'G', 'p'), spec('rs11', 1, 5, 'A', 'A', 'p')], r)
    expect(out.map(s => s.chrom)).toEqual([CHROM_XY])
    expect(r.invalid).toBe(2)
  })
})

describe('chip manifest and the panel cache', () => {
  it('reads an Illumina manifest: plus-strand alleles from RefStrand, GSA- prefixed rsIDs, skipped rows', async () => {
    const dir = tmp()
    const file = path.join(dir, 'GSA-test_A1.csv')
    fs.writeFileSync(file, [
      'Illumina, Inc.', '[Heading]', 'Descriptor File Name,GSA-test_A1.bpm', '[Assay]',
      'IlmnID,Name,IlmnStrand,SNP,AddressA_ID,GenomeBuild,Chr,MapInfo,RefStrand',
      'rs3131972-138_T_F_2,rs3131972,TOP,[A/G],1,37,1,752721,+',
      'x-1,GSA-rs4970383,TOP,[A/C],2,37,1,838555,-',
      'x-2,1:12345-ins,TOP,[I/D],3,37,2,12345,+',
      'x-3,unmapped,TOP,[A/G],4,37,0,0,+',
      '[Controls]', '0027630314:0027630314:0027630314:0027630314,Staining,Red,DNP (High)'
    ].join('\r\n'))
    const m = await readIlluminaManifest(file)
    expect(m.specs.map(s => [s.rsid, s.chrom, s.pos, s.a1, s.a2])).toEqual([
      ['rs3131972', 1, 752721, 'A', 'G'],
      ['rs4970383', 1, 838555, 'T', 'G'],
      ['1:12345-ins', 2, 12345, 'I', 'D']
    ])
    expect(m.skipped).toBe(1)
    const loaded = await loadPanel({ providers: [], chipManifest: file, cacheDir: dir })
    expect(loaded.panel.id).toBe('xg-grch37-v2+GSA-test_A1')
    // the chip replaces the synthetic fill: its markers plus HapMap 3, nothing invented
    expect(loaded.report.synthetic).toBe(0)
    expect(loaded.panel.sources).not.toContain('synthetic')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('builds once, then loads the same panel from the cache', async () => {
    const dir = tmp()
    const first = await loadPanel({ providers: [testProvider], targetSize: 20_000, cacheDir: dir })
    const second = await loadPanel({ providers: [testProvider], targetSize: 20_000, cacheDir: dir })
    expect(first.fromCache).toBe(false)
    expect(second.fromCache).toBe(true)
    expect(second.panel.checksum).toBe(first.panel.checksum)
    expect(second.index.byRsid('M217')).toBe(first.index.byRsid('M217'))
    expect(second.index.byRsid('rs3131972')).toBe(second.index.byChromPos(1, 752721))
    const changed = await loadPanel({ providers: [{ ...testProvider, version: '2' }], targetSize: 20_000, cacheDir: dir })
    expect(changed.fromCache).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
