/**
 * Hostile uploads (issue 20 items 2 and 3): decompression bombs, endless lines, zips of thousands
 * of entries and nested archives sent to /import/chip and /import/yfull are refused with 4006
 * and a Chinese message under `file`, with bounded memory and nothing left behind (no rows, no
 * stored or temporary files); the engine reads uploads and runs analyses on worker threads, so
 * the event loop keeps answering meanwhile; one account imports one file at a time.
 * The bombs are built in memory from repeated compressed pieces: nothing large touches the disk.
 */
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import { monitorEventLoopDelay } from 'perf_hooks'
import { randomBytes } from 'crypto'
import { zipSync, strToU8 } from 'fflate'
import { TEST_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { json } from '../helpers/app'
import { auth, multipart } from '../helpers/accounts'
import { createKitApp, realSampleFile, type KitApp } from '../kit/helpers'
import { ACCOUNTS, IMPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

jest.setTimeout(300_000)
const REF = process.env.XUNGEN_REFERENCE_DIR ?? path.resolve(__dirname, '../../../../shared/data')
process.env.XUNGEN_REFERENCE_DIR ??= REF

const MB = 1 << 20
const PERSON = { name: '黄海燕', gender: 'female', birthday: '1975-03-08', appellation: 'children' }

/** `times` copies of `piece` as one gzip file (concatenated members) */
function gzipBomb(piece: Buffer, times: number): Buffer {
  const member = zlib.gzipSync(piece, { level: 9 })
  return Buffer.concat(Array.from({ length: times }, () => member))
}

/** a one-entry zip of `times` copies of `piece` (sync-flushed deflate blocks repeat) */
function zipBomb(piece: Buffer, times: number): Buffer {
  const block = zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })
  const data = Buffer.concat([...Array.from({ length: times }, () => block), Buffer.from([0x03, 0x00])])
  const name = Buffer.from('genome.txt')
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE((piece.length * times) >>> 0, 22)
  local.writeUInt16LE(name.length, 26)
  return Buffer.concat([local, name, data])
}

function genotypeMegabyte(): Buffer {
  const line = 'rs4477212\t1\t82154\tAA\n'
  return Buffer.from(line.repeat(Math.floor(MB / line.length)))
}

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

async function send(url: string, token: string, content: Buffer, query: Record<string, string> = {}, filename = 'genome.zip') {
  const signed = signRequest({ method: 'POST', url, query }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(content, { filename, contentType: 'application/octet-stream' })
  const res = await t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } })
  return { status: res.statusCode, ...json<any>(res) }
}

async function nothingLeft(userId: number) {
  for (const table of ['raw_files', 'detections', 'tested_persons'] as const) {
    expect(await t.app.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).toHaveLength(0)
  }
  expect(fs.existsSync(path.join(t.config.storageDir, 'raw', 'users', String(userId)))).toBe(false)
  const tmp = path.join(t.config.dataDir, 'upload-tmp')
  expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([])
}

/** runs `work` while watching the event loop and timing a signed read of another account every 50 ms */
async function whileWatching<T>(work: () => Promise<T>) {
  const other = await t.user()
  const h = monitorEventLoopDelay({ resolution: 10 })
  h.enable()
  const reads: number[] = []
  let done = false
  const reader = (async () => {
    while (!done) {
      const t0 = performance.now()
      const r = await t.signed({ method: 'GET', url: ACCOUNTS.userInfo.path, headers: auth(other.token) })
      expect(r.statusCode).toBe(200)
      reads.push(performance.now() - t0)
      await new Promise(resolve => setTimeout(resolve, 50))
    }
  })()
  try {
    const result = await work()
    return { result, maxLoopDelayMs: h.max / 1e6, slowestReadMs: Math.max(...reads), reads: reads.length }
  } finally {
    done = true
    h.disable()
    await reader
  }
}

describe('decompression bombs are refused with 4006 in Chinese and leave nothing behind', () => {
  it.each([
    ['a 1 MB zip of 1 GB of zeros', () => zipBomb(Buffer.alloc(MB), 1024), '不是文本格式'],
    ['a zip of 1 GB of genotype lines', () => zipBomb(genotypeMegabyte(), 1024), '过大'],
    ['a single 1 GB line (gzip)', () => gzipBomb(Buffer.alloc(MB, 'A'), 1024), '无法识别'],
    ['a zip of 5000 entries', () => zipSync(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}.txt`, strToU8(`rs${i + 1}\t1\t${100 + i}\tAA\n`)])), { level: 0 }) as unknown as Buffer, '文件过多'],
    ['a zip inside a zip', () => Buffer.from(zipSync({ 'inner.zip': zipSync({ 'genome.txt': strToU8('rs1\t1\t101\tAA\n') }) }, { level: 0 })), '不是文本格式']
  ])('/import/chip: %s', async (_label, make, message) => {
    const { token, userId } = await t.user()
    const bomb = Buffer.from(make())
    const rss0 = process.memoryUsage().rss
    const r = await send(IMPORT_ENDPOINTS.chip.path, token, bomb, PERSON)
    expect(r.code).toBe(4006)
    expect(r.data.fields[0].field).toBe('file')
    expect(r.message).toContain(message)
    expect(process.memoryUsage().rss - rss0).toBeLessThan(300 * MB)
    await nothingLeft(userId)
  })

  it('/import/chip: a 1.2 MB gzip of 640 MB of genotype lines is refused (not queued), off the event loop', async () => {
    const { token, userId } = await t.user()
    const bomb = gzipBomb(genotypeMegabyte(), 640)
    const rss0 = process.memoryUsage().rss
    const w = await whileWatching(() => send(IMPORT_ENDPOINTS.chip.path, token, bomb, PERSON, 'genome.txt.gz'))
    expect(w.result.code).toBe(4006)
    expect(w.result.message).toContain('过大')
    expect(process.memoryUsage().rss - rss0).toBeLessThan(400 * MB)
    await nothingLeft(userId)
    // the parse ran on a worker thread: another account's reads went on answering
    expect(w.reads).toBeGreaterThan(3)
    expect(w.maxLoopDelayMs).toBeLessThan(1500)
    expect(w.slowestReadMs).toBeLessThan(2000)
  })

  it.each([
    ['a gzip of 1 GB of SNP-list lines', gzipBomb(Buffer.from('M122+\n'.repeat(MB / 6)), 1024), 'y.txt.gz', /过长/],
    ['a gzip of 1 GB of chrY VCF lines', gzipBomb(Buffer.from('Y\t2655180\t.\tG\tA\t.\tPASS\t.\tGT\t1\n'.repeat(MB / 32)), 1024), 'y.vcf.gz', /过大/],
    ['a zip of 1 GB of zeros', zipBomb(Buffer.alloc(MB), 1024), 'y.zip', /不是文本格式/]
  ])('/import/yfull: %s is 4006 in Chinese (it was a 500 after gunzipSync)', async (_label, bomb, filename, message) => {
    const { token } = await t.user()
    const rss0 = process.memoryUsage().rss
    const r = await send(IMPORT_ENDPOINTS.yfull.path, token, bomb, {}, filename)
    expect(r.code).toBe(4006)
    expect(r.data.fields[0].field).toBe('file')
    expect(r.message).toMatch(message)
    expect(process.memoryUsage().rss - rss0).toBeLessThan(300 * MB)
  })
})

describe('one account cannot starve the others', () => {
  it('a second import of an account while its first is under way is 4290 in Chinese; another account goes on', async () => {
    const a = await t.user()
    const b = await t.user()
    const release = t.app.concurrency.acquire('import', `user:${a.userId}`)
    try {
      const refused = await send(IMPORT_ENDPOINTS.chip.path, a.token, await realSampleFile(), PERSON, 'raw.txt')
      expect(refused.code).toBe(4290)
      expect(refused.status).toBe(429)
      expect(refused.message).toBe('您有操作正在处理中，请等当前操作完成后再试')
      expect(refused.data.retryAfterSeconds).toBeGreaterThan(0)
      await nothingLeft(a.userId)
      const other = await send(IMPORT_ENDPOINTS.chip.path, b.token, await realSampleFile(), PERSON, 'raw.txt')
      expect(other.code).toBe(0)
    } finally {
      release()
    }
    const again = await send(IMPORT_ENDPOINTS.chip.path, a.token, await realSampleFile(), PERSON, 'raw.txt')
    expect(again.code).toBe(0)
  })

  it('an account with 3 imports waiting for analysis is refused a fourth (4290)', async () => {
    const a = await t.user()
    const paused = t.app.analysis.enqueueAnalysis
    t.app.analysis.enqueueAnalysis = async () => {}
    try {
      for (let i = 0; i < 3; i++) expect((await send(IMPORT_ENDPOINTS.chip.path, a.token, await realSampleFile(), PERSON, 'raw.txt')).code).toBe(0)
      const fourth = await send(IMPORT_ENDPOINTS.chip.path, a.token, await realSampleFile(), PERSON, 'raw.txt')
      expect(fourth.code).toBe(4290)
      expect(fourth.message).toContain('正在分析')
    } finally {
      t.app.analysis.enqueueAnalysis = paused
    }
  })

  it('the analysis of an accepted file runs on a worker thread: the event loop keeps answering', async () => {
    const { token } = await t.user()
    const r = await send(IMPORT_ENDPOINTS.chip.path, token, await realSampleFile(), PERSON, 'raw.txt')
    expect(r.code).toBe(0)
    const w = await whileWatching(() => t.app.queue.drain(240_000))
    expect(w.maxLoopDelayMs).toBeLessThan(1500)
    const status = await t.app.db.selectFrom('samples').select('state').where('barcode', '=', r.data.barcode).executeTakeFirstOrThrow()
    expect(status.state).toBe('published')
  })
})
