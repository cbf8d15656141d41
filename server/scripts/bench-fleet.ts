/**
 * `npm run bench:fleet [-- --users 200] [--apis 2 --workers 2 --shards 2] [--only fleet|single] [--read-every 3000] [--json FILE]`
 *
 * The journey under load (issue 27): N simulated users at once (default 200), each signing up,
 * binding a kit, having its raw file uploaded by the laboratory (simulated families of three:
 * fleetPeople.ts), waiting for the report, then reading the report home and the relatives list
 * every --read-every ms (jittered) until every user's report is out and the relatives lists are
 * complete. Run twice in the same invocation, on the same PostgreSQL, Redis and object store
 * (fleetProcesses.ts), one after the other on a fresh database each:
 *
 *   single  one API process that also runs the jobs (in-process worker, embedded relatives index)
 *   fleet   --apis API nodes (uploads and reads spread over them), --workers job workers,
 *           --shards matcher shards
 *
 * For each: reports published a minute (from the first upload to the last report; and the best
 * 60 s), the p50/p95/p99 of the report home and of the relatives list as the users saw them
 * (client side: this process's own event loop shares the machine), how many users see every
 * relative of their family, whether every match is right (the simulated families are known: a
 * match across families or at another relationship is wrong) and the CPU seconds of every
 * process. The figures depend on the machine: run it where the fleet would run; on a small shared
 * machine use --users (say 20) and say so beside the figures. It exits 1 when no report came out,
 * a relative was wrong or a family pair was not found; the times are figures, not pass marks.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CODES, DEVELOPMENT_SIGNING_KEYS, SAMPLE_STATES, TEST_SIGNING_KEYS } from '@xungen/contracts'
import { REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { Fleet } from './fleetProcesses'
import { FAMILY_RELATIONSHIPS, labStaff, simulatedFamilies, type SimulatedPerson } from './fleetPeople'
import { Api, journeyOf, round1, sleep, StepError, type PersonResult } from './journeyClient'

process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

type Setup = 'single' | 'fleet'

/**
 * An API client that times every answered call. The laboratory uploads at most as many files at
 * once through a node as the node takes of one account (EXPENSIVE lab bound: 2), as its client
 * would; a call still refused as busy (the per-process bounds of expensive work) is counted and
 * made again after a growing pause, as the laboratory's client or a person tapping again would.
 */
class TimedApi extends Api {
  private uploading = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    base: string,
    keys: ConstructorParameters<typeof Api>[1],
    private readonly record: (step: string, ms: number | 'busy') => void,
    private readonly uploadsAtOnce = 2
  ) {
    super(base, keys)
  }

  override async call<T = any>(step: string, method: string, pathname: string, opts: Parameters<Api['call']>[3] = {}): Promise<T> {
    const upload = step === 'lab upload genotype'
    if (upload) {
      while (this.uploading >= this.uploadsAtOnce) await new Promise<void>(r => this.waiting.push(r))
      this.uploading++
    }
    try {
      const deadline = Date.now() + 600_000
      for (let pause = 250; ; pause = Math.min(pause * 2, 5000)) {
        const t0 = performance.now()
        try {
          const out = await super.call<T>(step, method, pathname, opts)
          this.record(step, performance.now() - t0)
          return out
        } catch (err) {
          if (!(err instanceof StepError) || err.code !== CODES.TOO_MANY_REQUESTS || Date.now() > deadline) throw err
          this.record(step, 'busy')
          await sleep(pause * (0.5 + Math.random()))
        }
      }
    } finally {
      if (upload) {
        this.uploading--
        this.waiting.shift()?.()
      }
    }
  }
}

interface Figures {
  setup: Setup
  processes: string
  users: number
  reportsOut: number
  failed: string[]
  seconds: number
  reportsPerMinute: number
  bestMinute: number
  analysisSeconds: { p50: number; p95: number; max: number }
  home: Latency
  relatives: Latency
  seeAllRelatives: number
  /** pairs of one family found at the family's relationship, and how many pairs there are */
  rightPairs: number
  familyPairs: number
  /** matches across families, or at another relationship than the family's */
  wrong: string[]
  /** calls refused as busy (and made again), by step */
  busy: Record<string, number>
  cpuSeconds: Record<string, number>
  loadBefore: number
  loadAfter: number
}

interface Latency {
  n: number
  p50: number
  p95: number
  p99: number
  max: number
}

function latency(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b)
  const at = (p: number) => (s.length ? round1(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]) : 0)
  return { n: s.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) }
}

async function runSetup(setup: Setup, people: SimulatedPerson[], o: { apis: number; workers: number; shards: number; readEveryMs: number; dir: string; log: (s: string) => void }): Promise<Figures> {
  const { log } = o
  const shape = setup === 'single' ? { apis: 1, workers: 0, shards: 0, apiRunsJobs: true } : { apis: o.apis, workers: o.workers, shards: o.shards, apiRunsJobs: false }
  const processes = setup === 'single' ? '1 process (API + jobs + embedded index)' : `${shape.apis} API, ${shape.workers} workers, ${shape.shards} matcher shards`
  log(`${setup}: starting ${processes}`)
  const fleet = await Fleet.start({ ...shape, log: s => log(`  ${s}`), dir: path.join(o.dir, setup), env: { WARM_UP: 'false' } })
  running = fleet
  try {
    const keys = [...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys]
    const times = new Map<string, number[]>()
    const busy = new Map<string, number>()
    let stopRecording = false
    const record = (step: string, ms: number | 'busy') => {
      if (stopRecording) return
      if (ms === 'busy') busy.set(step, (busy.get(step) ?? 0) + 1)
      else times.set(step, [...(times.get(step) ?? []), ms])
    }
    const apis = fleet.urls.map(u => new TimedApi(u, keys, record))
    const staff = await labStaff(fleet, apis[0])
    const loadBefore = os.loadavg()[0]
    const t0 = Date.now()
    let reading = true
    const results: Array<{ result: PersonResult; token: string } | null> = people.map(() => null)
    const failed: string[] = []
    const users = people.map(async (p, i) => {
      // a few ms apart, as people arrive
      await sleep(i * 25)
      const writer = apis[i % apis.length]
      const reader = apis[(i + 1) % apis.length]
      try {
        const r = await journeyOf(writer, staff.token, p.file, i, () => undefined, { reader, sex: p.sex, pollMs: 1000 })
        results[i] = r
        if (r.result.status !== 'report-out') {
          failed.push(`user ${i}: ${r.result.status}`)
          return
        }
        // the person comes back to the report and the relatives list while the others' reports are made
        while (reading) {
          await sleep(o.readEveryMs * (0.5 + Math.random()))
          if (!reading) break
          await reader.call('read report home', 'GET', REPORT_ENDPOINTS.home.path.replace(':barcode', r.result.barcode), { token: r.token })
          await reader.call('read relatives', 'GET', REPORT_ENDPOINTS.relatives.path.replace(':barcode', r.result.barcode), { token: r.token })
        }
      } catch (err) {
        failed.push(`user ${i}: ${(err as Error).message}`)
      }
    })
    // every journey through (the readers go on)
    const journeys = Promise.all(users)
    const progress = setInterval(() => log(`  ${setup}: ${results.filter(r => r?.result.status === 'report-out').length}/${people.length} reports out, ${failed.length} failed, ${Math.round((Date.now() - t0) / 1000)} s`), 30_000)
    const allOut = async () => {
      while (results.filter(Boolean).length + failed.length < people.length) await sleep(500)
    }
    await allOut()
    const lastReportAt = Date.now()
    // then until every user sees every relative of the family who got a report (at most 3 minutes)
    const out = people.map((p, i) => ({ p, r: results[i] })).filter(x => x.r?.result.status === 'report-out')
    const expected = (p: SimulatedPerson) => out.filter(x => x.p.family === p.family && x.p !== p).length
    let seeAll = 0
    const settleUntil = Date.now() + 180_000
    while (Date.now() < settleUntil) {
      const db = fleet.db.db
      const counts = new Map<number, number>()
      for (const row of await db.selectFrom('relative_matches').select(['detection_a', 'detection_b']).execute()) {
        counts.set(row.detection_a, (counts.get(row.detection_a) ?? 0) + 1)
        counts.set(row.detection_b, (counts.get(row.detection_b) ?? 0) + 1)
      }
      const detections = new Map((await db.selectFrom('detections').select(['id', 'barcode']).execute()).map(d => [d.barcode, d.id]))
      seeAll = out.filter(x => (counts.get(detections.get(x.r!.result.barcode) ?? -1) ?? 0) >= expected(x.p)).length
      if (seeAll === out.length) break
      await sleep(2000)
    }
    reading = false
    stopRecording = true
    clearInterval(progress)
    await journeys
    // what was found, checked against the simulated families: a match across families, or inside
    // one at another relationship than the family's, is a wrong relative
    const personOf = new Map<number, SimulatedPerson>()
    for (const d of await fleet.db.db.selectFrom('detections').select(['id', 'barcode']).execute()) {
      const x = out.find(o => o.r!.result.barcode === d.barcode)
      if (x) personOf.set(d.id, x.p)
    }
    const wrong: string[] = []
    let rightPairs = 0
    for (const m of await fleet.db.db.selectFrom('relative_matches').select(['detection_a', 'detection_b', 'relationship', 'total_cm']).execute()) {
      const a = personOf.get(m.detection_a)
      const b = personOf.get(m.detection_b)
      if (!a || !b) continue
      const names = [a.key, b.key].sort().join('|')
      const who = `${a.key} of family ${a.family} and ${b.key} of family ${b.family}`
      if (a.family !== b.family) wrong.push(`${who}: matched as ${m.relationship}, ${Math.round(m.total_cm)} cM (strangers)`)
      else if (FAMILY_RELATIONSHIPS[names] !== m.relationship) wrong.push(`${who}: ${m.relationship}, ${Math.round(m.total_cm)} cM, not ${FAMILY_RELATIONSHIPS[names]}`)
      else rightPairs++
    }
    const familyPairs = out.reduce((n, x) => n + out.filter(y => y.p.family === x.p.family && y.p.key > x.p.key).length, 0)
    const cpuSeconds = fleet.cpuSeconds()
    const loadAfter = os.loadavg()[0]
    // reports published: the sample events of the run, from the first upload on
    const published = (await fleet.db.db.selectFrom('sample_events').select('created_at').where('state', '=', SAMPLE_STATES.PUBLISHED).execute()).map(e => Number(e.created_at)).sort((a, b) => a - b)
    const first = t0
    const span = Math.max(1, (published[published.length - 1] ?? lastReportAt) - first)
    let best = 0
    for (let i = 0, j = 0; i < published.length; i++) {
      while (published[i] - published[j] > 60_000) j++
      best = Math.max(best, i - j + 1)
    }
    const analysis = out.map(x => x.r!.result.seconds.analysis).sort((a, b) => a - b)
    return {
      setup, processes, users: people.length, reportsOut: out.length, failed, seconds: round1((lastReportAt - t0) / 1000),
      reportsPerMinute: round1((published.length / span) * 60_000), bestMinute: best,
      analysisSeconds: { p50: analysis[Math.floor(analysis.length / 2)] ?? 0, p95: analysis[Math.min(analysis.length - 1, Math.ceil(0.95 * analysis.length) - 1)] ?? 0, max: analysis[analysis.length - 1] ?? 0 },
      home: latency(times.get('read report home') ?? []), relatives: latency(times.get('read relatives') ?? []), seeAllRelatives: seeAll, rightPairs, familyPairs, wrong, busy: Object.fromEntries(busy),
      cpuSeconds, loadBefore: round1(loadBefore), loadAfter: round1(loadAfter)
    }
  } finally {
    running = null
    await fleet.stop()
  }
}

/** the fleet under way: Ctrl-C stops its processes and drops its database */
let running: Fleet | null = null
let interrupted = false
process.once('SIGINT', () => {
  console.log('stopping…')
  interrupted = true
  void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(130))
})

function table(figures: Figures[]): string {
  const rows: Array<[string, (f: Figures) => string]> = [
    ['processes', f => f.processes],
    ['users / reports out / failed', f => `${f.users} / ${f.reportsOut} / ${f.failed.length}`],
    ['wall time to the last report', f => `${f.seconds} s`],
    ['reports published a minute', f => `${f.reportsPerMinute} (best 60 s: ${f.bestMinute})`],
    ['upload → report (p50 / p95 / max)', f => `${f.analysisSeconds.p50} / ${f.analysisSeconds.p95} / ${f.analysisSeconds.max} s`],
    ['report home ms (n, p50 / p95 / p99 / max)', f => `${f.home.n}: ${f.home.p50} / ${f.home.p95} / ${f.home.p99} / ${f.home.max}`],
    ['relatives list ms (n, p50 / p95 / p99 / max)', f => `${f.relatives.n}: ${f.relatives.p50} / ${f.relatives.p95} / ${f.relatives.p99} / ${f.relatives.max}`],
    ['users seeing all their relatives', f => `${f.seeAllRelatives} of ${f.reportsOut}`],
    ['family pairs found right / wrong matches', f => `${f.rightPairs} of ${f.familyPairs} / ${f.wrong.length}`],
    ['calls refused as busy, made again', f => Object.entries(f.busy).map(([k, n]) => `${k.replace(/^(lab |read )/, '')} ${n}`).join(', ') || '0'],
    ['CPU s (all processes)', f => `${round1(Object.values(f.cpuSeconds).reduce((a, b) => a + b, 0))}`],
    ['load average before → after', f => `${f.loadBefore} → ${f.loadAfter}`]
  ]
  const w = Math.max(...rows.map(r => r[0].length))
  return rows.map(([name, get]) => `${name.padEnd(w)}  ${figures.map(f => get(f).padEnd(44)).join('')}`).join('\n')
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { users: { type: 'string' }, apis: { type: 'string' }, workers: { type: 'string' }, shards: { type: 'string' }, only: { type: 'string' }, 'read-every': { type: 'string' }, json: { type: 'string' }, quiet: { type: 'boolean' } }
  })
  const users = Number(values.users ?? 200)
  if (!Number.isInteger(users) || users < 1) {
    console.error('bench:fleet: --users N (N ≥ 1)')
    return 2
  }
  const setups: Setup[] = values.only === 'single' ? ['single'] : values.only === 'fleet' ? ['fleet'] : ['single', 'fleet']
  const log = (s: string) => (values.quiet ? undefined : console.log(s))
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-bench-fleet-'))
  try {
    const tg = Date.now()
    const people = await simulatedFamilies(work, users, 'bench-fleet')
    log(`${users} simulated people (${Math.ceil(users / 3)} families) written in ${round1((Date.now() - tg) / 1000)} s`)
    const figures: Figures[] = []
    for (const setup of setups) {
      if (interrupted) break
      figures.push(
        await runSetup(setup, people, { apis: Number(values.apis ?? 2), workers: Number(values.workers ?? 2), shards: Number(values.shards ?? 2), readEveryMs: Number(values['read-every'] ?? 3000), dir: work, log })
      )
      log(`${setup} done`)
    }
    console.log(`\nbench:fleet, ${users} users at once, on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${new Date().toISOString()}\n`)
    console.log(`${''.padEnd(44)}  ${figures.map(f => f.setup.padEnd(44)).join('')}`)
    console.log(table(figures))
    for (const f of figures) for (const x of f.failed.slice(0, 10)) console.log(`  ${f.setup}: ${x}`)
    for (const f of figures) for (const x of f.wrong.slice(0, 10)) console.log(`  ${f.setup}, wrong relative: ${x}`)
    if (values.json) fs.writeFileSync(values.json, JSON.stringify({ users, cores: os.cpus().length, at: new Date().toISOString(), figures }, null, 2))
    // no report, a wrong relative or a family pair not found fails the bench
    return figures.some(f => f.reportsOut === 0 || f.wrong.length > 0 || f.rightPairs < f.familyPairs) ? 1 : 0
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

if (require.main === module) {
  main().then(
    code => process.exit(code),
    err => {
      console.error(err)
      process.exit(1)
    }
  )
}
