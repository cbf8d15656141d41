/**
 * The relatives rows of `npm run bench:peers` (bench-peers.ts): a match index of simulated kits
 * over several layouts (chip versions: chip-a, chip-b, chip-c and versions of them missing a
 * share of their markers, as a new chip revision or a partial file does), built and queried
 * through the CLI as a separate process each, timed by /usr/bin/time.
 *
 * Rows and targets (issue 28, item 2):
 *   match-index build of N kits over L layouts             wall < 2 s (judged for the issue's 58 kits, reported above)
 *   one new kit against the index, --threads 2             wall < 1 s (engine-reported query time)
 *   adding a layout (one kit of a layout new to the index) wall < 1 s
 *   index memory per kit (screens of every shard / kits)   <= 2x the kit's own screen data
 * A parent of the query is in the index: the query must find it as parent-child.
 */
import { spawnSync } from 'child_process'
import * as fs from 'fs'
import * as path from 'path'
import { CHIP_NAMES, chipLayout, planesOnChip } from '../src/generate/chips'
import { serializeKit } from '../src/core/kit-file'
import { hash32, Rng } from '../src/core/random'
import { createLayout, KitLayout, serializeLayout } from '../src/layout/layout'
import type { LoadedPanel } from '../src/panel/cache'
import { buildFrequencyModel } from '../src/panel/frequencies'
import type { Reference } from '../src/reference'
import { readGeneticMap } from '../src/reference/readers'
import { createMatchPanel } from '../src/relatives/match-panel'
import { packedKitFromPlanes } from '../src/relatives/planes'
import { chipGenotypes, PopulationSimulator } from '../src/simulate/people'

/** the index size the issue's build target (< 2 s) is set for */
const ISSUE_BUILD_KITS = 58

interface Run {
  cpu: number
  rssMiB: number
  wall: number
  ok: boolean
  stderr: string
}

interface Row {
  task: string
  engine: string
  peer: string
  ratio: string
  target: string
  verdict: 'PASS' | 'FAIL' | 'n/a'
}

const EAS = ['CHB', 'CHS', 'JPT', 'KHV', 'CDX']
const BIN = path.join(__dirname, '..', 'bin', 'genome.js')

/** layout j: chip j mod 3; from j >= 3 on, that chip without the ~5 % of its markers a hash of (marker, j) picks */
function benchLayout(universe: LoadedPanel, j: number): { layout: KitLayout; index: Int32Array } {
  const chip = chipLayout(universe.panel, CHIP_NAMES[j % 3])
  if (j < 3) return chip
  const keep: number[] = []
  for (let k = 0; k < chip.layout.size; k++) if (hash32(k, j, 0xbe7c) % 20 !== 0) keep.push(k)
  const l = chip.layout
  const pick = <T extends Uint8Array | Int32Array>(a: T): T => {
    const out = new (a.constructor as { new (n: number): T })(keep.length)
    keep.forEach((k, i) => (out[i] = a[k]))
    return out
  }
  const layout = createLayout({ chrom: pick(l.chrom), pos: pick(l.pos), idKind: pick(l.idKind), idNum: pick(l.idNum), allele1: pick(l.allele1), allele2: pick(l.allele2), source: pick(l.source), sources: [...l.sources] })
  return { layout, index: Int32Array.from(keep, k => chip.index[k]) }
}

export async function relativesRows(o: {
  dir: string
  kits: number
  layouts: number
  universe: LoadedPanel
  ref: Reference
  timed: (cmd: string, args: string[], cwd: string) => Run & { user: number; sys: number }
}): Promise<Row[]> {
  const root = path.join(o.dir, `relatives-${o.kits}-${o.layouts}`)
  fs.rmSync(root, { recursive: true, force: true })
  const kitsDir = path.join(root, 'kits')
  const layoutsDir = path.join(root, 'layouts')
  fs.mkdirSync(kitsDir, { recursive: true })
  fs.mkdirSync(layoutsDir, { recursive: true })
  const match = createMatchPanel(o.universe.panel, readGeneticMap(o.ref))
  const freq = buildFrequencyModel(o.universe.panel, o.ref)
  const sim = new PopulationSimulator(match, EAS.map(p => ({ population: p, a2: freq.simulationA2(p) })), new Rng('bench-peers-relatives'))
  const noise = new Rng('bench-peers-relatives/chip')
  const layouts = Array.from({ length: o.layouts + 1 }, (_, j) => benchLayout(o.universe, j))
  for (const l of layouts) fs.writeFileSync(path.join(layoutsDir, `${l.layout.id}.xgl`), serializeLayout(l.layout))
  const writeKit = (file: string, person: ReturnType<PopulationSimulator['founder']>, j: number) => {
    const l = layouts[j]
    fs.writeFileSync(file, serializeKit(packedKitFromPlanes(planesOnChip(chipGenotypes(match, person, noise), l.index), l.layout), { note: 'SYNTHETIC benchmark kit' }))
  }
  const files: string[] = []
  let parent: ReturnType<PopulationSimulator['founder']> | undefined
  for (let k = 0; k < o.kits; k++) {
    const person = sim.founder(EAS[k % EAS.length])
    if (k === 0) parent = person
    const f = path.join(kitsDir, `kit${k}.xgk`)
    writeKit(f, person, k % o.layouts)
    files.push(f)
  }
  // the query: a child of kit0 (on the same layout); the newcomer: a kit on a layout the index lacks
  const query = path.join(root, 'query.xgk')
  writeKit(query, sim.child(parent!, sim.founder('CHB')), 1 % o.layouts)
  const newcomer = path.join(root, 'newcomer.xgk')
  writeKit(newcomer, sim.founder('CHS'), o.layouts)
  // a kit that opens the index in process before the timed query (on another layout than it)
  const opener = path.join(root, 'opener.xgk')
  writeKit(opener, sim.founder('JPT'), 0)

  const idx = path.join(root, 'index')
  const genome = (args: string[]) => o.timed(process.execPath, [BIN, ...args, '--layouts', layoutsDir], root)
  const build = genome(['match-index', 'build', idx, ...files])
  if (!build.ok) throw new Error(`match-index build failed: ${build.stderr}`)
  // the build's files (1.8 GB at 20,000 kits) written out before the queries are timed, so that
  // the kernel's writeback of them does not run during the queries
  spawnSync('sync')
  const rows: Row[] = []
  let inProcessMemory: { held: number; rssPerKit: number } | undefined
  const row = (task: string, engine: string, target: string, ok: boolean | undefined) => rows.push({ task, engine, peer: '—', ratio: '—', target, verdict: ok === undefined ? 'n/a' : ok ? 'PASS' : 'FAIL' })
  const runText = (r: Run) => `${r.wall.toFixed(2)} s wall, ${r.cpu.toFixed(2)} CPU-s, ${r.rssMiB.toFixed(0)} MiB`
  // the issue sets the build target for its 58 kits; a larger index's build is reported (it
  // grows with the kits: ~2 ms a kit, 39 s for 20,000)
  const buildJudged = o.kits <= ISSUE_BUILD_KITS
  row(`match-index build of ${o.kits} kits over ${o.layouts} layouts`, runText(build), buildJudged ? 'wall < 2 s' : `wall < 2 s for ${ISSUE_BUILD_KITS} kits: reported`, buildJudged ? build.wall < 2 : undefined)

  const out = path.join(root, 'query.json')
  const q = o.timed('/bin/sh', ['-c', `"${process.execPath}" "${BIN}" match-index query "${idx}" "${query}" --threads 2 --json --layouts "${layoutsDir}" > "${out}"`], root)
  if (!q.ok) throw new Error(`match-index query failed: ${q.stderr}`)
  const result = JSON.parse(fs.readFileSync(out, 'utf8')) as { wallMillis: number; compared: number; matches: { kitId: string; relationship?: { label?: string; classKey?: string } }[]; shards: { status: string }[] }
  const found = result.matches.find(m => m.kitId === 'kit0')
  const queryS = result.wallMillis / 1000
  row(
    `one new kit against ${o.kits} kits over ${o.layouts} layouts, 2 threads (engine query time; whole process in brackets)`,
    `${queryS.toFixed(2)} s (${runText(q)}); ${result.compared} compared; parent ${found ? 'found' : 'NOT found'}`,
    'query < 1 s, parent found',
    queryS < 1 && Boolean(found)
  )

  // in process, as the server's relatives matcher holds it: the index open (shards loaded,
  // workers started by a first query on layout 0), then one new kit on layout 1 (its overlaps with
  // every layout computed in the query), then the same kit again; in a process of its own that
  // holds only the index (bench-index-in-process.ts), not this one with the simulator's people
  {
    // tsx's CommonJS hook, registered as the server registers it (scripts/start.js): `--import
    // tsx` would also add its module hooks to every scan thread, ~0.1 s on each 20,000-kit query
    const child = spawnSync(process.execPath, ['--require', 'tsx/cjs', path.join(__dirname, 'bench-index-in-process.ts'), idx, layoutsDir, opener, query], { encoding: 'utf8', maxBuffer: 1 << 20 })
    if (child.status !== 0) throw new Error(`in-process query failed: ${child.stderr}`)
    const r = JSON.parse(child.stdout) as { openS: number; openCpu: number; first: { wall: number; cpu: number }; again: { wall: number; cpu: number }; parentFound: boolean; passed: number; held: number; rssPerKit: number }
    row(
      `in process, index open (${r.openS.toFixed(2)} s wall, ${r.openCpu.toFixed(2)} CPU-s to open and answer a first kit): one new kit on another layout against ${o.kits} kits over ${o.layouts} layouts, 2 threads`,
      `${r.first.wall.toFixed(3)} s wall, ${r.first.cpu.toFixed(3)} CPU-s (again: ${r.again.wall.toFixed(3)} s, ${r.again.cpu.toFixed(3)} CPU-s); ${r.passed} passed the screen; parent ${r.parentFound ? 'found' : 'NOT found'}`,
      'query < 1 s, parent found',
      r.first.wall < 1 && r.parentFound
    )
    inProcessMemory = { held: r.held, rssPerKit: r.rssPerKit }
  }

  const add = genome(['match-index', 'build', idx, newcomer, '--append'])
  if (!add.ok) throw new Error(`match-index build --append failed: ${add.stderr}`)
  row(`adding layout ${o.layouts + 1} (one kit of a layout new to the index)`, runText(add), 'wall < 1 s', add.wall < 1)

  // memory per kit: the screens the index holds in RAM (over all kits), against the kit's own
  // screen. Format 2 stores each kit once (kits/<layout>/); a format-1 directory had pairs/Q/L.
  let screenBytes = 0
  let ownBytes = 0
  let kitsIndexed = 0
  const kitsRoot = path.join(idx, 'kits')
  for (const ld of fs.readdirSync(kitsRoot)) {
    const m = JSON.parse(fs.readFileSync(path.join(kitsRoot, ld, 'index.json'), 'utf8'))
    screenBytes += m.kitCount * m.screen.words * 8
    ownBytes += m.kitCount * m.screen.words * 8
    kitsIndexed += m.kitCount
  }
  if (fs.existsSync(path.join(idx, 'pairs'))) throw new Error(`${idx} still holds per-pair shards`)
  const perKit = screenBytes / kitsIndexed
  const own = ownBytes / kitsIndexed
  const held = inProcessMemory!.held
  row(
    'index memory per kit (screen data the opened index holds / kits) vs the kit\'s own screen; process RSS growth per kit in brackets (layouts and overlap maps included)',
    `${(held / 1024).toFixed(1)} KB vs ${(own / 1024).toFixed(1)} KB = ${(held / own).toFixed(2)}× (stored: ${(perKit / 1024).toFixed(1)} KB; RSS ${(inProcessMemory!.rssPerKit / 1024).toFixed(0)} KB a kit)`,
    '<= 2×',
    held <= 2 * own
  )
  return rows
}
