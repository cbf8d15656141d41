/**
 * A raw-data import on a node with object storage (issue 27 item 2, docs/deploy.md): the upload
 * is held in memory for the request and streamed to the store encrypted; nothing is written to
 * the node's own disk (no <DATA_DIR>/upload-tmp), and a refused file leaves nothing anywhere.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { randomBytes } from 'crypto'
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { TEST_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { IMPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import { json } from '../helpers/app'
import { multipart } from '../helpers/accounts'
import { createKitApp, realSampleFile, type KitApp } from './helpers'

jest.setTimeout(120_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
let server: { run(): Promise<{ port: number }>; close(): Promise<void> }
let client: S3Client
let t: KitApp
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-import-s3-'))

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver')
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
  await client.send(new CreateBucketCommand({ Bucket: 'imports' }))
  t = await createKitApp({ config: { storageS3: { endpoint, region: 'us-east-1', bucket: 'imports', forcePathStyle: true, ...credentials } } })
})
afterAll(async () => {
  await t?.close()
  client?.destroy()
  await server?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function importFile(token: string, content: Buffer) {
  const query = { name: '黄海燕', gender: 'female', birthday: '1975-03-08', appellation: 'children' }
  const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.chip.path, query }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(content, { filename: 'NA18525.txt', contentType: 'text/plain' })
  return json<any>(await t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } }))
}

const rawKeys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: 'imports', Prefix: 'raw/' }))).Contents ?? []).map(o => o.Key!)

it('streams an accepted upload to the object store and keeps nothing on the node', async () => {
  expect(t.app.storage.kind).toBe('s3')
  const { token } = await t.user()
  const refused = await importFile(token, Buffer.from('this is not a genotype file\n'))
  expect(refused.code).toBe(4006)
  expect(await rawKeys()).toEqual([])
  const r = await importFile(token, await realSampleFile())
  expect(r.code).toBe(0)
  const stored = await rawKeys()
  expect(stored).toHaveLength(1)
  const row = await t.app.db.selectFrom('raw_files').select('storage_key').executeTakeFirstOrThrow()
  expect(stored).toEqual([row.storage_key])
  // the store holds ciphertext only; the app reads the file back whole
  const back = await t.app.storage.read(row.storage_key)
  const original = await realSampleFile()
  expect([back.length, back.subarray(0, 40).toString()]).toEqual([original.length, original.subarray(0, 40).toString()])
  expect(back.equals(original)).toBe(true)
  expect(fs.existsSync(path.join(t.config.dataDir, 'upload-tmp'))).toBe(false)
  await t.app.queue.drain(60_000)
})
