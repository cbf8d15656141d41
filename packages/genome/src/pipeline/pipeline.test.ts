import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { CHROM_X, CHROM_Y } from '../core/chromosome'
import { deserializeKit, KitFormatError, serializeKit } from '../core/kit-file'
import { getCall, HET, HOM_A2, NO_CALL } from '../core/index'
import { GenotypeFileError } from '../parsers/errors'
import { generateRawFile, GENERATOR_VENDORS, writeThousandGenomesFile } from '../generate'
import { loadPanel, LoadedPanel } from '../panel/cache'
import { buildFrequencyModel, FrequencyModel } from '../panel/frequencies'
import type { PanelProvider } from '../panel/types'
import { getReference } from '../reference'
import { callSex, computeQc, QC_THRESHOLDS } from '../qc'
import { analyzeGenotypeFile, convertToPackedKit, readKit } from './index'

// building a panel or reading reference data takes seconds on a loaded shared machine
jest.setTimeout(120_000)

const ref = getReference()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-pipeline-'))
const yProvider: PanelProvider = {
  name: 'test-y',
  version: '1',
  provide: () => Array.from({ length: 40 }, (_, k) => ({ rsid: `Ytest${k}`, chrom: CHROM_Y, pos: 2_700_000 + 1000 * k, a1: 'C', a2: 'T', source: 'test-y' }))
}
let loaded: LoadedPanel
let freq: FrequencyModel

beforeAll(async () => {
  loaded = await loadPanel({ providers: [yProvider], targetSize: 40_000, cacheDir: dir })
  freq = buildFrequencyModel(loaded.panel, ref)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const write = (name: string, text: string) => {
  const p = path.join(dir, name)
  fs.writeFileSync(p, text)
  return p
}

describe('harmonisation against the panel', () => {
  it('matches by rsID and position, flips strands, keeps A/T as reported, and refuses third alleles', async () => {
    const p = loaded.panel
    const hm = p.rsid.indexOf('rs3131972') // HapMap 3: G/A
    const synth = p.sources.indexOf('synthetic')
    const i = p.source.findIndex((s, k) => s === synth && p.chrom[k] === 2 && p.a1[k] === 'A' && p.a2[k] === 'G')
    const at = p.source.findIndex((s, k) => s === synth && p.chrom[k] === 3 && p.a1[k] === 'A' && p.a2[k] === 'T')
    const file = write('h.txt', [
      '# rsid\tchromosome\tposition\tgenotype',
      `rs3131972\t1\t${p.pos[hm]}\tAG`,
      `i123\t2\t${p.pos[i]}\tTC`, // complement of A/G: a strand flip, heterozygous
      `i124\t3\t${p.pos[at]}\tTT`, // A/T SNP: taken as reported
      `rs3131972\t1\t${p.pos[hm]}\tAA`, // discordant duplicate: no-call
      'rs999999999\t1\t5\tAA' // not on the panel
    ].join('\n'))
    const r = await readKit(file, { panel: loaded, ref })
    expect(r.counts).toMatchObject({ matchedByRsid: 2, matchedByPosition: 2, unknown: 1, flipped: 1, ambiguousAsReported: 1, duplicates: 1, discordantDuplicates: 1 })
    expect(getCall(r.kit, hm)).toBe(NO_CALL)
    expect(getCall(r.kit, i)).toBe(HET)
    expect(getCall(r.kit, at)).toBe(HOM_A2)
    const bad = write('h2.txt', `# rsid\tchromosome\tposition\tgenotype\ni1\t2\t${p.pos[i]}\tAC\n`)
    const r2 = await readKit(bad, { panel: loaded, ref })
    expect(r2.counts.alleleMismatch).toBe(1)
    expect(r2.counts.alleleMismatchExamples[0]).toMatch(/A\/G on the panel, the file says AC/)
  })

  it('writes haploid calls as homozygous and withdraws position matches of a GRCh38 file', async () => {
    const p = loaded.panel
    const y = p.rsid.indexOf('Ytest0')
    const r = await readKit(write('y.txt', `# rsid\tchromosome\tposition\tgenotype\nrs1\tY\t${p.pos[y]}\tT\n`), { panel: loaded, ref })
    expect(getCall(r.kit, y)).toBe(HOM_A2)
    expect(r.counts.haploidWritten).toBe(1)
    const b38 = await readKit(write('b38.csv', `rsid,chromosome,position,genotype\nrs3094315,1,817186,AA\ni5,Y,${p.pos[y]},T\n`), { panel: loaded, ref })
    expect(b38.parse.build.build).toBe(38)
    expect(b38.counts.withdrawnPositionMatches).toBe(1)
    expect(getCall(b38.kit, y)).toBe(NO_CALL)
  })
})

describe('packed kit format', () => {
  it('round-trips calls and metadata, stays under 200 KB for 640,000 markers, and refuses corrupt input', () => {
    const kit = { panelId: 'xg-grch37-v1', panelChecksum: 'ab'.repeat(32), markerCount: 640_000, calls: new Uint8Array(160_000).map((_, k) => (k * 37) & 255) }
    const bytes = serializeKit(kit, { sex: 'male' })
    expect(bytes.length).toBeLessThan(200 * 1024)
    const back = deserializeKit(bytes)
    expect({ ...back.kit, calls: undefined }).toEqual({ ...kit, calls: undefined })
    expect(Buffer.compare(back.kit.calls, kit.calls)).toBe(0)
    expect(back.metadata).toEqual({ sex: 'male' })
    const flipped = bytes.slice()
    flipped[5000] ^= 4
    expect(() => deserializeKit(flipped)).toThrow(/CRC-32 mismatch/)
    expect(() => deserializeKit(bytes.subarray(0, 1000))).toThrow(KitFormatError)
    expect(() => deserializeKit(new TextEncoder().encode('rsid\tchromosome'))).toThrow(/not a packed kit/)
    const future = bytes.slice()
    future[4] = 9
    expect(() => deserializeKit(future)).toThrow(/version 9 is not supported/)
  })
})

describe('QC and sex thresholds', () => {
  const base = { xCalled: 5000, xHeterozygosity: 0, xF: 1, yPresent: 40, yCalled: 40, yCallRate: 1 }
  it('calls male from X homozygosity and a called Y, female from X heterozygosity and an uncalled Y', () => {
    expect(callSex(base).sex).toBe('male')
    expect(callSex({ ...base, xHeterozygosity: 0.25, xF: 0.05, yCalled: 2, yCallRate: 0.05 }).sex).toBe('female')
  })
  it('leaves sex undetermined between the PLINK F thresholds and when X and Y disagree', () => {
    expect(callSex({ ...base, xF: 0.5, yPresent: 0, yCallRate: NaN }).sex).toBe('undetermined')
    expect(callSex({ ...base, xF: 0.05 }).sex).toBe('undetermined') // XXY-like: heterozygous X with a Y
    expect(callSex({ ...base, xF: QC_THRESHOLDS.xFMale + 0.01, yPresent: 0, yCallRate: NaN }).sex).toBe('male')
    expect(callSex({ ...base, xCalled: 10, yCallRate: 0.99 }).sex).toBe('male')
  })
  it('fails a sample with too few markers or a low call rate, warns between the levels', () => {
    const p = loaded.panel
    const kit = { panelId: p.id, panelChecksum: p.checksum, markerCount: p.size, calls: new Uint8Array((p.size + 3) >> 2) }
    const q = computeQc({ panel: p, kit, present: new Uint8Array(p.size), fileCalls: 85, fileNoCalls: 15, matchedCalls: 0, alleleMismatches: 0 })
    expect(q.verdict).toBe('fail')
    expect(q.reasons.map(r => r.code)).toEqual(['too-few-markers', 'call-rate'])
    const q2 = computeQc({ panel: p, kit, present: new Uint8Array(p.size), fileCalls: 95, fileNoCalls: 5, matchedCalls: 0, alleleMismatches: 0 })
    expect(q2.reasons.find(r => r.code === 'call-rate')!.level).toBe('warn')
  })
})

describe('generated files, end to end', () => {
  it.each(GENERATOR_VENDORS)('a generated %s file is detected, packed and passes QC with the right sex', async vendor => {
    const out = path.join(dir, `g-${vendor}.txt`)
    const sex = vendor === 'ancestrydna' ? 'female' : 'male'
    const g = await generateRawFile({ vendor, population: 'CHS', sex, seed: vendor, out, panel: loaded, freq, ref, gzip: vendor === 'myheritage' })
    expect(g.lines).toBeGreaterThan(40_000)
    const { report, kit } = await analyzeGenotypeFile(out, { panel: loaded, ref })
    expect(report.format.vendor).toBe(vendor === 'wegene' ? 'wegene' : vendor)
    expect(report.build.build).toBe(37)
    expect(report.parse.counts.rejected).toBe(0)
    expect(report.harmonisation.unknown).toBe(0)
    expect(report.harmonisation.alleleMismatch).toBe(0)
    expect(report.qc.verdict).toBe('warn') // 40,000-marker test panel: fewer markers than a chip
    expect(report.qc.reasons.map(r => r.code)).toEqual(['few-markers'])
    expect(report.qc.sex.sex).toBe(sex)
    // judged on autosomes and X: a female's Y no-calls do not lower it
    expect(report.qc.metrics.callRate).toBeGreaterThan(0.988)
    expect(report.qc.metrics.callRate).toBeLessThan(0.996)
    expect(kit.markerCount).toBe(loaded.panel.size)
    // a female has no Y; for a male the Y caller runs when src/lineage/y is in the build
    if (sex === 'female') expect(report.y).toMatchObject({ status: 'not-applicable' })
    else expect(report.y.status).not.toBe('not-applicable')
  })

  it('packs a simulated person directly to the same kit as writing and parsing their file', async () => {
    const { simulateIndividual, individualToKit } = await import('../generate')
    const spec = { population: 'CHS', sex: 'female' as const, seed: 'ftdna' }
    const kit = individualToKit(loaded.panel, simulateIndividual(loaded.panel, freq, spec))
    const { kit: parsed } = await analyzeGenotypeFile(path.join(dir, 'g-ftdna.txt'), { panel: loaded, ref })
    // g-ftdna.txt was written for a male with the same seed: autosomes agree, X differs
    const [x0] = loaded.index.chromRange(CHROM_X)
    expect(Buffer.compare(kit.calls.subarray(0, x0 >> 2), parsed.calls.subarray(0, x0 >> 2))).toBe(0)
  })

  it('converts to an .xgk that records the panel and the source facts', async () => {
    const out = path.join(dir, 'g-23andme.txt')
    const { bytes, report } = await convertToPackedKit(out, { panel: loaded, ref })
    const { kit, metadata } = deserializeKit(bytes)
    expect(kit.panelChecksum).toBe(loaded.panel.checksum)
    expect(metadata).toMatchObject({ source: { vendor: '23andme', build: 37 }, qc: { sex: 'male', verdict: report.qc.verdict } })
    expect(getCall(kit, loaded.panel.chrom.indexOf(CHROM_X))).not.toBe(HET)
  })

  it('writes real 1000 Genomes genotypes that read back unchanged', async () => {
    const out = path.join(dir, 'HG00403.txt')
    const r = await writeThousandGenomesFile({ sample: 'HG00403', out, ref })
    expect(r.population).toBe('CHS')
    expect(r.markers).toBeGreaterThan(150)
    const text = fs.readFileSync(out, 'utf8')
    expect(text).toMatch(/REAL genotypes of 1000 Genomes sample HG00403/)
    // rs3827760 (EDAR) genotype of HG00403 in the Kidd table
    const { readAimGenotypes } = await import('../reference/readers')
    const kidd = readAimGenotypes(ref, 'kidd55')
    const g = kidd.samples.find(s => s.sample === 'HG00403')!.genotypes[kidd.rsids.indexOf('rs3827760')]
    expect(text).toContain(`rs3827760\t2\t109513601\t${g}`)
  })
})

describe('every format fixture through the whole analysis', () => {
  const fixtures = fs.readdirSync(path.dirname(ref.path('fixture:23andme.txt'))).filter(f => !f.startsWith('LICENSE'))
  const refused: Record<string, string> = { 'generic.fa': 'foreign', 'discrepant_snps.csv': 'foreign', 'testvcf_multi_sample.vcf': 'multi-sample' }
  it.each(fixtures)('%s is analysed, or refused with a reason', async name => {
    const file = path.join(path.dirname(ref.path('fixture:23andme.txt')), name)
    if (refused[name]) {
      const err = await analyzeGenotypeFile(file, { panel: loaded, ref }).then(() => undefined, e => e)
      expect(err).toBeInstanceOf(GenotypeFileError)
      expect(err.code).toBe(refused[name])
      return
    }
    const { report } = await analyzeGenotypeFile(file, { panel: loaded, ref })
    expect(report.parse.counts.calls).toBeGreaterThan(0)
    // eight synthetic SNPs cannot support an analysis: QC says so instead of guessing
    expect(report.qc.verdict).toBe('fail')
    expect(report.qc.reasons[0].code).toBe('too-few-markers')
    expect(report.ancestry.status).not.toBe('called')
  })
})

describe('optional callers', () => {
  it('reports a missing caller module as not available, and rethrows any other load failure', () => {
    const { optionalModule, caller } = require('./lineage-bridge')
    expect(optionalModule('../no-such-area/y')).toBeUndefined()
    const broken = path.join(dir, 'broken.js')
    fs.writeFileSync(broken, "require('./missing-dependency-of-broken')")
    expect(() => optionalModule(broken)).toThrow(/missing-dependency-of-broken/)
    const status = caller('ancestry')
    expect('missing' in status ? status.missing : 'present').toMatch(/ancestry composition caller|present/)
  })
})
