/**
 * The real server for component tests: started in a child process (node --import tsx
 * server/src/main.ts on a free port, a fresh SQLite database in a temporary directory), and
 * the website's requests (fetch) routed to it over Node's http. Everything above the transport —
 * the request layer with its signature, headers and envelope — runs as in the browser.
 */
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import http from 'http'
import os from 'os'
import path from 'path'

const root = path.resolve(__dirname, '../../..')

export interface RealServer {
  url: string
  /** the newest code the sandbox "sent" to a phone (for a purpose, when given) */
  code(phone: string, purpose?: string): Promise<string>
  stop(): Promise<void>
}

function nodeRequest(url: string, method: string, headers: Record<string, string>, body?: string | Buffer): Promise<{ statusCode: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, res => {
      const chunks: Buffer[] = []
      res.on('data', c => chunks.push(c))
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}

export async function startRealServer(): Promise<RealServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-components-'))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test' as NodeJS.ProcessEnv['NODE_ENV'],
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      H5_DIR: path.join(dataDir, 'no-site'),
      LOG_LEVEL: 'silent',
      SMS_DAILY_LIMIT_PER_IP: '100000',
      SMS_DAILY_LIMIT_PER_PHONE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000'
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 60_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve(m[1])
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', code => reject(new Error(`the server exited (${code}): ${out}`)))
  })
  return {
    url,
    async code(phone: string, purpose?: string) {
      for (let i = 0; i < 50; i++) {
        const res = await nodeRequest(`${url}/dev/sms-outbox?phone=${phone}&nationCode=86`, 'GET', {})
        const list = (JSON.parse(res.text).list ?? []) as Array<{ code: string; purpose: string }>
        const hit = list.find(m => !purpose || m.purpose === purpose)
        if (hit) return hit.code
        await new Promise(r => setTimeout(r, 50))
      }
      throw new Error(`no code was sent to ${phone}`)
    },
    async stop() {
      child.kill('SIGTERM')
      await new Promise(r => child.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** A request the page sent, as the transport gave it (relative URL as the page wrote it). */
export interface SentRequest {
  url: string
  method: string
  header: Record<string, string>
  data?: string
}

let sent: SentRequest[] = []

/** The requests sent since the test began (routeRequestsToServer), oldest first. */
export function sentRequests(): readonly SentRequest[] {
  return sent
}

/**
 * Sends the website's requests to the server: the browser's fetch, which the request layer's
 * transport uses on H5 (src/platform/http.ts), answered over Node's http (the page's relative
 * URLs resolve against the server).
 */
export function routeRequestsToServer(server: RealServer): () => void {
  sent = []
  const before = globalThis.fetch
  globalThis.fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const given = String(input)
    const url = /^https?:/.test(given) ? given : server.url + given
    const method = init.method ?? 'GET'
    const header = { ...((init.headers ?? {}) as Record<string, string>) }
    const data = typeof init.body === 'string' ? init.body : undefined
    sent.push({ url: given, method, header, data })
    if (init.signal?.aborted) throw new Error('aborted')
    const res = await nodeRequest(url, method, header, data)
    return { status: res.statusCode, text: async () => res.text }
  }) as unknown as typeof fetch
  return () => {
    globalThis.fetch = before
  }
}

let phoneCounter = 0
/** a mainland mobile number no other test of this process uses */
export function newPhone(): string {
  phoneCounter++
  return `136${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`
}

/**
 * For a test file that talks to the real server: starts it once (beforeAll), stops it (afterAll)
 * and sends the page's requests to it before each test. Call it before the file's own beforeEach, so
 * that its requests already reach the server; the returned function gives the running server.
 */
export function useRealServer(): () => RealServer {
  let server: RealServer | undefined
  beforeAll(async () => {
    server = await startRealServer()
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
  })
  let restore: (() => void) | undefined
  beforeEach(() => {
    restore = routeRequestsToServer(server!)
  })
  afterEach(() => restore?.())
  return () => {
    if (!server) throw new Error('useRealServer: the server starts in beforeAll')
    return server
  }
}
