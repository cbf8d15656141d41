import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { REPORT_ITEM_NOTES } from '@xungen/contracts'
import { loadCatalogue, loadUniverse } from '../catalogue'
import { CHROM_Y } from '../core/chromosome'
import { deserializeKit, KitFormatError, KIT_FORMAT_VERSION, KIT_FORMAT_VERSION_PANEL, serializeKit } from '../core/kit-file'
import { getCall, HET, HOM_A1, HOM_A2, NO_CALL } from '../core/index'
import { chipLayout, generateRawFile, GENERATOR_VENDORS, writeGrch38Twin, writeThousandGenomesFile } from '../generate'
import { deserializeLayout, kitGenotypes, LayoutStore, mergeLayoutAlleles, serializeLayout } from '../layout'
import type { KitLayout } from '../layout'
import type { LoadedPanel } from '../panel/cache'
import { buildFrequencyModel, FrequencyModel } from '../panel/frequencies'
import { GenotypeFileError } from '../parsers/errors'
import { callSex, computeQc, QC_THRESHOLDS } from '../qc'
import { getReference } from '../reference'
import { analyzeFile, convertFile } from './index'

// reading reference data takes seconds on a loaded shared machine
jest.setTimeout(120_000)

const ref = getReference()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-pipeline-'))
let universe: LoadedPanel
let freq: FrequencyModel
let catalogue: LoadedPanel

beforeAll(async () => {
  // the catalogue alone (no genetic-map fill): a small universe keeps the tests quick
  universe = await loadUniverse({ ref, targetSize: 40_000, cacheDir: dir })
  freq = buildFrequencyModel(universe.panel, ref)
  catalogue = await loadCatalogue(ref)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const write = (name: string, text: string) => {
  const p = path.join(dir, name)
  fs.writeFileSync(p, text)
  return p
}
const memoryStore = () => {
  const m = new Map<string, KitLayout>()
  const store: LayoutStore & { put(l: KitLayout): void } = { get: id => m.get(id), put: l => m.set(l.id, m.has(l.id) ? mergeLayoutAlleles(m.get(l.id)!, l) : l) }
  return store
}

describe('a file becomes its own kit on its own layout', () => {
  it('keeps every marker of the file, checks reference alleles (flip, A/T, third allele) and learns the others', async () => {
    const c = catalogue.panel
    const hm = c.rsid.indexOf('rs3131972') // HapMap 3: a G/A SNP with stated alleles
    const ag = c.source.findIndex((s, k) => c.sources[s] === 'peddy-sites' && c.a1[k] === 'A' && c.a2[k] === 'G')
    const at = c.source.findIndex((s, k) => c.sources[s] === 'peddy-sites' && c.chrom[k] === 2 && ((c.a1[k] === 'A' && c.a2[k] === 'T') || (c.a1[k] === 'T' && c.a2[k] === 'A')))
    const file = write('h.txt', [
      '# rsid\tchromosome\tposition\tgenotype',
      `rs3131972\t1\t${c.pos[hm]}\tAG`,
      `i123\t${c.chrom[ag]}\t${c.pos[ag]}\tTC`, // complement of A/G: a strand flip, heterozygous
      `i124\t${c.chrom[at]}\t${c.pos[at]}\tTT`, // A/T SNP: taken as reported
      `rs3131972\t1\t${c.pos[hm]}\tAA`, // discordant duplicate: no-call
      'i125\t1\t5000001\tCC', // a position no reference knows: kept, allele learned
      'i126\t1\t5000002\tCT'
    ].join('\n'))
    const a = await analyzeFile(file, { ref, health: false })
    const { layout, kit } = a
    expect(layout.size).toBe(5)
    expect(a.report.layout.counts).toMatchObject({ records: 6, markers: 5, flipped: 1, ambiguousAsReported: 1, duplicates: 1, discordantDuplicates: 1, referenceChecked: 4 })
    const at37 = (chrom: number, pos: number) => layout.pos.findIndex((p, i) => p === pos && layout.chrom[i] === chrom)
    expect(getCall(kit, at37(1, c.pos[hm]))).toBe(NO_CALL)
    expect(getCall(kit, at37(c.chrom[ag], c.pos[ag]))).toBe(HET)
    expect(layout.a1[at37(c.chrom[at], c.pos[at])] === 'T' ? HOM_A1 : HOM_A2).toBe(getCall(kit, at37(c.chrom[at], c.pos[at])))
    const learned = at37(1, 5000001)
    expect([layout.a1[learned], layout.a2[learned], getCall(kit, learned)]).toEqual(['C', 'N', HOM_A1])
    expect([layout.a1[learned + 1], layout.a2[learned + 1], getCall(kit, learned + 1)]).toEqual(['C', 'T', HET])
    const bad = await analyzeFile(write('h2.txt', `# rsid\tchromosome\tposition\tgenotype\ni1\t${c.chrom[ag]}\t${c.pos[ag]}\tAC\n`), { ref, health: false })
    expect(bad.report.layout.counts.alleleMismatch).toBe(1)
    expect(bad.report.layout.counts.alleleMismatchExamples[0]).toMatch(/is A\/G, the file says AC/)
  })

  it('folds runs of lines at one position (stopping at the first disagreement) and names the file lines of third alleles past skipped lines', async () => {
    const c = catalogue.panel
    const hm = c.rsid.indexOf('rs3131972') // G/A
    const file = write('dups.txt', [
      '# rsid\tchromosome\tposition\tgenotype',
      'i200\t1\t5000001\tCC',
      'i201\t1\t5000001\tCC', // agrees
      'i202\t1\t5000001\t--', // a no-call: no disagreement
      'i203\t1\t5000002\tCC',
      'i204\t1\t5000002\tTT', // disagrees: no-call, the next line at the position is not read
      'i205\t1\t5000002\tGG',
      '# a comment line in the middle',
      '',
      `rs3131972\t1\t${c.pos[hm]}\tAC`, // line 10: a third allele (C, and T on the other strand)
      'i206\t1\t5000003\tAA',
      'i207\t1\t5000003\tAA'
    ].join('\n'))
    const a = await analyzeFile(file, { ref, health: false })
    expect(a.report.layout.counts).toMatchObject({ records: 9, markers: 4, duplicates: 4, discordantDuplicates: 1, alleleMismatch: 1, called: 2, noCalls: 2 })
    expect(a.report.layout.counts.alleleMismatchExamples).toEqual([expect.stringMatching(/^line 10: rs3131972 is G\/A, the file says AC$/)])
    const at37 = (pos: number) => a.layout.pos.findIndex((p, i) => p === pos && a.layout.chrom[i] === 1)
    expect([getCall(a.kit, at37(5000001)), getCall(a.kit, at37(5000002)), getCall(a.kit, at37(5000003))]).toEqual([HOM_A1, NO_CALL, HOM_A1])
  })

  it('never changes a stored layout while a file teaches its own copy alleles', async () => {
    const store = memoryStore()
    const head = '# rsid\tchromosome\tposition\tgenotype\n'
    const first = await convertFile(write('s1.txt', `${head}i1\t1\t5000001\tCC\ni2\t1\t5000002\tAA\n`), { layouts: store })
    store.put(first.analysis.layout)
    const stored = store.get(first.analysis.layout.id) as KitLayout
    const before = [Array.from(stored.allele1), Array.from(stored.allele2), stored.allelesKnown]
    const same = await convertFile(write('s2.txt', `${head}i1\t1\t5000001\tCC\ni2\t1\t5000002\tAA\n`), { layouts: store })
    expect(same.analysis.layoutStatus).toBe('known')
    const taught = await convertFile(write('s3.txt', `${head}i1\t1\t5000001\tCT\ni2\t1\t5000002\tAA\n`), { layouts: store })
    expect(taught.analysis.layoutStatus).toBe('extended')
    expect(taught.analysis.layout.allelesKnown).toBe(stored.allelesKnown + 1)
    expect([Array.from(stored.allele1), Array.from(stored.allele2), stored.allelesKnown]).toEqual(before)
  })

  it('gives every file of one chip the same layout id, codes a second file against the stored layout, and fills alleles it learns', async () => {
    const store = memoryStore()
    const head = '# rsid\tchromosome\tposition\tgenotype\n'
    const f1 = write('c1.txt', head + 'i1\t1\t5000001\tCC\ni2\t1\t5000002\tGG\n')
    const f2 = write('c2.txt', head + 'i1\t1\t5000001\tTT\ni2\t1\t5000002\tGG\n')
    const other = write('c3.txt', head + 'i1\t1\t5000001\tTT\ni9\t1\t5000009\tGG\n')
    const a1 = await analyzeFile(f1, { ref, layouts: store, health: false })
    expect(a1.layoutStatus).toBe('new')
    store.put(a1.layout)
    const a2 = await analyzeFile(f2, { ref, layouts: store, health: false })
    expect(a2.layout.id).toBe(a1.layout.id)
    expect(a2.layoutStatus).toBe('extended')
    expect(getCall(a2.kit, 0)).toBe(HOM_A2) // T is the layout's second allele now; the first kit's code 1 still means CC
    expect(getCall(a1.kit, 0)).toBe(HOM_A1)
    store.put(a2.layout)
    const a3 = await analyzeFile(f1, { ref, layouts: store, health: false })
    expect(a3.layoutStatus).toBe('known')
    expect((await analyzeFile(other, { ref, health: false })).layout.id).not.toBe(a1.layout.id)
    const back = deserializeLayout(serializeLayout(store.get(a1.layout.id) as KitLayout))
    expect([back.id, back.a1[0], back.a2[0], back.rsid[1]]).toEqual([a1.layout.id, 'C', 'T', 'i2'])
  })

  it('reads an NCBI36 file by the rsIDs the catalogue knows and counts the rest', async () => {
    const c = catalogue.panel
    const hm = c.rsid.indexOf('rs3131972')
    const b36 = await analyzeFile(write('b36.csv', `rsid,chromosome,position,genotype\nrs3094315,1,742429,AA\nrs3131972,1,1,GG\ni5,1,5000001,CC\n`), { ref, health: false })
    expect(b36.report.build.build).toBe(36)
    // rs3131972 is in the catalogue (HapMap 3); rs3094315 and the internal id are not
    expect(b36.report.layout.counts).toMatchObject({ placedByRsid: 1, build36WithoutRsid: 2 })
    expect(b36.layout.pos).toContain(c.pos[hm])
  })
})

describe('kit and layout formats', () => {
  it('writes a layout kit as version 2 under 200 KB for 640,000 calls, reads version 1 panel kits, and refuses corrupt input', () => {
    const kit = { panelId: 'lay1-0123456789abcdef01234567', panelChecksum: 'lay1-0123456789abcdef01234567', markerCount: 640_000, calls: new Uint8Array(160_000).map((_, k) => (k * 37) & 255) }
    const bytes = serializeKit(kit, { sex: 'male' })
    expect(bytes.length).toBeLessThan(200 * 1024)
    const back = deserializeKit(bytes)
    expect(back.version).toBe(KIT_FORMAT_VERSION)
    expect({ ...back.kit, calls: undefined }).toEqual({ ...kit, calls: undefined })
    expect(Buffer.compare(back.kit.calls, kit.calls)).toBe(0)
    expect(back.metadata).toEqual({ sex: 'male' })
    const old = deserializeKit(serializeKit({ ...kit, panelId: 'xg-grch37-v1', panelChecksum: 'ab'.repeat(32) }))
    expect([old.version, old.kit.panelChecksum]).toEqual([KIT_FORMAT_VERSION_PANEL, 'ab'.repeat(32)])
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
  it('fails a file with too few markers or a low call rate, warns between the levels, and says what it counted', () => {
    const { layout } = chipLayout(universe.panel, 'chip-a')
    const kit = { panelId: layout.id, panelChecksum: layout.id, markerCount: layout.size, calls: new Uint8Array((layout.size + 3) >> 2) }
    const counts = { referenceChecked: 0, alleleMismatch: 0 }
    const q = computeQc({ layout, kit, counts, fileCalls: 85, fileNoCalls: 15 })
    expect(q.verdict).toBe('fail')
    expect(q.reasons.map(r => r.code)).toEqual(['too-few-markers', 'call-rate'])
    expect(q.counted).toMatch(new RegExp(`judged on the file's own ${layout.size.toLocaleString('en-US')} markers`))
    // every marker called: a 20,000-marker legacy chip warns (fewer markers), it does not fail
    const all = { ...kit, calls: new Uint8Array(kit.calls.length).fill(0b01010110) }
    const q2 = computeQc({ layout, kit: all, counts, fileCalls: layout.size, fileNoCalls: 0 })
    expect(q2.reasons.map(r => [r.code, r.level])).toEqual([['few-markers', 'warn']])
    const vcf = computeQc({ layout, kit: { ...kit, calls: new Uint8Array(kit.calls.length).fill(0b10101010) }, counts, fileCalls: layout.size, fileNoCalls: 0, variantOnly: true })
    expect(vcf.reasons.map(r => r.code)).not.toContain('heterozygosity')
    expect(vcf.notes[0]).toMatch(/heterozygosity .* not judged/)
  })
})

describe('generated files, end to end', () => {
  it.each(GENERATOR_VENDORS)('a generated %s file is detected, kept whole and passes QC with the right sex', async vendor => {
    const out = path.join(dir, `g-${vendor}.txt`)
    const sex = vendor === 'ancestrydna' ? 'female' : 'male'
    const g = await generateRawFile({ vendor, population: 'CHS', sex, seed: vendor, out, panel: universe, freq, ref, gzip: vendor === 'myheritage' })
    const chip = chipLayout(universe.panel, 'chip-a')
    expect(g.lines).toBeGreaterThan(chip.layout.size)
    const a = await analyzeFile(out, { ref })
    const report = a.report
    expect(report.format.vendor).toBe(vendor === 'wegene' ? 'wegene' : vendor)
    expect(report.build.build).toBe(37)
    expect(report.parse.counts.rejected).toBe(0)
    // a VCF skips the knowledge base's insertion/deletion markers (counted as skipped lines)
    const skipped = Object.values(report.parse.counts.skipped).reduce((x, y) => x + y, 0)
    expect(report.layout.markers).toBe(chip.layout.size - skipped)
    expect(report.layout.counts.alleleMismatch).toBe(0)
    if (vendor !== 'vcf') expect(report.layout.id).toBe(chip.layout.id) // same ids and positions: the chip's layout
    expect(report.qc.verdict).toBe('warn') // the small test universe: fewer markers than a chip
    expect(report.qc.reasons.map(r => r.code)).toEqual(['few-markers'])
    expect(report.qc.sex.sex).toBe(sex)
    expect(report.qc.metrics.callRate).toBeGreaterThan(0.988)
    expect(report.qc.metrics.callRate).toBeLessThan(0.996)
    expect(a.health.length).toBeGreaterThan(100)
    if (sex === 'female') expect(a.y).toMatchObject({ status: 'not-applicable' })
    else expect(a.y.status).not.toBe('not-applicable')
  })

  it('reads a file with no rsID at all (chip-c, vendor-internal ids): QC, sex, Y, mt, ancestry and health by position', async () => {
    const out = path.join(dir, 'no-rsid.txt')
    await generateRawFile({ vendor: '23andme', chip: 'chip-c', population: 'CHB', sex: 'male', seed: 'no-rsid', out, panel: universe, freq, ref, yHaplogroup: 'O2a2b1a1', mtHaplogroup: 'D4a1' })
    expect(fs.readFileSync(out, 'utf8')).not.toMatch(/^rs\d/m)
    // as a stream of chunks, as an upload arrives
    const a = await analyzeFile(fs.createReadStream(out, { highWaterMark: 1 << 16 }), { ref, fileName: 'no-rsid.txt' })
    expect(a.report.file.name).toBe('no-rsid.txt')
    expect(a.qc.verdict).not.toBe('fail')
    expect(a.sex.sex).toBe('male')
    expect(a.y).toMatchObject({ status: 'called', result: { haplogroup: 'O2a2b1a1' } })
    expect(a.mt).toMatchObject({ status: 'called', result: { haplogroup: 'D4a1' } })
    expect(a.ancestry.status).toBe('called')
    expect(a.health.filter(i => i.status === 'normal').length).toBeGreaterThan(100)
  })

  it('gives a GRCh38 VCF the same calls as its GRCh37 twin, and counts what the chain leaves out', async () => {
    const v37 = path.join(dir, 'g-vcf.txt')
    const v38 = path.join(dir, 'g-vcf-38.vcf')
    const twin = await writeGrch38Twin(v37, v38, ref)
    const a37 = await analyzeFile(v37, { ref, health: false })
    const a38 = await analyzeFile(v38, { ref, health: false })
    expect(a38.report.build.build).toBe(38)
    const l = a38.report.liftover!
    // every line is lifted or counted as kept out (the two chains are not exact inverses)
    expect(l.mapped + l.mitochondrial + l.unmapped + l.otherChromosome + l.minusStrand + l.ambiguous).toBe(a38.report.layout.counts.records)
    expect(a38.report.layout.counts.records + Object.values(a38.report.parse.counts.skipped).reduce((x, y) => x + y, 0)).toBe(twin.written)
    const g37 = kitGenotypes(a37.kit, a37.layout)
    const g38 = kitGenotypes(a38.kit, a38.layout)
    // every GRCh38 call lands on the GRCh37 position of its twin with the same genotype
    let same = 0
    for (const [k, g] of g38) if (g37.get(k) === g) same++
    expect(same).toBe(g38.size)
    // and nothing is lost but what the two chains do not carry back and forth
    expect(g38.size).toBeGreaterThan(0.99 * g37.size)
    expect(a38.y.status === 'called' && a37.y.status === 'called' ? (a38.y.result as { haplogroup: string }).haplogroup : 'x').toBe(a37.y.status === 'called' ? (a37.y.result as { haplogroup: string }).haplogroup : 'x')
    expect(a38.report.warnings.join(' ')).toMatch(/lifted to GRCh37/)
  })

  it('converts to a kit and a layout that record the source facts', async () => {
    const out = path.join(dir, 'g-23andme.txt')
    const { kit: bytes, layout, analysis } = await convertFile(out, { ref })
    const { kit, metadata } = deserializeKit(bytes)
    expect(kit.panelId).toBe(analysis.layout.id)
    expect(deserializeLayout(layout!).id).toBe(kit.panelId)
    expect(metadata).toMatchObject({ source: { vendor: '23andme', build: 37 }, qc: { sex: 'male', verdict: analysis.qc.verdict } })
    const y = analysis.layout.chrom.indexOf(CHROM_Y)
    expect(getCall(kit, y)).not.toBe(HET)
  })

  it('writes real 1000 Genomes genotypes that read back unchanged', async () => {
    const out = path.join(dir, 'HG00403.txt')
    const r = await writeThousandGenomesFile({ sample: 'HG00403', out, ref })
    expect(r.population).toBe('CHS')
    expect(r.markers).toBeGreaterThan(150)
    const text = fs.readFileSync(out, 'utf8')
    expect(text).toMatch(/REAL genotypes of 1000 Genomes sample HG00403/)
    const { readAimGenotypes } = await import('../reference/readers')
    const kidd = readAimGenotypes(ref, 'kidd55')
    const g = kidd.samples.find(s => s.sample === 'HG00403')!.genotypes[kidd.rsids.indexOf('rs3827760')]
    expect(text).toContain(`rs3827760\t2\t109513601\t${g}`)
  })
})

describe('every format fixture through the whole analysis', () => {
  const fixtures = fs.readdirSync(path.dirname(ref.path('fixture:23andme.txt'))).filter(f => !f.startsWith('LICENSE'))
  // NCBI36.csv: no chain file for NCBI36 and none of its rsIDs in the reference catalogue
  const refused: Record<string, string> = { 'generic.fa': 'foreign', 'discrepant_snps.csv': 'foreign', 'testvcf_multi_sample.vcf': 'multi-sample', 'NCBI36.csv': 'unsupported' }
  it.each(fixtures)('%s is analysed, or refused with a reason', async name => {
    const file = path.join(path.dirname(ref.path('fixture:23andme.txt')), name)
    if (refused[name]) {
      const err = await analyzeFile(file, { ref, health: false }).then(() => undefined, e => e)
      expect(err).toBeInstanceOf(GenotypeFileError)
      expect(err.code).toBe(refused[name])
      return
    }
    const a = await analyzeFile(file, { ref, health: name === '23andme.txt' })
    expect(a.report.parse.counts.calls).toBeGreaterThan(0)
    if (name === '23andme.txt') {
      // eight SNPs at made-up positions carry no knowledge-base marker: every item is undetected, with the spec 8.2 text
      expect(a.health.length).toBeGreaterThan(100)
      expect(a.health.filter(i => i.status !== 'undetected')).toEqual([])
      expect(new Set(a.health.map(i => i.note))).toEqual(new Set([REPORT_ITEM_NOTES.undetected]))
    }
    // eight synthetic SNPs cannot support an analysis: QC says so instead of guessing
    expect(a.qc.verdict).toBe('fail')
    expect(a.qc.reasons[0].code).toBe('too-few-markers')
    expect(a.ancestry.status).not.toBe('called')
  })
})
