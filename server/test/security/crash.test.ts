/**
 * Issue 12 probe 9, as a crashing machine tries it: a real server process takes a burst of
 * sign-ups and uploads from parallel clients and is killed with SIGKILL in the middle of it. On
 * restart (same database, same data directory) the database is intact, every write the server
 * acknowledged is there (each session signs in, each image is served), and after the start-up
 * sweep no temporary file is left and every stored image has its row (and every row its image).
 * Security issue item 5: the same with parallel raw-data imports and laboratory uploads; after
 * the restart every genome on disk has its row and every row its file.
 * SQLite and PostgreSQL (scripts/test.js runs the suite on both).
 */
import { randomBytes } from 'crypto'
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { AGREEMENTS, DEV_SMS_OUTBOX_PATH, TEST_SIGNING_KEYS, signRequest, type QueryInput } from '@xungen/contracts'
import { ACCOUNTS, BIND_ENDPOINTS, CONSENT, IMPORT_ENDPOINTS, LAB_ENDPOINTS } from '@xungen/contracts/endpoints'
import type { Database } from '../../src/db'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { GRADIENT, makeImage, multipart } from '../helpers/accounts'
import { baseDraft, realSampleFile } from '../kit/helpers'

/** a pool of its own beside the app's: an idle connection ended when the test database is dropped is no failure of the test */
function rawPool(options: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(options)
  pool.on('error', () => undefined)
  return pool
}

const ROOT = path.resolve(__dirname, '..', '..', '..')
jest.setTimeout(120_000)

interface Server {
  url: string
  output(): string
  child: ChildProcess
  exited: Promise<number | null>
}

async function startServerProcess(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], { cwd: ROOT, env: { ...process.env, ...env } })
  let out = ''
  child.stdout!.on('data', d => (out += d))
  child.stderr!.on('data', d => (out += d))
  const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${out}`)), 60_000)
    child.on('exit', () => {
      clearTimeout(timer)
      reject(new Error(`the server exited:\n${out}`))
    })
    child.stdout!.on('data', () => {
      const m = /API 已启动: (http:\/\/[^\s]+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve(m[1])
      }
    })
  })
  return { url, child, exited, output: () => out }
}

function signedFetch(base: string, method: 'GET' | 'POST' | 'PUT', url: string, options: { query?: QueryInput; body?: unknown; token?: string; multipart?: { body: Buffer; contentType: string } } = {}) {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const signed = signRequest({ method, url, query: options.query, body }, { keys: TEST_SIGNING_KEYS.keys, nowMs: Date.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const headers: Record<string, string> = {}
  if (options.token) headers.token = options.token
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.multipart) headers['content-type'] = options.multipart.contentType
  return fetch(base + signed.url, { method, headers, body: options.multipart ? options.multipart.body : body })
}

let phoneCounter = 0
function crashPhone(): string {
  phoneCounter++
  return `135${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`
}

/** a development server on the test's database and data directory, its limits lifted for the burst */
function crashEnv(database: TestDatabase, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    H5_DIR: path.join(dataDir, 'no-site'),
    LOG_LEVEL: 'warn',
    SMS_DAILY_LIMIT_PER_IP: '100000',
    SMS_DAILY_LIMIT_PER_PHONE: '1000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    PASSWORD_SCRYPT_LOG_N: '10',
    // at restart the start-up sweep takes everything the crash left, whatever its age
    STORAGE_ORPHAN_AGE_SECONDS: '0',
    ...extra
  }
}

describe('issue 12 probe 9: kill -9 during a sign-up and upload burst', () => {
  let database: TestDatabase
  let dataDir: string
  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-crash-'))
  })
  afterAll(async () => {
    await database.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('after a restart: integrity, no acknowledged write lost, no orphan after the sweep', async () => {
    const env = crashEnv(database, dataDir)
    const server = await startServerProcess(env)
    const image = await makeImage(200, 150, 'png')
    const acknowledged = { sessions: [] as string[], images: [] as string[] }
    let stop = false

    async function client(): Promise<void> {
      while (!stop) {
        const phone = crashPhone()
        const sent = await signedFetch(server.url, 'POST', ACCOUNTS.smsVerify.path, { body: { phone, nationCode: '86', verifyType: 'login' } })
        if (((await sent.json()) as { code: number }).code !== 0) continue
        const outbox = (await (await fetch(`${server.url}${DEV_SMS_OUTBOX_PATH}?phone=${phone}&nationCode=86`)).json()) as { list: Array<{ code: string }> }
        const authCode = outbox.list[0].code
        const avatar = (await (
          await signedFetch(server.url, 'POST', ACCOUNTS.uploadImageByAuth.path, { query: { type: 'avatar', nationCode: '86', phoneNumber: phone, authCode }, multipart: multipart(image) })
        ).json()) as { code: number; data: { uploadUrl: string } }
        if (avatar.code !== 0) continue
        acknowledged.images.push(avatar.data.uploadUrl)
        const signup = (await (
          await signedFetch(server.url, 'POST', ACCOUNTS.signup.path, { body: { phoneNumber: phone, nationCode: '86', authCode, name: `崩溃${phoneCounter}号`, avatar: avatar.data.uploadUrl } })
        ).json()) as { code: number; data: { token: string } }
        if (signup.code !== 0) continue
        acknowledged.sessions.push(signup.data.token)
        for (let i = 0; i < 3 && !stop; i++) {
          const up = (await (await signedFetch(server.url, 'POST', ACCOUNTS.uploadImage.path, { query: { type: 'community_chat' }, token: signup.data.token, multipart: multipart(image) })).json()) as {
            code: number
            data: { uploadUrl: string }
          }
          if (up.code === 0) acknowledged.images.push(up.data.uploadUrl)
        }
      }
    }

    const clients = Array.from({ length: 12 }, () => client().catch(() => undefined))
    // let the burst run until a fair number of writes were acknowledged, then pull the plug mid-flight
    // (both counts: on a loaded machine the avatars of 12 clients alone can reach 40 images before 4 sign-ups finish)
    const deadline = Date.now() + 60_000
    while ((acknowledged.images.length < 40 || acknowledged.sessions.length <= 3) && Date.now() < deadline) await new Promise(r => setTimeout(r, 50))
    server.child.kill('SIGKILL')
    await server.exited
    stop = true
    await Promise.all(clients)
    expect(acknowledged.sessions.length).toBeGreaterThan(3)
    expect(acknowledged.images.length).toBeGreaterThanOrEqual(40)

    const restarted = await startServerProcess({ ...env, LOG_LEVEL: 'info' })
    // what the start-up sweep found (numbers vary with where the kill landed)
    const swept = /"storageSweep":(\{[^}]*\})/.exec(restarted.output())
    console.log(`crash test: ${acknowledged.sessions.length} sign-ups and ${acknowledged.images.length} images acknowledged; start-up sweep: ${swept ? swept[1] : 'nothing to do'}`)
    try {
      // every acknowledged session still signs in; every acknowledged image is served
      for (const token of acknowledged.sessions) {
        const info = await (await signedFetch(restarted.url, 'GET', ACCOUNTS.userInfo.path, { token })).json()
        expect({ token: token.slice(0, 8), code: (info as { code: number }).code }).toEqual({ token: token.slice(0, 8), code: 0 })
      }
      for (const url of acknowledged.images) {
        const res = await fetch(restarted.url + new URL(url).pathname)
        expect({ url, status: res.status }).toEqual({ url, status: 200 })
        expect(res.headers.get('content-type')).toBe('image/jpeg')
      }
    } finally {
      restarted.child.kill('SIGINT')
      await restarted.exited
    }

    // the storage after the start-up sweep: no temporary or staged file, every file has its row and every row its file
    const storageDir = path.join(dataDir, 'storage')
    const walk = (dir: string): string[] =>
      fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(storageDir, path.join(dir, e.name))])) : []
    const files = walk(storageDir)
    expect(files.filter(f => f.startsWith('.tmp/') || f.endsWith('.part'))).toEqual([])
    const db = database.url.startsWith('sqlite:')
      ? new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(database.url.slice('sqlite:'.length)) }) })
      : new Kysely<Database>({ dialect: new PostgresDialect({ pool: rawPool({ connectionString: database.url, max: 1 }) }) })
    try {
      if (database.url.startsWith('sqlite:')) {
        expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }])
        expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([])
      }
      const keys = new Set((await db.selectFrom('uploads').select('storage_key').execute()).map(r => r.storage_key))
      const imageFiles = files.filter(f => f.startsWith('images/'))
      expect(imageFiles.filter(f => !keys.has(f))).toEqual([])
      expect([...keys].filter(k => !imageFiles.includes(k))).toEqual([])
      // every account that answered 0 has its row (no acknowledged sign-up lost)
      const users = await db.selectFrom('users').select('id').where('deleted_at', 'is', null).execute()
      expect(users.length).toBeGreaterThanOrEqual(acknowledged.sessions.length)
    } finally {
      await db.destroy()
    }
  })
})

async function call<T = any>(server: Server, method: 'GET' | 'POST' | 'PUT', url: string, options: Parameters<typeof signedFetch>[3] = {}): Promise<{ code: number; data: T; message: string }> {
  return (await (await signedFetch(server.url, method, url, options)).json()) as { code: number; data: T; message: string }
}

function openDatabase(url: string): Kysely<Database> {
  return url.startsWith('sqlite:')
    ? new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(url.slice('sqlite:'.length)) }) })
    : new Kysely<Database>({ dialect: new PostgresDialect({ pool: rawPool({ connectionString: url, max: 1 }) }) })
}

describe('security item 5: kill -9 during parallel imports and laboratory uploads', () => {
  jest.setTimeout(420_000)
  let database: TestDatabase
  let dataDir: string
  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-crash-genomes-'))
  })
  afterAll(async () => {
    await database.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('after the restart and its sweep every genome on disk has its row and every row its file', async () => {
    const started = Date.now()
    const env = crashEnv(database, dataDir, {
      XUNGEN_REFERENCE_DIR: process.env.XUNGEN_REFERENCE_DIR ?? path.join(ROOT, '..', 'shared', 'data'),
      EXPENSIVE_ACCOUNT_CONCURRENCY: '100',
      EXPENSIVE_GLOBAL_CONCURRENCY: '1000'
    })
    const genome = await realSampleFile()
    const server = await startServerProcess(env)
    const signUp = async (name: string) => {
      const phone = crashPhone()
      expect((await call(server, 'POST', ACCOUNTS.smsVerify.path, { body: { phone, nationCode: '86', verifyType: 'login' } })).code).toBe(0)
      const outbox = (await (await fetch(`${server.url}${DEV_SMS_OUTBOX_PATH}?phone=${phone}&nationCode=86`)).json()) as { list: Array<{ code: string }> }
      const signup = await call<{ token: string; userId: number }>(server, 'POST', ACCOUNTS.signup.path, { body: { phoneNumber: phone, nationCode: '86', authCode: outbox.list[0].code, name, avatar: GRADIENT } })
      expect(signup.code).toBe(0)
      const consent = await call(server, 'POST', CONSENT.accept.path, { body: { accepted: [{ document: 'sensitive', version: AGREEMENTS.sensitive.version }] }, token: signup.data.token })
      expect(consent.code).toBe(0)
      return signup.data
    }
    const db = openDatabase(database.url)
    const acknowledged = { imports: [] as string[], lab: [] as string[] }
    const refusals = new Set<string>()
    try {
      // the laboratory: a staff account with the lab role, ten kits bound by ten accounts, received and checked
      const staff = await signUp('实验员甲')
      await db.insertInto('user_roles').values({ user_id: staff.userId, role: 'lab', created_at: Date.now() }).execute()
      const users = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(`导入者${i + 1}号`)))
      const kits = await call<{ barcodes: string[] }>(server, 'POST', LAB_ENDPOINTS.produceBatch.path, { body: { sku: 'standard', count: 10 }, token: staff.token })
      expect(kits.code).toBe(0)
      for (const [i, barcode] of kits.data.barcodes.entries()) {
        const token = users[i].token
        expect((await call(server, 'PUT', BIND_ENDPOINTS.saveDraft.path, { body: baseDraft(barcode), token })).code).toBe(0)
        expect((await call(server, 'POST', BIND_ENDPOINTS.submit.path, { body: {}, token })).code).toBe(0)
        expect((await call(server, 'POST', LAB_ENDPOINTS.receive.path.replace(':barcode', barcode), { body: {}, token: staff.token })).code).toBe(0)
        expect((await call(server, 'POST', LAB_ENDPOINTS.qc.path.replace(':barcode', barcode), { body: { passed: true }, token: staff.token })).code).toBe(0)
      }

      let stop = false
      const pause = () => new Promise(r => setTimeout(r, 50))
      // each account imports until it has three analyses waiting (the limit), retrying while busy (4290)
      async function importer(token: string): Promise<void> {
        let mine = 0
        while (!stop && mine < 3) {
          const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.chip.path, query: { name: '崩溃导入', gender: 'female', birthday: '1980-02-03', appellation: 'children' } }, { keys: TEST_SIGNING_KEYS.keys, nowMs: Date.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
          const part = multipart(genome, { filename: 'raw.txt', contentType: 'text/plain' })
          const r = (await (await fetch(server.url + signed.url, { method: 'POST', headers: { token, 'content-type': part.contentType }, body: part.body })).json()) as { code: number; data: { barcode: string } }
          if (r.code === 0) {
            acknowledged.imports.push(r.data.barcode)
            mine++
          } else {
            // 4290 (busy) is expected; anything else is kept for the assertion's message
            if (r.code !== 4290) refusals.add(JSON.stringify(r).slice(0, 300))
            await pause()
          }
        }
      }
      async function labUpload(barcode: string): Promise<void> {
        while (!stop) {
          const part = multipart(genome, { filename: `${barcode}.txt`, contentType: 'text/plain' })
          const r = await call(server, 'POST', LAB_ENDPOINTS.uploadGenotype.path.replace(':barcode', barcode), { token: staff.token, multipart: part })
          if (r.code === 0) return void acknowledged.lab.push(barcode)
          await pause()
        }
      }
      const clients = [...users.map(u => importer(u.token).catch(e => void refusals.add(String(e)))), ...kits.data.barcodes.map(b => labUpload(b).catch(() => undefined))]
      // pull the plug in the middle of the burst (up to 60 imports and 10 uploads in all)
      const deadline = Date.now() + 90_000
      while ((acknowledged.imports.length < 5 || acknowledged.lab.length < 3) && Date.now() < deadline) await new Promise(r => setTimeout(r, 20))
      server.child.kill('SIGKILL')
      await server.exited
      stop = true
      await Promise.all(clients)
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    }
    if (acknowledged.imports.length < 5) console.log('imports refused:', [...refusals], server.output().split('\n').filter(l => /"level":(40|50)/.test(l)).slice(0, 5).join('\n').slice(0, 3000))
    expect(acknowledged.imports.length).toBeGreaterThanOrEqual(5)
    expect(acknowledged.lab.length).toBeGreaterThanOrEqual(3)
    const storageDir = path.join(dataDir, 'storage')
    const walk = (dir: string): string[] =>
      fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(storageDir, path.join(dir, e.name)).split(path.sep).join('/')])) : []
    const beforeRestart = walk(storageDir).filter(f => /^(raw|kits|archive)\//.test(f))

    const restarted = await startServerProcess({ ...env, LOG_LEVEL: 'info' })
    const swept = /"storageSweep":(\{[^}]*\})/.exec(restarted.output())
    // the restarted server resumes the analyses the kill interrupted (they write packed kits): let them end
    const quiet = Date.now() + 240_000
    while (Date.now() < quiet && (await db.selectFrom('samples').select('id').where('state', '=', 'analysing').execute()).length) await new Promise(r => setTimeout(r, 500))
    restarted.child.kill('SIGINT')
    await restarted.exited
    try {
      const files = walk(storageDir)
      const genomes = files.filter(f => /^(raw|kits|archive)\//.test(f))
      const rawRows = await db.selectFrom('raw_files').select(['storage_key', 'user_id']).execute()
      const kitRows = (await db.selectFrom('relative_kits').select('kit_key').execute()).map(r => r.kit_key)
      console.log(
        `crash test (genomes, ${Math.round((Date.now() - started) / 1000)} s): ${acknowledged.imports.length} imports and ${acknowledged.lab.length} lab uploads acknowledged; ${rawRows.length} raw-file rows; ` +
          `${beforeRestart.length} genetic files on disk after the kill (${beforeRestart.filter(f => f.endsWith('.part')).length} staged); start-up sweep: ${swept ? swept[1] : 'nothing to do'}`
      )
      // nothing staged or temporary is left
      expect(files.filter(f => f.startsWith('.tmp/') || f.endsWith('.part'))).toEqual([])
      // every genome on disk has its row, every row its genome
      const named = new Set([...rawRows.map(r => r.storage_key), ...kitRows])
      expect(genomes.filter(f => !named.has(f))).toEqual([])
      expect([...named].filter(k => !genomes.includes(k))).toEqual([])
      // no acknowledged import or upload lost
      const imported = new Set((await db.selectFrom('detections').select('barcode').where('source', '=', 'import').execute()).map(r => r.barcode))
      expect(acknowledged.imports.filter(b => !imported.has(b))).toEqual([])
      const uploaded = await db.selectFrom('samples').select(['barcode', 'raw_file_id']).where('barcode', 'in', acknowledged.lab).execute()
      expect(uploaded.filter(s => s.raw_file_id === null)).toEqual([])
      expect(kitRows.length).toBeGreaterThan(0)
      // each under its owner's key
      for (const r of rawRows) {
        const raw = fs.readFileSync(path.join(storageDir, r.storage_key))
        expect({ key: r.storage_key, id: raw.subarray(7, 7 + raw[6]).toString('latin1') }).toEqual({ key: r.storage_key, id: `u${r.user_id}` })
      }
    } finally {
      await db.destroy()
    }
  })
})
