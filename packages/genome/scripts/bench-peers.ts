/**
 * npm run bench:peers [-- options]   (root or package; builds first)
 *
 * The engine next to the C tools geneticists use, on the SAME generated files, one run, one
 * table with ratios (issue 28). Every process is timed by /usr/bin/time (user + system CPU
 * seconds, peak RSS): CPU time is what carries over on a shared machine, where wall clock
 * follows the load (the load average is printed before and after).
 *
 * Files (SYNTHETIC, written to a temporary directory by the engine's generator):
 *   F1  a full-size chip file: simulated chip-a in the 23andMe layout (~264,000 lines)
 *   F2  a 700,000-line file in the same layout: F1's lines plus lines at the next positions
 *       (pos+1, pos+2; benchmark positions, said in its header) so that memory is judged at the
 *       size of a dense consumer export
 *   F3  a GRCh38 VCF: the VCF of F1's person lifted with hg19ToHg38 (writeGrch38Twin)
 *
 * Rows and targets:
 *   genome convert F1 (layout already stored)  vs plink1.9 --23file F1 --make-bed   CPU <= 2x
 *   parse-and-pack stage (readFileKit, in process, catalogue loaded)  vs the same  CPU <= 2x
 *   genome convert F2                           vs plink1.9 --23file F2 --make-bed   CPU <= 2x, peak RSS < 100 MiB
 *   genome convert F3 (lifted to GRCh37, packed) vs bcftools view -Ob F3           CPU <= 2x
 *   reported only: genome convert F1 on a new layout, genome analyze F1, plink2 --vcf F3 --make-pgen
 *   relatives (--relatives, default on): match-index build of 58 kits < 2 s; one new kit
 *   against the index over its layouts < 1 s on 2 threads; adding a layout < 1 s; index memory
 *   per kit <= 2x its screen data. The scale of the issue (20,000 kits over 100 layouts) is
 *   asked for with --kits 20000 --layouts 100.
 *
 * Peers absent (plink1.9, plink2, bcftools not on PATH): their rows say how to install them
 * (`apt-get install plink1.9 plink2 bcftools`) and are not judged; CI does not need them.
 * Exit code 1 when a judged target is missed (as eval:relatives does), 0 otherwise.
 *
 * Options: --dir DIR (keep the files there), --skip-relatives, --only-relatives (the relatives rows
 * alone: no files, no peers), --kits N, --layouts N, --json FILE
 */
import { spawnSync } from 'child_process'
import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { parseArgs } from 'util'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const dist = (m: string) => require(path.join(__dirname, '..', 'dist', m))

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    'skip-relatives': { type: 'boolean', default: false },
    'only-relatives': { type: 'boolean', default: false },
    kits: { type: 'string', default: '58' },
    layouts: { type: 'string', default: '5' },
    json: { type: 'string' }
  }
})

const BIN = path.join(__dirname, '..', 'bin', 'genome.js')
const TIME = '/usr/bin/time'
const DENSE_LINES = 700_000

interface Run {
  cpu: number
  user: number
  sys: number
  rssMiB: number
  wall: number
  ok: boolean
  stderr: string
}

function which(cmd: string): string | undefined {
  for (const d of (process.env.PATH ?? '').split(':')) {
    const p = path.join(d, cmd)
    try {
      fs.accessSync(p, fs.constants.X_OK)
      return p
    } catch {
      // next
    }
  }
  return undefined
}

/** one process under /usr/bin/time: CPU seconds (user + sys) and peak RSS */
function timed(cmd: string, args: string[], cwd: string): Run {
  const out = path.join(cwd, `.time-${process.pid}`)
  const t = performance.now()
  const r = spawnSync(TIME, ['-f', '%U %S %M', '-o', out, cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 28, env: process.env })
  const wall = (performance.now() - t) / 1000
  const [user, sys, rss] = fs.readFileSync(out, 'utf8').trim().split('\n').pop()!.split(' ').map(Number)
  fs.rmSync(out, { force: true })
  return { cpu: user + sys, user, sys, rssMiB: rss / 1024, wall, ok: r.status === 0, stderr: r.stderr }
}

/** the best (least CPU) of n runs: the machine is shared, the least disturbed run is the code's cost */
function best(n: number, f: () => Run): Run {
  let b: Run | undefined
  for (let k = 0; k < n; k++) {
    const r = f()
    if (!r.ok) return r
    if (!b || r.cpu < b.cpu) b = r
  }
  return b!
}

interface Row {
  task: string
  engine: string
  peer: string
  ratio: string
  target: string
  verdict: 'PASS' | 'FAIL' | 'n/a'
}

const rows: Row[] = []
const fmtCpu = (r: Run) => `${r.cpu.toFixed(2)} CPU-s` + (Number.isNaN(r.rssMiB) ? '' : `, ${r.rssMiB.toFixed(0)} MiB`)
const fmtRatio = (e: number, p: number) => `${(e / p).toFixed(1)}×`

function peerRow(task: string, engine: Run, peer: Run | string, targetRatio: number | undefined, extra?: { rssLimitMiB?: number }): void {
  if (!engine.ok) throw new Error(`${task}: the engine failed: ${engine.stderr}`)
  let verdict: Row['verdict'] = 'n/a'
  let ratio = '—'
  let peerText: string
  if (typeof peer === 'string') peerText = peer
  else {
    if (!peer.ok) throw new Error(`${task}: the peer failed: ${peer.stderr}`)
    peerText = fmtCpu(peer)
    ratio = `${fmtRatio(engine.cpu, peer.cpu)} CPU` + (Number.isNaN(engine.rssMiB) ? '' : `, ${fmtRatio(engine.rssMiB, peer.rssMiB)} memory`)
    if (targetRatio !== undefined) verdict = engine.cpu <= targetRatio * peer.cpu ? 'PASS' : 'FAIL'
  }
  let target = targetRatio !== undefined ? `CPU <= ${targetRatio}×` : 'reported'
  if (extra?.rssLimitMiB !== undefined) {
    target += `, RSS < ${extra.rssLimitMiB} MiB`
    const memOk = engine.rssMiB < extra.rssLimitMiB
    verdict = !memOk ? 'FAIL' : verdict === 'n/a' ? 'PASS' : verdict
  }
  rows.push({ task, engine: fmtCpu(engine), peer: peerText, ratio, target, verdict })
}

const load = () => os.loadavg().map(x => x.toFixed(2)).join(' ')

/** F2: F1's data lines plus lines at pos+1 and pos+2 of autosomal markers until DENSE_LINES lines */
function densify(src: string, out: string): number {
  const text = fs.readFileSync(src, 'utf8').split('\n')
  const header = text.filter(l => l.startsWith('#'))
  const data = text.filter(l => l && !l.startsWith('#'))
  const autosomal = data.filter(l => /^\d+$/.test(l.split('\t')[1])).length
  const lines: string[] = [
    ...header.slice(0, -1),
    `# BENCHMARK INPUT: the lines of a simulated chip-a file plus lines at the next positions (pos+1, pos+2) with copied genotypes, to reach ${DENSE_LINES.toLocaleString('en-US')} lines; those positions are not real markers`,
    header[header.length - 1]
  ]
  const extraPerLine = (DENSE_LINES - lines.length - data.length) / autosomal
  let owed = 0
  let id = 900_000_000
  for (const l of data) {
    lines.push(l)
    const f = l.split('\t')
    // X, Y and MT keep their markers only (no heterozygous copies on haploid chromosomes)
    if (!/^\d+$/.test(f[1])) continue
    owed += extraPerLine
    for (let k = 1; owed >= 1 && k <= 2; k++, owed--) lines.push(`i${id++}\t${f[1]}\t${Number(f[2]) + k}\t${f[3]}`)
  }
  fs.writeFileSync(out, lines.join('\n') + '\n')
  return lines.length
}

async function main(): Promise<number> {
  if (!fs.existsSync(TIME)) {
    console.error(`bench:peers needs ${TIME} (GNU time) to count CPU seconds and peak memory: apt-get install time`)
    return 2
  }
  const dir = values.dir ? path.resolve(values.dir) : fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-peers-'))
  fs.mkdirSync(dir, { recursive: true })
  const plink = which('plink1.9') ?? which('plink')
  const plink2 = which('plink2')
  const bcftools = which('bcftools')
  const missing = (name: string) => `not installed (apt-get install ${name})`
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, node ${process.version}; load average ${load()} (cat /proc/loadavg)`)
  console.log(`peers: plink1.9 ${plink ?? 'absent'}, plink2 ${plink2 ?? 'absent'}, bcftools ${bcftools ?? 'absent'}; files in ${dir}`)

  const { getReference } = dist('reference')
  const { loadUniverse, loadCatalogue } = dist('catalogue')
  const { generateRawFile, writeGrch38Twin } = dist('generate')
  const { readFileKit } = dist('layout/read')
  const ref = getReference()
  const universe = await loadUniverse({ ref })
  if (values['only-relatives']) {
    const { relativesRows } = await import('./bench-peers-relatives')
    rows.push(...(await relativesRows({ dir, kits: Number(values.kits), layouts: Number(values.layouts), universe, ref, timed })))
    return report(dir)
  }
  const f1 = path.join(dir, 'f1_chip-a_23andme.txt')
  const f2 = path.join(dir, 'f2_dense_23andme.txt')
  const vcf37 = path.join(dir, 'f3_chip-a_grch37.vcf')
  const f3 = path.join(dir, 'f3_chip-a_grch38.vcf')
  const person = { population: 'CHB', sex: 'male', seed: 'bench-peers', panel: universe, ref, yHaplogroup: 'O2a2b1a1', mtHaplogroup: 'D4a1' }
  if (!fs.existsSync(f1)) await generateRawFile({ ...person, vendor: '23andme', chip: 'chip-a', out: f1 })
  if (!fs.existsSync(f2)) densify(f1, f2)
  if (!fs.existsSync(f3)) {
    await generateRawFile({ ...person, vendor: 'vcf', chip: 'chip-a', out: vcf37 })
    await writeGrch38Twin(vcf37, f3, ref)
  }
  const count = (f: string) => fs.readFileSync(f, 'utf8').split('\n').length - 1
  const n1 = count(f1)
  const n2 = count(f2)
  const n3 = count(f3)
  console.log(`F1 ${n1.toLocaleString('en-US')} lines, F2 ${n2.toLocaleString('en-US')} lines, F3 ${n3.toLocaleString('en-US')} lines (GRCh38 VCF)`)

  const layouts = path.join(dir, 'layouts')
  const fresh = path.join(dir, 'layouts-fresh')
  const genome = (args: string[]) => () => timed(process.execPath, [BIN, ...args], dir)
  // the engine's caches (catalogue, parsed chain) are built once per installation, not per file
  genome(['convert', f3, '--out', path.join(dir, 'warm-up.xgk'), '--layouts', path.join(dir, 'layouts-warm-up')])()
  // a new layout first (the first file of a chip), then the steady state: the layout is stored
  fs.rmSync(fresh, { recursive: true, force: true })
  const convertNew = genome(['convert', f1, '--out', path.join(dir, 'f1-new.xgk'), '--layouts', fresh])()
  genome(['convert', f1, '--out', path.join(dir, 'f1.xgk'), '--layouts', layouts])()
  const convert1 = best(3, genome(['convert', f1, '--out', path.join(dir, 'f1.xgk'), '--layouts', layouts]))
  const plinkRun = (f: string, tag: string) => (plink ? best(3, () => timed(plink, ['--23file', f, '--make-bed', '--out', path.join(dir, tag)], dir)) : missing('plink1.9'))
  const plink1 = plinkRun(f1, 'f1-plink')
  peerRow(`convert F1 (${n1.toLocaleString('en-US')} lines, layout stored) vs plink1.9 --23file --make-bed`, convert1, plink1, 2)
  peerRow('convert F1, first file of its layout (layout written) vs the same', convertNew, plink1, undefined)

  // the parse-and-pack stage in process: what the pipeline spends on a file once the engine is loaded
  const catalogue = await loadCatalogue(ref)
  const store = { get: (id: string) => (id === stored?.id ? stored : undefined) }
  let stored: { id: string } | undefined
  stored = (await readFileKit(f1, { ref, catalogue })).layout
  let packCpu = Infinity
  for (let k = 0; k < 5; k++) {
    const c0 = process.cpuUsage()
    await readFileKit(f1, { ref, catalogue, layouts: store })
    const c = process.cpuUsage(c0)
    packCpu = Math.min(packCpu, (c.user + c.system) / 1e6)
  }
  const packRun: Run = { cpu: packCpu, user: packCpu, sys: 0, rssMiB: NaN, wall: 0, ok: true, stderr: '' }
  peerRow(`parse-and-pack stage of F1 in process (readFileKit) vs plink1.9 --23file (whole process)`, packRun, plink1, 2)

  genome(['convert', f2, '--out', path.join(dir, 'f2.xgk'), '--layouts', layouts])()
  const convert2 = best(3, genome(['convert', f2, '--out', path.join(dir, 'f2.xgk'), '--layouts', layouts]))
  peerRow(`convert F2 (${n2.toLocaleString('en-US')} lines) vs plink1.9 --23file --make-bed`, convert2, plinkRun(f2, 'f2-plink'), 2, { rssLimitMiB: 100 })

  genome(['convert', f3, '--out', path.join(dir, 'f3.xgk'), '--layouts', layouts])()
  const convert3 = best(3, genome(['convert', f3, '--out', path.join(dir, 'f3.xgk'), '--layouts', layouts]))
  const bcf = bcftools ? best(3, () => timed(bcftools, ['view', '-Ob', '-o', path.join(dir, 'f3.bcf'), f3], dir)) : missing('bcftools')
  peerRow(`GRCh38 VCF F3 (${n3.toLocaleString('en-US')} lines) lifted to GRCh37 and packed vs bcftools view -Ob (no lift-over)`, convert3, bcf, 2)
  const pgen = plink2 ? best(3, () => timed(plink2, ['--vcf', f3, '--make-pgen', '--out', path.join(dir, 'f3-plink2')], dir)) : missing('plink2')
  peerRow('the same GRCh38 VCF vs plink2 --vcf --make-pgen', convert3, pgen, undefined)

  const analyze = best(2, genome(['analyze', f1, '--json', '--layouts', layouts]))
  peerRow('analyze F1 (QC, sex, Y, mt, ancestry, health) vs plink1.9 --23file --make-bed', analyze, plink1, undefined)

  if (!values['skip-relatives']) {
    const { relativesRows } = await import('./bench-peers-relatives')
    rows.push(...(await relativesRows({ dir, kits: Number(values.kits), layouts: Number(values.layouts), universe, ref, timed })))
  }
  return report(dir)
}

function report(dir: string): number {
  console.log(`\nload average after: ${load()}\n`)
  const widths = [0, 0, 0, 0, 0, 0]
  const cells = rows.map(r => [r.task, r.engine, r.peer, r.ratio, r.target, r.verdict])
  const head = ['task (same input, one run)', 'engine', 'peer', 'ratio', 'target', '']
  for (const c of [head, ...cells]) c.forEach((x, i) => (widths[i] = Math.max(widths[i], x.length)))
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`
  console.log(line(head))
  console.log(`|${widths.map(w => '-'.repeat(w + 2)).join('|')}|`)
  for (const c of cells) console.log(line(c))
  if (values.json) fs.writeFileSync(values.json, JSON.stringify({ load: os.loadavg(), rows }, null, 2))
  if (!values.dir) fs.rmSync(dir, { recursive: true, force: true })
  const failed = rows.filter(r => r.verdict === 'FAIL')
  console.log(failed.length ? `\n${failed.length} target(s) missed` : '\nevery judged target met')
  return failed.length ? 1 : 0
}

main().then(
  code => (process.exitCode = code),
  e => {
    console.error(e)
    process.exitCode = 2
  }
)
