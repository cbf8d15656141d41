import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { loadCatalogue, loadUniverse } from '../catalogue'
import { catalogueReferenceAlleles, CatalogueReferenceAlleles } from '../catalogue/reference-alleles'
import { CHROM_MT, CHROM_X, CHROM_XY, CHROM_Y } from '../core/chromosome'
import { generateRawFile } from '../generate'
import type { LoadedPanel } from '../panel/cache'
import { buildFrequencyModel, FrequencyModel } from '../panel/frequencies'
import { AUTOSOME_LENGTHS, wholeGenomeHeader } from '../parsers/whole-genome'
import { analyzeFile, FileAnalysis } from '../pipeline'
import { getReference } from '../reference'
import { readGeneticMap } from '../reference/readers'
import { compareAcrossLayouts } from '../relatives/cross-layout'
import { createRelativesSetup } from '../relatives/context'
import { RELATIONSHIPS, simulatePair } from '../simulate/pedigree'
import { chipGenotypes, PopulationSimulator } from '../simulate/people'
import { writeSimulatedVendorFile } from '../simulate/vendor-file'
import { Rng } from '../core/random'
import { kitGenotypes } from './read'

jest.setTimeout(600_000)

const ref = getReference()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-wgs-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const contigs = (build: 37 | 38) =>
  [...AUTOSOME_LENGTHS[build].map((len, i) => `##contig=<ID=${i + 1},length=${len}>`), `##contig=<ID=X,length=${build === 37 ? 155270560 : 156040895}>`, `##contig=<ID=Y,length=${build === 37 ? 59373566 : 57227415}>`, '##contig=<ID=MT,length=16569>'].join('\n')
const CHROM_LINE = '#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tSAMPLE'
/** the header lines GATK HaplotypeCaller writes (a whole genome, no -L), GRCh37 contigs */
const gatkHeader = (extra = '') =>
  [
    '##fileformat=VCFv4.2',
    '##FILTER=<ID=PASS,Description="All filters passed">',
    '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">',
    `##GATKCommandLine=<ID=HaplotypeCaller,CommandLine="HaplotypeCaller --output sample.vcf.gz --input sample.bam --reference human_g1k_v37.fasta${extra}",Version="4.2.6.1",Date="2023-03-01">`,
    contigs(37),
    '##source=HaplotypeCaller',
    CHROM_LINE
  ].join('\n')
/** what `bcftools convert --tsv2vcf` writes for a chip file: full contigs, but no caller */
const convertHeader = ['##fileformat=VCFv4.2', '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">', contigs(37), '##bcftools_convertVersion=1.17', '##bcftools_convertCommand=convert --tsv2vcf chip.txt -f human_g1k_v37.fasta', CHROM_LINE].join('\n')

describe('the header rule (parsers/whole-genome.ts)', () => {
  it('the contig lengths are the chain files\' chromosome sizes', async () => {
    const zlib = await import('zlib')
    const chain = zlib.gunzipSync(fs.readFileSync(ref.path('liftover-hg38-to-hg19'))).toString('latin1')
    const sizes: Record<37 | 38, Map<string, number>> = { 37: new Map(), 38: new Map() }
    for (const m of chain.matchAll(/^chain \S+ (\S+) (\d+) \S+ \S+ \S+ (\S+) (\d+)/gm)) {
      sizes[38].set(m[1], Number(m[2]))
      sizes[37].set(m[3], Number(m[4]))
    }
    for (const b of [37, 38] as const) AUTOSOME_LENGTHS[b].forEach((len, i) => expect(sizes[b].get(`chr${i + 1}`)).toBe(len))
  })

  it('declares a whole genome only with full contigs, a caller from reads, no reference blocks and no intervals', () => {
    expect(wholeGenomeHeader(gatkHeader())).toMatchObject({ declared: true, build: 37, caller: 'GATK' })
    expect(wholeGenomeHeader(gatkHeader().replace(contigs(37), contigs(38)))).toMatchObject({ declared: true, build: 38 })
    const dv = ['##fileformat=VCFv4.2', '##DeepVariant_version=1.5.0', contigs(38).replace(/ID=(\w+)/g, 'ID=chr$1'), CHROM_LINE].join('\n')
    expect(wholeGenomeHeader(dv)).toMatchObject({ declared: true, build: 38, caller: 'DeepVariant' })
    expect(wholeGenomeHeader(gatkHeader(' -L exome_targets.interval_list')).declared).toBe(false)
    expect(wholeGenomeHeader(gatkHeader(' --intervals chr20')).evidence[3]).toMatch(/restricted to intervals/)
    expect(wholeGenomeHeader(gatkHeader().replace('##source', '##ALT=<ID=NON_REF,Description="any other allele">\n##source')).declared).toBe(false)
    expect(wholeGenomeHeader(gatkHeader().replace('length=249250621', 'length=249240000')).declared).toBe(false)
    const convert = wholeGenomeHeader(convertHeader)
    expect(convert.declared).toBe(false)
    expect(convert.evidence[1]).toMatch(/names no variant caller/)
    const bcfRegions = ['##fileformat=VCFv4.2', contigs(37), '##bcftools_callCommand=call -mv -R exome.bed -Oz -o out.vcf.gz', CHROM_LINE].join('\n')
    expect(wholeGenomeHeader(bcfRegions).declared).toBe(false)
    expect(wholeGenomeHeader(bcfRegions.replace('-R exome.bed ', '')).declared).toBe(true)
  })
})

/**
 * A chip analysis written back as a sequencing pipeline would write the same person: a VCF
 * listing only the sites where a call differs from the reference base (sites whose reference
 * base no source states cannot be written as VCF and are left out; mtDNA against the rCRS),
 * and the chip's no-calls as no-calls.
 */
function variantOnlyTwin(a: FileAnalysis, catalogue: LoadedPanel, refs: CatalogueReferenceAlleles, rcrs: string, header: string, out: string): { path: string; lines: number } {
  const male = a.sex.sex === 'male'
  const lines: string[] = []
  const byPos = new Map<number, number>()
  const cat = catalogue.panel
  for (let k = 0; k < cat.size; k++) if (refs.code[k]) byPos.set(cat.chrom[k] * 4e9 + cat.pos[k], k)
  const letters = 'NACGTID'
  const calls = kitGenotypes(a.kit, a.layout)
  for (let q = 0; q < a.layout.size; q++) {
    const c = a.layout.chrom[q]
    const p = a.layout.pos[q]
    let base: string | undefined
    if (c === CHROM_MT) base = rcrs[p - 1]
    else {
      const k = byPos.get(c * 4e9 + p)
      base = k === undefined ? undefined : letters[refs.code[k]]
    }
    if (!base) continue
    const haploid = c === CHROM_Y || c === CHROM_MT || (c === CHROM_X && male)
    const chrom = c === CHROM_X || c === CHROM_XY ? 'X' : c === CHROM_Y ? 'Y' : c === CHROM_MT ? 'MT' : String(c)
    const g = calls.get(`${c}:${p}`)
    // a site the chip did not call: listed as a no-call (the caller had no call there either)
    if (g === undefined) {
      lines.push(`${chrom}\t${p}\t.\t${base}\t.\t.\t.\t.\tGT\t${haploid ? '.' : './.'}`)
      continue
    }
    if (!/^[ACGT]{2}$/.test(g)) continue
    const alleles = haploid ? [g[0]] : [g[0], g[1]]
    if (alleles.every(x => x === base)) continue
    const alt = [...new Set(alleles.filter(x => x !== base))]
    const gt = alleles.map(x => (x === base ? 0 : alt.indexOf(x) + 1)).sort().join('/')
    lines.push(`${chrom}\t${p}\t.\t${base}\t${alt.join(',')}\t50\tPASS\t.\tGT\t${gt}`)
  }
  const order = (l: string) => {
    const [c, p] = l.split('\t')
    const n = c === 'X' ? 23 : c === 'Y' ? 24 : c === 'MT' ? 26 : Number(c)
    return n * 4e9 + Number(p)
  }
  lines.sort((x, y) => order(x) - order(y))
  fs.writeFileSync(out, header + '\n' + lines.join('\n') + '\n')
  return { path: out, lines: lines.length }
}

describe('a whole-genome VCF listing variant sites only gives what its chip twin gives', () => {
  let universe: LoadedPanel
  let freq: FrequencyModel
  let catalogue: LoadedPanel
  let refs: CatalogueReferenceAlleles
  let rcrs: string
  beforeAll(async () => {
    universe = await loadUniverse({ ref, targetSize: 40_000, cacheDir: dir })
    freq = buildFrequencyModel(universe.panel, ref)
    catalogue = await loadCatalogue(ref)
    refs = await catalogueReferenceAlleles(catalogue, ref)
    rcrs = fs.readFileSync(ref.path('mt-rcrs'), 'utf8').split('\n').filter(l => !l.startsWith('>')).join('').trim()
  })

  it('knows the reference base of the catalogue sites that a source states', () => {
    const { known } = refs
    // peddy's 23,769 sites, the AIMs, the knowledge base and the chip ISOGG Y-SNPs
    expect(known.autosomal).toBeGreaterThan(20_000)
    expect(known.y).toBeGreaterThan(4_000)
    expect(refs.aim.reduce((s, x) => s + x, 0)).toBeGreaterThan(150)
    const cat = catalogue.panel
    const mt = cat.chrom.findIndex(c => c === CHROM_MT)
    expect(refs.code[mt]).toBe(0)
  })

  for (const sex of ['male', 'female'] as const) {
    it(`${sex}: same sex, Y and mt haplogroups and ancestry as the chip file; without the header or the confirmation the absent sites stay missing`, async () => {
      const chip = path.join(dir, `chip-${sex}.txt`)
      await generateRawFile({ vendor: '23andme', chip: 'chip-a', population: 'CHB', sex, seed: `wgs-${sex}`, yHaplogroup: sex === 'male' ? 'O2a2b1a1' : undefined, mtHaplogroup: 'D4a1', out: chip, panel: universe, freq, ref })
      const a = await analyzeFile(chip, { ref, health: false })
      const twin = variantOnlyTwin(a, catalogue, refs, rcrs, gatkHeader(), path.join(dir, `twin-${sex}.vcf`))
      const w = await analyzeFile(twin.path, { ref, health: false })
      const wg = w.report.wholeGenome!
      console.log(`${sex}: chip ${a.layout.size} markers; twin ${twin.lines} lines, ${JSON.stringify({ ...wg, header: undefined })}; sex ${w.sex.sex}; y ${JSON.stringify((w.y as { result?: { haplogroup?: string } }).result?.haplogroup)} mt ${JSON.stringify((w.mt as { result?: { haplogroup?: string } }).result?.haplogroup)}`)
      expect(wg).toMatchObject({ filled: true, basis: 'header', referenceCalls: 0 })
      // the reference data states almost no X reference base, so the twin has ~no X lines: a
      // male shows by his Y variants; a female stays undetermined or female, never male
      if (sex === 'male') expect(wg.sex).toBe('male')
      else expect(wg.sex).not.toBe('male')
      expect(wg.filledSites.autosomal).toBeGreaterThan(5_000)
      expect(w.report.layout.counts.referenceFilled).toBe(wg.filledSites.autosomal + wg.filledSites.x + wg.filledSites.y)
      if (sex === 'female') expect([wg.filledSites.x, wg.filledSites.y, wg.leftMissing.sexChromosomes > 0]).toEqual([0, 0, true])
      else expect(wg.filledSites.y).toBeGreaterThan(1_000)
      expect(wg.leftMissing.mt).toBeGreaterThan(0)
      expect(w.qc.notes.join(' ')).toMatch(/read as homozygous reference/)
      if (sex === 'male') expect(w.sex.sex).toBe('male')
      else expect(w.sex.sex).not.toBe('male')
      const hg = (p: { status: string; result?: unknown }) => (p.status === 'called' ? (p.result as { haplogroup: string }).haplogroup : p.status)
      expect(hg(w.y)).toBe(hg(a.y))
      expect(hg(w.mt)).toBe(hg(a.mt))
      if (sex === 'male') expect(hg(a.y)).toMatch(/^O2/)
      expect(hg(a.mt)).toMatch(/^D4/)
      const shares = (p: FileAnalysis['ancestry']) => {
        expect(p.status).toBe('called')
        return Object.fromEntries(((p as { result: { components: { id: string; proportion: number }[] } }).result.components ?? []).map(c => [c.id, c.proportion]))
      }
      const sa = shares(a.ancestry)
      const sw = shares(w.ancestry)
      for (const k of new Set([...Object.keys(sa), ...Object.keys(sw)])) expect(Math.abs((sa[k] ?? 0) - (sw[k] ?? 0))).toBeLessThanOrEqual(0.02)

      // the same lines under a header that declares nothing: today's reading, and QC says calls are missing
      const plain = path.join(dir, `plain-${sex}.vcf`)
      fs.writeFileSync(plain, fs.readFileSync(twin.path, 'utf8').replace(gatkHeader(), convertHeader))
      const p = await analyzeFile(plain, { ref, health: false })
      expect(p.report.wholeGenome).toMatchObject({ filled: false, basis: 'none' })
      expect(p.report.layout.counts.referenceFilled).toBe(0)
      expect(p.layout.size).toBeLessThan(w.layout.size)
      expect(p.qc.reasons.find(r => r.code === 'variant-only-missing')?.message).toMatch(/missing calls/)
      // the user's confirmation on upload reads it as the declared file is read
      const c = await analyzeFile(plain, { ref, health: false, wholeGenomeConfirmed: true })
      expect(c.report.wholeGenome).toMatchObject({ filled: true, basis: 'confirmed', sex: wg.sex })
      expect(c.layout.size).toBe(w.layout.size)
      expect(hg(c.y)).toBe(hg(w.y))
    })
  }

  it('a file that lists its reference calls, or an exome, is not filled even when confirmed', async () => {
    const chip = path.join(dir, 'chip-male.txt')
    const a = await analyzeFile(chip, { ref, health: false })
    const twin = fs.readFileSync(path.join(dir, 'twin-male.vcf'), 'utf8')
    const body = twin.split('\n').filter(l => l && !l.startsWith('#'))
    // an exome: the caller was restricted to intervals, and few AIM sites are listed
    const exome = path.join(dir, 'exome.vcf')
    fs.writeFileSync(exome, gatkHeader(' -L exome_targets.interval_list') + '\n' + body.filter((_, i) => i % 20 === 0).join('\n') + '\n')
    const e = await analyzeFile(exome, { ref, health: false, wholeGenomeConfirmed: true })
    expect(e.report.wholeGenome?.filled).toBe(false)
    expect(e.report.wholeGenome?.reasons.join(' ')).toMatch(/restricted to intervals/)
    expect(e.report.wholeGenome?.reasons.join(' ')).toMatch(/AIM sites/)
    // every called site written, 0/0 included: absent sites are untyped
    const all = path.join(dir, 'all-sites.vcf')
    const extra = body.map(l => l.replace(/\tGT\t.*$/, '\tGT\t0/0').replace(/^(\S+\t)(\d+)/, (_m, c: string, p: string) => `${c}${Number(p) + 1}`))
    fs.writeFileSync(all, gatkHeader() + '\n' + [...body, ...extra].sort((x, y) => {
      const k = (l: string) => { const [c, p] = l.split('\t'); return (c === 'X' ? 23 : c === 'Y' ? 24 : c === 'MT' ? 26 : Number(c)) * 4e9 + Number(p) }
      return k(x) - k(y)
    }).join('\n') + '\n')
    const s = await analyzeFile(all, { ref, health: false, wholeGenomeConfirmed: true })
    expect(s.report.wholeGenome?.filled).toBe(false)
    expect(s.report.wholeGenome?.reasons.join(' ')).toMatch(/lists reference calls itself/)
    expect(a.report.wholeGenome).toBeUndefined()
  })

  it('relatives: a pair compares as the chip file does on the same sites (shared cM, segments, relationship)', async () => {
    const big = await loadUniverse({ ref })
    const setup = createRelativesSetup(big.panel, ref)
    const sim = new PopulationSimulator(setup.match, [{ population: 'CHB', a2: setup.frequencies.simulationA2('CHB') }], new Rng('wgs-relatives'))
    const gmap = readGeneticMap(ref)
    for (const spec of [RELATIONSHIPS.parentChild, RELATIONSHIPS.fullSiblings]) {
      const [x, y] = simulatePair(sim, spec, 'CHB')
      // the full genotype set of the universe: a chip carries ~14,000 of the ~20,000 autosomal
      // sites whose reference base the data states, too few for a comparison (MIN_SHARED_MARKERS)
      const fx = writeSimulatedVendorFile(big.panel, chipGenotypes(setup.match, x, sim.rng), '23andme', path.join(dir, `rx-${spec.key}.txt`), []).path
      const fy = writeSimulatedVendorFile(big.panel, chipGenotypes(setup.match, y, sim.rng), '23andme', path.join(dir, `ry-${spec.key}.txt`), []).path
      const ax = await analyzeFile(fx, { ref, health: false })
      const ay = await analyzeFile(fy, { ref, health: false })
      // the simulated files carry no X, Y or mt calls: the twin is read as confirmed (sex undetermined: nothing filled on X/Y)
      const ty = variantOnlyTwin(ay, catalogue, refs, rcrs, gatkHeader(), path.join(dir, `ry-${spec.key}.vcf`))
      const wy = await analyzeFile(ty.path, { ref, health: false })
      // B's chip file cut to the sites the twin carries: the same information without the fill
      const sites = new Set<string>()
      for (let q = 0; q < wy.layout.size; q++) sites.add(`${wy.layout.chrom[q]}:${wy.layout.pos[q]}`)
      const cut = path.join(dir, `ry-${spec.key}-cut.txt`)
      fs.writeFileSync(cut, fs.readFileSync(fy, 'utf8').split('\n').filter(l => l.startsWith('#') || sites.has(l.split('\t').slice(1, 3).join(':'))).join('\n'))
      const cy = await analyzeFile(cut, { ref, health: false })
      const chipPair = compareAcrossLayouts({ kit: ax.kit, layout: ax.layout }, { kit: ay.kit, layout: ay.layout }, gmap)
      const cutPair = compareAcrossLayouts({ kit: ax.kit, layout: ax.layout }, { kit: cy.kit, layout: cy.layout }, gmap)
      const twinPair = compareAcrossLayouts({ kit: ax.kit, layout: ax.layout }, { kit: wy.kit, layout: wy.layout }, gmap)
      const cm = (r: typeof chipPair) => r.comparison?.totalCm ?? 0
      const show = (r: typeof chipPair) => `${r.status} ${r.comparedMarkers} markers ${cm(r).toFixed(0)} cM ${r.comparison?.segmentCount} segments ${r.relationship?.key}`
      console.log(`${spec.key}: whole chip ${show(chipPair)}; chip cut to the twin's sites ${show(cutPair)}; twin (${ty.lines} lines, filled ${JSON.stringify(wy.report.wholeGenome?.filledSites)}) ${show(twinPair)}`)
      expect(wy.report.wholeGenome?.filled).toBe(true)
      expect(twinPair.status).toBe('compared')
      expect(Math.abs(twinPair.comparedMarkers - cutPair.comparedMarkers)).toBeLessThanOrEqual(0.001 * cutPair.comparedMarkers)
      expect(Math.abs(cm(twinPair) - cm(cutPair))).toBeLessThanOrEqual(0.02 * cm(cutPair) + 5)
      expect(Math.abs((twinPair.comparison?.segmentCount ?? 0) - (cutPair.comparison?.segmentCount ?? 0))).toBeLessThanOrEqual(1)
      expect(twinPair.relationship?.key).toBe(cutPair.relationship?.key)
      expect(twinPair.relationship?.key).toBe(chipPair.relationship?.key)
      // the twin's calls are the chip's at every site it carries: the fill adds no wrong call
      const chipCalls = kitGenotypes(ay.kit, ay.layout)
      let same = 0
      for (const [k, g] of kitGenotypes(wy.kit, wy.layout)) {
        const c = chipCalls.get(k)
        if (c === undefined) continue
        expect([g, g[1] + g[0]]).toContain(c)
        same++
      }
      expect(same).toBeGreaterThan(20_000)
    }
  })
})
