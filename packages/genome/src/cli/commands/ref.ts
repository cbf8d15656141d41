import * as fs from 'fs'
import * as path from 'path'
import * as zlib from 'zlib'
import { AncestryConfig, validateConfig } from '../../ancestry/config'
import { aimMarkerDefinitions, GenotypeMatrix, mergeGenotypeMatrices, readAimGenotypeTable, readPopulationLabels, readThousandGenomesAims, readVcfGenotypes, ReferenceMarker } from '../../ancestry/genotype-sources'
import { buildAncestryReference, serializeAncestryPanel } from '../../ancestry/reference-panel'
import { parseChrom } from '../../core/chromosome'
import { getReference } from '../../reference'
import { CliCommand, CliError, EXIT_OK, stringOption, usageError } from '../command'

const readText = (file: string) => {
  const raw = fs.readFileSync(file)
  return (raw[0] === 0x1f && raw[1] === 0x8b ? zlib.gunzipSync(raw) : raw).toString('utf8')
}

/** marker definitions for genotype tables: TSV with id chrom pos ref alt (header line) */
function readMarkerDefinitions(file: string): Map<string, ReferenceMarker> {
  const lines = readText(file).split('\n').map(l => l.replace(/\r$/, '')).filter(l => l && !l.startsWith('#'))
  const out = new Map<string, ReferenceMarker>()
  for (const line of lines.slice(1)) {
    const [id, chrom, pos, ref, alt] = line.split(/\t/)
    if (id && parseChrom(chrom) && Number(pos) > 0 && ref && alt) out.set(id, { id, chrom: parseChrom(chrom), pos: Number(pos), ref: ref.toUpperCase(), alt: alt.toUpperCase() })
  }
  return out
}

function listOption(args: { values: Record<string, unknown> }, name: string): string[] {
  const v = args.values[name]
  if (v === undefined) return []
  return (Array.isArray(v) ? v : [v]).map(x => String(x))
}

export const command: CliCommand = {
  usage: 'genome ref build --out FILE[.gz] [--genotypes FILE ...] [--labels FILE] [--config FILE.json] [--markers FILE.tsv]',
  help: `Builds an ancestry reference panel from reference genotypes and population labels: allele
counts per population, latent components estimated from admixed populations (the Indigenous
American component of 1000 Genomes), and the measured resolution of each region (which
sub-regional groupings the markers can tell apart). The result is read by the analysis when
GENOME_ANCESTRY_REFERENCE names it; no code changes are needed for a richer panel.

Inputs:
  --genotypes FILE   VCF (.vcf, .vcf.gz; biallelic autosomal SNVs, diploid GT) or a genotype table
                     in the 1000 Genomes AIM layout (sample,<rsids>,population,superpopulation,gender).
                     Repeat for several files over the same people (markers are merged).
                     Default: the 1000 Genomes Kidd/Seldin AIM genotypes of the reference data.
  --labels FILE      sample -> population (TSV with 'sample' and 'population' columns); needed for VCF.
                     Default for the reference data: its 1000 Genomes sample table.
  --config FILE      population roles and regions (JSON, the shape of THOUSAND_GENOMES_CONFIG in
                     src/ancestry/config.ts). Default: 1000 Genomes, five regions.
  --markers FILE     id, chrom, pos, ref, alt (TSV with header) for genotype tables; default: the AIM
                     definitions of the reference data.
  --out FILE         where to write the panel (JSON; gzip when the name ends in .gz).`,
  options: { genotypes: { type: 'string', multiple: true }, labels: { type: 'string' }, config: { type: 'string' }, markers: { type: 'string' }, out: { type: 'string' } },
  async run(args, io) {
    const out = stringOption(args, 'out')
    if (!out) throw usageError('--out FILE is required')
    const files = listOption(args, 'genotypes').map(f => path.resolve(io.cwd, f))
    const labelsFile = stringOption(args, 'labels')
    const configFile = stringOption(args, 'config')
    const markersFile = stringOption(args, 'markers')
    let config: AncestryConfig | undefined
    if (configFile) {
      config = JSON.parse(readText(path.resolve(io.cwd, configFile))) as AncestryConfig
      const problems = validateConfig(config)
      if (problems.length) throw new CliError(`--config ${configFile}: ${problems.join('; ')}`)
    }
    const t0 = Date.now()
    let matrix: GenotypeMatrix
    let labels = new Map<string, string>()
    if (!files.length) {
      const ref = getReference({ env: io.env })
      const mx = readThousandGenomesAims(ref)
      matrix = mx
      labels = mx.labels
      io.stdout.write(`genotypes: 1000 Genomes phase 3 at the Kidd-55 and Seldin-128 AIMs (reference data ${ref.dir})\n`)
    } else {
      const parts: GenotypeMatrix[] = []
      let definitions: Map<string, ReferenceMarker> | undefined
      for (const f of files) {
        if (!fs.existsSync(f)) throw new CliError(`--genotypes ${f}: no such file`)
        if (/\.vcf(\.b?gz)?$/i.test(f)) parts.push(await readVcfGenotypes(f))
        else {
          definitions ??= markersFile ? readMarkerDefinitions(path.resolve(io.cwd, markersFile)) : aimMarkerDefinitions(getReference({ env: io.env }))
          const table = readAimGenotypeTable(readText(f), definitions, path.basename(f))
          for (const [s, p] of table.labels) labels.set(s, p)
          parts.push(table)
        }
      }
      matrix = parts.length === 1 ? parts[0] : mergeGenotypeMatrices(parts)
      io.stdout.write(`genotypes: ${files.map(f => path.basename(f)).join(', ')}\n`)
    }
    if (labelsFile) labels = readPopulationLabels(readText(path.resolve(io.cwd, labelsFile)))
    if (!labels.size) throw new CliError('no population labels: pass --labels FILE (sample, population)')
    const { panel } = buildAncestryReference({ genotypes: matrix, labels, config })
    const file = path.resolve(io.cwd, out)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    serializeAncestryPanel(panel, file)

    const pct = (x: number) => `${(100 * x).toFixed(1)} %`
    io.stdout.write(`markers: ${panel.markers.length}; people: ${panel.populations.reduce((a, p) => a + p.samples, 0)} in ${panel.populations.filter(p => p.samples > 0).length} populations\n`)
    for (const region of panel.config.regions) {
      const pops = panel.populations.filter(p => p.region === region.id && p.samples > 0)
      io.stdout.write(`  ${region.id} ${region.label} (${region.labelZh}): ${pops.map(p => `${p.name} ${p.samples}${p.role === 'reference' ? '' : ` ${p.role}`}`).join(', ')}\n`)
    }
    for (const l of panel.latent) {
      io.stdout.write(`latent ${l.region}: estimated from ${l.samples} people of ${l.populations.join(', ')} (${l.iterations} iterations${l.converged ? '' : ', NOT converged'}); mean proportions:\n`)
      for (const [pop, means] of Object.entries(l.admixedMeans)) io.stdout.write(`  ${pop}: ${Object.entries(means).map(([r, v]) => `${r} ${pct(v)}`).join(', ')}\n`)
    }
    for (const r of panel.resolution) io.stdout.write(`resolution ${r.region}: ${r.chosen ?? 'whole region'}; ${r.reason}\n`)
    for (const [why, n] of Object.entries(panel.skipped)) io.stdout.write(`skipped: ${n} ${why}\n`)
    io.stdout.write(`wrote ${panel.id} to ${file} in ${((Date.now() - t0) / 1000).toFixed(1)} s\nuse it: GENOME_ANCESTRY_REFERENCE=${file}\n`)
    return EXIT_OK
  }
}
