import * as fs from 'fs'
import * as path from 'path'
import * as zlib from 'zlib'
import { zipSync, strToU8 } from 'fflate'
import { getReference } from '../reference'
import { GenotypeFileError, GenotypeRecord, parseGenotypes } from './index'

// building a panel or reading reference data takes seconds on a loaded shared machine
jest.setTimeout(120_000)

const ref = getReference()
const fixtureDir = path.dirname(ref.path('fixture:23andme.txt'))
const fixture = (name: string) => path.join(fixtureDir, name)

const show = (r: GenotypeRecord) => `${r.chrom}:${r.pos}=${r.a ? String.fromCharCode(r.a) : '-'}${r.b ? String.fromCharCode(r.b) : ''}`

async function parse(input: string | Uint8Array, options = {}) {
  const calls: string[] = []
  const result = await parseGenotypes(input, { ...options, sink: r => calls.push(show(r)) })
  return { result, calls }
}

// the eight calls every vendor fixture encodes (rs1..rs8 at 1:101..108; rs5 a no-call)
const EIGHT = ['1:101=AA', '1:102=CC', '1:103=GG', '1:104=TT', '1:105=-', '1:106=GC', '1:107=TC', '1:108=AT']

describe('every genotype format fixture (apriha/snps tests/input)', () => {
  const cases: [string, string, string][] = [
    ['23andme.txt', '23andme', 'genotype'],
    ['23andme_allele.txt', '23andme', 'two-allele'],
    ['23andme_win.txt', '23andme', 'genotype'],
    ['23mofang.txt', '23mofang', 'genotype'],
    ['DNALand.txt', 'dnaland', 'genotype'],
    ['ancestry.txt', 'ancestrydna', 'two-allele'],
    ['ancestry_multi_sep.txt', 'ancestrydna', 'two-allele'],
    ['ftdna.csv', 'ftdna', 'genotype'],
    ['ftdna_famfinder.csv', 'ftdna-famfinder', 'two-allele'],
    ['generic.csv', 'generic', 'genotype'],
    ['generic.tsv', 'generic', 'genotype'],
    ['generic_extra_column.tsv', 'generic', 'genotype'],
    ['generic_header_comment.tsv', 'generic', 'genotype'],
    ['generic_multi_rsid.tsv', 'generic', 'genotype'],
    ['generic_no_header.tsv', 'generic', 'genotype'],
    ['generic_non_standard_columns.tsv', 'generic', 'genotype'],
    ['genesforgood.txt', 'genesforgood', 'genotype'],
    ['livingdna.csv', 'livingdna', 'genotype'],
    ['mapmygenome.txt', 'mapmygenome', 'two-allele'],
    ['mapmygenome_alt_header.txt', 'mapmygenome', 'two-allele'],
    ['mapmygenome_new_format.txt', 'mapmygenome', 'genotype'],
    ['myheritage.csv', 'myheritage', 'genotype'],
    ['myheritage_extra_quotes.csv', 'myheritage', 'genotype'],
    ['plink.txt', 'plink', 'genotype'],
    ['sano_dtc.txt', 'sano', 'two-allele'],
    ['sano_dtc_no_comments.txt', 'generic', 'two-allele'],
    ['selfdecode.txt', 'selfdecode', 'genotype'],
    ['tellmeGen.txt', 'tellmegen', 'genotype']
  ]
  it.each(cases)('%s is read as %s (%s layout) with its eight calls', async (name, vendor, layout) => {
    const { result, calls } = await parse(fixture(name))
    expect(result.format.vendor).toBe(vendor)
    expect(result.format.layout).toBe(layout)
    expect(calls).toEqual(EIGHT)
    expect(result.counts.calls).toBe(7)
    expect(result.counts.noCalls).toBe(1)
  })

  it('23andme.txt: the lines without a chromosome are rejected with line numbers and reasons', async () => {
    const { result } = await parse(fixture('23andme.txt'))
    expect(result.counts.rejected).toBe(2)
    expect(result.rejects.examples.map(e => [e.line, e.reason])).toEqual([[24, 'invalid chromosome'], [25, 'invalid chromosome']])
    expect(result.counts.lines).toBe(25)
    expect(result.counts.headerLines).toBe(15)
  })

  it('Illumina reports: Código 46 takes positions from chr:pos names, Sano is flagged forward-strand', async () => {
    const codigo = await parse(fixture('codigo46.txt'))
    expect(codigo.result.format.vendor).toBe('codigo46')
    expect(codigo.calls.slice(0, 5)).toEqual(EIGHT.slice(0, 5))
    expect(codigo.calls.slice(5)).toEqual(['0:0=GC', '0:0=TC', '0:0=AT']) // rsIDs without positions
    const sano = await parse(fixture('sano.txt'))
    expect(sano.result.format.strand).toBe('forward')
    expect(sano.result.warnings.join()).toMatch(/forward strand/)
  })

  it('CircleDNA: chr-prefixed chromosomes, A/A genotypes and chr:pos:allele ids', async () => {
    const { result, calls } = await parse(fixture('circledna.txt'))
    expect(result.format.vendor).toBe('circledna')
    expect(calls).toEqual(['1:1=AA', ...EIGHT.filter(c => c !== '1:105=-'), '1:1001=AA'])
  })

  it('AncestryDNA MT: chromosome 26 and 0 0 as a no-call', async () => {
    const { calls } = await parse(fixture('ancestry_mt.txt'))
    expect(calls).toEqual(['26:101=AA', '26:102=-', '26:103=GC'])
  })

  it('chromosome names: MT haploid calls, PAR filed as XY', async () => {
    const { result, calls } = await parse(fixture('chromosomes.csv'))
    expect(calls).toEqual(['1:1=AA', '2:1=CC', '3:1=GG', '5:1=TT', '26:1=A', '25:1=AA'])
    expect(result.counts.haploidCalls).toBe(1)
    const par = await parse(fixture('GRCh37_PAR.csv'))
    expect(par.calls.every(c => c.startsWith('25:'))).toBe(true)
  })

  it('detects GRCh37, GRCh38 and NCBI36 from the build-probe SNPs', async () => {
    expect((await parse(fixture('GRCh37.csv'))).result.build.build).toBe(37)
    const b38 = (await parse(fixture('GRCh38.csv'))).result
    expect(b38.build.build).toBe(38)
    expect(b38.warnings.join()).toMatch(/lifted to GRCh37 with the UCSC chain/)
    expect((await parse(fixture('NCBI36.csv'))).result.build.build).toBe(36)
    expect((await parse(fixture('generic.csv'))).result.build).toMatchObject({ build: undefined, assumed: true })
  })

  it('counts duplicate ids', async () => {
    const { result } = await parse(fixture('duplicate_rsids.csv'))
    expect(result.counts.duplicateIds).toBe(2)
  })

  it('VCF: REF/ALT indexes, multi-allelic, phased, half-calls, indels skipped, missing alleles rejected', async () => {
    for (const name of ['testvcf.vcf', 'testvcf_chr_prefix.vcf', 'testvcf_phased.vcf']) {
      const { result, calls } = await parse(fixture(name))
      expect(calls).toEqual([...EIGHT, '1:109=CT', '1:116=-', '1:117=-'])
      expect(result.counts.halfCalls).toBe(2)
      expect(result.counts.skipped).toEqual({ 'indel or structural allele (VCF)': 2 })
      expect(result.rejects.byReason).toEqual({ 'VCF: GT refers to an allele that is missing': 4 })
    }
    const un = await parse(fixture('unannotated_testvcf.vcf'))
    expect(un.calls).toEqual([...EIGHT, '1:109=CT'])
  })

  it('VCF with several samples is refused unless one is chosen', async () => {
    await expect(parse(fixture('testvcf_multi_sample.vcf'))).rejects.toMatchObject({ code: 'multi-sample' })
    const { calls, result } = await parse(fixture('testvcf_multi_sample.vcf'), { sample: 'MULTISAMPLE' })
    expect(result.format.vcfSample).toBe('MULTISAMPLE')
    expect(result.counts.calls).toBe(0)
    expect(calls.every(c => c.endsWith('=-'))).toBe(true)
  })

  it('refuses files of another kind: FASTA and a merge-comparison table', async () => {
    await expect(parse(fixture('generic.fa'))).rejects.toMatchObject({ code: 'foreign', message: expect.stringMatching(/FASTA/) })
    await expect(parse(fixture('discrepant_snps.csv'))).rejects.toMatchObject({ code: 'foreign' })
  })
})

describe('streaming input', () => {
  const text = fs.readFileSync(fixture('23andme_win.txt'))

  it('gives the same result for gzip and zip as for plain text', async () => {
    const plain = await parse(new Uint8Array(text))
    const gz = await parse(new Uint8Array(zlib.gzipSync(text)))
    const zip = await parse(zipSync({ '__MACOSX/._genome.txt': strToU8('x'), 'genome_Full_20240101.txt': new Uint8Array(text) }))
    expect(gz.calls).toEqual(plain.calls)
    expect(zip.calls).toEqual(plain.calls)
    expect(gz.result.format.compression).toBe('gzip')
    expect(zip.result.format).toMatchObject({ compression: 'zip', innerFile: 'genome_Full_20240101.txt' })
  })

  it('handles lines cut at every possible chunk boundary', async () => {
    const { LineSplitter } = await import('./lines')
    const whole: string[] = []
    const s1 = new LineSplitter((b, s, e) => whole.push(Buffer.from(b.subarray(s, e)).toString()))
    s1.push(text)
    s1.end()
    for (const size of [1, 2, 3, 7, 64]) {
      const got: string[] = []
      const s = new LineSplitter((b, st, e) => got.push(Buffer.from(b.subarray(st, e)).toString()))
      for (let i = 0; i < text.length; i += size) s.push(text.subarray(i, i + size))
      s.end()
      expect(got).toEqual(whole)
    }
    expect(whole[15]).toBe('rs1\t1\t101\tAA')
  })

  it('refuses empty, binary, truncated gzip and damaged zip files with a reason and no result', async () => {
    const refused = async (input: Uint8Array) => {
      const sink = jest.fn()
      const err = await parseGenotypes(input, { sink }).then(() => undefined, e => e as GenotypeFileError)
      expect(err).toBeInstanceOf(GenotypeFileError)
      return err!
    }
    expect((await refused(new Uint8Array(0))).code).toBe('empty')
    expect((await refused(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]))).message).toMatch(/PDF/)
    expect((await refused(Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))).code).toBe('binary')
    const gz = zlib.gzipSync(Buffer.concat(Array(50).fill(text)))
    expect((await refused(new Uint8Array(gz.subarray(0, gz.length - 40)))).code).toBe('truncated')
    const zip = zipSync({ 'a.txt': new Uint8Array(Buffer.concat(Array(200).fill(text))) })
    expect(['truncated', 'corrupt-archive']).toContain((await refused(zip.subarray(0, zip.length >> 1))).code)
    expect((await refused(new Uint8Array(Buffer.from('hello\nthis is a letter, not DNA\n')))).code).toBe('foreign')
    expect((await refused(new Uint8Array(Buffer.from('# 23andMe\n# rsid\tchromosome\tposition\tgenotype\n')))).code).toBe('no-genotypes')
  })

  it('refuses an Illumina report that holds two samples', async () => {
    const report = fs.readFileSync(fixture('codigo46.txt'), 'utf8') + '\n456\trs9\tA\tA\n'
    await expect(parseGenotypes(new Uint8Array(Buffer.from(report)))).rejects.toMatchObject({ code: 'multi-sample', message: expect.stringMatching(/'123' and '456' at line 13/) })
  })

  it('stops early on a long file whose lines mostly fail to parse', async () => {
    const lines = ['rsid,chromosome,position,genotype', ...Array.from({ length: 30 }, (_, i) => `rs${i + 1},1,${100 + i},AA`), ...Array.from({ length: 100_000 }, (_, i) => `rs${i + 50},1,${200 + i},??`)]
    const sink = jest.fn()
    await expect(parseGenotypes(new Uint8Array(Buffer.from(lines.join('\n'))), { sink })).rejects.toMatchObject({ code: 'too-many-rejects' })
    expect(sink.mock.calls.length).toBeLessThan(2000)
  })

  it('refuses a file whose lines mostly fail to parse', async () => {
    const lines = ['rsid,chromosome,position,genotype', 'rs1,1,101,AA', ...Array.from({ length: 30 }, (_, i) => `rs${i + 2},1,${200 + i},ZZ`)]
    await expect(parseGenotypes(new Uint8Array(Buffer.from(lines.join('\n'))))).rejects.toMatchObject({ code: 'too-many-rejects', message: expect.stringMatching(/invalid genotype/) })
  })
})
