import * as path from 'path'
import { loadCatalogue } from '../../catalogue'
import { chromName, isAutosome } from '../../core/chromosome'
import { createLayout, KitLayout } from '../../layout/layout'
import { ID_KIND_INTERNAL, ID_KIND_RS, rsNumber } from '../../panel/lookup'
import { readIlluminaManifest } from '../../panel/chip-manifest'
import { ALLELE_CODE } from '../../panel/types'
import { layoutPairMap } from '../../relatives/cross-layout'
import { CliCommand, EXIT_OK, stringOption, usageError } from '../command'
import { directoryLayoutStore } from '../layout-store'

/** what one layout holds: per chromosome, ids, alleles known, reference markers */
export function describeLayout(l: KitLayout) {
  const byChrom: Record<string, number> = {}
  const bySource: Record<string, number> = {}
  let rs = 0
  let internal = 0
  let autosomal = 0
  for (let i = 0; i < l.size; i++) {
    const c = chromName(l.chrom[i])
    byChrom[c] = (byChrom[c] ?? 0) + 1
    if (isAutosome(l.chrom[i])) autosomal++
    if (l.idKind[i] === ID_KIND_RS) rs++
    else if (l.idKind[i] === ID_KIND_INTERNAL) internal++
    const s = l.sources[l.source[i]]
    bySource[s] = (bySource[s] ?? 0) + 1
  }
  return { id: l.id, markers: l.size, autosomal, ids: { rsid: rs, internal, other: l.size - rs - internal }, allelesKnown: l.allelesKnown, allelesOf: 2 * l.size, bySource, byChrom }
}

/** an Illumina manifest as a layout (its positions, ids and plus-strand alleles) */
async function manifestLayout(file: string): Promise<KitLayout> {
  const { specs } = await readIlluminaManifest(file)
  specs.sort((a, b) => a.chrom - b.chrom || a.pos - b.pos)
  const kept = specs.filter((s, k) => k === 0 || s.chrom !== specs[k - 1].chrom || s.pos !== specs[k - 1].pos)
  const n = kept.length
  const code = (a: string) => (ALLELE_CODE[a] === undefined ? 0 : 'NACGTID'.indexOf(a))
  return createLayout({
    chrom: Uint8Array.from(kept, s => s.chrom),
    pos: Int32Array.from(kept, s => s.pos),
    idKind: Uint8Array.from(kept, s => (rsNumber(s.rsid) >= 0 ? ID_KIND_RS : 0)),
    idNum: Int32Array.from(kept, s => Math.max(0, rsNumber(s.rsid))),
    allele1: Uint8Array.from(kept, s => code(s.a1)),
    allele2: Uint8Array.from(kept, s => code(s.a2)),
    source: new Uint8Array(n),
    sources: [`chip-manifest:${path.basename(file)}`]
  })
}

export const command: CliCommand = {
  usage: 'genome panel info [--layouts DIR] [--chip-manifest FILE.csv] [--json]',
  help: `Describes the marker layouts the engine has seen (the .xgl files in --layouts DIR, default
./layouts) or a chip given by its Illumina manifest: markers per chromosome, rsIDs and vendor
ids, allele slots known, markers whose alleles the reference catalogue states, and how many
positions each pair of layouts shares (what cross-chip matching compares on). There is no
fixed panel: a kit is the markers of its own file (README.md "Layouts and kits").`,
  options: { json: { type: 'boolean' }, layouts: { type: 'string' }, 'chip-manifest': { type: 'string' } },
  async run(args, io) {
    const layouts: KitLayout[] = []
    const manifest = stringOption(args, 'chip-manifest')
    if (manifest) layouts.push(await manifestLayout(path.resolve(io.cwd, manifest)))
    const dir = stringOption(args, 'layouts')
    if (dir || !manifest) {
      const store = directoryLayoutStore(path.resolve(io.cwd, dir ?? 'layouts'))
      for (const id of store.list()) layouts.push(store.get(id)!)
    }
    if (!layouts.length) throw usageError('no layout found: give --layouts DIR (written by genome convert / analyze --layouts) or --chip-manifest FILE')
    const catalogue = (await loadCatalogue()).panel
    const described = layouts.map(describeLayout)
    const overlaps = layouts.flatMap((a, i) => layouts.slice(i + 1).map(b => {
      const m = layoutPairMap(a, b)
      return { a: a.id, b: b.id, sharedAutosomal: m.autosomal, ofA: m.autosomal / Math.max(1, described[i].autosomal), ofB: m.autosomal / Math.max(1, describeLayout(b).autosomal), alleleConflicts: m.alleleConflicts }
    }))
    const info = { catalogue: { markers: catalogue.size, sources: catalogue.sources }, layouts: described, overlaps }
    if (args.values.json) {
      io.stdout.write(JSON.stringify(info, null, 2) + '\n')
      return EXIT_OK
    }
    const n = (x: number) => x.toLocaleString('en-US')
    for (const d of described) {
      io.stdout.write(`layout ${d.id}: ${n(d.markers)} markers (${n(d.autosomal)} autosomal); ids: ${n(d.ids.rsid)} rsID, ${n(d.ids.internal)} vendor-internal, ${n(d.ids.other)} other or none; alleles known ${n(d.allelesKnown)} of ${n(d.allelesOf)}\n`)
      io.stdout.write(`  alleles from: ${Object.entries(d.bySource).map(([s, k]) => `${s} ${n(k)}`).join(', ')}\n`)
      io.stdout.write(`  by chromosome: ${Object.entries(d.byChrom).map(([c, k]) => `${c}:${n(k)}`).join(' ')}\n`)
    }
    for (const o of overlaps) io.stdout.write(`shared ${o.a} / ${o.b}: ${n(o.sharedAutosomal)} autosomal positions (${(100 * o.ofA).toFixed(0)} % / ${(100 * o.ofB).toFixed(0)} %)${o.alleleConflicts ? `, ${n(o.alleleConflicts)} with conflicting alleles` : ''}\n`)
    io.stdout.write(`reference catalogue: ${n(catalogue.size)} markers with stated alleles (${catalogue.sources.join(', ')})\n`)
    return EXIT_OK
  }
}
