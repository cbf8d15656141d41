/**
 * The fleet on one machine (issue 27 item 5): API nodes, job workers and relatives matcher shards
 * as separate processes on one PostgreSQL database, one Redis and one S3-compatible store
 * (s3rver on loopback, as the storage suite uses), each process with a data directory of its own
 * (nothing is shared through a disk). `npm run fleet` (fleet.ts) and bench:fleet run on it.
 *
 * Every process logs JSON lines (pino) to <dir>/logs/<name>.log; the fleet also watches them
 * (waitForLine) to stop a process at a chosen moment (`kill -9` mid-analysis, mid-query).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { createDatabase, type DatabaseHandle } from '../src/db'

const REPO_ROOT = path.resolve(__dirname, '../..')
const PG_ADMIN_URL = process.env.XUNGEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.FLEET_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** s3rver's fixed credentials */
const S3_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type Role = 'api' | 'worker' | 'matcher'

export interface FleetOptions {
  apis: number
  workers: number
  shards: number
  /** BullMQ job lock: how soon a killed process's job runs again */
  jobLockMs?: number
  /** where data directories, the object store and logs go (default: a new temporary directory, removed at stop) */
  dir?: string
  log?: (line: string) => void
  /** more environment for every process */
  env?: Record<string, string>
  /**
   * the API nodes run the jobs too (RUN_JOBS=true): with `workers: 0, shards: 0` one process is
   * the whole product (analyses and the embedded relatives index in it), on the same database,
   * Redis and object store: the one-process figures of bench-fleet.ts
   */
  apiRunsJobs?: boolean
}

interface Proc {
  name: string
  role: Role
  args: string[]
  env: NodeJS.ProcessEnv
  child: ChildProcess | null
  /** the last lines it logged (the watchers read them as they come) */
  out: fs.WriteStream
  exited: Promise<void>
}

type Watcher = { pattern: RegExp; names: Set<string> | null; resolve(hit: { name: string; line: string }): void }

const ENTRY: Record<Role, string> = { api: 'server/src/main.ts', worker: 'server/src/worker.ts', matcher: 'server/src/matcher.ts' }
const READY: Record<Role, RegExp> = { api: /基因寻根 API 已启动: (http:\/\/\S+)/, worker: /基因寻根 任务进程已启动/, matcher: /亲缘匹配分片 \d+ 已启动/ }

export class Fleet {
  readonly procs = new Map<string, Proc>()
  /** the API nodes' base URLs, by index */
  readonly urls: string[] = []
  private watchers: Watcher[] = []
  private stopping = false

  private constructor(
    readonly dir: string,
    private readonly temporary: boolean,
    readonly databaseUrl: string,
    private readonly dropDatabase: () => Promise<void>,
    private readonly s3: { close(): Promise<void> },
    readonly redisPrefix: string,
    readonly db: DatabaseHandle,
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: (line: string) => void,
    private readonly apiRunsJobs: boolean
  ) {}

  /** PostgreSQL database, Redis prefix and S3 bucket of its own, then the processes (all ready) */
  static async start(options: FleetOptions): Promise<Fleet> {
    const log = options.log ?? (() => {})
    const temporary = !options.dir
    const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-fleet-'))
    fs.mkdirSync(path.join(dir, 'logs'), { recursive: true })
    const tag = `${process.pid}_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`
    // one PostgreSQL database
    const dbName = `xungen_fleet_${tag}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${dbName}`
    const databaseUrl = url.toString()
    const dropDatabase = async () => {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL })
      await a.connect()
      await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      await a.end()
    }
    // one S3-compatible store (s3rver on loopback)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const S3rver = require('s3rver')
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 'object-store') })
    const { port } = (await s3.run()) as { port: number }
    const endpoint = `http://127.0.0.1:${port}`
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_KEY })
    await client.send(new CreateBucketCommand({ Bucket: 'xungen-fleet' }))
    client.destroy()
    // one Redis, under a prefix of its own
    const redisPrefix = `xungen-fleet-${tag}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      STORAGE_S3_BUCKET: 'xungen-fleet',
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_ACCESS_KEY_ID: S3_KEY.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: S3_KEY.secretAccessKey,
      // the keys every process shares (a process would otherwise make its own into its data directory)
      STORAGE_ENCRYPTION_KEYS: `fleet:${randomBytes(32).toString('base64')}`,
      PERSONAL_INDEX_KEY: randomBytes(32).toString('base64'),
      DOWNLOAD_LINK_KEYS: `fleet:${randomBytes(24).toString('hex')}`,
      MATCHER_SHARDS: String(options.shards),
      ...(options.jobLockMs ? { JOB_LOCK_MS: String(options.jobLockMs) } : {}),
      RELATIVES_THREADS: '1',
      // the workers' and matchers' metrics reach the API's /metrics/fleet within 2 s (each push costs a few ms of CPU)
      METRICS_PUSH_MS: '2000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      SMS_DAILY_LIMIT_PER_IP: '100000',
      SMS_DAILY_LIMIT_PER_DEVICE: '100000',
      H5_DIR: path.join(dir, 'no-site'),
      XUNGEN_REFERENCE_DIR: process.env.XUNGEN_REFERENCE_DIR ?? path.resolve(REPO_ROOT, '../../shared/data'),
      ...options.env
    }
    delete env.PROCESS_ROLE
    const db = createDatabase(databaseUrl, { poolSize: 2 })
    const fleet = new Fleet(dir, temporary, databaseUrl, dropDatabase, s3, redisPrefix, db, env, log, !!options.apiRunsJobs)
    try {
      // the first API node migrates and seeds alone; the others start together after it
      await fleet.add('api', 'api-1', [])
      const rest: Array<Promise<unknown>> = []
      for (let i = 2; i <= options.apis; i++) rest.push(fleet.add('api', `api-${i}`, []))
      for (let i = 1; i <= options.workers; i++) rest.push(fleet.add('worker', `worker-${i}`, []))
      for (let k = 0; k < options.shards; k++) rest.push(fleet.add('matcher', `matcher-${k}`, ['--shard', String(k)]))
      await Promise.all(rest)
    } catch (err) {
      await fleet.stop()
      throw err
    }
    return fleet
  }

  private async add(role: Role, name: string, args: string[]): Promise<void> {
    const proc: Proc = {
      name,
      role,
      args,
      // API nodes only take requests and queue jobs (unless apiRunsJobs); the workers and the matchers run them
      env: { ...this.env, PROCESS_ROLE: role, DATA_DIR: path.join(this.dir, 'data', name), PORT: '0', ...(role === 'api' ? { RUN_JOBS: this.apiRunsJobs ? 'true' : 'false' } : {}) },
      child: null,
      out: fs.createWriteStream(path.join(this.dir, 'logs', `${name}.log`), { flags: 'a' }),
      exited: Promise.resolve()
    }
    this.procs.set(name, proc)
    await this.launch(proc)
  }

  private launch(proc: Proc): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY[proc.role], ...proc.args], { cwd: REPO_ROOT, env: proc.env, stdio: ['ignore', 'pipe', 'pipe'] })
    proc.child = child
    proc.exited = new Promise(resolve => child.once('exit', () => resolve()))
    const ready = new Promise<void>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${proc.name} exited (${code}) before it was ready; see ${path.join(this.dir, 'logs', `${proc.name}.log`)}`))
      child.once('exit', onExit)
      this.waitForLine(READY[proc.role], [proc.name], 180_000).then(hit => {
        child.off('exit', onExit)
        const m = READY[proc.role].exec(hit.line)
        if (proc.role === 'api' && m) this.urls[Number(proc.name.split('-')[1]) - 1] = m[1]
        this.log(`${proc.name} ready (pid ${child.pid})`)
        resolve()
      }, reject)
    })
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = ''
      stream.on('data', (chunk: Buffer) => {
        const text = rest + chunk.toString()
        const lines = text.split('\n')
        rest = lines.pop()!
        for (const line of lines) this.line(proc, line)
      })
    }
    return ready
  }

  private line(proc: Proc, line: string): void {
    proc.out.write(line + '\n')
    for (const w of [...this.watchers]) {
      if ((w.names === null || w.names.has(proc.name)) && w.pattern.test(line)) {
        this.watchers = this.watchers.filter(x => x !== w)
        w.resolve({ name: proc.name, line })
      }
    }
  }

  /** the next line matching pattern that one of these processes (default: any) writes */
  waitForLine(pattern: RegExp, names: string[] | null = null, timeoutMs = 120_000): Promise<{ name: string; line: string }> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.watchers = this.watchers.filter(w => w !== watcher)
        reject(new Error(`no line ${pattern} within ${timeoutMs} ms`))
      }, timeoutMs)
      const watcher: Watcher = { pattern, names: names ? new Set(names) : null, resolve: hit => (clearTimeout(timer), resolve(hit)) }
      this.watchers.push(watcher)
    })
  }

  pid(name: string): number {
    return this.procs.get(name)!.child!.pid!
  }

  /** kill -9 (or another signal), waiting for the exit */
  async kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const proc = this.procs.get(name)!
    proc.child?.kill(signal)
    await proc.exited
    this.log(`${name} stopped by ${signal}`)
  }

  /** starts a stopped process again (same data directory: its disk survives, as a restarted machine's would) */
  async restart(name: string): Promise<void> {
    const proc = this.procs.get(name)!
    await this.launch(proc)
  }

  /** CPU seconds (user + system) each live process has used so far (Linux /proc) */
  cpuSeconds(): Record<string, number> {
    const out: Record<string, number> = {}
    for (const p of this.procs.values()) {
      try {
        const stat = fs.readFileSync(`/proc/${p.child!.pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        out[p.name] = (Number(fields[11]) + Number(fields[12])) / 100
      } catch {
        // not Linux, or gone
      }
    }
    return out
  }

  /** all the lines a process has logged so far (its log file) */
  logOf(name: string): string {
    return fs.readFileSync(path.join(this.dir, 'logs', `${name}.log`), 'utf8')
  }

  async stop(): Promise<void> {
    if (this.stopping) return
    this.stopping = true
    await Promise.all(
      [...this.procs.values()].map(async p => {
        if (p.child && p.child.exitCode === null && p.child.signalCode === null) {
          p.child.kill('SIGTERM')
          const t = setTimeout(() => p.child?.kill('SIGKILL'), 10_000)
          await p.exited
          clearTimeout(t)
        }
        p.out.end()
      })
    )
    await this.db.close().catch(() => undefined)
    await this.s3.close().catch(() => undefined)
    await this.dropDatabase().catch(err => this.log(`database not dropped: ${(err as Error).message}`))
    await dropRedisPrefix(this.redisPrefix).catch(() => undefined)
    if (this.temporary) fs.rmSync(this.dir, { recursive: true, force: true })
  }
}

/** removes the fleet's keys from Redis (its queues, tickets, counters) */
async function dropRedisPrefix(prefix: string): Promise<void> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 })
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500)
      cursor = next
      if (keys.length) await redis.del(...keys)
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
}
