/**
 * The storage suites run on both kinds of storage: the local directory (the embedded default) and
 * an S3-compatible object store, here s3rver serving the S3 protocol on loopback from a temporary
 * directory (one server per test file, a fresh bucket per test). A backend also reads and writes
 * an object's stored bytes around the storage (to see ciphertext, to damage a file).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { FileStorage } from '../../src/storage'
import type { StorageKeyring } from '../../src/storage/encryption'
import { LocalFileStorage, type UserKeySource } from '../../src/storage/local'
import { S3FileStorage, type S3StorageOptions } from '../../src/storage/s3'

export interface StorageBackend {
  /** a storage on this backend's current place (directory or bucket) */
  storage(keyring: StorageKeyring | null, userKeys?: UserKeySource | null): FileStorage
  /** a new empty place for the next test */
  reset(): Promise<void>
  readRaw(key: string): Promise<Buffer>
  writeRaw(key: string, bytes: Buffer): Promise<void>
  /** every stored object's key (staged leftovers included), sorted */
  allKeys(): Promise<string[]>
}

export function localBackend(): StorageBackend {
  let root = ''
  afterEach(() => root && fs.rmSync(root, { recursive: true, force: true }))
  return {
    storage: (keyring, userKeys = null) => new LocalFileStorage(root, keyring, userKeys),
    async reset() {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-storage-'))
    },
    readRaw: async key => fs.readFileSync(path.join(root, key)),
    writeRaw: async (key, bytes) => fs.writeFileSync(path.join(root, key), bytes),
    async allKeys() {
      const out: string[] = []
      const walk = (dir: string, prefix: string) => {
        for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
          if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`)
          else out.push(prefix + e.name)
        }
      }
      walk(root, '')
      return out.sort()
    }
  }
}

/** s3rver's fixed credentials */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export function s3Backend(): StorageBackend {
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> } | null = null
  let dir = ''
  let endpoint = ''
  let client: S3Client | null = null
  let bucket = ''
  let buckets = 0
  const made: S3FileStorage[] = []
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-s3-'))
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const S3rver = require('s3rver')
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir })
    const { port } = await server!.run()
    endpoint = `http://127.0.0.1:${port}`
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS })
  })
  afterAll(async () => {
    for (const s of made) s.close()
    client?.destroy()
    await server?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const options = (): S3StorageOptions => ({ endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...CREDENTIALS })
  return {
    storage(keyring, userKeys = null) {
      const s = new S3FileStorage(options(), keyring, userKeys)
      made.push(s)
      return s
    },
    async reset() {
      bucket = `xungen-test-${process.pid}-${++buckets}`
      await client!.send(new CreateBucketCommand({ Bucket: bucket }))
    },
    async readRaw(key) {
      const res = await client!.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return Buffer.from(await res.Body!.transformToByteArray())
    },
    async writeRaw(key, bytes) {
      await client!.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }))
    },
    async allKeys() {
      const res = await client!.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (res.Contents ?? []).map(o => o.Key!).sort()
    }
  }
}
