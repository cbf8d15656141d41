#!/usr/bin/env node
// `npm run bench:pdf`: the electronic report (issue 21 item 9, issue 20 item 3) as a client sees it.
// A real server process (server/src/main.ts, SQLite, fresh data directory) is started, one account
// is made (the "other account" whose reads must not suffer), the demo report is warmed as on a
// running server (GET the SAMPLE report home and ancestry page, the same for every visitor; the
// PDF thread's start-up, PDF_WARM_MS), and then:
//   flood    PDF_FLOOD (30) anonymous visitors ask for the demo PDF at once on the cold cache
//            (POST /proxy/report/electronic-report/SAMPLE with the auth-sample header, then GET the
//            file), while 2 connections read /proxy/user/info of the other account (signed) and 1
//            reads /healthz, in loops: their p50/p99 while the flood lasts
//   cold     the server's own figures for the one rendering made (log line "electronic report
//            rendered": gathering the data on the event loop, drawing on the worker thread)
//   cached   PDF_CACHED (20) more POST + GET of the same version, one after another
//   cpu      the same report drawn in this process after the server stopped, twice: wall time and
//            CPU time (process.cpuUsage) of each drawing, the first one parsing the font; on a
//            shared machine the CPU time is what a drawing costs, the wall time what it waited
// Prints one `bench pdf:` line and the load average (the machine is shared: read the figures with it).
const { spawn } = require('child_process')
const crypto = require('crypto')
const fs = require('fs')
const http = require('http')
const os = require('os')
const path = require('path')

const root = path.resolve(__dirname, '..')
require('tsx/cjs/api').register()
const contracts = require('@xungen/contracts')
const endpoints = require('@xungen/contracts/endpoints')
const ANCESTRY_REPORT = require('@xungen/contracts/endpoints').ANCESTRY.report.path

const FLOOD = Number(process.env.PDF_FLOOD || 30)
const CACHED = Number(process.env.PDF_CACHED || 20)

async function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const logs = []
  child.stdout.on('data', d => {
    out += d
    for (const line of String(d).split('\n')) if (line.startsWith('{')) try { logs.push(JSON.parse(line)) } catch { /* a partial line */ }
  })
  child.stderr.on('data', d => (out += d))
  const exited = new Promise(resolve => child.on('exit', resolve))
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start:\n' + out)), 120000)
    child.on('exit', () => { clearTimeout(timer); reject(new Error('server exited:\n' + out)) })
    child.stdout.on('data', () => {
      const m = /API 已启动: (http:\/\/\S+)/.exec(out)
      if (m) { clearTimeout(timer); resolve(m[1]) }
    })
  })
  return { url, logs, stop: async () => { child.kill('SIGINT'); await exited } }
}

function request(agent, base, method, urlPath, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const u = new URL(base + urlPath)
    const req = http.request({ agent, host: u.hostname, port: u.port, method, path: u.pathname + u.search, headers }, res => {
      const chunks = []
      res.on('data', c => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}

function signed(method, urlPath, { body, token, headers: extra } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const s = contracts.signRequest({ method, url: urlPath, body: payload }, { keys: contracts.TEST_SIGNING_KEYS.keys, nowMs: Date.now(), randomBytes: n => new Uint8Array(crypto.randomBytes(n)) })
  const headers = { ...(extra || {}) }
  if (payload !== undefined) { headers['content-type'] = 'application/json'; headers['content-length'] = Buffer.byteLength(payload) }
  if (token) headers.token = token
  return { path: s.url, headers, body: payload }
}

async function call(agent, base, method, urlPath, options) {
  const r = signed(method, urlPath, options)
  const res = await request(agent, base, method, r.path, r.headers, r.body)
  return JSON.parse(res.body.toString())
}

async function signUp(base) {
  const agent = new http.Agent({ keepAlive: true })
  const phone = '1350000' + String(process.pid % 10000).padStart(4, '0')
  const sent = await call(agent, base, 'POST', endpoints.ACCOUNTS.smsVerify.path, { body: { phone, nationCode: '86', verifyType: 'login' } })
  if (sent.code !== 0) throw new Error('code not sent: ' + JSON.stringify(sent))
  const outbox = JSON.parse((await request(agent, base, 'GET', `${contracts.DEV_SMS_OUTBOX_PATH}?phone=${phone}&nationCode=86`)).body.toString())
  const signup = await call(agent, base, 'POST', endpoints.ACCOUNTS.signup.path, { body: { phoneNumber: phone, nationCode: '86', authCode: outbox.list[0].code, name: '另一位用户', avatar: { type: 'color', startColor: '#56CCF2', endColor: '#2F80ED' } } })
  if (signup.code !== 0) throw new Error('sign-up failed: ' + JSON.stringify(signup))
  agent.destroy()
  return signup.data.token
}

const SAMPLE = { [contracts.HEADERS.authSample]: contracts.AUTH_SAMPLE_VALUE }
const prepareUrl = endpoints.HEALTH_REPORT_ENDPOINTS.electronicReport.path.replace(':barcode', 'SAMPLE')

/** one visitor: the ticket, then the file; ms */
async function onePdf(base) {
  const agent = new http.Agent({ keepAlive: false })
  const t0 = performance.now()
  const made = await call(agent, base, 'POST', prepareUrl, { body: {}, headers: SAMPLE })
  if (made.code !== 0) throw new Error('no ticket: ' + JSON.stringify(made))
  const file = await request(agent, base, 'GET', made.data.url)
  if (file.status !== 200 || file.body.subarray(0, 5).toString() !== '%PDF-') throw new Error('no PDF: ' + file.status)
  return { ms: performance.now() - t0, bytes: file.body.length }
}

/** a loop of requests until `until()` is false; latencies in ms */
async function loop(base, make, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const out = []
  let errors = 0
  while (until()) {
    const r = make()
    const t0 = performance.now()
    const res = await request(agent, base, r.method, r.path, r.headers, r.body)
    out.push(performance.now() - t0)
    if (res.status !== 200) errors++
  }
  agent.destroy()
  return { latencies: out, errors }
}

const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN
}
const ms = x => `${Math.round(x)} ms`

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-bench-pdf-'))
  const server = await startServer({
    NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-site'), LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '1000000', SMS_DAILY_LIMIT_PER_IP: '100000', STORAGE_SWEEP_INTERVAL_SECONDS: '0', ACCOUNT_SWEEP_INTERVAL_SECONDS: '0'
  })
  const base = server.url
  try {
    const token = await signUp(base)
    // the demo's analysis is made once per process for every page of sample mode: not the PDF's cost
    const agent = new http.Agent({ keepAlive: true })
    const t0 = performance.now()
    await call(agent, base, 'GET', endpoints.REPORT_ENDPOINTS.home.path.replace(':barcode', 'SAMPLE'), { headers: SAMPLE })
    await call(agent, base, 'GET', ANCESTRY_REPORT.replace(':barcode', 'SAMPLE'), { headers: SAMPLE })
    // the PDF thread loads its code and font at the server's start: give it the time a running server has had
    await new Promise(resolve => setTimeout(resolve, Number(process.env.PDF_WARM_MS || 15000)))
    console.log(`demo report and PDF thread warmed in ${ms(performance.now() - t0)}`)
    agent.destroy()

    const load0 = os.loadavg()
    let flooding = true
    const readMake = () => ({ method: 'GET', ...signed('GET', endpoints.ACCOUNTS.userInfo.path, { token }) })
    const readers = [loop(base, readMake, () => flooding), loop(base, readMake, () => flooding)]
    const health = loop(base, () => ({ method: 'GET', path: '/healthz', headers: {} }), () => flooding)
    const f0 = performance.now()
    const flood = await Promise.all(Array.from({ length: FLOOD }, () => onePdf(base)))
    const floodMs = performance.now() - f0
    flooding = false
    const reads = (await Promise.all(readers)).flatMap(r => r.latencies)
    const healthz = (await health).latencies
    const rendered = server.logs.filter(l => l.msg === 'electronic report rendered')

    const cached = []
    for (let i = 0; i < CACHED; i++) cached.push((await onePdf(base)).ms)
    const load1 = os.loadavg()

    const first = rendered[0] || {}
    console.log(`flood: ${FLOOD} anonymous demo PDFs in ${ms(floodMs)} (slowest visitor ${ms(Math.max(...flood.map(f => f.ms)))}), ${rendered.length} rendering(s), ${Math.round(flood[0].bytes / 1024)} KB, ${first.pages ?? '?'} pages`)
    console.log(`  other account's signed read during the flood: ${reads.length} requests, p50 ${ms(q(reads, 0.5))}, p99 ${ms(q(reads, 0.99))}, max ${ms(Math.max(...reads))}`)
    console.log(`  /healthz during the flood: ${healthz.length} requests, p50 ${ms(q(healthz, 0.5))}, p99 ${ms(q(healthz, 0.99))}, max ${ms(Math.max(...healthz))}`)
    console.log(`cold: data gathered in ${ms(first.gatherMs ?? NaN)} (event loop), drawn in ${ms(first.renderMs ?? NaN)} (worker thread)`)
    console.log(`cached: ${CACHED} ticket + download, p50 ${ms(q(cached, 0.5))}, p99 ${ms(q(cached, 0.99))}`)
    console.log(`load average ${load0.map(x => x.toFixed(1)).join(' ')} → ${load1.map(x => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`)
    console.log(`bench pdf: cold ${ms((first.gatherMs ?? 0) + (first.renderMs ?? 0))}, cached p50 ${ms(q(cached, 0.5))}, flood of ${FLOOD} ${ms(floodMs)} with 1 rendering, signed read p99 ${ms(q(reads, 0.99))}, /healthz p99 ${ms(q(healthz, 0.99))}, load ${load0[0].toFixed(1)}`)
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  await drawInProcess()
}

/** the demo report drawn here, twice: wall and CPU time of each */
async function drawInProcess() {
  process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(root, '../shared/data')
  const { ReportService } = require(path.join(root, 'server/src/domains/reports/service.ts'))
  const { AncestryService } = require(path.join(root, 'server/src/domains/ancestry/service.ts'))
  const { itemIntro, markerFrequency } = require(path.join(root, 'server/src/domains/reports/health.ts'))
  const { reportPdfData } = require(path.join(root, 'server/src/domains/reports/electronicReport/data.ts'))
  const { renderReportPdf } = require(path.join(root, 'server/src/domains/reports/electronicReport/render.ts'))
  // the demo needs no database: sample mode reads the demo person computed in memory
  const reports = new ReportService(null, null)
  const ancestry = new AncestryService(null, {}, null)
  const viewer = { userId: null, sampleHeader: true }
  const data = await reportPdfData({ reports, levels: id => itemIntro(id).levels, frequency: markerFrequency, ancestry: (v, b) => ancestry.report(v, b) }, viewer, 'SAMPLE', Date.now())
  const runs = []
  for (let i = 0; i < 3; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    const r = await renderReportPdf(data)
    const c = process.cpuUsage(c0)
    runs.push({ wall: performance.now() - t0, cpu: (c.user + c.system) / 1000, pages: r.pages })
  }
  console.log(`cpu: drawing the demo (${runs[0].pages} pages) in this process: first ${ms(runs[0].wall)} wall / ${ms(runs[0].cpu)} CPU (font parsed), then ${runs.slice(1).map(r => `${ms(r.wall)} wall / ${ms(r.cpu)} CPU`).join(', ')}; load ${os.loadavg()[0].toFixed(1)}`)
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
