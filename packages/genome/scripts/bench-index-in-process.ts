/**
 * The in-process rows of `npm run bench:peers` (bench-peers-relatives.ts), in a process of their
 * own that holds only the index, as the server's relatives matcher does (the bench's own process
 * holds the simulator and every generated person, whose heap the collector would walk during the
 * timed queries): the index opened by a first query on another layout, then one new kit timed
 * twice. CPU from process.cpuUsage (every thread of this process: the scan threads included).
 *
 *   node --require tsx/cjs scripts/bench-index-in-process.ts INDEX LAYOUTS_DIR OPENER.xgk QUERY.xgk
 *
 * Prints one JSON object.
 */
import * as fs from 'fs'
import * as path from 'path'

async function main(): Promise<void> {
  const [idx, layoutsDir, opener, query] = process.argv.slice(2)
  // the compiled library, as the server and the CLI run it
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const dist = (m: string) => require(path.join(__dirname, '..', 'dist', m))
  const { LayoutMatchIndex } = dist('relatives/layout-index')
  const { deserializeKit } = dist('core/kit-file')
  const { deserializeLayout } = dist('layout/layout')
  const { getReference } = dist('reference')
  const { readGeneticMap } = dist('reference/readers')
  const load = (f: string) => {
    const kit = deserializeKit(fs.readFileSync(f)).kit
    return { kit, layout: deserializeLayout(fs.readFileSync(path.join(layoutsDir, `${kit.panelId}.xgl`))) }
  }
  const cpuS = (c: { user: number; system: number }) => (c.user + c.system) / 1e6
  const ref = getReference()
  const rss0 = process.memoryUsage().rss
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  const index = new LayoutMatchIndex(idx, () => readGeneticMap(ref), { threads: 2 })
  try {
    const a = load(opener)
    await index.query(a.kit, a.layout)
    const openS = (performance.now() - t0) / 1000
    const openCpu = cpuS(process.cpuUsage(c0))
    const b = load(query)
    const timed = async () => {
      const c = process.cpuUsage()
      const t = performance.now()
      const r = await index.query(b.kit, b.layout)
      return { r, wall: (performance.now() - t) / 1000, cpu: cpuS(process.cpuUsage(c)) }
    }
    const first = await timed()
    const again = await timed()
    process.stdout.write(
      JSON.stringify({
        openS,
        openCpu,
        first: { wall: first.wall, cpu: first.cpu },
        again: { wall: again.wall, cpu: again.cpu },
        parentFound: first.r.matches.some((m: { kitId: string }) => m.kitId === 'kit0'),
        passed: first.r.shards.reduce((n: number, x: { screenPassed: number }) => n + x.screenPassed, 0),
        held: index.screenBytes / first.r.compared,
        rssPerKit: (process.memoryUsage().rss - rss0) / first.r.compared
      }) + '\n'
    )
  } finally {
    await index.close()
  }
}

main().catch(e => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`)
  process.exit(1)
})
