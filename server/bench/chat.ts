/**
 * npm run bench:chat: real-time private messages under load. BENCH_CLIENTS (default 1000)
 * accounts each hold a socket on /ws/notice (opened with a ticket from the signed call, as the
 * client does); they are paired in threads and every pair plays ping-pong for BENCH_ROUNDS
 * (default 10) messages a side (throughput), after BENCH_STEADY_SECONDS (20) at BENCH_RATE
 * (50) messages a second offered whatever the answers (latency at a steady rate): a message is sent with the signed HTTP call (stored, then
 * pushed), and its delivery latency is the time from the send to the frame on the other side's
 * socket. Prints messages a second and p50/p99 latency for:
 *   - one server process;
 *   - two server processes behind Redis (REDIS_URL, default redis://127.0.0.1:6379): every
 *     pair has one side on each process, so every push crosses Redis pub/sub.
 * The servers are child processes (`node --import tsx server/src/main.ts`) on one database:
 * PostgreSQL when it answers (BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/postgres, a
 * temporary database), else a temporary SQLite file. Not part of npm test.
 *
 * Measured 2026-11-29 on the 2-core development machine while other work kept its load average
 * at 10-16 (PostgreSQL, 1,000 sockets, BENCH_ROUNDS=3):
 *   1 process:            50 messages/s offered: p50 12.4 ms, p99 141.9 ms; saturated: 201 messages/s
 *                         (p50 2.3 s, p99 3.2 s: 500 sends in flight queue), server CPU 1.86 ms a message
 *   2 processes + Redis:  50 messages/s offered: p50 26.8 ms, p99 120.7 ms; saturated: 128 messages/s
 *                         (two processes share the same 2 busy cores), server CPU 2.59 ms a message
 */
import { randomBytes } from 'crypto'
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import pg from 'pg'
import WebSocket from 'ws'
import { DEVELOPMENT_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { CHAT, NOTIFICATIONS } from '@xungen/contracts/endpoints'
import { createDatabase, migrateToLatest } from '../src/db'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const RATE = Number(process.env.BENCH_RATE ?? 50)
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 20)
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const ROOT = path.resolve(__dirname, '../..')

interface Client {
  id: number
  token: string
  base: string
  ws: WebSocket
  /** resolves the wait for a message id */
  waiting: Map<number, () => void>
  early: Set<number>
}

async function signed(base: string, token: string, method: 'GET' | 'POST', url: string, body?: unknown, query?: Record<string, string>) {
  const text = body === undefined ? undefined : JSON.stringify(body)
  const s = signRequest({ method, url, query, body: text }, { keys: DEVELOPMENT_SIGNING_KEYS.keys, nowMs: Date.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const res = await fetch(base + s.url, { method, headers: { token, ...(text ? { 'content-type': 'application/json' } : {}) }, body: text })
  const json = (await res.json()) as { code: number; data: any; message: string }
  if (json.code !== 0) throw new Error(`${url}: ${json.code} ${json.message}`)
  return json.data
}

function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout!.on('data', d => {
      out += d
      const m = /http:\/\/[\d.]+:(\d+)/.exec(out)
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, child })
    })
    child.stderr!.on('data', d => (out += d))
    child.on('exit', code => reject(new Error(`server exited ${code}: ${out.slice(-2000)}`)))
  })
}

async function connect(base: string, token: string, id: number): Promise<Client> {
  const ticket = await signed(base, token, 'POST', NOTIFICATIONS.socketTicket.path)
  const ws = new WebSocket(base.replace('http', 'ws') + ticket.path)
  const client: Client = { id, token, base, ws, waiting: new Map(), early: new Set() }
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', ticket: ticket.ticket })))
    ws.on('message', data => {
      const f = JSON.parse(String(data))
      if (f.type === 'ready') resolve()
      else if (f.type === 'refused') reject(new Error('ticket refused'))
      else if (f.type === 'message' && !f.message.mine) {
        const done = client.waiting.get(f.message.id)
        if (done) {
          client.waiting.delete(f.message.id)
          done()
        } else client.early.add(f.message.id)
      }
    })
    ws.on('error', reject)
  })
  return client
}

/** waits for a message id on a client's socket (it may have come before the send's answer) */
function arrival(client: Client, id: number): Promise<void> {
  if (client.early.delete(id)) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`message ${id} not delivered in 30 s`)), 30_000)
    client.waiting.set(id, () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  let next = 0
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++])
  }))
}

/** user + system CPU seconds of a process so far (Linux /proc; 0 elsewhere) */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function seedAccounts(databaseUrl: string) {
  // the accounts, their sessions and the pairs' threads, written as the services write them
  const { buildApp } = await import('../src/app')
  const { loadConfig } = await import('../src/config')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-bench-chat-data-'))
  const app = await buildApp(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', RUN_JOBS: 'true', OUTBOX_POLL_MS: '0' }))
  const users: Array<{ id: number; token: string }> = []
  const now = Date.now()
  for (let i = 0; i < CLIENTS; i++) {
    const phone = `135${String(i).padStart(8, '0')}`
    const id = await app.accounts.users.insert({
      nation_code: '86', phone, name: `压测${i}`, name_key: `压测${i}`, avatar_start_color: null, avatar_end_color: null, avatar_upload_id: null, pending_avatar_upload_id: null,
      password_hash: null, wechat_openid: null, wechat_unionid: null, is_wechat: 0, user_state: 1, profile_completed: 1, created_at: now, updated_at: now, name_changed_at: null, deleted_at: null
    })
    users.push({ id, token: (await app.accounts.sessions.issue(id, 'web')).token })
  }
  const threads: number[] = []
  for (let i = 0; i + 1 < users.length; i += 2) {
    const t = await app.db.insertInto('chat_threads').values({ kind: 'private', pair_key: `${users[i].id}-${users[i + 1].id}`, last_message_id: null, last_message_at: null, created_at: now }).returning('id').executeTakeFirstOrThrow()
    await app.db.insertInto('chat_members').values([
      { thread_id: t.id, user_id: users[i].id, peer_label: '压测亲人（测试）', read_at: null },
      { thread_id: t.id, user_id: users[i + 1].id, peer_label: '压测亲人（测试）', read_at: null }
    ]).execute()
    threads.push(t.id)
  }
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  return { users, threads }
}

async function run(label: string, databaseUrl: string, processes: 1 | 2) {
  const handle = createDatabase(databaseUrl, { poolSize: 2, onIdleConnectionError: () => undefined })
  await migrateToLatest(handle.db)
  await handle.close()
  const { users, threads } = await seedAccounts(databaseUrl)
  const prefix = `xungen-bench-chat-${process.pid}-${processes}`
  const env = {
    NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '1000000', RUN_JOBS: 'true', OUTBOX_POLL_MS: '0',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-bench-chat-srv-')), H5_DIR: '/nonexistent',
    // the genome engine's and the demo report's warm-ups are not what is measured here
    XUNGEN_REFERENCE_DIR: '/nonexistent', ...(processes === 2 ? { REDIS_URL, REDIS_PREFIX: prefix } : {})
  }
  const servers = [await startServer(env)]
  if (processes === 2) servers.push(await startServer({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-bench-chat-srv-')) }))
  try {
    // each pair has one side on each process when there are two
    const clients: Client[] = new Array(users.length)
    await pool(users.map((u, i) => ({ u, i })), 50, async ({ u, i }) => {
      clients[i] = await connect(servers[i % servers.length].base, u.token, u.id)
    })
    let latencies: number[] = []
    // one exchange per pair first (connections, caches, compiled paths), not counted
    await exchange(clients, threads, 1, latencies)
    // delivery latency at a steady rate with every socket connected (open loop: sends are not held back by slow answers)
    const steady = await steadyRate(clients, threads, RATE, RATE * STEADY_SECONDS)
    steady.sort((x, y) => x - y)
    console.log(`${label.padEnd(28)} ${clients.length} sockets, ${RATE} messages/s offered for ${STEADY_SECONDS} s: delivery p50 ${pct(steady, 50).toFixed(1)} ms, p99 ${pct(steady, 99).toFixed(1)} ms (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`)
    // throughput: every pair at once, each message sent when the other side's last one arrived
    latencies = []
    const cpu0 = servers.map(s => cpuSeconds(s.child.pid!))
    const t0 = performance.now()
    await exchange(clients, threads, ROUNDS, latencies)
    const seconds = (performance.now() - t0) / 1000
    const serverCpu = servers.reduce((sum, s, i) => sum + cpuSeconds(s.child.pid!) - cpu0[i], 0)
    latencies.sort((x, y) => x - y)
    console.log(
      `${label.padEnd(28)} ${clients.length} sockets, ${latencies.length} messages in ${seconds.toFixed(1)} s: ${(latencies.length / seconds).toFixed(0)} messages/s, delivery p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms; server CPU ${((serverCpu / latencies.length) * 1000).toFixed(2)} ms a message (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`
    )
    for (const c of clients) c.ws.close()
  } finally {
    for (const s of servers) s.child.kill('SIGTERM')
    await Promise.all(servers.map(s => new Promise(r => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))))
  }
}

/** count messages at rate a second, pair after pair (each pair's sides alternate); the delivery latency of each */
async function steadyRate(clients: Client[], threads: number[], rate: number, count: number): Promise<number[]> {
  const latencies: number[] = []
  const turns = new Array(threads.length).fill(0)
  const t0 = performance.now()
  const sends: Promise<void>[] = []
  for (let i = 0; i < count; i++) {
    const due = t0 + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise(r => setTimeout(r, wait))
    const k = i % threads.length
    const turn = turns[k]++
    const [from, to] = turn % 2 === 0 ? [clients[2 * k], clients[2 * k + 1]] : [clients[2 * k + 1], clients[2 * k]]
    const start = performance.now()
    sends.push(
      signed(from.base, from.token, 'POST', CHAT.sendChat.path, { content: `稳定速率第 ${i + 1} 条` }, { relatedId: String(threads[k]) })
        .then(sent => arrival(to, sent.id))
        .then(() => void latencies.push(performance.now() - start))
    )
  }
  await Promise.all(sends)
  return latencies
}

/** every pair at once: rounds messages a side, each sent once the other side's last one arrived */
async function exchange(clients: Client[], threads: number[], rounds: number, latencies: number[]) {
    await Promise.all(
      threads.map(async (thread, k) => {
        const a = clients[2 * k]
        const b = clients[2 * k + 1]
        for (let r = 0; r < rounds * 2; r++) {
          const [from, to] = r % 2 === 0 ? [a, b] : [b, a]
          const start = performance.now()
          const sent = await signed(from.base, from.token, 'POST', CHAT.sendChat.path, { content: `第 ${r + 1} 条消息` }, { relatedId: String(thread) })
          await arrival(to, sent.id)
          latencies.push(performance.now() - start)
        }
      })
    )
}

async function withDatabase(work: (url: string, kind: string) => Promise<void>) {
  const admin = new pg.Client({ connectionString: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' })
  let pgOk = true
  try {
    await admin.connect()
  } catch {
    pgOk = false
  }
  if (!pgOk) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-bench-chat-'))
    try {
      await work(`sqlite:${path.join(dir, 'bench.sqlite')}`, 'sqlite')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    return
  }
  const name = `xungen_bench_chat_${process.pid}_${Date.now() % 100000}`
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    url.pathname = '/' + name
    await work(url.toString(), 'postgres')
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

async function main() {
  const only = process.env.BENCH_PROCESSES
  if (!only || only === '1') await withDatabase((url, kind) => run(`1 process (${kind})`, url, 1))
  if (!only || only === '2') await withDatabase((url, kind) => run(`2 processes + Redis (${kind})`, url, 2))
}

main().then(
  () => process.exit(0),
  err => {
    console.error(err)
    process.exit(1)
  }
)
