import * as fs from 'fs'
import * as readline from 'readline'
import * as zlib from 'zlib'
import { complement } from '../core/genotype'
import { parseChrom } from '../core/chromosome'
import type { PanelMarkerSpec } from './types'

/**
 * Reads an Illumina Infinium manifest CSV (e.g. GSA-24v3-0_A1.csv, the chip most consumer
 * vendors use, 23andMe v5 and WeGene included) into panel specs, so that a production panel is
 * the real chip and real uploads match every marker. Columns used: Name, Chr, MapInfo
 * (GRCh37 position for the *_A1 / build-37 manifests), SNP ('[A/G]' on the design strand) and
 * RefStrand ('+'/'-': the design strand relative to the reference plus strand). Rows with
 * Chr 0, a missing position or non-SNP alleles other than [I/D] are skipped and counted.
 */
export interface ChipManifestResult {
  specs: PanelMarkerSpec[]
  skipped: number
  genomeBuild: string | undefined
}

export async function readIlluminaManifest(file: string, source = 'chip-manifest'): Promise<ChipManifestResult> {
  const raw = fs.createReadStream(file)
  const input = file.endsWith('.gz') ? raw.pipe(zlib.createGunzip()) : raw
  const rl = readline.createInterface({ input, crlfDelay: Infinity })
  let section = ''
  let cols: Record<string, number> | undefined
  const specs: PanelMarkerSpec[] = []
  let skipped = 0
  let genomeBuild: string | undefined
  for await (const line of rl) {
    if (line.startsWith('[')) {
      section = line.replace(/[,\s]+$/, '')
      cols = undefined
      continue
    }
    if (section !== '[Assay]') continue
    const f = line.split(',')
    if (!cols) {
      cols = Object.fromEntries(f.map((name, i) => [name.trim(), i]))
      for (const need of ['Name', 'Chr', 'MapInfo', 'SNP']) {
        if (cols[need] === undefined) throw new Error(`${file}: the [Assay] header has no '${need}' column; is this an Illumina manifest CSV?`)
      }
      continue
    }
    if (genomeBuild === undefined && cols.GenomeBuild !== undefined) genomeBuild = f[cols.GenomeBuild]
    const chrom = parseChrom(f[cols.Chr] ?? '')
    const pos = Number(f[cols.MapInfo])
    const m = /^\[([ACGTID])\/([ACGTID])\]$/.exec(f[cols.SNP] ?? '')
    if (!chrom || !(pos > 0) || !m) {
      skipped++
      continue
    }
    let [a1, a2] = [m[1], m[2]]
    if (cols.RefStrand !== undefined && f[cols.RefStrand] === '-') [a1, a2] = [complement(a1), complement(a2)]
    const name = f[cols.Name]
    const rs = /^(?:[A-Za-z]+-)?(rs\d+)$/.exec(name)
    specs.push({ rsid: rs ? rs[1] : name, chrom, pos, a1, a2, source })
  }
  return { specs, skipped, genomeBuild }
}
