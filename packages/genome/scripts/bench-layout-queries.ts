/**
 * node --import tsx scripts/bench-layout-queries.ts ROOT [--threads 2] [--json FILE]   (after npm run build)
 *
 * In-process queries of a layout match index kept by `npm run bench:peers -- --only-relatives
 * --kits N --layouts L --dir DIR` (ROOT = DIR/relatives-N-L): the index opened with a first kit
 * (opener.xgk, layout 0), then the query kit (layout 1) twice (its overlaps with every layout
 * computed in the first query, known in the second), then kits 2-6 of the index (layouts 2-6),
 * each the first query of its layout. Prints wall clock and CPU seconds (process.cpuUsage: every
 * thread of the process) per query; --json writes the results without timings, so that two builds
 * of the engine can be checked to give the same answers (DIST=path/to/dist picks the build).
 */
import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { parseArgs } from 'util'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { threads: { type: 'string', default: '2' }, json: { type: 'string' } } })
const distDir = process.env.DIST ?? path.join(__dirname, '..', 'dist')
// eslint-disable-next-line @typescript-eslint/no-var-requires
const dist = (m: string) => require(path.join(distDir, m))

interface Shard {
  wallMillis: number
  screenPassed: number
}

async function main(): Promise<void> {
  const root = positionals[0]
  if (!root) throw new Error('usage: bench-layout-queries.ts ROOT (a bench:peers relatives directory)')
  const { LayoutMatchIndex } = dist('relatives/layout-index')
  const { deserializeKit } = dist('core/kit-file')
  const { deserializeLayout } = dist('layout/layout')
  const { getReference } = dist('reference')
  const { readGeneticMap } = dist('reference/readers')
  const layoutsDir = path.join(root, 'layouts')
  const load = (f: string) => {
    const kit = deserializeKit(fs.readFileSync(f)).kit
    return { kit, layout: deserializeLayout(fs.readFileSync(path.join(layoutsDir, `${kit.panelId}.xgl`))) }
  }
  const cpu = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6
  console.log(`load average ${os.loadavg().map(x => x.toFixed(2)).join(' ')}`)
  const index = new LayoutMatchIndex(path.join(root, 'index'), readGeneticMap(getReference()), { threads: Number(values.threads) })
  try {
    let c = process.cpuUsage()
    let t = performance.now()
    const a = load(path.join(root, 'opener.xgk'))
    await index.query(a.kit, a.layout)
    console.log(`open and a first kit: ${((performance.now() - t) / 1000).toFixed(2)} s wall, ${cpu(process.cpuUsage(c)).toFixed(2)} CPU-s`)
    const files = [['query (layout 1), first', 'query.xgk'], ['query again', 'query.xgk'], ...[2, 3, 4, 5, 6].map(k => [`kit${k} (layout ${k}), first`, path.join('kits', `kit${k}.xgk`)])]
    const answers: unknown[] = []
    for (const [label, f] of files) {
      const x = load(path.join(root, f))
      c = process.cpuUsage()
      t = performance.now()
      const r = await index.query(x.kit, x.layout)
      const passed = (r.shards as Shard[]).reduce((n, s) => n + s.screenPassed, 0)
      console.log(`${label}: ${((performance.now() - t) / 1000).toFixed(3)} s wall, ${cpu(process.cpuUsage(c)).toFixed(3)} CPU-s; ${passed} kits past the screen, ${r.matches.length} matches`)
      answers.push({ matches: r.matches, shards: (r.shards as Shard[]).map(({ wallMillis, ...s }) => (void wallMillis, s)), compared: r.compared })
    }
    if (values.json) fs.writeFileSync(values.json, JSON.stringify(answers, null, 1))
  } finally {
    await index.close()
  }
  console.log(`load average ${os.loadavg().map(x => x.toFixed(2)).join(' ')}`)
}

main().catch(e => {
  console.error(e)
  process.exitCode = 1
})
