import * as fs from 'fs'
import * as path from 'path'
import { getReference } from '../../reference'
import { readGeneticMap } from '../../reference/readers'
import { KitForIndex, LayoutMatchIndex } from '../../relatives/layout-index'
import { CliCommand, EXIT_OK, intOption, stringOption, usageError } from '../command'
import { directoryLayoutStore } from '../layout-store'
import { loadKitOnLayout, SEGMENT_OPTIONS, segmentOverrides } from './match'

const USAGE = [
  'genome match-index build <dir> <kit>... [--append] [--ids ID,ID,...]',
  'genome match-index query <dir> <kit> [--limit N] [--threads N] [--exclude ID,...] [--json] [--min-cm N] [--min-markers N]',
  'genome match-index remove <dir> <id>...',
  'genome match-index info <dir>'
]

const fmt = (x: number, d = 1) => x.toFixed(d)
const list = (s: string | undefined) => (s ? s.split(',').map(x => x.trim()).filter(Boolean) : [])

export const command: CliCommand = {
  usage: USAGE.join('\n       '),
  help: `One-to-many relative matching through a match index (one directory per shard).

build   creates the index in <dir> (or, with --append, adds to it) from raw vendor files or
        kits (.xgk, layouts from --layouts DIR). A kit's id is its file name without
        extension, or the --ids list. Kits of any chip: one shard per layout.
query   compares one kit with every kit of the index on every core (--threads, default all;
        0 = in this thread) and lists the matches, most shared cM first (spec 9: sort by
        similarity), with the likely relationship and its grade (spec 3.10).
remove  erases kits from the index (their genotype bytes are overwritten) and stops reporting them.
info    prints the index's size and parameters.

A query is compared with every shard whose layout shares at least 20,000 autosomal positions
with its own (fewer: the shard is listed as too few shared markers, not as no match).
The index holds ~60 KB of screen data per kit in memory and 160 KB of genotypes per kit on disk;
see docs/relatives-scaling.md for how shards spread over processes and machines.`,
  options: {
    append: { type: 'boolean' },
    ids: { type: 'string' },
    limit: { type: 'string' },
    threads: { type: 'string' },
    exclude: { type: 'string' },
    json: { type: 'boolean' },
    layouts: { type: 'string' },
    ...SEGMENT_OPTIONS
  },
  async run(args, io) {
    const [sub, dirArg, ...rest] = args.positionals
    if (!sub || !dirArg) throw usageError(`usage: ${USAGE.join(' | ')}`)
    const dir = path.resolve(io.cwd, dirArg)
    const ref = getReference()
    const threads = sub === 'query' ? intOption(args, 'threads', -1, -1, 256) : -1
    // one index object; the genetic map is read only if a layout's panel has to be made (adding
    // kits, a shard without its prepared file), not by every query
    const index = new LayoutMatchIndex(dir, () => readGeneticMap(ref), threads >= 0 ? { threads } : {})
    if (sub === 'remove') {
      if (!rest.length) throw usageError('give the ids of the kits to remove')
      const n = index.remove(rest)
      io.stdout.write(`removed ${n} of ${rest.length} kits from ${dir}\n`)
      return EXIT_OK
    }
    if (sub === 'info') {
      const ms = index.layoutIds().map(id => JSON.parse(fs.readFileSync(path.join(dir, 'kits', id, 'index.json'), 'utf8')))
      if (args.values.json) io.stdout.write(JSON.stringify(ms, null, 2) + '\n')
      else for (const m of ms) io.stdout.write(`${m.panelId}: ${m.kitCount} kits, ${m.markerCount} markers; ${m.screen.words} screen words (${fmt((m.screen.words * 8) / 1024)} KB a kit in memory) + ${fmt((m.fullWords * 8) / 1024)} KB a kit on disk; updated ${m.updatedAt}\n`)
      return EXIT_OK
    }
    if (sub !== 'build' && sub !== 'query') throw usageError(`unknown subcommand '${sub}'; one of build, query, remove, info`)
    const layouts = directoryLayoutStore(path.resolve(io.cwd, stringOption(args, 'layouts') ?? path.join(dir, 'layouts')))
    if (sub === 'build') {
      if (!rest.length) throw usageError('give the kits to index')
      const ids = list(stringOption(args, 'ids'))
      if (ids.length && ids.length !== rest.length) throw usageError(`--ids lists ${ids.length} ids for ${rest.length} kits`)
      if (!args.values.append && index.layoutIds().length) throw usageError(`${dir} already holds a match index (use --append)`)
      const kits: KitForIndex[] = []
      for (let k = 0; k < rest.length; k++) {
        const file = path.resolve(io.cwd, rest[k])
        const id = ids[k] ?? path.basename(file).replace(/(\.(gz|zip))?$/i, '').replace(/\.[^.]+$/, '')
        const loaded = await loadKitOnLayout(file, ref, layouts)
        kits.push({ id, ...loaded })
      }
      const added = index.add(kits)
      io.stdout.write(`${args.values.append ? 'added' : 'indexed'} ${added} kits in ${dir}\n`)
      return EXIT_OK
    }
    if (rest.length !== 1) throw usageError('give one kit to query')
    const limit = intOption(args, 'limit', 50, 1)
    const q = await loadKitOnLayout(path.resolve(io.cwd, rest[0]), ref, layouts)
    try {
      const r = await index.query(q.kit, q.layout, { segmentParams: segmentOverrides(args), exclude: list(stringOption(args, 'exclude')), limit, includeSegments: Boolean(args.values.json) })
      if (args.values.json) {
        io.stdout.write(JSON.stringify(r, null, 2) + '\n')
        return EXIT_OK
      }
      const rows = r.matches.map((m, k) => [String(k + 1), m.kitId, fmt(m.totalCm), String(m.segmentCount), fmt(m.largestCm), fmt(m.fullCm), `${m.relationship.grade} 代`, `${m.relationship.label} (${(100 * m.relationship.probability).toFixed(0)} %)`])
      const header = ['#', 'kit', 'shared cM', 'segments', 'largest', 'full cM', 'grade', 'likely relationship']
      const w = header.map((h, i) => Math.max(h.length, ...rows.map(x => x[i].length)))
      const out = [`${path.basename(rest[0])} against ${r.compared.toLocaleString('en-US')} kits of ${dir}: ${r.matches.length} matches in ${fmt(r.wallMillis, 0)} ms`]
      for (const s of r.shards) out.push(s.status === 'scanned' ? `  layout ${s.layoutId}: ${s.kits} kits, ${s.sharedMarkers.toLocaleString('en-US')} shared markers, ${s.screenPassed} passed the screen, ${s.fullScans} scanned in full` : `  layout ${s.layoutId}: ${s.kits} kits NOT compared: only ${s.sharedMarkers.toLocaleString('en-US')} shared markers`)
      out.push('')
      if (rows.length) out.push(...[header, ...rows].map(x => x.map((c, i) => (i === 1 || i === 7 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ').trimEnd()))
      else out.push('no kit shares a counted segment with this one')
      out.push('', `X: ${r.xChromosome.reason}`)
      io.stdout.write(out.join('\n') + '\n')
      return EXIT_OK
    } finally {
      await index.close()
    }
  }
}
