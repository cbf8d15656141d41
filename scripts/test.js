#!/usr/bin/env node
// `npm test`: every suite of the repository, with one summary at the end.
//
// Each step is a command; a step fails the run when it exits non-zero. Independent steps run
// side by side (TEST_JOBS at once, default 4 on this 2-core kind of machine: several steps
// spend much of their time waiting on PostgreSQL, Chromium or the disk; with 3 the run used
// 1.36 cores on average), longest first, so
// that the run takes about as long as its longest chain. A step's output goes to
// .cache/test-logs/<step>.log and is printed whole when the step ends (never interleaved).
// Steps that need a service (PostgreSQL, Redis) or a browser say so in `needs`; in CI (`CI=1`)
// a missing service is a failure, elsewhere the step is skipped with a clear message.
//
//   npm test                 all steps
//   npm test -- genome       only steps whose name contains "genome"
//   TEST_JOBS=1 npm test     one step at a time
const { spawn } = require('child_process')
const fs = require('fs')
const net = require('net')
const path = require('path')

const root = path.resolve(__dirname, '..')
const LOG_DIR = path.join(root, '.cache', 'test-logs')

/**
 * `weight`: the step's usual minutes on a quiet 2-core machine, used only to start the longest
 * steps first. `after`: steps that must have passed first (the e2e shards need the H5 build; a
 * step's `after` runs whenever the step is chosen).
 * @type {{name: string, cmd: string, weight: number, needs?: ('postgres'|'redis'|'chromium')[], env?: Record<string,string>, after?: string[]}[]}
 */
const STEPS = [
  // the H5 build, then its journeys in Debian's Chromium against the real server (tests/e2e/run.js),
  // in two shards that run side by side with other steps
  // (its weight counts the shards that wait for it, so that it starts first)
  { name: 'client h5 build', cmd: 'node scripts/client-build.js h5', weight: 7, needs: ['chromium'] },
  ...[1, 2].map(shard => ({ name: `client h5 e2e ${shard}/2`, cmd: `node tests/e2e/run.js --shard ${shard}/2`, weight: 2.5, needs: ['chromium'], after: ['client h5 build'] })),
  // the server suite (each app on a database it creates and drops): every file that opens a database
  // on PostgreSQL, in two shards (jest --shard); on SQLite the files that open none and those whose
  // subject differs between the dialects (server/test/sharding/databases.js, ADR 0021)
  ...[1, 2].map(shard => ({ name: `server (postgres) ${shard}/2`, cmd: `npm test -s -w @xungen/server -- --ci --shard=${shard}/2`, weight: 3, needs: ['postgres'], env: { XUNGEN_TEST_DB: 'postgres', XUNGEN_TEST_SCOPE: 'ci' } })),
  { name: 'server (sqlite)', cmd: 'npm test -s -w @xungen/server -- --ci', weight: 2.5, env: { XUNGEN_TEST_DB: 'sqlite', XUNGEN_TEST_SCOPE: 'ci' } },
  // the mini-program build: WeChat's package limits, ES2015 syntax only (iOS 10), its WXML/WXSS compilers,
  // every page loaded in a bare VM without browser globals, pages rendered by miniprogram-simulate
  { name: 'client weapp', cmd: 'node scripts/client-build.js weapp && node scripts/check-weapp-size.js && node scripts/check-weapp-syntax.js && npx jest --ci --selectProjects weapp-dist', weight: 2.5 },
  // the server and both packages as one program (tsconfig.node.json: shared sources checked once), then the client
  { name: 'typecheck', cmd: 'npm run -s typecheck:node && npm run -s typecheck', weight: 2 },
  { name: 'genome', cmd: 'npm test -s -w @xungen/genome -- --ci', weight: 2 },
  // the Taro client: rules and the request layer (real server), then components (H5 runtime in jsdom)
  { name: 'client', cmd: 'npx jest --ci --selectProjects client-unit client-components', weight: 1.5 },
  { name: 'contracts', cmd: 'npm test -s -w @xungen/contracts -- --ci', weight: 0.5 },
  // the import rules of .dependency-cruiser.cjs (client/server/packages, layers, domains through their index)
  { name: 'lint:deps', cmd: 'npm run -s lint:deps', weight: 0.5 },
  { name: 'server (redis)', cmd: 'npm test -s -w @xungen/server -- --ci', weight: 0.5, needs: ['redis'], env: { XUNGEN_TEST_REDIS: '1' } },
  // the product as a fleet (server/scripts/fleet.ts): two API nodes, a worker killed mid-analysis,
  // two matcher shards (one killed mid-query) on PostgreSQL, Redis and s3rver; about 40 CPU seconds
  { name: 'fleet', cmd: 'node --import tsx server/scripts/fleet.ts --workers 1 --quiet', weight: 1.5, needs: ['postgres', 'redis'] }
]

function portOpen(port, host = '127.0.0.1') {
  return new Promise(resolve => {
    const s = net.connect({ port, host })
    s.setTimeout(1000)
    s.once('connect', () => { s.destroy(); resolve(true) })
    s.once('error', () => resolve(false))
    s.once('timeout', () => { s.destroy(); resolve(false) })
  })
}

async function available(need) {
  if (need === 'postgres') return portOpen(5432)
  if (need === 'redis') return portOpen(6379)
  if (need === 'chromium') return fs.existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')
  return false
}

const seconds = ms => (ms / 1000).toFixed(1) + ' s'
const slug = name => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')

/** runs one step with its output in a log file; resolves with its exit status and duration */
function runStep(step) {
  const logFile = path.join(LOG_DIR, slug(step.name) + '.log')
  const out = fs.openSync(logFile, 'w')
  const t0 = Date.now()
  // GNU time (where installed) records the CPU seconds of the step and all its children: a
  // figure that, unlike the wall time, hardly depends on what else the machine is doing
  const cpuFile = path.join(LOG_DIR, slug(step.name) + '.cpu')
  fs.rmSync(cpuFile, { force: true })
  const cmd = fs.existsSync('/usr/bin/time') ? `/usr/bin/time -q -f '%U %S %M' -o '${cpuFile}' sh -c ${JSON.stringify(step.cmd)}` : step.cmd
  return new Promise(resolve => {
    const child = spawn(cmd, { cwd: root, stdio: ['ignore', out, out], shell: true, env: { ...process.env, ...step.env }, detached: true })
    running.set(step.name, child)
    child.on('close', code => {
      running.delete(step.name)
      fs.closeSync(out)
      let cpu = ''
      try {
        const [user, sys, maxKb] = fs.readFileSync(cpuFile, 'utf8').trim().split(/\s+/).slice(-3).map(Number)
        if (Number.isFinite(user + sys)) cpu = `, cpu ${(user + sys).toFixed(0)} s, peak ${(maxKb / 1024).toFixed(0)} MB`
      } catch { /* no GNU time */ }
      resolve({ ok: code === 0, ms: Date.now() - t0, logFile, cpu })
    })
  })
}

const running = new Map()

/**
 * The engine's derived caches (marker catalogue, ancestry panel, relatives screening layout,
 * lift-over chains) built once before the steps start: in a fresh checkout every test process
 * and engine thread would otherwise build them at the same moment, several seconds of CPU each.
 * Without the reference data the steps that need it say so themselves.
 */
function warmGenomeCaches(steps) {
  if (!steps.some(s => /server|genome|client|e2e/.test(s.name))) return
  const r = require('child_process').spawnSync(process.execPath, ['--import', 'tsx', 'packages/genome/scripts/warm-cache.ts'], { cwd: root, encoding: 'utf8' })
  console.log((r.stdout + r.stderr).trim() || `genome caches: exit ${r.status}`)
}

async function main() {
  const filter = process.argv.slice(2).filter(a => !a.startsWith('-'))
  const steps = STEPS.filter(s => filter.length === 0 || filter.some(f => s.name.includes(f)))
  for (const s of [...steps]) for (const a of s.after || []) if (!steps.some(x => x.name === a)) steps.unshift(STEPS.find(x => x.name === a))
  const jobs = Math.max(1, Number(process.env.TEST_JOBS) || 4)
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const results = new Map()
  const t0 = Date.now()

  const pending = [...steps].sort((a, b) => b.weight - a.weight)
  for (const step of [...pending]) {
    const missing = []
    for (const need of step.needs || []) if (!(await available(need))) missing.push(need)
    if (!missing.length) continue
    pending.splice(pending.indexOf(step), 1)
    const msg = `${missing.join(', ')} not available`
    if (process.env.CI) results.set(step.name, { ok: false, note: msg + ' (required in CI)' })
    else {
      console.log(`=== ${step.name}: SKIPPED (${msg}; start it to run this step)`)
      results.set(step.name, { ok: true, note: 'skipped: ' + msg })
    }
  }
  console.log(`npm test: ${pending.length} step(s), ${Math.min(jobs, pending.length)} at a time; logs in ${path.relative(root, LOG_DIR)}/`)
  warmGenomeCaches(pending)

  // a line a minute while steps run, so that a long quiet stretch in CI says what it waits for
  const heartbeat = setInterval(() => {
    if (running.size) console.log(`... ${seconds(Date.now() - t0)}: running ${[...running.keys()].join(', ')}`)
  }, 60000)

  await new Promise(resolve => {
    let active = 0
    const startNext = () => {
      while (active < jobs) {
        const i = pending.findIndex(s => (s.after || []).every(a => results.get(a)?.ok))
        if (i < 0) break
        const step = pending.splice(i, 1)[0]
        active++
        console.log(`--- start ${step.name}: ${step.cmd}`)
        runStep(step).then(r => {
          active--
          const log = fs.readFileSync(r.logFile, 'utf8')
          console.log(`\n=== ${step.name}: ${r.ok ? 'PASS' : 'FAIL'} in ${seconds(r.ms)}\n${log.trimEnd()}\n=== end of ${step.name}\n`)
          results.set(step.name, { ok: r.ok, note: seconds(r.ms) + r.cpu })
          startNext()
        })
      }
      // steps whose `after` failed can never start
      for (const s of [...pending]) {
        if ((s.after || []).some(a => results.has(a) && !results.get(a).ok)) {
          pending.splice(pending.indexOf(s), 1)
          results.set(s.name, { ok: false, note: 'not run: a step it needs failed' })
        }
      }
      if (active === 0) resolve()
    }
    startNext()
  })
  clearInterval(heartbeat)

  console.log('\n=== summary')
  for (const s of steps) {
    const r = results.get(s.name)
    console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${s.name.padEnd(24)} ${r.note}`)
  }
  const failed = steps.filter(s => !results.get(s.name).ok)
  console.log(`\ntotal ${seconds(Date.now() - t0)}`)
  if (failed.length) { console.log(`${failed.length} step(s) failed`); process.exit(1) }
  console.log(`all ${steps.length} step(s) passed`)
}

// Ctrl+C or a CI cancel: stop every running step with its children
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const child of running.values()) { try { process.kill(-child.pid, 'SIGTERM') } catch { /* gone */ } }
    process.exit(130)
  })
}

main().catch(e => { console.error(e); process.exit(1) })
