/**
 * `npm run fleet [-- --keep] [--apis 2 --workers 2 --shards 2]`
 *
 * The product as a fleet on this machine (issue 27 item 5; docs/deploy.md): two API processes, two
 * job workers and two relatives matcher shards on one PostgreSQL (a database of its own), one
 * Redis (a key prefix of its own) and a local S3-compatible store (s3rver), each process with its
 * own data directory. Three simulated people of one family (a father on one chip, his two
 * children on others) take the whole journey through the public, signed API:
 *
 *   - each kit is bound and uploaded through API node 1, analysed by a worker, matched across both
 *     shards, and its report and relatives are read through API node 2;
 *   - the worker that takes the second kit's analysis is killed with `kill -9` in the middle of it
 *     (then started again): the job runs again on a worker once its lock lapses (JOB_LOCK_MS);
 *   - the matcher shard that takes a query of the third kit is killed with `kill -9` in the middle
 *     of it (then started again): the shard's job runs again, the relatives job waits for it.
 *
 * Then it checks: one analysis result per kit; the second kit's report is the engine's report of
 * its file computed here, in one process without failures; exactly the three pairs of the family
 * with their relationships, the cM and segments that one embedded index over the same three kits
 * computes here; every pair's segments stored once; one "new relative" notice per person and
 * relative; both killed jobs seen started twice; the API request id of each upload in the logs of
 * the worker and of the matcher shards that worked for it. Exit 0 when all hold, 1 naming what did
 * not. `--keep` leaves the fleet running afterwards (its URLs printed) until Ctrl-C.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEVELOPMENT_SIGNING_KEYS, TEST_SIGNING_KEYS } from '@xungen/contracts'
import { REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { analyzeRawFile, KinIndex, memoryLayoutStore } from '../src/domains/analysis/genome'
import { Fleet } from './fleetProcesses'
import { FAMILY_RELATIONSHIPS, labStaff, simulatedFamilies } from './fleetPeople'
import { Api, journeyOf, sleep, type PersonResult } from './journeyClient'

process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

export async function runFleetScenario(options: { apis: number; workers: number; shards: number; keep: boolean; log: (s: string) => void }): Promise<string[]> {
  const { log } = options
  const problems: string[] = []
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what)
    log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-fleet-'))
  let fleet: Fleet | null = null
  try {
    const people = await simulatedFamilies(work, 3)
    const t0 = Date.now()
    // the engine and PDF warm-ups are left out: each process loads what it needs at its first use
    fleet = await Fleet.start({ apis: options.apis, workers: options.workers, shards: options.shards, jobLockMs: 4000, log, dir: path.join(work, 'fleet'), env: { WARM_UP: 'false' } })
    log(`fleet ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${fleet.urls.join(', ')} (logs in ${fleet.dir}/logs)`)
    const keys = [...DEVELOPMENT_SIGNING_KEYS.keys, ...TEST_SIGNING_KEYS.keys]
    const [writer, reader] = [new Api(fleet.urls[0], keys), new Api(fleet.urls[1 % fleet.urls.length], keys)]
    const staff = await labStaff(fleet, writer)

    const results: PersonResult[] = []
    const tokens: string[] = []
    const workerNames = [...fleet.procs.keys()].filter(n => n.startsWith('worker-'))
    const matcherNames = [...fleet.procs.keys()].filter(n => n.startsWith('matcher-'))
    const killed: { worker?: { name: string; jobId: string }; matcher?: { name: string; jobId: string } } = {}
    for (const [i, p] of people.entries()) {
      let chaos: Promise<void> = Promise.resolve()
      if (p.key === 'child') {
        // kill -9 the worker in the middle of this kit's analysis, then start it again
        chaos = fleet.waitForLine(/"job":"analysis\.run".*"job started"/, workerNames, 300_000).then(async hit => {
          killed.worker = { name: hit.name, jobId: JSON.parse(hit.line).jobId }
          await fleet!.kill(hit.name, 'SIGKILL')
          await fleet!.restart(hit.name)
        })
      }
      if (p.key === 'sibling') {
        // kill -9 a matcher shard in the middle of a query of this kit, then start it again
        chaos = fleet.waitForLine(/"matcher shard query started"/, matcherNames, 300_000).then(async hit => {
          killed.matcher = { name: hit.name, jobId: JSON.parse(hit.line).jobId }
          await fleet!.kill(hit.name, 'SIGKILL')
          await fleet!.restart(hit.name)
        })
      }
      const { result, token } = await journeyOf(writer, staff.token, p.file, i, log, { reader, sex: p.sex })
      results.push(result)
      tokens.push(token)
      log(`${p.key}: ${result.status} (upload through ${fleet.urls[0]}, read through ${fleet.urls[1 % fleet.urls.length]}) in ${result.seconds.total} s`)
      check(result.status === 'report-out', `${p.key}: report out`)
      if (p.key === 'sibling') await Promise.race([chaos, sleep(120_000)])
      else await chaos
      // the next kit starts once this one's relatives are stored (its list read through the reader)
      if (i > 0) {
        const deadline = Date.now() + 120_000
        while (Date.now() < deadline) {
          const list = await reader.call<{ list: unknown[] }>('read relatives', 'GET', REPORT_ENDPOINTS.relatives.path.replace(':barcode', result.barcode), { token })
          if (list.list.length >= i) break
          await sleep(300)
        }
      }
    }
    check(!!killed.worker, `a worker was killed mid-analysis${killed.worker ? ` (${killed.worker.name}, job ${killed.worker.jobId})` : ''}`)
    check(!!killed.matcher, `a matcher shard was killed mid-query${killed.matcher ? ` (${killed.matcher.name}, job ${killed.matcher.jobId})` : ''}`)

    // the relatives each person sees, read through the other node until they stop changing
    let lists: Array<Array<{ personId: number; totalCm: number; segments: number; relationship: string }>> = []
    for (let round = 0, previous = ''; round < 60; round++) {
      lists = []
      for (const [i, r] of results.entries()) lists.push((await reader.call<{ list: any[] }>('read relatives', 'GET', REPORT_ENDPOINTS.relatives.path.replace(':barcode', r.barcode), { token: tokens[i] })).list)
      const now = JSON.stringify(lists)
      if (now === previous && lists.every(l => l.length === 2)) break
      previous = now
      await sleep(500)
    }
    for (const [i, l] of lists.entries()) check(l.length === 2, `${people[i].key} sees ${l.length} relatives (2 expected)`)

    // nothing lost or duplicated
    const db = fleet.db.db
    const detections = await db.selectFrom('detections').select(['id', 'barcode']).where('barcode', 'in', results.map(r => r.barcode)).execute()
    const keyOfDetection = new Map(detections.map(d => [d.id, people[results.findIndex(r => r.barcode === d.barcode)].key]))
    const analyses = await db.selectFrom('analysis_results').select(['detection_id']).where('detection_id', 'in', detections.map(d => d.id)).execute()
    check(analyses.length === 3 && new Set(analyses.map(a => a.detection_id)).size === 3, `one analysis result per kit (${analyses.length} rows)`)
    const pairs = await db.selectFrom('relative_matches').selectAll().execute()
    check(pairs.length === 3, `three pairs stored (${pairs.length})`)
    const kits = await db.selectFrom('relative_kits').select(['detection_id', 'matcher_shard', 'kit_key', 'created_at']).execute()
    check(new Set(kits.map(k => k.matcher_shard)).size === Math.min(options.shards, 3) && kits.every(k => k.matcher_shard !== null), `kits spread over the shards (${kits.map(k => `${keyOfDetection.get(k.detection_id)}→${k.matcher_shard}`).join(', ')})`)
    for (const p of pairs) {
      const names = [keyOfDetection.get(p.detection_a)!, keyOfDetection.get(p.detection_b)!].sort().join('|')
      check(FAMILY_RELATIONSHIPS[names] === p.relationship, `${names}: ${p.relationship}, ${p.total_cm} cM in ${p.segments} segments`)
      const n = await db.selectFrom('relative_segments').select(eb => eb.fn.countAll<number>().as('n')).where('detection_a', '=', p.detection_a).where('detection_b', '=', p.detection_b).executeTakeFirstOrThrow()
      check(Number(n.n) === p.segments, `${names}: its ${p.segments} segments stored once (${n.n})`)
    }
    const notices = await db.selectFrom('notifications').select(['user_id']).where('type', '=', 'NEW_GENE_RELATIONSHIP').execute()
    check(notices.length === 6, `one "new relative" notice per person and relative (${notices.length} of 6)`)

    // the embedded default without failures, in this process: each kit analysed in turn (its chip
    // layout learned in the same order as the fleet's workers learned it), added to one index and
    // queried against the kits before it, as the embedded relatives job does
    const layoutStore = memoryLayoutStore()
    const index = new KinIndex(path.join(work, 'reference-index'), 0)
    const own: Awaited<ReturnType<typeof analyzeRawFile>>[] = []
    const expectedOf = new Map<string, { totalCm: number; segments: number; relationship: string }>()
    for (const p of people) {
      const a = await analyzeRawFile(new Uint8Array(fs.readFileSync(p.file)), path.basename(p.file), undefined, layoutStore)
      own.push(a)
      await index.add([{ id: p.key, kit: a.kit }], layoutStore)
      for (const m of (await index.query(a.kit, layoutStore, [p.key])) ?? []) expectedOf.set([p.key, m.id].sort().join('|'), { totalCm: m.totalCm, segments: m.segments, relationship: m.relationship })
    }
    await index.close()
    const childIndex = people.findIndex(p => p.key === 'child')
    const childReport = results[childIndex].report
    const reference = own[childIndex]
    check(
      !!childReport && childReport.y?.haplogroup === reference.y?.haplogroup && childReport.mt?.haplogroup === reference.mt?.haplogroup && childReport.sex === reference.sex,
      `the killed analysis's report equals the engine's (Y ${childReport?.y?.haplogroup ?? '-'}, mt ${childReport?.mt?.haplogroup ?? '-'})`
    )
    const stored = await db.selectFrom('analysis_results').select(['detection_id', 'health', 'y_haplogroup', 'mt_haplogroup']).execute()
    const childDetection = detections.find(d => d.barcode === results[childIndex].barcode)!.id
    const childRow = stored.find(s => s.detection_id === childDetection)!
    check(JSON.stringify(JSON.parse(childRow.health)) === JSON.stringify(reference.health), 'the killed analysis stored the same health results as the engine gives')
    const storedPairs = new Map(pairs.map(p => [[keyOfDetection.get(p.detection_a)!, keyOfDetection.get(p.detection_b)!].sort().join('|'), { totalCm: Number(p.total_cm), segments: p.segments, relationship: p.relationship }]))
    check(expectedOf.size === storedPairs.size, `the embedded index finds the same ${expectedOf.size} pairs`)
    for (const [names, e] of expectedOf) {
      const got = storedPairs.get(names)
      check(JSON.stringify(got) === JSON.stringify(e), `${names} as one embedded index computes it: ${e.totalCm} cM in ${e.segments} segments, ${e.relationship}${JSON.stringify(got) === JSON.stringify(e) ? '' : ` (stored ${JSON.stringify(got)})`}`)
    }

    // the killed jobs ran again; the request ids travelled with them
    const logs = (names: string[]) => names.map(n => fleet!.logOf(n)).join('\n')
    const startedTimes = (text: string, jobId: string, marker: string) => text.split('\n').filter(l => l.includes(marker) && l.includes(`"jobId":"${jobId}"`)).length
    if (killed.worker) check(startedTimes(logs(workerNames), killed.worker.jobId, '"job started"') >= 2, `the killed analysis ${killed.worker.jobId} ran again`)
    if (killed.matcher) check(startedTimes(logs(matcherNames), killed.matcher.jobId, '"matcher shard query started"') >= 2, `the killed shard query ${killed.matcher.jobId} ran again`)
    const apiLog = logs([...fleet.procs.keys()].filter(n => n.startsWith('api-')))
    const uploads = apiLog.split('\n').filter(l => l.includes('"request"') && l.includes('/genotype')).map(l => JSON.parse(l).reqId as string)
    const workerLog = logs(workerNames)
    const matcherLog = logs(matcherNames)
    check(uploads.length >= 3 && uploads.every(id => workerLog.includes(`"reqId":"${id}"`)), `each upload's request id is in the workers' logs (${uploads.length} uploads)`)
    check(uploads.length >= 3 && uploads.slice(1).every(id => matcherLog.includes(`"reqId":"${id}"`)), "each upload's request id is in the matcher shards' logs")

    // the matchers' and workers' metrics, pushed through Redis, at an API node's /metrics/fleet
    const scraped = async () => (await fetch(`${fleet!.urls[1 % fleet!.urls.length]}/metrics/fleet`)).text()
    const count = (text: string, series: RegExp) => [...text.matchAll(series)].reduce((n, m) => n + Number(m[1]), 0)
    const shardQueries = (text: string, k: number) => count(text, new RegExp(`^xungen_matcher_query_seconds_count\\{[^}]*shard="${k}"[^}]*role="matcher"[^}]*\\} (\\S+)$`, 'gm'))
    const analysesAt = (text: string) => count(text, /^xungen_job_duration_seconds_count\{job="analysis\.run",outcome="ok",role="worker"[^}]*\} (\S+)$/gm)
    let metricsText = ''
    for (let i = 0; i < 50; i++) {
      metricsText = await scraped()
      if (Array.from({ length: options.shards }, (_, k) => shardQueries(metricsText, k)).every(n => n > 0) && analysesAt(metricsText) > 0) break
      await sleep(200)
    }
    for (let k = 0; k < options.shards; k++) check(shardQueries(metricsText, k) > 0, `shard ${k}'s query times at an API node's /metrics/fleet (${shardQueries(metricsText, k)} queries)`)
    check(analysesAt(metricsText) > 0, `the workers' analysis times at /metrics/fleet (${analysesAt(metricsText)} analyses)`)

    if (options.keep) {
      log(`the fleet keeps running: ${fleet.urls.join(', ')}; Ctrl-C stops it`)
      await new Promise<void>(resolve => process.once('SIGINT', () => resolve()))
    }
  } catch (err) {
    problems.push(`unexpected: ${(err as Error).stack ?? err}`)
  } finally {
    if (fleet) {
      const cpu = fleet.cpuSeconds()
      await fleet.stop()
      log(`processes' CPU: ${Object.entries(cpu).map(([n, s]) => `${n} ${s.toFixed(1)} s`).join(', ')}; total ${Object.values(cpu).reduce((a, b) => a + b, 0).toFixed(1)} s (restarted ones: the last run only)`)
    }
    // the logs stay when something did not hold
    if (problems.length) log(`logs kept in ${path.join(work, 'fleet', 'logs')}`)
    else fs.rmSync(work, { recursive: true, force: true })
  }
  return problems
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { keep: { type: 'boolean' }, apis: { type: 'string' }, workers: { type: 'string' }, shards: { type: 'string' }, quiet: { type: 'boolean' } } })
  const t0 = Date.now()
  const cpu0 = process.cpuUsage()
  const problems = await runFleetScenario({
    apis: Number(values.apis ?? 2),
    workers: Number(values.workers ?? 2),
    shards: Number(values.shards ?? 2),
    keep: !!values.keep,
    // --quiet: what did not hold, and the figures
    log: s => (!values.quiet || s.startsWith('FAIL') || s.startsWith('processes') || s.startsWith('logs kept') ? console.log(s) : undefined)
  })
  const cpu = process.cpuUsage(cpu0)
  console.log(`fleet scenario: ${problems.length ? `${problems.length} problem(s)` : 'all checks hold'} in ${((Date.now() - t0) / 1000).toFixed(1)} s (this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU s)`)
  for (const p of problems) console.error(`  ${p}`)
  return problems.length ? 1 : 0
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
