#!/usr/bin/env node
// `npm test`: every suite of the repository, in order, with one summary at the end.
// Each step is a command; a step fails the run when it exits non-zero. Steps that need a
// service (PostgreSQL, Redis) or a browser say so in `needs`; in CI (`CI=1`) a missing
// service is a failure, elsewhere the step is skipped with a clear message.
//
//   npm test                 all steps
//   npm test -- genome       only steps whose name contains "genome"
const { spawnSync } = require('child_process')
const net = require('net')
const path = require('path')

const root = path.resolve(__dirname, '..')

/** @type {{name: string, cmd: string, needs?: ('postgres'|'redis'|'chromium')[], env?: Record<string,string>}[]} */
const STEPS = [
  { name: 'typecheck', cmd: 'npm run -s typecheck -w @xungen/genome -w @xungen/contracts -w @xungen/server && npm run -s typecheck' },
  // the import rules of .dependency-cruiser.cjs (client/server/packages, layers, domains through their index)
  { name: 'lint:deps', cmd: 'npm run -s lint:deps' },
  { name: 'genome', cmd: 'npm test -s -w @xungen/genome -- --ci' },
  { name: 'contracts', cmd: 'npm test -s -w @xungen/contracts -- --ci' },
  // the same server suite on SQLite, then on PostgreSQL (each app on a database it creates and drops)
  { name: 'server (sqlite)', cmd: 'npm test -s -w @xungen/server -- --ci', env: { XUNGEN_TEST_DB: 'sqlite' } },
  { name: 'server (postgres)', cmd: 'npm test -s -w @xungen/server -- --ci', needs: ['postgres'], env: { XUNGEN_TEST_DB: 'postgres' } },
  { name: 'server (redis)', cmd: 'npm test -s -w @xungen/server -- --ci', needs: ['redis'], env: { XUNGEN_TEST_REDIS: '1' } },
  // the Taro client: rules and the request layer (real server), then components (H5 runtime in jsdom)
  { name: 'client', cmd: 'npx jest --ci --selectProjects client-unit client-components' },
  // the mini-program build: WeChat's package limits, ES2015 syntax only (iOS 10), its WXML/WXSS compilers,
  // every page loaded in a bare VM without browser globals, pages rendered by miniprogram-simulate
  { name: 'client weapp', cmd: 'node scripts/client-build.js weapp && node scripts/check-weapp-size.js && node scripts/check-weapp-syntax.js && npx jest --ci --selectProjects weapp-dist' },
  // the H5 build in Debian's Chromium against the real server (tests/e2e/run.js)
  { name: 'client h5 e2e', cmd: 'node scripts/client-build.js h5 && node tests/e2e/run.js', needs: ['chromium'] }
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
  if (need === 'chromium') return require('fs').existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')
  return false
}

async function main() {
  const filter = process.argv.slice(2).filter(a => !a.startsWith('-'))
  const steps = STEPS.filter(s => filter.length === 0 || filter.some(f => s.name.includes(f)))
  const results = []
  for (const step of steps) {
    const missing = []
    for (const need of step.needs || []) if (!(await available(need))) missing.push(need)
    if (missing.length) {
      const msg = `${missing.join(', ')} not available`
      if (process.env.CI) { results.push({ name: step.name, ok: false, note: msg + ' (required in CI)' }); continue }
      console.log(`\n=== ${step.name}: SKIPPED (${msg}; start it to run this step)`)
      results.push({ name: step.name, ok: true, note: 'skipped: ' + msg })
      continue
    }
    console.log(`\n=== ${step.name}: ${step.cmd}`)
    const t0 = Date.now()
    const r = spawnSync(step.cmd, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, ...step.env } })
    results.push({ name: step.name, ok: r.status === 0, note: `${((Date.now() - t0) / 1000).toFixed(1)} s` })
  }
  console.log('\n=== summary')
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(24)} ${r.note}`)
  const failed = results.filter(r => !r.ok)
  if (failed.length) { console.log(`\n${failed.length} step(s) failed`); process.exit(1) }
  console.log(`\nall ${results.length} step(s) passed`)
}

main().catch(e => { console.error(e); process.exit(1) })
