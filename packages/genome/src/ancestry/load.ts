import * as crypto from 'crypto'
import * as fs from 'fs'
import * as path from 'path'
import type { PanelMarkerSpec } from '../panel/types'
import { genomeCacheDir, Reference } from '../reference'
import { aimMarkerDefinitions, readThousandGenomesAims } from './genotype-sources'
import { ANCESTRY_BUILDER_VERSION, AncestryReferencePanel, buildAncestryReference, parseAncestryPanel, serializeAncestryPanel } from './reference-panel'
import { temporaryPathFor } from '../core/atomic-file'

/** environment variable naming a panel file built with `genome ref build` */
export const ANCESTRY_REFERENCE_ENV = 'GENOME_ANCESTRY_REFERENCE'

/** datasets the default panel is built from */
export const DEFAULT_ANCESTRY_DATASETS = ['aims-kidd55-1kg-genotypes', 'aims-seldin128-1kg-genotypes', 'aims-kidd55-grch37', 'aims-seldin128-grch37', 'aims-kidd55-1kg-frequencies', 'aims-seldin128-1kg-frequencies'] as const

/**
 * Panel provider (src/panel/providers.ts): the ancestry-informative SNPs whose real genotypes
 * the reference holds, the Kidd et al. 2014 55 AISNPs (Forensic Sci Int Genet 10:23) and the
 * 127 of Kosoy/Seldin et al. 2009's 128 AISNPs (Hum Mutat 30:69) that 1000 Genomes carries:
 * 169 distinct SNPs. a1/a2 are the 1000 Genomes REF/ALT alleles.
 */
export function ancestryPanelMarkers(ref: Reference): PanelMarkerSpec[] {
  return [...aimMarkerDefinitions(ref).values()].map(m => ({ rsid: m.id, chrom: m.chrom, pos: m.pos, a1: m.ref, a2: m.alt, source: m.panel }))
}

/** Builds the default panel from the reference data's 1000 Genomes AIM genotypes. */
export function buildDefaultAncestryPanel(ref: Reference): AncestryReferencePanel {
  const mx = readThousandGenomesAims(ref)
  return buildAncestryReference({ genotypes: mx, labels: mx.labels }).panel
}

const memo = new Map<string, AncestryReferencePanel>()

/**
 * The ancestry reference panel: the file in `options.file` or GENOME_ANCESTRY_REFERENCE (built
 * with `genome ref build`), else the default panel built from the reference data and cached
 * in the genome cache directory (rebuilt when a dataset or the builder changes).
 */
export function loadAncestryPanel(ref: Reference, options: { file?: string; cacheDir?: string } = {}): AncestryReferencePanel {
  const file = options.file ?? process.env[ANCESTRY_REFERENCE_ENV]
  if (file && file.trim()) {
    const abs = path.resolve(file)
    const key = `${abs}:${fs.statSync(abs).mtimeMs}`
    let p = memo.get(key)
    if (!p) memo.set(key, (p = parseAncestryPanel(fs.readFileSync(abs))))
    return p
  }
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify({ builder: ANCESTRY_BUILDER_VERSION, datasets: DEFAULT_ANCESTRY_DATASETS.map(d => ref.entry(d).sha256) }))
    .digest('hex')
    .slice(0, 16)
  const cached = memo.get(key)
  if (cached) return cached
  const dir = options.cacheDir ?? genomeCacheDir()
  const cacheFile = path.join(dir, `ancestry-reference-${key}.json.gz`)
  let panel: AncestryReferencePanel | undefined
  if (fs.existsSync(cacheFile)) {
    try {
      panel = parseAncestryPanel(fs.readFileSync(cacheFile))
    } catch {
      panel = undefined // a damaged cache file is rebuilt
    }
  }
  if (!panel) {
    panel = buildDefaultAncestryPanel(ref)
    try {
      fs.mkdirSync(dir, { recursive: true })
      const tmp = temporaryPathFor(cacheFile)
      try {
        serializeAncestryPanel(panel, tmp)
        fs.renameSync(tmp, cacheFile)
      } finally {
        fs.rmSync(tmp, { force: true })
      }
    } catch {
      // a read-only cache directory only costs a rebuild next time
    }
  }
  memo.set(key, panel)
  return panel
}
